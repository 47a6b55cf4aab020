import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { collisionAction, reflexBonus, type SixSecondsCollisionRequest } from "../../../module/rulesets/six-seconds/collision-actions";

function jack(over: Partial<SixSecondsCollisionRequest> = {}): SixSecondsCollisionRequest {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.endurance = 2; // Toughness 8, Minimum 2
  s.sixSeconds.abilities.dexterity = 1;
  return { name: "Jack", speed: 10, otherScale: 2, crushed: false, dodgeBonus: 1, stats: s, derived: prepareActorDerived(s), statuses: [], options: {}, ...over };
}

describe("six-seconds collisions from the sheet", () => {
  it("a human (scale 0) hit by a scale-2 thing at 10 m/s: dodge DC 6, else d6 + 0 + 2 against Toughness", () => {
    const out = resolveAction(collisionAction, jack(), [2, 4]);
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Collision.DodgeDc", value: "6 (+1)" });
    expect(out.card.dice).toEqual([{ value: 2, mark: "failure" }, { value: 4, mark: "plain" }]);
    expect(out.card.total).toBe(6);
    expect(out.update).toEqual({ "system.sixSeconds.wounds": 1 });
  });

  it("crushed against a wall it is the largest scale's triple: 4 + 6 + 2 = 12 starts Jack dying", () => {
    const out = resolveAction(collisionAction, jack({ crushed: true }), [2, 4]);
    expect(out.card.total).toBe(12);
    expect(out.statuses?.on).toContain("six-seconds.dying");
  });

  it("a dodge of 5 + 1 = 6 avoids it and writes nothing; the odds count both dice", () => {
    const out = resolveAction(collisionAction, jack(), [5, 1]);
    expect(out.update).toEqual({});
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Collision.Dodged", success: true });
    // Dodge succeeds on 5–6 (12 of 36); a failed dodge's d6 + 2 is always ≥ Minimum 2 and ≥ 8 only on a 6.
    expect(out.card.odds).toBeCloseTo(12 / 36);
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Collision.OddsDying", value: "11.1%" });
  });

  it("without a dodge only the damage die is rolled", () => {
    expect(collisionAction.dice(jack({ dodgeBonus: null }))).toHaveLength(1);
    expect(resolveAction(collisionAction, jack({ dodgeBonus: null }), [1]).card.total).toBe(3);
  });

  it("the dodge uses Reflex's bonus, Dexterity alone without the skill", () => {
    const r = jack();
    expect(reflexBonus(r.stats, r.derived)).toBe(1);
    r.stats.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
    expect(reflexBonus(r.stats, prepareActorDerived(r.stats))).toBe(3);
  });
});
