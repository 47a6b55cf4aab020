/**
 * Issue 23 (audit rows 2, 3, 10, 16), through the Foundry double: requests reach the GM's client on the system socket,
 * whose listener learns the sender from the server; a payload naming another user (the GM) gains nothing. Steps on
 * one combat run one at a time and a request id is claimed before its work starts, so two steps at once are both
 * stored and the same id twice at once runs once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../system.json";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installSocket, type ClientSocket, type SocketServer } from "../double/socket";
import { installQueries } from "../double/queries";
import { Interleave } from "../double/interleave";

let fray: Fray;
let fresh: () => DoubleHandle;
let channel: typeof import("../../module/gm/channel");
let COMBAT_KIND: string;
let nextTurnCommand: typeof import("../../module/data/combat/flow").nextTurnCommand;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  channel = await import("../../module/gm/channel");
  ({ COMBAT_KIND } = await import("../../module/combat/query-data"));
  ({ nextTurnCommand } = await import("../../module/data/combat/flow"));
  const { handleCombatRequest } = await import("../../module/combat/query");
  channel.registerGmHandler(COMBAT_KIND, handleCombatRequest);
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;

interface Table {
  h: DoubleHandle;
  server: SocketServer;
  combat: AnyCombat;
  /** combatant ids: the player's hero, and an NPC nobody but the GM owns */
  hero: string;
  foe: string;
}

/** A started fight of a hero the player owns and a foe, the GM's client listening on the system socket. */
async function table(): Promise<Table> {
  const h = fresh();
  const server = installSocket(h, system);
  channel.listenOnChannel();
  const hero = await fray.FrayActor.create({ name: "Hero", type: "character", ownership: { default: 0, [h.player.id!]: 3 } } as never);
  const foe = await fray.FrayActor.create({ name: "Foe", type: "npc" } as never);
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: hero!.id }, { actorId: foe!.id }] } as never)) as AnyCombat;
  await combat.startCombat();
  const id = (actorId: string) => combat.combatants.contents.find((c) => c.actorId === actorId)!.id!;
  return { h, server, combat, hero: id(hero!.id!), foe: id(foe!.id!) };
}

let asks = 0;
/** Send a raw "ask" from `from` (the browser console of that user) and await the GM's answer to it. */
async function ask(from: ClientSocket, to: string, kind: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `ask${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind, data });
  return (await answer).payload as Record<string, unknown>;
}

const step = (combat: AnyCombat, command: unknown, requestId: string, extra: Record<string, unknown> = {}) => ({ type: "combatCommand", combatId: combat.id, command, undo: false, requestId, ...extra });

describe("who asked is the sender the server names, never a user id in the payload", () => {
  it("the socket hands the listener the sender's id, not the one typed in the payload", async () => {
    const t = await table();
    const seen = t.server.client(t.h.gm, { remote: true }).next("system.fray");
    t.server.client(t.h.player, { remote: true }).emit("system.fray", { t: "ask", userId: t.h.gm.id });
    expect((await seen).senderId).toBe(t.h.player.id);
  });

  it("a player naming the GM's id may not undo the fight's last step, nor end the foe's turn", async () => {
    const t = await table();
    const console = t.server.client(t.h.player, { remote: true });
    const before = JSON.stringify(t.combat.system);
    const undo = await ask(console, t.h.gm.id!, COMBAT_KIND, { ...step(t.combat, null, "undoUndoUndo0001", { userId: t.h.gm.id }), undo: true });
    expect(undo["answer"]).toMatchObject({ ok: false, status: "refused" });
    const state = t.combat.frayStore.scheduler.state;
    const foeTurn = { ...nextTurnCommand(t.combat.frayRuleset, state), combatant: t.foe };
    const end = await ask(console, t.h.gm.id!, COMBAT_KIND, step(t.combat, foeTurn, "endFoeTurn000001", { userId: t.h.gm.id }));
    expect(end["answer"]).toMatchObject({ ok: false, status: "refused" });
    expect(JSON.stringify(t.combat.system)).toBe(before);
  });

  it("the same player may end their own hero's turn, as the rules allow", async () => {
    const t = await table();
    if (t.combat.frayStore.scheduler.state.active !== t.hero) await t.combat.nextTurn();
    expect(t.combat.frayStore.scheduler.state.active).toBe(t.hero);
    const console = t.server.client(t.h.player, { remote: true });
    const mine = nextTurnCommand(t.combat.frayRuleset, t.combat.frayStore.scheduler.state);
    const r = await ask(console, t.h.gm.id!, COMBAT_KIND, step(t.combat, mine, "endHeroTurn00001"));
    expect(r["answer"]).toMatchObject({ ok: true, status: "done" });
    expect(t.combat.frayStore.requests).toContain("endHeroTurn00001");
  });

  it("Object.prototype names are refused as combatant ids, even from the GM, and change nothing", async () => {
    const t = await table();
    const before = JSON.stringify(t.combat.system);
    const pass = nextTurnCommand(t.combat.frayRuleset, t.combat.frayStore.scheduler.state);
    for (const [i, name] of ["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"].entries()) {
      const r = await ask(t.server.client(t.h.gm, { remote: true }), t.h.gm.id!, COMBAT_KIND, step(t.combat, { ...pass, combatant: name }, `protoName0000${i}00`));
      expect(r["answer"]).toMatchObject({ ok: false, status: "refused" });
    }
    expect(JSON.stringify(t.combat.system)).toBe(before);
  });

  it("an answer counts only from the GM it was asked of: a player's forged answer is dropped", async () => {
    const t = await table();
    t.h.actAs(t.h.player);
    channel.listenOnChannel();
    const asked = channel.askGM("nothing", {});
    // Another player's console answers first, claiming to be the GM's reply.
    const ask0 = t.server.log.find((m) => (m.payload as { t?: string }).t === "ask")!;
    const rogue = await t.h.addUser({ name: "Rogue" });
    t.server.client(rogue, { remote: true }).emit("system.fray", { t: "answer", id: (ask0.payload as { id: string }).id, to: t.h.player.id, answer: { ok: true, forged: true } });
    expect(await asked).toMatchObject({ ok: false, refusal: "Invalid" });
  });

  it("Fray registers no CONFIG.queries handler: a query handler cannot know its sender (foundryvtt#13418)", async () => {
    const t = await table();
    installQueries((globalThis as unknown as { User: { prototype: object } }).User, t.h.config, () => t.h.game.user as never, (u) => t.h.actAs(u as never));
    t.h.actAs(t.h.player);
    const query = (t.h.gm as unknown as { query(name: string, data: unknown): Promise<unknown> }).query.bind(t.h.gm);
    for (const name of ["fray", "fray.combat", "fray.exchange"]) {
      await expect(query(name, { ...step(t.combat, null, "queryUndo0000001", { userId: t.h.gm.id }), undo: true })).rejects.toThrow(/no query handler/);
    }
    expect(Object.keys(t.h.config["queries"] as object).filter((k) => k === "fray" || k.startsWith("fray."))).toEqual([]);
  });
});

describe("steps on one combat run one at a time; a request id is claimed first", () => {
  it("two steps at once are both stored (each saves the scheduler, held and released newest first)", async () => {
    const t = await table();
    const gate = new Interleave().hold(t.combat, "update");
    const console = t.server.client(t.h.gm, { remote: true });
    const state = t.combat.frayStore.scheduler.state;
    const cmd = nextTurnCommand(t.combat.frayRuleset, state);
    const a = ask(console, t.h.gm.id!, COMBAT_KIND, step(t.combat, cmd, "stepAstepAstepA1"));
    const b = ask(console, t.h.gm.id!, COMBAT_KIND, step(t.combat, cmd, "stepBstepBstepB1"));
    await gate.drain("lifo");
    gate.restore();
    const ids = ["stepAstepAstepA1", "stepBstepBstepB1"];
    const answers = [(await a)["answer"], (await b)["answer"]] as { status: string }[];
    // Every step answered "done" is in the stored scheduler (before: both answered done, the later save dropped one).
    const done = ids.filter((_, i) => answers[i]!.status === "done");
    expect(done.length).toBeGreaterThan(0);
    expect(t.combat.frayStore.requests.filter((r) => ids.includes(r))).toEqual(done);
  });

  it("the same request id twice at once runs once: the second answers 'replayed'", async () => {
    const t = await table();
    const gate = new Interleave().hold(t.combat, "update");
    const console = t.server.client(t.h.gm, { remote: true });
    const cmd = nextTurnCommand(t.combat.frayRuleset, t.combat.frayStore.scheduler.state);
    const round = t.combat.frayStore.scheduler.state;
    const a = ask(console, t.h.gm.id!, COMBAT_KIND, step(t.combat, cmd, "sameIdsameIdsame"));
    const b = ask(console, t.h.gm.id!, COMBAT_KIND, step(t.combat, cmd, "sameIdsameIdsame"));
    await gate.drain("lifo");
    gate.restore();
    const statuses = [((await a)["answer"] as { status: string }).status, ((await b)["answer"] as { status: string }).status].sort();
    expect(statuses).toEqual(["done", "replayed"]);
    expect(t.combat.frayStore.requests.filter((r) => r === "sameIdsameIdsame")).toHaveLength(1);
    expect(t.combat.frayStore.scheduler.state).not.toEqual(round);
  });
});
