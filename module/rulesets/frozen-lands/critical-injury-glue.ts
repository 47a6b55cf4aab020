/**
 * Foundry glue for the result card's critical injury button (GM only): draw from the world's "Critical Injuries"
 * RollTable once per Wound not yet rolled, and create each drawn injury on the wounded actor. The rules name the
 * table ("For each Wound you suffer, roll on the physical critical injuries table") but print no rows, so Fray ships
 * none: the first roll makes the table empty in the world for the GM to fill (docs/rules-notes.md), and a table with
 * no rows draws nothing. The GM's client is the writer.
 */
import type { AppliedRecord } from "../../chat/exchange/card";
import { CRITICAL_INJURY_ACTION, CRITICAL_INJURY_TABLE, injuryItemData, injuryKeyOf, pendingInjuryKeys } from "./critical-injury";

/** The world's table, made empty (the GM fills it) when there is none yet. */
async function criticalInjuryTable(): Promise<RollTable.Implementation | null> {
  const own = game.tables?.getName(CRITICAL_INJURY_TABLE.name);
  if (own) return own;
  const made = await RollTable.implementation.create({ name: CRITICAL_INJURY_TABLE.name, formula: CRITICAL_INJURY_TABLE.formula, description: CRITICAL_INJURY_TABLE.description });
  return made ?? null;
}

export async function runCriticalInjury(id: string, record: AppliedRecord): Promise<void> {
  if (id !== CRITICAL_INJURY_ACTION) return;
  if (!game.user.isGM) return void ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryGmOnly", { localize: true });
  const actor = await fromUuid(record.targetUuid);
  if (!(actor instanceof Actor)) return void ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryNoTarget", { localize: true });
  const done = actor.items.contents.map((i) => injuryKeyOf(i.flags)).filter((k): k is string => k !== null);
  const keys = pendingInjuryKeys(record, done);
  if (keys.length === 0) return void ui.notifications?.info("FRAY.Action.FrozenLands.CriticalInjuryDone", { localize: true });
  await drawInjuries(actor, keys);
}

/**
 * Draw one injury per key from the world table and create each on the actor; the names drawn, or null when nothing
 * could be drawn (no table, or a table with no rows yet: the injuries stay due, so the same button rolls once the
 * GM has filled it).
 */
export async function drawInjuries(actor: Actor, keys: readonly string[]): Promise<string[] | null> {
  const table = await criticalInjuryTable();
  if (!table) {
    ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryNoTable", { localize: true });
    return null;
  }
  if (table.results.size === 0) {
    ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryFillTable", { localize: true });
    return null;
  }
  const drawn: string[] = [];
  for (const key of keys) {
    const draw = await table.draw({ displayChat: true });
    const result = draw.results[0];
    if (!result) continue;
    const data = injuryItemData({ name: result.name ?? "", description: result.description ?? "", roll: draw.roll.total ?? 0 }, key);
    await actor.createEmbeddedDocuments("Item", [data as Item.CreateData]);
    drawn.push(data.name);
  }
  return drawn;
}
