/**
 * frozen-lands: a skill rolled from the sheet in a running fight is one of the round's actions. "Characters get a
 * total of 3 actions per round. Usually you can use the same action only once per turn … Examples of actions: Move,
 * Attack, Aim, Reload, First Aid, Intimidate, Cast a spell" (frozen-lands.md, Actions). Through the Foundry double:
 * the Skills table's roll button (the adapter's sheet.rollSkill with the context the actor sheet builds, its `pay`
 * wired to payFromPlay as the sheet wires it), paid in the tracker.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FrozenLandsTurnData } from "../../module/engine/rulesets/frozen-lands/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";
import { frozenLands } from "../../module/rulesets/frozen-lands/index";
import { actionContext, frozenLandsOptions } from "./action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let payFromPlay: typeof import("../../module/combat/pay-from-play").payFromPlay;
let changes: typeof import("../../module/combat/actor-changes");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  changes = await import("../../module/combat/actor-changes");
  ({ payFromPlay } = await import("../../module/combat/pay-from-play"));
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
type AnyActor = InstanceType<Fray["FrayActor"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FrozenLandsTurnData>;

async function fight(h: DoubleHandle, heroFirst: boolean) {
  changes.registerActorChanges();
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const skills = [
    { name: "First Aid", attribute: "mind", rank: 2 },
    { name: "Intimidate", attribute: "soul", rank: 1 },
  ];
  const hero = (await fray.FrayActor.create({ name: "Hero", type: "character", system: { frozenLands: { attributes: { agility: 3 }, skills } } } as never)) as unknown as AnyActor;
  const wolf = (await fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 3 } } } as never))!;
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: hero.id }, { actorId: wolf.id }] } as never)) as AnyCombat;
  h.dice.queue.push(...(heroFirst ? [6, 1, 1] : [1, 6, 6]));
  await combat.startCombat();
  const heroId = combat.combatants.contents.find((c) => c.actorId === hero.id)!.id!;
  return { hero, combat, heroId, fighter: () => state(combat).data.fighters[heroId]! };
}

/** The Skills table's roll button for row `index`, the dialog answered with its defaults. */
function rollRow(hero: AnyActor, index: number) {
  const { stats, derived } = hero.system;
  const ctx = actionContext(stats, { derived, ask: async () => frozenLandsOptions({ dice: "0" }), pay: (action) => payFromPlay(hero as never, action) });
  return frozenLands.sheet.rollSkill!(ctx as never, index);
}

describe("frozen-lands: First Aid, Intimidate, Cast a spell are actions", () => {
  it("\"Examples of actions: … First Aid, Intimidate, Cast a spell\": a skill rolled in one's turn spends an action, and the same one is refused a second time in the turn", async () => {
    const h = fresh();
    const { hero, fighter } = await fight(h, true);
    expect(await rollRow(hero, 0)).not.toBeNull();
    expect(fighter()).toMatchObject({ actionsLeft: 2, usedThisTurn: ["first aid"] });
    // "you can use the same action only once per turn": First Aid again is refused; Intimidate is another action.
    expect(await rollRow(hero, 0)).toBeNull();
    expect(await rollRow(hero, 1)).not.toBeNull();
    expect(fighter()).toMatchObject({ actionsLeft: 1, usedThisTurn: ["first aid", "intimidate"] });
  });

  it("out of turn a skill roll is the action a passed Awareness attempt allows; without one it is a check the GM calls for, free", async () => {
    const h = fresh();
    const { hero, combat, heroId, fighter } = await fight(h, false);
    expect(await rollRow(hero, 0)).not.toBeNull();
    expect(fighter().actionsLeft).toBe(3);
    expect(await combat.frayCommand({ type: "outOfTurn", combatant: heroId, action: "any", success: true })).toBe(true);
    expect(await rollRow(hero, 1)).not.toBeNull();
    expect(fighter().actionsLeft).toBe(2);
    expect(fighter().interrupt).toBeUndefined();
  });
});

describe("frozen-lands: a talent that repeats a skill action", () => {
  const TEXT = "Some talents allow you to take the same action again in the same turn";

  it(`"${TEXT}": the Stats tab's *Other actions* field names First Aid (any case, commas between names), and the tracker takes it twice; Intimidate, not named, stays once a turn`, async () => {
    expect(readFileSync("templates/actor/stats-frozen-lands.hbs", "utf8")).toMatch(/name="system\.frozenLands\.repeatsOther"/);
    const h = fresh();
    const { hero, fighter } = await fight(h, true);
    // Written on the sheet as its form submits it, before the hero's actions.
    await hero.update({ "system.frozenLands.repeatsOther": " first AID ,  cast a spell" } as never);
    await changes.actorChangesSettled();
    expect(fighter().repeatable).toEqual(["first aid", "cast a spell"]);
    expect(await rollRow(hero, 0)).not.toBeNull();
    expect(await rollRow(hero, 0)).not.toBeNull();
    expect(fighter()).toMatchObject({ actionsLeft: 1, usedThisTurn: ["first aid", "first aid"] });
    expect(await rollRow(hero, 1)).not.toBeNull();
    expect(await rollRow(hero, 1)).toBeNull();
  });

  it("an actor stored before the field reads it as empty (the data model's default): nothing more repeats", async () => {
    const h = fresh();
    const { hero, fighter } = await fight(h, true);
    expect((hero.system.stats.frozenLands as { repeatsOther?: unknown }).repeatsOther).toBe("");
    expect(fighter().repeatable).toEqual([]);
  });
});
