/** Colonel Mauve's Triple Cut (three Attacks with Extra Attack) on Goblin Mooks: shared by the combo's unit and browser tests. */
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import type { AttackTarget, SheetActionContext } from "../../../module/rulesets/adapter";
import { armingSword, goblin, mauve } from "../six-seconds-examples";

export const MAUVE = "Actor.mauve00000000000";
export const GOB = "Actor.goblin0000000000";
export const GOB2 = "Actor.goblin2000000000";

export function comboTarget(id: string, name: string, s: ActorSystem = goblin()): AttackTarget & { uuid: string } {
  return { uuid: id, name, system: s, derived: prepareActorDerived(s), statuses: [] };
}

/** Mauve (Weapon Skill 2: three components, Combo Rating 3) knowing Extra Attack, with the arming sword and the combo. */
export function mauveCombo(): { s: ActorSystem; items: SheetActionContext["items"] } {
  const s = mauve();
  s.sixSeconds.comboLimit = 3;
  const attack = { name: "Attack", rating: 1 };
  const items: SheetActionContext["items"] = [
    { id: "sword", type: "weapon", name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } },
    { id: "extra", type: "technique", name: "Weapon Skill: Extra Attack", system: {} },
    { id: "triple", type: "combo", name: "Triple Cut", system: { components: [attack, attack, attack] } as unknown as SheetActionContext["items"][number]["system"] },
  ];
  return { s, items };
}
