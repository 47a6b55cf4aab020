/**
 * What a frozen-lands roll's Stress dice change on the roller, as a plain update of its stored fields: WP gained
 * from Stress successes, the condition level a critical failure raises (or the extra Stress when it does not),
 * and broken when a condition would go over level 3. The engine decides (rollChanges / applyCriticalFailures);
 * this maps its answer onto system.frozenLands and onto the card's detail rows.
 */
import { CONDITION_IDS, type ConditionLevels } from "../../engine/rulesets/frozen-lands/conditions";
import type { RollChanges } from "../../engine/rulesets/frozen-lands/skill-roll";
import type { CardData } from "../../dice/card";
import type { WriteBack } from "../adapter";

/** The stored fields a roll's Stress outcome changes, as they are before the roll. */
export interface StressFields {
  wp: number;
  stress: number;
  conditions: Required<ConditionLevels>;
  /** Critical injuries already due (a condition over level 3 adds one). */
  injuriesDue?: number;
}

export function stressWriteBack(f: StressFields, changes: RollChanges): WriteBack {
  const update: WriteBack["update"] = {};
  const on: string[] = [];
  if (changes.willpowerGained > 0) update["system.frozenLands.wp"] = f.wp + changes.willpowerGained;
  if (changes.stressGained > 0) update["system.frozenLands.stress"] = f.stress + changes.stressGained;
  for (const id of CONDITION_IDS) {
    const level = changes.conditions[id] ?? 0;
    if (level !== f.conditions[id]) {
      update[`system.frozenLands.conditions.${id}`] = level;
      if (level > 0) on.push(`frozen-lands.${id}`);
    }
  }
  if (changes.broken) {
    update["system.frozenLands.broken"] = true;
    on.push("frozen-lands.broken");
  }
  // "… is broken and suffers a critical injury": counted on the sheet, where the GM rolls it (injuries-due.ts).
  if (changes.criticalInjury) update["system.frozenLands.injuriesDue"] = (f.injuriesDue ?? 0) + 1;
  return on.length ? { update, statuses: { on } } : { update };
}

/** The card rows that say what the roll wrote back beyond the WP the card already shows (only what changed). */
export function stressDetails(before: ConditionLevels, changes: RollChanges): CardData["details"] {
  const rows: CardData["details"] = [];
  if (changes.stressGained > 0) rows.push({ label: "FRAY.Action.FrozenLands.StressGained", value: `+${changes.stressGained}` });
  for (const id of CONDITION_IDS) {
    const level = changes.conditions[id] ?? 0;
    if (level !== (before[id] ?? 0)) rows.push({ label: `FRAY.Action.FrozenLands.ConditionNow.${id}`, value: level });
  }
  if (changes.broken) rows.push({ label: "FRAY.Action.FrozenLands.BrokenNow", value: 1 });
  if (changes.criticalInjury) rows.push({ label: "FRAY.Action.FrozenLands.CriticalInjuries", value: 1 });
  return rows;
}
