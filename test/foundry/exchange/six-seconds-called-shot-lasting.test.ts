/**
 * Issue 24 (audit CS2): a called shot's lasting effects written on the hit actor when the card is applied, through the
 * double's exchange world (FrayActor documents, the card's Apply and Undo through the handler as the GM's client runs
 * them): a leg's lost speed on the sheet's Speed (the board's moves read it), a wing's flight speed on the new
 * *Flight speed* field, and the limbs hurt at the Toughness column counted for the GM (they "cannot be used to carry
 * objects … until the wound is healed"). The Goblin Mook is Toughness 9/3, Speed 5, Flight speed 4 here.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { armingSword, goblin as goblinMook, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid } from "./double-world";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000041";

function goblin() {
  const s = goblinMook();
  s.sixSeconds.speed = 5;
  (s.sixSeconds as unknown as { flySpeed: number }).flySpeed = 4;
  return s;
}

/** Mauve's arming sword at the Goblin, called at `location`, rolled with `faces`, applied by the GM. */
async function calledShot(location: string, faces: number[]) {
  const target = { name: "Goblin Mook", system: goblin(), derived: prepareActorDerived(goblin()), statuses: [] };
  const ctx = actionContext<SixSecondsTypes>(mauve(), { ask: async () => sixSecondsOptions({ location }), firstTarget: () => target });
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  const req = build!() as SixSecondsAttackRequest;
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: [] } }, {}, "six-seconds");
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  expect(await applyOutcome(world, MSG, GOBLIN, GM)).toMatchObject({ ok: true });
  return world;
}

const six = (world: Awaited<ReturnType<typeof calledShot>>) => world.actors.get(GOBLIN)!.system.sixSeconds as unknown as { speed: number; flySpeed: number; hurt: { legs: number; arms: number; hands: number } };

describe("six-seconds: a called shot's lasting effects on the sheet", () => {
  it("Leg, Minimum column: “Wound, Speed drops by 1 square”: 1 + 3 = 4 against 8/2 takes Speed 5 → 4", async () => {
    const world = await calledShot("leg", [2, 1]);
    expect(six(world).speed).toBe(4);
    expect(six(world).hurt.legs).toBe(0);
  });

  it("Leg, Toughness column: “speed decreased by an additional 1 square. Leg cannot be used …”: 5 + 3 = 8 takes Speed 5 → 3 and counts a hurt leg; Undo gives both back", async () => {
    const world = await calledShot("leg", [2, 5]);
    expect(six(world)).toMatchObject({ speed: 3, hurt: { legs: 1, arms: 0, hands: 0 } });
    expect(await undoOutcome(world, MSG, GOBLIN, GM)).toMatchObject({ ok: true });
    expect(six(world)).toMatchObject({ speed: 5, hurt: { legs: 0 } });
  });

  it("Wings: “creature's flight speed drops by 1 square” (1 + 3 = 4 against 6/0: Flight speed 4 → 3); “Wound, creature cannot fly” (3 + 3 = 6: Flight speed 0)", async () => {
    expect(six(await calledShot("wings", [2, 1])).flySpeed).toBe(3);
    expect(six(await calledShot("wings", [2, 3])).flySpeed).toBe(0);
  });

  it("Arm and Hand, Toughness column: “cannot be used to carry objects, weapons, shields, etc. until the wound is healed”: each counted on the sheet", async () => {
    expect(six(await calledShot("arm", [2, 5])).hurt).toEqual({ legs: 0, arms: 1, hands: 0, sore: 0 });
    expect(six(await calledShot("hand", [3, 4])).hurt).toEqual({ legs: 0, arms: 0, hands: 1, sore: 0 });
  });
});
