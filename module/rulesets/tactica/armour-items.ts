/**
 * What a tactica actor's equipped armour items give (the item sheet's armour fields): the blocking device's armour
 * value a working Block adds ("If the Block works the armour value of the blocking device is added to the defenders
 * total armour value"), and bonus ranks ("count for thresholds", never absorb damage).
 */
import type { DiceModifier } from "../../engine/modifiers";
import { injuriesFromRecords, type InjuryRecord } from "../../engine/rulesets/tactica/injuries/areas";
import { injuryUsePenalties } from "../../engine/rulesets/tactica/injuries/use-penalties";
import { equippedArmour, wholeOrZero as whole, type OwnedItemData } from "../../data/actor/owned-item";

export interface TacticaArmour {
  /** The highest Block value among equipped armour items (a Medium Shield: 2); 0 without one. */
  shieldBlock: number;
  /** Bonus ranks from equipped armour items, added up per track. */
  physicalRanks: number;
  mentalRanks: number;
  /** Passive armour from worn pieces that are not shields (each point stops one success); a shield counts only in a working Block. */
  passive: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export function tacticaArmour(items: readonly OwnedItemData[]): TacticaArmour {
  const out: TacticaArmour = { shieldBlock: 0, physicalRanks: 0, mentalRanks: 0, passive: 0 };
  for (const { block, shield } of equippedArmour(items, "tactica")) {
    out.shieldBlock = Math.max(out.shieldBlock, whole(block["block"]));
    out.physicalRanks += whole(block["physicalRanks"]);
    out.mentalRanks += whole(block["mentalRanks"]);
    if (!shield) out.passive += whole(block["armour"]);
  }
  return out;
}

/**
 * The dice a creature's tactica injuries take off every roll ("all rolls are at -1d": Puncture, Maim; Sever −2d),
 * from its injury items' `dicePenalty` (the card's injury roll writes it); deleting the item heals it. ≤ 0.
 */
export function injuryDice(items: readonly OwnedItemData[]): number {
  let total = 0;
  for (const item of items) {
    if (item.type !== "injury" || !isRecord(item.system) || item.system["ruleset"] !== "tactica") continue;
    const p = item.system["dicePenalty"];
    if (typeof p === "number" && Number.isInteger(p) && p < 0) total += p;
  }
  return total;
}

/** The tactica injury items as the sheet records them (area and effect text), for the engine to read. */
export function injuryRecords(items: readonly { type: string; system: unknown }[]): InjuryRecord[] {
  return items.flatMap((item) => (item.type === "injury" && isRecord(item.system) && item.system["ruleset"] === "tactica" ? [{ area: String(item.system["location"]), effect: String(item.system["effect"]), side: String(item.system["side"] ?? "none") }] : []));
}

/** "apply -1d to all rolls that require sight", an arm's Fracture −2d: what the injury items take off an attack. */
export function injuryAttackModifiers(items: readonly OwnedItemData[]): DiceModifier[] {
  return injuryUsePenalties(injuriesFromRecords(injuryRecords(items)), "attack");
}
