/**
 * Exact odds of one attack against any declared defence, before anything is rolled. Each attack die is a success,
 * a 1 or a plain miss (a trinomial); a Parry's successes come from the core pool distribution. Every combination is
 * settled by the same code the resolver uses (settleCounted, behind settleAttack), so the odds and the resolver
 * cannot disagree.
 */
import { Distribution, expectation, poolDistribution } from "../../odds";
import type { AfterSuccesses, AttackInput, AttackOutcome, DefenceDeclaration } from "./attack";
import { prepareAttack, settleCounted } from "./attack";
import type { TacticaOptions } from "./options";
import { memoOdds } from "../../odds/memo";

export interface AttackOdds {
  /** Damage points dealt (0 = no damage). */
  damage: Distribution<number>;
  /** Final successes after Block and armour. */
  hits: Distribution<number>;
  pDamage: number;
  pFumble: number;
  expectedDamage: number;
  /** Exposures the attacker expects to end up with (roll 1s, Parry, Dodge or Block surplus). */
  expectedExposuresOnAttacker: number;
}

/** P(s successes, o ones) for n dice: the multinomial over success / one / plain miss. */
export function attackDiceOutcomes(n: number, threshold: number): { successes: number; ones: number; misses: number; p: number }[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`attack dice must be a whole number ≥ 0, got ${n}`);
  if (!Number.isInteger(threshold) || threshold < 2 || threshold > 6) throw new RangeError(`attack threshold must be 2–6, got ${threshold}`);
  const ps = (7 - threshold) / 6;
  const po = 1 / 6;
  const pm = 1 - ps - po;
  const fact = [1];
  for (let i = 1; i <= n; i++) fact[i] = fact[i - 1]! * i;
  const out: { successes: number; ones: number; misses: number; p: number }[] = [];
  for (let s = 0; s <= n; s++) {
    for (let o = 0; o + s <= n; o++) {
      const m = n - s - o;
      if (m > 0 && pm === 0) continue;
      const p = (fact[n]! / (fact[s]! * fact[o]! * fact[m]!)) * ps ** s * po ** o * pm ** m;
      if (p > 0) out.push({ successes: s, ones: o, misses: m, p });
    }
  }
  return out;
}

/**
 * The exact odds of `input` (its defence included) under `options`, computed afresh. The attack dice are counted,
 * not listed: settleAttack reads them only as successes, 1s and plain misses, and a Parry turns at most its successes
 * of those misses into 1s or exposures. So every (dice split, Parry outcome) pair with the same successes, 1s and
 * converted misses settles alike: the pairs are summed into those groups first, and each group is settled once.
 */
export function exactAttackOdds(input: AttackInput, options: Partial<TacticaOptions> = {}): AttackOdds {
  const prep = prepareAttack(input, options);
  const parrying = prep.defence.kind === "parry";
  const parry = parrying ? poolDistribution(prep.parryDice, prep.parryThreshold) : [1];
  const dice = attackDiceOutcomes(prep.rollCount, prep.threshold);
  const n = prep.rollCount + 1;
  // Group key: successes, 1s, misses converted by the Parry (each below n + 1); value: the group's probability.
  const groups = new Map<number, number>();
  for (let k = 0; k < parry.length; k++) {
    const pk = parry[k]!;
    if (pk === 0) continue;
    for (const d of dice) {
      const converted = parrying ? Math.min(k, d.misses) : 0;
      const key = (d.successes * n + d.ones) * n + converted;
      groups.set(key, (groups.get(key) ?? 0) + pk * d.p);
    }
  }
  const damage: [number, number][] = [];
  const hits: [number, number][] = [];
  let pFumble = 0;
  let exposures = 0;
  const noDice: number[] = [];
  // The Block, armour, specials and damage follow from the successes alone: each is settled once per count.
  const bySuccesses = new Map<number, AfterSuccesses>();
  const withoutSpecials = { ...prep, input: { ...prep.input, specials: [] } };
  const withoutSpecialsBySuccesses = new Map<number, AfterSuccesses>();
  for (const [key, p] of groups) {
    const converted = key % n;
    const ones = Math.floor(key / n) % n;
    const successes = Math.floor(key / (n * n));
    // The group as one roll: `converted` plain misses met by as many Parry successes.
    const counts = { successes, ones, plainMisses: converted };
    let out: AttackOutcome;
    try {
      out = settleCounted(prep, counts, noDice, null, converted, bySuccesses);
    } catch (e) {
      // Specials the roll cannot pay for are simply not bought on that roll.
      if (!(e instanceof RangeError) || !/special results cost/.test(e.message)) throw e;
      out = settleCounted(withoutSpecials, counts, noDice, null, converted, withoutSpecialsBySuccesses);
    }
    damage.push([out.damage.damage, p]);
    hits.push([out.specials.successesLeft, p]);
    if (out.roll.fumble) pFumble += p;
    exposures += p * out.attacker.exposuresGained;
  }
  const dmg = Distribution.from(damage, true);
  return {
    damage: dmg,
    hits: Distribution.from(hits, true),
    pDamage: 1 - dmg.p(0),
    pFumble,
    expectedDamage: expectation(dmg),
    expectedExposuresOnAttacker: exposures,
  };
}

/** The exact odds, cached per attack (odds/memo.ts): a card asks for them more than once. */
export const attackOdds = memoOdds(exactAttackOdds);

/**
 * Odds when the defender raises a fresh Dodge or Block pool against this attack (the pool not rolled yet): the pool's
 * size follows the core pool distribution of the defence dice (a Block adds its shield only when a die succeeds).
 */
export function attackOddsWithFreshPool(
  input: Omit<AttackInput, "defence">,
  defence: { kind: "dodge" | "block"; dice: number; shield?: number },
  options: Partial<TacticaOptions> = {},
): AttackOdds {
  const shield = defence.shield ?? 0;
  if (defence.kind === "dodge" && shield !== 0) throw new RangeError("a Dodge takes no shield value");
  const sizes = poolDistribution(defence.dice);
  const damage: [number, number][] = [];
  const hits: [number, number][] = [];
  let pFumble = 0;
  let exposures = 0;
  sizes.forEach((pk, k) => {
    if (pk === 0) return;
    const pool = { kind: defence.kind, dice: k > 0 ? k + shield : 0, max: defence.dice + shield, shield };
    const declared: DefenceDeclaration = defence.kind === "dodge" ? { kind: "dodge", pool } : { kind: "block", pool };
    const o = attackOdds({ ...input, defence: declared }, options);
    for (const [v, p] of o.damage.entries()) damage.push([v, p * pk]);
    for (const [v, p] of o.hits.entries()) hits.push([v, p * pk]);
    pFumble += pk * o.pFumble;
    exposures += pk * o.expectedExposuresOnAttacker;
  });
  const dmg = Distribution.from(damage, true);
  return { damage: dmg, hits: Distribution.from(hits, true), pDamage: 1 - dmg.p(0), pFumble, expectedDamage: expectation(dmg), expectedExposuresOnAttacker: exposures };
}
