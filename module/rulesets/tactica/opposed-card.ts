/**
 * The card of a tactica opposed roll (BODY vs BODY and the like): both sides' dice in one Foundry Roll, the active
 * side's first; the odds are the chance the active side wins (more successes, Size added to the bigger side; a tie
 * goes to the passive side), worked out from the two pools before the roll.
 */
import { poolDistribution } from "../../engine/odds/pool";
import type { OpposedRoll } from "../../engine/rulesets/tactica/opposed-roll";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import { faceMarks } from "./action-parts";

/** Both pools as one roll: the active side's dice, then the passive side's. */
export function opposedDice(active: number, passive: number): DiceGroup[] {
  return [
    { count: Math.max(0, active), sides: 6, purpose: "FRAY.Action.Tactica.Opposed.Active" },
    { count: Math.max(0, passive), sides: 6, purpose: "FRAY.Action.Tactica.Opposed.Passive" },
  ];
}

/** Chance the active side wins: its successes plus any Size edge beat the passive side's (plus its edge). */
export function opposedOdds(active: number, passive: number, sizeEdge = 0): number {
  const a = poolDistribution(Math.max(0, active));
  const p = poolDistribution(Math.max(0, passive));
  let win = 0;
  a.forEach((pa, i) => p.forEach((pp, j) => {
    if (i + Math.max(0, sizeEdge) > j + Math.max(0, -sizeEdge)) win += pa * pp;
  }));
  return win;
}

/** The dice, totals and odds rows of an opposed roll's card. */
export function opposedCardParts(roll: OpposedRoll, sizeEdge = 0): Pick<CardData, "dice" | "total" | "target" | "odds" | "details"> {
  return {
    dice: [...faceMarks(roll.active.dice, { ones: true }), ...roll.passive.dice.map((v): CardDie => ({ value: v, mark: "plain", group: "opponent" }))],
    total: roll.active.total,
    target: roll.passive.total + 1,
    odds: opposedOdds(roll.active.dice.length, roll.passive.dice.length, sizeEdge),
    details: [
      { label: "FRAY.Action.Tactica.Opposed.ActiveTotal", value: roll.active.total },
      { label: "FRAY.Action.Tactica.Opposed.PassiveTotal", value: roll.passive.total },
      { label: "FRAY.Action.Tactica.Opposed.SizeEdge", value: sizeEdge },
    ],
  };
}
