import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import factions from "../../../module/engine/rulesets/factions";
import { resolveAttack } from "../../../module/engine/rulesets/factions/resolve-attack";
import { movementResumes } from "../../../module/engine/rulesets/factions/reactions";

const bandit = { health: { health: 8, maxHealth: 8 }, armour: { armour: 0 } };
const d6 = { count: 1, sides: 6 };

describe("factions attack flow", () => {
  it("Balthasar's sword hit on the bandit (rolled 4) leaves him at 4 and incapacitated", () => {
    const out = resolveAttack(queuedDice([4]), { geometry: { kind: "melee", distance: 0, nearby: true }, wit: 10, weapon: { damage: d6 }, target: bandit });
    expect(out).toMatchObject({ kind: "hit", dealt: 4, health: { after: { health: 4, incapacitated: true } } });
  });

  it("the bandit's bow at 5 zones: WIT save 5 passes, then d6 damage", () => {
    const out = resolveAttack(queuedDice([5, 3]), { geometry: { kind: "ranged", distance: 5, range: 8 }, wit: 10, weapon: { damage: d6 }, target: bandit });
    expect(out).toMatchObject({ kind: "hit", hit: { save: { roll: 5, success: true } }, dealt: 3 });
  });

  it("Theobald in darkness rolls 20: a miss, no damage dice rolled", () => {
    const dice = queuedDice([20]);
    expect(resolveAttack(dice, { geometry: { kind: "melee", distance: 0, visible: false }, wit: 12, weapon: { damage: d6 }, target: bandit }).kind).toBe("missed");
    expect(dice.remaining).toBe(0);
  });

  it("Sybilla's musket against the dodging bandit (AGI 8, rolls 2) misses", () => {
    const out = resolveAttack(queuedDice([2]), { geometry: { kind: "ranged", distance: 1, range: 6 }, wit: 10, weapon: { damage: { count: 1, sides: 8 } }, target: bandit, reaction: { kind: "dodge", agi: 8 } });
    expect(out).toMatchObject({ kind: "dodged", dodge: { save: { roll: 2 }, evaded: true } });
  });

  it("cover adds 1 armour; barriers block unless the target peeks out", () => {
    const covered = resolveAttack(queuedDice([3]), { geometry: { kind: "ranged", distance: 1, range: 6 }, wit: 10, weapon: { damage: d6 }, target: { ...bandit, armour: { armour: 1 }, protection: "cover" } });
    expect(covered).toMatchObject({ kind: "hit", armour: 2, dealt: 1 });
    expect(resolveAttack(queuedDice([]), { geometry: { kind: "ranged", distance: 1, range: 6 }, wit: 10, weapon: { damage: d6 }, target: { ...bandit, protection: "barrier" } }).kind).toBe("blocked");
    expect(resolveAttack(queuedDice([3]), { geometry: { kind: "ranged", distance: 1, range: 6 }, wit: 10, weapon: { damage: d6 }, target: { ...bandit, protection: "barrier", peeking: true } })).toMatchObject({ kind: "hit", armour: 1 });
  });

  it("opportunity attacks: movement resumes only for the living and conscious", () => {
    expect(movementResumes({ incapacitated: true })).toBe(false);
    expect(movementResumes({})).toBe(true);
  });

  it("the ruleset object carries id, stats, turn policy, resolvers and odds", () => {
    expect(factions.id).toBe("factions");
    expect(factions.stats.abilities).toEqual(["str", "agi", "wit"]);
    expect(factions.turnPolicy).toBeDefined();
    expect(factions.odds.factionsSave(10)).toBeCloseTo(0.5, 12);
    expect(factions.resolve.checkTurnPlan({ steps: [{ kind: "move", zones: 2 }] }).valid).toBe(true);
  });
});
