/**
 * Roll requests: what a sheet or roll dialog asks for, as plain data. `diceFor` says which dice to roll (so a
 * Foundry Roll can show them in chat and Dice So Nice); `resolveRequest` feeds the rolled faces to the engine
 * through queuedDice and returns the chat card data. Foundry-free, so tests run it with a worked example's dice.
 */
import { queuedDice, rollDice } from "../engine/dice/source";
import { resolveCheck } from "../engine/dice/check";
import { total, totalDice, type DiceModifier, type Modifier } from "../engine/modifiers";
import { checkDistribution } from "../engine/odds/check";
import { poolAtLeast } from "../engine/odds/pool";
import { factionsSave, factionsSaveOdds, type Ability } from "../engine/rulesets/factions/saves";
import type { Attribute } from "../engine/rulesets/frozen-lands/attributes";
import type { ConditionLevels } from "../engine/rulesets/frozen-lands/conditions";
import { resolveSkill } from "../engine/rulesets/frozen-lands/skill-roll";
import { stressDice } from "../engine/rulesets/frozen-lands/stress";
import { readAttackRoll } from "../engine/rulesets/tactica/attack-roll";
import { superiorityFrom } from "../engine/rulesets/tactica/superiority";
import type { RulesetId } from "../schema/choices";
import type { HitDetails } from "../chat/requests";
import { frozenLandsAttackDice, resolveFrozenLandsAttack, type FrozenLandsAttackRequest } from "./attack-frozen-lands";
import { factionsAttackDice, resolveFactionsAttack, type FactionsAttackRequest } from "./attack-factions";
import { resolveTacticaAttack, tacticaAttackDice, type TacticaAttackRequest } from "./attack-tactica";
import { resolveSixSecondsAttack, sixSecondsAttackDice, type SixSecondsAttackRequest } from "./attack-six-seconds";

export interface SixSecondsCheckRequest {
  kind: "six-seconds.check";
  label: string;
  /** Base bonus (skill rank + ability) with its reason, then situational modifiers. */
  modifiers: Modifier[];
  target: number;
}
export interface FrozenLandsSkillRequest {
  kind: "frozen-lands.skill";
  label: string;
  attribute: Attribute;
  skill: number;
  modifiers: DiceModifier[];
  stress: number;
  soul: number;
  conditions: ConditionLevels;
  needed: number;
}
export interface FactionsSaveRequest {
  kind: "factions.save";
  label: string;
  ability: Ability;
  score: number;
}
export interface FactionsDamageRequest {
  kind: "factions.damage";
  label: string;
  count: number;
  sides: number;
}
export interface TacticaPoolRequest {
  kind: "tactica.pool";
  label: string;
  dice: number;
  modifiers: DiceModifier[];
  /** SL modifiers with reasons (+1: 4–6 succeed). */
  sl: Modifier[];
}

export type RollRequest =
  | SixSecondsCheckRequest
  | FrozenLandsSkillRequest
  | FactionsSaveRequest
  | FactionsDamageRequest
  | TacticaPoolRequest
  | SixSecondsAttackRequest
  | FrozenLandsAttackRequest
  | FactionsAttackRequest
  | TacticaAttackRequest;

export interface DiceGroup {
  count: number;
  sides: number;
  /** Lang key naming what the dice are for. */
  purpose: string;
}

export interface CardDie {
  value: number;
  /** CSS modifier: success, failure, one, stress. */
  mark: "success" | "failure" | "one" | "stress-success" | "stress-failure" | "plain";
}

export interface CardData {
  ruleset: RulesetId;
  /** Free text (actor-chosen names) shown escaped. */
  title: string;
  /** Lang key of the roll kind. */
  kind: string;
  dice: CardDie[];
  modifiers: { value: string; reason: string }[];
  total: number | null;
  target: number | null;
  /** Lang key of the outcome, its data, and whether it is a success (null: no pass/fail, e.g. damage). */
  outcome: { key: string; data: Record<string, string | number>; success: boolean | null };
  /** Chance of success before the roll (0–1), when the engine gives it. */
  odds: number | null;
  details: { label: string; value: string | number }[];
  /** Damage the card offers to apply to the targets (through the engine on the GM's client), or null. */
  damage?: number | null;
  /** What kind of hit the damage is (nonlethal, tactica track …), sent with the apply-damage request. */
  hit?: HitDetails | null;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

export function diceFor(req: RollRequest): DiceGroup[] {
  switch (req.kind) {
    case "six-seconds.attack":
      return sixSecondsAttackDice(req);
    case "frozen-lands.attack":
      return frozenLandsAttackDice(req);
    case "factions.attack":
      return factionsAttackDice(req);
    case "tactica.attack":
      return tacticaAttackDice(req);
    case "six-seconds.check":
      return [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }];
    case "frozen-lands.skill": {
      const pool = Math.max(0, req.skill + totalDice(req.modifiers));
      const stress = stressDice(req.stress, req.soul);
      return [
        { count: pool, sides: 6, purpose: "FRAY.Roll.Pool" },
        { count: stress, sides: 6, purpose: "FRAY.Roll.StressDice" },
      ];
    }
    case "factions.save":
      return [{ count: 1, sides: 20, purpose: "FRAY.Roll.Die" }];
    case "factions.damage":
      return [{ count: req.count, sides: req.sides, purpose: "FRAY.Roll.Damage" }];
    case "tactica.pool":
      return [{ count: Math.max(0, req.dice + totalDice(req.modifiers)), sides: 6, purpose: "FRAY.Roll.Pool" }];
  }
}

/** A Foundry-style formula for the groups ("3d6 + 1d6"); groups with no dice are left out. */
export function formulaFor(groups: readonly DiceGroup[]): string {
  const parts = groups.filter((g) => g.count > 0).map((g) => `${g.count}d${g.sides}`);
  return parts.length ? parts.join(" + ") : "0";
}

/** Split the flat list of faces a Roll produced back into the request's groups, checking the count. */
export function splitFaces(groups: readonly DiceGroup[], faces: readonly number[]): number[][] {
  const needed = groups.reduce((n, g) => n + g.count, 0);
  if (faces.length !== needed) throw new RangeError(`the roll produced ${faces.length} dice, ${needed} expected`);
  const out: number[][] = [];
  let at = 0;
  for (const g of groups) {
    const source = queuedDice(faces.slice(at, at + g.count));
    out.push(rollDice(source, g.count, g.sides));
    at += g.count;
  }
  return out;
}

function diceModifiers(mods: readonly DiceModifier[]): CardData["modifiers"] {
  return mods.map((m) => ({ value: `${signed(m.dice)}d`, reason: m.reason }));
}

/** Resolve a request with known faces (in the order diceFor lists them). */
export function resolveRequest(req: RollRequest, faces: readonly number[]): CardData {
  const groups = diceFor(req);
  const rolled = splitFaces(groups, faces);
  switch (req.kind) {
    case "six-seconds.attack":
      return resolveSixSecondsAttack(req, faces);
    case "frozen-lands.attack":
      return resolveFrozenLandsAttack(req, faces);
    case "factions.attack":
      return resolveFactionsAttack(req, faces);
    case "tactica.attack":
      return resolveTacticaAttack(req, faces);
    case "six-seconds.check": {
      const bonus = total(req.modifiers);
      const r = resolveCheck(rolled[0]![0]!, bonus, req.target);
      return {
        ruleset: "six-seconds",
        title: req.label,
        kind: "FRAY.Roll.Kind.Check",
        dice: [{ value: r.roll, mark: "plain" }],
        modifiers: req.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })),
        total: r.total,
        target: r.target,
        outcome: { key: r.success ? "FRAY.Roll.Success" : "FRAY.Roll.Failure", data: { margin: r.margin }, success: r.success },
        odds: checkDistribution(bonus, req.target).success,
        details: [{ label: "FRAY.Roll.Margin", value: signed(r.margin) }],
      };
    }
    case "frozen-lands.skill": {
      const r = resolveSkill(
        { attribute: req.attribute, skill: req.skill, modifiers: req.modifiers, stress: req.stress, soul: req.soul, conditions: req.conditions, needed: req.needed },
        { pool: rolled[0]!, stress: rolled[1]! },
      );
      const dice: CardDie[] = [
        ...r.pool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "success" : "failure" })),
        ...r.stressPool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "stress-success" : "stress-failure" })),
      ];
      return {
        ruleset: "frozen-lands",
        title: req.label,
        kind: "FRAY.Roll.Kind.Skill",
        dice,
        modifiers: diceModifiers(r.modifiers),
        total: r.successes,
        target: r.needed,
        outcome: { key: r.success ? "FRAY.Roll.Success" : "FRAY.Roll.Failure", data: {}, success: r.success },
        odds: poolAtLeast(r.poolSize, r.needed + r.fearPenalty),
        details: [
          { label: "FRAY.Roll.Successes", value: r.successes },
          { label: "FRAY.FrozenLands.WP", value: r.willpower },
          { label: "FRAY.Roll.CriticalFailures", value: r.criticalFailures },
        ],
      };
    }
    case "factions.save": {
      const r = factionsSave(queuedDice(rolled[0]!), req.ability, req.score);
      return {
        ruleset: "factions",
        title: req.label,
        kind: "FRAY.Roll.Kind.Save",
        dice: [{ value: r.roll, mark: r.success ? "success" : "failure" }],
        modifiers: [],
        total: r.roll,
        target: r.score,
        outcome: { key: r.success ? "FRAY.Roll.Pass" : "FRAY.Roll.Fail", data: {}, success: r.success },
        odds: factionsSaveOdds(req.score),
        details: [],
      };
    }
    case "factions.damage": {
      const faces2 = rolled[0]!;
      const sum = faces2.reduce((a, b) => a + b, 0);
      return {
        ruleset: "factions",
        title: req.label,
        kind: "FRAY.Roll.Kind.Damage",
        dice: faces2.map((v) => ({ value: v, mark: "plain" })),
        modifiers: [],
        total: sum,
        target: null,
        outcome: { key: "FRAY.Roll.DamageDealt", data: { amount: sum }, success: null },
        odds: null,
        details: [],
      };
    }
    case "tactica.pool": {
      const sl = superiorityFrom(req.sl);
      const r = readAttackRoll(rolled[0]!, sl.threshold);
      const n = rolled[0]!.length;
      return {
        ruleset: "tactica",
        title: req.label,
        kind: "FRAY.Roll.Kind.Pool",
        dice: r.dice.map((v) => ({ value: v, mark: v >= sl.threshold ? "success" : v === 1 ? "one" : "failure" })),
        modifiers: [...diceModifiers(req.modifiers), ...sl.modifiers.map((m) => ({ value: `${signed(m.value)} SL`, reason: m.reason }))],
        total: r.successes,
        target: null,
        outcome: r.fumble
          ? { key: "FRAY.Roll.Fumble", data: {}, success: false }
          : { key: r.successes > 0 ? "FRAY.Roll.Hits" : "FRAY.Roll.Miss", data: { count: r.successes }, success: r.successes > 0 },
        odds: poolAtLeast(n, 1, sl.threshold),
        details: [
          { label: "FRAY.Roll.SuccessOn", value: `${sl.threshold}–6` },
          { label: "FRAY.Roll.Exposures", value: r.exposures },
        ],
      };
    }
  }
}
