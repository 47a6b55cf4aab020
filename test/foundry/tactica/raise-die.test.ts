/**
 * Issue 25 (audit F3, F4) through the Foundry double: "Act as a +1 dice to increase another skill dice, eg:
 * increasing a 3 result to a 4, after you have rolled." and "Only one 1 may be used at a time, so you cannot use two
 * 1's to increase a roll by +2." A goblin's attack on a troll is posted by `rollAndPost` as the sheet posts it, taken
 * by the GM's client, declared and rolled through raw requests on the system socket; then the attacker's side asks,
 * as the card's *Raise a 4 to 5* button sends it, to raise a rolled die: the GM's client spends a 1 of the goblin's
 * action dice in a real FrayCombat (the tracker's cost port), raises the die, and writes the card again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { blankSystem } from "../exchange/people";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  const channel = await import("../../../module/gm/channel");
  const glue = await import("../../../module/chat/exchange-query");
  channel.registerGmHandler(glue.EXCHANGE_KIND, glue.handleExchangeRequest);
  // As module/fray.ts's init: the card's costs go through the tracker.
  glue.setCombatCosts((await import("../../../module/combat/defence-costs")).TRACKER_COSTS);
});

type Doc = { id: string; uuid: string; name: string; system: { stats: ReturnType<typeof blankSystem> }; asAttackTarget(): never };
type AnyCombat = InstanceType<Fray["FrayCombat"]>;

interface Table {
  h: DoubleHandle;
  player: ClientSocket;
  gm: ClientSocket;
  goblin: Doc;
  troll: Doc;
  combat: AnyCombat;
}

/** The goblin (the GM's) and the troll (the player's) in a running fight; the goblin's action dice are `dice`. */
async function table(dice: number[], fight = true): Promise<Table> {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  const troll = blankSystem();
  troll.tactica.defences = { dodge: 0, block: 0, parry: 0 };
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: blankSystem() } as never)) as unknown as Doc;
  const t = (await fray.FrayActor.create({ name: "Marsh Troll", type: "character", system: troll, ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Doc;
  const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
  const combat = (await Combat.create({ active: true, combatants: [{ actorId: goblin.id }, { actorId: t.id }] })) as AnyCombat;
  // Three action dice each, in the combatants' order: the goblin's, then the troll's.
  if (fight) {
    h.dice.queue.push(...dice, 3, 3, 2);
    await combat.startCombat();
  }
  return { h, player: server.client(h.player, { remote: true }), gm: server.client(h.gm, { remote: true }), goblin, troll: t, combat };
}

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `rai${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: "exchange", data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** The goblin's 4-die spear attack on the troll, posted, declared (no defence) and rolled with `faces`. */
async function rolledAttack(t: Table, faces: number[]): Promise<string> {
  t.h.actAs(t.h.gm);
  const { tacticaAttackRequest } = await import("../../../module/rulesets/tactica/attack");
  const { prepareActorDerived } = await import("../../../module/data/actor/derived");
  const g = t.goblin.system.stats;
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 4, t.troll.asAttackTarget());
  const { rollAndPost } = await import("../../../module/dice/roll");
  await rollAndPost(t.goblin as never, req as never, [{ uuid: t.troll.uuid, name: t.troll.name }]);
  const id = game.messages.contents.at(-1)!.id!;
  const glue = await import("../../../module/chat/exchange-query");
  await glue.takeExchangeOnCreate(game.messages.get(id)! as never);
  expect(await ask(t.player, t.h.gm.id!, { type: "defend", messageId: id, targetUuid: t.troll.uuid, choice: "none" })).toMatchObject({ ok: true });
  t.h.dice.queue.push(...faces);
  expect(await ask(t.gm, t.h.gm.id!, { type: "rollAttack", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toEqual({ ok: true, faces });
  return id;
}

const exchange = async (id: string) => (await import("../../../module/chat/exchange-query")).exchangeOf(game.messages.get(id) as never)!;
const shownCard = (id: string) => (game.messages.get(id) as unknown as { flags: { fray: { card: { total: number | null; dice: { value: number }[] } } } }).flags.fray.card;
const goblinDice = (t: Table) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[0]!.id!]!.dice;
const raise = (id: string, t: Table, choice: string) => ({ type: "reviseRoll", messageId: id, targetUuid: t.goblin.uuid, choice });

describe("tactica: a 1 raises a rolled die after the roll (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the goblin\'s 4 becomes a 5, its 1 is spent in the tracker, the hit grows', async () => {
    const t = await table([5, 4, 1]);
    const id = await rolledAttack(t, [5, 4, 2, 2]);
    const before = await exchange(id);
    expect(before.damage).toBeGreaterThan(0);
    const totalBefore = shownCard(id).total;

    // The card offers the attacker's side a raise for each face shown below 6, and nothing to the troll's player.
    const { tacticaRaiseDie } = await import("../../../module/rulesets/tactica/raise-die");
    const { exchangeView } = await import("../../../module/chat/exchange/view");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const offers = () => tacticaRaiseDie.offers(before);
    expect(offers().map((o) => o.id)).toEqual(["raise-two", "raise-four", "raise-five"]);
    expect(exchangeView(before, id, requesterOf(t.h.gm as never), () => [], () => [], false, () => 0, offers).revisions).toHaveLength(3);
    expect(exchangeView(before, id, requesterOf(t.h.player as never), () => [], () => [], false, () => 0, offers).revisions).toEqual([]);

    // Only the attacker's side may ask.
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, "raise-four"))).toEqual({ ok: false, refusal: "Forbidden" });
    expect(goblinDice(t)).toEqual([5, 4, 1]);

    expect(await ask(t.gm, t.h.gm.id!, raise(id, t, "raise-four"))).toEqual({ ok: true, faces: [5, 5, 2, 2] });
    // The 1 is spent, not the 5 or the 4 ("Any 1's rolled on your initiative dice can only be used for specific simple (Free) actions").
    expect(goblinDice(t)).toEqual([5, 4]);
    const after = await exchange(id);
    expect(after.attack!.faces).toEqual([5, 5, 2, 2]);
    // One more success: the raised die is one.
    expect(shownCard(id).total).toBe(totalBefore! + 1);
    expect(after.damage).toBeGreaterThanOrEqual(before.damage!);
    expect(after.revised).toEqual([expect.objectContaining({ choice: "raise-four", before: [5, 4, 2, 2] })]);
    // The card the table sees shows the raised die.
    expect(shownCard(id).dice.map((d) => d.value)).toEqual([5, 5, 2, 2]);

    // Applying the card deals the raised roll's damage.
    expect(await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "" })).toMatchObject({ ok: true, records: [{ damage: after.damage }] });
  });

  it('"Only one 1 may be used at a time, so you cannot use two 1\'s to increase a roll by +2": a second raise on the same roll is refused and spends nothing', async () => {
    const t = await table([1, 1, 4]);
    const id = await rolledAttack(t, [3, 4, 2, 2]);
    expect(await ask(t.gm, t.h.gm.id!, raise(id, t, "raise-four"))).toMatchObject({ ok: true });
    expect(goblinDice(t)).toEqual([1, 4]);
    const { tacticaRaiseDie } = await import("../../../module/rulesets/tactica/raise-die");
    expect(tacticaRaiseDie.offers(await exchange(id))).toEqual([]);
    expect(await ask(t.gm, t.h.gm.id!, raise(id, t, "raise-five"))).toEqual({ ok: false, refusal: "NoRevision" });
    expect(goblinDice(t)).toEqual([1, 4]);
    expect((await exchange(id)).attack!.faces).toEqual([3, 5, 2, 2]);
  });

  it("with no 1 among its action dice the raise is refused with the tracker's reason, and nothing is written", async () => {
    const t = await table([5, 4, 3]);
    const id = await rolledAttack(t, [3, 4, 2, 2]);
    const answer = await ask(t.gm, t.h.gm.id!, raise(id, t, "raise-three"));
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/no die showing 1/);
    expect((await exchange(id)).attack!.faces).toEqual([3, 4, 2, 2]);
    expect(goblinDice(t)).toEqual([5, 4, 3]);
  });

  it("once anything on the card is applied the roll stands", async () => {
    const t = await table([5, 4, 1]);
    const id = await rolledAttack(t, [5, 4, 2, 2]);
    await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "" });
    expect(await ask(t.gm, t.h.gm.id!, raise(id, t, "raise-four"))).toEqual({ ok: false, refusal: "AlreadyApplied" });
    expect(goblinDice(t)).toEqual([5, 4, 1]);
  });
});

describe("tactica: a raised die settles the target's defence again", () => {
  const ROLAND = "Actor.roland0000000000";
  const GOBLIN = "Actor.goblin0000000000";

  /** Roland blocks with 6 dice (2 successes: a pool of 2) against the goblin's Medium weapon rolled with `faces`. */
  async function blocked(faces: number[]) {
    const { doubleWorld, GM, player } = await import("../exchange/double-world");
    const roland = blankSystem();
    roland.tactica.defences = { dodge: 0, block: 6, parry: 0 };
    const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: roland, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, { tactica: { blockRule: "spend-successes" } }, "tactica");
    const { tacticaAttackRequest } = await import("../../../module/rulesets/tactica/attack");
    const { prepareActorDerived } = await import("../../../module/data/actor/derived");
    const { resolveRequest } = await import("../../../module/dice/requests");
    const { bindExchange } = await import("../../../module/chat/exchange/bind");
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, w.actor(ROLAND));
    await w.cards.set("msgBlock00000000", bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
    w.dice = [5, 6, 2, 2, 3, 4];
    const { defend } = await import("../../../module/chat/exchange/handler");
    expect(await defend(w, "msgBlock00000000", ROLAND, "block", player("roland", [ROLAND]))).toMatchObject({ ok: true });
    return { w, GM };
  }

  it("the goblin's 4 raised to 5 makes 2 successes against Roland's Block of 2, as if rolled so: now the goblin may break it", async () => {
    const raised = await blocked([5, 4, 2, 2]);
    expect(raised.w.cards.get("msgBlock00000000")!.defences[0]!.summary.data["breakable"]).toBeUndefined();
    const { reviseRoll } = await import("../../../module/chat/exchange/revise-roll");
    expect(await reviseRoll(raised.w, "msgBlock00000000", raised.GM, "raise-four")).toEqual({ ok: true, faces: [5, 5, 2, 2] });
    const settled = raised.w.cards.get("msgBlock00000000")!.defences[0]!;
    // The same defence against a roll of [5, 5, 2, 2] from the start.
    const straight = (await blocked([5, 5, 2, 2])).w.cards.get("msgBlock00000000")!.defences[0]!;
    expect(settled.damage).toBe(straight.damage);
    expect(settled.summary).toEqual(straight.summary);
    expect(settled.summary.data).toMatchObject({ breakable: 2, successes: 2 });
  });

  it('"Any 1’s rolled on your initiative dice": out of a running fight the goblin rolled none, so the GM\'s client refuses a raise and the card keeps its faces', async () => {
    const t = await table([], false);
    const id = await rolledAttack(t, [5, 4, 2, 2]);
    const answer = await ask(t.gm, t.h.gm.id!, raise(id, t, "raise-four"));
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/running fight/);
    const after = await exchange(id);
    expect(after.attack!.faces).toEqual([5, 4, 2, 2]);
    expect(after.revised ?? []).toEqual([]);
  });
});
