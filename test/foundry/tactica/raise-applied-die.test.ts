/**
 * Tactica F3 on the dice the exchange rolls on the GM's client when a card is applied, through the Foundry double:
 * "Act as a +1 dice to increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled." and
 * "Only one 1 may be used at a time, so you cannot use two 1's to increase a roll by +2." A goblin's attack on the
 * troll is posted by `rollAndPost` as the sheet posts it and applied by the GM over the system socket; the troll's
 * player then asks, as the result card's *Raise a 4 to 5* button sends it, to raise a face of the troll's own roll
 * (its Out-of-Action BODY roll; its immediate injury check): the GM's client checks who asks (named by the server),
 * spends a 1 of the troll's action dice in a real FrayCombat, takes the record back exactly and works the same
 * application out again with the raised face, so one record stands and the card's Undo still takes it back.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { blankSystem } from "../exchange/people";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import type { AppliedRecord } from "../../../module/chat/exchange/card";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  const channel = await import("../../../module/gm/channel");
  const glue = await import("../../../module/chat/exchange-query");
  channel.registerGmHandler(glue.EXCHANGE_KIND, glue.handleExchangeRequest);
  glue.setCombatCosts((await import("../../../module/combat/defence-costs")).TRACKER_COSTS);
});

type Doc = { id: string; uuid: string; name: string; statuses: Set<string>; items: { contents: { id: string; type: string }[] }; system: { stats: ReturnType<typeof blankSystem> }; asAttackTarget(): never; toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> };
type AnyCombat = InstanceType<Fray["FrayCombat"]>;

interface Table {
  h: DoubleHandle;
  player: ClientSocket;
  gm: ClientSocket;
  stranger: ClientSocket;
  goblin: Doc;
  troll: Doc;
  combat: AnyCombat;
}

/** The goblin (the GM's) and the troll (the player's) in a running fight (unless `fight` is false); their action dice `goblinDice` and `dice`. */
async function table(dice: number[], fight = true, goblinDice = [6, 5, 4, 5]): Promise<Table> {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: blankSystem() } as never)) as unknown as Doc;
  const t = (await fray.FrayActor.create({ name: "Marsh Troll", type: "character", system: blankSystem(), ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Doc;
  const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
  const combat = (await Combat.create({ active: true, combatants: [{ actorId: goblin.id }, { actorId: t.id }] })) as AnyCombat;
  // Three action dice each, in the combatants' order: the goblin's, then the troll's.
  if (fight) {
    h.dice.queue.push(...goblinDice, ...dice);
    await combat.startCombat();
  }
  const stranger = await h.addUser({ name: "Stranger" });
  return { h, player: server.client(h.player, { remote: true }), gm: server.client(h.gm, { remote: true }), stranger: server.client(stranger as never, { remote: true }), goblin, troll: t, combat };
}

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `rap${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: "exchange", data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** The goblin's 4-die spear attack on the troll, rolled with `faces` and taken by the GM's client; its message id. */
async function attacked(t: Table, faces: number[]): Promise<string> {
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
  // The troll declares no defence; the attack is rolled.
  expect(await ask(t.player, t.h.gm.id!, { type: "defend", messageId: id, targetUuid: t.troll.uuid, choice: "none" })).toMatchObject({ ok: true });
  t.h.dice.queue.push(...faces);
  expect(await ask(t.gm, t.h.gm.id!, { type: "rollAttack", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toEqual({ ok: true, faces });
  return id;
}

const exchange = async (id: string) => (await import("../../../module/chat/exchange-query")).exchangeOf(game.messages.get(id) as never)!;
const trollDice = (t: Table) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
const troll = (t: Table) => game.actors.get(t.troll.id) as unknown as Doc;
const raise = (id: string, t: Table, group: number, choice: string, revision = "") => ({ type: "raiseApplied", messageId: id, targetUuid: t.troll.uuid, revision, group, choice });

/** The troll, Out of Action, hit by the goblin (`fight`: in a running fight); the Apply's BODY roll 4, 2, 2, 1 kills it. */
async function killed(fight: boolean, dice = [5, 1, 3]): Promise<{ t: Table; id: string }> {
  const t = await table(dice, fight);
  await troll(t).toggleStatusEffect("tactica.ooa", { active: true });
  const id = await attacked(t, [5, 6, 2, 2]);
  // "each further hit needs a BODY roll or KIA": BODY 0 rolls four dice, no 5 or 6 among them: KIA, and an injury.
  t.h.dice.queue.push(4, 2, 2, 1, 1, 2, 3, 4, 3);
  const applied = await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "" });
  expect(applied).toMatchObject({ ok: true, records: [{ summary: { data: { tookKey: "FRAY.Damage.Tactica.Took.OoaKilled" } }, statuses: [{ id: "tactica.kia", before: false, after: true }], rolled: [4, 2, 2, 1, 1, 2, 3, 4, 3] }] });
  expect(troll(t).statuses.has("tactica.kia")).toBe(true);
  expect(injuries(t)).toHaveLength(1);
  return { t, id };
}

const injuries = (t: Table) => troll(t).items.contents.filter((i) => i.type === "injury");

/** The goblin hits the troll with four 6s and the GM applies it with a Knockdown: the goblin's BODY 5, 5, 2, 1 beats the troll's 5, 4, 2, 2. */
async function knockedDown(dice: number[]): Promise<{ t: Table; id: string }> {
  const t = await table(dice);
  const id = await attacked(t, [6, 6, 6, 6]);
  t.h.dice.queue.push(5, 5, 2, 1, 5, 4, 2, 2);
  const applied = await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "knockdown" });
  expect(applied).toMatchObject({ ok: true, records: [{ choice: "knockdown", summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.knockdown.won" } }, rolled: [5, 5, 2, 1, 5, 4, 2, 2] }] });
  expect(troll(t).statuses.has("tactica.prone")).toBe(true);
  return { t, id };
}

describe("tactica: a 1 of the action dice raises a face of a roll the Apply made (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the troll\'s side of a Knockdown rolled at Apply, 4 raised to 5, ties the goblin: the troll\'s 1 is spent, the Prone is taken back, one record stands, Undo takes it back', async () => {
    const { t, id } = await knockedDown([5, 1, 3]);
    const record = (await exchange(id)).applied[0]!;
    // The result card offers each side its own dice: the goblin's (the attacker's) BODY, the troll's BODY; faces below 6.
    const { tacticaRecordRaise } = await import("../../../module/rulesets/tactica/raise-record");
    expect(tacticaRecordRaise.recordOffers!(await exchange(id), record)).toEqual([
      { group: 0, side: "attacker", offers: ["one", "two", "five"].map((w) => expect.objectContaining({ id: `raise-${w}` })), rollKey: "FRAY.Tactica.AttemptRoll" },
      { group: 1, side: "target", offers: ["two", "four", "five"].map((w) => expect.objectContaining({ id: `raise-${w}` })), rollKey: "FRAY.Tactica.AttemptRoll" },
    ]);

    // Refused: someone else's creature (who asks is named by the server): a stranger, and the troll's player on the goblin's dice.
    expect(await ask(t.stranger, t.h.gm.id!, raise(id, t, 1, "raise-four"))).toMatchObject({ ok: false, refusal: "Forbidden" });
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 0, "raise-two"))).toMatchObject({ ok: false, refusal: "Forbidden" });
    // Refused: something written on the troll since (the GM stood it up by hand): nothing taken back, nothing spent.
    t.h.actAs(t.h.gm);
    await troll(t).toggleStatusEffect("tactica.prone", { active: false });
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 1, "raise-four"))).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringMatching(/tactica\.prone.*switched since/) });
    await troll(t).toggleStatusEffect("tactica.prone", { active: true });
    expect(trollDice(t)).toContain(1);

    const diceBefore = [...trollDice(t)];
    const raised = await ask(t.player, t.h.gm.id!, raise(id, t, 1, "raise-four"));
    expect(raised).toMatchObject({ ok: true, records: [{ key: record.key, summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.knockdown.lost" } }, rolled: [5, 5, 2, 1, 5, 5, 2, 2], raised: [{ group: 1, choice: "raise-four", by: t.h.player.id, before: [5, 5, 2, 1, 5, 4, 2, 2] }] }] });
    // The troll's 1 is spent (not another die); the Prone is taken back; the hit's own damage stands as it was.
    const left = [...diceBefore];
    left.splice(left.indexOf(1), 1);
    expect(trollDice(t)).toEqual(left);
    expect(troll(t).statuses.has("tactica.prone")).toBe(false);
    const ledger = (await exchange(id)).applied.filter((r: AppliedRecord) => r.key === record.key);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.changes).toEqual(record.changes);
    expect(ledger[0]!.undone).toBeNull();

    // "Only one 1 may be used at a time": a second raise of the troll's roll is refused, nothing spent.
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 1, "raise-two"))).toMatchObject({ ok: false, refusal: "NoRevision" });
    expect(trollDice(t)).toEqual(left);

    // The card's Undo takes back the standing record: the troll is as before the hit.
    expect(await ask(t.gm, t.h.gm.id!, { type: "undoOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "" })).toMatchObject({ ok: true });
    for (const c of record.changes) expect(foundry.utils.getProperty(troll(t).system.stats, c.path.slice("system.".length))).toBe(c.before);
    expect((await exchange(id)).applied[0]!.undone).not.toBeNull();
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 1, "raise-two"))).toMatchObject({ ok: false, refusal: "AlreadyUndone" });
  });

  it("the result card offers each creature's owner the raises of its own dice, names the raise once made, and the card it replaced offers nothing more", async () => {
    const { t, id } = await knockedDown([5, 1, 3]);
    const { resultView } = await import("../../../module/chat/exchange/view");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const users = { gm: t.h.gm, player: t.h.player, stranger: game.users.getName("Stranger")! };
    const view = async (user: keyof typeof users, records: AppliedRecord[]) => {
      const card = await exchange(id);
      const who = requesterOf(users[user] as never);
      const raises = { offers: (r: AppliedRecord) => adapterFor(card.ruleset).rollRevision!.recordOffers!(card, r), owns: (uuid: string) => who.owns(uuid) };
      return resultView("result", records, (u) => (u === t.troll.uuid ? "Marsh Troll" : "Goblin"), who.isGM, card, () => [], who.owns(card.attackerUuid), raises);
    };
    const first = (await exchange(id)).applied;
    const ids = (v: Awaited<ReturnType<typeof view>>) => v.rows[0]!.raises.map((r) => `${r.group}:${r.id}`);
    // The troll's player: its own BODY's faces below 6 only; the GM: both sides; a stranger: none.
    expect(ids(await view("player", first))).toEqual(["1:raise-two", "1:raise-four", "1:raise-five"]);
    expect(ids(await view("gm", first))).toEqual(["0:raise-one", "0:raise-two", "0:raise-five", "1:raise-two", "1:raise-four", "1:raise-five"]);
    expect(ids(await view("stranger", first))).toEqual([]);
    // The card draws one button per raise, naming whose roll it is, sending the record and the group.
    // The real template through the double's Handlebars, with core's and Fray's helpers (templates-compiled.test.ts).
    const tpl = await import("../../double/templates");
    const { FRAY_HELPERS } = await import("../../../module/applications/helpers");
    const { readFileSync } = await import("node:fs");
    tpl.setTemplateLoader(async (path) => readFileSync(path.replace(/^systems\/fray\//, ""), "utf8"));
    tpl.registerCoreHelpers(() => game.i18n as never);
    for (const [name, fn] of Object.entries(FRAY_HELPERS)) tpl.Handlebars.registerHelper(name, fn as never);
    const html = await tpl.renderTemplate("systems/fray/templates/chat/exchange-result.hbs", await view("player", first));
    expect(html).toContain(`data-fray-raise-applied="raise-four" data-target-uuid="${t.troll.uuid}" data-revision="" data-group="1"`);
    expect(html).toContain("Marsh Troll&#x27;s roll in the attempt: raise a 4 to 5 (spend a 1 of its action dice)");
    expect(html).not.toContain('data-group="0"');

    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 1, "raise-four"))).toMatchObject({ ok: true });
    // The card the raise replaced: no raise, no follow-up, no Undo there; it says the later card stands.
    const old = await view("gm", first);
    expect(old.rows[0]).toMatchObject({ replaced: true, raises: [], actions: [] });
    expect(old.canUndo).toBe(false);
    // The raise's own card: the faces it replaced, the goblin's side still open to the GM, the Undo.
    const now = await view("gm", (await exchange(id)).applied);
    expect(now.rows[0]).toMatchObject({ replaced: false, raised: [{ key: "FRAY.RaiseApplied.Raised", data: { before: "5, 4, 2, 2", after: "5, 5, 2, 2" } }] });
    expect(ids(now)).toEqual(["0:raise-one", "0:raise-two", "0:raise-five"]);
    expect(now.canUndo).toBe(true);
    expect(ids(await view("player", (await exchange(id)).applied))).toEqual([]);
  });

  it('the hamstring\'s "immediate DEX roll or fall prone", rolled with the attempt at Apply: the troll raises its 4 to a 5, keeps its feet; the Foot injury stands, made again', async () => {
    const t = await table([5, 1, 3]);
    const id = await attacked(t, [6, 6, 6, 6]);
    // The goblin's DEX 5, 5, 2, 1 beats the troll's 5, 4, 2, 2: the Foot lands; the troll's DEX check 4, 2, 2, 1 fails: Prone.
    t.h.dice.queue.push(5, 5, 2, 1, 5, 4, 2, 2, 4, 2, 2, 1);
    const applied = await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "hamstring" });
    expect(applied).toMatchObject({ ok: true, records: [{ summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.hamstring.wonProne" } } }] });
    const record = (await exchange(id)).applied[0]!;
    expect(record.groups?.map((g) => g.purpose)).toEqual(["FRAY.Action.Tactica.Opposed.Active", "FRAY.Action.Tactica.Opposed.Passive", "FRAY.Tactica.CheckRoll.dex"]);
    expect(troll(t).statuses.has("tactica.prone")).toBe(true);
    expect(injuries(t)).toHaveLength(1);
    const raised = await ask(t.player, t.h.gm.id!, raise(id, t, 2, "raise-four"));
    expect(raised).toMatchObject({ ok: true, records: [{ summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.hamstring.won" } }, rolled: [5, 5, 2, 1, 5, 4, 2, 2, 5, 2, 2, 1] }] });
    expect(troll(t).statuses.has("tactica.prone")).toBe(false);
    // The Foot injury is taken back and made again (one item, the record's).
    expect(injuries(t).map((i) => i.id)).toEqual((raised as { records: AppliedRecord[] }).records[0]!.items);
    expect(trollDice(t)).not.toContain(1);
    // "Only one 1 may be used at a time": its DEX check is raised once.
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 2, "raise-two"))).toMatchObject({ ok: false, refusal: "NoRevision" });
  });

  it("the attacker's side of an attempt is the attacker's: the goblin's BODY 4 raised to 5 wins the Knockdown it tied, a 1 of the GOBLIN's action dice spent, the Prone written", async () => {
    const t = await table([5, 1, 3], true, [6, 5, 1, 4]);
    const goblinDice = () => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[0]!.id!]!.dice;
    const id = await attacked(t, [6, 6, 6, 6]);
    // One success each: the active side must beat the passive side's, so the Knockdown is lost.
    t.h.dice.queue.push(5, 4, 2, 1, 5, 2, 2, 2);
    expect(await ask(t.gm, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.troll.uuid, choice: "knockdown" })).toMatchObject({ ok: true, records: [{ summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.knockdown.lost" } } }] });
    expect(troll(t).statuses.has("tactica.prone")).toBe(false);
    // The troll's player may not raise the goblin's dice; the GM (the goblin's owner) may.
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 0, "raise-four"))).toMatchObject({ ok: false, refusal: "Forbidden" });
    const trollBefore = [...trollDice(t)];
    const before = [...goblinDice()];
    expect(await ask(t.gm, t.h.gm.id!, raise(id, t, 0, "raise-four"))).toMatchObject({ ok: true, records: [{ summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.knockdown.won" } }, rolled: [5, 5, 2, 1, 5, 2, 2, 2], raised: [{ group: 0 }] }] });
    const left = [...before];
    left.splice(left.indexOf(1), 1);
    expect(goblinDice()).toEqual(left);
    expect(trollDice(t)).toEqual(trollBefore);
    expect(troll(t).statuses.has("tactica.prone")).toBe(true);
    // The troll's own side is still its to raise once.
    expect((await exchange(id)).applied[0]!.raised).toHaveLength(1);
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 1, "raise-two"))).toMatchObject({ ok: true, records: [{ raised: [{ group: 0 }, { group: 1, by: t.h.player.id }] }] });
  });

  it("refused with the tracker's reason when the creature holds no 1: the goblin's side of the Knockdown, asked by the GM; nothing taken back", async () => {
    const { t, id } = await knockedDown([5, 1, 3]);
    const goblinDice = (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[0]!.id!]!.dice;
    expect(goblinDice).not.toContain(1);
    expect(await ask(t.gm, t.h.gm.id!, raise(id, t, 0, "raise-two"))).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringMatching(/1/) });
    expect(troll(t).statuses.has("tactica.prone")).toBe(true);
    expect((await exchange(id)).applied[0]).toMatchObject({ rolled: [5, 5, 2, 1, 5, 4, 2, 2] });
    expect((await exchange(id)).applied[0]!.raised).toBeUndefined();
  });

  it('"OoA creature get no action dice": the Out-of-Action BODY roll against KIA is offered no raise, and a forged one is refused; the KIA and its injury stand', async () => {
    const { t, id } = await killed(true);
    const record = (await exchange(id)).applied[0]!;
    const item = injuries(t)[0]!.id;
    const { tacticaRecordRaise } = await import("../../../module/rulesets/tactica/raise-record");
    expect(tacticaRecordRaise.recordOffers!(await exchange(id), record)).toEqual([]);
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 0, "raise-four"))).toMatchObject({ ok: false, refusal: "NoRevision" });
    expect(troll(t).statuses.has("tactica.kia")).toBe(true);
    expect(injuries(t).map((i) => i.id)).toEqual([item]);
    expect((await exchange(id)).applied[0]).toMatchObject({ rolled: [4, 2, 2, 1, 1, 2, 3, 4, 3], items: [item], undone: null });
  });

  it("refused when the roll the troll would make now is not the roll it made (an effort die waiting since): the Prone and the record stand", async () => {
    const { t, id } = await knockedDown([5, 1, 3]);
    // Nothing the record wrote changed, but "+1 dice to the next roll you make" now waits on the troll: its side of
    // the attempt would roll five dice, not four.
    await (troll(t) as unknown as { update(d: unknown): Promise<unknown> }).update({ "system.tactica.effort": true });
    expect(await ask(t.player, t.h.gm.id!, raise(id, t, 1, "raise-four"))).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringMatching(/not the roll it made/) });
    expect(troll(t).statuses.has("tactica.prone")).toBe(true);
    expect((await exchange(id)).applied[0]).toMatchObject({ rolled: [5, 5, 2, 1, 5, 4, 2, 2], undone: null });
    expect(trollDice(t)).toContain(1);
  });

  it("the result card shows each creature only the raises it can pay now: the goblin, holding no 1, is shown none; out of the running fight nobody is shown any", async () => {
    const { t, id } = await knockedDown([5, 1, 3]);
    const record = (await exchange(id)).applied[0]!;
    const { tacticaRecordRaise } = await import("../../../module/rulesets/tactica/raise-record");
    const { payableRecordRaises } = await import("../../../module/chat/exchange/raise-applied");
    const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
    const all = tacticaRecordRaise.recordOffers!(await exchange(id), record);
    expect(all.map((g) => g.side)).toEqual(["attacker", "target"]);
    expect(payableRecordRaises(all, await exchange(id), record, TRACKER_COSTS.refusal).map((g) => g.side)).toEqual(["target"]);
    // The fight ends: no creature holds action dice.
    await t.combat.delete();
    expect(payableRecordRaises(all, await exchange(id), record, TRACKER_COSTS.refusal)).toEqual([]);
  });

  it("a malformed raise request is refused naming every bad field", async () => {
    const { parseExchangeRequest } = await import("../../../module/chat/exchange-requests");
    const base = { type: "raiseApplied", messageId: "abcdefghijklmnop", targetUuid: "Actor.abcdefghijklmnop", choice: "raise-four" };
    expect(() => parseExchangeRequest({ ...base, revision: "Check!", group: -1 })).toThrow(/revision.*group|group.*revision/s);
    expect(() => parseExchangeRequest({ ...base, revision: "", group: 1.5 })).toThrow(/group/);
    expect(parseExchangeRequest({ ...base, revision: "check", group: 2, userId: "forged" })).toEqual({ ...base, revision: "check", group: 2 });
    // Other requests carry neither.
    expect(() => parseExchangeRequest({ ...base, type: "reviseRoll", group: 0 })).toThrow(/group/);
  });
});
