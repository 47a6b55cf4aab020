import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { resolveAttack } from "../../../module/engine/rulesets/tactica/attack";
import { applyAttackOutcome } from "../../../module/engine/rulesets/tactica/attack-apply";
import { createCreature, startOwnAction } from "../../../module/engine/rulesets/tactica/creature";

const mk = (id: string, side: string) => createCreature({ id, side, physical: 3, mental: 3 });

describe("applying an attack to the creatures", () => {
  it("roll exposures land on the attacker and stay until its next action; attackers of it add them", () => {
    const gob = mk("gob", "g");
    const hero = mk("hero", "h");
    // The goblin hits twice and rolls one 1: one exposure on the goblin.
    const out = resolveAttack(queuedDice([5, 6, 1]), { dice: 3, weapon: "light" });
    const applied = applyAttackOutcome(gob, hero, out);
    expect(applied.attacker.exposures).toBe(1);
    // The hero strikes back and picks up the exposure die: 2 + 1 dice.
    const back = resolveAttack(queuedDice([2, 3, 5]), { dice: 2, weapon: "medium", targetExposures: applied.attacker.exposures });
    expect(back.pool).toBe(3);
    const after = applyAttackOutcome(hero, applied.attacker, back);
    expect(after.target.exposures).toBe(0);
    // Exposures and Fumbled end at the creature's next action.
    const fumbled = { ...applied.attacker, fumbled: true, exposures: 2 };
    expect(startOwnAction(fumbled)).toMatchObject({ exposures: 0, fumbled: false });
  });

  it("a fumble marks the attacker; dodge surplus and block exposures land on the attacker too", () => {
    const out = resolveAttack(queuedDice([1, 2]), { dice: 2, weapon: "light" });
    expect(applyAttackOutcome(mk("a", "x"), mk("b", "y"), out).attacker.fumbled).toBe(true);
    const pool = { kind: "dodge" as const, dice: 3, max: 4, shield: 0 };
    const dodged = resolveAttack(queuedDice([]), { dice: 1, weapon: "light", defence: { kind: "dodge", pool } });
    const res = applyAttackOutcome(mk("a", "x"), { ...mk("b", "y"), pools: [pool] }, dodged);
    expect(res.attacker.exposures).toBe(2);
    expect(res.target.pools).toEqual([{ ...pool, dice: 2 }]);
  });

  it("engine-applied special results: expose, reduce defence pool, stun, lose an action die", () => {
    const target = { ...mk("b", "y"), pools: [{ kind: "block" as const, dice: 3, max: 5, shield: 1 }] };
    const out = resolveAttack(queuedDice([5, 6, 6, 5, 5]), { dice: 5, weapon: "medium", specials: ["expose", "reduce-defence-pool", "lose-action-die"] });
    const res = applyAttackOutcome(mk("a", "x"), target, out);
    expect(res.target.exposures).toBe(1);
    expect(res.target.pools[0]!.dice).toBe(2);
    expect(res.targetBurnsActionDice).toBe(1);
    const stun = resolveAttack(queuedDice([5, 6]), { dice: 2, weapon: "medium", specials: ["stun"] });
    const stunned = applyAttackOutcome(mk("a", "x"), target, stun).target;
    expect(stunned.states).toEqual(["stun"]);
    expect(stunned.pools).toEqual([]);
  });

  it("any action but Pool discards the defence pools; OoA and Crushed creatures cannot act", () => {
    const c = { ...mk("a", "x"), pools: [{ kind: "dodge" as const, dice: 2, max: 4, shield: 0 }] };
    expect(startOwnAction(c, "pool").pools).toHaveLength(1);
    expect(startOwnAction(c).pools).toHaveLength(0);
    expect(() => startOwnAction({ ...c, status: "ooa" })).toThrow(/no actions/);
    expect(() => startOwnAction({ ...c, mentalCondition: "crushed" })).toThrow(/Crushed/);
  });
});
