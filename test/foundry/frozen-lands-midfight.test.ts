/**
 * frozen-lands: the fight follows the character's sheet, and the sheet the fight, through the Foundry double. A
 * condition written on the sheet mid-fight (the Stats tab's field, or a roll's write-back) changes the tracker's
 * budgets; the tracker's out-of-turn button rolls the Awareness check and a failure's Stress reaches the sheet.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FrozenLandsTurnData } from "../../module/engine/rulesets/frozen-lands/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";

let fray: Fray;
let fresh: () => DoubleHandle;
let changes: typeof import("../../module/combat/actor-changes");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  changes = await import("../../module/combat/actor-changes");
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FrozenLandsTurnData>;

/** A hero (a player) and a wolf in a started fight, with init's actor-change hooks registered. */
async function fight(h: DoubleHandle, hero: Record<string, unknown> = {}) {
  void h;
  changes.registerActorChanges();
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const a = (await fray.FrayActor.create({ name: "Hero", type: "character", system: { frozenLands: { attributes: { agility: 3, awareness: 1 }, ...hero } } } as never))!;
  const w = (await fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 3 } } } as never))!;
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: a.id }, { actorId: w.id }] } as never)) as AnyCombat;
  const heroId = combat.combatants.contents.find((c) => c.actorId === a.id)!.id!;
  const wolfId = combat.combatants.contents.find((c) => c.actorId === w.id)!.id!;
  await combat.startCombat();
  return { combat, hero: a, heroId, wolfId };
}

async function nextRound(combat: AnyCombat): Promise<void> {
  const round = state(combat).round;
  for (let i = 0; i < 10 && state(combat).round === round; i++) await combat.nextTurn();
}

describe("frozen-lands: a condition gained mid-fight changes the tracker's budget", () => {
  it("\"Exhaustion: Reduces your number of actions by 1\": Exhaustion written on the sheet mid-fight leaves 2 actions from the next round", async () => {
    const h = fresh();
    const { combat, hero, heroId } = await fight(h);
    expect(state(combat).data.fighters[heroId]!.roundActions).toBe(3);
    // The Stats tab's condition field, as the sheet's form submits it.
    await hero.update({ "system.frozenLands.conditions.exhaustion": 1 } as never);
    await changes.actorChangesSettled();
    expect(state(combat).data.fighters[heroId]!.actionsPerRound).toBe(2);
    await nextRound(combat);
    expect(state(combat).data.fighters[heroId]!).toMatchObject({ roundActions: 2, actionsLeft: 2 });
    expect(combat.frayView.combatant(state(combat), heroId).pipsLabel).toEqual({ key: "FRAY.Tracker.FrozenLands.Actions", data: { left: 2, of: 2 } });
  });

  it("\"Dazed: Reduces your number of reactions by 1\": Dazed from a roll's write-back leaves Agility − 2 Reactions; resting it away gives the Reaction back", async () => {
    const h = fresh();
    const { combat, hero, heroId } = await fight(h);
    expect(state(combat).data.fighters[heroId]!.reactionsPerRound).toBe(2);
    // What a critical failure on a Mind roll writes back (stress-outcome.ts): the level and the status.
    await hero.update({ "system.frozenLands.conditions.dazed": 1 } as never);
    await hero.toggleStatusEffect("frozen-lands.dazed", { active: true });
    await changes.actorChangesSettled();
    await nextRound(combat);
    expect(state(combat).data.fighters[heroId]!).toMatchObject({ reactionsPerRound: 1, reactionsLeft: 1 });
    await hero.update({ "system.frozenLands.conditions.dazed": 0 } as never);
    await changes.actorChangesSettled();
    await nextRound(combat);
    expect(state(combat).data.fighters[heroId]!.reactionsLeft).toBe(2);
  });

  it("a change that leaves the budgets as they are sends no step (the fight's ledger does not grow)", async () => {
    const h = fresh();
    const { combat, hero } = await fight(h);
    const steps = combat.frayStore.scheduler.ledger.length;
    await hero.update({ "system.frozenLands.wp": 2 } as never);
    await changes.actorChangesSettled();
    expect(combat.frayStore.scheduler.ledger.length).toBe(steps);
  });
});

describe("frozen-lands: the out-of-turn Awareness check from the tracker", () => {
  async function wolfActing(h: DoubleHandle) {
    const f = await fight(h);
    for (let i = 0; i < 4 && state(f.combat).active !== f.wolfId; i++) await f.combat.nextTurn();
    expect(state(f.combat).active).toBe(f.wolfId);
    return f;
  }

  it("\"you need to make an AWARENESS check\" … \"If you fail the check you get a point of Stress\": the tracker's button rolls it, and the Stress reaches the sheet", async () => {
    const h = fresh();
    const { combat, hero, heroId } = await wolfActing(h);
    const button = combat.frayView.combatant(state(combat), heroId).commands.find((b) => b.label.key === "FRAY.Tracker.FrozenLands.OutOfTurnRoll")!;
    expect(button).toBeTruthy();
    // The hero's one Awareness die shows 2: a failure.
    h.dice.queue.push(2);
    expect(await combat.frayCommand(button.command)).toBe(true);
    expect(state(combat).data.fighters[heroId]!).toMatchObject({ outOfTurnTried: true, stressGained: 1 });
    expect(hero.system.stats.frozenLands.stress).toBe(1);
  });

  it("\"If the check succeeds you can execute your action before the action that you are interrupting\": a pass writes no Stress, and whichever action the player takes next (a move on the board) goes ahead, already paid", async () => {
    const h = fresh();
    const { combat, hero, heroId } = await wolfActing(h);
    const button = combat.frayView.combatant(state(combat), heroId).commands.find((b) => b.label.key === "FRAY.Tracker.FrozenLands.OutOfTurnRoll")!;
    h.dice.queue.push(6);
    expect(await combat.frayCommand(button.command)).toBe(true);
    expect(hero.system.stats.frozenLands.stress).toBe(0);
    const left = state(combat).data.fighters[heroId]!.actionsLeft;
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "move" })).toBe(true);
    expect(state(combat).data.fighters[heroId]!).toMatchObject({ actionsLeft: left });
    expect(state(combat).data.fighters[heroId]!.interrupt).toBeUndefined();
  });

  it("an out-of-turn action not taken \"before the action that you are interrupting\" is lost when that turn ends, and the chat says so", async () => {
    const h = fresh();
    const { combat, hero, heroId } = await wolfActing(h);
    const button = combat.frayView.combatant(state(combat), heroId).commands.find((b) => b.label.key === "FRAY.Tracker.FrozenLands.OutOfTurnRoll")!;
    h.dice.queue.push(6);
    expect(await combat.frayCommand(button.command)).toBe(true);
    // The chat line is HTML, escaped as Foundry's escapeHTML does: the name's apostrophe arrives as an entity.
    const lost = foundry.utils.escapeHTML(game.i18n.format("FRAY.Tracker.FrozenLands.InterruptLost", { name: String(hero.name) }));
    expect(game.messages.contents.some((m) => String(m.content).includes(lost))).toBe(false);
    await combat.nextTurn();
    expect(state(combat).data.fighters[heroId]!.interrupt).toBeUndefined();
    expect(game.messages.contents.filter((m) => String(m.content).includes(lost))).toHaveLength(1);
  });

  it("the interrupted character's own next action comes after: a passed out-of-turn action not taken \"before the action that you are interrupting\" is lost when the wolf acts, and the chat says so", async () => {
    const h = fresh();
    const { combat, hero, heroId, wolfId } = await wolfActing(h);
    const button = combat.frayView.combatant(state(combat), heroId).commands.find((b) => b.label.key === "FRAY.Tracker.FrozenLands.OutOfTurnRoll")!;
    h.dice.queue.push(6);
    expect(await combat.frayCommand(button.command)).toBe(true);
    const lost = foundry.utils.escapeHTML(game.i18n.format("FRAY.Tracker.FrozenLands.InterruptLost", { name: String(hero.name) }));
    // The wolf attacks: the hero's action could only have gone before it.
    expect(await combat.frayCommand({ type: "act", combatant: wolfId, action: "attack" })).toBe(true);
    expect(state(combat).data.fighters[heroId]!.interrupt).toBeUndefined();
    expect(game.messages.contents.filter((m) => String(m.content).includes(lost))).toHaveLength(1);
    // It is spent: the hero's move is now refused out of turn.
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "move" })).toBe(false);
  });

  it("a failure the GM records from a roll at the table (\"Awareness failed\") writes its Stress too", async () => {
    const h = fresh();
    const { combat, hero, heroId } = await wolfActing(h);
    const button = combat.frayView.combatant(state(combat), heroId).commands.find((b) => b.label.key === "FRAY.Tracker.FrozenLands.OutOfTurnFailed")!;
    expect(await combat.frayCommand(button.command)).toBe(true);
    expect(hero.system.stats.frozenLands.stress).toBe(1);
  });
});

describe("frozen-lands: talents that repeat an action", () => {
  const TEXT = "Some talents allow you to take the same action again in the same turn";

  async function heroActing(h: DoubleHandle, hero: Record<string, unknown> = {}) {
    const f = await fight(h, hero);
    for (let i = 0; i < 4 && state(f.combat).active !== f.heroId; i++) await f.combat.nextTurn();
    expect(state(f.combat).active).toBe(f.heroId);
    return f;
  }

  it(`"${TEXT}": the sheet's talent tick lets the tracker take the Attack twice in one turn`, async () => {
    expect(readFileSync("templates/actor/stats-frozen-lands.hbs", "utf8")).toMatch(/name="system\.frozenLands\.repeats\.\{\{@key\}\}"/);
    const h = fresh();
    const { combat, heroId } = await heroActing(h, { repeats: { attack: true } });
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "attack" })).toBe(true);
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "attack" })).toBe(true);
    expect(state(combat).data.fighters[heroId]!.actionsLeft).toBe(1);
    // Without the talent, Move is once a turn.
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "move" })).toBe(true);
    expect(h.notices).toEqual([]);
  });

  it(`"${TEXT}": a talent ticked mid-fight counts at once, and "Usually you can use the same action only once per turn" without it`, async () => {
    const h = fresh();
    const { combat, hero, heroId } = await heroActing(h);
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "move" })).toBe(true);
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "move" })).toBe(false);
    await hero.update({ "system.frozenLands.repeats.move": true } as never);
    await changes.actorChangesSettled();
    expect(await combat.frayCommand({ type: "act", combatant: heroId, action: "move" })).toBe(true);
    expect(state(combat).data.fighters[heroId]!.usedThisTurn).toEqual(["move", "move"]);
  });
});
