import type { CardData } from "../../dice/card";

/** The parts of a six-seconds card with no check to it (no modifiers, total, Target or odds): each action adds its dice, outcome and details. */
export function plainCard(title: string, kind: string): Omit<CardData, "outcome" | "dice" | "details"> {
  return { ruleset: "six-seconds", title, kind, modifiers: [], total: null, target: null, odds: null };
}
