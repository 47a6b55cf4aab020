/**
 * Foundry glue for the result card's critical injury button (GM only): draw from the "Critical Injuries" RollTable
 * (a world table of that name first, so a GM's own rows win; else the roll-tables compendium's) once per Wound not
 * yet rolled, and create each drawn injury on the wounded actor. The GM's client is the writer.
 */
import { packedRollTableUuid } from "../../packs/roll-tables";
import type { AppliedRecord } from "../../chat/exchange/card";
import { CRITICAL_INJURY_ACTION, injuryItemData, injuryKeyOf, pendingInjuryKeys } from "./critical-injury";
import { FROZEN_LANDS_ROLL_TABLES } from "./roll-tables";

async function criticalInjuryTable(): Promise<RollTable.Implementation | null> {
  const own = game.tables?.getName(FROZEN_LANDS_ROLL_TABLES.frozenLandsCriticalInjuries.name);
  if (own) return own;
  const packed = await fromUuid(packedRollTableUuid(FROZEN_LANDS_ROLL_TABLES.frozenLandsCriticalInjuries.id));
  return packed instanceof RollTable ? (packed as RollTable.Implementation) : null;
}

export async function runCriticalInjury(id: string, record: AppliedRecord): Promise<void> {
  if (id !== CRITICAL_INJURY_ACTION) return;
  if (!game.user.isGM) return void ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryGmOnly", { localize: true });
  const actor = await fromUuid(record.targetUuid);
  if (!(actor instanceof Actor)) return void ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryNoTarget", { localize: true });
  const done = actor.items.contents.map((i) => injuryKeyOf(i.flags)).filter((k): k is string => k !== null);
  const keys = pendingInjuryKeys(record, done);
  if (keys.length === 0) return void ui.notifications?.info("FRAY.Action.FrozenLands.CriticalInjuryDone", { localize: true });
  const table = await criticalInjuryTable();
  if (!table) return void ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryNoTable", { localize: true });
  for (const key of keys) {
    const draw = await table.draw();
    const result = draw.results[0];
    if (!result) continue;
    const row = (result.flags as { fray?: { injury?: unknown } }).fray?.injury;
    const data = injuryItemData({ name: result.name ?? "", description: result.description ?? "", ...(typeof row === "string" ? { injury: row } : {}), roll: draw.roll.total ?? 0 }, key);
    await actor.createEmbeddedDocuments("Item", [data as Item.CreateData]);
  }
}
