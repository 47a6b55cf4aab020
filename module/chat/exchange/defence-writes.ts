/**
 * What a defence writes at once (a standing pool's die used up, or a pool rebuilt from a raised die), written through
 * the exchange's world and kept as the changes the card records (for its undo).
 */
import type { DefenceResolution } from "../../rulesets/adapter";
import type { DefenceRecord } from "./card";
import { recordChanges } from "./changes";
import type { ExchangeWorld } from "./world";

export async function writeDefenceWrites(world: ExchangeWorld, writes: DefenceResolution["writes"]): Promise<NonNullable<DefenceRecord["writes"]>> {
  const out: NonNullable<DefenceRecord["writes"]> = [];
  for (const w of writes ?? []) {
    const a = world.actor(w.uuid);
    if (!a) continue;
    const { changes } = recordChanges({ system: a.system }, w.update, a.statuses, []);
    if (changes.length === 0) continue;
    await world.writeActor(w.uuid, Object.fromEntries(changes.map((ch) => [ch.path, ch.after])), []);
    out.push({ targetUuid: w.uuid, changes });
  }
  return out;
}
