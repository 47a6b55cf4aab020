/**
 * Issue 24 (audit IT3): an attack aimed at a worn or held item writes what the item took on the ITEM. The goblin is a
 * FrayActor on the Foundry double holding weapon items and wearing an armour item; Mauve's player builds the attack
 * from the sheet's weapon button (the adapter's rollItem, its dialog answered as the form posts it, the goblin as the
 * sheet's first target through FrayActor#asAttackTarget), posts the bound card, and asks for the application as a raw
 * message on the system socket: the GM's client (exchange-query.ts, which works the card out again from its request)
 * writes the weapon's Wounds / Destroyed, or unequips destroyed armour, and the GM's Undo takes it back.
 *
 * "A melee weapon deducts its wounds from damage … Destroyed weapons can't be used for their intended purpose";
 * "An object that takes more damage than it's Toughness is destroyed. A destroyed object is unusable."
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { type Fray, frayWithExchange } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { actionContext, sixSecondsOptions } from "../action-context";
import { armingSword, goblin, mauve } from "../six-seconds-examples";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

let fray: Fray;
let fresh: () => DoubleHandle;
let KIND: string;

beforeAll(async () => {
  ({ fray, fresh, KIND } = await frayWithExchange());
});

type ItemDoc = { id: string; system: { equipped: boolean; sixSeconds: { wounds: number | null; destroyed: boolean } } };
type ActorDoc = { id: string; uuid: string; name: string; system: { stats: { sixSeconds: { wounds: number } } }; items: { get(id: string): ItemDoc | undefined; contents: ItemDoc[] }; asAttackTarget(): never; createEmbeddedDocuments(t: string, d: unknown[]): Promise<ItemDoc[]> };

const SWORD = { name: "Goblin's sword", type: "weapon", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { itemClass: "metal", target: 5, toughness: 13, damageDie: "d8", reload: false, damageTypes: [] } } };
const KNIFE = { name: "Goblin's knife", type: "weapon", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { itemClass: "small-metal", target: 6, toughness: 10, reload: false, damageTypes: [] } } };
const LEATHER = { name: "Leather", type: "armour", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { defence: 2 } } };

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `itm${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: KIND, data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

async function table(items: unknown[]) {
  const h = fresh();
  installTemplates();
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const m = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve(), ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as ActorDoc;
  const g = (await fray.FrayActor.create({ name: "Goblin Mook", type: "npc", system: goblin() } as never)) as unknown as ActorDoc;
  const made = await g.createEmbeddedDocuments("Item", items);
  const { rollItem } = await import("../../../module/rulesets/six-seconds/attack-item");
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  /** The player's sheet button, aimed at `item` (the dialog's *Attack an item*), rolled with `faces`, posted bound. */
  const attack = async (item: string, faces: number[], forge?: (req: Record<string, unknown>) => void) => {
    const goblinNow = fromUuidSync(g.uuid) as unknown as ActorDoc;
    const ctx = actionContext<SixSecondsTypes>(mauve(), { ask: async () => sixSecondsOptions({ item }), firstTarget: () => goblinNow.asAttackTarget() });
    const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
    const req = build!();
    forge?.(req as unknown as Record<string, unknown>);
    const card = resolveRequest(req as never, faces);
    h.actAs(h.player);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange: bindExchange(card, req, faces, m.uuid, [{ uuid: g.uuid, name: "Goblin Mook" }]) } } } as never);
    h.actAs(h.gm);
    return { id: msg!.id!, card };
  };
  const item = (id: string) => (fromUuidSync(g.uuid) as unknown as ActorDoc).items.get(id)!;
  const wounds = () => (fromUuidSync(g.uuid) as unknown as ActorDoc).system.stats.sixSeconds.wounds;
  return { h, console: server.client(h.player, { remote: true }), goblin: g, made, attack, item, wounds };
}

describe("six-seconds: the card's Apply writes an attacked item's damage on the item", () => {
  it("Mauve's 2 + 3 = 5 hits the goblin's sword (Target 5) and 5 + 3 = 8 beats its Minimum 7: the player's Apply writes 1 wound on the sword, none on the goblin; the GM's Undo takes it back", async () => {
    const t = await table([SWORD]);
    const sword = t.made[0]!.id;
    const { id, card } = await t.attack("metal", [2, 5]);
    expect(card.outcome.key).toBe("FRAY.Attack.ItemResult.wound");
    expect(card.damage).toBe(8);
    const applied = await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" });
    expect(applied).toMatchObject({ ok: true });
    expect(t.item(sword).system.sixSeconds.wounds).toBe(1);
    expect(t.item(sword).system.sixSeconds.destroyed).toBe(false);
    // The result card's Undo says it takes the item's write back.
    const { undoCovers } = await import("../../../module/chat/undo-covers");
    expect(undoCovers(applied["records"] as never, () => "Goblin Mook").map((l) => l.key)).toContain("FRAY.Exchange.UndoCovers.ItemWrites");
    expect(t.wounds()).toBe(0);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" }, t.h.gm as never)).toMatchObject({ ok: true });
    expect(t.item(sword).system.sixSeconds.wounds ?? 0).toBe(0);
  });

  it("“A wound decreases … Toughness (and therefore Minimum Toughness) by 1”: the wounded sword's Toughness is 12/6, so a second 2 + 4 = 6 wounds it again", async () => {
    const t = await table([SWORD]);
    const sword = t.made[0]!.id;
    const first = await t.attack("metal", [2, 5]);
    await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: first.id, targetUuid: t.goblin.uuid, choice: "" });
    const second = await t.attack("metal", [2, 4]);
    expect(second.card.outcome.key).toBe("FRAY.Attack.ItemResult.wound");
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: second.id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(t.item(sword).system.sixSeconds.wounds).toBe(2);
  });

  it("the knife (small metal, Toughness 10) takes 8 + 3 = 11: destroyed, written on the knife, whose Attack is then refused", async () => {
    const t = await table([KNIFE]);
    const knife = t.made[0]!.id;
    const { id, card } = await t.attack("small-metal", [3, 8]);
    expect(card.outcome.key).toBe("FRAY.Attack.ItemResult.destroyed");
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(t.item(knife).system.sixSeconds).toMatchObject({ wounds: 1, destroyed: true });
    expect(t.wounds()).toBe(0);
  });

  it("worn leather +2 (Toughness 5) takes 3 + 3 = 6: destroyed, so the GM's client unequips it and the goblin's Toughness loses its Defence", async () => {
    const t = await table([LEATHER]);
    const leather = t.made[0]!.id;
    const toughness = () => (fromUuidSync(t.goblin.uuid) as unknown as { system: { derived: { sixSeconds: { toughness: { toughness: number } } } } }).system.derived.sixSeconds.toughness.toughness;
    const armoured = toughness();
    const { id, card } = await t.attack("armour", [1, 3]);
    expect(card.outcome.key).toBe("FRAY.Attack.ArmourResult.destroyed");
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toMatchObject({ ok: true });
    expect(t.item(leather).system.equipped).toBe(false);
    expect(toughness()).toBeLessThan(armoured);
    expect(t.wounds()).toBe(0);
  });

  it("a request naming an item the target does not carry (forged by the attacker's console) is refused with the reason, and writes nothing", async () => {
    const t = await table([SWORD]);
    const sword = t.made[0]!.id;
    const { id } = await t.attack("metal", [2, 5], (req) => {
      req["itemOnSheet"] = { id: "notAnItem000000x", name: "Forged" };
    });
    const answer = await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" });
    expect(answer).toMatchObject({ ok: false, refusal: "Invalid" });
    expect(String(answer["reason"])).toContain("Forged");
    expect(t.item(sword).system.sixSeconds.wounds ?? 0).toBe(0);
    expect(t.wounds()).toBe(0);
  });

  it("a target holding no item of the chosen row: the card says what the item took and has nothing to apply (the GM's by hand)", async () => {
    const t = await table([]);
    const { id, card } = await t.attack("metal", [2, 5]);
    expect(card.damage).toBeNull();
    expect(await ask(t.console, t.h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" })).toEqual({ ok: false, refusal: "NothingToApply" });
  });
});
