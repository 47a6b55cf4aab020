import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { dyingRoundAction, medicineAction, sixSecondsDyingRequest, sixSecondsMedicineRequest } from "../../../module/rulesets/six-seconds/dying-actions";
import { restDayAction, sixSecondsHealingRequest } from "../../../module/rulesets/six-seconds/healing-actions";

const DYING = ["six-seconds.dying"];

function character(endurance: number, wounds = 0) {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.endurance = endurance;
  s.sixSeconds.wounds = wounds;
  return s;
}

describe("six-seconds: the dying round from the sheet", () => {
  it("the first round is DC 4 with −1 a wound; a failure raises the stored DC, a 10 on the d10 stabilises", () => {
    const s = character(1, 2); // d6 + 1 − 2
    const req = sixSecondsDyingRequest("Jack", s, DYING);
    expect(req.dc).toBe(4);
    expect(dyingRoundAction.dice(req).map((g) => `d${g.sides}`)).toEqual(["d6", "d10"]);
    const fail = resolveAction(dyingRoundAction, req, [3, 4]);
    expect(fail.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Dying.worsens", data: { dc: 5 } });
    expect(fail.update).toEqual({ "system.sixSeconds.dyingDc": 5 });
    const stable = resolveAction(dyingRoundAction, req, [6, 10]);
    expect(stable.card.outcome.key).toBe("FRAY.Action.SixSeconds.Dying.stabilised");
    expect(stable.update).toEqual({ "system.sixSeconds.dyingDc": 0 });
    expect(stable.statuses).toEqual({ on: ["six-seconds.unconscious"], off: ["six-seconds.dying"] });
  });

  it("the text's example: Endurance 3 dies once the DC is above 9 (a failed DC 9 check kills; DC 10 kills unrolled)", () => {
    const s = character(3);
    s.sixSeconds.dyingDc = 9;
    const req = sixSecondsDyingRequest("Jack", s, DYING);
    // Only a 6 (6 + 3 = 9) holds; any failure makes the DC 10, out of reach: dies 5/6, else 1/10 of the rest stabilises.
    const out = resolveAction(dyingRoundAction, req, [5, 10]);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Dying.dies");
    expect(out.card.odds).toBeCloseTo(1 / 6);
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.OddsStabilised", value: "1.7%" });
    s.sixSeconds.dyingDc = 10;
    const beyond = sixSecondsDyingRequest("Jack", s, DYING);
    expect(dyingRoundAction.dice(beyond)).toEqual([]);
    expect(resolveAction(dyingRoundAction, beyond, []).card.outcome.key).toBe("FRAY.Action.SixSeconds.Dying.dies");
  });

  it("refuses a character without the Dying marker", () => {
    expect(() => sixSecondsDyingRequest("Jack", character(3), [])).toThrow(/not dying/);
  });

  it("a healer's successful Medicine check stabilises; a failed one leaves the patient dying", () => {
    const patient = character(2);
    patient.sixSeconds.dyingDc = 6;
    const healer = character(0);
    healer.sixSeconds.abilities.intelligence = 2;
    healer.sixSeconds.skills = [{ name: "Medicine", ability: "intelligence", rank: 1 }];
    const req = sixSecondsMedicineRequest("Jack", patient, DYING, { name: "Doc", system: healer, derived: prepareActorDerived(healer) }, 7);
    // d6 + 3 ≥ 7 needs 4–6.
    const ok = resolveAction(medicineAction, req, [4]);
    expect(ok.card.odds).toBeCloseTo(1 / 2);
    expect(ok.card.outcome).toMatchObject({ success: true, data: { healer: "Doc" } });
    expect(ok.statuses?.off).toEqual(["six-seconds.dying"]);
    const no = resolveAction(medicineAction, req, [3]);
    expect(no.update).toEqual({});
    // A new character starts with a Medicine skill (rank 0); a layman here has none at all.
    const untrained = character(1);
    untrained.sixSeconds.skills = [];
    const layman = { name: "Bob", system: untrained, derived: prepareActorDerived(untrained) };
    expect(() => sixSecondsMedicineRequest("Jack", patient, DYING, layman, 7)).toThrow(/Medicine/);
  });
});

describe("six-seconds: a day of rest heals wounds", () => {
  it("eight hours of sleep heal one wound; a day bedridden heals Endurance wounds, never below 0", () => {
    const s = character(3, 5);
    const slept = resolveAction(restDayAction, sixSecondsHealingRequest("Jack", s, "slept"), []);
    expect(slept.update).toEqual({ "system.sixSeconds.wounds": 4 });
    const bed = resolveAction(restDayAction, sixSecondsHealingRequest("Jack", s, "bedridden"), []);
    expect(bed.update).toEqual({ "system.sixSeconds.wounds": 2 });
    expect(bed.card.outcome.data).toEqual({ healed: 3 });
    s.sixSeconds.wounds = 2;
    expect(resolveAction(restDayAction, sixSecondsHealingRequest("Jack", s, "bedridden"), []).update).toEqual({ "system.sixSeconds.wounds": 0 });
    expect(() => sixSecondsHealingRequest("Jack", s, "nap")).toThrow(/day of rest/);
  });
});
