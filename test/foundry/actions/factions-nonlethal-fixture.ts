/** Theobald and a bandit with his axe on the exchange, and the sheet's context for the non-lethal attacks. */
import { bindExchange } from "../../../module/chat/exchange/bind";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest } from "../../../module/dice/requests";
import type { AttackTarget, SheetActionContext } from "../../../module/rulesets/adapter";
import { NON_LETHAL_ATTACKS } from "../../../module/rulesets/factions/nonlethal-actions";
import type { FactionsNonLethalRequest } from "../../../module/rulesets/factions/nonlethal-request";
import { blankSystem, uuid } from "../exchange/people";
import { doubleWorld, type DoubleWorld } from "../exchange/double-world";

export const THEOBALD = uuid("theobald");
export const BANDIT = uuid("bandit");
export const MSG = "msg0000000000014";

export function fighter(health: number, str = 10, size: ActorSystem["factions"]["size"] = "medium"): ActorSystem {
  const s = blankSystem();
  s.factions.health = { value: health, max: health };
  s.factions.str = str;
  s.factions.size = size;
  return s;
}

/** The sheet's context for an attack action: the actor's stats, its target, and a dialog that answers `fields`. */
export function sheetCtx(name: string, stats: ActorSystem, target: AttackTarget | null, fields: Record<string, string> | null = {}): SheetActionContext {
  return {
    stats,
    derived: {} as SheetActionContext["derived"],
    ask: async () => null,
    firstTarget: () => target,
    targets: () => [],
    items: [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    name,
    statuses: [],
    data: {},
    options: {},
    askFields: async () => fields,
  };
}

/** Theobald (health 8) and a bandit with his axe (d6, a real weapon item), both medium, on the Foundry double; the bandit's statuses as given. */
export async function fight(bandit: ActorSystem = fighter(8), theobald: ActorSystem = fighter(8), banditStatuses: string[] = []): Promise<DoubleWorld> {
  return doubleWorld({
    [THEOBALD]: { name: "Theobald", system: theobald, statuses: [] },
    [BANDIT]: { name: "Bandit", system: bandit, statuses: banditStatuses, items: [{ name: "Axe", type: "weapon", system: { ruleset: "factions", factions: { damageDie: "d6" } } }] },
  });
}

/** Build the request from the sheet, roll it with `faces` and bind the card to the one target, as the sheet does. */
export async function attack(world: DoubleWorld, effect: "disarm" | "shove" | "grapple", faces: number[], fields: Record<string, string> = {}): Promise<FactionsNonLethalRequest> {
  const req = (await NON_LETHAL_ATTACKS[effect](sheetCtx("Theobald", world.actors.get(THEOBALD)!.system, world.actor(BANDIT), fields)))!;
  const card = resolveRequest(req, faces);
  await world.cards.set(MSG, bindExchange(card, req, faces, THEOBALD, [{ uuid: BANDIT, name: "Bandit" }], "Theobald")!);
  return req;
}
