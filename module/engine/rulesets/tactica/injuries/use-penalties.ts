/**
 * The lasting penalties an injury puts on the rolls of one kind, beyond the all-rolls ones (Sever, Puncture, Maim):
 * "Sight: ... apply -1d to all rolls that require sight", "Fracture: ... reduce all dice rolls related to using that
 * area by -2d", "Broken: ... If a leg then the victim must make DEX rolls at -2d ... each time they try to move",
 * "Foot: ... Any rolls to resolve movement will be at -2d". An attack aims (sight) and uses the arms; a movement
 * roll uses the legs. Casting (Sound, Balance) has no roll in Fray, and which other roll needs sight is the GM's.
 */
import type { DiceModifier } from "../../../modifiers";
import { INJURY_EFFECT_TABLE } from "./effects";
import type { Injury } from "./injury-record";
import type { Location } from "./locations";

export type InjuryRollUse = "attack" | "movement";

const ARMS: readonly Location[] = ["left-arm", "right-arm"];
/** The legs' locations (a leg's Broken and its area penalties fall on movement). */
export const LEGS: readonly Location[] = ["left-leg", "right-leg"];

/** Whether a penalty of the table's kind `on`, from an injury at `location`, falls on a roll of `use`. */
function applies(on: string, location: Location, use: InjuryRollUse): boolean {
  if (use === "attack") return on === "sight" || (on === "area" && ARMS.includes(location));
  return (on === "movement" && !ARMS.includes(location)) || (on === "area" && LEGS.includes(location));
}

/** The dice the unhealed injuries take off a roll of `use`, one modifier per injury, each naming its effect. */
export function injuryUsePenalties(injuries: readonly Injury[], use: InjuryRollUse): DiceModifier[] {
  if (use !== "attack" && use !== "movement") throw new RangeError(`a roll's use is "attack" or "movement", got "${String(use)}"`);
  const out: DiceModifier[] = [];
  for (const i of injuries) {
    if (i.healed) continue;
    const dice = INJURY_EFFECT_TABLE[i.effect].penalties.filter((p) => applies(p.on, i.location, use)).reduce((n, p) => n + p.dice, 0);
    if (dice > 0) out.push({ dice: -dice, reason: `${i.effect} (${i.location})`, code: `injury.${i.effect}` });
  }
  return out;
}
