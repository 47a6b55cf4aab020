/**
 * Issue 24 (audit CS2; e2e 13): a called shot's Fortitude check is kept on the hit actor when the card is applied,
 * and rolled from its sheet: failing it writes the status. Through the double's exchange world (FrayActor documents,
 * the card's Apply through the handler as the GM's client runs it), then the target's sheet action from its stored
 * data, written back through the document.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveAction } from "../../../module/dice/action-resolve";
import { resolveRequest } from "../../../module/dice/requests";
import { writeBack } from "../../../module/dice/write-back";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { calledShotFortitudeAction } from "../../../module/rulesets/six-seconds/called-shot-actions";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { armingSword, goblin, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid } from "./double-world";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000031";

/** Mauve's arming sword at the Goblin, called at `location`, rolled with `faces`, applied by the GM. */
async function calledShot(location: string, faces: number[]) {
  const s = mauve();
  const target = { name: "Goblin Mook", system: goblin(), derived: prepareActorDerived(goblin()), statuses: [] };
  const ctx = actionContext<SixSecondsTypes>(s, { ask: async () => sixSecondsOptions({ location }), firstTarget: () => target });
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  const req = build!() as SixSecondsAttackRequest;
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: [] } });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  expect(await applyOutcome(world, MSG, GOBLIN, GM)).toMatchObject({ ok: true });
  return world;
}

/** The Goblin's sheet: its called-shot Fortitude check rolled with `face`, written back. */
async function fortitude(face: number) {
  const doc = fromUuidSync(GOBLIN) as unknown as { name: string; statuses: Set<string>; system: { stats: ReturnType<typeof goblin> } };
  const stats = doc.system.stats;
  const req = await calledShotFortitudeAction.prepare(actionContext<SixSecondsTypes>(stats, { name: doc.name, statuses: [...doc.statuses], derived: prepareActorDerived(stats) }));
  const out = resolveAction(calledShotFortitudeAction, req!, [face]);
  await writeBack(doc as never, out);
  return { doc, out };
}

describe("six-seconds: the called shot's Fortitude check", () => {
  it("Head: “Wound, Fortitude check (DC=damage) or be Staggered for one round”: 2 + 3 = 5 damage keeps a DC 5 check; a 1 (+3 Fortitude on Endurance) fails: Staggered", async () => {
    // Head: Target 7, Toughness 6 / Minimum 0; die 4 + 3 hits, damage 2 + 3 = 5 reaches the Minimum column only.
    const world = await calledShot("head", [4, 2]);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds).toMatchObject({ wounds: 1, calledShot: { prone: 0, drop: 0, staggered: 5 } });
    const { doc, out } = await fortitude(1);
    expect(out.card.target).toBe(5);
    expect(out.card.total).toBe(4);
    expect(doc.statuses.has("six-seconds.staggered")).toBe(true);
    // Rolled once: the check is cleared.
    expect(doc.system.stats.sixSeconds.calledShot).toEqual({ prone: 0, drop: 0, staggered: 0 });
  });

  it("Leg at Toughness: “the character must make a fortitude check (DC=damage dealt) or fall prone”: a success keeps it standing", async () => {
    // Leg: Target 5, Toughness 8 / Minimum 2; die 2 + 3 hits, damage 6 + 3 = 9 reaches Toughness.
    const world = await calledShot("leg", [2, 6]);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds).toMatchObject({ calledShot: { prone: 9, drop: 0, staggered: 0 } });
    const { doc } = await fortitude(6);
    expect(doc.statuses.has("six-seconds.prone")).toBe(false);
    expect(doc.system.stats.sixSeconds.calledShot).toEqual({ prone: 0, drop: 0, staggered: 0 });
  });

  it("undoing the hit takes the pending check back with it", async () => {
    const world = await calledShot("head", [4, 1]);
    await undoOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.calledShot.staggered).toBe(0);
    await expect(fortitude(3)).rejects.toThrow();
  });
});
