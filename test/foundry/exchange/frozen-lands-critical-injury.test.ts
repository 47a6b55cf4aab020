/**
 * frozen-lands: a Wound dealt through the card offers the GM the critical injury roll on the result card; the roll's
 * Foundry-free part: one key per Wound (each rolled once), and the injury item made from a drawn row of the GM's
 * Critical Injuries table (test/foundry/frozen-lands-table.test.ts draws it in the world).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { resultView } from "../../../module/chat/exchange/view";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest } from "../../../module/dice/requests";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../../module/rulesets/frozen-lands/attack";
import { criticalInjuryOffers, injuryItemData, injuryKeyOf, pendingInjuryKeys, woundsDealt } from "../../../module/rulesets/frozen-lands/critical-injury";
import { adapterFor } from "../../../module/rulesets/registry";
import { blankSystem, GM, doubleWorld, uuid } from "./double-world";

const heavyCrossbow: FrozenLandsWeaponData = {
  name: "Heavy Crossbow",
  block: (parse(readFileSync("packs/_source/weapons/frozen-lands/ranged/heavy-crossbow.yml", "utf8")) as { system: Record<string, unknown> }).system["frozenLands"] as FrozenLandsWeaponData["block"],
};

function archer(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Marksmanship", attribute: "agility", rank: 3 }];
  return s;
}
/** Already broken: Stamina 0, so the next damaging hit is one Wound. */
function brokenTarget(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.stamina.value = 0;
  return s;
}

const ARCHER = uuid("archer");
const HERO = uuid("hero");
const MSG = "msg000000000000c";

async function woundingHit() {
  const world = await doubleWorld({ [ARCHER]: { name: "Archer", system: archer(), statuses: [] }, [HERO]: { name: "Hero", system: brokenTarget(), statuses: [] } });
  // The heavy crossbow at long range: 2 dice, one success → 1 + damage 3 = 4 raw damage.
  const req = frozenLandsAttackRequest(archer(), heavyCrossbow, world.actor(HERO), { band: "long" });
  const faces = [6, 2];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, ARCHER, [{ uuid: HERO, name: "Hero" }])!);
  const answer = await applyOutcome(world, MSG, HERO, GM);
  if (!answer.ok || !("records" in answer)) throw new Error("not applied");
  return { world, record: answer.records[0]! };
}

describe("frozen-lands: the GM's critical injury roll for a Wound", () => {
  it("a Wound dealt offers the button to the GM on the result card, not to players, and not once undone", async () => {
    const { world, record } = await woundingHit();
    expect(woundsDealt(record)).toBe(1);
    const slot = adapterFor("frozen-lands").resultActions!;
    expect(slot.offers(record)).toEqual([{ id: "criticalInjury", label: "FRAY.Action.FrozenLands.RollCriticalInjury" }]);
    const card = world.cards.get(MSG)!;
    const forGm = resultView("result", [record], () => "Hero", true, card, slot.offers);
    expect(forGm.rows[0]!.actions).toEqual([{ id: "criticalInjury", label: "FRAY.Action.FrozenLands.RollCriticalInjury" }]);
    expect(resultView("result", [record], () => "Hero", false, card, slot.offers).rows[0]!.actions).toEqual([]);
    await undoOutcome(world, MSG, HERO, GM);
    expect(resultView("result", [record], () => "Hero", true, world.cards.get(MSG)!, slot.offers).rows[0]!.actions).toEqual([]);
  });

  it("a hit that only takes Stamina offers nothing", async () => {
    const { record } = await woundingHit();
    expect(criticalInjuryOffers({ ...record, changes: record.changes.filter((c) => c.path !== "system.frozenLands.wounds") })).toEqual([]);
  });

  it("each Wound is rolled once: its key is stored on the injury item made from the GM's drawn row", async () => {
    const { record } = await woundingHit();
    const keys = pendingInjuryKeys(record, []);
    expect(keys).toEqual([`${record.key}#1`]);
    const item = injuryItemData({ name: "Broken nose", description: "<p>The GM's row.</p>", roll: 3 }, keys[0]!);
    expect(item).toMatchObject({ name: "Broken nose", type: "injury", system: { ruleset: "frozen-lands", effect: "Broken nose" }, flags: { fray: { criticalInjury: { key: keys[0], roll: 3 } } } });
    // Once the item exists on the target, a second click rolls nothing.
    expect(pendingInjuryKeys(record, [injuryKeyOf(item.flags)!])).toEqual([]);
  });
});
