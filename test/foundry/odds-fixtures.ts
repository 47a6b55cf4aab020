/** Combats for the encounter-odds tests, built on the Foundry double: actors with weapons as combatants, not started. */
import type { RulesetId } from "../../module/schema/choices";
import type { Fray } from "../double/fray-world";

type Rec = Record<string, unknown>;
export interface Fighter {
  name: string;
  type?: "character" | "npc";
  disposition: number;
  system: Rec;
  items?: Rec[];
  defeated?: boolean;
}

/** A world of `ruleset` with the fighters as combatants of a new combat (not started). */
export async function oddsCombat(f: Fray, ruleset: RulesetId, fighters: readonly Fighter[]): Promise<InstanceType<Fray["FrayCombat"]>> {
  await game.settings.set("fray", "ruleset", ruleset as never);
  const combatants: Rec[] = [];
  for (const x of fighters) {
    const actor = (await f.FrayActor.create({ name: x.name, type: x.type ?? "npc", system: x.system, prototypeToken: { disposition: x.disposition } } as never))!;
    if (x.items?.length) await actor.createEmbeddedDocuments("Item", x.items as never);
    combatants.push({ actorId: actor.id, defeated: x.defeated ?? false });
  }
  return (await f.FrayCombat.create({ active: true, combatants } as never)) as InstanceType<Fray["FrayCombat"]>;
}

