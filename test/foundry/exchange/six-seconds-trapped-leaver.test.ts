/**
 * Issue 24 (audit P8), through the Foundry double: "creatures can choose to stop possessing a character at any point
 * on their turn as a 0SA. However, this action can be vetoed by another possessing creature or the possessed
 * character, thus trapping the creature. A creature whose escape attempt has been vetoed takes a morale penalty."
 * Jack's sheet *Veto (opposed Will)* of Bal-Ziggaroth's leaving, won, posts a card bound to the demon; *Apply* on it
 * writes the demon's morale penalty on its FrayActor (Broken and Helpless at Will 0), and Undo takes it back.
 */
import { describe, expect, it } from "vitest";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { seedExchange } from "../../../module/dice/seed";
import { vetoAction } from "../../../module/rulesets/six-seconds/possession-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext } from "../action-context";
import { GM, doubleWorld, uuid } from "./double-world";

const JACK = uuid("jack");
const DEMON = uuid("demon");
const MSG = "msg0000000000009";

function mind(spirit: number, penalties = 0): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.spirit = spirit;
  s.sixSeconds.moralePenalties = penalties;
  return s;
}

/** Jack vetoes the demon's `action`, rolled with `faces`. */
async function veto(demon: ActorSystem, action: string, faces: number[]) {
  const jack = mind(2);
  const ctx = actionContext<SixSecondsTypes>(jack, { name: "Jack", askFields: async () => ({ action }), firstTarget: () => ({ name: "Bal-Ziggaroth", uuid: DEMON, system: demon, derived: prepareActorDerived(demon), statuses: [] }) });
  return resolveAction(vetoAction, (await vetoAction.prepare(ctx))!, faces);
}

async function applied(demon: ActorSystem, faces: number[]) {
  const out = await veto(demon, "leave", faces);
  expect(out.exchanges).toHaveLength(1);
  const world = await doubleWorld({ [JACK]: { name: "Jack", system: mind(2), statuses: [] }, [DEMON]: { name: "Bal-Ziggaroth", system: demon, statuses: [] } }, {}, "six-seconds");
  await world.cards.set(MSG, seedExchange(out.exchanges![0]!, JACK, "Jack"));
  expect(await applyOutcome(world, MSG, DEMON, GM)).toMatchObject({ ok: true });
  return world;
}

describe("six-seconds possession: the trapped leaver's morale penalty (P8)", () => {
  it("Jack wins the veto of the demon's escape (6 against 1): the card bound to the demon writes its morale penalty; Undo takes it back", async () => {
    const world = await applied(mind(5), [6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(world.actors.get(DEMON)!.system.sixSeconds.moralePenalties).toBe(1);
    // Jack, the winner, takes nothing.
    expect(world.actors.get(JACK)!.system.sixSeconds.moralePenalties).toBe(0);
    await undoOutcome(world, MSG, DEMON, GM);
    expect(world.actors.get(DEMON)!.system.sixSeconds.moralePenalties).toBe(0);
  });

  it("a penalty that takes the demon's Will to 0 makes it Broken and Helpless", async () => {
    // Will 6 + Spirit 0 = 6 with 5 penalties: Will 1, the trap's penalty takes it to 0.
    const world = await applied(mind(0, 5), [6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(world.actors.get(DEMON)!.system.sixSeconds.moralePenalties).toBe(6);
    expect(world.actors.get(DEMON)!.statuses).toEqual(expect.arrayContaining(["six-seconds.broken", "six-seconds.helpless"]));
  });

  it("a lost veto of the escape, or a won veto of a turn, posts no card for the demon", async () => {
    expect((await veto(mind(5), "leave", [1, 6, 1, 1, 1, 1, 1, 1, 1, 1])).exchanges ?? []).toEqual([]);
    expect((await veto(mind(5), "turn", [6, 1, 1, 1, 1, 1, 1, 1, 1, 1])).exchanges ?? []).toEqual([]);
  });
});
