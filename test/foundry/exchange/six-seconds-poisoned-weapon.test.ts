/**
 * Audit PO3, Injury transmission: "If the poison is present on the weapon dealing damage (even if it doesn't do a
 * wound), the character is afflicted." Colonel Mauve's dagger is a weapon item on his sheet whose *Poisoned with*
 * names a poison (the Spider Venom he carries, by name, or a world poison item, by its UUID); his player's weapon
 * button (the adapter's rollItem, with the sheet's actor UUID) builds the attack, the bound card is posted, and the
 * player asks for the application as a raw message on the system socket: the GM's client (exchange-query.ts) gives
 * the goblin its own copy of the poison with the affliction started (what the sheet's first Poison check writes), and
 * the GM's Undo takes it away. FrayActor and Item documents on the Foundry double.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { type Fray, frayWithExchange } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { actionContext, sixSecondsOptions } from "../action-context";
import { goblin, mauve } from "../six-seconds-examples";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const TEXT = "If the poison is present on the weapon dealing damage (even if it doesn't do a wound), the character is afflicted.";

let fray: Fray;
let fresh: () => DoubleHandle;
let KIND: string;

beforeAll(async () => {
  ({ fray, fresh, KIND } = await frayWithExchange());
});

type ItemDoc = { id: string; uuid: string; name: string; type: string; flags: { fray?: { affliction?: unknown } }; system: { sixSeconds: Record<string, unknown> } };
type ActorDoc = { id: string; uuid: string; name: string; system: { stats: { sixSeconds: { wounds: number } } }; items: { get(id: string): ItemDoc | undefined; contents: ItemDoc[] }; asAttackTarget(): never; createEmbeddedDocuments(t: string, d: unknown[]): Promise<ItemDoc[]> };

const venom = (name = "Spider Venom", routes = ["injury"]) => ({
  name,
  type: "poison",
  system: {
    ruleset: "six-seconds",
    category: "poison",
    transmission: { routes, text: "Injury" },
    secondaryTransmission: "none",
    fortDc: { min: 6, max: 6 },
    diagnosisDc: { value: 4 },
    checkRate: { count: 1, per: "round" },
    symptoms: "Staggered 1 round.",
    woundSymptoms: false,
  },
});

/** A d4 dagger (Weapon Skill 2 + Dexterity 1 = +3 to hit, Strength 3 to damage), its *Poisoned with* as given. */
const dagger = (poisonedWith?: string) => ({
  name: "Dagger",
  type: "weapon",
  system: { ruleset: "six-seconds", equipped: true, sixSeconds: { damageDie: "d4", reload: false, damageTypes: ["piercing"], ...(poisonedWith === undefined ? {} : { poisonedWith }) } },
});

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `psn${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: KIND, data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** Mauve (carrying `own`) and a Goblin Mook (Toughness 9/3, carrying `goblinItems`). */
async function table(own: unknown[], goblinItems: unknown[] = []) {
  const h = fresh();
  installTemplates();
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const m = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve(), ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as ActorDoc;
  const g = (await fray.FrayActor.create({ name: "Goblin Mook", type: "npc", system: goblin() } as never)) as unknown as ActorDoc;
  const mine = await m.createEmbeddedDocuments("Item", own);
  if (goblinItems.length) await g.createEmbeddedDocuments("Item", goblinItems);
  const { rollItem } = await import("../../../module/rulesets/six-seconds/attack-item");
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  const weapon = () => (fromUuidSync(m.uuid) as unknown as ActorDoc).items.contents.find((i) => i.type === "weapon")!;
  /** The player's weapon button on Mauve's sheet, rolled with `faces`, posted bound to the goblin. */
  const build = async () => {
    const goblinNow = fromUuidSync(g.uuid) as unknown as ActorDoc;
    const ctx = actionContext<SixSecondsTypes>(mauve(), { uuid: m.uuid, ask: async () => sixSecondsOptions({}), firstTarget: () => goblinNow.asAttackTarget() });
    const w = weapon();
    return (await rollItem(ctx, { name: w.name, system: w.system as never }))!;
  };
  const attack = async (faces: number[]) => {
    const req = (await build())();
    const card = resolveRequest(req as never, faces);
    h.actAs(h.player);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange: bindExchange(card, req, faces, m.uuid, [{ uuid: g.uuid, name: "Goblin Mook" }]) } } } as never);
    h.actAs(h.gm);
    return { id: msg!.id!, card };
  };
  const apply = (id: string) => ask(server.client(h.player, { remote: true }), h.gm.id!, { type: "applyOutcome", messageId: id, targetUuid: g.uuid, choice: "" });
  const poisons = () => (fromUuidSync(g.uuid) as unknown as ActorDoc).items.contents.filter((i) => i.type === "poison");
  const wounds = () => (fromUuidSync(g.uuid) as unknown as ActorDoc).system.stats.sixSeconds.wounds;
  return { h, mauve: m, goblin: g, mine, weapon, build, attack, apply, poisons, wounds };
}

describe(`six-seconds poisoned weapons: “${TEXT}” (audit PO3)`, () => {
  it("a weapon item stored before the field existed reads Poisoned with as empty, and its attack carries no poison", async () => {
    const t = await table([dagger()]);
    expect(t.weapon().system.sixSeconds["poisonedWith"]).toBe("");
    const { id, card } = await t.attack([4, 4]);
    expect(card.hit).not.toHaveProperty("poison");
    expect(await t.apply(id)).toMatchObject({ ok: true });
    expect(t.poisons()).toEqual([]);
  });

  it("the dagger Poisoned with the Spider Venom Mauve carries: 4 + 3 = 7 hits, 4 + 3 = 7 wounds the goblin, and Apply afflicts it with its own copy; Undo takes the copy away", async () => {
    const t = await table([dagger("Spider Venom"), venom()]);
    const { id, card } = await t.attack([4, 4]);
    expect(card.damage).toBe(7);
    const applied = await t.apply(id);
    expect(applied).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.SixSeconds.Poison.Afflicted", data: { poison: "Spider Venom", resultKey: "FRAY.Damage.SixSeconds.Short.wound" } } }] });
    expect(t.wounds()).toBe(1);
    const [copy] = t.poisons();
    expect(copy).toMatchObject({ name: "Spider Venom", system: { checkRate: { count: 1, per: "round" } } });
    // The affliction as the sheet's first Poison check starts it (startAffliction(1)): its checks now fall due.
    expect(copy!.flags.fray?.affliction).toEqual({ doses: 1, successesInRow: 0, failuresInRow: 0, failures: 0, checks: 0, cured: false });
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" }, t.h.gm as never)).toMatchObject({ ok: true });
    expect(t.poisons()).toEqual([]);
    expect(t.wounds()).toBe(0);
  });

  it("“even if it doesn't do a wound”: with Strength 0, a graze of 2 (not above the goblin's Minimum 3) wounds nothing and still afflicts", async () => {
    const t = await table([dagger("Spider Venom"), venom()]);
    const weak = mauve();
    weak.sixSeconds.abilities.strength = 0;
    const goblinNow = fromUuidSync(t.goblin.uuid) as unknown as ActorDoc;
    const { rollItem } = await import("../../../module/rulesets/six-seconds/attack-item");
    const { bindExchange } = await import("../../../module/chat/exchange/bind");
    const { resolveRequest } = await import("../../../module/dice/requests");
    const ctx = actionContext<SixSecondsTypes>(weak, { uuid: t.mauve.uuid, ask: async () => sixSecondsOptions({}), firstTarget: () => goblinNow.asAttackTarget() });
    const req = (await rollItem(ctx, { name: "Dagger", system: t.weapon().system as never }))!();
    const card = resolveRequest(req as never, [4, 2]);
    expect(card.damage).toBe(2);
    t.h.actAs(t.h.player);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange: bindExchange(card, req, [4, 2], t.mauve.uuid, [{ uuid: t.goblin.uuid, name: "Goblin Mook" }]) } } } as never);
    t.h.actAs(t.h.gm);
    expect(await t.apply(msg!.id!)).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.SixSeconds.Poison.Afflicted", data: { resultKey: "FRAY.Damage.SixSeconds.Short.no-effect" } } }] });
    expect(t.wounds()).toBe(0);
    expect(t.poisons().map((p) => p.name)).toEqual(["Spider Venom"]);
  });

  it("Poisoned with a world poison item's UUID afflicts with that poison", async () => {
    const t = await table([]);
    const world = (await Item.create(venom("Snake Venom") as never)) as unknown as ItemDoc;
    await t.mauve.createEmbeddedDocuments("Item", [dagger(world.uuid)]);
    const { id } = await t.attack([4, 4]);
    expect(await t.apply(id)).toMatchObject({ ok: true });
    expect(t.poisons().map((p) => [p.name, (p.flags.fray?.affliction as { doses: number }).doses])).toEqual([["Snake Venom", 1]]);
  });

  it("a goblin already afflicted by the venom gets no second copy; the summary names the dose the hit adds", async () => {
    const afflicted = { ...venom(), flags: { fray: { affliction: { doses: 1, successesInRow: 0, failuresInRow: 0, failures: 1, checks: 1, cured: false } } } };
    const t = await table([dagger("Spider Venom"), venom()], [afflicted]);
    const { id } = await t.attack([4, 4]);
    expect(await t.apply(id)).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.SixSeconds.Poison.Overdose", data: { doses: 2 } } }] });
    expect(t.poisons()).toHaveLength(1);
    expect(t.wounds()).toBe(1);
  });

  it("a Poisoned with that names no poison, or one not transmitted by injury, refuses the attack with the reason", async () => {
    const t = await table([dagger("Nightshade")]);
    await expect(t.build().then((b) => b())).rejects.toMatchObject({ code: "poisoned-with-unknown", data: { weapon: "Dagger", poison: "Nightshade" } });
    const u = await table([dagger("Tear Gas"), venom("Tear Gas", ["inhalation"])]);
    await expect(u.build().then((b) => b())).rejects.toMatchObject({ code: "poisoned-with-not-injury", data: { poison: "Tear Gas" } });
  });

  it("a card whose hit carries a forged poison (not an injury one) is refused by the GM's client, and nothing is written", async () => {
    const t = await table([dagger("Spider Venom"), venom()]);
    const req = (await t.build())() as unknown as { poison: { system: { transmission: { routes: string[] } } } };
    req.poison.system.transmission.routes = ["inhalation"];
    const { bindExchange } = await import("../../../module/chat/exchange/bind");
    const { resolveRequest } = await import("../../../module/dice/requests");
    const card = resolveRequest(req as never, [4, 4]);
    t.h.actAs(t.h.player);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange: bindExchange(card, req as never, [4, 4], t.mauve.uuid, [{ uuid: t.goblin.uuid, name: "Goblin Mook" }]) } } } as never);
    t.h.actAs(t.h.gm);
    // The GM's client reads no card whose hit it cannot check (the reader's reason names the field).
    expect(await t.apply(msg!.id!)).toEqual({ ok: false, refusal: "NoCard" });
    const { readSixSecondsHit } = await import("../../../module/rulesets/six-seconds/types");
    expect(() => readSixSecondsHit({ poison: req.poison })).toThrow("hit.poison: poison.system is not transmitted by injury");
    expect(t.poisons()).toEqual([]);
    expect(t.wounds()).toBe(0);
  });

  it("a combo's Attacks made with the poisoned sword carry its poison: two hits (8 and 6) on the goblin are two wounds and one affliction of two doses (“bitten twice in the same round”)", async () => {
    const { useComboAction } = await import("../../../module/rulesets/six-seconds/combo-actions");
    const { resolveAction } = await import("../../../module/dice/action-resolve");
    const { newExchange } = await import("../../../module/chat/exchange/card");
    const { applyOutcome } = await import("../../../module/chat/exchange/handler");
    const { doubleWorld, player } = await import("./double-world");
    const { comboTarget, GOB, MAUVE, mauveCombo } = await import("../actions/six-seconds-combo-fixture");
    const { s, items } = mauveCombo();
    const sword = items.find((i) => i.id === "sword")!;
    const poisoned = [{ ...sword, system: { sixSeconds: { ...(sword.system["sixSeconds"] as Record<string, unknown>), poisonedWith: "Spider Venom" } } }, ...items.filter((i) => i !== sword), { id: "venom", ...venom() }];
    const two = poisoned.map((i) => (i.id === "triple" ? { ...i, system: { components: [{ name: "Attack", rating: 1 }, { name: "Attack", rating: 1 }] } as never } : i));
    const ctx = actionContext<SixSecondsTypes>(s, { name: "Colonel Mauve", data: { itemId: "triple" }, items: two as never, targets: () => [comboTarget(GOB, "Goblin Mook")], askFields: async () => ({ weapon: "sword", "target-0": GOB, "target-1": GOB }) });
    const req = (await useComboAction.prepare(ctx))!;
    // d8 faces 5 and 3 (+3 Strength): 8 and 6; each attack die 4 (+3 = 7) hits.
    const out = resolveAction(useComboAction, req, [4, 5, 4, 3]);
    const seed = out.exchanges![0]!;
    expect(seed.hit).toMatchObject({ hits: [8, 6], poison: { name: "Spider Venom" } });
    const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOB]: { name: "Goblin Mook", system: goblin(), statuses: [] } });
    await world.cards.set("msg0000000000000", newExchange({ ruleset: "six-seconds", attackerUuid: MAUVE, targets: [seed.target], damage: seed.damage, hit: seed.hit, attack: null }));
    expect(await applyOutcome(world, "msg0000000000000", GOB, player("p1", [MAUVE]))).toMatchObject({ ok: true });
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(2);
    expect([...(world.items.get(GOB) ?? [])].map((i) => [i.type, i.nameData["name"], (i.flags?.["affliction"] as { doses: number }).doses])).toEqual([["poison", "Spider Venom", 2]]);
  });
});

const OVERDOSE = "If the afflicted character is, say, bitten twice in the same round or injected with more sedative, the DC goes up. For every doubling of dose, the DC increases by +1";

describe(`six-seconds overdose from a second poisoned hit: “${OVERDOSE}” (audit PO3)`, () => {
  it("a second hit with the venom adds a dose to the goblin's running affliction (its next check is DC 6 + 1 = 7); Undo takes the dose back", async () => {
    const afflicted = { ...venom(), flags: { fray: { affliction: { doses: 1, successesInRow: 1, failuresInRow: 0, failures: 0, checks: 1, cured: false } } } };
    const t = await table([dagger("Spider Venom"), venom()], [afflicted]);
    const [before] = t.poisons();
    expect((before!.system as unknown as { addedDoses: number }).addedDoses).toBe(0);
    const { id } = await t.attack([4, 4]);
    expect(await t.apply(id)).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.SixSeconds.Poison.Overdose", data: { poison: "Spider Venom", doses: 2, resultKey: "FRAY.Damage.SixSeconds.Short.wound" } }, itemChanges: [{ id: before!.id, changes: [{ path: "system.addedDoses", before: 0, after: 1 }] }] }] });
    expect(t.poisons()).toHaveLength(1);
    const [copy] = t.poisons();
    expect((copy!.system as unknown as { addedDoses: number }).addedDoses).toBe(1);
    // The poison's sheet shows the added doses as a field the GM can change (a dose given another way: more sedative).
    const { itemSheetContext } = await import("../../../module/applications/sheets/context");
    const sheet = itemSheetContext({ name: copy!.name, img: "", type: "poison", system: copy!.system as never, ruleset: "six-seconds", editable: true });
    expect(sheet.groups[0]!.rows).toContainEqual(expect.objectContaining({ label: "FRAY.Field.addedDoses", name: "system.addedDoses", input: "number", value: 1 }));
    // The goblin's next check (the sheet's Poison check on the running affliction): two doses, one doubling, DC 7.
    const { poisonCheckAction, resolveSixSecondsPoison } = await import("../../../module/rulesets/six-seconds/poison-actions");
    const items = t.poisons().map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system, flags: i.flags.fray ?? {} }));
    const ctx = actionContext<SixSecondsTypes>(goblin(), { name: "Goblin Mook", items: items as never, askFields: async () => ({ poison: copy!.id, doses: "1", extraDc: "0", breathing: "", sourceScale: "0", metres: "0" }) });
    const req = (await poisonCheckAction.prepare(ctx))!;
    const out = resolveSixSecondsPoison(req, [6]);
    expect(out.card.target).toBe(7);
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Poison.Doses", value: 2 });
    // The check keeps the doses where they are (the affliction's own and the one the hit added): no dose counted twice.
    expect(out.items).toEqual([{ id: copy!.id, update: { "flags.fray.affliction": expect.objectContaining({ doses: 1, successesInRow: 2 }) } }]);
    // A check that cures (the third success in a row) clears the added doses with the affliction: a new one starts afresh.
    const cure = resolveSixSecondsPoison({ ...req, state: { ...req.state, successesInRow: 2 } }, [6]);
    expect(cure.items).toEqual([{ id: copy!.id, update: { "flags.fray.affliction": null, "system.addedDoses": 0 } }]);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "undoOutcome", messageId: id, targetUuid: t.goblin.uuid, choice: "" }, t.h.gm as never)).toMatchObject({ ok: true });
    expect((t.poisons()[0]!.system as unknown as { addedDoses: number }).addedDoses).toBe(0);
    expect(t.wounds()).toBe(0);
  });
});
