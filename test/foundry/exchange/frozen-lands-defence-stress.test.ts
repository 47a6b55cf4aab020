/**
 * frozen-lands: a stressed defender's Dodge on the attack card keeps its Stress dice's outcome. The text: "When a
 * Stress die results a success, this success is NOT added to your success total, however the character gains 1 WP"
 * and "When a Stress die results on a failure, this is a critical failure, and the character gains a condition."
 * From the card's defence button (handler `defend`) through the adapter and the engine to the defender's update.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { defend } from "../../../module/chat/exchange/handler";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { diceFor, resolveRequest } from "../../../module/dice/requests";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../../module/rulesets/frozen-lands/attack";
import { blankSystem, doubleWorld, player, uuid } from "./double-world";

const heavyCrossbow: FrozenLandsWeaponData = {
  name: "Heavy Crossbow",
  block: (parse(readFileSync("packs/_source/weapons/frozen-lands/ranged/heavy-crossbow.yml", "utf8")) as { system: Record<string, unknown> }).system["frozenLands"] as FrozenLandsWeaponData["block"],
};

function archer(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Marksmanship", attribute: "agility", rank: 3 }];
  return s;
}

/** Mobility 2, Agility 3, Stamina 8; Stress 4 over Soul 2: two Stress dice on every roll, the dodge's too. */
function stressed(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Mobility", attribute: "agility", rank: 2 }];
  s.frozenLands.attributes.agility = 3;
  s.frozenLands.attributes.soul = 2;
  s.frozenLands.stress = 4;
  s.frozenLands.wp = 1;
  s.frozenLands.stamina.value = 8;
  return s;
}

const ARCHER = uuid("archer");
const HERO = uuid("hero");
const MSG = "msg000000000000d";

describe("frozen-lands: the defender's Stress dice", () => {
  it("a Dodge whose Stress dice show a success and a critical failure gains 1 WP and Exhaustion 1 (Agility)", async () => {
    const world = await doubleWorld({ [ARCHER]: { name: "Archer", system: archer(), statuses: [] }, [HERO]: { name: "Hero", system: stressed(), statuses: [] } });
    const req = frozenLandsAttackRequest(archer(), heavyCrossbow, world.actor(HERO), { band: "long" });
    const faces = Array.from({ length: diceFor(req).reduce((n, g) => n + g.count, 0) }, () => 6);
    await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, ARCHER, [{ uuid: HERO, name: "Hero" }])!);
    // Mobility 2: 5 (a success), 2; Stress dice: 6 (no success, 1 WP), 1 (a critical failure).
    world.dice = [5, 2, 6, 1];
    const r = await defend(world, MSG, HERO, "mobility", player("hero", [HERO]));
    expect(r).toMatchObject({ ok: true });
    const hero = world.actors.get(HERO)!.system.frozenLands;
    expect(hero.wp).toBe(2);
    expect(hero.conditions.exhaustion).toBe(1);
    // The one pool success still comes off the damage.
    expect(world.cards.get(MSG)!.defences[0]!.summary.data["successes"]).toBe(1);
  });
});
