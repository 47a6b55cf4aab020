/**
 * factions: the card's Undo of a landed shove takes the push back too, through the Foundry double (the GM's client
 * handles the card's requests with its real ExchangeWorld, exchange-query.ts handleExchangeRequest; the result card's
 * *Shove* button pushes the token on the viewed scene, shove-board.ts).
 * - "The target must pass a STR save or the attacker can force them to move by half a zone" (factions.txt,
 *   Non-lethal attacks, Shove): undoing the shove's result undoes the move it made, so the shoved stands where the
 *   shove found it, as the card's *Put the shoved back* does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";
import { installTemplates } from "../../double/templates";
import type { AppliedRecord } from "../../../module/chat/exchange/card";

let w: BoardWorld;
let glue: typeof import("../../../module/chat/exchange-query");
beforeAll(async () => {
  w = await boardOnDouble();
  glue = await import("../../../module/chat/exchange-query");
});

const RULE = "The target must pass a STR save or the attacker can force them to move by half a zone";
type Actor = InstanceType<BoardWorld["fray"]["FrayActor"]>;
const at = (t: TokenDocument) => ({ x: t.x, y: t.y });
const ask = (h: DoubleHandle, data: Record<string, unknown>) => glue.handleExchangeRequest({ choice: "", ...data }, h.gm as never);

/** Theobald (square 3) and the bandit beside him (square 4) in the Hall, the Yard east of it; Theobald's shove card on the bandit, its save rolled `face`. */
async function hall(h: DoubleHandle, face: number) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string) => (await w.fray.FrayActor.create({ name, type: "npc", system: { factions: { health: { value: 8, max: 8 }, str: 10 } } } as never)) as Actor;
  const theobald = await make("Theobald");
  const bandit = await make("Bandit");
  const tokens = { theobald: await tokenFor(s, theobald.id!, 3, 5), bandit: await tokenFor(s, bandit.id!, 4, 5) };
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  const { NON_LETHAL_ATTACKS } = await import("../../../module/rulesets/factions/nonlethal-actions");
  const { sheetCtx } = await import("../actions/factions-nonlethal-fixture");
  const req = (await NON_LETHAL_ATTACKS.shove(sheetCtx("Theobald", theobald.system.stats as never, bandit.asAttackTarget() as never)))!;
  const exchange = bindExchange(resolveRequest(req, [face]), req, [face], theobald.uuid, [{ uuid: bandit.uuid, name: "Bandit" }], "Theobald");
  const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange } } } as never);
  return { theobald, bandit, tokens, messageId: msg!.id! };
}

async function applied(h: DoubleHandle, t: Awaited<ReturnType<typeof hall>>): Promise<AppliedRecord> {
  const answer = await ask(h, { type: "applyOutcome", messageId: t.messageId, targetUuid: t.bandit.uuid });
  if (!answer.ok || !("records" in answer)) throw new Error(`not applied: ${JSON.stringify(answer)}`);
  return answer.records[0]!;
}

const slot = async () => (await import("../../../module/rulesets/registry")).adapterFor("factions").resultActions!;

describe("factions shove: the card's Undo takes the push back", () => {
  it(`"${RULE}": the GM pushes the bandit 5 squares from the card, then undoes the shove's result: the bandit stands where the shove found him`, async () => {
    const h = w.start();
    const t = await hall(h, 15);
    const record = await applied(h, t);
    await (await slot()).run("shove", record);
    expect(at(t.tokens.bandit)).toEqual({ x: 900, y: 500 });
    expect(await ask(h, { type: "undoOutcome", messageId: t.messageId, targetUuid: t.bandit.uuid })).toMatchObject({ ok: true });
    expect(at(t.tokens.bandit)).toEqual({ x: 400, y: 500 });
    expect(at(t.tokens.theobald)).toEqual({ x: 300, y: 500 });
    // Put back: the token no longer says it was shoved by this hit, so the card's *Put the shoved back* moves nothing.
    expect((t.tokens.bandit.flags as { fray?: { shoved?: unknown } }).fray?.shoved).toBeUndefined();
  });

  it("a shove applied but never pushed: the Undo leaves the tokens where they stand (a drag the GM made stays)", async () => {
    const h = w.start();
    const t = await hall(h, 15);
    await applied(h, t);
    await t.tokens.bandit.update({ x: 600 } as never);
    expect(await ask(h, { type: "undoOutcome", messageId: t.messageId, targetUuid: t.bandit.uuid })).toMatchObject({ ok: true });
    expect(at(t.tokens.bandit)).toEqual({ x: 600, y: 500 });
  });
});
