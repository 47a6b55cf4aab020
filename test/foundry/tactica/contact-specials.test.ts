/**
 * Issue 25 (audit X9, X10, X11), through the Foundry double: the special results that change who is in contact are
 * done from the result card by the GM on the board's tokens: "Move out of Contact" stands the attacker alone, "Draw
 * into Contact vs Reach" puts the target in the attacker's melee, and a won "Knockback" throws the target out of it
 * (its token's contact group dropped, as the token HUD's *Stand alone* does). A lost knockback offers nothing.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { adapterFor } from "../../../module/rulesets/registry";
import { blankSystem, doubleWorld, GM, uuid, type DoubleWorld } from "../exchange/double-world";
import { scene, theCanvas, tokenFor } from "../board/on-double";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg00000000000b3";
type Tok = { flags: { fray?: { contact?: { group?: string; close?: string[] } } } };

/** The goblin hits Roland with 3 successes (one extra); their tokens as `contact` says, on the viewed scene. */
async function melee(contact: { goblin?: string; roland?: string }): Promise<{ world: DoubleWorld; goblin: Tok; roland: Tok }> {
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  theCanvas().view(s as never);
  const flag = (g?: string) => (g ? { flags: { fray: { contact: { group: g, close: [] } } } } : {});
  const goblin = await tokenFor(s, GOBLIN.slice("Actor.".length), 1, 1, { name: "Goblin", ...flag(contact.goblin) });
  const roland = await tokenFor(s, ROLAND.slice("Actor.".length), 2, 1, { name: "Roland", ...flag(contact.roland) });
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
  const faces = [5, 6, 5, 2];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
  return { world, goblin: goblin as unknown as Tok, roland: roland as unknown as Tok };
}

async function applied(world: DoubleWorld, choice: string) {
  const answer = await applyOutcome(world, MSG, ROLAND, GM, choice);
  if (!answer.ok || !("records" in answer)) throw new Error(`not applied: ${JSON.stringify(answer)}`);
  return answer.records[0]!;
}

describe("tactica: contact special results moved on the board from the result card", () => {
  it('"Move out of Contact": the GM\'s button stands the attacker alone; the target keeps its group', async () => {
    const { world, goblin, roland } = await melee({ goblin: "m1", roland: "m1" });
    const record = await applied(world, "move-out-of-contact");
    const slot = adapterFor("tactica").resultActions!;
    expect(slot.offers(record).map((o) => o.id)).toEqual(["contact-move-out-of-contact"]);
    await slot.run("contact-move-out-of-contact", record);
    expect(goblin.flags.fray?.contact).toBeUndefined();
    expect(roland.flags.fray?.contact?.group).toBe("m1");
  });

  it('"Draw into Contact vs Reach": Roland, standing alone with his reach, is drawn into the goblin\'s melee', async () => {
    const { world, goblin, roland } = await melee({ goblin: "m2" });
    const record = await applied(world, "draw-into-contact");
    await adapterFor("tactica").resultActions!.run("contact-draw-into-contact", record);
    expect(roland.flags.fray?.contact?.group).toBe("m2");
    expect(goblin.flags.fray?.contact?.group).toBe("m2");
  });

  it('"Knockback": won (BODY vs BODY plus Size), the target is thrown out of the melee; lost, nothing is offered', async () => {
    const won = await melee({ goblin: "m3", roland: "m3" });
    won.world.dice = [5, 5, 1, 1, /* Roland */ 5, 1, 1, 1];
    const record = await applied(won.world, "knockback");
    expect(adapterFor("tactica").resultActions!.offers(record).map((o) => o.id)).toEqual(["contact-knockback"]);
    await adapterFor("tactica").resultActions!.run("contact-knockback", record);
    expect(won.roland.flags.fray?.contact).toBeUndefined();
    expect(won.goblin.flags.fray?.contact?.group).toBe("m3");
    const lost = await melee({ goblin: "m4", roland: "m4" });
    lost.world.dice = [5, 1, 1, 1, /* Roland */ 5, 5, 1, 1];
    expect(adapterFor("tactica").resultActions!.offers(await applied(lost.world, "knockback"))).toEqual([]);
  });
});
