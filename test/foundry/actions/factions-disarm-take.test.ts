/**
 * factions disarm: the attacker with a free hand takes the dropped weapon from the result card, through the Foundry
 * double and the real glue (the player's press goes as a raw message on the system socket to the GM's client, which
 * names the asker as the server stamped it and runs exchange-query.ts's handler over the real documents).
 * - "The target must pass a STR save or drop a weapon chosen by the attacker. If the attacker has a free hand, they
 *   can grab the weapon." (factions.txt, Non-lethal attacks, Disarm)
 * The free hand is the attacker's player's answer in the disarm dialog (Fray has no in-hand state); the weapon taken
 * is the axe item itself: a copy on Theobald's sheet, gone from the bandit's; the card's Undo puts it back as it was.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import system from "../../../system.json";
import { type Fray, frayWithExchange } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { sheetCtx } from "./factions-nonlethal-fixture";
import { adapterFor } from "../../../module/rulesets/registry";
import type { AppliedRecord } from "../../../module/chat/exchange/card";

let fray: Fray;
let fresh: () => DoubleHandle;
let KIND: string;
beforeAll(async () => {
  ({ fray, fresh, KIND } = await frayWithExchange());
});

const RULE = "If the attacker has a free hand, they can grab the weapon";
const AXE = parse(readFileSync("packs/_source/weapons/factions/axe.yml", "utf8")) as { name: string; type: string; system: Record<string, unknown> };
type Rec = Record<string, unknown>;
type ItemDoc = { id: string; type: string; name: string; system: { toObject(b: boolean): Rec }; toObject(): Rec };
type ActorDoc = { id: string; uuid: string; name: string; system: { stats: never }; items: { get(id: string): ItemDoc | undefined; contents: ItemDoc[] }; asAttackTarget(): never; createEmbeddedDocuments(t: string, d: unknown[]): Promise<ItemDoc[]> };

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `dtk${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: KIND, data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** Theobald (the player's) disarms the bandit (the GM's) of his axe, the free hand answered `freeHand`; the bandit's save rolls `face`; the player applies. */
async function disarmed(freeHand: "yes" | "no", face = 17) {
  const h = fresh();
  installTemplates();
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const stranger = await h.addUser({ name: "Stranger" });
  const make = async (name: string, ownership: Rec) => (await fray.FrayActor.create({ name, type: "npc", system: { factions: { health: { value: 8, max: 8 }, str: 10 } }, ownership } as never)) as unknown as ActorDoc;
  const theobald = await make("Theobald", { default: 0, [h.player.id!]: 3 });
  const bandit = await make("Bandit", { default: 0 });
  const [axe] = await bandit.createEmbeddedDocuments("Item", [AXE]);
  const axeBefore = axe!.toObject();
  const { NON_LETHAL_ATTACKS } = await import("../../../module/rulesets/factions/nonlethal-actions");
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  const req = (await NON_LETHAL_ATTACKS.disarm(sheetCtx("Theobald", theobald.system.stats, bandit.asAttackTarget(), { weapon: axe!.id, freeHand })))!;
  const exchange = bindExchange(resolveRequest(req, [face]), req, [face], theobald.uuid, [{ uuid: bandit.uuid, name: "Bandit" }], "Theobald");
  const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange } } } as never);
  const messageId = msg!.id!;
  const player = server.client(h.player, { remote: true });
  const send = (from: ClientSocket, type: string, choice = "") => ask(from, h.gm.id!, { type, messageId, targetUuid: bandit.uuid, choice });
  const applied = (await send(player, "applyOutcome")) as { ok: boolean; records: AppliedRecord[] };
  expect(applied).toMatchObject({ ok: true });
  if (face > 10) expect(axe!.toObject()).toMatchObject({ system: { factions: { dropped: true } } });
  const weapons = (a: ActorDoc) => (fromUuidSync(a.uuid) as unknown as ActorDoc).items.contents.filter((i) => i.type === "weapon");
  return { h, server, stranger, theobald, bandit, axe: axe!, axeBefore, messageId, record: applied.records[0]!, player, send, weapons };
}

const offersTo = async (t: Awaited<ReturnType<typeof disarmed>>, isGM: boolean, isAttacker: boolean) => {
  const { resultView } = await import("../../../module/chat/exchange/view");
  const { exchangeOf } = await import("../../../module/chat/exchange-query");
  const card = exchangeOf(game.messages.get(t.messageId));
  return resultView("result", [t.record], () => "Bandit", isGM, card, adapterFor("factions").resultActions!.offers, isAttacker).rows[0]!.actions.map((a) => a.id);
};

const plain = (source: Rec) => {
  const { _stats: _s, ...rest } = source;
  return rest;
};

describe("factions disarm: the attacker's free hand takes the dropped weapon", () => {
  it(`"${RULE}": the card offers *Take the weapon* to Theobald's owner; the press moves the axe from the bandit's sheet to Theobald's, held (not dropped); the GM's Undo puts it back exactly`, async () => {
    const t = await disarmed("yes");
    expect(await offersTo(t, false, true)).toContain("take-weapon");
    expect(await offersTo(t, true, false)).toContain("take-weapon");
    expect(await offersTo(t, false, false)).toEqual([]);
    expect(await t.send(t.player, "reviseOutcome", "take-weapon")).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Action.Factions.NonLethal.Applied.taken", data: { attacker: "Theobald", target: "Bandit" } } }] });
    expect(t.weapons(t.bandit)).toEqual([]);
    const taken = t.weapons(t.theobald);
    expect(taken.map((i) => i.name)).toEqual(["Axe"]);
    expect(taken[0]!.system.toObject(false)).toMatchObject({ factions: { damageDie: "d6", dropped: false } });
    // Once: a second press is refused, and so is anyone's but the attacker's side.
    expect(await t.send(t.player, "reviseOutcome", "take-weapon")).toMatchObject({ ok: false, refusal: "AlreadyApplied" });
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "" }, t.h.gm as never)).toMatchObject({ ok: true });
    expect(t.weapons(t.theobald)).toEqual([]);
    const back = t.weapons(t.bandit);
    expect(back.map((i) => i.id)).toEqual([t.axe.id]);
    // As it was before the disarm: the same item, id and all, no longer dropped.
    expect(plain(back[0]!.toObject())).toEqual(plain(t.axeBefore));
  });

  it("a user who owns neither side is refused the take, and the bandit keeps the axe", async () => {
    const t = await disarmed("yes");
    const stranger = t.server.client(t.stranger, { remote: true });
    expect(await t.send(stranger, "reviseOutcome", "take-weapon")).toMatchObject({ ok: false, refusal: "Forbidden" });
    expect(t.weapons(t.bandit).map((i) => i.id)).toEqual([t.axe.id]);
    expect(t.weapons(t.theobald)).toEqual([]);
  });

  it("no free hand (the dialog's answer): the card offers no take, and a sent one is refused", async () => {
    const t = await disarmed("no");
    expect(await offersTo(t, true, true)).toEqual([]);
    expect(await t.send(t.player, "reviseOutcome", "take-weapon")).toMatchObject({ ok: false, refusal: "Refused" });
    expect(t.weapons(t.bandit).map((i) => i.id)).toEqual([t.axe.id]);
  });

  it("the bandit picked the axe up again (its owner unticked Dropped) before Theobald took it: refused with the reason", async () => {
    const t = await disarmed("yes");
    await (t.bandit.items.get(t.axe.id) as unknown as { update(d: Rec): Promise<unknown> }).update({ "system.factions.dropped": false });
    const answer = await t.send(t.player, "reviseOutcome", "take-weapon");
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/picked .*up/);
    expect(t.weapons(t.theobald)).toEqual([]);
  });

  it("a resisted disarm (the bandit passes his save) offers nothing to take", async () => {
    const t = await disarmed("yes", 3);
    expect(await offersTo(t, true, true)).toEqual([]);
  });
});

describe("factions disarm take: a take that fails half-way loses no weapon", () => {
  it("the result card cannot be posted after the axe moved: the axe is back on the bandit's sheet as it was, none on Theobald's, and nothing is recorded", async () => {
    const { applyOutcome } = await import("../../../module/chat/exchange/handler");
    const { reviseOutcome } = await import("../../../module/chat/exchange/revise");
    const { attack, BANDIT, fight, MSG, THEOBALD } = await import("./factions-nonlethal-fixture");
    const { GM } = await import("../exchange/double-world");
    const world = await fight();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const axeId = (fromUuidSync(BANDIT) as unknown as ActorDoc).items.contents[0]!.id;
    await attack(world, "disarm", [17], { weapon: axeId, freeHand: "yes" });
    expect(await applyOutcome(world, MSG, BANDIT, GM)).toMatchObject({ ok: true });
    const before = (fromUuidSync(BANDIT) as unknown as ActorDoc).items.get(axeId)!.toObject();
    world.postResult = async () => {
      throw new Error("the chat is gone");
    };
    await expect(reviseOutcome(world, MSG, BANDIT, GM, "take-weapon")).rejects.toThrow(/chat is gone/);
    const weapons = (uuid: string) => (fromUuidSync(uuid) as unknown as ActorDoc).items.contents.filter((i) => i.type === "weapon");
    expect(weapons(THEOBALD)).toEqual([]);
    expect(weapons(BANDIT).map((i) => i.id)).toEqual([axeId]);
    expect(plain(weapons(BANDIT)[0]!.toObject())).toEqual(plain(before));
    expect(world.cards.get(MSG)!.applied ?? []).not.toContainEqual(expect.objectContaining({ key: expect.stringContaining("#take-weapon") }));
  });
});
