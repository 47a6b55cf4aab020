/** Write a roll's or an action's outcome back to its actor through the document: the update, the statuses, its items. */
import type { WriteBack } from "../rulesets/adapter";
import { weaponStateUpdate } from "../data/item/weapon-state";
import { createActorCopies } from "../combat/actor-copies";
import { leaveCloseCombat } from "../canvas/close-combat";

export async function writeBack(actor: Actor.Implementation, back: WriteBack): Promise<void> {
  // Copies first: the GM's client checks them against the rule for the actor as it stands, then writes the actor's
  // own part of them (its update) itself; a refusal throws here, before anything is written.
  if (back.copies?.length) await createActorCopies(actor, back.copies);
  if (Object.keys(back.update).length) await actor.update(back.update);
  for (const id of back.statuses?.on ?? []) await actor.toggleStatusEffect(id, { active: true });
  for (const id of back.statuses?.off ?? []) await actor.toggleStatusEffect(id, { active: false });
  // Only the actor's own items, by id: a stale id is skipped rather than created.
  const own = (back.items ?? []).filter((i) => actor.items.has(i.id));
  if (own.length) await actor.updateEmbeddedDocuments("Item", own.map((i) => ({ _id: i.id, ...i.update })));
  for (const w of back.weapons ?? []) await actor.items.get(w.id)?.update(weaponStateUpdate(w.state));
  if (back.newItems?.length) {
    const data = back.newItems.map((i): Item.CreateData => ({ name: i.name, type: i.type as Item.SubType, system: i.system, flags: { fray: i.flags ?? {} } }));
    await actor.createEmbeddedDocuments("Item", data);
  }
  const drop = (back.deleteItems ?? []).filter((id) => actor.items.has(id));
  if (drop.length) await actor.deleteEmbeddedDocuments("Item", [...drop]);
  if (back.leaveClose) await leaveCloseCombat(actor);
}
