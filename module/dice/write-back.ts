/** Write a roll's or an action's outcome back to its actor through the document: the update, then the statuses. */
import type { WriteBack } from "../rulesets/adapter";
import { weaponStateUpdate } from "../data/item/weapon-state";

export async function writeBack(actor: Actor.Implementation, back: WriteBack): Promise<void> {
  if (Object.keys(back.update).length) await actor.update(back.update);
  for (const id of back.statuses?.on ?? []) await actor.toggleStatusEffect(id, { active: true });
  for (const id of back.statuses?.off ?? []) await actor.toggleStatusEffect(id, { active: false });
  for (const w of back.weapons ?? []) await actor.items.get(w.id)?.update(weaponStateUpdate(w.state));
  for (const i of back.items ?? []) await actor.items.get(i.id)?.update(i.update);
}
