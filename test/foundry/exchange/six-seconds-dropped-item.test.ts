/**
 * Issue 24 (re-audit CS2): a called shot to the hand: "Fort check (DC=Damage) or drop held item". Through the Foundry
 * double: the goblin (a player's FrayActor) holds an equipped sword item and keeps the hand's check (DC 8) as a card's
 * Apply leaves it; its sheet's *Called shot: Fortitude check* (the registered adapter's action, the dialog answered
 * with the sword as what the hand holds) is run as the sheet runs it (runAction: a Foundry Roll, the card bound to the
 * goblin posted); the player's Apply goes as a raw message on the system socket to the GM's client, which marks the
 * sword dropped (no longer equipped); the GM's Undo takes it back.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { type Fray, frayWithExchange } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { goblin } from "../six-seconds-examples";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SheetAction, SheetActionContext } from "../../../module/rulesets/adapter";
import type { SixSecondsCalledShotCheckRequest } from "../../../module/rulesets/six-seconds/called-shot-actions";

let fray: Fray;
let fresh: () => DoubleHandle;
let KIND: string;
beforeAll(async () => {
  ({ fray, fresh, KIND } = await frayWithExchange());
});

const TEXT = "Fort check (DC=Damage) or drop held item";
type Rec = Record<string, unknown>;
type ItemDoc = { id: string; type: string; name: string; system: Rec & { equipped: boolean; toObject(b: boolean): Rec } };
type ActorDoc = { id: string; uuid: string; name: string; statuses: Set<string>; system: { stats: never }; items: { get(id: string): ItemDoc | undefined; contents: ItemDoc[] }; createEmbeddedDocuments(t: string, d: unknown[]): Promise<ItemDoc[]> };

const SWORD = { name: "Goblin's sword", type: "weapon", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { itemClass: "metal", damageDie: "d8", reload: false, damageTypes: [] } } };
const check = () => adapterFor("six-seconds").sheet.actions!["calledShotFortitude"] as SheetAction<SixSecondsCalledShotCheckRequest, SixSecondsTypes>;

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `drp${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: KIND, data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** The goblin's player rolls its hand check with `face`, saying the hand holds `held` (an item id, "" for nothing). */
async function handCheck(face: number, held: (sword: string) => string) {
  const h = fresh();
  installTemplates();
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const g = (await fray.FrayActor.create({ name: "Goblin Mook", type: "character", system: goblin(), ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as ActorDoc;
  const [sword] = await g.createEmbeddedDocuments("Item", [SWORD]);
  // What the card's Apply of a hand hit at the Minimum column leaves on the sheet: the check, DC 8.
  await (g as unknown as { update(d: Rec): Promise<unknown> }).update({ "system.sixSeconds.calledShot.drop": 8 });
  const items: SheetActionContext["items"] = g.items.contents.map((i) => ({ id: i.id, type: i.type, name: i.name, system: i.system.toObject(false) as never }));
  const ctx = actionContext<SixSecondsTypes>(g.system.stats, { name: g.name, uuid: g.uuid, statuses: [...g.statuses], items, askFields: async () => ({ held: held(sword!.id) }) });
  const req = (await check().prepare(ctx))!;
  const { runAction } = await import("../../../module/dice/action");
  const before = new Set(game.messages.contents.map((x) => x.id));
  h.dice.queue.push(face);
  h.actAs(h.player);
  try {
    await runAction(g as never, check() as never, req);
  } finally {
    h.actAs(h.gm);
  }
  const cards = game.messages.contents.filter((x) => !before.has(x.id) && x.getFlag("fray", "exchange")).map((x) => x.id!);
  const equipped = () => (fromUuidSync(g.uuid) as unknown as ActorDoc).items.get(sword!.id)!.system.equipped;
  const apply = (messageId: string) => ask(server.client(h.player, { remote: true }), h.gm.id!, { type: "applyOutcome", messageId, targetUuid: g.uuid, choice: "" });
  return { h, g, cards, equipped, apply };
}

describe("six-seconds: the hurt hand drops what it holds", () => {
  it(`"${TEXT}": a 1 (+3) fails DC 8: a card bound to the goblin; its Apply through the GM unequips the sword; the GM's Undo takes it back`, async () => {
    const t = await handCheck(1, (sword) => sword);
    expect(t.cards).toHaveLength(1);
    expect(t.equipped()).toBe(true);
    expect(await t.apply(t.cards[0]!)).toMatchObject({ ok: true });
    expect(t.equipped()).toBe(false);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: t.cards[0]!, targetUuid: t.g.uuid, choice: "" }, t.h.gm as never)).toMatchObject({ ok: true });
    expect(t.equipped()).toBe(true);
  });

  it(`"${TEXT}": a 6 (+3) makes DC 8: nothing drops, no card`, async () => {
    const t = await handCheck(6, (sword) => sword);
    expect(t.cards).toHaveLength(0);
    expect(t.equipped()).toBe(true);
  });

  it(`"${TEXT}": the hand held nothing (the player's answer): a failure drops nothing`, async () => {
    const t = await handCheck(1, () => "");
    expect(t.cards).toHaveLength(0);
    expect(t.equipped()).toBe(true);
  });
});
