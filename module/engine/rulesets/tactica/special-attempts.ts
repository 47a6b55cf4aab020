/**
 * The special results that are only "attempts" in the text (Disarm attempt, Break weapon attempt, Knockback/down,
 * Hamstring attack) resolved as opposed rolls, the only contest mechanic the text gives (Break the Hold, knock down:
 * "BODY vs BODY roll plus any Size difference"). Pools are 4 + level dice (BODY/DEX), the attacker rolls first, a tie
 * goes to the target. On a win:
 *  - disarm: attacker's DEX vs target's BODY (grip); the target drops the weapon it holds.
 *  - break-weapon: attacker's BODY vs target's BODY; the target's weapon (or shield) is broken and useless.
 *  - knockback / knockdown: BODY vs BODY + Size difference (the knock-down rule); knockback moves the target out of
 *    Contact (Alone), knockdown leaves it prone (a prone creature may then suffer Holds; it stands by Withdrawing).
 *  - hamstring: attacker's DEX vs target's DEX; the target takes the Foot injury on a leg (movement reduced, DEX roll
 *    or fall prone, −2d to movement rolls, one action die burnt until healed).
 * The readings are in docs/rules-notes/tactica.md.
 */
import type { DiceSource } from "../../dice/source";
import type { DiceModifier } from "../../modifiers";
import { totalDice } from "../../modifiers";
import { characteristicDice, type Characteristic } from "./characteristic-roll";
import type { TacticaCreature } from "./creature";
import { applyInjury, type InjuryOutcome } from "./injuries/injury";
import type { Location } from "./injuries/locations";
import { opposedRoll, type OpposedRoll } from "./opposed-roll";

export const SPECIAL_ATTEMPTS = ["disarm", "break-weapon", "knockback", "knockdown", "hamstring"] as const;
export type SpecialAttempt = (typeof SPECIAL_ATTEMPTS)[number];

/** Which characteristic each side rolls, and whether Size counts. */
export const SPECIAL_ATTEMPT_ROLLS: Readonly<Record<SpecialAttempt, { attacker: Characteristic; target: Characteristic; size: boolean }>> = Object.freeze({
  disarm: { attacker: "dex", target: "body", size: false },
  "break-weapon": { attacker: "body", target: "body", size: false },
  knockback: { attacker: "body", target: "body", size: true },
  knockdown: { attacker: "body", target: "body", size: true },
  hamstring: { attacker: "dex", target: "dex", size: false },
});

/** A side's levels for the contest (the pool is 4 + level dice, plus any dice modifiers). */
export interface AttemptSide {
  body: number;
  dex: number;
  /** Size, with any Stability bonus for extra legs (only knockback / knockdown use it). */
  size?: number;
  modifiers?: DiceModifier[];
}

export interface SpecialAttemptOutcome {
  attempt: SpecialAttempt;
  roll: OpposedRoll;
  succeeded: boolean;
  /** What happens to the target on a win (all false on a loss). */
  dropsWeapon: boolean;
  weaponBroken: boolean;
  outOfContact: boolean;
  prone: boolean;
  /** Hamstring: the Foot injury (with its DEX check and burnt die) applied to the target. */
  injury: InjuryOutcome | null;
  /** The target after the attempt (changed only by a hamstring). */
  target: TacticaCreature;
}

function pool(side: AttemptSide, c: Characteristic, who: string): number {
  const level = c === "body" ? side.body : side.dex;
  if (!Number.isInteger(level)) throw new RangeError(`${who} ${c.toUpperCase()} level must be a whole number, got ${String(level)}`);
  return Math.max(0, characteristicDice(level) + totalDice(side.modifiers ?? []));
}

/** Resolve an attempt chosen as a special result. `leg` is where a hamstring lands (default the left leg). */
export function resolveSpecialAttempt(
  source: DiceSource,
  attempt: SpecialAttempt,
  attacker: AttemptSide,
  target: TacticaCreature,
  targetSide: AttemptSide,
  leg: Extract<Location, "left-leg" | "right-leg"> = "left-leg",
): SpecialAttemptOutcome {
  const spec = SPECIAL_ATTEMPT_ROLLS[attempt];
  if (!spec) throw new RangeError(`unknown special attempt "${String(attempt)}" (one of ${SPECIAL_ATTEMPTS.join(", ")})`);
  if (leg !== "left-leg" && leg !== "right-leg") throw new RangeError(`a hamstring lands on "left-leg" or "right-leg", got "${String(leg)}"`);
  let sizeEdge = 0;
  if (spec.size) {
    const a = attacker.size ?? 0;
    const t = targetSide.size ?? 0;
    if (!Number.isInteger(a) || !Number.isInteger(t)) throw new RangeError("Size must be a whole number");
    sizeEdge = a - t;
  }
  const roll = opposedRoll(source, pool(attacker, spec.attacker, "attacker"), pool(targetSide, spec.target, "target"), sizeEdge);
  const won = roll.activeWins;
  const injury = won && attempt === "hamstring" ? applyInjury(target, leg, "foot") : null;
  return {
    attempt,
    roll,
    succeeded: won,
    dropsWeapon: won && attempt === "disarm",
    weaponBroken: won && attempt === "break-weapon",
    outOfContact: won && attempt === "knockback",
    prone: won && attempt === "knockdown",
    injury,
    target: injury ? injury.after : target,
  };
}
