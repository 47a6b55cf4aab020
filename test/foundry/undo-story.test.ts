/**
 * Issue 27 item 6, one Undo story, through the Foundry double with a real FrayCombat and the tracker's cost port
 * (TRACKER_COSTS): a frozen-lands dodge spends the hero's Reaction as a tracker step, the hit is applied from the card.
 * The tracker's Undo last step refunds the Reaction and leaves the card's application (the Stamina lost stays, the
 * card's Undo is still there); the card's Undo gives the Stamina back and leaves the tracker as it is. The card says
 * both before its Undo is pressed: what it takes back, and that the defence's cost is the tracker's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../module/chat/exchange/handler";
import { coverTexts, leavesTrackerCosts, undoCovers } from "../../module/chat/undo-covers";
import { diceFor, resolveRequest } from "../../module/dice/requests";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../module/rulesets/frozen-lands/attack";
import type { Fray } from "../double/fray-world";
import { blankSystem, GM, doubleWorld, player, uuid } from "./exchange/double-world";

const crossbow: FrozenLandsWeaponData = {
  name: "Heavy Crossbow",
  block: (parse(readFileSync("packs/_source/weapons/frozen-lands/ranged/heavy-crossbow.yml", "utf8")) as { system: Record<string, unknown> }).system["frozenLands"] as FrozenLandsWeaponData["block"],
};
const ARCHER = uuid("archer");
const HERO = uuid("hero");
const MSG = "msg0000000000027";
type AnyCombat = InstanceType<Fray["FrayCombat"]>;

function hero() {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Mobility", attribute: "agility", rank: 2 }];
  s.frozenLands.attributes.agility = 3;
  s.frozenLands.stamina.value = 6;
  return s;
}

describe("the tracker's Undo and the card's Undo agree", () => {
  it("each takes back its own step, never the other's, and the card says which is which", async () => {
    const archer = blankSystem();
    archer.frozenLands.skills = [{ name: "Marksmanship", attribute: "agility", rank: 3 }];
    const world = await doubleWorld({ [ARCHER]: { name: "Archer", system: archer, statuses: [] }, [HERO]: { name: "Hero", system: hero(), statuses: [] } }, {}, "frozen-lands");
    // Imported once the double is up (the tracker's module extends Foundry's Combat).
    const { TRACKER_COSTS } = await import("../../module/combat/defence-costs");
    const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
    const combat = (await Combat.create({ active: true, combatants: [ARCHER, HERO].map((u) => ({ actorId: u.slice("Actor.".length) })) })) as AnyCombat;
    await combat.startCombat();
    const started = JSON.stringify(combat.frayStore.scheduler.state);

    const req = frozenLandsAttackRequest(archer, crossbow, world.actor(HERO), { band: "long" });
    const faces = diceFor(req).flatMap((g) => Array.from({ length: g.count }, () => 6));
    await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, ARCHER, [{ uuid: HERO, name: "Hero" }])!);
    world.costs = TRACKER_COSTS;
    world.dice = [5, 2];
    expect(await defend(world, MSG, HERO, "mobility", player("hero", [HERO]))).toMatchObject({ ok: true });
    const spent = JSON.stringify(combat.frayStore.scheduler.state);
    expect(spent, "the dodge's Reaction is a tracker step").not.toBe(started);
    const applied = await applyOutcome(world, MSG, HERO, GM);
    expect(applied).toMatchObject({ ok: true });
    const stamina = () => world.actors.get(HERO)!.system.frozenLands.stamina.value;
    const hurt = stamina();
    expect(hurt).toBeLessThan(6);

    // What the card's Undo says before it is pressed.
    const records = (applied as { records: Parameters<typeof undoCovers>[0] }).records;
    const texts = coverTexts(undoCovers(records, () => "Hero"), (k) => game.i18n.localize(k), (k, d) => game.i18n.format(k, d));
    expect(texts).toContain(`${6 - hurt} Stamina back to Hero`);
    expect(leavesTrackerCosts(world.cards.get(MSG)!, records)).toBe(true);

    // The tracker's Undo last step: the Reaction comes back; the card's application stands.
    expect(await combat.frayCommand(null, true)).toBe(true);
    expect(JSON.stringify(combat.frayStore.scheduler.state)).toBe(started);
    expect(stamina()).toBe(hurt);
    expect(world.cards.get(MSG)!.applied[0]!.undone).toBeNull();

    // The card's Undo: the Stamina comes back; the tracker stays where its own undo left it.
    expect(await undoOutcome(world, MSG, HERO, GM)).toMatchObject({ ok: true });
    expect(stamina()).toBe(6);
    expect(JSON.stringify(combat.frayStore.scheduler.state)).toBe(started);
  });

  it("a hit with no defence leaves nothing to the tracker, and names every status and item it takes back", () => {
    const records = [{ key: "m|a", targetUuid: "a", by: "gm", at: 0, damage: 3, summary: { key: "x", data: {} }, changes: [{ path: "system.sixSeconds.wounds", before: 0, after: 3 }, { path: "system.frozenLands.broken", before: false, after: true }], statuses: [{ id: "six-seconds.dying", before: false, after: true }], undone: null, items: ["i1"] }];
    const lines = undoCovers(records, () => "the Marsh Troll");
    expect(lines.map((l) => l.key)).toEqual(["FRAY.Exchange.UndoCovers.TakeOff", "FRAY.Exchange.UndoCovers.SetOff", "FRAY.Exchange.UndoCovers.StatusOff", "FRAY.Exchange.UndoCovers.Items"]);
    expect(lines[0]).toMatchObject({ data: { name: "the Marsh Troll", delta: 3 }, labels: { field: "FRAY.Exchange.Field.sixSeconds-wounds" } });
    const card = { defences: [], applied: [] } as unknown as Parameters<typeof leavesTrackerCosts>[0];
    expect(leavesTrackerCosts(card, records)).toBe(false);
  });
});
