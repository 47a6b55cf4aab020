/**
 * Limbs a called shot hurt at its Toughness column, read back (damage.ts writes the counts): "Leg cannot be used to
 * make unarmed attacks", "Arm cannot be used to carry objects, weapons, shields … This arm cannot be used to make
 * unarmed attacks", "Hand cannot be used to carry objects, weapons, shields … Hand cannot be used for unarmed
 * attacks". The sheet does not know which arm holds what, so a kind of limb is refused once every limb of that kind
 * is hurt (the creature's *Legs / Arms / Hands*, 2 each for a human, the GM's to set for another body).
 */
import { RulesError } from "../../engine/errors";
import type { ActorSystem } from "../../data/actor/schema";
import type { SplitModifier } from "../../engine/modifiers";

export const UNARMED_LIMBS = ["arm", "hand", "leg", "other"] as const;
export type UnarmedLimb = (typeof UNARMED_LIMBS)[number];

const PLURAL = { arm: "arms", hand: "hands", leg: "legs" } as const;

/** Every limb of the kind is hurt (a body with none of that kind has none to use either). */
const allHurt = (s: ActorSystem, kind: keyof typeof PLURAL) => s.sixSeconds.hurt[PLURAL[kind]] >= s.sixSeconds.limbs[PLURAL[kind]];

/** "If all legs are hurt in this manner, the character can only crawl" (a body with legs, every one hurt). */
export const allLegsHurt = (s: ActorSystem): boolean => s.sixSeconds.limbs.legs > 0 && allHurt(s, "leg");

/** An unarmed attack with this kind of limb, refused when every one of them is hurt; "other" (head, bite, tail) never is. */
export function assertUnarmedLimb(s: ActorSystem, limb: UnarmedLimb): void {
  if (limb === "other" || !allHurt(s, limb)) return;
  throw new RulesError("hurt-limb-unarmed", { limbKey: `FRAY.Action.SixSeconds.Unarmed.Limb.${limb}` }, `every ${limb} is hurt: none can make unarmed attacks`);
}

/** A weapon needs an arm and a hand that can carry it: refused when every arm, or every hand, is hurt. */
export function assertCanCarry(s: ActorSystem, weapon: string): void {
  const kind = allHurt(s, "arm") ? "arm" : allHurt(s, "hand") ? "hand" : null;
  if (kind) throw new RulesError("hurt-limb-carry", { weapon, limbKey: `FRAY.Action.SixSeconds.Unarmed.Limb.${kind}` }, `${weapon}: every ${kind} is hurt and cannot carry a weapon`);
}

/** "−1 to attacks made with this hand": a hand a called shot hit at the Minimum column. */
export const HURT_HAND_PENALTY = -1;

/** That −1 on an attack made with the hurt hand: to hit and to the defence DC, as any attack penalty. */
export const HURT_HAND_SPLIT: SplitModifier = { attack: HURT_HAND_PENALTY, defence: HURT_HAND_PENALTY, reason: "hurt hand", code: "hurt-hand" };

/**
 * Whether a weapon attack's question "With the hurt hand?" starts at yes: the hands free (neither hurt nor holding)
 * are fewer than the sore hands, so the weapons held need at least one of them. Null: no sore hand, nothing to ask.
 */
export function soreHandDefault(s: ActorSystem, handsFree: number): boolean | null {
  const sore = s.sixSeconds.hurt.sore;
  return sore > 0 ? handsFree < sore : null;
}
