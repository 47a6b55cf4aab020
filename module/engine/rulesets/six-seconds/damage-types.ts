/**
 * six-seconds damage types. Physical: piercing, bludgeoning, slashing. Energy: electric, heat, cold, sonic,
 * chemical. Special: EMP (only electronics, against the device's complexity, not its Toughness).
 * Nonlethal is not a type but a flag on one ("nonlethal bludgeoning"); objects are immune to it.
 * Bludgeoning weapons of lighter materials (aluminium, titanium, mithril) deal one die smaller.
 */
import { DIE_SIZES } from "../../dice/source";

export const DAMAGE_TYPE_IDS = ["piercing", "bludgeoning", "slashing", "electric", "heat", "cold", "sonic", "chemical", "emp"] as const;
export type DamageTypeId = (typeof DAMAGE_TYPE_IDS)[number];
export type DamageCategory = "physical" | "energy" | "special";

export interface DamageTypeDef {
  id: DamageTypeId;
  label: string;
  category: DamageCategory;
  summary: string;
}

export const DAMAGE_TYPES: Readonly<Record<DamageTypeId, DamageTypeDef>> = {
  piercing: { id: "piercing", label: "Piercing", category: "physical", summary: "Stabbing: spears, some swords and knives, bows, firearms." },
  bludgeoning: {
    id: "bludgeoning",
    label: "Bludgeoning",
    category: "physical",
    summary: "Blunt force: clubs, maces, hitting the ground, a blast's shockwave. Lighter materials deal one die smaller.",
  },
  slashing: { id: "slashing", label: "Slashing", category: "physical", summary: "A sharp edge: most blades, axes, shrapnel." },
  electric: { id: "electric", label: "Electric", category: "energy", summary: "A sudden jolt from magic or advanced technology." },
  heat: { id: "heat", label: "Heat", category: "energy", summary: "Fire, lasers, plasma; may set the target alight." },
  cold: { id: "cold", label: "Cold", category: "energy", summary: "Extreme low temperatures, from magic or environments." },
  sonic: { id: "sonic", label: "Sonic", category: "energy", summary: "Sound (the text gives no further detail)." },
  chemical: { id: "chemical", label: "Chemical", category: "energy", summary: "Corrosive substances: strong acids or bases." },
  emp: {
    id: "emp",
    label: "EMP",
    category: "special",
    summary: "Only electronic devices; resisted by the device's complexity (EMP Toughness), not armour or size.",
  },
};

export function isDamageType(id: string): id is DamageTypeId {
  return (DAMAGE_TYPE_IDS as readonly string[]).includes(id);
}

export interface DamageKind {
  type: DamageTypeId;
  nonlethal?: boolean;
}

/** Validate a damage kind ("nonlethal chemical") and name it. */
export function describeDamageKind(kind: DamageKind): string {
  if (!isDamageType(kind.type)) throw new RangeError(`unknown six-seconds damage type "${String(kind.type)}"`);
  if (kind.nonlethal && kind.type === "emp") throw new RangeError("EMP damage only affects devices and cannot be nonlethal");
  return `${kind.nonlethal ? "nonlethal " : ""}${DAMAGE_TYPES[kind.type].label}`;
}

/** One die size down the d4–d6–d8–d10–d12–d20 ladder. */
export function oneDieSmaller(sides: number): number {
  const i = (DIE_SIZES as readonly number[]).indexOf(sides);
  if (i < 0) throw new RangeError(`d${sides} is not a standard die (${DIE_SIZES.map((d) => `d${d}`).join(", ")})`);
  if (i === 0) throw new RangeError("a d4 has no smaller standard die");
  return DIE_SIZES[i - 1]!;
}

/** A bludgeoning weapon's die for its material: lighter materials deal one die smaller. */
export function bludgeoningDie(sides: number, material: "standard" | "light" = "standard"): number {
  if (material === "standard") {
    if (!(DIE_SIZES as readonly number[]).includes(sides)) throw new RangeError(`d${sides} is not a standard die`);
    return sides;
  }
  if (material === "light") return oneDieSmaller(sides);
  throw new RangeError(`unknown material "${String(material)}"`);
}

export const EMP_COMPLEXITIES = ["very-simple", "simple", "moderate", "complicated", "advanced"] as const;
export type EmpComplexity = (typeof EMP_COMPLEXITIES)[number];

export interface EmpRow {
  complexity: EmpComplexity;
  label: string;
  toughness: number;
  examples: string;
}

/** The EMP toughness table. */
export const EMP_TABLE: Readonly<Record<EmpComplexity, EmpRow>> = {
  "very-simple": { complexity: "very-simple", label: "Very Simple", toughness: 8, examples: "a flashlight" },
  simple: { complexity: "simple", label: "Simple", toughness: 7, examples: "" },
  moderate: { complexity: "moderate", label: "Moderate", toughness: 6, examples: "civilian cars, motorcycles and airplanes, a radio" },
  complicated: { complexity: "complicated", label: "Complicated", toughness: 4, examples: "cell phone, desktop or laptop computer" },
  advanced: { complexity: "advanced", label: "Advanced", toughness: 3, examples: "extremely complicated precision computers, robots" },
};

export interface EmpOutcome {
  damage: number;
  toughness: number;
  /** The device stops working until repaired (Repair skill). */
  disabled: boolean;
  explanation: string;
}

/** EMP damage against an electronic device: more than its EMP Toughness stops it working. */
export function resolveEmp(damage: number, complexity: EmpComplexity): EmpOutcome {
  if (!Number.isInteger(damage)) throw new TypeError(`EMP damage must be a whole number, got ${damage}`);
  const row = EMP_TABLE[complexity];
  if (!row) throw new RangeError(`unknown device complexity "${String(complexity)}"`);
  const disabled = damage > row.toughness;
  return {
    damage,
    toughness: row.toughness,
    disabled,
    explanation: `${damage} EMP vs ${row.label} device (EMP Toughness ${row.toughness}): ${disabled ? "ceases to function until repaired" : "unaffected"}`,
  };
}
