/**
 * Issue 27 item 9, "retarget and scatter buttons on an area's card", through the Foundry double in v13 (a
 * MeasuredTemplate) and v14 (a Region): who gets the buttons (the GM and the attacker's owner, while nobody has
 * defended or been applied to; Scatter only for a missed area that has not landed), and the GM's client carrying
 * out each request a player's click sends (handleAreaCardRequest with the sender the server names): Retarget binds
 * the card to whoever the hand-moved area covers; Scatter rolls the ruleset's scatter, moves the area and rebinds;
 * a second Scatter is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DoubleHandle } from "../../double/index";
import type { Scene } from "../../double/canvas";
import type { Requester } from "../../../module/chat/exchange/card";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";

type Rec = Record<string, unknown>;
let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

async function setUp(generation: 13 | 14) {
  const h = w.start({ generation });
  const [{ registerBoardHooks }, areaAttack, areaCard, placed, bind, requests, attack, derived, query] = await Promise.all([
    import("../../../module/canvas/board-hooks"),
    import("../../../module/canvas/area-attack"),
    import("../../../module/chat/area-card"),
    import("../../../module/canvas/placed-area"),
    import("../../../module/chat/exchange/bind"),
    import("../../../module/dice/requests"),
    import("../../../module/rulesets/six-seconds/attack"),
    import("../../../module/data/actor/derived"),
    import("../../../module/chat/exchange-query"),
  ]);
  registerBoardHooks();
  await game.settings.set("fray", "ruleset", "six-seconds");
  const thrower = (await w.fray.FrayActor.create({ name: "Thrower", type: "character", ownership: { default: 0, [h.player.id!]: 3 } as never, system: { sixSeconds: { skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 0 }] } } }))!;
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" }))!;
  const bystander = (await w.fray.FrayActor.create({ name: "Bystander", type: "npc" }))!;
  const board = await scene({ name: "Board" });
  theCanvas().view(board as never);
  const tThrower = await tokenFor(board, thrower.id!, 1, 5);
  const tGoblin = await tokenFor(board, goblin.id!, 5, 5);
  await tokenFor(board, bystander.id!, 8, 5);
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  // The player places a sphere on the goblin for the thrower (as in areas-double.test.ts).
  h.actAs(h.player);
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(tThrower.id!)];
  layer.get(tGoblin.id!).setTarget(true, { releaseOthers: true });
  await areaAttack.placeAttackArea(thrower as never, "sphere", 0, 1);
  const area = areaDoc(h, board);
  h.actAs(h.gm);
  const stats = (a: unknown) => (a as { system: { stats: never } }).system.stats;
  const req = attack.sixSecondsAttackRequest(stats(thrower), derived.prepareActorDerived(stats(thrower)), { name: "Splash vial", block: { damageDie: "d6" } }, { name: "Goblin", system: stats(goblin), derived: derived.prepareActorDerived(stats(goblin)), statuses: [] });
  /** A card of this attack die (a 6 hits the area's Target 4, a 3 misses), with `area` on it (unresolved). */
  const card = async (face: number) => {
    const c = requests.resolveRequest(req, [face, 5]);
    const exchange = bind.bindExchange(c, req, [face, 5], thrower.uuid, [{ uuid: goblin.uuid, name: "Goblin" }], "Thrower")!;
    // Posted without the area, then given it: the automatic landing (the author's createChatMessage) stays out of it.
    const m = (await ChatMessage.implementation.create({ content: "attack", flags: { fray: { card: c } } } as never)) as unknown as { id: string; update(d: Rec): Promise<unknown> };
    await m.update({ flags: { fray: { exchange, area: { kind: "template", template: area.uuid, rangeIncrements: 1 } } } });
    return m.id;
  };
  const message = (id: string) => h.game.messages.get(id) as never;
  const buttons = (id: string, who: Requester) => areaCard.areaButtons(query.exchangeOf(message(id)), placed.parsePlacedArea((h.game.messages.get(id) as unknown as { flags: { fray: { area: unknown } } }).flags.fray.area), who);
  const targets = (id: string) => query.exchangeOf(message(id))!.targets.map((t) => t.uuid);
  return { h, board, area, areaCard, card, buttons, targets, thrower, goblin, bystander };
}

/** The placed area's document: the template (v13) or the Region (v14). */
function areaDoc(h: DoubleHandle, board: Scene): { uuid: string; update(d: Rec): Promise<unknown> } {
  const c = h.generation >= 14 ? (board as unknown as { regions: { contents: unknown[] } }).regions : (board as unknown as { templates: { contents: unknown[] } }).templates;
  return c.contents[0] as never;
}

const requester = (h: DoubleHandle, user: unknown, owned: string[]): Requester => ({ id: (user as { id: string }).id, isGM: user === h.gm, owns: (u) => owned.includes(u) });

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: Retarget and Scatter on an area's card`, () => {
    it("Retarget: the attacker's owner binds the card to whoever the hand-moved area covers", async () => {
      const x = await setUp(generation);
      const id = await x.card(6);
      expect(x.buttons(id, requester(x.h, x.h.player, [x.thrower.uuid]))).toEqual({ retarget: true, scatter: false });
      expect(x.buttons(id, requester(x.h, x.h.gm, []))).toEqual({ retarget: true, scatter: false });
      expect(x.buttons(id, requester(x.h, x.h.player, []))).toEqual({ retarget: false, scatter: false });
      // The GM drags the area three squares east, onto the bystander.
      if (x.h.generation >= 14) await x.area.update({ shapes: [{ type: "circle", x: 850, y: 550, radius: 50 }] });
      else await x.area.update({ x: 850 });
      expect(x.targets(id)).toEqual([x.goblin.uuid]);
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "retarget" }, x.h.player as never)).toEqual({ ok: true, targets: [x.bystander.uuid] });
      expect(x.targets(id)).toEqual([x.bystander.uuid]);
      expect(x.h.errors).toEqual([]);
    });

    it("Scatter: a missed area that has not landed scatters by the ruleset's dice, once", async () => {
      const x = await setUp(generation);
      const id = await x.card(3);
      expect(x.buttons(id, requester(x.h, x.h.player, [x.thrower.uuid]))).toEqual({ retarget: true, scatter: true });
      // d8 = 3 (east), 2d6 = 2 + 1: three 1 m squares east, onto the bystander.
      x.h.dice.queue.push(3, 2, 1);
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "scatter" }, x.h.player as never)).toEqual({ ok: true, targets: [x.bystander.uuid] });
      expect(x.targets(id)).toEqual([x.bystander.uuid]);
      expect(x.buttons(id, requester(x.h, x.h.gm, []))).toEqual({ retarget: true, scatter: false });
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "scatter" }, x.h.gm as never)).toEqual({ ok: false, refusal: "Resolved" });
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "nudge" }, x.h.gm as never)).toMatchObject({ ok: false, refusal: "Invalid" });
    });
  });
}

/**
 * Trust: the area is named by the card's flags, which its author writes. A player who points their card at an area
 * someone else placed (the GM's, another player's) may not have the GM's client move it with a Scatter, nor bind
 * their card to whoever it covers with a Retarget: refused, the area where it was, the card's targets unchanged.
 */
for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: an area the asker does not own`, () => {
    it("Scatter and Retarget on a card that names someone else's area are refused, and move nothing", async () => {
      const x = await setUp(generation);
      const id = await x.card(3);
      // The area becomes another user's (as if the GM had placed it): v13 its author, v14 its ownership.
      if (x.h.generation >= 14) await x.area.update({ ownership: { default: 0, [x.h.player.id!]: 0 } });
      else await x.area.update({ author: x.h.gm.id });
      const before = JSON.stringify((x.area as unknown as { toObject(): unknown }).toObject());
      x.h.dice.queue.push(3, 2, 1);
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "scatter" }, x.h.player as never)).toEqual({ ok: false, refusal: "NotYours" });
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "retarget" }, x.h.player as never)).toEqual({ ok: false, refusal: "NotYours" });
      const { handleAreaMissRequest } = await import("../../../module/canvas/area-miss");
      expect(await handleAreaMissRequest({ type: "areaMiss", messageId: id }, x.h.player as never)).toEqual({ ok: false, refusal: "NotYours" });
      expect(JSON.stringify((x.area as unknown as { toObject(): unknown }).toObject())).toBe(before);
      expect(x.targets(id)).toEqual([x.goblin.uuid]);
      // The GM may still scatter it (owner of every document).
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "scatter" }, x.h.gm as never)).toEqual({ ok: true, targets: [x.bystander.uuid] });
    });
  });
}

/**
 * Trust: a card no GM has taken yet (none was connected when it was posted) carries its author's numbers. Retarget
 * (and Scatter) used to bind the card from those flags and write them into the GM's companion, so the damage its
 * author typed in was kept and never worked out again from the attack's request and faces. The GM's client now takes
 * the card first, as every exchange request does.
 */
for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: Retarget on a card no GM has taken`, () => {
    it("binds the damage the engine makes of the card's own request and faces, not the damage written on the card", async () => {
      const x = await setUp(generation);
      const id = await x.card(6);
      const { stateMessageOf } = await import("../../../module/chat/exchange-state");
      const query = await import("../../../module/chat/exchange-query");
      expect(stateMessageOf(id)).toBeUndefined();
      const engine = query.exchangeOf(x.h.game.messages.get(id) as never)!.damage;
      // The card's own flags say 9999, as its author may write them (setUp posts it as the GM; whoever wrote it, only
      // the companion counts).
      await (x.h.game.messages.get(id) as unknown as { update(d: Rec): Promise<unknown> }).update({ "flags.fray.exchange.damage": 9999 });
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "retarget" }, x.h.player as never)).toMatchObject({ ok: true });
      expect(stateMessageOf(id)).toBeDefined();
      expect(query.exchangeOf(x.h.game.messages.get(id) as never)!.damage).toBe(engine);
      expect(engine).not.toBe(9999);
    });
  });
}

/**
 * Trust, replay: that the area has landed was kept only on the card (flags.fray.area.resolved), which its author can
 * write. Taking it off and asking again scattered the area a second time (a free re-roll of the scatter dice). The
 * GM's client now keeps the landing in its companion too, and refuses a second landing whatever the card says.
 */
for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: a landed area whose mark is taken off the card`, () => {
    it("a second Scatter is refused 'Resolved', and the area stays where it landed", async () => {
      const x = await setUp(generation);
      const id = await x.card(3);
      x.h.dice.queue.push(3, 2, 1);
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "scatter" }, x.h.player as never)).toEqual({ ok: true, targets: [x.bystander.uuid] });
      const landed = JSON.stringify((x.area as unknown as { toObject(): unknown }).toObject());
      // The card's author takes the mark off (setUp posts the card as the GM; whoever writes it, the card is not trusted).
      await (x.h.game.messages.get(id) as unknown as { update(d: Rec): Promise<unknown> }).update({ "flags.fray.area.-=resolved": null });
      expect((x.h.game.messages.get(id) as unknown as { flags: { fray: { area: Rec } } }).flags.fray.area["resolved"]).toBeUndefined();
      x.h.dice.queue.push(7, 6, 6);
      expect(await x.areaCard.handleAreaCardRequest({ type: "areaCard", messageId: id, action: "scatter" }, x.h.player as never)).toEqual({ ok: false, refusal: "Resolved" });
      const { handleAreaMissRequest } = await import("../../../module/canvas/area-miss");
      expect(await handleAreaMissRequest({ type: "areaMiss", messageId: id }, x.h.player as never)).toEqual({ ok: false, refusal: "Resolved" });
      expect(JSON.stringify((x.area as unknown as { toObject(): unknown }).toObject())).toBe(landed);
      expect(x.targets(id)).toEqual([x.bystander.uuid]);
    });
  });
}
