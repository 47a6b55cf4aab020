/**
 * Poison and disease ("syndromes"). The engine takes a syndrome's stats (the pack entry's fields) as input.
 *
 * - Each check-rate period the afflicted character makes a Fortitude check (d6 + Fortitude) against the Fort DC;
 *   each failure incurs the symptoms; three successes in a row cure.
 * - Overdose: every full doubling of the dose adds +1 DC and one more dose-effect on a failure (a double dose
 *   counts as poisoned twice, a quadruple dose three times): a quadruple dose of a DC 6 sedative is DC 8.
 * - Inhalation: +1 DC per full check-rate period spent breathing it.
 * - Airborne secondary transmission: each round within 3 m of an infected creature, a d6 showing 1 infects.
 * - Injury syndromes afflict on any hit with the poisoned weapon (wound or not) and also pass by ingestion.
 * - Symptoms stay until cured; a syndrome with wound symptoms stops natural healing while it lasts.
 */
import { rollCheck, type CheckResult } from "../../dice/check";
import type { DiceSource } from "../../dice/source";

export const SYNDROME_ROUTES = ["injury", "inhalation", "ingestion", "vector", "contact", "exposure", "surgery"] as const;
export type SyndromeRoute = (typeof SYNDROME_ROUTES)[number];
export type SecondaryRoute = "none" | "airborne" | "waterborne";
export type CheckRateUnit = "second" | "round" | "hour" | "day" | "drink";

export interface SyndromeStats {
  name: string;
  /** One standard dose's Fortitude DC (for a range such as alcohol's 3–6, the GM's pick). */
  fortDc: number;
  /** One check every `count` `per` (1/round, 1/day …). */
  checkRate: { count: number; per: CheckRateUnit };
  routes: readonly SyndromeRoute[];
  secondary?: SecondaryRoute;
  /** The symptoms incurred by each failed check (text). */
  symptoms: string;
  /** The symptoms include wounds: no natural healing while afflicted. */
  woundSymptoms?: boolean;
  /** Something worse after this many failures in a row (spider venom: 3 → full-body paralysis for 1 hour). */
  escalation?: { failuresInRow: number; effect: string };
}

export interface AfflictionState {
  /** Doses taken at once (1 = standard). */
  doses: number;
  successesInRow: number;
  failuresInRow: number;
  failures: number;
  checks: number;
  cured: boolean;
}

export const CURE_SUCCESSES_IN_ROW = 3;
export const AIRBORNE_RANGE_METRES = 3;

const SECONDS: Record<Exclude<CheckRateUnit, "drink">, number> = { second: 1, round: 6, hour: 3600, day: 86400 };

function requireInteger(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  return value;
}

function checkStats(stats: SyndromeStats): void {
  if (!stats || typeof stats.name !== "string") throw new TypeError("a syndrome needs its stats (name, fortDc, checkRate, routes)");
  requireInteger(stats.fortDc, `${stats.name}'s Fort DC`);
  const rate = stats.checkRate;
  if (!rate || !Number.isInteger(rate.count) || rate.count < 1) throw new RangeError(`${stats.name}'s check rate needs a count ≥ 1`);
  if (!["second", "round", "hour", "day", "drink"].includes(rate.per)) throw new RangeError(`${stats.name}'s check rate unit "${String(rate.per)}" is unknown`);
  for (const r of stats.routes) if (!(SYNDROME_ROUTES as readonly string[]).includes(r)) throw new RangeError(`unknown transmission route "${String(r)}"`);
}

export interface Overdose {
  doses: number;
  /** Full doublings of the standard dose. */
  doublings: number;
  dc: number;
  /** How many times over a failed check's symptoms apply. */
  doseEffects: number;
}

/** +1 DC and one more dose-effect per full doubling of the dose. */
export function overdose(fortDc: number, doses: number): Overdose {
  requireInteger(fortDc, "Fort DC");
  if (typeof doses !== "number" || !Number.isFinite(doses) || doses < 1) throw new RangeError(`doses must be at least 1, got ${String(doses)}`);
  const doublings = Math.floor(Math.log2(doses) + 1e-9);
  return { doses, doublings, dc: fortDc + doublings, doseEffects: 1 + doublings };
}

/** Inhaled syndromes: +1 DC for every full check-rate period spent breathing it. */
export function inhalationDc(fortDc: number, periodsBreathed: number): number {
  requireInteger(fortDc, "Fort DC");
  if (!Number.isFinite(periodsBreathed) || periodsBreathed < 0) throw new RangeError(`periods breathed must be ≥ 0, got ${periodsBreathed}`);
  return fortDc + Math.floor(periodsBreathed);
}

/** Alcohol: each earlier drink within the hour adds +1 to the next one's DC (even after a success). */
export function alcoholDc(fortDc: number, drinksInLastHour: number): number {
  requireInteger(fortDc, "Fort DC");
  requireInteger(drinksInLastHour, "drinks in the last hour");
  if (drinksInLastHour < 0) throw new RangeError("drinks cannot be negative");
  return fortDc + drinksInLastHour;
}

/** How many checks fall due in `seconds` of time (not for per-drink syndromes). */
export function checksDue(rate: SyndromeStats["checkRate"], seconds: number): number {
  if (rate.per === "drink") throw new RangeError("a per-drink syndrome is checked once per drink, not by time");
  const period = SECONDS[rate.per];
  if (!period) throw new RangeError(`unknown check-rate unit "${String(rate.per)}"`);
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`time must be ≥ 0 seconds, got ${seconds}`);
  return Math.floor((seconds * rate.count) / period);
}

/**
 * How many checks fall due as a clock runs from `from` (excluded) to `to` (included), in seconds of world time: one
 * per full period (`count` per period) that starts in between, so checks keep their hour or day whatever the steps
 * the clock moves in. Hour and day rates only (rounds and seconds are the tracker's, drinks are counted per drink).
 */
export function checksDueBetween(rate: SyndromeStats["checkRate"], from: number, to: number): number {
  if (rate.per !== "hour" && rate.per !== "day") return 0;
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new RangeError(`world times must be finite, got ${from} → ${to}`);
  const period = SECONDS[rate.per];
  return Math.max(0, (Math.floor(to / period) - Math.floor(from / period)) * rate.count);
}

/** Does this syndrome pass by this route? Injury syndromes are always ingestion-transferable too. */
export function transmitsBy(stats: SyndromeStats, route: SyndromeRoute): boolean {
  checkStats(stats);
  return stats.routes.includes(route) || (route === "ingestion" && stats.routes.includes("injury"));
}

export function startAffliction(doses = 1): AfflictionState {
  overdose(0, doses);
  return { doses, successesInRow: 0, failuresInRow: 0, failures: 0, checks: 0, cured: false };
}

export interface SyndromeCheck {
  dc: number;
  check: CheckResult;
  /** Times the symptoms apply this check (0 on a success). */
  symptomsIncurred: number;
  escalated: boolean;
  after: AfflictionState;
  explanation: string[];
}

/**
 * One scheduled Fortitude check against a syndrome. `periodsBreathed` raises an inhaled syndrome's DC while the
 * character is still breathing it; `extraDc` covers anything else the GM adds (alcohol's earlier drinks).
 */
export function syndromeCheck(
  dice: DiceSource,
  stats: SyndromeStats,
  state: AfflictionState,
  input: { fortitudeBonus: number; periodsBreathed?: number; extraDc?: number },
): SyndromeCheck {
  checkStats(stats);
  if (state.cured) throw new RangeError(`the character has already recovered from ${stats.name}`);
  const od = overdose(stats.fortDc, state.doses);
  let dc = od.dc;
  const explanation: string[] = [];
  if (od.doublings > 0) explanation.push(`${state.doses} doses: +${od.doublings} DC, symptoms ×${od.doseEffects}`);
  if (input.periodsBreathed) {
    if (!stats.routes.includes("inhalation")) throw new RangeError(`${stats.name} is not inhaled`);
    dc = inhalationDc(dc, input.periodsBreathed);
    explanation.push(`breathed for ${Math.floor(input.periodsBreathed)} period(s): +${Math.floor(input.periodsBreathed)} DC`);
  }
  if (input.extraDc) dc += requireInteger(input.extraDc, "extra DC");
  const check = rollCheck(dice, input.fortitudeBonus, dc);
  const success = check.success;
  const after: AfflictionState = {
    ...state,
    checks: state.checks + 1,
    successesInRow: success ? state.successesInRow + 1 : 0,
    failuresInRow: success ? 0 : state.failuresInRow + 1,
    failures: state.failures + (success ? 0 : 1),
  };
  after.cured = after.successesInRow >= CURE_SUCCESSES_IN_ROW;
  explanation.unshift(`Fortitude ${check.roll} + ${check.bonus} = ${check.total} vs DC ${dc} (${stats.name}): ${success ? "success" : "failure"}`);
  const symptomsIncurred = success ? 0 : od.doseEffects;
  if (!success) explanation.push(`symptoms ×${symptomsIncurred}: ${stats.symptoms}`);
  const escalated = !!stats.escalation && !success && after.failuresInRow === stats.escalation.failuresInRow;
  if (escalated) explanation.push(`${stats.escalation!.failuresInRow} failures in a row: ${stats.escalation!.effect}`);
  if (after.cured) explanation.push(`${CURE_SUCCESSES_IN_ROW} successes in a row: recovered`);
  return { dc, check, symptomsIncurred, escalated, after, explanation };
}

/** While afflicted by a syndrome with wound symptoms, the character does not heal naturally. */
export function blocksNaturalHealing(stats: SyndromeStats, state: AfflictionState): boolean {
  return !!stats.woundSymptoms && !state.cured;
}

/** Airborne secondary transmission: one d6 per round within 3 m of an infected creature; a 1 infects. */
export function airborneExposure(dice: DiceSource): { roll: number; infected: boolean } {
  const roll = dice.roll(6);
  return { roll, infected: roll === 1 };
}

/** Infection after an unsterilised surgery: a 10% chance, read as a 10 on a d10. */
export function surgeryInfection(dice: DiceSource): { roll: number; infected: boolean } {
  const roll = dice.roll(10);
  return { roll, infected: roll === 10 };
}
