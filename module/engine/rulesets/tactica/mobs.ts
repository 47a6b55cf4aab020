/**
 * Mobs, Crowds, Hordes, Companies and Units: groups of NPCs run as one creature with rank bonuses, extra dice and
 * several attacks a round against separate targets. Sizes double at each step (Mob 3–4, Crowd 8, Horde 16,
 * Company 32, Unit 64). The text leaves stacking limits open; we do not stack groups beyond a Unit.
 */
export const MOB_KINDS = ["mob", "crowd", "horde", "company", "unit"] as const;
export type MobKind = (typeof MOB_KINDS)[number];

export interface MobSpec {
  kind: MobKind;
  minSize: number;
  physicalBonus: number;
  mentalBonus: number;
  extraDice: number;
  /** Attacks a round, each against a separate target. */
  attacks: number;
  commander: "none" | "nco" | "officer";
}

export const MOB_TABLE: Readonly<Record<MobKind, MobSpec>> = Object.freeze({
  mob: { kind: "mob", minSize: 3, physicalBonus: 1, mentalBonus: 0, extraDice: 1, attacks: 2, commander: "none" },
  crowd: { kind: "crowd", minSize: 8, physicalBonus: 1, mentalBonus: 1, extraDice: 2, attacks: 3, commander: "none" },
  horde: { kind: "horde", minSize: 16, physicalBonus: 2, mentalBonus: 1, extraDice: 3, attacks: 4, commander: "none" },
  company: { kind: "company", minSize: 32, physicalBonus: 3, mentalBonus: 2, extraDice: 4, attacks: 4, commander: "nco" },
  unit: { kind: "unit", minSize: 64, physicalBonus: 4, mentalBonus: 2, extraDice: 4, attacks: 6, commander: "officer" },
});

/** The largest group a number of creatures makes (null below 3). */
export function mobKindFor(count: number): MobKind | null {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`a group size must be a whole number ≥ 0, got ${count}`);
  let kind: MobKind | null = null;
  for (const k of MOB_KINDS) if (count >= MOB_TABLE[k].minSize) kind = k;
  return kind;
}

/** A grouped creature's ranks (the members' ranks plus the bonuses, capped at 8: level 9 is the GM's alone). */
export function mobRanks(kind: MobKind, physical: number, mental: number): { physical: number; mental: number; extraDice: number; attacks: number } {
  const spec = MOB_TABLE[kind];
  if (!spec) throw new RangeError(`unknown group kind "${String(kind)}"`);
  return {
    physical: Math.min(8, physical + spec.physicalBonus),
    mental: Math.min(8, mental + spec.mentalBonus),
    extraDice: spec.extraDice,
    attacks: spec.attacks,
  };
}

/** A group's attacks must go to separate targets. */
export function checkMobTargets(kind: MobKind, targets: readonly string[]): void {
  const spec = MOB_TABLE[kind];
  if (targets.length > spec.attacks) throw new RangeError(`a ${kind} makes at most ${spec.attacks} attacks a round, got ${targets.length}`);
  if (new Set(targets).size !== targets.length) throw new RangeError(`a ${kind}'s attacks must go to separate targets`);
}

export type MobAttackRefusal = "same-target" | "no-attacks-left";

/**
 * A group's next attack this round, given the targets it already attacked this round: refused on a target already
 * attacked (separate targets) or when its attacks are spent; null: it may attack (checkMobTargets then holds).
 */
export function mobAttackRefusal(kind: MobKind, attacked: readonly string[], target: string): MobAttackRefusal | null {
  const spec = MOB_TABLE[kind];
  if (!spec) throw new RangeError(`unknown group kind "${String(kind)}"`);
  if (attacked.includes(target)) return "same-target";
  if (attacked.length >= spec.attacks) return "no-attacks-left";
  return null;
}

/**
 * Breaking a group into its component parts (Command skills may allow it): each step is two of the step below
 * (a Crowd is 2 Mobs, a Horde 2 Crowds …). A Mob does not break down further.
 */
export function mobParts(kind: MobKind): { kind: MobKind; count: 2 } | null {
  const i = MOB_KINDS.indexOf(kind);
  if (i < 0) throw new RangeError(`unknown group kind "${String(kind)}"`);
  return i === 0 ? null : { kind: MOB_KINDS[i - 1]!, count: 2 };
}
