import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import tactica, { rankOf } from "../../../module/engine/rulesets/tactica";

describe("the tactica ruleset object", () => {
  it("names itself, its stats and its turn policy", () => {
    expect(tactica.id).toBe("tactica");
    expect(tactica.stats.map((s) => s.key)).toEqual(expect.arrayContaining(["physical", "mental", "heroic", "actionDice"]));
    expect(tactica.turnPolicy.id).toBe("tactica");
    expect(tactica.labels.ruleset).toBe("FRAY.Ruleset.tactica");
  });

  it("runs one exchange end to end: a heavy blow through a dodge, a Trauma, its injury", () => {
    const { resolve } = tactica;
    const roland = resolve.createCreature({ id: "roland", side: "heroes", physical: 3, mental: 3, heroicFloor: true });
    // An ogre with 6 attack dice and a heavy club; Roland dodges with 1 success (pool 1).
    const dodge = resolve.raiseDefencePool(queuedDice([5, 2, 3]), "dodge", 3);
    const blow = resolve.attack(queuedDice([6, 5, 5, 2, 3]), { dice: 6, weapon: "heavy", defence: { kind: "dodge", pool: dodge.pool } });
    expect(blow.dodge!.removed).toBe(1);
    expect(blow.roll.successes).toBe(3);
    expect(blow.damage.damage).toBe(4); // Heavy 2+1d on 3 successes
    const hurt = resolve.applyDamage(roland, { track: "physical", damage: blow.damage.damage });
    expect(hurt.severity).toBe("trauma"); // 4 > Total Rank 3
    expect(hurt.took).toBe("state");
    expect(hurt.injuryRoll).toEqual({ bonus: 0 });
    const where = resolve.rollLocation(queuedDice([5, 5, 2, 3]));
    expect(where.location).toBe("chest");
    const what = resolve.rollInjuryEffect(queuedDice([4]), where.location, hurt.injuryRoll!.bonus);
    expect(what.effect).toBe("flesh-wound");
    const wounded = resolve.applyInjury(hurt.after, where.location, what.effect, what.diceOff);
    expect(rankOf(wounded.after, "physical")).toBe(2);
    expect(wounded.after.states).toEqual(["stun"]);
  });

  it("exact odds are on the object", () => {
    expect(tactica.odds.attack({ dice: 1, weapon: "medium" }).pDamage).toBeCloseTo(1 / 3, 12);
  });
});
