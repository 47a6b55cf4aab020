/**
 * The attack exchange the browser tests render (docs/cards.md): Theobald's spear attack bound to the bandit leader,
 * from the Foundry-free handler over the Foundry double (double-world.ts), and the defences offered to the leader's owner (one
 * refused). Shared by the cards' browser proof and the pseudo-locale test.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { bindDeclaring, bindExchange } from "../../module/chat/exchange/bind";
import { declaredCard } from "../../module/dice/declared-card";
import { prepareRoll, resolveRequest } from "../../module/dice/requests";
import type { DefenceOffer } from "../../module/rulesets/adapter";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { blankSystem, doubleWorld, uuid } from "../foundry/exchange/double-world";
import { HOSTILE_NAME } from "./fixtures";

const spear: FactionsWeaponData = {
  name: "Spear",
  block: (parse(readFileSync("packs/_source/weapons/factions/spear.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
};
export const THEOBALD = uuid("theobald");
export const LEADER = uuid("leader");
export const MSG = "msg0000000000009";

/** Theobald's attack card on the leader, bound in a fresh double world (the leader holds a battleaxe item). */
export async function theobaldAndLeader() {
  const t = blankSystem();
  Object.assign(t.factions, { health: { value: 8, max: 8 }, armour: 2 });
  const l = blankSystem();
  Object.assign(l.factions, { health: { value: 8, max: 8 }, agi: 10 });
  const battleaxe = { name: "Battleaxe", type: "weapon", system: { ruleset: "factions", factions: { damageDie: "d8" } } };
  const world = await doubleWorld({ [THEOBALD]: { name: "Theobald", system: t, statuses: [] }, [LEADER]: { name: HOSTILE_NAME, system: l, statuses: [], items: [battleaxe] } }, {}, "factions");
  const req = factionsAttackRequest(t, spear, world.actor(LEADER));
  const card = resolveRequest(req, [4]);
  await world.cards.set(MSG, bindExchange(card, req, [4], THEOBALD, [{ uuid: LEADER, name: HOSTILE_NAME }])!);
  return { world, card };
}

/** The same attack as posted before its damage is rolled: the leader's reaction comes first (issue 26, #2). */
export async function declaredTheobaldAndLeader() {
  const { world } = await theobaldAndLeader();
  const req = factionsAttackRequest(world.actors.get(THEOBALD)!.system, spear, world.actor(LEADER));
  const prepared = prepareRoll(req);
  const card = declaredCard(prepared.dice, prepared.resolve, [])!;
  await world.cards.set(MSG, bindDeclaring(card, req, [], THEOBALD, [{ uuid: LEADER, name: HOSTILE_NAME }])!);
  return { world, card };
}

export const OFFERS: DefenceOffer[] = [
  { id: "dodge", label: "FRAY.Exchange.Defence.dodge", refused: null, cost: "reaction" },
  { id: "counter", label: "FRAY.Exchange.Defence.counter", refused: null, cost: "reaction" },
  { id: "guard", label: "FRAY.Exchange.Defence.guard", refused: "guarding needs to be nearby the target" },
];
