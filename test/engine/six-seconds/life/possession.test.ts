import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedDice } from "../../../../module/engine/dice/source";
import { addMoralePenalties, currentWill, formatWill, moraleState } from "../../../../module/engine/rulesets/six-seconds/morale";
import {
  allowPossession,
  attemptPossession,
  bodySecondsLeft,
  controlProfile,
  expel,
  leavePossession,
  recoveryBlockedReason,
  newPossessionRound,
  setCooperation,
  spendBodySeconds,
  unpossessed,
  veto,
} from "../../../../module/engine/rulesets/six-seconds/possession";

const jackBody = { strength: 3, endurance: 3, dexterity: 2 };
const jackMind = { intelligence: 2, spirit: 3, skills: { ranged: 2, charisma: 3 }, techniques: ["On the Exhale"], combos: ["double tap"], spells: [] };
const demonMind = { intelligence: 4, spirit: 5, skills: { ranged: 4, magic: 5 }, techniques: ["Shoot from the Hip"], combos: ["hellfire volley"], spells: ["Blight"] };

describe("possession: Bal-Ziggaroth and Jack Clancy (the text's Example 1)", () => {
  it("plays out with the text's numbers", () => {
    let body = unpossessed("jack", moraleState(9));
    expect(formatWill(body.minds.jack!)).toBe("9/3");

    // Bal-Ziggaroth (+4) rolls a 6: 10 beats Jack's Will 9 → possessed (and the penalty takes Jack to 8).
    const attempt = attemptPossession(queuedDice([6]), body, { id: "bal-ziggaroth", bonus: 4, morale: moraleState(11) });
    expect(attempt.check?.total).toBe(10);
    expect(attempt.defender).toBe("jack");
    expect(attempt.possessed).toBe(true);
    body = attempt.after;
    expect(currentWill(body.minds.jack!)).toBe(8);

    // Jack vetoes Bal-Ziggaroth's turn: Jack 4 + 8 = 12, Bal-Ziggaroth 3 + 11 = 14.
    const v = veto(queuedDice([4, 3]), body, "jack", "bal-ziggaroth");
    expect(v.rolls[0]!.map((r) => r.total)).toEqual([12, 14]);
    expect(v.vetoed).toBe(false);
    expect(v.penalised).toBe("jack");
    body = v.after;
    // The text prints "7/2", but its own rule (Minimum Will = Will − 6, and "9/3" above) gives 7/1: see rules notes.
    expect(currentWill(body.minds.jack!)).toBe(7);
    expect(formatWill(body.minds.jack!)).toBe("7/1");

    // The demon shoots using its own combo (4 seconds), then Jack has two seconds on his turn.
    const demon = controlProfile(body, "bal-ziggaroth", jackBody, { jack: jackMind, "bal-ziggaroth": demonMind });
    expect(demon.combos).toEqual(["hellfire volley"]);
    expect(demon.strength).toBe(3);
    expect(demon.intelligence).toBe(4);
    body = spendBodySeconds(body, "bal-ziggaroth", 4);
    expect(bodySecondsLeft(body)).toBe(2);
    expect(() => spendBodySeconds(body, "jack", 3)).toThrow(/2 second/);
    body = spendBodySeconds(body, "jack", 2);
    expect(bodySecondsLeft(body)).toBe(0);
    expect(bodySecondsLeft(newPossessionRound(body))).toBe(6);
  });
});

describe("possession rules", () => {
  it("a check beating only Minimum Will gives a penalty but does not possess", () => {
    const r = attemptPossession(queuedDice([1]), unpossessed("jack", moraleState(9)), { id: "imp", bonus: 3, morale: moraleState(5) });
    expect(r.check?.total).toBe(4);
    expect(r.possessed).toBe(false);
    expect(r.penalty?.penaltiesAdded).toBe(1);
    expect(r.after.possessors).toEqual([]);
  });

  it("a tie on Will checks is rolled again; a winning veto skips the turn and costs nothing", () => {
    let body = attemptPossession(queuedDice([6]), unpossessed("jack", moraleState(9)), { id: "bz", bonus: 4, morale: moraleState(8) }).after;
    const v = veto(queuedDice([2, 2, 5, 1]), body, "jack", "bz");
    expect(v.rolls).toHaveLength(2);
    expect(v.vetoed).toBe(true);
    expect(v.penalised).toBeUndefined();
    expect(v.penalty).toBeUndefined();
    expect(v.after.minds.bz).toEqual(body.minds.bz);
    body = v.after;
    expect(() => veto(queuedDice([1, 1]), body, "jack", "bz")).toThrow(/already vetoed/);
    expect(() => veto(queuedDice([6, 1]), newPossessionRound(body), "jack", "bz")).not.toThrow();
  });

  it("a mind with zero Will cannot veto, act, or cooperate", () => {
    let body = attemptPossession(queuedDice([6]), unpossessed("jack", moraleState(9)), { id: "bz", bonus: 4, morale: moraleState(11) }).after;
    body = { ...body, minds: { ...body.minds, jack: addMoralePenalties(body.minds.jack!, 20, "despair").after } };
    expect(() => veto(queuedDice([6, 1]), body, "jack", "bz")).toThrow(/zero Will/);
    expect(() => spendBodySeconds(body, "jack", 1)).toThrow(/Broken/);
    expect(() => setCooperation(body, "jack", "bz", true)).toThrow(/Broken/);
    expect(recoveryBlockedReason(body, "jack")).toMatch(/outside help/);
    expect(recoveryBlockedReason(body, "bz")).toBeUndefined();
  });

  it("multiple possessors: the check is against the highest Will, who may step aside", () => {
    let body = attemptPossession(queuedDice([6]), unpossessed("jack", moraleState(9)), { id: "bz", bonus: 4, morale: moraleState(11) }).after;
    const vsDemon = attemptPossession(queuedDice([3]), body, { id: "wraith", bonus: 5, morale: moraleState(7) });
    expect(vsDemon.defender).toBe("bz");
    expect(vsDemon.possessed).toBe(false);
    expect(vsDemon.penalty?.after.penalties).toBe(1); // 8 beats Bal-Ziggaroth's Minimum Will 5
    const stepped = attemptPossession(queuedDice([4]), body, { id: "wraith", bonus: 5, morale: moraleState(7) }, { stepAside: ["bz"] });
    expect(stepped.defender).toBe("jack");
    expect(stepped.possessed).toBe(true); // 9 beats Jack's Will 8
    body = stepped.after;
    expect(body.possessors).toEqual(["bz", "wraith"]);
    expect(attemptPossession(queuedDice([]), body, { id: "ghost", bonus: 0, morale: moraleState(6) }, { stepAside: ["bz", "wraith", "jack"] }).possessed).toBe(true);
  });

  it("cooperative possession pools the best mental scores, skills and knowledge", () => {
    const body = allowPossession(unpossessed("jack", moraleState(9)), { id: "angel", morale: moraleState(12) });
    const p = controlProfile(body, "jack", jackBody, { jack: jackMind, angel: demonMind });
    expect(p.pooledFrom).toEqual(["angel"]);
    expect(p.skills).toEqual({ ranged: 4, charisma: 3, magic: 5 });
    expect(p.spirit).toBe(5);
    expect(p.combos.sort()).toEqual(["double tap", "hellfire volley"]);
    const apart = setCooperation(body, "jack", "angel", false);
    expect(controlProfile(apart, "jack", jackBody, { jack: jackMind, angel: demonMind }).skills.ranged).toBe(2);
  });

  it("leaving can be vetoed (the trapped leaver takes a penalty); a Broken possessor needs permission; exorcism expels", () => {
    const body = attemptPossession(queuedDice([6]), unpossessed("jack", moraleState(9)), { id: "bz", bonus: 4, morale: moraleState(11) }).after;
    const trapped = leavePossession(queuedDice([6, 1]), body, "bz", ["jack"]);
    expect(trapped.left).toBe(false);
    expect(trapped.after.minds.bz!.penalties).toBe(1);
    const gone = leavePossession(queuedDice([1, 6]), body, "bz", ["jack"]);
    expect(gone.left).toBe(true);
    expect(gone.after.minds.bz).toBeUndefined();
    expect(gone.after.minds.jack!.penalties).toBe(2);
    expect(leavePossession(queuedDice([]), body, "bz").left).toBe(true);
    // Two objectors: the first fails (and pays), the second traps the leaver.
    const two = attemptPossession(queuedDice([4]), body, { id: "wraith", bonus: 5, morale: moraleState(7) }, { stepAside: ["bz"] }).after;
    const second = leavePossession(queuedDice([1, 6, 6, 1]), two, "bz", ["jack", "wraith"]);
    expect(second.vetoes.map((v) => v.vetoed)).toEqual([false, true]);
    expect(second.left).toBe(false);
    expect(second.after.minds.bz!.penalties).toBe(1);
    const brokenBz = { ...body, minds: { ...body.minds, bz: addMoralePenalties(body.minds.bz!, 11, "x").after } };
    expect(leavePossession(queuedDice([]), brokenBz, "bz", ["jack"]).left).toBe(false);
    expect(expel(body, "bz").possessors).toEqual([]);
    expect(() => expel(body, "jack")).toThrow(RangeError);
  });
});

describe("possession properties", () => {
  it("whatever the minds ask for, the body never acts more than six seconds a round", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("jack", "bz"), fc.integer({ min: 0, max: 6 }), fc.boolean()), { maxLength: 40 }), (steps) => {
        let body = attemptPossession(queuedDice([6]), unpossessed("jack", moraleState(9)), { id: "bz", bonus: 4, morale: moraleState(11) }).after;
        let spentThisRound = 0;
        for (const [who, seconds, newRound] of steps) {
          if (newRound) {
            body = newPossessionRound(body);
            spentThisRound = 0;
          }
          try {
            body = spendBodySeconds(body, who, seconds);
            spentThisRound += seconds;
          } catch (e) {
            expect(e).toBeInstanceOf(RangeError);
            expect(spentThisRound + seconds).toBeGreaterThan(6);
          }
          expect(spentThisRound).toBeLessThanOrEqual(6);
          expect(bodySecondsLeft(body)).toBe(6 - spentThisRound);
        }
      }),
    );
  });
});
