/** Write a roll's or an action's outcome back to its actor through the document: the update, its items, then the statuses. */
import type { WriteBack } from "../rulesets/adapter";

export async function writeBack(actor: Actor.Implementation, back: WriteBack): Promise<void> {
  if (Object.keys(back.update).length) await actor.update(back.update);
  for (const { id, update } of back.items ?? []) await actor.items.get(id)?.update(update);
  for (const id of back.statuses?.on ?? []) await actor.toggleStatusEffect(id, { active: true });
  for (const id of back.statuses?.off ?? []) await actor.toggleStatusEffect(id, { active: false });
}
