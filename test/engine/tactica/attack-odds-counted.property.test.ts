/**
 * Issue 31 item 7: the odds count the attack dice (successes, 1s, plain misses) and settle each group of equal counts
 * once. For any attack, defence and table options they must equal the enumeration they replaced: every (successes,
 * 1s, misses) split listed as real faces and every Parry outcome settled through settleAttack, as the resolver does.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Distribution, expectation, poolDistribution } from "../../../module/engine/odds";
import type { AttackInput, AttackOutcome } from "../../../module/engine/rulesets/tactica/attack";
import { prepareAttack, settleAttack } from "../../../module/engine/rulesets/tactica/attack";
import { attackDiceOutcomes, attackOdds, exactAttackOdds, type AttackOdds } from "../../../module/engine/rulesets/tactica/attack-odds";
import type { TacticaOptions } from "../../../module/engine/rulesets/tactica/options";
import { SPECIAL_RESULTS } from "../../../module/engine/rulesets/tactica/special-results";
import { WEAPON_CLASSES } from "../../../module/engine/rulesets/tactica/weapon-damage";

/** The enumeration as it was before the counting: one list of faces per split and Parry outcome. */
function enumeratedOdds(input: AttackInput, options: Partial<TacticaOptions>): AttackOdds {
  const prep = prepareAttack(input, options);
  const parry = prep.defence.kind === "parry" ? poolDistribution(prep.parryDice, prep.parryThreshold) : [1];
  const dice = attackDiceOutcomes(prep.rollCount, prep.threshold);
  const missFace = prep.threshold - 1;
  const damage: [number, number][] = [];
  const hits: [number, number][] = [];
  let pFumble = 0;
  let exposures = 0;
  for (let k = 0; k < parry.length; k++) {
    const pk = parry[k]!;
    if (pk === 0) continue;
    for (const d of dice) {
      const values = [...Array<number>(d.successes).fill(6), ...Array<number>(d.ones).fill(1), ...Array<number>(d.misses).fill(missFace)];
      let out: AttackOutcome;
      try {
        out = settleAttack(prep, values, null, k);
      } catch (e) {
        if (!(e instanceof RangeError) || !/special results cost/.test(e.message)) throw e;
        out = settleAttack({ ...prep, input: { ...prep.input, specials: [] } }, values, null, k);
      }
      const p = pk * d.p;
      damage.push([out.damage.damage, p]);
      hits.push([out.specials.successesLeft, p]);
      if (out.roll.fumble) pFumble += p;
      exposures += p * out.attacker.exposuresGained;
    }
  }
  const dmg = Distribution.from(damage, true);
  return { damage: dmg, hits: Distribution.from(hits, true), pDamage: 1 - dmg.p(0), pFumble, expectedDamage: expectation(dmg), expectedExposuresOnAttacker: exposures };
}

const TOLERANCE = 1e-12;

function expectSameOdds(counted: AttackOdds, enumerated: AttackOdds): void {
  for (const [name, a, b] of [["damage", counted.damage, enumerated.damage], ["hits", counted.hits, enumerated.hits]] as const) {
    expect(a.outcomes.sort((x, y) => x - y), name).toEqual(b.outcomes.sort((x, y) => x - y));
    for (const [v, p] of b.entries()) expect(Math.abs(a.p(v) - p), `${name} ${v}`).toBeLessThan(TOLERANCE);
  }
  for (const key of ["pDamage", "pFumble", "expectedDamage", "expectedExposuresOnAttacker"] as const) {
    expect(Math.abs(counted[key] - enumerated[key]), key).toBeLessThan(TOLERANCE * Math.max(1, Math.abs(enumerated[key])));
  }
}

const pool = (kind: "dodge" | "block") =>
  fc.record({ dice: fc.integer({ min: 0, max: 5 }), shield: fc.integer({ min: 0, max: kind === "block" ? 3 : 0 }) }).map(({ dice, shield }) => ({ kind, dice, max: 5 + shield, shield }));

const defence = fc.oneof(
  fc.constant({ kind: "none" as const }),
  fc.record({ kind: fc.constant("parry" as const), dice: fc.integer({ min: 0, max: 5 }), threshold: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined }) }),
  pool("dodge").map((p) => ({ kind: "dodge" as const, pool: p })),
  pool("block").map((p) => ({ kind: "block" as const, pool: p })),
);

const attack: fc.Arbitrary<AttackInput> = fc.record({
  dice: fc.integer({ min: 0, max: 12 }),
  weapon: fc.constantFrom(...WEAPON_CLASSES),
  diceModifiers: fc.array(fc.record({ dice: fc.integer({ min: -2, max: 3 }), reason: fc.constant("test") }), { maxLength: 2 }),
  slModifiers: fc.array(fc.record({ value: fc.integer({ min: -2, max: 2 }), reason: fc.constant("test") }), { maxLength: 2 }),
  targetExposures: fc.integer({ min: 0, max: 3 }),
  targetFumbled: fc.boolean(),
  armour: fc.integer({ min: 0, max: 3 }),
  specials: fc.uniqueArray(fc.constantFrom(...SPECIAL_RESULTS), { maxLength: 3 }),
  defence,
});

const options: fc.Arbitrary<Partial<TacticaOptions>> = fc.record(
  {
    parryOnes: fc.constantFrom("as-rolled" as const, "always-exposure" as const),
    blockRule: fc.constantFrom("pool-compare" as const, "spend-successes" as const),
    exposureUse: fc.constantFrom("consume" as const, "persist" as const),
  },
  { requiredKeys: [] },
);

describe("tactica attack odds: counted equals enumerated", () => {
  it("for random attacks, defences and options (fast-check, fixed seed)", () => {
    let compared = 0;
    fc.assert(
      fc.property(attack, options, (input, opts) => {
        let enumerated: AttackOdds;
        try {
          enumerated = enumeratedOdds(input, opts);
        } catch (e) {
          // An attack the rules refuse is refused the same way by the counted odds.
          expect(() => exactAttackOdds(input, opts)).toThrow((e as Error).message);
          return;
        }
        expectSameOdds(exactAttackOdds(input, opts), enumerated);
        compared++;
      }),
      { seed: 31, numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(200);
  });

  it("for the bench's large pools against a Parry", () => {
    for (const dice of [12, 20]) {
      const input: AttackInput = { dice, weapon: "medium", armour: 1, defence: { kind: "parry", dice: 4 } };
      for (const parryOnes of ["as-rolled", "always-exposure"] as const) expectSameOdds(exactAttackOdds(input, { parryOnes }), enumeratedOdds(input, { parryOnes }));
    }
  });

  it("the cached odds are the computed ones, a fresh copy each time", () => {
    const input: AttackInput = { dice: 6, weapon: "heavy", defence: { kind: "parry", dice: 2 } };
    const first = attackOdds(input);
    const again = attackOdds(input);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expectSameOdds(again, enumeratedOdds(input, {}));
    first.pDamage = 99; // a caller changing its copy changes nothing for the next one
    expect(attackOdds(input).pDamage).toBe(again.pDamage);
  });
});
