/**
 * frozen-lands at the table, through the Foundry double: what the audit of the Foundry layer graded wrong or left to
 * the GM, each from the data a sheet, card or tracker control produces, through the adapter and the engine, to what
 * is written back (the actor, the combat's stored fight, the items created).
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FrozenLandsTurnData } from "../../module/engine/rulesets/frozen-lands/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";
import type { AppliedRecord } from "../../module/chat/exchange/card";
import { rollTableSourceDocuments } from "../../module/packs/roll-table-sources";
import { parse } from "yaml";
import { installTemplates } from "../double/templates";
import { aimAction, reloadAction } from "../../module/rulesets/frozen-lands/weapon-actions";
import { rollItem } from "../../module/rulesets/frozen-lands/sheet";
import { frozenLandsOptions } from "./action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let runCriticalInjury: typeof import("../../module/rulesets/frozen-lands/critical-injury-glue").runCriticalInjury;
let payFromPlay: typeof import("../../module/combat/pay-from-play").payFromPlay;
let runAction: typeof import("../../module/dice/action").runAction;
beforeAll(async () => {
  ({ runAction } = await import("../../module/dice/action"));
  ({ fray, fresh } = await frayOnDouble());
  ({ runCriticalInjury } = await import("../../module/rulesets/frozen-lands/critical-injury-glue"));
  ({ payFromPlay } = await import("../../module/combat/pay-from-play"));
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FrozenLandsTurnData>;

async function fight(h: DoubleHandle, actors: { name: string; type: "character" | "npc"; system?: Record<string, unknown> }[]): Promise<{ combat: AnyCombat; ids: string[] }> {
  void h;
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const made = [];
  for (const a of actors) made.push((await fray.FrayActor.create({ name: a.name, type: a.type, system: { frozenLands: a.system ?? {} } } as never))!);
  const combat = (await fray.FrayCombat.create({ active: true, combatants: made.map((a) => ({ actorId: a.id })) } as never)) as AnyCombat;
  return { combat, ids: made.map((a) => combat.combatants.contents.find((c) => c.actorId === a.id)!.id!) };
}

describe("frozen-lands: the enemies' default initiative score", () => {
  it("\"Each enemy has a static default initiative score listed in it's stat block\": the sheet's field orders the GM side, not the join order", async () => {
    const h = fresh();
    const { combat, ids } = await fight(h, [
      { name: "Hero", type: "character" },
      { name: "Slow wolf", type: "npc" },
      { name: "Fast wolf", type: "npc" },
    ]);
    // The GM types the score into the Stats tab (the form's field, cast by the schema).
    expect(readFileSync("templates/actor/stats-frozen-lands.hbs", "utf8")).toMatch(/name="system\.frozenLands\.initiative"/);
    await combat.combatants.get(ids[2]!)!.actor!.update({ "system.frozenLands.initiative": 5 } as never);
    await combat.combatants.get(ids[1]!)!.actor!.update({ "system.frozenLands.initiative": 2 } as never);
    await combat.startCombat();
    const track = state(combat).data.track;
    expect(track.indexOf(ids[2]!)).toBeLessThan(track.indexOf(ids[1]!));
    expect(state(combat).data.fighters[ids[2]!]!.initiative).toBe(5);
  });
});

describe("frozen-lands: Exhaustion and Dazed in the tracker", () => {
  it("\"Exhaustion reduces your number of actions by 1\" and Dazed \"Reduces your number of reactions by 1\": the tracker grants 2 actions and Agility − 2 reactions", async () => {
    const h = fresh();
    const { combat, ids } = await fight(h, [
      { name: "Hero", type: "character", system: { attributes: { agility: 4 }, conditions: { exhaustion: 1, dazed: 1 } } },
      { name: "Wolf", type: "npc", system: { attributes: { agility: 3 } } },
    ]);
    await combat.startCombat();
    const hero = state(combat).data.fighters[ids[0]!]!;
    expect(hero.actionsPerRound).toBe(2);
    expect(hero.reactionsPerRound).toBe(2);
    const wolf = state(combat).data.fighters[ids[1]!]!;
    expect([wolf.actionsPerRound, wolf.reactionsPerRound]).toEqual([3, 2]);
    expect(combat.frayView.combatant(state(combat), ids[0]!).pipsLabel).toEqual({ key: "FRAY.Tracker.FrozenLands.Actions", data: { left: 2, of: 2 } });
  });
});

describe("frozen-lands: the critical injuries table is the GM's", () => {
  /** What applying a hit that dealt one Wound to `uuid` recorded. */
  const wound = (uuid: string): AppliedRecord => ({ key: "msg#hit", targetUuid: uuid, by: "gm", at: 0, damage: 3, summary: { key: "x", data: {} }, changes: [{ path: "system.frozenLands.wounds", before: 0, after: 1 }], statuses: [], undone: null });

  it("\"For each Wound you suffer, roll on the physical critical injuries table\" (the text prints no rows): Fray ships none of its own", () => {
    const shipped = rollTableSourceDocuments().filter((d) => String(d["name"]) === "Critical Injuries");
    expect(shipped).toEqual([]);
  });

  it("with no table yet, the GM's roll makes an empty world table to fill and draws nothing; once filled, each Wound draws from it", async () => {
    const h = fresh();
    await game.settings.set("fray", "ruleset", "frozen-lands" as never);
    const hero = (await fray.FrayActor.create({ name: "Hero", type: "character" } as never))!;
    await runCriticalInjury("criticalInjury", wound(hero.uuid));
    const table = game.tables!.getName("Critical Injuries")!;
    expect(table).toBeTruthy();
    expect(table.results.size).toBe(0);
    expect(hero.items.size).toBe(0);
    expect(h.notices.at(-1)).toMatchObject({ type: "warning", message: game.i18n.localize("FRAY.Action.FrozenLands.CriticalInjuryFillTable") });
    // The GM fills the table with their own rows, then rolls again: the Wound's injury is drawn from it.
    await table.createEmbeddedDocuments("TableResult", [{ name: "Broken nose", description: "<p>The GM's own row.</p>", range: [1, 6] }] as never);
    h.dice.queue.push(4);
    await runCriticalInjury("criticalInjury", wound(hero.uuid));
    expect(hero.items.contents.map((i) => [i.name, i.type])).toEqual([["Broken nose", "injury"]]);
  });
});

describe("frozen-lands: out-of-turn and delayed actions from the sheet", () => {
  /** A fight whose active combatant is the wolf, with the hero (a player) waiting. */
  async function wolfActing(h: DoubleHandle) {
    const { combat, ids } = await fight(h, [
      { name: "Hero", type: "character", system: { attributes: { agility: 3, awareness: 3 } } },
      { name: "Wolf", type: "npc", system: { initiative: 3 } },
    ]);
    await combat.startCombat();
    for (let i = 0; i < 4 && state(combat).active !== ids[1]; i++) await combat.nextTurn();
    expect(state(combat).active).toBe(ids[1]);
    return { combat, hero: combat.combatants.get(ids[0]!)!.actor!, heroId: ids[0]!, wolfId: ids[1]! };
  }

  it("\"If the check succeeds you can execute your action before the action that you are interrupting (this action still count as one of your 3 actions)\": the sheet's attack goes ahead, paid once", async () => {
    const h = fresh();
    const { combat, hero, heroId } = await wolfActing(h);
    const before = state(combat).data.fighters[heroId]!.actionsLeft;
    expect(await combat.frayCommand({ type: "outOfTurn", combatant: heroId, action: "attack", success: true })).toBe(true);
    expect(await payFromPlay(hero, "attack")).toBe(true);
    expect(h.notices).toEqual([]);
    expect(state(combat).data.fighters[heroId]!.actionsLeft).toBe(before - 1);
    // One interruption: a second attack out of turn is refused.
    expect(await payFromPlay(hero, "attack")).toBe(false);
  });

  it("\"At any time before the end of the round, the player can interrupt to use his delayed action. A delayed action happens after the current character or enemy turn\": after Use delayed action, and the wolf's turn, the sheet's attack goes ahead", async () => {
    const h = fresh();
    const { combat, ids } = await fight(h, [
      { name: "Hero", type: "character", system: { attributes: { agility: 3 } } },
      { name: "Wolf", type: "npc", system: { initiative: 3 } },
    ]);
    // The hero rolls 6, the GM's two dice 1 and 1: the hero goes first, the wolf after.
    h.dice.queue.push(6, 1, 1);
    await combat.startCombat();
    const [heroId, wolfId] = ids as [string, string];
    for (let i = 0; i < 4 && state(combat).active !== heroId; i++) await combat.nextTurn();
    expect(await combat.frayCommand({ type: "delay", combatant: heroId })).toBe(true);
    await combat.nextTurn();
    expect(state(combat).active).toBe(wolfId);
    expect(await combat.frayCommand({ type: "useDelayed", combatant: heroId, action: "attack" })).toBe(true);
    const left = state(combat).data.fighters[heroId]!.actionsLeft;
    await combat.nextTurn();
    expect(state(combat).active).toBe(heroId);
    expect(await payFromPlay(combat.combatants.get(heroId)!.actor!, "attack")).toBe(true);
    expect(state(combat).data.fighters[heroId]!.actionsLeft).toBe(left);
  });
});

describe("frozen-lands: Aim and Reload are actions; bows lose their load at the turn's end", () => {
  const weaponFile = (file: string) => (parse(readFileSync(`packs/_source/weapons/frozen-lands/ranged/${file}.yml`, "utf8")) as { name: string; type: string; system: Record<string, unknown> });

  async function archerFight(h: DoubleHandle, file: string) {
    installTemplates();
    const { combat, ids } = await fight(h, [
      { name: "Hero", type: "character", system: { attributes: { agility: 3 }, skills: [{ name: "Marksmanship", attribute: "agility", rank: 2 }] } },
      { name: "Wolf", type: "npc", system: { initiative: 3 } },
    ]);
    const hero = combat.combatants.get(ids[0]!)!.actor!;
    const w = weaponFile(file);
    const [bow] = await hero.createEmbeddedDocuments("Item", [{ name: w.name, type: w.type, system: w.system }] as never);
    h.dice.queue.push(6, 1, 1); // the hero first
    await combat.startCombat();
    return { combat, hero, heroId: ids[0]!, bow: bow as unknown as { id: string; name: string; system: { toObject(b: boolean): Record<string, unknown> }; flags: Record<string, unknown> } };
  }

  /** The sheet's Reload (or Aim) button: prepare from the button's data, pay its cost, run it. */
  async function step(hero: Actor.Implementation, bow: { id: string; name: string; system: { toObject(b: boolean): Record<string, unknown> } }, which: "aim" | "reload"): Promise<boolean> {
    const action = which === "aim" ? aimAction : reloadAction;
    const req = (await action.prepare({ data: { itemId: bow.id }, name: "Hero", weapons: () => [{ id: bow.id, name: bow.name, type: "weapon", system: bow.system.toObject(false) }] } as never))!;
    const cost = action.cost?.(req) ?? null;
    if (cost && !(await payFromPlay(hero, cost))) return false;
    await runAction(hero, action, req);
    return true;
  }

  /** The sheet's Attack button on the bow: the request the dialog builds (the engine refuses an unloaded bow). */
  async function shoot(hero: Actor.Implementation, bowId: string): Promise<unknown> {
    const item = hero.items.get(bowId)!;
    const build = await rollItem({ stats: (hero.system as unknown as { stats: never }).stats, derived: { frozenLands: { stressDice: 0 } } as never, ask: async () => frozenLandsOptions({ band: "short" }), firstTarget: () => null, targets: () => [], localize: (k: string) => k, checkPrefill: () => ({}), placeArea: async () => null, targetBlast: async () => null }, { id: item.id!, name: item.name!, system: item.system.toObject(false) as never, flags: item.flags as never });
    return (build as () => unknown)();
  }

  it("\"Some ranged weapons like bows and slings need to be reload every turn before you attack with them\": a Reload is one of the 3 actions, and the load is gone next turn", async () => {
    const h = fresh();
    const { combat, hero, heroId, bow } = await archerFight(h, "short-bow");
    expect(await step(hero, bow, "reload")).toBe(true);
    expect(state(combat).data.fighters[heroId]!.actionsLeft).toBe(2);
    expect(state(combat).data.fighters[heroId]!.usedThisTurn).toEqual(["reload"]);
    expect(await shoot(hero, bow.id)).toMatchObject({ kind: "frozen-lands.attack" });
    // The turn ends without the shot; in the hero's next turn the bow is no longer loaded.
    for (let i = 0; i < 6 && !(state(combat).round === 2 && state(combat).active === heroId); i++) await combat.nextTurn();
    expect(state(combat).active).toBe(heroId);
    await expect(shoot(hero, bow.id)).rejects.toThrow(/reloaded first/);
  });

  it("\"For crossbows, you can keep your weapon loaded while you execute other actions\": a crossbow keeps it", async () => {
    const h = fresh();
    const { combat, hero, heroId, bow } = await archerFight(h, "light-crossbow");
    expect(await step(hero, bow, "reload")).toBe(true);
    for (let i = 0; i < 6 && !(state(combat).round === 2 && state(combat).active === heroId); i++) await combat.nextTurn();
    expect(await shoot(hero, bow.id)).toMatchObject({ kind: "frozen-lands.attack" });
  });

  it("\"If you aim, your next ranged attack gets a +2 modifier\": Aim from the sheet is one of the 3 actions, once a turn", async () => {
    const h = fresh();
    const { combat, hero, heroId, bow } = await archerFight(h, "light-crossbow");
    expect(await step(hero, bow, "aim")).toBe(true);
    expect(state(combat).data.fighters[heroId]!.usedThisTurn).toEqual(["aim"]);
    expect(await step(hero, bow, "aim")).toBe(false);
  });
});
