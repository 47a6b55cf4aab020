/**
 * The GM's critical injury roll a Wound calls for ("For each Wound you suffer, roll on the physical critical
 * injuries table"), Foundry-free: how many Wounds an application dealt, the one key per Wound that makes each roll
 * happen once (stored on the injury item it creates), and the injury item made from a drawn table row.
 */
import type { AppliedRecord } from "../../chat/exchange/card";
import type { ResultAction } from "../adapter";

export const CRITICAL_INJURY_ACTION = "criticalInjury";

/**
 * The world RollTable the GM fills: the text names the table but prints no rows (nor its die), so Fray makes it empty
 * with a d6 the GM may change, and invents no injury.
 */
export const CRITICAL_INJURY_TABLE = {
  name: "Critical Injuries",
  formula: "1d6",
  description: "<p>Frozen Lands physical critical injuries: roll once for each Wound. The rules text names this table but prints no rows: write your own here (and change the formula to your die).</p>",
} as const;
const WOUNDS = "system.frozenLands.wounds";

/** Wounds the application added (0 when it only took Stamina). */
export function woundsDealt(record: AppliedRecord): number {
  const change = record.changes.find((c) => c.path === WOUNDS);
  return change && typeof change.before === "number" && typeof change.after === "number" ? Math.max(0, change.after - change.before) : 0;
}

/**
 * Critical injuries the application calls for: one per Wound. A condition over level 3 (an attack's Stress dice on
 * the attacker row) counts its injury on the sheet instead, like every other roll's (injuries-due.ts).
 */
function injuriesDue(record: AppliedRecord): number {
  return woundsDealt(record);
}

export function criticalInjuryOffers(record: AppliedRecord): ResultAction[] {
  return injuriesDue(record) > 0 ? [{ id: CRITICAL_INJURY_ACTION, label: "FRAY.Action.FrozenLands.RollCriticalInjury" }] : [];
}

/** One key per injury the application calls for; those already on an injury item of the target are done. */
export function pendingInjuryKeys(record: AppliedRecord, done: readonly string[]): string[] {
  return Array.from({ length: injuriesDue(record) }, (_, i) => `${record.key}#${i + 1}`).filter((k) => !done.includes(k));
}

/** A drawn RollTable row, as the glue reads it from Foundry. */
export interface DrawnInjury {
  name: string;
  description: string;
  roll: number;
}

/** The injury item created on the target (frozen-lands injury, with its once-only key). */
export function injuryItemData(row: DrawnInjury, key: string) {
  return {
    name: row.name || "Critical injury",
    type: "injury" as const,
    img: "icons/svg/blood.svg",
    system: { ruleset: "frozen-lands", description: row.description, location: "none", effect: row.name, dicePenalty: 0 },
    flags: { fray: { criticalInjury: { key, roll: row.roll } } },
  };
}

/** The once-only key an item carries, if it is a critical injury Fray created. */
export function injuryKeyOf(flags: unknown): string | null {
  const key = ((flags as { fray?: { criticalInjury?: { key?: unknown } } } | undefined)?.fray?.criticalInjury?.key);
  return typeof key === "string" ? key : null;
}
