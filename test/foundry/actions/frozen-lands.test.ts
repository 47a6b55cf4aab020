import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { diceFor, resolveRequest, writeBackFor } from "../../../module/dice/requests";
import { frozenLandsSkill } from "../../../module/rulesets/frozen-lands/from-actor";
import { restAction } from "../../../module/rulesets/frozen-lands/rest-action";
import { FROZEN_LANDS_ACTIONS, frozenLandsMoveRequest } from "../../../module/rulesets/frozen-lands/move-actions";

/** A roller with Agility skills, SOUL 2 and the given Stress (Stress above SOUL adds Stress dice). */
function roller(stress: number) {
  const s = initialOf(ACTOR_SYSTEM);
  const f = s.frozenLands;
  f.attributes.soul = 2;
  f.stress = stress;
  f.wp = 3;
  f.skills = [
    { name: "Mobility", attribute: "agility", rank: 2 },
    { name: "Athletics", attribute: "body", rank: 3 },
  ];
  return s;
}

describe("frozen-lands skill rolls write back their Stress dice", () => {
  it("a Stress success gives 1 WP and a Stress failure on an Agility roll gives Exhaustion 1", () => {
    const s = roller(4); // 2 Stress dice
    const req = frozenLandsSkill(s, 0);
    expect(diceFor(req).map((g) => g.count)).toEqual([2, 2]);
    const faces = [5, 2, 6, 1];
    const back = writeBackFor(req, faces, s);
    expect(back.update).toEqual({ "system.frozenLands.wp": 4, "system.frozenLands.conditions.exhaustion": 1 });
    expect(back.statuses?.on).toEqual(["frozen-lands.exhaustion"]);
    const card = resolveRequest(req, faces);
    expect(card.details).toContainEqual({ label: "FRAY.Action.FrozenLands.ConditionNow.exhaustion", value: 1 });
  });

  it("critical failures not above the condition's level give one extra Stress instead (the text's Conditions rule)", () => {
    const s = roller(3); // 1 Stress die
    s.frozenLands.conditions.exhaustion = 1;
    const back = writeBackFor(frozenLandsSkill(s, 0), [5, 5, 3], s);
    expect(back.update).toEqual({ "system.frozenLands.stress": 4 });
  });

  it("a condition going over level 3 breaks the character and calls for a critical injury", () => {
    const s = roller(6); // 4 Stress dice: 4 critical failures > level 3
    s.frozenLands.conditions.exhaustion = 3;
    const req = frozenLandsSkill(s, 0);
    const back = writeBackFor(req, [5, 5, 1, 2, 3, 4], s);
    // Broken, and the critical injury counted on the sheet for the GM to roll (injuries-due.ts).
    expect(back.update).toEqual({ "system.frozenLands.broken": true, "system.frozenLands.injuriesDue": 1 });
    expect(back.statuses?.on).toEqual(["frozen-lands.broken"]);
    expect(resolveRequest(req, [5, 5, 1, 2, 3, 4]).details).toContainEqual({ label: "FRAY.Action.FrozenLands.CriticalInjuries", value: 1 });
  });

  it("a roll without Stress dice changes nothing, and Fear raises the successes the odds need", () => {
    const s = roller(0);
    expect(writeBackFor(frozenLandsSkill(s, 0), [6, 6], s).update).toEqual({});
    s.frozenLands.conditions.fear = 1;
    // Two dice, two successes needed with Fear: (1/3)².
    expect(resolveRequest(frozenLandsSkill(s, 0), [1, 1]).odds).toBeCloseTo(1 / 9);
  });
});

describe("frozen-lands Stand Up and Jump from the sheet", () => {
  it("Stand Up rolls Mobility: one success stands and moves, with 1 − (4/6)² odds for two dice", () => {
    const s = roller(0);
    const req = frozenLandsMoveRequest("Hilda", s, prepareActorDerived(s), "stand-up");
    const up = resolveAction(FROZEN_LANDS_ACTIONS.standUp, req, [5, 3]);
    expect(up.card.outcome).toEqual({ key: "FRAY.Action.FrozenLands.StandUpDone", data: {}, success: true });
    expect(up.card.odds).toBeCloseTo(5 / 9);
    expect(up.update).toEqual({});
    expect(resolveAction(FROZEN_LANDS_ACTIONS.standUp, req, [4, 3]).card.outcome.success).toBe(false);
  });

  it("Jump rolls Athletics (3 dice) when the character has it, Mobility otherwise; Stress dice write back", () => {
    const s = roller(3); // 1 Stress die
    const d = prepareActorDerived(s);
    const req = frozenLandsMoveRequest("Hilda", s, d, "jump");
    expect(FROZEN_LANDS_ACTIONS.jump.dice(req).map((g) => g.count)).toEqual([3, 1]);
    // A Stress failure on an Athletics (Body) roll: Exhaustion 1.
    const out = resolveAction(FROZEN_LANDS_ACTIONS.jump, req, [1, 2, 6, 4]);
    expect(out.card.outcome.key).toBe("FRAY.Action.FrozenLands.JumpDone");
    // A made jump also clears a failed jump's mark (the board holds the token back after a failure).
    expect(out.update).toEqual({ "system.frozenLands.conditions.exhaustion": 1, "system.frozenLands.jump.failed": false });
    s.frozenLands.skills = s.frozenLands.skills.slice(0, 1);
    expect(FROZEN_LANDS_ACTIONS.jump.dice(frozenLandsMoveRequest("Hilda", s, d, "jump"))[0]!.count).toBe(2);
  });

  it("refuses without a Mobility skill or with no action left, and checks the number of faces", () => {
    const s = roller(0);
    const d = prepareActorDerived(s);
    expect(() => resolveAction(FROZEN_LANDS_ACTIONS.standUp, frozenLandsMoveRequest("Hilda", s, d, "stand-up"), [5])).toThrow(/2 expected/);
    s.frozenLands.actionsUsed = 3;
    expect(() => frozenLandsMoveRequest("Hilda", s, d, "stand-up")).toThrow(/no action left/);
    s.frozenLands.skills = [];
    expect(() => frozenLandsMoveRequest("Hilda", s, d, "stand-up")).toThrow(/Mobility/);
  });
});

describe("frozen-lands rest", () => {
  it("after resting, Stress always resets to 0", () => {
    const out = resolveAction(restAction, { name: "Hilda", stress: 5 }, []);
    expect(out.update).toEqual({ "system.frozenLands.stress": 0 });
    expect(out.card.outcome.data).toEqual({ before: 5 });
  });
});
