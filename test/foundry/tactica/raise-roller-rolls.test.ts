/**
 * Tactica F3 on the rolls a creature makes on its own client besides the plain sheet actions, through the Foundry
 * double: "Act as a +1 dice to increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled."
 * and "Only one 1 may be used at a time". The troll's player rolls the sheet's opposed *Special attempt* and *InClose*
 * (its own dice only: the goblin's are not its to raise), a chariot's Driving roll, and the board move's DEX roll
 * (module/canvas/move-roll.ts, as the board runs it once the move is made): after the Roll a dialog offers *Raise a 3
 * to 4* and *Keep the roll*, the active GM's client spends a 1 of the troll's action dice in a real FrayCombat, and
 * the outcome is worked out from the raised die and written once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { answer, raiseDialog, raiseTable, registerRaise, type Creature, type RaiseTable as Table } from "./raise-table";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  await registerRaise();
});

const dialogs = raiseDialog.shown;

/** The goblin (the GM's) and the troll (the player's) in a running fight; the troll's action dice `dice`. */
async function table(dice: number[], trollSystem: Record<string, unknown> = {}): Promise<Table> {
  return raiseTable(fray, fresh, dice, trollSystem);
}

const trollDice = (t: Table) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
const ones = (t: Table) => trollDice(t).filter((d) => d === 1).length;
type Flags = { card: { outcome: { key: string }; details: { label: string; value: string | number }[] }; raised?: { choice: string; before: number[] } };
const lastFlags = () => (game.messages.contents.at(-1) as unknown as { flags: { fray: Flags } }).flags.fray;

/** The context a sheet action's prepare reads, the goblin targeted (no UUID: no card bound to it). */
function context(t: Table, fields: Record<string, string>) {
  const target = { name: t.goblin.name, system: t.goblin.system.stats, derived: t.goblin.system.derived, statuses: [] as string[] };
  return { name: t.troll.name, uuid: t.troll.uuid, stats: t.troll.system.stats, derived: t.troll.system.derived, statuses: [...t.troll.statuses], data: {}, options: undefined, items: [], firstTarget: () => target, targets: () => [target], checkPrefill: () => ({}), askFields: async () => fields } as never;
}

/** The troll's player runs the sheet action `key` as the sheet does (runAction, offerRaise), its faces queued. */
async function sheetRoll(t: Table, key: string, fields: Record<string, string>, faces: (counts: number[]) => number[]) {
  t.h.actAs(t.h.player);
  const { adapterFor } = await import("../../../module/rulesets/registry");
  const { runAction } = await import("../../../module/dice/action");
  const action = adapterFor("tactica").sheet.actions![key]!;
  const req = await action.prepare(context(t, fields));
  t.h.dice.queue.push(...faces(action.dice(req).map((g) => g.count)));
  const out = await runAction(game.actors.get(t.troll.id) as never, action, req, { offerRaise: true });
  t.h.actAs(t.h.gm);
  return out;
}

const twos = (n: number) => Array<number>(Math.max(0, n)).fill(2);

describe("tactica: a 1 of the action dice raises the roller's own die of an opposed sheet roll (AD = 1)", () => {
  it('Special attempt: "increasing a 3 result to a 4, after you have rolled": the troll\'s 4 becomes a 5, the disarm is won; the goblin\'s 3 is not offered', async () => {
    const t = await table([5, 3, 1]);
    answer("raise-four");
    const out = await sheetRoll(t, "specialAttempt", { attempt: "disarm", leg: "left-leg" }, ([mine, theirs]) => [4, ...twos(mine! - 1), 3, ...twos(theirs! - 1)]);
    // Rolled, no success on either side: lost. Raised, the troll's 5 beats the goblin's none.
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.labels).toEqual(["Raise a 2 to 3", "Raise a 4 to 5", "Keep the roll"]);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.Attempt.Won.disarm");
    expect(ones(t)).toBe(0);
    expect(lastFlags().card.details).toContainEqual({ label: "FRAY.ActionRaise.Detail", value: "4 → 5" });
  });

  it("InClose knock down: the troll's own BODY die is raised (4 → 5) and the goblin is knocked down", async () => {
    const t = await table([5, 3, 1]);
    answer("raise-four");
    const out = await sheetRoll(t, "inClose", { move: "knock-down", with: "" }, ([mine, theirs]) => [4, ...twos(mine! - 1), 3, ...twos(theirs! - 1)]);
    expect(dialogs[0]!.labels).toEqual(["Raise a 2 to 3", "Raise a 4 to 5", "Keep the roll"]);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.KnockedDown");
    expect(ones(t)).toBe(0);
    // "Only one 1 may be used at a time": one dialog, one raise.
    expect(dialogs).toHaveLength(1);
  });
});

const CHARIOT = { "system.tactica.chariot.kind": "light", "system.tactica.chariot.driving": 8 };

describe("tactica: a 1 of the action dice raises a die of a chariot's Driving roll (AD = 1)", () => {
  it('sheet *Chariot: second turn*: "increasing a 3 result to a 4, after you have rolled": a failed roll\'s 4 becomes a 5, the turn is made', async () => {
    const t = await table([5, 3, 1], CHARIOT);
    answer("raise-four");
    const out = await sheetRoll(t, "chariotTurn", {}, ([n]) => [4, ...twos(n! - 1)]);
    expect(dialogs).toHaveLength(1);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.Chariot.made");
    expect(ones(t)).toBe(0);
  });

  it("the board's Driving roll (module/canvas/move-roll.ts, run once the charge is made): the 4 becomes a 5, the turn is made, not driven straight on", async () => {
    const t = await table([5, 3, 1], CHARIOT);
    answer("raise-four");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const { runMoveRoll } = await import("../../../module/canvas/move-roll");
    const action = adapterFor("tactica").sheet.actions!["chariotTurn"]!;
    const request = await action.prepare(context(t, {}));
    t.h.dice.queue.push(4, ...twos(action.dice(request)[0]!.count - 1));
    t.h.actAs(t.h.player);
    await runMoveRoll(game.actors.get(t.troll.id) as never, { action: "chariotTurn", request });
    t.h.actAs(t.h.gm);
    expect(dialogs).toHaveLength(1);
    expect(lastFlags().card.outcome.key).toBe("FRAY.Action.Tactica.Chariot.made");
    expect(lastFlags().raised).toMatchObject({ choice: "raise-four" });
    expect(ones(t)).toBe(0);
  });
});

describe("tactica: a 1 of the action dice raises a die of the board move's DEX roll (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": a Foot-wounded troll\'s failed DEX roll\'s 4 becomes a 5, it passes and Prone is not written', async () => {
    const t = await table([5, 3, 1]);
    // "Foot: ... Any Battle or Zone movement will require a new DEX roll or fall prone."
    const foot = { name: "legs: Foot", type: "injury", system: { ruleset: "tactica", location: "legs", effect: INJURY_EFFECT_TABLE.foot.text, dicePenalty: 0 } };
    const troll = game.actors.get(t.troll.id) as unknown as Creature & { createEmbeddedDocuments(k: string, d: unknown[]): Promise<unknown> };
    await troll.createEmbeddedDocuments("Item", [foot]);
    answer("raise-four");
    const { moveCheckOf } = await import("../../../module/rulesets/tactica/move-check-action");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const { runMoveRoll } = await import("../../../module/canvas/move-roll");
    const me = game.actors.get(t.troll.id) as unknown as Creature & { items: { contents: { type: string; system: unknown }[] } };
    // As the board's charge names it (board.ts: MoveCharge.rolls).
    const roll = moveCheckOf({ name: me.name, stats: me.system.stats as never, items: me.items.contents as never, statuses: [...me.statuses] });
    expect(roll).not.toBeNull();
    const n = adapterFor("tactica").sheet.actions!["moveCheck"]!.dice(roll!.request)[0]!.count;
    expect(n).toBeGreaterThanOrEqual(1);
    t.h.dice.queue.push(4, ...twos(n - 1));
    t.h.actAs(t.h.player);
    await runMoveRoll(me as never, roll!);
    t.h.actAs(t.h.gm);
    expect(dialogs).toHaveLength(1);
    expect(lastFlags().card.outcome.key).toBe("FRAY.Action.Tactica.MoveCheck.Passed");
    expect(lastFlags().card.details).toContainEqual({ label: "FRAY.ActionRaise.Detail", value: "4 → 5" });
    expect([...(game.actors.get(t.troll.id) as unknown as Creature).statuses]).not.toContain("tactica.prone");
    expect(ones(t)).toBe(0);
  });
  it('a wounded flyer\'s move: the DEX roll riding on its Flight card: "increasing a 3 result to a 4, after you have rolled": the 4 becomes a 5, Prone is not written', async () => {
    const t = await table([5, 3, 1], { "system.tactica.flyer": "~2/2/3", "system.tactica.flying": true });
    const foot = { name: "legs: Foot", type: "injury", system: { ruleset: "tactica", location: "legs", effect: INJURY_EFFECT_TABLE.foot.text, dicePenalty: 0 } };
    const troll = game.actors.get(t.troll.id) as unknown as Creature & { createEmbeddedDocuments(k: string, d: unknown[]): Promise<unknown> };
    await troll.createEmbeddedDocuments("Item", [foot]);
    answer("raise-four");
    const { moveCheckOf } = await import("../../../module/rulesets/tactica/move-check-action");
    const { flightMoveRoll } = await import("../../../module/rulesets/tactica/flight-actions");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const { runMoveRoll } = await import("../../../module/canvas/move-roll");
    const me = game.actors.get(t.troll.id) as unknown as Creature & { items: { contents: { type: string; system: unknown }[] } };
    // As the board's charge names it for a flyer (board.ts: the flight roll, its DEX roll riding on it).
    const check = moveCheckOf({ name: me.name, stats: me.system.stats as never, items: me.items.contents as never, statuses: [...me.statuses] });
    const roll = flightMoveRoll({ name: me.name, stats: me.system.stats as never }, 1, 0, check);
    expect(roll?.request.moveCheck).toBeDefined();
    const n = adapterFor("tactica").sheet.actions!["flight"]!.dice(roll!.request)[0]!.count;
    t.h.dice.queue.push(4, ...twos(n - 1));
    t.h.actAs(t.h.player);
    await runMoveRoll(me as never, roll!);
    t.h.actAs(t.h.gm);
    expect(dialogs).toHaveLength(1);
    expect(lastFlags().card.details).toContainEqual({ label: "FRAY.ActionRaise.Detail", value: "4 → 5" });
    expect([...(game.actors.get(t.troll.id) as unknown as Creature).statuses]).not.toContain("tactica.prone");
    expect(ones(t)).toBe(0);
  });
});
