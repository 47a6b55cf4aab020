/**
 * frozen-lands: "Enemies have a pre-calculated damage on attacks. When an enemy attacks a character, you can use a
 * reaction to make a defense roll. … The number of success reduces the damage the character would take." From the
 * NPC sheet's Attack damage field and its enemy attack button, through the card's Dodge, to the character's Stamina.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { diceFor, resolveRequest } from "../../../module/dice/requests";
import { frozenLands } from "../../../module/rulesets/frozen-lands/index";
import type { FrozenLandsRollRequest } from "../../../module/rulesets/frozen-lands/rolls";
import { blankSystem, GM, doubleWorld, player, uuid } from "./double-world";

/** A wolf with no skills and no weapon: its stat block's attack deals 4. */
function wolf(): ActorSystem {
  const s = blankSystem();
  (s.frozenLands as unknown as { attackDamage: number }).attackDamage = 4;
  return s;
}

/** Mobility 2, Agility 3, armour 1, Stamina 8. */
function hero(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Mobility", attribute: "agility", rank: 2 }];
  s.frozenLands.attributes.agility = 3;
  s.frozenLands.armour = 1;
  s.frozenLands.stamina.value = 8;
  return s;
}

const WOLF = uuid("wolf");
const HERO = uuid("hero");
const MSG = "msg000000000000e";

describe("frozen-lands: an enemy's pre-calculated attack", () => {
  it("the wolf's 4 damage needs no roll; the hero's dodge takes 1 success off, armour 1 another: Stamina 8 → 6", async () => {
    expect(readFileSync("templates/actor/stats-frozen-lands.hbs", "utf8")).toMatch(/name="system\.frozenLands\.attackDamage"/);
    const world = await doubleWorld({ [WOLF]: { name: "Wolf", system: wolf(), statuses: [] }, [HERO]: { name: "Hero", system: hero(), statuses: [] } });
    const attack = frozenLands.sheet.attackActions?.["enemyAttack"];
    expect(attack).toBeDefined();
    const req = (await attack!({ stats: world.actor(WOLF)!.system, firstTarget: () => world.actor(HERO), name: "Wolf" } as never)) as FrozenLandsRollRequest;
    expect(diceFor(req)).toEqual([]);
    const card = resolveRequest(req, []);
    expect(card.damage).toBe(4);
    await world.cards.set(MSG, bindExchange(card, req, [], WOLF, [{ uuid: HERO, name: "Hero" }])!);
    world.dice = [5, 2]; // Mobility 2: one success
    expect(await defend(world, MSG, HERO, "mobility", player("hero", [HERO]))).toMatchObject({ ok: true });
    expect(await applyOutcome(world, MSG, HERO, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(HERO)!.system.frozenLands.stamina.value).toBe(6);
  });

  it("an enemy without an attack damage is refused with a coded error", async () => {
    const world = await doubleWorld({ [WOLF]: { name: "Wolf", system: blankSystem(), statuses: [] }, [HERO]: { name: "Hero", system: hero(), statuses: [] } });
    await expect(frozenLands.sheet.attackActions!["enemyAttack"]!({ stats: world.actor(WOLF)!.system, firstTarget: () => world.actor(HERO), name: "Wolf" } as never)).rejects.toMatchObject({ code: "frozen-lands.no-attack-damage" });
  });
});
