import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { tacticaCreatureOf } from "../../../module/rulesets/tactica/damage";
import { fatigueAction } from "../../../module/rulesets/tactica/fatigue-actions";
import { fearTestAction, firstAidAction, removeStateAction, weekOfRestAction, type TacticaWeekRequest } from "../../../module/rulesets/tactica/state-actions";

function creature(edit: (s: ReturnType<typeof initialOf<typeof ACTOR_SYSTEM>>) => void = () => {}) {
  const s = initialOf(ACTOR_SYSTEM);
  s.tactica.physical.rank = 4;
  s.tactica.mental.rank = 3;
  edit(s);
  return tacticaCreatureOf(s, prepareActorDerived(s), []);
}

describe("tactica: removing a State at an action", () => {
  it("spending an action die removes it without a roll", () => {
    const c = creature((s) => (s.tactica.physical.state = true));
    const req = { name: "Gorm", creature: c, state: "stun" as const, way: "spend" as const, level: 0 };
    expect(removeStateAction.dice(req)).toEqual([]);
    const out = resolveAction(removeStateAction, req, []);
    expect(out.update["system.tactica.physical.state"]).toBe(false);
    expect(out.statuses?.off).toEqual(["tactica.stun"]);
  });

  it("rolling BODY for Stun: 4 + level dice, one success removes it and the action goes ahead", () => {
    const c = creature((s) => (s.tactica.physical.state = true));
    const req = { name: "Gorm", creature: c, state: "stun" as const, way: "roll" as const, level: -2 };
    expect(removeStateAction.dice(req)).toEqual([{ count: 2, sides: 6, purpose: "FRAY.Roll.Pool" }]);
    const ok = resolveAction(removeStateAction, req, [5, 1]);
    expect(ok.card.outcome.key).toBe("FRAY.Action.Tactica.StateRemoved");
    expect(ok.card.odds).toBeCloseTo(1 - (4 / 6) ** 2);
    const no = resolveAction(removeStateAction, req, [4, 1]);
    expect(no.update["system.tactica.physical.state"]).toBe(true);
    expect(no.statuses).toEqual({ on: [], off: [] });
  });
});

describe("tactica: fear tests", () => {
  it("Dread rolls SPIRIT with −1d; a failure costs a mental rank, a pass ends the fear", () => {
    const c = creature();
    const req = { name: "Gorm", creature: c, level: "dread" as const, spirit: 0, fearsomeChoice: "rank" as const };
    expect(fearTestAction.dice(req)[0]!.count).toBe(3);
    const fail = resolveAction(fearTestAction, req, [1, 2, 3]);
    expect(fail.card.outcome.key).toBe("FRAY.Action.Tactica.Fear.RankLost");
    expect(fail.update["system.tactica.mental.lost"]).toBe(1);
    expect(resolveAction(fearTestAction, req, [6, 2, 3]).card.outcome.success).toBe(true);
  });

  it("Scary loses the action die; Fearsome may take Stun instead of the rank", () => {
    const c = creature();
    expect(resolveAction(fearTestAction, { name: "Gorm", creature: c, level: "scary", spirit: 0, fearsomeChoice: "rank" }, [1, 1, 1, 1]).card.outcome.key).toBe("FRAY.Action.Tactica.Fear.ActionLost");
    const stun = resolveAction(fearTestAction, { name: "Gorm", creature: c, level: "fearsome", spirit: 0, fearsomeChoice: "stun" }, [1, 1, 1, 1]);
    expect(stun.update["system.tactica.physical.state"]).toBe(true);
    expect(stun.statuses?.on).toEqual(["tactica.stun"]);
  });
});

describe("tactica: healing", () => {
  it("first aid removes Stun and the wound of a creature that has lost only one rank; not two", () => {
    const one = resolveAction(firstAidAction, { name: "Gorm", creature: creature((s) => ((s.tactica.physical.lost = 1), (s.tactica.physical.state = true))) }, []);
    expect(one.update["system.tactica.physical.lost"]).toBe(0);
    expect(one.update["system.tactica.physical.state"]).toBe(false);
    const two = resolveAction(firstAidAction, { name: "Gorm", creature: creature((s) => (s.tactica.physical.lost = 2)) }, []);
    expect(two.update["system.tactica.physical.lost"]).toBe(2);
    expect(two.card.outcome.key).toBe("FRAY.Action.Tactica.FirstAidNothing");
  });

  it("the text's weeks: 2 wounds the first week with all three, 1 without one; later weeks 1; a healer adds one", () => {
    const base: TacticaWeekRequest = { name: "Gorm", creature: creature((s) => (s.tactica.physical.lost = 4)), week: 1, goodFood: true, water: true, noTravel: true, healerSucceeded: false };
    const lost = (r: TacticaWeekRequest) => resolveAction(weekOfRestAction, r, []).update["system.tactica.physical.lost"];
    expect(lost(base)).toBe(2);
    expect(lost({ ...base, water: false })).toBe(3);
    expect(lost({ ...base, week: 2, noTravel: false })).toBe(3);
    expect(lost({ ...base, healerSucceeded: true })).toBe(1);
  });
});

describe("tactica: fatigue", () => {
  it("a straight −1 rank when tired; when doubtful a BODY roll of 4 + level dice avoids it", () => {
    const c = creature();
    const straight = { name: "Gorm", creature: c, track: "physical" as const, ranks: 1, resistLevel: null };
    expect(fatigueAction.dice(straight)).toEqual([]);
    expect(resolveAction(fatigueAction, straight, []).update["system.tactica.physical.lost"]).toBe(1);
    const doubtful = { ...straight, track: "mental" as const, ranks: 2, resistLevel: 0 };
    expect(fatigueAction.dice(doubtful)[0]!.count).toBe(4);
    expect(resolveAction(fatigueAction, doubtful, [5, 1, 1, 1]).update["system.tactica.mental.lost"]).toBe(0);
    const tired = resolveAction(fatigueAction, doubtful, [1, 2, 3, 4]);
    expect(tired.update["system.tactica.mental.lost"]).toBe(2);
    expect(tired.card.odds).toBeCloseTo(1 - (4 / 6) ** 4);
  });
});
