/**
 * The attack exchange the browser tests render (docs/cards.md): Theobald's spear attack bound to the bandit leader,
 * from the Foundry-free handler over an in-memory world, and the defences offered to the leader's owner (one
 * refused). Shared by the cards' browser proof and the pseudo-locale test.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { bindExchange } from "../../module/chat/exchange/bind";
import { resolveRequest } from "../../module/dice/requests";
import type { DefenceOffer } from "../../module/rulesets/adapter";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { blankSystem, memoryWorld, uuid } from "../foundry/exchange/world";
import { HOSTILE_NAME } from "./fixtures";

const spear: FactionsWeaponData = {
  name: "Spear",
  block: (parse(readFileSync("packs/_source/weapons/factions/spear.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
};
export const THEOBALD = uuid("theobald");
export const LEADER = uuid("leader");
export const MSG = "msg0000000000009";

/** Theobald's attack card on the leader, bound in a fresh in-memory world (the leader holds a battleaxe). */
export function theobaldAndLeader() {
  const t = blankSystem();
  Object.assign(t.factions, { health: { value: 8, max: 8 }, armour: 2 });
  const l = blankSystem();
  Object.assign(l.factions, { health: { value: 8, max: 8 }, agi: 10 });
  const world = memoryWorld({ [THEOBALD]: { name: "Theobald", system: t, statuses: [] }, [LEADER]: { name: HOSTILE_NAME, system: l, statuses: [] } });
  const req = factionsAttackRequest(t, spear, world.actor(LEADER));
  const card = resolveRequest(req, [4]);
  world.cards.set(MSG, bindExchange(card, req, [4], THEOBALD, [{ uuid: LEADER, name: HOSTILE_NAME }])!);
  const actor = world.actor;
  world.actor = (id) => {
    const a = actor(id);
    return a && id === LEADER ? { ...a, held: { shield: false, factionsWeapon: { name: "Battleaxe", damageDie: "d8" } } } : a;
  };
  return { world, card };
}

export const OFFERS: DefenceOffer[] = [
  { id: "dodge", label: "FRAY.Exchange.Defence.dodge", refused: null, cost: "reaction" },
  { id: "counter", label: "FRAY.Exchange.Defence.counter", refused: null, cost: "reaction" },
  { id: "guard", label: "FRAY.Exchange.Defence.guard", refused: "guarding needs to be nearby the target" },
];
