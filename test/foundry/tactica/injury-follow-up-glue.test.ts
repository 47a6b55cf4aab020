/**
 * Issue 25, the injury's follow-ups through the real glue on the Foundry double: the GM's click on the result card
 * sends "reviseOutcome" to the exchange's GM handler (chat/exchange-query.ts), which checks the request, writes the
 * actor and the items, and posts the revision on a GM result card (the ledger the Undo reads). A player's request
 * is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = { id: string; uuid: string; system: { stats: { tactica: { physical: { lost: number }; burntDice: number } } }; items: { contents: { type: string; system: { location?: string } }[] } };
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;

async function traumaCard(h: DoubleHandle) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const roland = (await fray.FrayActor.create({ name: "Roland", type: "character", system: { tactica: { physical: { rank: 2 } } }, ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Doc;
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: {} } as never)) as unknown as Doc;
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  const { tacticaAttackRequest } = await import("../../../module/rulesets/tactica/attack");
  const g = fromUuidSync(goblin.uuid) as unknown as { system: { stats: never; derived: never } };
  const target = (fromUuidSync(roland.uuid) as unknown as { asAttackTarget(): never }).asAttackTarget();
  const req = tacticaAttackRequest(g.system.stats, g.system.derived, { name: "Goblin sword", block: { weightClass: "medium" } }, 4, target);
  const faces = [5, 6, 5, 2];
  const exchange = bindExchange(resolveRequest(req, faces), req, faces, goblin.uuid, [{ uuid: roland.uuid, name: "Roland" }]);
  const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange } } } as never);
  const id = msg!.id!;
  // tactica declares the defence first: Roland declares none, then the goblin's side rolls the attack.
  const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
  expect(await handleExchangeRequest({ type: "defend", messageId: id, targetUuid: roland.uuid, choice: "none" }, h.gm as never)).toMatchObject({ ok: true });
  h.dice.queue.push(...faces);
  expect(await handleExchangeRequest({ type: "rollAttack", messageId: id, targetUuid: goblin.uuid, choice: "" }, h.gm as never)).toMatchObject({ ok: true });
  return { roland, id };
}

const now = (d: Doc) => fromUuidSync(d.uuid) as unknown as Doc;

describe("tactica: the injury read again from the result card, through the GM's handler", () => {
  it('"the attacker may shift the result one area ... due to the triple": the GM\'s request writes the Neck\'s Flesh Wound; a player\'s is refused; Undo takes back all', async () => {
    const h = fresh();
    const { roland, id } = await traumaCard(h);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    const chest = face("chest");
    h.dice.queue.push(chest, chest, chest, chest === 6 ? 5 : 6, 3);
    expect(await handleExchangeRequest({ type: "applyOutcome", messageId: id, targetUuid: roland.uuid, choice: "" }, h.gm as never)).toMatchObject({ ok: true });
    const lost = now(roland).system.stats.tactica.physical.lost;
    const request = { type: "reviseOutcome", messageId: id, targetUuid: roland.uuid, choice: "reread-neck-flesh-wound" };
    expect(await handleExchangeRequest(request, h.player as never)).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await handleExchangeRequest(request, h.gm as never)).toMatchObject({ ok: true });
    expect(now(roland).system.stats.tactica.physical.lost).toBe(lost + 1);
    expect(now(roland).items.contents.filter((i) => i.type === "injury").map((i) => i.system.location)).toEqual(["neck"]);
    // The revision is on a GM result card: the ledger knows it, so a second shift is refused.
    expect(await handleExchangeRequest({ ...request, choice: "reread-groin-flesh-wound" }, h.gm as never)).toMatchObject({ ok: false });
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: id, targetUuid: roland.uuid, choice: "" }, h.gm as never)).toMatchObject({ ok: true });
    expect(now(roland).system.stats.tactica.physical.lost).toBe(0);
    expect(now(roland).items.contents.filter((i) => i.type === "injury")).toEqual([]);
  });

  it("a follow-up id that is not a follow-up is refused naming it, before anything is written", async () => {
    const h = fresh();
    const { roland, id } = await traumaCard(h);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    const head = face("head");
    h.dice.queue.push(head, head, head === 1 ? 2 : 1, head === 3 ? 4 : 3, 1);
    await handleExchangeRequest({ type: "applyOutcome", messageId: id, targetUuid: roland.uuid, choice: "" }, h.gm as never);
    const before = JSON.stringify((fromUuidSync(roland.uuid) as unknown as { toObject(): unknown }).toObject());
    expect(await handleExchangeRequest({ type: "reviseOutcome", messageId: id, targetUuid: roland.uuid, choice: "reread-groin-kill" }, h.gm as never)).toMatchObject({ ok: false, reason: expect.stringContaining("reread-groin-kill") });
    expect(JSON.stringify((fromUuidSync(roland.uuid) as unknown as { toObject(): unknown }).toObject())).toBe(before);
  });

  it('the world\'s "Neck and Groin hit locations: Ignored" ("they are optional") reaches the card: a Chest triple offers no Neck or Groin reading', async () => {
    const h = fresh();
    await game.settings.set("fray", "tactica-neckAndGroin" as never, "off" as never);
    const { roland, id } = await traumaCard(h);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    const chest = face("chest");
    h.dice.queue.push(chest, chest, chest, chest === 6 ? 5 : 6, 3);
    const answer = (await handleExchangeRequest({ type: "applyOutcome", messageId: id, targetUuid: roland.uuid, choice: "" }, h.gm as never)) as unknown as { records: never[] };
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const ids = adapterFor("tactica").resultActions!.offers(answer.records[0]!).map((o) => o.id);
    expect(ids).toContain("reread-head-sight");
    expect(ids.filter((i) => /neck|groin/.test(i))).toEqual([]);
    await game.settings.set("fray", "tactica-neckAndGroin" as never, "on" as never);
  });
});
