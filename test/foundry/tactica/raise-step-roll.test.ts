/**
 * Tactica F3 on the rolls the GM's client makes inside a step, through the Foundry double: "Act as a +1 dice to
 * increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled." and "Only one 1 may be used
 * at a time, so you cannot use two 1's to increase a roll by +2." The Panicked troll (the player's) takes its actions
 * in a real FrayCombat (frayCommand act, as the tracker's Pay sends it): its later action starts with the tracker's
 * SPIRIT roll, run on the GM's client without a dialog (combat/after-step.ts). The card keeps the roll; the troll's
 * player asks, as the card's *Raise a 4 to 5* button sends it over the system socket, to raise a die: the GM's client
 * checks who asks (named by the server), spends a 1 of the troll's action dice, puts back what the roll wrote, works
 * the roll out again from the raised faces, writes the new outcome once and writes the card again. The round's
 * bleeding rolls (the round-end calls, posted by the same postCalls) likewise.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { raiseTable, type RaiseTable } from "./raise-table";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import type { CardData } from "../../../module/dice/card";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  // As module/fray.ts's init: the raise's 1 goes through the tracker.
  const { registerActionCard } = await import("../../../module/chat/action-card-raise");
  const { fighting } = await import("../../../module/dice/action-raise");
  const { requesterOf } = await import("../../../module/chat/exchange-query");
  const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
  registerActionCard(() => TRACKER_COSTS, requesterOf, fighting);
});

type Flags = { card: CardData; actionRoll?: { key: string; faces: number[]; raised?: { choice: string; by: string; before: number[] } }; raised?: { choice: string; before: number[] } };
const flagsOf = (id: string) => (game.messages.get(id) as unknown as { flags: { fray: Flags } }).flags.fray;
const trollDice = (t: RaiseTable) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
const ones = (t: RaiseTable) => trollDice(t).filter((d) => d === 1).length;
const act = (t: RaiseTable) => t.combat.frayCommand({ type: "act", combatant: t.combat.combatants.contents[1]!.id!, action: { name: "action", cost: 1 } });

async function ask(t: RaiseTable, messageId: string, choice: string, as = t.h.player): Promise<Record<string, unknown>> {
  const { askGM } = await import("../../../module/gm/channel");
  const { ACTION_CARD_KIND } = await import("../../../module/chat/action-card-raise");
  t.h.actAs(as);
  try {
    return (await askGM(ACTION_CARD_KIND, { messageId, choice })) as Record<string, unknown>;
  } finally {
    t.h.actAs(t.h.gm);
  }
}

/**
 * The Panicked troll (six action dice, `dice`) acts twice: the initial action flees without a roll, the later one
 * rolls SPIRIT (0: four dice) with `faces`. Answers the SPIRIT card's message id.
 */
async function panickedSpirit(dice: number[], faces: number[]): Promise<{ t: RaiseTable; id: string }> {
  const t = await raiseTable(fray, fresh, dice, { "system.tactica.actionDice": 6 });
  await (game.actors.get(t.troll.id) as unknown as Actor.Implementation).toggleStatusEffect("tactica.panicked", { active: true });
  expect(await act(t)).toBe(true);
  t.h.dice.queue.push(...faces);
  const n = game.messages.contents.length;
  expect(await act(t)).toBe(true);
  const cards = game.messages.contents.slice(n).filter((m) => (m.flags as { fray?: Flags }).fray?.card);
  expect(cards).toHaveLength(1);
  return { t, id: cards[0]!.id! };
}

const panicked = (t: RaiseTable) => (game.actors.get(t.troll.id) as unknown as { statuses: Set<string> }).statuses.has("tactica.panicked");
/** The troll's statuses switched (toggleStatusEffect creates or deletes an ActiveEffect carrying the status). */
const panicOffs = (t: RaiseTable) => t.h.hooks.calls("deleteActiveEffect").filter(([doc]) => (doc as { parent?: { id?: string } }).parent?.id === t.troll.id).length;

describe("tactica: a 1 of the action dice raises a die of a roll the tracker made on the GM's client (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the Panicked troll\'s failed SPIRIT 4 becomes a 5, its 1 is spent, Panicked comes off once and the card is written again', async () => {
    const { t, id } = await panickedSpirit([5, 5, 4, 4, 3, 1], [4, 3, 2, 2]);
    // Rolled: no 5 or 6, the troll stays Panicked and flees.
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Condition.flee");
    expect(panicked(t)).toBe(true);
    expect(flagsOf(id).actionRoll).toMatchObject({ key: "mentalCondition", faces: [4, 3, 2, 2] });
    // The card offers the troll's player (and a GM) a raise per face below 6; a stranger nothing.
    const { actionCardButtons } = await import("../../../module/chat/action-card-raise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const msg = game.messages.get(id) as never;
    expect(actionCardButtons(msg, requesterOf(t.h.player as never)).map((b) => b.label)).toEqual(["Raise a 2 to 3", "Raise a 3 to 4", "Raise a 4 to 5"]);
    expect(actionCardButtons(msg, requesterOf(t.h.gm as never)).map((b) => b.id)).toEqual(["raise-two", "raise-three", "raise-four"]);
    const stranger = await t.h.addUser({ name: "Stranger" });
    expect(actionCardButtons(msg, requesterOf(stranger as never))).toEqual([]);

    const before = [...trollDice(t)];
    expect(before).toContain(1);
    const writes = panicOffs(t);
    expect(await ask(t, id, "raise-four")).toEqual({ ok: true, faces: [5, 3, 2, 2] });
    // Exactly one 1 of the troll's action dice spent.
    const left = [...before];
    left.splice(left.indexOf(1), 1);
    expect(trollDice(t)).toEqual(left);
    // Raised, the 5 passes: Panicked comes off, written once.
    expect(panicked(t)).toBe(false);
    expect(panicOffs(t) - writes).toBe(1);
    const f = flagsOf(id);
    expect(f.card.outcome.key).toBe("FRAY.Action.Tactica.Condition.free");
    expect(f.card.dice.map((d) => d.value)).toEqual([5, 3, 2, 2]);
    expect(f.card.details).toContainEqual({ label: "FRAY.ActionRaise.Detail", value: "4 → 5" });
    expect(f.actionRoll!.raised).toMatchObject({ choice: "raise-four", by: t.h.player.id, before: [4, 3, 2, 2] });
    // Raised once: the card offers nothing more.
    expect(actionCardButtons(game.messages.get(id) as never, requesterOf(t.h.player as never))).toEqual([]);
  });

  it('"you cannot use two 1\'s to increase a roll by +2": with two 1s held the card is raised once; a second raise, a stranger and a player\'s own forged card are refused, nothing spent', async () => {
    const { t, id } = await panickedSpirit([5, 5, 4, 4, 1, 1], [4, 3, 2, 2]);
    expect(ones(t)).toBe(2);
    // A stranger (named by the server, not by the data) may not raise the troll's roll.
    const stranger = await t.h.addUser({ name: "Stranger" });
    const { handleActionCardRequest } = await import("../../../module/chat/action-card-raise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
    const { fighting } = await import("../../../module/dice/action-raise");
    expect(await handleActionCardRequest({ messageId: id, choice: "raise-four" }, stranger as never, TRACKER_COSTS, requesterOf, fighting)).toEqual({ ok: false, refusal: "Forbidden" });
    expect(ones(t)).toBe(2);
    // 3 → 4: still no success; the one raise is spent.
    expect(await ask(t, id, "raise-three")).toEqual({ ok: true, faces: [4, 4, 2, 2] });
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Condition.flee");
    expect(ones(t)).toBe(1);
    // The 4 raised again with the second 1: refused.
    expect(await ask(t, id, "raise-four")).toMatchObject({ ok: false, refusal: "AlreadyRevised" });
    expect(ones(t)).toBe(1);
    expect(panicked(t)).toBe(true);
    // Bad data is refused by name.
    expect(await ask(t, "nope", "raise-four")).toMatchObject({ ok: false, refusal: "Invalid", reason: "a raise on an action card names a message id and a choice" });
    // The player's own card naming a value to put back (a rank it lost) is no card of the GM's step.
    t.h.actAs(t.h.player);
    const forged = await ChatMessage.implementation.create({ content: "<p>forged</p>", flags: { fray: { card: flagsOf(id).card, actionRoll: { ...flagsOf(id).actionRoll, raised: undefined, wrote: [{ path: "system.tactica.physical.lost", before: 0, after: 0 }] } } } } as never);
    t.h.actAs(t.h.gm);
    expect(await ask(t, forged!.id!, "raise-two")).toMatchObject({ ok: false, refusal: "NoCard" });
    expect(ones(t)).toBe(1);
  });

  it("no 1 among the troll's action dice: refused with the tracker's reason, the roll and the card stand as rolled", async () => {
    const { t, id } = await panickedSpirit([5, 5, 4, 4, 3, 2], [4, 3, 2, 2]);
    expect(ones(t)).toBe(0);
    const answer = await ask(t, id, "raise-four");
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/no die showing 1/);
    expect(panicked(t)).toBe(true);
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Condition.flee");
    expect(flagsOf(id).actionRoll!.raised).toBeUndefined();
    // The card's button (sendActionCard) tells its user why.
    const { sendActionCard } = await import("../../../module/chat/action-card-raise");
    const warned = t.h.notices.length;
    t.h.actAs(t.h.player);
    await sendActionCard(id, "raise-four");
    t.h.actAs(t.h.gm);
    expect(t.h.notices.slice(warned).map((n) => n.message).join(" ")).toMatch(/^Refused: .*no die showing 1/);
  });

  it("every refusal the GM's client answers has its line", async () => {
    const { loadLang } = await import("../../browser/foundry-helpers");
    const lang = loadLang();
    const keys = ["Invalid", "NoCard", "Forbidden", "AlreadyRevised", "NotFighting", "NoRevision", "Changed", "Refused"].map((r) => `FRAY.ActionCard.Refused.${r}`);
    expect(keys.filter((k) => !(k in lang))).toEqual([]);
    expect("FRAY.ActionCard.Revisions" in lang).toBe(true);
  });
});

describe("tactica: the round's bleeding roll, made on the GM's client, raised on its card (AD = 1)", () => {
  /** The troll bleeds from the chest: round 2 opens and the round-end call's BODY roll (4 dice) is made with `faces`. */
  async function bled(dice: number[], faces: number[]): Promise<{ t: RaiseTable; id: string }> {
    const t = await raiseTable(fray, fresh, dice, { "system.tactica.actionDice": 6, "system.tactica.physical.rank": 5 });
    const { injuryItem } = await import("../../../module/rulesets/tactica/injury-roll");
    const { roundEndStep } = await import("../../../module/combat/round-end");
    const { postCalls } = await import("../../../module/combat/after-step");
    const { tactica } = await import("../../../module/rulesets/tactica/index");
    const troll = game.actors.get(t.troll.id) as unknown as Actor.Implementation;
    await troll.createEmbeddedDocuments("Item", [{ name: "chest", type: "injury", system: injuryItem("chest", "bleeder").system }] as never);
    const slot = tactica.combat.roundEnd!;
    const fighters = () => t.combat.frayFighters();
    const start = roundEndStep(slot, null, [{ type: "roundStart", round: 1 }], fighters, {});
    const end = roundEndStep(slot, start.marks, [{ type: "roundStart", round: 2 }], fighters, {});
    expect(end.calls.map((c) => c.rolls.map((r) => r.action))).toEqual([["bleed"]]);
    t.h.dice.queue.push(...faces);
    const n = game.messages.contents.length;
    await postCalls(t.combat as never, end.calls);
    const cards = game.messages.contents.slice(n).filter((m) => (m.flags as { fray?: Flags }).fray?.card);
    expect(cards).toHaveLength(1);
    return { t, id: cards[0]!.id! };
  }
  const lost = (t: RaiseTable) => (game.actors.get(t.troll.id) as unknown as { system: { stats: { tactica: { physical: { lost: number } } } } }).system.stats.tactica.physical.lost;

  it('"or suffer an extra Physical Rank loss": the failed BODY 4 raised to a 5 holds, and the rank the roll took is given back', async () => {
    const { t, id } = await bled([5, 5, 4, 4, 3, 1], [4, 3, 2, 2]);
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Bleed.Lost");
    expect(lost(t)).toBe(1);
    expect(await ask(t, id, "raise-four")).toEqual({ ok: true, faces: [5, 3, 2, 2] });
    expect(lost(t)).toBe(0);
    expect(ones(t)).toBe(0);
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Bleed.Held");
    expect(flagsOf(id).card.details).toContainEqual({ label: "FRAY.ActionRaise.Detail", value: "4 → 5" });
  });

  it("something written on the troll since the roll (a rank lost to a blow): refused with the field named, nothing spent or written", async () => {
    const { t, id } = await bled([5, 5, 4, 4, 3, 1], [4, 3, 2, 2]);
    expect(lost(t)).toBe(1);
    await (game.actors.get(t.troll.id) as unknown as Actor.Implementation).update({ "system.tactica.physical.lost": 2 } as never);
    const answer = await ask(t, id, "raise-four");
    expect(answer).toEqual({ ok: false, refusal: "Changed", reason: "system.tactica.physical.lost is 2 now, the roll left it 1" });
    expect(lost(t)).toBe(2);
    expect(ones(t)).toBe(1);
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Bleed.Lost");
  });

  it("the troll out of the running fight: refused, nothing spent", async () => {
    const { t, id } = await bled([5, 5, 4, 4, 3, 1], [4, 3, 2, 2]);
    await (t.combat as unknown as { endCombat(): Promise<unknown>; delete(): Promise<unknown> }).delete();
    expect(await ask(t, id, "raise-four")).toMatchObject({ ok: false, refusal: "NotFighting" });
    expect(lost(t)).toBe(1);
  });
});

describe("tactica: the fear test the tracker presses, made on the GM's client, raised on its card (AD = 1)", () => {
  it('"until they pass a Spirit test": the troll\'s failed Terror roll (SPIRIT 0, -1d: three dice) raised 4 to 5 passes; the Mental Rank it took is given back and the pass recorded', async () => {
    const t = await raiseTable(fray, fresh, [5, 5, 4, 4, 3, 1], { "system.tactica.actionDice": 6, "system.tactica.mental.rank": 5 });
    const { postCalls } = await import("../../../module/combat/after-step");
    const { tacticaCreatureOf } = await import("../../../module/rulesets/tactica/damage");
    type Doc = { name: string; statuses: Set<string>; system: { stats: { tactica: { mental: { lost: number }; fearPassed: string } }; derived: unknown } };
    const troll = () => game.actors.get(t.troll.id) as unknown as Doc;
    const request = { name: troll().name, creature: tacticaCreatureOf(troll().system.stats as never, troll().system.derived as never, [...troll().statuses]), level: "terror", passedBefore: "none", maxRolls: 1, spirit: 0, fearsomeChoice: "rank", roller: [] };
    t.h.dice.queue.push(4, 3, 2);
    const n = game.messages.contents.length;
    // As the tracker's step posts it (fear-step.ts: the call at the troll's action).
    await postCalls(t.combat as never, [{ line: { key: "FRAY.Tracker.Tactica.FearTestDue", data: { name: troll().name, causes: "Dragon" } }, rolls: [{ id: t.combat.combatants.contents[1]!.id!, action: "fearTest", request }] }]);
    const id = game.messages.contents.slice(n).find((m) => (m.flags as { fray?: Flags }).fray?.card)!.id!;
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Fear.RankLost");
    expect(troll().system.stats.tactica.mental.lost).toBe(1);
    expect(await ask(t, id, "raise-four")).toEqual({ ok: true, faces: [5, 3, 2] });
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Fear.Passed");
    expect(troll().system.stats.tactica.mental.lost).toBe(0);
    expect(troll().system.stats.tactica.fearPassed).toBe("terror");
    expect(ones(t)).toBe(0);
  });

  it("over the socket the GM's client takes who asks from the server: the troll's player asking to raise the GM's goblin's fear test is refused, and the goblin's 1 stays", async () => {
    const t = await raiseTable(fray, fresh, [5, 5, 4], { "system.tactica.actionDice": 3 }, true, [5, 4, 1]);
    const { postCalls } = await import("../../../module/combat/after-step");
    const { tacticaCreatureOf } = await import("../../../module/rulesets/tactica/damage");
    type Doc = { name: string; statuses: Set<string>; system: { stats: { tactica: { mental: { lost: number } } }; derived: unknown } };
    const goblin = () => game.actors.get(t.goblin.id) as unknown as Doc;
    const request = { name: goblin().name, creature: tacticaCreatureOf(goblin().system.stats as never, goblin().system.derived as never, [...goblin().statuses]), level: "terror", passedBefore: "none", maxRolls: 1, spirit: 0, fearsomeChoice: "rank", roller: [] };
    t.h.dice.queue.push(4, 3, 2);
    const n = game.messages.contents.length;
    await postCalls(t.combat as never, [{ line: { key: "FRAY.Tracker.Tactica.FearTestDue", data: { name: goblin().name, causes: "Dragon" } }, rolls: [{ id: t.combat.combatants.contents[0]!.id!, action: "fearTest", request }] }]);
    const id = game.messages.contents.slice(n).find((m) => (m.flags as { fray?: Flags }).fray?.card)!.id!;
    const goblinOnes = () => ((t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[0]!.id!]!.dice).filter((d) => d === 1).length;
    expect(goblinOnes()).toBe(1);
    // The card offers the player nothing on the goblin's roll; forged, the request is refused.
    const { actionCardButtons } = await import("../../../module/chat/action-card-raise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    expect(actionCardButtons(game.messages.get(id) as never, requesterOf(t.h.player as never))).toEqual([]);
    expect(await ask(t, id, "raise-four")).toEqual({ ok: false, refusal: "Forbidden" });
    expect(goblinOnes()).toBe(1);
    expect(flagsOf(id).card.outcome.key).toBe("FRAY.Action.Tactica.Fear.RankLost");
    // The GM raises it (the goblin is the GM's).
    expect(await ask(t, id, "raise-four", t.h.gm)).toMatchObject({ ok: true });
    expect(goblinOnes()).toBe(0);
  });
});
