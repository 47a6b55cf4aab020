/**
 * factions: the weapon counter against a non-lethal attack, through the Foundry double: "Counter. Perform a suitable
 * attack against the attacker. Both characters roll for damage at the same time." (factions.txt, Reactions) and
 * "[Non-lethal attacks] can be dodged and countered" (Non-lethal attacks). A grapple's target counters with the same
 * suitable weapon a weapon attack's counter uses (counter-weapon.ts): one that reaches the attacker (a non-lethal
 * attack targets a nearby character: the same zone), the largest damage die among them, named on the card; a target
 * with none that reaches is refused with the reason.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { factions } from "../../../module/rulesets/factions/index";
import { GM, doubleWorld, type ActorData } from "./double-world";
import { attack, BANDIT, fighter, MSG, THEOBALD } from "../actions/factions-nonlethal-fixture";

const pack = (file: string) => parse(readFileSync(`packs/_source/weapons/factions/${file}.yml`, "utf8")) as { name: string; type: string; system: Record<string, unknown> };
const item = (file: string, over: Record<string, unknown> = {}) => {
  const p = pack(file);
  return { name: p.name, type: p.type, system: { ...p.system, factions: { ...(p.system["factions"] as object), ...over } } };
};

/** Theobald grapples the bandit (who holds `items`, in sheet order); the bandit's STR save is a 14 (a fail). */
async function grapple(items: ActorData["items"]) {
  const world = await doubleWorld({
    [THEOBALD]: { name: "Theobald", system: fighter(8), statuses: [] },
    [BANDIT]: { name: "Bandit", system: fighter(8), statuses: [], items },
  });
  await attack(world, "grapple", [14]);
  return world;
}

describe("factions: countering a non-lethal attack with a suitable weapon", () => {
  it("\"Perform a suitable attack against the attacker\": a dagger first on the sheet, a battleaxe after it: the battleaxe's d8 strikes back, named on the card", async () => {
    const world = await grapple([item("dagger"), item("battleaxe")]);
    const card = world.cards.get(MSG)!;
    expect(factions.defence!.dice(card, world.actor(BANDIT)!, "counter", { attacker: world.actor(THEOBALD), attackerUuid: THEOBALD })).toEqual([{ count: 1, sides: 8, purpose: "FRAY.Roll.Damage" }]);
    world.dice = [7];
    const r = await defend(world, MSG, BANDIT, "counter", GM);
    expect(r).toMatchObject({ ok: true, defence: { summary: { key: "FRAY.Exchange.CounteredWith", data: { weapon: "Battleaxe", toAttacker: 7, lands: 0 } } } });
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(THEOBALD)!.system.factions.health.value).toBe(1);
  });

  it("a bandit whose only weapon is broken is refused with the reason: no weapon reaches the attacker", async () => {
    const world = await grapple([item("battleaxe", { broken: true })]);
    expect(await defend(world, MSG, BANDIT, "counter", GM)).toMatchObject({ ok: false, refusal: "Refused", reason: "Bandit holds no weapon that reaches the attacker" });
  });
});
