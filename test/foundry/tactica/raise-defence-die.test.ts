/**
 * Tactica F3, the defender's side, through the Foundry double: "Act as a +1 dice to increase another skill dice, eg:
 * increasing a 3 result to a 4, after you have rolled." and "Only one 1 may be used at a time, so you cannot use two
 * 1's to increase a roll by +2." A goblin's attack on a troll is posted by `rollAndPost` as the sheet posts it, taken
 * by the GM's client; the troll's player declares a Dodge (its own dice rolled), the attack is rolled, then the troll's
 * player asks, as the card's *Raise a 4 to 5* button on the troll's row sends it, to raise one of the Dodge's dice:
 * the GM's client spends a 1 of the TROLL's action dice in a real FrayCombat, raises the die, raises the Dodge pool
 * again from the new faces (written on the troll) and settles the defence again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { blankSystem } from "../exchange/people";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import type { DefenceRecord } from "../../../module/chat/exchange/card";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  const channel = await import("../../../module/gm/channel");
  const glue = await import("../../../module/chat/exchange-query");
  channel.registerGmHandler(glue.EXCHANGE_KIND, glue.handleExchangeRequest);
  glue.setCombatCosts((await import("../../../module/combat/defence-costs")).TRACKER_COSTS);
});

type Doc = { id: string; uuid: string; name: string; system: { stats: ReturnType<typeof blankSystem> & Record<string, never> }; asAttackTarget(): never };
type AnyCombat = InstanceType<Fray["FrayCombat"]>;

interface Table {
  h: DoubleHandle;
  player: ClientSocket;
  gm: ClientSocket;
  goblin: Doc;
  troll: Doc;
  combat: AnyCombat;
}

/** The goblin (the GM's) and the troll (the player's, Dodge 3) in a running fight; the troll's action dice are `dice`. */
async function table(dice: number[], defences = { dodge: 3, block: 0, parry: 0 }): Promise<Table> {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  const troll = blankSystem();
  troll.tactica.defences = defences;
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: blankSystem() } as never)) as unknown as Doc;
  const t = (await fray.FrayActor.create({ name: "Marsh Troll", type: "character", system: troll, ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Doc;
  const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
  const combat = (await Combat.create({ active: true, combatants: [{ actorId: goblin.id }, { actorId: t.id }] })) as AnyCombat;
  // Three action dice each, in the combatants' order: the goblin's, then the troll's.
  h.dice.queue.push(6, 5, 4, ...dice);
  await combat.startCombat();
  return { h, player: server.client(h.player, { remote: true }), gm: server.client(h.gm, { remote: true }), goblin, troll: t, combat };
}

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `rad${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: "exchange", data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** The goblin's 4-die spear attack on the troll: the troll Dodges with `dodge` faces, the attack is rolled with `faces`. */
async function dodged(t: Table, dodge: number[], faces: number[], choice = "dodge"): Promise<string> {
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
  t.h.dice.queue.push(...dodge);
  expect(await ask(t.player, t.h.gm.id!, { type: "defend", messageId: id, targetUuid: t.troll.uuid, choice })).toMatchObject({ ok: true });
  t.h.dice.queue.push(...faces);
  expect(await ask(t.gm, t.h.gm.id!, { type: "rollAttack", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toEqual({ ok: true, faces });
  return id;
}

const exchange = async (id: string) => (await import("../../../module/chat/exchange-query")).exchangeOf(game.messages.get(id) as never)!;
const trollDefence = async (id: string, t: Table): Promise<DefenceRecord> => (await exchange(id)).defences.find((d) => d.targetUuid === t.troll.uuid)!;
const trollDice = (t: Table) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
const dodgePool = (t: Table) => (game.actors.get(t.troll.id) as unknown as { system: { tactica: { pools: { dodge: { dice: number } } } } }).system.tactica.pools.dodge.dice;
const raise = (id: string, t: Table, choice: string) => ({ type: "reviseDefence", messageId: id, targetUuid: t.troll.uuid, choice });

describe("tactica: a 1 of the defender's action dice raises one of its defence's dice (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the troll\'s Dodge 4 becomes a 5, the troll\'s 1 is spent, the pool and the hit are settled again', async () => {
    const t = await table([5, 3, 1]);
    // The spear's four dice roll 2, 2, 6, 6; the troll's Dodge 5, 4, 1 makes a pool of one, which takes the last
    // spear die away (one success, a hit) and is spent.
    const id = await dodged(t, [5, 4, 1], [2, 2, 6, 6]);
    const before = await trollDefence(id, t);
    expect(before.summary.data).toMatchObject({ successes: 1, poolBefore: 1, pool: 0 });
    expect(before.damage).toBeGreaterThan(0);
    expect(dodgePool(t)).toBe(0);
    const diceBefore = trollDice(t);
    expect(diceBefore).toContain(1);

    // The troll's row offers its player (and the GM) a raise for each face of its own dice below 6; not the goblin's side alone.
    const { exchangeView } = await import("../../../module/chat/exchange/view");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const { tacticaRaiseDie } = await import("../../../module/rulesets/tactica/raise-die");
    const card = await exchange(id);
    const raises = (uuid: string) => tacticaRaiseDie.defenceOffers!(card, uuid);
    const row = (user: unknown) => exchangeView(card, id, requesterOf(user as never), () => [], () => [], false, () => 0, () => [], () => [], raises).rows[0]!;
    expect(row(t.h.player).raises.map((o) => o.id)).toEqual(["raise-one", "raise-four", "raise-five"]);
    const stranger = await t.h.addUser({ name: "Stranger" });
    expect(row(stranger).raises).toEqual([]);

    // Only the troll's side (who asks is named by the server) may ask.
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, "raise-four"))).toMatchObject({ ok: true, defence: { faces: [5, 5, 1] } });
    // The troll's 1 is spent (not the goblin's, not another die).
    const left = [...diceBefore];
    left.splice(left.indexOf(1), 1);
    expect(trollDice(t)).toEqual(left);
    const after = await trollDefence(id, t);
    expect(after.faces).toEqual([5, 5, 1]);
    expect(after.revised).toEqual([expect.objectContaining({ choice: "raise-four", by: t.h.player.id, before: [5, 4, 1] })]);
    // A pool of two, one used: one die stands in front of the troll for the next attack, written on it.
    expect(after.summary.data).toMatchObject({ successes: 0, poolBefore: 2, pool: 1, damage: 0 });
    expect(dodgePool(t)).toBe(1);
    // The record as stored is read back through the card's check; a malformed one makes the card unreadable.
    const { parseExchangeCard } = await import("../../../module/chat/exchange/schema");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const stored = await exchange(id);
    expect(parseExchangeCard(stored, (r) => adapterFor(r).hit)).toMatchObject({ ok: true, card: { defences: [{ revised: after.revised }] } });
    const forged = structuredClone(stored);
    forged.defences[0]!.revised = [{ choice: "raise-four", by: "x", at: 1, before: ["six" as never] }];
    expect(parseExchangeCard(forged, (r) => adapterFor(r).hit)).toMatchObject({ ok: false, reason: expect.stringMatching(/defences\.0\.revised\.0\.before\.0/) });

    t.h.actAs(t.h.gm);
    // Applying the card deals the raised defence's damage.
    expect(await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "" })).toMatchObject({ ok: true, records: [{ damage: after.damage }] });
    // As if the Dodge had rolled [5, 5, 1] from the start: the same damage and summary.
    const straight = await table([5, 3, 1]);
    const sid = await dodged(straight, [5, 5, 1], [2, 2, 6, 6]);
    const s = await trollDefence(sid, straight);
    expect(after.damage).toBe(s.damage);
    expect(after.summary).toEqual(s.summary);
    expect(dodgePool(straight)).toBe(1);
  });

  it('"Only one 1 may be used at a time, so you cannot use two 1\'s to increase a roll by +2": a second raise of the Dodge is refused and spends nothing', async () => {
    const t = await table([1, 1, 4]);
    const id = await dodged(t, [4, 2, 1], [5, 6, 2, 2]);
    const diceBefore = trollDice(t);
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, "raise-four"))).toMatchObject({ ok: true });
    const afterOne = trollDice(t);
    expect(afterOne).toHaveLength(diceBefore.length - 1);
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, "raise-two"))).toEqual({ ok: false, refusal: "NoRevision" });
    expect(trollDice(t)).toEqual(afterOne);
    expect((await trollDefence(id, t)).faces).toEqual([5, 2, 1]);
  });

  it("a user who does not own the troll is refused, the attacker's GM-less side too; with no 1 the raise is refused with the tracker's reason", async () => {
    const t = await table([5, 4, 3]);
    const id = await dodged(t, [4, 2, 1], [5, 6, 2, 2]);
    const stranger = await t.h.addUser({ name: "Stranger" });
    const { decideDefenceRevision } = await import("../../../module/chat/exchange/decide");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    expect(decideDefenceRevision(await exchange(id), id, requesterOf(stranger as never), t.troll.uuid)).toEqual({ ok: false, refusal: "Forbidden" });
    const diceBefore = trollDice(t);
    const answer = await ask(t.player, t.h.gm.id!, raise(id, t, "raise-four"));
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/no die showing 1/);
    expect((await trollDefence(id, t)).faces).toEqual([4, 2, 1]);
    expect(trollDice(t)).toEqual(diceBefore);
  });

  it("once the attack is applied to the troll its defence's dice stand", async () => {
    const t = await table([5, 3, 1]);
    const id = await dodged(t, [4, 2, 1], [5, 6, 2, 2]);
    await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "" });
    const diceBefore = trollDice(t);
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, "raise-four"))).toEqual({ ok: false, refusal: "AlreadyApplied" });
    expect(trollDice(t)).toEqual(diceBefore);
  });
});

describe("tactica: a 1 raises one of the defender's Parry dice", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the troll\'s Parry 4 becomes a 5 and the Parry is settled as if rolled so', async () => {
    const parry = { dodge: 0, block: 0, parry: 3 };
    const t = await table([5, 3, 1], parry);
    const id = await dodged(t, [4, 2, 1], [5, 6, 2, 2], "parry");
    const before = await trollDefence(id, t);
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, "raise-four"))).toMatchObject({ ok: true, defence: { faces: [5, 2, 1] } });
    const after = await trollDefence(id, t);
    expect(after.summary).not.toEqual(before.summary);
    const straight = await table([5, 3, 1], parry);
    const s = await trollDefence(await dodged(straight, [5, 2, 1], [5, 6, 2, 2], "parry"), straight);
    expect(after.damage).toBe(s.damage);
    expect(after.summary).toEqual(s.summary);
  });
});

