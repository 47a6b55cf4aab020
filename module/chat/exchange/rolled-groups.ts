/** The dice groups an application rolled, as its record keeps them (handler.ts, revise.ts; read by raise-applied.ts). */
import type { DiceGroup } from "../../dice/card";
import type { AppliedRecord } from "./card";

export function rolledGroups(groups: readonly DiceGroup[]): NonNullable<AppliedRecord["groups"]> {
  return groups.map((g) => ({ count: g.count, sides: g.sides, purpose: g.purpose }));
}
