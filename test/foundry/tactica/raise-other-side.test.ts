/**
 * Tactica F3 on the other creature's dice of an opposed sheet roll, through the Foundry double: "Act as a +1 dice to
 * increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled." and "Only one 1 may be used
 * at a time, so you cannot use two 1's to increase a roll by +2." The GM's goblin rolls the sheet's *InClose* knock
 * down and *Special attempt* against the player's troll (runAction as the sheet runs it): both sides' dice are in the
 * goblin's Roll, on the goblin's client, where no dialog reaches the troll's player. The card keeps the roll and
 * offers the troll's player *Raise a 4 to 5* on the troll's own dice; the GM's client (who asks named by the server)
 * spends a 1 of the TROLL's action dice, works the roll out again and writes the card again; the card the roll bound
 * to the troll, not applied yet, is worked out again from the new outcome; once applied, the raise is refused.
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
  // As module/fray.ts's init: the raise's 1 goes through the tracker; the exchange's Apply and Undo.
  const { registerActionCard } = await import("../../../module/chat/action-card-raise");
  const { fighting } = await import("../../../module/dice/action-raise");
  const glue = await import("../../../module/chat/exchange-query");
  const channel = await import("../../../module/gm/channel");
  const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
  registerActionCard(() => TRACKER_COSTS, glue.requesterOf, fighting);
  channel.registerGmHandler(glue.EXCHANGE_KIND, glue.handleExchangeRequest);
  glue.setCombatCosts(TRACKER_COSTS);
});

type Flags = { card: CardData; exchange?: { targets: { uuid: string }[]; hit: unknown }; actionRoll?: { other?: { uuid: string }; faces: number[]; seeds?: { id: string; uuid: string }[]; raised?: { choice: string; by: string; before: number[] } } };
const flagsOf = (id: string) => (game.messages.get(id) as unknown as { flags: { fray: Flags } } | undefined)?.flags.fray;
const trollDice = (t: RaiseTable) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
const goblinDice = (t: RaiseTable) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[0]!.id!]!.dice;
const ones = (dice: number[]) => dice.filter((d) => d === 1).length;
const twos = (n: number) => Array<number>(Math.max(0, n)).fill(2);

async function ask(t: RaiseTable, kind: "card" | "exchange", data: unknown, as = t.h.player): Promise<Record<string, unknown>> {
  const { askGM } = await import("../../../module/gm/channel");
  const { ACTION_CARD_KIND } = await import("../../../module/chat/action-card-raise");
  const { EXCHANGE_KIND } = await import("../../../module/chat/exchange-query");
  t.h.actAs(as);
  try {
    return (await askGM(kind === "card" ? ACTION_CARD_KIND : EXCHANGE_KIND, data)) as Record<string, unknown>;
  } finally {
    t.h.actAs(t.h.gm);
  }
}

/**
 * The GM runs the goblin's sheet action `key` against the troll (targeted, with its UUID: a card is bound to it),
 * the goblin's dice `mine` then the troll's `theirs` (each padded with 2s). Answers the card's id and the bound cards'.
 */
async function goblinRolls(t: RaiseTable, key: string, fields: Record<string, string>, mine: number[], theirs: number[], trollActs = false) {
  const { adapterFor } = await import("../../../module/rulesets/registry");
  const { runAction } = await import("../../../module/dice/action");
  // `trollActs`: the player's troll rolls against the GM's goblin instead, on the player's client.
  const [goblin, troll] = ((ids) => ids.map((id) => game.actors.get(id) as unknown as RaiseTable["goblin"]))(trollActs ? [t.troll.id, t.goblin.id] : [t.goblin.id, t.troll.id]);
  const target = { uuid: troll.uuid, name: troll.name, system: troll.system.stats, derived: troll.system.derived, statuses: [...troll.statuses] };
  const ctx = { name: goblin.name, uuid: goblin.uuid, stats: goblin.system.stats, derived: goblin.system.derived, statuses: [...goblin.statuses], data: {}, options: undefined, items: [], firstTarget: () => target, targets: () => [target], checkPrefill: () => ({}), askFields: async () => fields } as never;
  const action = adapterFor("tactica").sheet.actions![key]!;
  const req = await action.prepare(ctx);
  const [a, b] = action.dice(req).map((g) => g.count);
  t.h.dice.queue.push(...mine, ...twos(a! - mine.length), ...theirs, ...twos(b! - theirs.length));
  const n = game.messages.contents.length;
  if (trollActs) t.h.actAs(t.h.player);
  try {
    await runAction(goblin as never, action, req, { offerRaise: true });
  } finally {
    t.h.actAs(t.h.gm);
  }
  const posted = game.messages.contents.slice(n);
  const card = posted.find((m) => (m.flags as { fray?: Flags }).fray?.actionRoll)!.id!;
  const bound = posted.filter((m) => (m.flags as { fray?: Flags }).fray?.exchange).map((m) => m.id!);
  return { card, bound };
}

describe("tactica: the other creature's die of an opposed sheet roll, raised on its card by that creature's owner (AD = 1)", () => {
  it('InClose knock down: "increasing a 3 result to a 4, after you have rolled": the troll\'s BODY 4 becomes a 5, the tie goes to the troll, it stays up, and the card bound to it (knocked down) is taken back', async () => {
    const t = await raiseTable(fray, fresh, [5, 3, 1]);
    const { card, bound } = await goblinRolls(t, "inClose", { move: "knock-down", with: "" }, [5], [4, 3]);
    // Rolled: the goblin's one success against none: the troll is knocked down, a card bound to it says so.
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.KnockedDown");
    expect(bound).toHaveLength(1);
    expect(flagsOf(bound[0]!)!.exchange!.targets.map((x) => x.uuid)).toEqual([t.troll.uuid]);
    expect(flagsOf(card)!.actionRoll).toMatchObject({ other: { uuid: t.troll.uuid }, seeds: [{ id: bound[0], uuid: t.troll.uuid }] });
    // The card offers the troll's player its own dice (4, 3, 2s), never the goblin's; the GM's goblin's owner is offered the same as a GM.
    const { actionCardButtons } = await import("../../../module/chat/action-card-raise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    expect(actionCardButtons(game.messages.get(card) as never, requesterOf(t.h.player as never)).map((b) => b.label)).toEqual(["Raise a 2 to 3", "Raise a 3 to 4", "Raise a 4 to 5"]);
    const stranger = await t.h.addUser({ name: "Stranger" });
    expect(actionCardButtons(game.messages.get(card) as never, requesterOf(stranger as never))).toEqual([]);

    const goblinBefore = [...goblinDice(t)];
    expect(ones(trollDice(t))).toBe(1);
    expect(await ask(t, "card", { messageId: card, choice: "raise-four" })).toMatchObject({ ok: true });
    // A 1 of the TROLL's action dice spent, none of the goblin's.
    expect(ones(trollDice(t))).toBe(0);
    expect(goblinDice(t)).toEqual(goblinBefore);
    const f = flagsOf(card)!;
    expect(f.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.StaysUp");
    expect(f.card.details).toContainEqual({ label: "FRAY.ActionCard.OtherDetail", value: "4 → 5" });
    expect(f.actionRoll!.raised).toMatchObject({ choice: "raise-four", by: t.h.player.id });
    // The knocked-down card bound to the troll, not applied, is taken back; the new outcome binds nothing.
    expect(game.messages.get(bound[0]!)).toBeUndefined();
    expect(f.actionRoll!.seeds).toEqual([]);
    // "you cannot use two 1's to increase a roll by +2": a second raise is refused.
    expect(await ask(t, "card", { messageId: card, choice: "raise-three" })).toMatchObject({ ok: false, refusal: "AlreadyRevised" });
  });

  it("the card bound to the troll already applied (knocked down, Prone written): the raise is refused, undo it first; nothing spent", async () => {
    const t = await raiseTable(fray, fresh, [5, 3, 1]);
    const { card, bound } = await goblinRolls(t, "inClose", { move: "knock-down", with: "" }, [5], [4, 3]);
    expect(await ask(t, "exchange", { type: "applyOutcome", messageId: bound[0], targetUuid: t.troll.uuid, choice: "" }, t.h.gm)).toMatchObject({ ok: true });
    const answer = await ask(t, "card", { messageId: card, choice: "raise-four" });
    expect(answer).toEqual({ ok: false, refusal: "Applied", reason: "a card this roll bound was applied: undo it first" });
    expect(ones(trollDice(t))).toBe(1);
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.KnockedDown");
  });

  it("refused: a raise on the troll's dice by the goblin's side is the troll's owner's (a stranger is refused), and with no 1 among the troll's dice the tracker's reason", async () => {
    const t = await raiseTable(fray, fresh, [5, 3, 2]);
    const { card, bound } = await goblinRolls(t, "inClose", { move: "knock-down", with: "" }, [5], [4, 3]);
    const { handleActionCardRequest } = await import("../../../module/chat/action-card-raise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
    const { fighting } = await import("../../../module/dice/action-raise");
    const stranger = await t.h.addUser({ name: "Stranger" });
    expect(await handleActionCardRequest({ messageId: card, choice: "raise-four" }, stranger as never, TRACKER_COSTS, requesterOf, fighting)).toEqual({ ok: false, refusal: "Forbidden" });
    const answer = await ask(t, "card", { messageId: card, choice: "raise-four" });
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/no die showing 1/);
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.KnockedDown");
    expect(game.messages.get(bound[0]!)).toBeDefined();
  });

  it('Special attempt (disarm): the troll\'s DEX 4 raised to a 5 ties the goblin\'s one success: "a tie goes to the passive side", the attempt is lost', async () => {
    const t = await raiseTable(fray, fresh, [5, 3, 1]);
    const { card } = await goblinRolls(t, "specialAttempt", { attempt: "disarm", leg: "left-leg" }, [5], [4, 3]);
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.Attempt.Won.disarm");
    expect(await ask(t, "card", { messageId: card, choice: "raise-four" })).toMatchObject({ ok: true });
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.Attempt.Lost");
    expect(ones(trollDice(t))).toBe(0);
  });

  it('InClose break: "each net success lowers it a level": the goblin\'s two successes broke the troll\'s Medium hold; the troll\'s 4 raised to a 5 leaves one net success, the hold is lowered to Light: the goblin held again at Light, and the card bound to the troll worked out again (holding, Light)', async () => {
    const t = await raiseTable(fray, fresh, [5, 3, 1]);
    type Held = { statuses: Set<string>; system: { stats: { tactica: { hold: number } } }; update(d: unknown): Promise<unknown>; toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> };
    const goblin = () => game.actors.get(t.goblin.id) as unknown as Held;
    const troll = () => game.actors.get(t.troll.id) as unknown as Held;
    // The troll holds the goblin at Medium (level 2).
    await goblin().update({ "system.tactica.hold": 2 });
    await goblin().toggleStatusEffect("tactica.held", { active: true });
    await troll().update({ "system.tactica.hold": 2 });
    await troll().toggleStatusEffect("tactica.holding", { active: true });
    const { card, bound } = await goblinRolls(t, "inClose", { move: "break", with: "" }, [5, 5], [4, 3]);
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.Broken");
    expect(goblin().system.stats.tactica.hold).toBe(0);
    expect(goblin().statuses.has("tactica.held")).toBe(false);
    expect(bound).toHaveLength(1);
    expect(await ask(t, "card", { messageId: card, choice: "raise-four" })).toMatchObject({ ok: true });
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.Lowered");
    // The goblin's side written again once: held, at Light.
    expect(goblin().system.stats.tactica.hold).toBe(1);
    expect(goblin().statuses.has("tactica.held")).toBe(true);
    // The old card (the troll freed) is taken back; a new one binds the troll holding at Light.
    expect(game.messages.get(bound[0]!)).toBeUndefined();
    const seeds = flagsOf(card)!.actionRoll!.seeds!;
    expect(seeds).toHaveLength(1);
    expect(seeds[0]!.uuid).toBe(t.troll.uuid);
    const fresh_ = flagsOf(seeds[0]!.id)!;
    expect(fresh_.exchange!.targets.map((x) => x.uuid)).toEqual([t.troll.uuid]);
    expect(fresh_.exchange!.hit).toMatchObject({ inclose: { hold: { level: 1, role: "holding" } } });
    // Applied by the GM, it writes the troll's side: holding at Light.
    expect(await ask(t, "exchange", { type: "applyOutcome", messageId: seeds[0]!.id, targetUuid: t.troll.uuid, choice: "" }, t.h.gm)).toMatchObject({ ok: true });
    expect(troll().system.stats.tactica.hold).toBe(1);
    expect(troll().statuses.has("tactica.holding")).toBe(true);
  });

  it("the player's troll knocks down the GM's goblin: on the player's card the GM raises the goblin's 4 to 5 with a 1 of the GOBLIN's dice, the tie goes to the goblin, and the card bound to it is taken back", async () => {
    const t = await raiseTable(fray, fresh, [5, 3, 2], {}, true, [5, 4, 1]);
    const { card, bound } = await goblinRolls(t, "inClose", { move: "knock-down", with: "" }, [5], [4, 3], true);
    expect((game.messages.get(card) as unknown as { author: { id: string } }).author.id).toBe(t.h.player.id);
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.KnockedDown");
    expect(flagsOf(card)!.actionRoll).toMatchObject({ other: { uuid: t.goblin.uuid }, seeds: [{ id: bound[0], uuid: t.goblin.uuid }] });
    // The troll's player may not raise the goblin's dice; the goblin's owner (the GM) may.
    expect(await ask(t, "card", { messageId: card, choice: "raise-four" })).toMatchObject({ ok: false, refusal: "Forbidden" });
    const trollBefore = [...trollDice(t)];
    expect(ones(goblinDice(t))).toBe(1);
    expect(await ask(t, "card", { messageId: card, choice: "raise-four" }, t.h.gm)).toMatchObject({ ok: true });
    expect(ones(goblinDice(t))).toBe(0);
    expect(trollDice(t)).toEqual(trollBefore);
    expect(flagsOf(card)!.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.StaysUp");
    expect(game.messages.get(bound[0]!)).toBeUndefined();
  });
});
