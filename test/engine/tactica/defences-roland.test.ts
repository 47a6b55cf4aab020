import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { resettleAttack, resolveAttack } from "../../../module/engine/rulesets/tactica/attack";
import { applyBlock } from "../../../module/engine/rulesets/tactica/block";
import { addToPool, raiseDefencePool } from "../../../module/engine/rulesets/tactica/defence-pool";
import { takeExposuresForRiposte } from "../../../module/engine/rulesets/tactica/parry";

describe("Roland dodges three goblins (the text's Dodge example)", () => {
  it("4 dodge successes cancel the first 4d attack, a 3 misses, a lone 1 fumbles", () => {
    // Dodge pool 4d (Skill) + 1d (Adv) = 5 dice; four succeed.
    const raised = raiseDefencePool(queuedDice([5, 6, 5, 6, 2]), "dodge", 5);
    expect(raised.successes).toBe(4);
    expect(raised.pool).toMatchObject({ kind: "dodge", dice: 4, max: 5 });

    // Goblin 1: 4d of attack, all cancelled; no dice are rolled at all.
    const g1 = resolveAttack(queuedDice([]), { dice: 4, weapon: "medium", defence: { kind: "dodge", pool: raised.pool } });
    expect(g1.dodge).toMatchObject({ removed: 4, attackDiceLeft: 0, exposuresOnAttacker: 0 });
    expect(g1.roll.dice).toEqual([]);
    expect(g1.damage.damage).toBe(0);
    expect(g1.target.poolAfter!.dice).toBe(3);

    // Goblin 2: 1d of his 4 left, rolls a 3: a miss. Pool down to 2.
    const g2 = resolveAttack(queuedDice([3]), { dice: 4, weapon: "medium", defence: { kind: "dodge", pool: g1.target.poolAfter! } });
    expect(g2.dodge!.attackDiceLeft).toBe(1);
    expect(g2.roll).toMatchObject({ dice: [3], successes: 0, fumble: false });
    expect(g2.target.poolAfter!.dice).toBe(2);

    // Roland's Pool action adds one die (back to 3).
    const pooled = addToPool(g2.target.poolAfter!);
    expect(pooled.dice).toBe(3);

    // Goblin 3: net 1d (4 − 3) and rolls a 1: a Fumble.
    const g3 = resolveAttack(queuedDice([1]), { dice: 4, weapon: "medium", defence: { kind: "dodge", pool: pooled } });
    expect(g3.dodge!.attackDiceLeft).toBe(1);
    expect(g3.roll.fumble).toBe(true);
    expect(g3.attacker.fumbled).toBe(true);
    expect(g3.target.poolAfter!.dice).toBe(2);
  });

  it("a surplus of dodge dice becomes exposures on the attacker, and fired missiles cut the dodge by one", () => {
    const pool = { kind: "dodge" as const, dice: 4, max: 5, shield: 0 };
    const melee = resolveAttack(queuedDice([]), { dice: 2, weapon: "light", defence: { kind: "dodge", pool } });
    expect(melee.attacker.exposuresGained).toBe(2);
    const arrow = resolveAttack(queuedDice([5]), { dice: 4, weapon: "light", missile: "fired", defence: { kind: "dodge", pool } });
    expect(arrow.dodge).toMatchObject({ effective: 3, removed: 3, attackDiceLeft: 1 });
    expect(arrow.roll.successes).toBe(1);
  });

  it("the Pool action never raises a pool above the dice normally rolled", () => {
    expect(addToPool({ kind: "dodge", dice: 5, max: 5, shield: 0 }).dice).toBe(5);
  });
});

describe("Roland blocks three goblins (the text's Block example)", () => {
  it("Block pool 4 stops 2 successes twice with 2 and 1 exposures, then 4 successes ignore the shield", () => {
    // 4d (Skill) + 1d (Adv) rolled, 2 successes, + 2 from a Medium Shield (Block = 2) = pool 4.
    const raised = raiseDefencePool(queuedDice([5, 6, 2, 3, 4]), "block", 5, 2);
    expect(raised.successes).toBe(2);
    expect(raised.pool.dice).toBe(4);

    const g1 = resolveAttack(queuedDice([5, 6, 2, 3]), { dice: 4, weapon: "medium", defence: { kind: "block", pool: raised.pool } });
    expect(g1.roll.successes).toBe(2);
    expect(g1.block).toMatchObject({ holds: true, successesAfter: 0, exposuresOnAttacker: 2 });
    expect(g1.damage.damage).toBe(0);
    expect(g1.attacker.exposuresGained).toBe(2);
    expect(g1.target.poolAfter!.dice).toBe(3);

    const g2 = resolveAttack(queuedDice([5, 5, 3, 4]), { dice: 4, weapon: "medium", defence: { kind: "block", pool: g1.target.poolAfter! } });
    expect(g2.block).toMatchObject({ holds: true, successesAfter: 0, exposuresOnAttacker: 1 });
    expect(g2.target.poolAfter!.dice).toBe(2);

    const pooled = addToPool(g2.target.poolAfter!);
    expect(pooled.dice).toBe(3);

    const g3 = resolveAttack(queuedDice([5, 6, 5, 6]), { dice: 4, weapon: "medium", defence: { kind: "block", pool: pooled } });
    expect(g3.block).toMatchObject({ holds: false, successesAfter: 4, exposuresOnAttacker: 0 });
    expect(g3.damage.damage).toBe(4);
    expect(g3.target.poolAfter!.dice).toBe(2);
  });

  it("the rules paragraph (spend-successes): pool 2 vs 4 successes gives 1 exposure, or 2 spent break it leaving 2", () => {
    const raised = raiseDefencePool(queuedDice([5, 6, 2, 2, 3, 4]), "block", 6);
    expect(raised.pool.dice).toBe(2);
    const carryOn = applyBlock(raised.pool, 4, "spend-successes", 0);
    expect(carryOn).toMatchObject({ holds: true, successesAfter: 4, exposuresOnAttacker: 1 });
    const strip = applyBlock(raised.pool, 4, "spend-successes", 2);
    expect(strip).toMatchObject({ holds: false, successesAfter: 2, exposuresOnAttacker: 0 });
  });

  it("spend-successes: the attacker decides the spend after the roll, on the same dice", () => {
    const pool = { kind: "block" as const, dice: 2, max: 6, shield: 0 };
    const input = { dice: 6, weapon: "medium" as const, defence: { kind: "block" as const, pool } };
    const rolled = resolveAttack(queuedDice([5, 6, 5, 6, 2, 3]), input, { blockRule: "spend-successes" });
    expect(rolled.block).toMatchObject({ holds: true, exposuresOnAttacker: 1 });
    const spent = resettleAttack({ ...input, defence: { ...input.defence, spend: 2 } }, rolled, { blockRule: "spend-successes" });
    expect(spent.block).toMatchObject({ holds: false, successesAfter: 2 });
    expect(spent.damage.damage).toBe(2);
  });

  it("a block roll with no success does not work even with a shield", () => {
    expect(raiseDefencePool(queuedDice([2, 3, 4]), "block", 3, 2).pool.dice).toBe(0);
  });

  it("rejects bad input", () => {
    expect(() => raiseDefencePool(queuedDice([]), "parry" as never, 3)).toThrow(RangeError);
    expect(() => applyBlock({ kind: "dodge", dice: 2, max: 2, shield: 0 }, 1, "pool-compare")).toThrow(/block pool/);
    expect(() => applyBlock({ kind: "block", dice: 2, max: 2, shield: 0 }, 1, "pool-compare", 1)).toThrow(/spend-successes/);
  });
});

describe("Parry", () => {
  it("each parry success turns a plain miss into a 1, an exposure", () => {
    // Parry dice first (2 successes), then the attack: 5, 3, 4, 2 → one hit, three plain misses.
    const out = resolveAttack(queuedDice([5, 6, 5, 3, 4, 2]), { dice: 4, weapon: "medium", defence: { kind: "parry", dice: 2 } }, { parryOnes: "as-rolled" });
    expect(out.parry).toMatchObject({ parrySuccesses: 2, converted: 2 });
    // as-rolled: 2 ones against 1 success is a Fumble.
    expect(out.roll).toMatchObject({ successes: 1, ones: 2, fumble: true, exposures: 0 });
    expect(out.target.defenceActionDie).toBe(true);
    // The default ("These will be treated as exposure dice"): each converted miss is an exposure.
    const always = resolveAttack(queuedDice([5, 6, 5, 3, 4, 2]), { dice: 4, weapon: "medium", defence: { kind: "parry", dice: 2 } });
    expect(always.roll.fumble).toBe(false);
    expect(always.attacker.exposuresGained).toBe(2);
  });

  it("has no effect when every attack die hit", () => {
    const out = resolveAttack(queuedDice([6, 5, 5, 6]), { dice: 2, weapon: "medium", defence: { kind: "parry", dice: 2 } });
    expect(out.parry!.converted).toBe(0);
    expect(out.roll.successes).toBe(2);
  });
});

describe("the Parry riposte", () => {
  it("the defender takes all the attacker's exposure dice and attacks with them at once", () => {
    // Parry 3 successes; the attack 5, 6, 3, 4, 2: two hits, three misses turned into exposures ("always-exposure").
    const out = resolveAttack(queuedDice([5, 5, 6, 5, 6, 3, 4, 2]), { dice: 5, weapon: "medium", defence: { kind: "parry", dice: 3 } }, { parryOnes: "always-exposure" });
    expect(out.attacker.exposuresGained).toBe(3);
    const riposte = takeExposuresForRiposte(out.attacker.exposuresGained);
    expect(riposte).toEqual({ riposteDice: 3, attackerExposuresAfter: 0 });
    const back = resolveAttack(queuedDice([6, 2, 5]), { dice: riposte.riposteDice, weapon: "medium" });
    expect(back.damage.damage).toBe(2);
  });
});

