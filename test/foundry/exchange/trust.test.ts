/**
 * Issue 23 on the attack exchange, through the Foundry double: each attack is a raw message on the system socket
 * from a player's console. A forged user id, a forged `applied` record on the card (its author can write its flags), a
 * forged result card, a foreign actor and two Undos at once are each refused or do exactly what the rules allow, and
 * change no field the sender may not change.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { type Fray, frayWithExchange } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { Interleave } from "../../double/interleave";
import { installTemplates } from "../../double/templates";
import { armingSword, goblin, mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => DoubleHandle;
let KIND: string;

beforeAll(async () => {
  ({ fray, fresh, KIND } = await frayWithExchange());
});

type Doc = { id: string; uuid: string; system: { stats: { sixSeconds: { wounds: number } } }; ownership: Record<string, number>; update(d: unknown): Promise<unknown> };

interface Table {
  h: DoubleHandle;
  console: ClientSocket;
  mauve: Doc;
  goblin: Doc;
  /** another player's character, never targeted */
  friend: Doc;
  card: (messageId?: string) => Promise<string>;
}

async function table(): Promise<Table> {
  const h = fresh();
  installTemplates();
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  const other = await h.addUser({ name: "Other player" });
  const make = async (name: string, type: string, s: unknown, owner?: string) =>
    (await fray.FrayActor.create({ name, type, system: s, ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) } } as never)) as unknown as Doc;
  const m = await make("Colonel Mauve", "character", mauve(), h.player.id!);
  const g = await make("Goblin Mook", "npc", goblin());
  const f = await make("Friend", "character", mauve(), other.id!);
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  const { sixSecondsAttackRequest } = await import("../../../module/rulesets/six-seconds/attack");
  const card = async () => {
    const attacker = fromUuidSync(m.uuid) as unknown as { system: { stats: never; derived: never } };
    const target = (fromUuidSync(g.uuid) as unknown as { asAttackTarget(): never }).asAttackTarget();
    const req = sixSecondsAttackRequest(attacker.system.stats, attacker.system.derived, armingSword, target);
    // attack die 2 (+3 = 5 ≥ 4), damage die 5 (+3 = 8 ≥ Minimum 3): one wound
    const exchange = bindExchange(resolveRequest(req, [2, 5]), req, [2, 5], m.uuid, [{ uuid: g.uuid, name: "Goblin Mook" }]);
    h.actAs(h.player);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange } } } as never);
    h.actAs(h.gm);
    return msg!.id!;
  };
  return { h, console: server.client(h.player, { remote: true }), mauve: m, goblin: g, friend: f, card };
}

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `xch${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: KIND, data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

const wounds = (d: Doc) => (fromUuidSync(d.uuid) as unknown as Doc).system.stats.sixSeconds.wounds;
const snapshot = (...docs: Doc[]) => JSON.stringify(docs.map((d) => (fromUuidSync(d.uuid) as unknown as { toObject(): unknown }).toObject()));

describe("the exchange trusts the socket's sender and the GM's ledger, never the card's author", () => {
  it("the attacker's owner applies through the socket; Undo naming the GM's id is still refused to them", async () => {
    const t = await table();
    const id = await t.card();
    const gm = t.h.gm.id!;
    expect(await ask(t.console, gm, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(wounds(t.goblin)).toBe(1);
    const before = snapshot(t.goblin, t.mauve);
    expect(await ask(t.console, gm, { type: "undoOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "", userId: gm })).toEqual({ ok: false, refusal: "Forbidden" });
    expect(snapshot(t.goblin, t.mauve)).toBe(before);
    // The ledger is the GM's result card; the card its author can write keeps no `applied`.
    const message = game.messages.get(id) as unknown as { flags: { fray: { exchange: { applied: unknown[] } } } };
    expect(message.flags.fray.exchange.applied).toEqual([]);
  });

  it("a player may not apply the card to an actor it never bound, nor defend for one they do not own", async () => {
    const t = await table();
    const id = await t.card();
    const gm = t.h.gm.id!;
    const before = snapshot(t.goblin, t.mauve, t.friend);
    expect(await ask(t.console, gm, { type: "applyOutcome", messageId: id, targetUuid: t.friend.uuid, choice: "", userId: gm })).toEqual({ ok: false, refusal: "NotBound" });
    expect(await ask(t.console, gm, { type: "defend", messageId: id, targetUuid: t.goblin.uuid, choice: "dodge", userId: gm })).toEqual({ ok: false, refusal: "Forbidden" });
    expect(snapshot(t.goblin, t.mauve, t.friend)).toBe(before);
  });

  it("a forged applied record on the card (ownership and wounds) gives Undo nothing to write, and blocks no Apply", async () => {
    const t = await table();
    const id = await t.card();
    const key = `${id}|${t.goblin.uuid}`;
    const forged = { key, targetUuid: t.goblin.uuid, by: t.h.gm.id, at: 1, damage: 0, summary: { key: "x", data: {} }, changes: [{ path: `ownership.${t.h.player.id}`, before: 3, after: 0 }, { path: "system.sixSeconds.wounds", before: 40, after: 0 }], statuses: [], undone: null };
    t.h.actAs(t.h.player);
    await game.messages.get(id)!.update({ "flags.fray.exchange.applied": [forged] } as never);
    t.h.actAs(t.h.gm);
    const before = snapshot(t.goblin);
    // The GM presses Undo (on the forged row the card drew): nothing was applied, nothing is written.
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" }, t.h.gm as never)).toEqual({ ok: false, refusal: "NotApplied" });
    expect(snapshot(t.goblin)).toBe(before);
    expect((fromUuidSync(t.goblin.uuid) as unknown as Doc).ownership[t.h.player.id!]).toBeUndefined();
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(wounds(t.goblin)).toBe(1);
  });

  it("a result card a player posts is no ledger: it neither blocks an Apply nor gives Undo a record", async () => {
    const t = await table();
    const id = await t.card();
    const forged = { key: `${id}|${t.goblin.uuid}`, targetUuid: t.goblin.uuid, by: t.h.gm.id, at: 1, damage: 8, summary: { key: "x", data: {} }, changes: [{ path: "system.sixSeconds.wounds", before: 30, after: 0 }], statuses: [], undone: null };
    t.h.actAs(t.h.player);
    await ChatMessage.implementation.create({ content: "", flags: { fray: { result: { source: id, kind: "result", records: [forged] } } } } as never);
    t.h.actAs(t.h.gm);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" }, t.h.gm as never)).toEqual({ ok: false, refusal: "NotApplied" });
    expect(wounds(t.goblin)).toBe(0);
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
  });

  it("two Undos at once: one undoes, the other answers 'Already undone'; the wound is taken back once", async () => {
    const t = await table();
    const first = await t.card();
    const second = await t.card();
    for (const id of [first, second]) expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(wounds(t.goblin)).toBe(2);
    const gmConsole = installSocket(t.h, system).client(t.h.gm, { remote: true });
    (await import("../../../module/gm/channel")).listenOnChannel();
    const actor = fromUuidSync(t.goblin.uuid) as object;
    const gate = new Interleave().hold(actor, "update");
    const undo = { type: "undoOutcome", messageId: first, targetUuid: t.goblin.uuid, choice: "" };
    const a = ask(gmConsole, t.h.gm.id!, undo);
    const b = ask(gmConsole, t.h.gm.id!, undo);
    await gate.drain("lifo");
    gate.restore();
    const answers = [await a, await b].map((x) => (x["ok"] ? "ok" : x["refusal"])).sort();
    expect(answers).toEqual(["AlreadyUndone", "ok"]);
    // Relative: the older hit is taken back and the newer one stays.
    expect(wounds(t.goblin)).toBe(1);
  });

  it("applying after the world's ruleset changed is refused with a reason, and changes nothing", async () => {
    const t = await table();
    const id = await t.card();
    await game.settings.set("fray", "ruleset", "tactica");
    const before = snapshot(t.goblin, t.mauve);
    const answer = await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" });
    expect(answer).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringContaining("six-seconds") });
    expect(snapshot(t.goblin, t.mauve)).toBe(before);
    await game.settings.set("fray", "ruleset", "six-seconds");
  });

  it("what the card's author writes on it after the GM's client took it (other targets, more damage) changes nothing", async () => {
    const t = await table();
    const id = await t.card();
    // The active GM's client ran its createChatMessage hook when the card was posted (the server's broadcast); this
    // waits for that take to finish (serialised on the card: a second call finds it taken).
    const { takeExchangeOnCreate } = await import("../../../module/chat/exchange-query");
    await takeExchangeOnCreate(game.messages.get(id)! as never);
    const { stateMessageOf } = await import("../../../module/chat/exchange-state");
    const state = stateMessageOf(id) as unknown as { author: { id: string } | null; whisper: string[] };
    expect(state.author?.id).toBe(t.h.gm.id);
    expect(state.whisper).toEqual([t.h.gm.id]);
    t.h.actAs(t.h.player);
    await game.messages.get(id)!.update({ "flags.fray.exchange.targets": [{ uuid: t.friend.uuid, name: "Friend" }, { uuid: t.goblin.uuid, name: "Goblin Mook" }], "flags.fray.exchange.damage": 9999 } as never);
    t.h.actAs(t.h.gm);
    const before = snapshot(t.friend);
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.friend.uuid, choice: "" })).toEqual({ ok: false, refusal: "NotBound" });
    expect(snapshot(t.friend)).toBe(before);
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true, records: [{ damage: 8 }] });
    expect(wounds(t.goblin)).toBe(1);
  });

  it("a card posted with forged damage deals what the engine makes of its own request and faces", async () => {
    const t = await table();
    const id = await t.card();
    // The attacker's client wrote 9999 before anyone saw the card (the GM's client takes it on its first request).
    t.h.actAs(t.h.player);
    await game.messages.get(id)!.update({ "flags.fray.exchange.damage": 9999 } as never);
    t.h.actAs(t.h.gm);
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true, records: [{ damage: 8 }] });
    expect(wounds(t.goblin)).toBe(1);
  });
});

describe("only the active GM's client carries out a request", () => {
  it("an Apply addressed to another GM's client is refused and writes nothing (each GM's client has its own queue, so the same Apply sent to two at once was applied twice)", async () => {
    const t = await table();
    const id = await t.card();
    // A second connected GM (an assistant): the active GM is the first GM by id (API Users#activeGM).
    const assistant = await t.h.addUser({ name: "Assistant GM", role: 4 });
    // The assistant's client listens too (the double's socket delivers to the clients that listen).
    t.h.actAs(assistant as never);
    (await import("../../../module/gm/channel")).listenOnChannel();
    t.h.actAs(t.h.gm);
    const other = game.users.activeGM?.id === assistant.id ? t.h.gm : assistant;
    expect(game.users.activeGM?.id).not.toBe(other.id);
    const before = snapshot(t.goblin);
    const answer = await ask(t.console, other.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" });
    expect(answer).toMatchObject({ ok: false, refusal: "Invalid" });
    expect(String(answer["reason"])).toMatch(/active GM/);
    expect(snapshot(t.goblin)).toBe(before);
    expect(await ask(t.console, game.users.activeGM!.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(wounds(t.goblin)).toBe(1);
  });
});
