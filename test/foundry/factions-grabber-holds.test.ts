/**
 * factions: which of a grabber's actions free the one it holds, each paid as its control pays it (the attack card's
 * reaction through the tracker's cost port, the sheet's weapon and non-lethal attacks through the adapter's costs, the
 * tracker's own buttons), through the Foundry double's FrayCombat, to the write on the held character's actor.
 * "The grabbing character can keep hold while moving together with the grabbed character, attempting to disarm them,
 * hiding behind them as reaction to an attack, or attacking with a one-handed weapon or an unarmed attack. Any other
 * action frees the grabbed character." (factions.txt, Non-lethal attacks)
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../module/chat/exchange/bind";
import { defend } from "../../module/chat/exchange/handler";
import { resolveRequest } from "../../module/dice/requests";
import type { PlayAction } from "../../module/applications/combat/tracker-view";
import type { SchedulerState } from "../../module/engine/turns";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { factions } from "../../module/rulesets/factions/index";
import { NON_LETHAL_ATTACKS } from "../../module/rulesets/factions/nonlethal-actions";
import { surrenderAction } from "../../module/rulesets/factions/morale-actions";
import { sheetCtx } from "./actions/factions-nonlethal-fixture";
import { blankSystem, GM, doubleWorld, uuid, type DoubleWorld } from "./exchange/double-world";

const RULE = "Any other action frees the grabbed character";
const HERO = uuid("balthasar");
const BANDIT = uuid("bandit");
const HELD = uuid("held");
const MSG = "msg0000000000031";

const sword: FactionsWeaponData = { name: "Sword", block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"] };

function fighter(faction: string) {
  const s = blankSystem();
  s.factions.health = { value: 8, max: 8 };
  s.factions.faction = faction;
  return s;
}

type AnyCombat = { frayStore: { scheduler: { state: SchedulerState<FactionsTurnData> } }; frayView: { costOf(s: unknown, id: string, a: PlayAction): Record<string, unknown> | null; round(s: unknown, n: Record<string, string>): { commands: { command: Record<string, unknown> }[] }; combatant(s: unknown, id: string): { commands: { command: Record<string, unknown> }[] } }; frayNames(): Record<string, string>; frayCommand(c: unknown): Promise<boolean>; startCombat(): Promise<unknown>; combatants: { contents: { id: string | null; actor: { uuid: string } | null }[] } };

/**
 * The bandit holds a heroes' character (the grab's record names it, Grabbed on); the bandit owns an axe (`twoHanded`
 * as given); a running fight with the three, the tracker's cost port on the card's world.
 */
async function holding(twoHanded = false): Promise<{ world: DoubleWorld; combat: AnyCombat; id: (u: string) => string; grabbed: () => boolean }> {
  const held = fighter("heroes");
  held.factions.grabbedBy = BANDIT;
  held.factions.grabbedByName = "Bandit";
  held.factions.grabbedBySize = "medium";
  const world = await doubleWorld(
    {
      [HERO]: { name: "Balthasar", system: fighter("heroes"), statuses: [] },
      [BANDIT]: { name: "Bandit", system: fighter("bandits"), statuses: [], items: [{ name: "Axe", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6", twoHanded } } }] },
      [HELD]: { name: "Held", system: held, statuses: ["factions.grabbed"] },
    },
    {},
    "factions",
  );
  const { TRACKER_COSTS } = await import("../../module/combat/defence-costs");
  const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
  const combat = (await Combat.create({ active: true, combatants: [HERO, BANDIT, HELD].map((u) => ({ actorId: u.slice("Actor.".length) })) })) as AnyCombat;
  await combat.startCombat();
  const first = combat.frayView.round(combat.frayStore.scheduler.state, combat.frayNames()).commands.find((b) => b.command["type"] === "chooseFirst")!;
  await combat.frayCommand(first.command);
  world.costs = TRACKER_COSTS;
  const id = (u: string) => combat.combatants.contents.find((c) => c.actor?.uuid === u)!.id!;
  const grabbed = () => world.actors.get(HELD)!.statuses.includes("factions.grabbed");
  return { world, combat, id, grabbed };
}

/** Balthasar's sword at the bandit, an automatic hit (d6 shows 3), bound to the bandit. */
async function swing(world: DoubleWorld): Promise<void> {
  const req = factionsAttackRequest(fighter("heroes"), sword, world.actor(BANDIT)!, {});
  await world.cards.set(MSG, bindExchange(resolveRequest(req, [3]), req, [3], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
}

/** The bandit's turn (activated by its faction), for its sheet's attacks and the tracker's buttons. */
async function banditsTurn(combat: AnyCombat, id: (u: string) => string): Promise<void> {
  const s = () => combat.frayStore.scheduler.state;
  if (s().data.current !== "bandits") await combat.frayCommand({ type: "pass", faction: s().data.current });
  expect(await combat.frayCommand({ type: "activate", combatant: id(BANDIT) })).toBe(true);
}

describe("factions: a grabber's reactions on the attack card", () => {
  it(`"${RULE}": the grabber's dodge (its reaction, paid through the tracker) lifts Grabbed and clears the record`, async () => {
    const { world, grabbed } = await holding();
    await swing(world);
    world.dice = [20];
    expect(await defend(world, MSG, BANDIT, "dodge", GM)).toMatchObject({ ok: true });
    expect(grabbed()).toBe(false);
    expect(world.actors.get(HELD)!.system.factions.grabbedBy).toBe("");
  });

  it("\"hiding behind them as reaction to an attack\": hiding behind the one it holds keeps the hold", async () => {
    const { world, grabbed } = await holding();
    await swing(world);
    expect(await defend(world, MSG, BANDIT, "hide", GM, HELD)).toMatchObject({ ok: true });
    expect(grabbed()).toBe(true);
  });

  it("\"attacking with a one-handed weapon\": a counter with a one-handed axe keeps hold; with a two-handed one it lets go", async () => {
    const one = await holding(false);
    await swing(one.world);
    one.world.dice = [2];
    expect(await defend(one.world, MSG, BANDIT, "counter", GM)).toMatchObject({ ok: true });
    expect(one.grabbed()).toBe(true);
    const two = await holding(true);
    await swing(two.world);
    two.world.dice = [2];
    expect(await defend(two.world, MSG, BANDIT, "counter", GM)).toMatchObject({ ok: true });
    expect(two.grabbed()).toBe(false);
  });
});

describe("factions: a grabber's actions in the tracker and from its sheet", () => {
  it(`"${RULE}": an attack with a weapon ticked Two-handed lets go; a one-handed one keeps hold`, async () => {
    for (const twoHanded of [false, true]) {
      const { world, combat, id, grabbed } = await holding(twoHanded);
      await banditsTurn(combat, id);
      // The sheet's Attack button pays what the adapter says the weapon item costs.
      const axe = [...(game.actors!.get(BANDIT.slice("Actor.".length)) as unknown as { items: { contents: { name: string; system: { toObject(s: boolean): Record<string, Record<string, unknown>> } }[] } }).items.contents][0]!;
      const cost = factions.sheet.weaponCost!({ name: axe.name, system: axe.system.toObject(false) }) ?? "attack";
      expect(await combat.frayCommand(combat.frayView.costOf(combat.frayStore.scheduler.state, id(BANDIT), cost))).toBe(true);
      expect(grabbed(), `two-handed: ${twoHanded}`).toBe(!twoHanded);
      void world;
    }
  });

  it(`"${RULE}": the tracker's generic Main action (intimidating, a consumable, a power) lets go`, async () => {
    const { combat, id, grabbed } = await holding();
    await banditsTurn(combat, id);
    const main = combat.frayView.combatant(combat.frayStore.scheduler.state, id(BANDIT)).commands.find((b) => b.command["kind"] === "main")!;
    expect(await combat.frayCommand(main.command)).toBe(true);
    expect(grabbed()).toBe(false);
  });

  it(`"${RULE}": a surrender in another character's turn (its reaction) lets go`, async () => {
    const { combat, id, grabbed } = await holding();
    const s = () => combat.frayStore.scheduler.state;
    if (s().data.current !== "heroes") await combat.frayCommand({ type: "pass", faction: s().data.current });
    expect(await combat.frayCommand({ type: "activate", combatant: id(HERO) })).toBe(true);
    const surrender = combat.frayView.costOf(s(), id(BANDIT), surrenderAction.cost!({} as never)!)!;
    expect(surrender["type"]).toBe("react");
    expect(await combat.frayCommand(surrender)).toBe(true);
    expect(grabbed()).toBe(false);
  });

  it("\"attempting to disarm them\": disarming the held one keeps hold; a shove lets go", async () => {
    for (const effect of ["disarm", "shove"] as const) {
      const { world, combat, id, grabbed } = await holding();
      await world.update(HELD, { "system.factions.str": 10 });
      const heldActor = game.actors!.get(HELD.slice("Actor.".length)) as unknown as { createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown> };
      await heldActor.createEmbeddedDocuments("Item", [{ name: "Dagger", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d4" } } }]);
      await banditsTurn(combat, id);
      const ctx = { ...sheetCtx("Bandit", world.actors.get(BANDIT)!.system, world.actor(HELD), { freeHand: "no" }), uuid: BANDIT };
      const askFields = async (d: { fields: { name: string; value: string }[] }) => Object.fromEntries(d.fields.map((f) => [f.name, f.value]));
      const req = (await NON_LETHAL_ATTACKS[effect]({ ...ctx, askFields } as never))!;
      // The sheet pays the attack action's cost as the adapter names it (actor-sheet.ts #sheetAttack).
      const cost = factions.sheet.attackCost?.(effect, req) ?? factions.sheet.attackCosts?.[effect] ?? "attack";
      expect(await combat.frayCommand(combat.frayView.costOf(combat.frayStore.scheduler.state, id(BANDIT), cost))).toBe(true);
      expect(grabbed(), effect).toBe(effect === "disarm");
    }
  });
});
