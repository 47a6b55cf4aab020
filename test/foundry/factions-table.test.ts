/**
 * factions at the table, through the Foundry double: what the audit of the Foundry layer graded wrong, each from the
 * data a tracker button, a token status or the roll dialog produces, through the adapter and the engine, to what is
 * written back (the combat's stored fight, the request the card is rolled from).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";
import { factionsOptions } from "./action-context";
import type { SheetRollContext } from "../../module/rulesets/adapter";
import { rollItem } from "../../module/rulesets/factions/sheet";
import { diceFor } from "../../module/dice/requests";
import type { FactionsAttackRequest } from "../../module/rulesets/factions/attack";
import { readFileSync } from "node:fs";
import type { AppliedRecord } from "../../module/chat/exchange/card";
import { adapterFor } from "../../module/rulesets/registry";
import type { FactionsTypes } from "../../module/rulesets/factions/types";

let fray: Fray;
let fresh: () => DoubleHandle;
// The sheet's charge imports FrayCombat, so it loads after the double is installed.
let payFromPlay: typeof import("../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ payFromPlay } = await import("../../module/combat/pay-from-play"));
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;
const faction = (c: AnyCombat, i: number) => state(c).data.characters[c.combatants.contents[i]!.id!]!.faction;

/** Press the round panel's button whose label key ends with `key` (and whose faction is `faction`), as the GM. */
async function pressRound(c: AnyCombat, key: string, data: Record<string, unknown>): Promise<boolean> {
  const panel = c.frayView.round(c.frayStore.scheduler.state, c.frayNames());
  const button = panel.commands.find((b) => b.label.key.endsWith(key) && Object.entries(data).every(([k, v]) => b.label.data?.[k] === v));
  if (!button) return false;
  return c.frayCommand(button.command);
}

describe("factions: initiative goes to the faction that started the fight", () => {
  it("\"Initiative is held by the faction which started the fight\": the GM gives it to that faction before the first pick, and that faction picks", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    // The die draws the players (face 1 of 2); the enemies started the fight.
    h.dice.queue.push(1);
    await combat.startCombat();
    expect(state(combat).data.initiative).toBe("players");
    expect(await pressRound(combat, "StartedFight", { faction: "enemies" })).toBe(true);
    expect(state(combat).data.initiative).toBe("enemies");
    // The stored fight says so, and the enemies (not the players) now choose who acts first this round.
    const stored = JSON.stringify(combat.toObject());
    expect(stored).toContain("enemies");
    const choose = combat.frayView.round(state(combat), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst")!;
    expect(combat.frayView.subjects(state(combat), choose.command).map((id) => faction(combat, combat.combatants.contents.findIndex((c) => c.id === id)))).toEqual(["enemies", "enemies"]);
    // Once a faction is chosen to act first the start is settled: the button is gone.
    await combat.frayCommand(choose.command);
    expect(await pressRound(combat, "StartedFight", { faction: "players" })).toBe(false);
  });

  it("ambushers (Concealed on the token HUD at the start) started the fight: their faction holds the initiative, no die is drawn", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    await combat.combatants.contents[1]!.actor!.toggleStatusEffect("factions.concealed");
    h.dice.queue.push(1);
    await combat.startCombat();
    expect(state(combat).data.initiative).toBe("enemies");
    expect(h.dice.queue).toEqual([1]);
  });
});

describe("factions: one Dodge, the card's", () => {
  it("\"Targets who are unaware of their attacker can't react\": the attack dialog no longer rolls the target's dodge (ticked or not)", async () => {
    const h = fresh();
    await game.settings.set("fray", "ruleset", "factions" as never);
    void h;
    const attacker = (await fray.FrayActor.create({ name: "Theobald", type: "character", system: { factions: { wit: 10 } } } as never))!;
    const foe = (await fray.FrayActor.create({ name: "Bandit", type: "npc", system: { factions: { agi: 12, health: { value: 8, max: 8 } } } } as never))!;
    const ctx: SheetRollContext<FactionsTypes> = {
      stats: attacker.system.stats,
      derived: attacker.system.derived,
      ask: async () => factionsOptions({ distance: "0", dodge: "on", unaware: "on" }),
      firstTarget: () => ({ name: foe.name!, system: foe.system.stats, derived: foe.system.derived, statuses: [] }),
      targets: () => [],
      localize: (k) => k,
      checkPrefill: () => ({}),
      placeArea: async () => null,
      targetBlast: async () => null,
    };
    const build = await rollItem(ctx, { name: "Sword", system: { factions: { attack: "melee", damageDie: "d6" } } });
    const req = (build as () => FactionsAttackRequest)();
    expect(req.input.reaction).toEqual({ kind: "none" });
    expect(diceFor(req).map((g) => g.purpose)).not.toContain("FRAY.Attack.DefenceDie");
    // The dialog offers no Dodge box: the target dodges from the card, with its reaction.
    expect(readFileSync("templates/dialogs/roll-factions.hbs", "utf8")).not.toMatch(/name="dodge"/);
  });
});

describe("factions: opportunity attacks in a running fight", () => {
  it("\"Characters can make an opportunity attack as a reaction\": out of its turn the sheet's attack spends the attacker's reaction, not a main action", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    h.dice.queue.push(1);
    await combat.startCombat();
    await pressRound(combat, "ChooseFirst", { faction: "players" });
    const mover = combat.combatants.contents[0]!;
    const guard = combat.combatants.contents[1]!;
    expect(await combat.frayCommand({ type: "activate", combatant: mover.id! })).toBe(true);
    // The guard, not in its turn, attacks the mover moving away.
    expect(await payFromPlay(guard.actor!, "attack")).toBe(true);
    expect(h.notices).toEqual([]);
    const g = state(combat).data.characters[guard.id!]!;
    expect(g.acted).toBe(true);
    expect(state(combat).active).toBe(mover.id);
    // The reaction was its turn: a second one is refused.
    expect(await payFromPlay(guard.actor!, "attack")).toBe(false);
  });
});

describe("factions: extra reactions, immunity to fear, surrender", () => {
  it("\"Some skills grant the ability to react multiple times in a round\": the sheet's Extra reactions reach the tracker", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    expect(readFileSync("templates/actor/stats-factions.hbs", "utf8")).toMatch(/name="system\.factions\.extraReactions"/);
    await combat.combatants.contents[1]!.actor!.update({ "system.factions.extraReactions": 1 } as never);
    h.dice.queue.push(1);
    await combat.startCombat();
    const id = combat.combatants.contents[1]!.id!;
    expect(state(combat).data.characters[id]!.extraReactions).toBe(1);
  });

  it("\"Characters who are immune to fear are also immune to morale\": the sheet's Immune to fear skips the round end's morale roll", async () => {
    const { moraleDue } = await import("../../module/rulesets/factions/morale-round-end");
    const h = fresh();
    void h;
    await game.settings.set("fray", "ruleset", "factions" as never);
    const lone = (await fray.FrayActor.create({ name: "Ogre", type: "npc", system: { factions: { health: { value: 8, max: 8 } } } } as never))!;
    await lone.update({ "system.factions.immuneToFear": true, "system.factions.health.value": 3 } as never);
    const fighter = (a: typeof lone) => ({ id: a.id!, name: a.name!, player: false, system: a.system.stats, statuses: [] });
    const calls = moraleDue({ standing: { enemies: 1 }, members: { enemies: 1 }, health: { [lone.id!]: 8 } }, { standing: { enemies: 1 }, members: { enemies: 1 }, health: { [lone.id!]: 8 } }, [fighter(lone)], {});
    expect(calls.flatMap((c) => c.rolls)).toEqual([]);
  });

  it("\"Characters can spend their turn to surrender\": in a running fight the sheet's Surrender spends the character's main action", async () => {
    const { surrenderAction } = await import("../../module/rulesets/factions/morale-actions");
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    h.dice.queue.push(1);
    await combat.startCombat();
    await pressRound(combat, "ChooseFirst", { faction: "players" });
    const hero = combat.combatants.contents[0]!;
    await combat.frayCommand({ type: "activate", combatant: hero.id! });
    const req = (await surrenderAction.prepare({ name: "F0", stats: hero.actor!.system.stats, statuses: [] } as never))!;
    expect(await payFromPlay(hero.actor!, surrenderAction.cost!(req)!)).toBe(true);
    expect(state(combat).data.characters[hero.id!]!.turn.main).toBe(1);
  });
});

describe("factions: damaged shields and armour break under a big hit", () => {
  /** What applying a hit of `damage` (before armour) to `uuid` recorded. */
  const hit = (uuid: string, damage: number): AppliedRecord => ({ key: "msg#hit", targetUuid: uuid, by: "gm", at: 0, damage, summary: { key: "x", data: {} }, changes: [{ path: "system.factions.health.value", before: 8, after: 5 }], statuses: [], undone: null });

  async function armoured() {
    const h = fresh();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const actor = (await fray.FrayActor.create({ name: "Theobald", type: "character", system: { factions: { health: { value: 8, max: 8 } } } } as never))!;
    await actor.createEmbeddedDocuments("Item", [
      { name: "Shield", type: "armour", system: { ruleset: "factions", shield: true, factions: { armour: 1, damaged: true } } },
      { name: "Light armour", type: "armour", system: { ruleset: "factions", factions: { armour: 1, damaged: true } } },
    ] as never);
    return { h, actor };
  }

  it("\"Damaged shields and armour are destroyed by attacks inflicting at least 8 damage before armour reduction (shields are destroyed first)\": the GM's result-card button breaks the shield, and the armour value follows", async () => {
    const { actor } = await armoured();
    const slot = adapterFor("factions").resultActions!;
    expect(slot.offers(hit(actor.uuid, 7))).toEqual([]);
    const [offer] = slot.offers(hit(actor.uuid, 8));
    expect(offer).toBeDefined();
    await slot.run(offer!.id, hit(actor.uuid, 8));
    const shield = actor.items.contents.find((i) => i.name === "Shield")!;
    const armour = actor.items.contents.find((i) => i.name === "Light armour")!;
    expect((shield.system as unknown as { factions: { broken: boolean } }).factions.broken).toBe(true);
    expect((armour.system as unknown as { factions: { broken: boolean } }).factions.broken).toBe(false);
    // The broken shield adds nothing now; the actor's own value (0) is not touched.
    expect(actor.system.derived.factions.armour).toEqual({ own: 0, worn: 1, total: 1 });
    // The same hit again breaks nothing more.
    await slot.run(offer!.id, hit(actor.uuid, 8));
    expect((armour.system as unknown as { factions: { broken: boolean } }).factions.broken).toBe(false);
  });
});

describe("factions: a mount group's member holds its turn to react", () => {
  it("\"Individual mounts, riders, and passengers can choose not to do anything and reserve their turn to react\": the tracker's Activate can hold the rider's turn, and the rider then reacts", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    const [, horse, rider] = combat.combatants.contents;
    await rider!.actor!.update({ "system.factions.mount": horse!.actor!.uuid, "system.factions.mountName": "Horse" } as never);
    h.dice.queue.push(2); // the enemies hold the initiative
    await combat.startCombat();
    await pressRound(combat, "ChooseFirst", { faction: "enemies" });
    const panel = combat.frayView.combatant(state(combat), horse!.id!);
    const hold = panel.commands.find((b) => b.label.key.endsWith("ActivateHolding"));
    expect(hold?.command).toEqual({ type: "activate", combatant: horse!.id, reserve: [rider!.id] });
    expect(await combat.frayCommand(hold!.command)).toBe(true);
    expect(state(combat).data.characters[rider!.id!]!.reserved).toBe(true);
    const react = combat.frayView.combatant(state(combat), rider!.id!).commands.find((b) => b.command.type === "react");
    expect(react).toBeDefined();
    expect(await combat.frayCommand(react!.command)).toBe(true);
    expect(state(combat).data.characters[rider!.id!]!.reserved).toBeFalsy();
  });
});
