/**
 * factions attack stunts, the GM's approval on the attack card before the target answers it: "This must be done
 * before the target decides whether to react, and the alternative effect must make sense and be approved by the GM.
 * The target can either accept the proposed effect or resolve the attack as normal." Driven through the exchange on
 * the Foundry double: the GM's Approve / Refuse (GM only, once), the target's Accept refused until approved, and a
 * refused stunt leaving the attack to resolve as normal (the target reacts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { defend } from "../../../module/chat/exchange/handler";
import { ruleOnCard } from "../../../module/chat/exchange/ruling";
import { exchangeView } from "../../../module/chat/exchange/view";
import { parseExchangeRequest } from "../../../module/chat/exchange-requests";
import { resolveRequest } from "../../../module/dice/requests";
import { adapterFor } from "../../../module/rulesets/registry";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { factionsDefence } from "../../../module/rulesets/factions/defence";
import { blankSystem, GM, doubleWorld, player, uuid } from "./double-world";

const sword: FactionsWeaponData = { name: "Sword", block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"] };
const HERO = uuid("balthasar");
const BANDIT = uuid("bandit");
const MSG = "msg0000000000035";
const SENTENCE = "This must be done before the target decides whether to react, and the alternative effect must make sense and be approved by the GM.";

/** Balthasar's sword at the bandit, proposing to disarm and incapacitate him; nothing answered yet. */
async function proposed() {
  const fighter = (health: number) => {
    const s = blankSystem();
    s.factions.health = { value: health, max: 8 };
    s.factions.agi = 12;
    return s;
  };
  const dagger = { name: "Dagger", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d4" } } };
  const world = await doubleWorld({
    [HERO]: { name: "Balthasar", system: fighter(8), statuses: [] },
    [BANDIT]: { name: "Bandit", system: fighter(3), statuses: [], items: [dagger] },
  });
  const req = factionsAttackRequest(fighter(8), sword, world.actor(BANDIT)!, { raw: { stunt: "disarm-incapacitate", stuntText: "" } });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, [6]), req, [6], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
  return world;
}

const ctx = (world: Awaited<ReturnType<typeof proposed>>) => ({ attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: BANDIT });
const stuntOffer = (world: Awaited<ReturnType<typeof proposed>>) => factionsDefence.offers(world.cards.get(MSG)!, world.actor(BANDIT)!, ctx(world)).find((o) => o.id === "stunt");
const rulings = (world: Awaited<ReturnType<typeof proposed>>, viewer: Parameters<typeof exchangeView>[2]) =>
  exchangeView(world.cards.get(MSG)!, MSG, viewer, () => [], () => [], false, () => 0, () => [], () => adapterFor("factions").rulings?.offers(world.cards.get(MSG)!) ?? []).rulings.map((o) => o.id);

describe(`factions attack stunts: "${SENTENCE}"`, () => {
  it("until the GM approves, the bandit's Accept is refused (a forged one too, nothing written); the GM alone sees and sends Approve / Refuse, identity from the server", async () => {
    const world = await proposed();
    expect(stuntOffer(world)).toMatchObject({ refused: expect.stringMatching(/approv/), refusedKey: "FRAY.Error.factions.stunt-unapproved" });
    const cards = () => JSON.stringify(world.cards.get(MSG));
    const before = cards();
    expect(await defend(world, MSG, BANDIT, "stunt", player("npc", [BANDIT]))).toMatchObject({ ok: false, refusal: "Refused" });
    expect(cards()).toBe(before);
    // Approve and Refuse show to a GM only, on the card, before any target answered.
    expect(rulings(world, GM)).toEqual(["stunt-approve", "stunt-refuse"]);
    expect(rulings(world, player("balthasar", [HERO]))).toEqual([]);
    expect(rulings(world, player("npc", [BANDIT]))).toEqual([]);
    // The attacker's player (or the target's) cannot approve: the requester comes from the socket, not the payload.
    expect(parseExchangeRequest({ type: "ruleCard", messageId: MSG, targetUuid: HERO, choice: "stunt-approve", userId: "gm" })).toEqual({ type: "ruleCard", messageId: MSG, targetUuid: HERO, choice: "stunt-approve" });
    expect(await ruleOnCard(world, MSG, player("balthasar", [HERO]), "stunt-approve")).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await ruleOnCard(world, MSG, player("npc", [BANDIT]), "stunt-approve")).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await ruleOnCard(world, MSG, GM, "stunt-bogus")).toEqual({ ok: false, refusal: "NoRuling" });
    expect(cards()).toBe(before);
  });

  it("the GM approves (once): the bandit may now accept the stunt (no damage, no reaction)", async () => {
    const world = await proposed();
    expect(await ruleOnCard(world, MSG, GM, "stunt-approve")).toMatchObject({ ok: true });
    expect(world.cards.get(MSG)!.rulings).toMatchObject([{ choice: "stunt-approve", by: GM.id }]);
    // Once only: neither a second approval nor a late refusal.
    expect(await ruleOnCard(world, MSG, GM, "stunt-approve")).toEqual({ ok: false, refusal: "NoRuling" });
    expect(await ruleOnCard(world, MSG, GM, "stunt-refuse")).toEqual({ ok: false, refusal: "NoRuling" });
    expect(rulings(world, GM)).toEqual([]);
    expect(stuntOffer(world)).toMatchObject({ refused: null });
    expect(await defend(world, MSG, BANDIT, "stunt", player("npc", [BANDIT]))).toMatchObject({ ok: true, defence: { choice: "stunt", damage: 0 } });
  });

  it("\"The target can either accept the proposed effect or resolve the attack as normal\": the GM refuses, the stunt is dropped, the bandit reacts", async () => {
    const world = await proposed();
    expect(await ruleOnCard(world, MSG, GM, "stunt-refuse")).toMatchObject({ ok: true });
    expect(stuntOffer(world)).toBeUndefined();
    expect(await defend(world, MSG, BANDIT, "stunt", player("npc", [BANDIT]))).toMatchObject({ ok: false, refusal: "NoDefence" });
    world.dice.push(5);
    const dodge = await defend(world, MSG, BANDIT, "dodge", player("npc", [BANDIT]));
    expect(dodge).toMatchObject({ ok: true, defence: { choice: "dodge" } });
  });
});
