import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import frozenLands, { CONDITION_IDS } from "../../../module/engine/rulesets/frozen-lands";

describe("frozen-lands ruleset object", () => {
  it("names itself and carries stats, conditions, turn policy and resolvers", () => {
    expect(frozenLands.id).toBe("frozen-lands");
    expect(frozenLands.label).toBe("FRAY.Ruleset.frozen-lands");
    expect(frozenLands.stats.attributes).toContain("soul");
    expect(frozenLands.conditions.ids).toBe(CONDITION_IDS);
    expect(frozenLands.turnPolicy).toBeDefined();
    const out = frozenLands.resolve.meleeAttack(queuedDice([5, 1]), { attacker: { melee: 1 }, weapon: { name: "Knife", bonus: 1, damage: 1, features: ["Light"] }, target: { defence: 0 } });
    expect(out).toMatchObject({ kind: "resolved", result: { damage: 2 } });
    expect(frozenLands.odds.attack({ pool: 2, weaponDamage: 1 }).hit).toBeCloseTo(5 / 9, 12);
  });
});
