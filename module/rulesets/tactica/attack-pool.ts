/**
 * An attack as a pooled action (the text's Action Pool): "the base Action cost must be paid at the start, then 1
 * extra dice is added to the pool each time that character is allowed to act. When the character wishes to activate
 * the pool they simply announce this when it is their turn and resolve the Action." The tracker's *Start an attack
 * pool* pays the attack's own cost (4 pips), each *Add a die* grows it, and the creature's next sheet attack in its
 * turn activates it (no pips: the base cost is paid) with one more attack die per pooled die. The pool's dice are
 * mirrored on the actor (`tactica.pooledDice`) so the sheet's attack can read them; any other action loses them.
 */
import type { TurnEvent } from "../../engine/turns";
import type { DiceModifier } from "../../engine/modifiers";
import type { ActorSystem } from "../../data/actor/schema";
import type { WriteBack } from "../adapter";

/** The pooled action's name in the tracker: the sheet attack activates a pool of this name. */
export const ATTACK_POOL = "attack";

/** "Accumulated for bonus effects": each pooled die is one more die on the attack it feeds. */
export function pooledModifier(s: ActorSystem): DiceModifier[] {
  const n = s.tactica.pooledDice;
  return n > 0 ? [{ dice: n, reason: "pool", code: "pool" }] : [];
}

/** The attack's roll used the pooled dice up. */
export function pooledSpent(s: ActorSystem): Record<string, number> {
  return s.tactica.pooledDice > 0 ? { "system.tactica.pooledDice": 0 } : {};
}

/**
 * What a tracker step's events write on the actors' mirrors: an attack pool's dice after it grew, 0 when a pool was
 * started, activated or lost ("If you perform any action other than POOL the pool of dice are lost").
 */
export function pooledWrites(events: readonly TurnEvent[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const ev of events) {
    const who = ev.combatant;
    if (typeof who !== "string") continue;
    if (ev.type === "poolLost") out.set(who, 0);
    if (ev.type === "action" && ev["name"] === ATTACK_POOL && (ev["pool"] === "add" || ev["pool"] === "start") && typeof ev["poolDice"] === "number") out.set(who, ev["poolDice"]);
  }
  return out;
}

/** The mirror's write for one combatant, merged into what the step already writes on it. */
export function withPooled(back: WriteBack, dice: number | undefined, s: ActorSystem | undefined): WriteBack {
  if (dice === undefined || !s || s.tactica.pooledDice === dice) return back;
  return { ...back, update: { ...back.update, "system.tactica.pooledDice": dice } };
}
