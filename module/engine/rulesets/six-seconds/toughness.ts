/**
 * six-seconds Toughness: how hard a character, creature or object is to wound.
 *
 *   Toughness = 6 + 3 × scale + Endurance + best Defence − wounds
 *   Minimum Toughness = Toughness − 6
 *
 * Defence sources (armour, natural armour, durability, unarmoured …) do not stack: only the best counts, and
 * natural armour (+0 unless stated) is always present, so a "bonus" below +0 (the paper shirt at −3) never lowers
 * Toughness. Objects have no Endurance and count as Endurance 3.
 */

/** The kinds of Defence bonus the text names; any other source can be given as a free-form string. */
export type DefenceKind = "armour" | "natural" | "durability" | "unarmoured" | (string & {});

export interface DefenceSource {
  kind: DefenceKind;
  bonus: number;
  /** What grants it ("leather armour", "Unarmoured skill"), for the explanation. */
  reason?: string;
}

export interface ToughnessInput {
  /** The creature's or object's scale (0 = human, −1 = cat, 1 = horse …). */
  scale: number;
  /** Endurance ability; ignored for objects, which count as Endurance 3. Required for creatures. */
  endurance?: number;
  /** Every Defence bonus the character has; only the best applies. */
  defences?: readonly DefenceSource[];
  /** Wounds taken so far: each lowers Toughness (and Minimum Toughness) by 1. */
  wounds?: number;
  /** Objects have no Endurance: they count as Endurance 3. */
  isObject?: boolean;
}

export interface ToughnessBreakdown {
  base: number;
  /** 6 + 3 × scale, the scale table's "Base Toughness". */
  scalePart: number;
  endurance: number;
  /** The Defence source that counts (natural armour +0 if nothing beats it). */
  defence: DefenceSource;
  wounds: number;
  toughness: number;
  minimum: number;
}

/** The natural-armour floor every creature has unless a better source is given. */
export const NATURAL_ARMOUR_FLOOR: DefenceSource = { kind: "natural", bonus: 0, reason: "natural armour +0" };

/** Objects have no Endurance and are treated as Endurance 3. */
export const OBJECT_ENDURANCE = 3;

/** The gap between Toughness and Minimum Toughness (and between Will and Minimum Will). */
export const MINIMUM_GAP = 6;

function requireInteger(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  }
  return value;
}

/** 6 + 3 × scale: the scale table's Base Toughness. */
export function baseToughness(scale: number): number {
  requireInteger(scale, "scale");
  return 6 + 3 * scale;
}

/** The Defence bonus that counts: the best of the sources, never below natural armour's +0. */
export function bestDefence(defences: readonly DefenceSource[] = []): DefenceSource {
  let best = NATURAL_ARMOUR_FLOOR;
  for (const d of defences) {
    requireInteger(d?.bonus, `defence bonus of "${d?.reason ?? d?.kind}"`);
    if (d.bonus > best.bonus) best = d;
  }
  return best;
}

/** Toughness and Minimum Toughness with every part that went into them. */
export function toughness(input: ToughnessInput): ToughnessBreakdown {
  const scalePart = baseToughness(input.scale);
  let endurance: number;
  if (input.isObject) endurance = OBJECT_ENDURANCE;
  else {
    if (input.endurance === undefined) throw new TypeError("a creature's Toughness needs its endurance");
    endurance = requireInteger(input.endurance, "endurance");
  }
  const wounds = requireInteger(input.wounds ?? 0, "wounds");
  if (wounds < 0) throw new RangeError(`wounds cannot be negative, got ${wounds}`);
  const defence = bestDefence(input.defences);
  const base = scalePart + endurance + defence.bonus;
  const value = base - wounds;
  return { base, scalePart, endurance, defence, wounds, toughness: value, minimum: value - MINIMUM_GAP };
}

/** Minimum Toughness for a given Toughness. */
export function minimumToughness(toughnessValue: number): number {
  return requireInteger(toughnessValue, "toughness") - MINIMUM_GAP;
}

/** "9/3": how the text writes Toughness over Minimum Toughness. */
export function formatToughness(t: Pick<ToughnessBreakdown, "toughness" | "minimum">): string {
  return `${t.toughness}/${t.minimum}`;
}
