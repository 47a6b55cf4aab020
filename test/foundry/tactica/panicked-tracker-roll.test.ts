/**
 * Issue 25 (audit M4): "A Panicked creature will take compulsory actions to move as far as possible from the greatest
 * perceived danger ... They may try to become un-Panicked by making a Spirit roll at the start of every action after
 * the initial one". Through the Foundry double: a FrayCombat whose hero's actor is Panicked (the token's status, as
 * the card's Apply writes it) takes its actions in the tracker (frayCommand act, as its Pay button sends): at its
 * first action since the panic the tracker posts the compulsory flight (no roll); at each later one it rolls the
 * sheet's SPIRIT on the GM's client, and a pass takes the status off the actor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import type { CardData } from "../../../module/dice/card";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const cid = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;
const cardsSince = (n: number) =>
  game.messages.contents
    .slice(n)
    .map((m) => m.getFlag("fray", "card") as CardData | undefined)
    .filter((c): c is CardData => c !== undefined);

/** The hero (6 dice, all 4s) acts first against the NPC (3 dice), Panicked once the fight runs. */
async function panickedHero(h: DoubleHandle) {
  installTemplates();
  const combat = await frayFight(fray, h, "tactica", 2);
  const hero = combat.combatants.contents[0]!.actor!;
  await hero.update({ "system.tactica.actionDice": 6 } as never);
  h.dice.queue.push(4, 4, 4, 4, 4, 4, 3, 3, 3);
  await combat.startCombat();
  await hero.toggleStatusEffect("tactica.panicked", { active: true });
  const act = () => combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "action", cost: 1 } });
  return { combat, hero, act };
}

describe("tactica: a Panicked creature's actions in the tracker", () => {
  it("the initial action: no roll, the card says it flees; the next action rolls SPIRIT, a pass takes Panicked off", async () => {
    const h = fresh();
    const { hero, act } = await panickedHero(h);
    let n = game.messages.contents.length;
    expect(await act()).toBe(true);
    const first = cardsSince(n);
    expect(first.map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.flee"]);
    expect(first[0]!.dice).toEqual([]);
    expect(hero.statuses.has("tactica.panicked")).toBe(true);
    // "a Spirit roll at the start of every action after the initial one": SPIRIT 0, four dice; a 5 passes.
    n = game.messages.contents.length;
    h.dice.queue.push(5, 1, 2, 3);
    expect(await act()).toBe(true);
    const later = cardsSince(n);
    expect(later.map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.free"]);
    expect(later[0]!.dice).toHaveLength(4);
    expect(hero.statuses.has("tactica.panicked")).toBe(false);
  });

  it("a failed roll keeps it Panicked and its action is flight; a creature not Panicked rolls nothing", async () => {
    const h = fresh();
    const { combat, hero, act } = await panickedHero(h);
    expect(await act()).toBe(true);
    h.dice.queue.push(1, 2, 3, 4);
    const n = game.messages.contents.length;
    expect(await act()).toBe(true);
    expect(cardsSince(n).map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.flee"]);
    expect(hero.statuses.has("tactica.panicked")).toBe(true);
    // No longer Panicked: no card follows its action.
    await hero.toggleStatusEffect("tactica.panicked", { active: false });
    const m = game.messages.contents.length;
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "action", cost: 1 } })).toBe(true);
    expect(cardsSince(m)).toEqual([]);
  });

  it("Panicked again after recovering: its first action since is the initial one again (no roll)", async () => {
    const h = fresh();
    const { hero, act } = await panickedHero(h);
    expect(await act()).toBe(true);
    h.dice.queue.push(6, 5, 5, 5);
    expect(await act()).toBe(true);
    expect(hero.statuses.has("tactica.panicked")).toBe(false);
    await hero.toggleStatusEffect("tactica.panicked", { active: true });
    const n = game.messages.contents.length;
    expect(await act()).toBe(true);
    const cards = cardsSince(n);
    expect(cards.map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.flee"]);
    expect(cards[0]!.dice).toEqual([]);
  });
});
