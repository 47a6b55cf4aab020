/**
 * Issues 25 (G3) and 26 (factions #2) through the Foundry double: the defence is declared before the attack's dice
 * are rolled. Each attack is rolled and posted by `rollAndPost` (dice/roll.ts) as a sheet's attack is, taken by the
 * GM's client (its companion), and every step is a raw message on the system socket: the defender's player declares,
 * the attacker's side rolls, the GM's client rolls and resolves. The double's dice queue shows which faces are taken
 * when.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates, RENDERED } from "../../double/templates";
import { blankSystem } from "./people";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  const channel = await import("../../../module/gm/channel");
  const glue = await import("../../../module/chat/exchange-query");
  channel.registerGmHandler(glue.EXCHANGE_KIND, glue.handleExchangeRequest);
});

type Doc = { id: string; uuid: string; name: string; system: { stats: ReturnType<typeof blankSystem> }; asAttackTarget(): never; toObject(): unknown };
type Card = { flags: { fray: { card: { dice: unknown[]; outcome: { key: string } }; exchange: Record<string, unknown> } } };

interface Table {
  h: DoubleHandle;
  /** the defender's player's console, and the GM's */
  player: ClientSocket;
  gm: ClientSocket;
  /** a player owning neither side */
  stranger: ClientSocket;
  attacker: Doc;
  defender: Doc;
}

async function table(ruleset: "tactica" | "factions", attacker: ReturnType<typeof blankSystem>, defender: ReturnType<typeof blankSystem>, attackerItems: object[] = []): Promise<Table> {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", ruleset as never);
  const stranger = await h.addUser({ name: "Stranger" });
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  const a = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: attacker } as never)) as unknown as Doc & { createEmbeddedDocuments(t: string, d: object[], o?: object): Promise<unknown> };
  if (attackerItems.length) await a.createEmbeddedDocuments("Item", attackerItems, { keepId: true });
  const d = (await fray.FrayActor.create({ name: "Marsh Troll", type: "character", system: defender, ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Doc;
  return { h, player: server.client(h.player, { remote: true }), gm: server.client(h.gm, { remote: true }), stranger: server.client(stranger, { remote: true }), attacker: a, defender: d };
}

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `dcl${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: "exchange", data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** Post the attack as the attacker's sheet does (the GM plays the goblin), and let the GM's client take it. */
async function post(t: Table, request: unknown): Promise<string> {
  t.h.actAs(t.h.gm);
  const { rollAndPost } = await import("../../../module/dice/roll");
  await rollAndPost(t.attacker as never, request as never, [{ uuid: t.defender.uuid, name: t.defender.name }]);
  const id = game.messages.contents.at(-1)!.id!;
  const { takeExchangeOnCreate } = await import("../../../module/chat/exchange-query");
  await takeExchangeOnCreate(game.messages.get(id)! as never);
  return id;
}

const card = (id: string) => game.messages.get(id) as unknown as Card;
const exchange = async (id: string) => (await import("../../../module/chat/exchange-query")).exchangeOf(game.messages.get(id) as never)!;
const rollCards = () => RENDERED.filter((r) => r.path.endsWith("roll-card.hbs")).map((r) => (r.data as { card: { dice: unknown[] } }).card);

describe("tactica: \"before they roll any dice the defender declares a defence\"", () => {
  async function goblinAtTroll() {
    const troll = blankSystem();
    troll.tactica.defences = { dodge: 5, block: 5, parry: 3 };
    // The goblin has 2 exposure dice in front of it from an earlier attack.
    const goblin = blankSystem();
    goblin.tactica.exposures = 2;
    const t = await table("tactica", goblin, troll);
    const { tacticaAttackRequest } = await import("../../../module/rulesets/tactica/attack");
    const { prepareActorDerived } = await import("../../../module/data/actor/derived");
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 4, t.defender.asAttackTarget());
    return { t, req };
  }

  it("the card is posted with no attack die rolled; the troll's Dodge is declared, then the attack is rolled and the Dodge removes its dice", async () => {
    const { t, req } = await goblinAtTroll();
    RENDERED.length = 0;
    // Queued: what the attack would roll if it were rolled at once (two successes: a hit).
    t.h.dice.queue.push(5, 6, 2, 3);
    const id = await post(t, req);
    // Nothing was rolled: the card shows no face, no damage, and the troll has its defence to declare.
    expect(t.h.dice.queue).toEqual([5, 6, 2, 3]);
    expect(card(id).flags.fray.card.dice).toEqual([]);
    expect(card(id).flags.fray.card.outcome.key).toBe("FRAY.Exchange.Status.Declared");
    expect(rollCards().at(-1)!.dice).toEqual([]);
    // The attack is the goblin's next action when it is made: its exposures end with the card, before any roll.
    expect((fromUuidSync(t.attacker.uuid) as unknown as Doc).system.stats.tactica.exposures).toBe(0);
    const x = await exchange(id);
    expect(x).toMatchObject({ order: "declare-first", phase: "declaring", damage: null, attack: { faces: [] } });
    const { exchangeStatus } = await import("../../../module/chat/exchange/view");
    expect(exchangeStatus(x, id)).toEqual({ key: "FRAY.Exchange.Status.Defence", data: { names: "Marsh Troll" } });
    const gmId = t.h.gm.id!;
    // Nothing to apply, and nothing to roll before the declaration.
    expect(await ask(t.gm, gmId, { type: "applyOutcome", messageId: id, targetUuid: t.defender.uuid, choice: "" })).toEqual({ ok: false, refusal: "NotRolled" });
    expect(await ask(t.gm, gmId, { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" })).toEqual({ ok: false, refusal: "Undeclared" });

    // The troll's player declares Dodge: its 5 dice are rolled now (4 successes), ahead of the attack's.
    t.h.dice.queue.unshift(5, 6, 5, 6, 1);
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "dodge" })).toMatchObject({ ok: true, defence: { choice: "dodge", pending: true } });
    expect(t.h.dice.queue).toEqual([5, 6, 2, 3]);
    expect(exchangeStatus(await exchange(id), id)).toEqual({ key: "FRAY.Exchange.Status.Roll", data: {} });
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "block" })).toEqual({ ok: false, refusal: "AlreadyDefended" });
    // Only the attacker's side rolls the attack.
    expect(await ask(t.player, gmId, { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" })).toEqual({ ok: false, refusal: "Forbidden" });

    // The attack is rolled after the declaration, on the GM's client: the 4 faces are taken now.
    expect(await ask(t.gm, gmId, { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" })).toEqual({ ok: true, faces: [5, 6, 2, 3] });
    expect(t.h.dice.queue).toEqual([]);
    expect(card(id).flags.fray.card.dice).toHaveLength(4);
    const rolled = await exchange(id);
    expect(rolled).toMatchObject({ phase: "rolled", attack: { faces: [5, 6, 2, 3] } });
    // The pool of 4 successes cancels all four attack dice (Roland's example); one die of the pool is used.
    expect(rolled.defences[0]).toMatchObject({ choice: "dodge", damage: 0, summary: { key: "FRAY.Exchange.TacticaDefended", data: { pool: 3 } } });
    expect(rolled.defences[0]!.pending).toBeUndefined();
    expect((fromUuidSync(t.defender.uuid) as unknown as Doc).system.stats.tactica.pools.dodge.dice).toBe(3);
    // Rolled once; no defence after the roll.
    expect(await ask(t.gm, gmId, { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" })).toEqual({ ok: false, refusal: "AlreadyRolled" });
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "parry" })).toEqual({ ok: false, refusal: "AlreadyDefended" });
    expect(exchangeStatus(rolled, id)).toEqual({ key: "FRAY.Exchange.Status.Apply", data: {} });
  });

  it("no defence declared: the attack is rolled after the declaration, applied once and undone", async () => {
    const { t, req } = await goblinAtTroll();
    t.h.dice.queue.push(5, 6, 2, 3);
    const id = await post(t, req);
    const gmId = t.h.gm.id!;
    // Another player, who owns neither side, may not declare for the troll, whatever id it types (the server's sender counts).
    expect(await ask(t.stranger, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "none", userId: gmId })).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "none" })).toMatchObject({ ok: true, defence: { choice: "none", pending: true } });
    expect(t.h.dice.queue).toEqual([5, 6, 2, 3]);
    expect(await ask(t.gm, gmId, { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" })).toMatchObject({ ok: true });
    const rolled = await exchange(id);
    expect(rolled.defences).toEqual([]);
    expect(rolled.declined).toEqual([expect.objectContaining({ targetUuid: t.defender.uuid })]);
    expect(rolled.damage).toBeGreaterThan(0);
    // A defence after the roll is refused: it was to be declared before.
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "dodge" })).toEqual({ ok: false, refusal: "Rolled" });
    const before = JSON.stringify((fromUuidSync(t.defender.uuid) as unknown as Doc).toObject());
    expect(await ask(t.gm, gmId, { type: "applyOutcome", messageId: id, targetUuid: t.defender.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(JSON.stringify((fromUuidSync(t.defender.uuid) as unknown as Doc).toObject())).not.toBe(before);
    expect(await ask(t.gm, gmId, { type: "applyOutcome", messageId: id, targetUuid: t.defender.uuid, choice: "" })).toEqual({ ok: false, refusal: "AlreadyApplied" });
    const { exchangeStatus } = await import("../../../module/chat/exchange/view");
    expect(exchangeStatus(await exchange(id), id)).toEqual({ key: "FRAY.Exchange.Status.Resolved", data: {} });
    expect(await ask(t.gm, gmId, { type: "undoOutcome", messageId: id, targetUuid: t.defender.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(JSON.stringify((fromUuidSync(t.defender.uuid) as unknown as Doc).toObject())).toBe(before);
  });

  it("two rolls asked at once: the attack is rolled once, the other answers Already rolled", async () => {
    const { t, req } = await goblinAtTroll();
    const id = await post(t, req);
    const gmId = t.h.gm.id!;
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "none" })).toMatchObject({ ok: true });
    t.h.dice.queue.push(5, 6, 2, 3, 6, 6, 6, 6);
    const roll = { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" };
    const answers = await Promise.all([ask(t.gm, gmId, roll), ask(t.gm, gmId, roll)]);
    expect(answers.map((a) => (a["ok"] ? "ok" : a["refusal"])).sort()).toEqual(["AlreadyRolled", "ok"]);
    expect(t.h.dice.queue).toEqual([6, 6, 6, 6]);
    expect((await exchange(id)).attack!.faces).toEqual([5, 6, 2, 3]);
  });

  it("a card its author posted already rolled (faces chosen before the declaration) is taken back to declaring by the GM's client", async () => {
    const { t, req } = await goblinAtTroll();
    const { bindExchange } = await import("../../../module/chat/exchange/bind");
    const { resolveRequest } = await import("../../../module/dice/requests");
    const forged = bindExchange(resolveRequest(req as never, [6, 6, 6, 6]), req, [6, 6, 6, 6], t.attacker.uuid, [{ uuid: t.defender.uuid, name: t.defender.name }]);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange: forged } } } as never);
    const { takeExchangeOnCreate } = await import("../../../module/chat/exchange-query");
    await takeExchangeOnCreate(msg as never);
    expect(await exchange(msg!.id!)).toMatchObject({ order: "declare-first", phase: "declaring", damage: null, attack: { faces: [] } });
  });
});

describe("factions: \"The choice must be made before rolling for damage\"", () => {
  async function bandit(agi = 10) {
    const target = blankSystem();
    target.factions.health = { value: 8, max: 8 };
    target.factions.agi = agi;
    const t = await table("factions", blankSystem(), target);
    const { factionsAttackRequest } = await import("../../../module/rulesets/factions/attack");
    const req = factionsAttackRequest(blankSystem(), { name: "Spear", block: { attack: "melee", damageDie: "d6" } }, t.defender.asAttackTarget());
    return { t, req };
  }

  it("a hit's damage is not rolled until the target's reaction is chosen: the Dodge's save first, then the damage", async () => {
    const { t, req } = await bandit(12);
    t.h.dice.queue.push(4);
    const id = await post(t, req);
    // The spear hits without a save; its damage die waits for the reaction.
    expect(t.h.dice.queue).toEqual([4]);
    expect(card(id).flags.fray.card.dice).toEqual([]);
    expect(await exchange(id)).toMatchObject({ phase: "declaring", damage: null });
    const gmId = t.h.gm.id!;
    // The dodge's d20 (15 > AGI 12: failed) is rolled at the declaration, the damage after it.
    t.h.dice.queue.unshift(15);
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "dodge" })).toMatchObject({ ok: true, defence: { choice: "dodge", pending: true } });
    expect(t.h.dice.queue).toEqual([4]);
    expect(await ask(t.gm, gmId, { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" })).toEqual({ ok: true, faces: [4] });
    const rolled = await exchange(id);
    expect(rolled).toMatchObject({ phase: "rolled", damage: 4 });
    expect(rolled.defences[0]).toMatchObject({ choice: "dodge", damage: 4, summary: { key: "FRAY.Exchange.DefenceFailed", data: { roll: 15, dc: 12 } } });
    expect(await ask(t.gm, gmId, { type: "applyOutcome", messageId: id, targetUuid: t.defender.uuid, choice: "" })).toMatchObject({ ok: true, records: [{ damage: 4 }] });
    expect((fromUuidSync(t.defender.uuid) as unknown as Doc).system.stats.factions.health.value).toBe(4);
  });

  it("a damaged weapon that shows a 1 on the damage rolled after the reaction breaks then, on the GM's client", async () => {
    const target = blankSystem();
    target.factions.health = { value: 8, max: 8 };
    const club = { _id: "club000000000000", name: "Cracked club", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6", damaged: true } } };
    const t = await table("factions", blankSystem(), target, [club]);
    const { factionsAttackRequest } = await import("../../../module/rulesets/factions/attack");
    const req = factionsAttackRequest(blankSystem(), { id: club._id, name: club.name, block: club.system.factions }, t.defender.asAttackTarget());
    const id = await post(t, req);
    const broken = () => (fromUuidSync(t.attacker.uuid) as unknown as { items: { get(id: string): { system: { factions: { broken: boolean } } } } }).items.get(club._id).system.factions.broken;
    expect(broken()).toBe(false);
    const gmId = t.h.gm.id!;
    expect(await ask(t.player, gmId, { type: "defend", messageId: id, targetUuid: t.defender.uuid, choice: "none" })).toMatchObject({ ok: true });
    t.h.dice.queue.push(1);
    expect(await ask(t.gm, gmId, { type: "rollAttack", messageId: id, targetUuid: t.attacker.uuid, choice: "" })).toEqual({ ok: true, faces: [1] });
    expect(broken()).toBe(true);
  });

  it("a ranged attack's hit save is rolled when posted; a miss leaves nothing to react to and the card is rolled whole", async () => {
    const { t } = await bandit();
    const { factionsAttackRequest } = await import("../../../module/rulesets/factions/attack");
    // A bow at 5 zones needs the attacker's WIT save (WIT 10 here): 19 misses.
    const req = factionsAttackRequest(blankSystem(), { name: "Bow", block: { attack: "ranged", damageDie: "d6", range: 6 } }, t.defender.asAttackTarget(), { distance: 5 });
    t.h.dice.queue.push(19, 3);
    const id = await post(t, req);
    expect(t.h.dice.queue).toEqual([]);
    expect(await exchange(id)).toMatchObject({ order: "roll-first", phase: "rolled", damage: null });
  });
});

describe("old cards in chat (the earlier layout) still read", () => {
  it("a tactica card rolled and taken under the earlier layout is still defended after its roll, and applied", async () => {
    const troll = blankSystem();
    troll.tactica.defences = { dodge: 5, block: 5, parry: 3 };
    const t = await table("tactica", blankSystem(), troll);
    const { tacticaAttackRequest } = await import("../../../module/rulesets/tactica/attack");
    const { prepareActorDerived } = await import("../../../module/data/actor/derived");
    const { resolveRequest } = await import("../../../module/dice/requests");
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 4, t.defender.asAttackTarget());
    const data = resolveRequest(req, [5, 6, 2, 3]);
    // As the earlier version stored it: no order, no phase, on the card and in the GM's companion.
    const old = { ruleset: "tactica", attackerUuid: t.attacker.uuid, targets: [{ uuid: t.defender.uuid, name: t.defender.name }], damage: data.damage, hit: data.hit, attack: { request: req, faces: [5, 6, 2, 3] }, defences: [], applied: [] };
    t.h.actAs(t.h.gm);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { card: data, exchange: old } } } as never);
    await ChatMessage.implementation.create({ content: "", whisper: [t.h.gm.id], flags: { fray: { state: { source: msg!.id, exchange: old } } } } as never);
    const { takeExchangeOnCreate } = await import("../../../module/chat/exchange-query");
    await takeExchangeOnCreate(msg as never);
    expect(await exchange(msg!.id!)).toMatchObject({ order: "roll-first", phase: "rolled", damage: data.damage });
    t.h.dice.queue.push(5, 6, 5, 6, 1);
    expect(await ask(t.player, t.h.gm.id!, { type: "defend", messageId: msg!.id, targetUuid: t.defender.uuid, choice: "dodge" })).toMatchObject({ ok: true, defence: { choice: "dodge", damage: 0 } });
    expect(await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: msg!.id, targetUuid: t.defender.uuid, choice: "" })).toMatchObject({ ok: true });
  });

  it("a stored exchange with no order nor phase reads as rolled first; a declaring phase on a card rolled first is unreadable", async () => {
    const { parseExchangeCard } = await import("../../../module/chat/exchange/schema");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const old = { ruleset: "tactica", attackerUuid: `Actor.${"g".repeat(16)}`, targets: [{ uuid: `Actor.${"r".repeat(16)}`, name: "Roland" }], damage: 2, hit: { massiveWeapon: false, track: "physical", magic: false }, attack: { request: {}, faces: [5, 6, 2, 3] }, defences: [], applied: [] };
    const read = parseExchangeCard(old, (r) => adapterFor(r).hit);
    expect(read).toMatchObject({ ok: true, card: { order: "roll-first", phase: "rolled", damage: 2 } });
    expect(parseExchangeCard({ ...old, phase: "declaring" }, (r) => adapterFor(r).hit)).toEqual({ ok: false, reason: "phase: is declaring on a card rolled first" });
    expect(parseExchangeCard({ ...old, order: "declare-first", phase: "later" }, (r) => adapterFor(r).hit)).toEqual({ ok: false, reason: "phase: is not declaring or rolled" });
  });
});
