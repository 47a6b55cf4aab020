/**
 * Applying one attack's damage to a creature. Any damage costs a State (Stun physical, Shock mental, Doubt magic) or
 * one rank; more than one rank is never lost to a single attack through damage alone (injuries add their own losses).
 * A State can be chosen only when not already in it, not Stateless, and not Surprised (no soaking while surprised).
 * Trauma adds an injury roll; a Killing Blow puts the creature OoA with an injury roll at +1; Massive is KIA (or a
 * Killing Blow, by option). On the mental side the same thresholds give Panicked and Crushed.
 * Massive's "more than 3 times your current rank" counts the Total Rank by default, since "A lost Rank does not lower
 * your current ranks for future damage calculations"; `massiveRank: "after-losses"` counts the ranks left instead.
 */
import type { StateKey, TacticaCreature } from "./creature";
import { rankOf, settleStatus } from "./creature";
import type { Severity } from "./damage-severity";
import { damageSeverity } from "./damage-severity";
import type { TacticaOptions } from "./options";
import { tacticaOptions } from "./options";
import type { TrackName } from "./ranks";
import { loseRanks, totalRank } from "./ranks";

export interface DamageInput {
  track: TrackName;
  damage: number;
  massiveWeapon?: boolean;
  /** Magic damage takes the Doubt state instead of Stun/Shock. */
  magic?: boolean;
  /** The target's choice; a State is taken when allowed unless "rank" is chosen. */
  choice?: "state" | "rank";
  /** A bane weapon or story event that can knock a creature off level 9. */
  bane?: boolean;
  /** Surprised targets may not soak damage into a State. */
  surprised?: boolean;
}

export interface DamageOutcome {
  severity: Severity;
  totalRank: number;
  took: "state" | "rank" | "none";
  state: StateKey | null;
  /** Why a State was not available, when it was not. */
  stateRefused: string | null;
  ranksLost: number;
  rankBefore: { physical: number; mental: number };
  rankAfter: { physical: number; mental: number };
  injuryRoll: { bonus: number } | null;
  poolsLost: boolean;
  /** The creature is already OoA: roll hitWhileOutOfAction (BODY roll or KIA) instead. */
  needsOutOfActionRoll: boolean;
  notes: string[];
  after: TacticaCreature;
}

function stateFor(track: TrackName, magic: boolean): StateKey {
  if (magic) return "doubt";
  return track === "physical" ? "stun" : "shock";
}

export function applyDamage(creature: TacticaCreature, input: DamageInput, options: Partial<TacticaOptions> = {}): DamageOutcome {
  const opts = tacticaOptions(options);
  if (input.track !== "physical" && input.track !== "mental") throw new RangeError(`damage goes to "physical" or "mental", got "${String(input.track)}"`);
  const track = creature[input.track];
  const tr = totalRank(track);
  const rankBefore = { physical: rankOf(creature, "physical"), mental: rankOf(creature, "mental") };
  // Ranks lost so far (direct and crossover) come off the Total Rank only under the "after-losses" option.
  const massiveRank = opts.massiveRank === "after-losses" ? Math.max(0, tr - (track.start - rankBefore[input.track])) : tr;
  const severity = damageSeverity(input.damage, tr, input.massiveWeapon ?? false, massiveRank);
  const base: Omit<DamageOutcome, "after"> = {
    severity,
    totalRank: tr,
    took: "none",
    state: null,
    stateRefused: null,
    ranksLost: 0,
    rankBefore,
    rankAfter: rankBefore,
    injuryRoll: null,
    poolsLost: false,
    needsOutOfActionRoll: false,
    notes: [],
  };
  if (severity === "none") return { ...base, after: creature };
  if (creature.status === "kia") return { ...base, notes: ["already KIA"], after: creature };
  if (creature.status === "ooa") return { ...base, needsOutOfActionRoll: true, notes: ["OoA: each further hit needs a BODY roll or KIA"], after: creature };

  const notes: string[] = [];
  let c: TacticaCreature = { ...creature };

  if (track.start === 0 && !creature.heroic) {
    notes.push("level 0: any damage defeats it");
    return { ...base, notes, after: { ...c, status: "ooa", pools: [] } };
  }

  const physical = input.track === "physical";
  // Level 9 is not left by ordinary means: without a bane, no Trauma, Killing Blow, Massive, Panic or Crush applies.
  const guarded = (track.level9Protected ?? false) && !input.bane;
  if (guarded && severity !== "hit") notes.push(`level 9: ${severity} has no effect without a special event`);
  const effective: Severity = guarded ? "hit" : severity;
  const isMassive = effective === "massive";
  const killingLevel = effective === "killing-blow" || isMassive;

  // Physical killing blows and massive damage end the fight outright; no state or rank is marked for them.
  if (physical && killingLevel) {
    const kia = isMassive && opts.massiveOutcome === "kia";
    notes.push(kia ? "massive damage: KIA" : "killing blow: unconscious, OoA");
    c = { ...c, status: kia ? "kia" : "ooa", pools: [] };
    return { ...base, injuryRoll: { bonus: 1 }, poolsLost: true, notes, after: c };
  }

  const state = stateFor(input.track, input.magic ?? false);
  let stateRefused: string | null = null;
  if (creature.stateless) stateRefused = "stateless";
  else if (input.surprised) stateRefused = "surprised: no soaking";
  else if (creature.states.includes(state)) stateRefused = `already in ${state}`;
  const wantsState = (input.choice ?? "state") === "state";

  let took: DamageOutcome["took"];
  let ranksLost = 0;
  let poolsLost = false;
  if (wantsState && stateRefused === null) {
    took = "state";
    c = { ...c, states: [...c.states, state], pools: [] };
    poolsLost = true;
  } else {
    took = "rank";
    const r = loseRanks(c[input.track], 1, c.heroic, input.bane ?? false);
    ranksLost = r.landed;
    if (r.landed === 0) notes.push(c[input.track].level9Protected ? "level 9: cannot be knocked off without a special event" : "at the floor already");
    c = { ...c, [input.track]: r.track };
  }

  let injuryRoll: DamageOutcome["injuryRoll"] = null;
  if (physical && effective === "trauma") {
    injuryRoll = { bonus: 0 };
    poolsLost = true;
    c = { ...c, pools: [] };
    notes.push("trauma: roll on the injury tables");
  }
  if (!physical && effective !== "hit") {
    const condition = killingLevel ? "crushed" : "panicked";
    if (c.mentalCondition !== "crushed") c = { ...c, mentalCondition: condition };
    poolsLost = true;
    c = { ...c, pools: [] };
    notes.push(condition);
  }
  c = settleStatus(c);
  if (c.status === "ooa") {
    notes.push("ranks at the floor: OoA");
    // "Anyone reduced to OoA or KIA … must roll on the injury table."
    injuryRoll ??= { bonus: 0 };
  }
  return {
    ...base,
    took,
    state: took === "state" ? state : null,
    stateRefused: wantsState ? stateRefused : null,
    ranksLost,
    rankAfter: { physical: rankOf(c, "physical"), mental: rankOf(c, "mental") },
    injuryRoll,
    poolsLost,
    notes,
    after: c,
  };
}
