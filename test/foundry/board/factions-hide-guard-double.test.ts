/**
 * factions Hide and Guard on the board, through the Foundry double: the GM's client handles the card's request
 * (exchange-query.ts handleExchangeRequest, its real ExchangeWorld) and reads "nearby" from the viewed scene's zones
 * (the same zone, as for every factions "nearby"), and a hide swaps the two tokens' places.
 * - "Hide behind a nearby character. Choose a nearby character who becomes the new target of the attack, swapping
 *   position with the original target." (factions.txt, Reacting to an attack)
 * - "A character who is nearby the target of an attack can react by guarding them." (factions.txt, Guarding)
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";
import { installTemplates } from "../../double/templates";

let w: BoardWorld;
let glue: typeof import("../../../module/chat/exchange-query");
beforeAll(async () => {
  w = await boardOnDouble();
  glue = await import("../../../module/chat/exchange-query");
});

const G = 100;
const sword = { name: "Sword", block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] };

type Actor = InstanceType<BoardWorld["fray"]["FrayActor"]>;

/** Balthasar, the bandit and his ally in the Hall; a second bandit in the Yard next door. The sword's card on the bandit. */
async function hall(h: DoubleHandle) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string) => (await w.fray.FrayActor.create({ name, type: "npc", system: { factions: { health: { value: 8, max: 8 }, agi: 10 } } } as never)) as Actor;
  const hero = await make("Balthasar");
  const bandit = await make("Bandit");
  const ally = await make("Bandit ally");
  const far = await make("Yard bandit");
  const tokens = {
    hero: await tokenFor(s, hero.id!, 1, 1),
    bandit: await tokenFor(s, bandit.id!, 2, 1),
    ally: await tokenFor(s, ally.id!, 5, 5),
    far: await tokenFor(s, far.id!, 12, 1),
  };
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  const { factionsAttackRequest } = await import("../../../module/rulesets/factions/attack");
  const req = factionsAttackRequest(hero.system.stats, sword as never, bandit.asAttackTarget() as never, { raw: {} });
  const exchange = bindExchange(resolveRequest(req, [5]), req, [5], hero.uuid, [{ uuid: bandit.uuid, name: "Bandit" }], "Balthasar");
  const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange } } } as never);
  h.notices.length = 0;
  return { hero, bandit, ally, far, tokens, messageId: msg!.id! };
}

const at = (t: TokenDocument) => ({ x: t.x, y: t.y });
const ask = (h: DoubleHandle, data: Record<string, unknown>) => glue.handleExchangeRequest({ choice: "", ...data }, h.gm as never);

describe("factions: Hide and Guard read 'nearby' from the board", () => {
  it("hiding behind a character in another zone is refused with the reason and nothing moves; one in the target's zone swaps places with it (a forced move, core's displace)", async () => {
    const h = w.start();
    const t = await hall(h);
    const before = { bandit: at(t.tokens.bandit), ally: at(t.tokens.ally), far: at(t.tokens.far) };
    expect(await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "hide", otherUuid: t.far.uuid })).toEqual({ ok: false, refusal: "Refused", reason: "can only hide behind a nearby character" });
    expect(at(t.tokens.bandit)).toEqual(before.bandit);
    expect(at(t.tokens.far)).toEqual(before.far);
    expect(await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "hide", otherUuid: t.ally.uuid })).toMatchObject({ ok: true, defence: { choice: "hide", retarget: { to: t.ally.uuid, swapped: true } } });
    // "swapping position with the original target"
    expect(at(t.tokens.bandit)).toEqual(before.ally);
    expect(at(t.tokens.ally)).toEqual(before.bandit);
  });

  it("the GM's undo of the hide puts both tokens back where they stood", async () => {
    const h = w.start();
    const t = await hall(h);
    const before = { bandit: at(t.tokens.bandit), ally: at(t.tokens.ally) };
    await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "hide", otherUuid: t.ally.uuid });
    expect(at(t.tokens.bandit)).toEqual(before.ally);
    expect(await ask(h, { type: "undoOutcome", messageId: t.messageId, targetUuid: t.ally.uuid })).toMatchObject({ ok: true, defence: { unbound: {} } });
    expect(at(t.tokens.bandit)).toEqual(before.bandit);
    expect(at(t.tokens.ally)).toEqual(before.ally);
  });

  it("a guard from another zone is refused; one in the target's zone becomes the target and nobody moves", async () => {
    const h = w.start();
    const t = await hall(h);
    expect(await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "guard", otherUuid: t.far.uuid })).toEqual({ ok: false, refusal: "Refused", reason: "guarding needs to be nearby the target" });
    const before = { bandit: at(t.tokens.bandit), ally: at(t.tokens.ally) };
    expect(await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "guard", otherUuid: t.ally.uuid })).toMatchObject({ ok: true, defence: { choice: "guard", retarget: { to: t.ally.uuid } } });
    expect(at(t.tokens.bandit)).toEqual(before.bandit);
    expect(at(t.tokens.ally)).toEqual(before.ally);
  });

  it("a move a module refuses (preMoveToken) leaves both tokens where they stood; the card still rebinds, unswapped", async () => {
    const h = w.start();
    const t = await hall(h);
    const before = { bandit: at(t.tokens.bandit), ally: at(t.tokens.ally) };
    h.hooks.on("preMoveToken", (doc) => (doc as { id: string }).id !== t.tokens.ally.id);
    const r = await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "hide", otherUuid: t.ally.uuid });
    expect(r).toMatchObject({ ok: true, defence: { retarget: { to: t.ally.uuid } } });
    expect((r as { defence: { retarget: Record<string, unknown> } }).defence.retarget["swapped"]).toBeUndefined();
    expect(at(t.tokens.bandit)).toEqual(before.bandit);
    expect(at(t.tokens.ally)).toEqual(before.ally);
  });

  it("off the board (a character with no token on the viewed scene) nearby is the table's call: the hide goes on without a swap", async () => {
    const h = w.start();
    const t = await hall(h);
    await t.tokens.far.delete();
    const r = await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "hide", otherUuid: t.far.uuid });
    expect(r).toMatchObject({ ok: true, defence: { retarget: { to: t.far.uuid } } });
    expect((r as { defence: { retarget: Record<string, unknown> } }).defence.retarget["swapped"]).toBeUndefined();
  });

  it("a character in a zone not connected to the target's (an island) is not nearby: hide and guard are refused, nothing moves", async () => {
    const h = w.start();
    const t = await hall(h);
    const s = canvas!.scene!;
    await zoneRegion(s as never, "Island", [5000, 5000, 1000, 1000]);
    const before = at(t.tokens.far);
    await t.tokens.far.update({ x: 5200, y: 5200 } as never);
    const moved = at(t.tokens.far);
    expect(moved).not.toEqual(before);
    expect(await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "hide", otherUuid: t.far.uuid })).toEqual({ ok: false, refusal: "Refused", reason: "can only hide behind a nearby character" });
    expect(await ask(h, { type: "defend", messageId: t.messageId, targetUuid: t.bandit.uuid, choice: "guard", otherUuid: t.far.uuid })).toEqual({ ok: false, refusal: "Refused", reason: "guarding needs to be nearby the target" });
    expect(at(t.tokens.far)).toEqual(moved);
  });
});
