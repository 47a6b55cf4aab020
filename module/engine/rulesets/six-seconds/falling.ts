/**
 * Falling: 1d6 + 3 × scale + 1 per 5 m fallen (no more after 60 m, terminal velocity), changed by the surface
 * landed on. Falling damage is Bludgeoning (Piercing on spikes). A Reflex check (DC 4) catches a ledge or branch,
 * if there is one, and stops the fall.
 *
 * The prose says "+1 per 5 m fallen" but the table reads "up to 5 m: +1, up to 10 m: +2 …", so a 3 m fall is
 * +1 by the table and +0 by the prose. The table is the default (`distanceReading: "table"`); "per-full-5m" is
 * the option.
 */
import { rollCheck, type CheckResult } from "../../dice/check";
import type { DiceSource } from "../../dice/source";
import { total, type Modifier } from "../../modifiers";
import { checkScale } from "./scale";

export const FALL_SURFACE_IDS = ["deep-water", "very-soft", "soft", "slightly-soft", "hard", "hazardous", "spikes"] as const;
export type FallSurfaceId = (typeof FALL_SURFACE_IDS)[number];

export interface FallSurface {
  id: FallSurfaceId;
  label: string;
  modifier: number;
  examples: string;
  damageType: "bludgeoning" | "piercing";
}

export const FALL_SURFACES: Readonly<Record<FallSurfaceId, FallSurface>> = {
  "deep-water": { id: "deep-water", label: "Deep Water", modifier: -12, examples: "deep water", damageType: "bludgeoning" },
  "very-soft": { id: "very-soft", label: "Very Soft Surface", modifier: -6, examples: "deep snow, trampoline", damageType: "bludgeoning" },
  soft: { id: "soft", label: "Soft Surface", modifier: -3, examples: "overhang, dumpster, mattress", damageType: "bludgeoning" },
  "slightly-soft": { id: "slightly-soft", label: "Slightly Soft Surface", modifier: -1, examples: "mud, thick carpet", damageType: "bludgeoning" },
  hard: { id: "hard", label: "Hard Surface", modifier: 0, examples: "concrete, stone, pavement", damageType: "bludgeoning" },
  hazardous: { id: "hazardous", label: "Hazardous Surface", modifier: 1, examples: "broken glass", damageType: "bludgeoning" },
  spikes: { id: "spikes", label: "Spikes or similar", modifier: 3, examples: "spikes", damageType: "piercing" },
};

/** Falls past this add no damage. */
export const TERMINAL_FALL_METRES = 60;
export const FALL_METRES_PER_POINT = 5;
export const LEDGE_CATCH_DC = 4;

/** The printed distance table (for a roll table or a sheet): up to `upToMetres` → 1d6 + `bonus` (scale 0, hard). */
export const FALL_DAMAGE_TABLE: readonly { upToMetres: number; bonus: number; label: string }[] = Array.from({ length: 12 }, (_, i) => ({
  upToMetres: (i + 1) * FALL_METRES_PER_POINT,
  bonus: i + 1,
  label: `${(i + 1) * FALL_METRES_PER_POINT}m${i === 11 ? "+" : ""}: 1d6+${i + 1}`,
}));

export type FallDistanceReading = "table" | "per-full-5m";

/** The distance part of falling damage: +1 per 5 m, at most +12. */
export function fallDistanceBonus(metres: number, reading: FallDistanceReading = "table"): number {
  if (typeof metres !== "number" || !Number.isFinite(metres) || metres < 0) {
    throw new RangeError(`a fall must be a finite number of metres ≥ 0, got ${String(metres)}`);
  }
  const m = Math.min(metres, TERMINAL_FALL_METRES);
  if (reading === "table") return Math.ceil(m / FALL_METRES_PER_POINT);
  if (reading === "per-full-5m") return Math.floor(m / FALL_METRES_PER_POINT);
  throw new RangeError(`unknown fall distance reading "${String(reading)}"`);
}

export interface FallInput {
  metres: number;
  scale: number;
  surface?: FallSurfaceId;
  /** Other changes to the damage, e.g. an Acrobatics: Tuck and Roll result. */
  modifiers?: readonly Modifier[];
  distanceReading?: FallDistanceReading;
}

export interface FallDamage {
  roll: number;
  modifiers: Modifier[];
  /** Never below 0. */
  damage: number;
  damageType: "bludgeoning" | "piercing";
  explanation: string;
}

/** Roll falling damage (one d6). Compare it with Toughness like any other damage. */
export function rollFallDamage(dice: DiceSource, input: FallInput): FallDamage {
  const scale = checkScale(input.scale);
  const surface = FALL_SURFACES[input.surface ?? "hard"];
  if (!surface) throw new RangeError(`unknown fall surface "${String(input.surface)}"`);
  const distance = fallDistanceBonus(input.metres, input.distanceReading);
  const modifiers: Modifier[] = [];
  if (scale !== 0) modifiers.push({ value: 3 * scale, reason: `scale ${scale}`, code: "scale", data: { scale } });
  modifiers.push({ value: distance, reason: `${input.metres} m fallen`, code: "metres-fallen", data: { metres: input.metres } });
  if (surface.modifier !== 0) modifiers.push({ value: surface.modifier, reason: surface.label, code: `surface.${surface.id}` });
  for (const m of input.modifiers ?? []) modifiers.push(m);
  const roll = dice.roll(6);
  const damage = Math.max(0, roll + total(modifiers));
  const parts = modifiers.map((m) => `${m.value >= 0 ? "+" : "−"}${Math.abs(m.value)} ${m.reason}`).join(" ");
  return { roll, modifiers, damage, damageType: surface.damageType, explanation: `d6 ${roll} ${parts} = ${damage} ${surface.damageType}` };
}

/** Reflex check (DC 4) to catch a ledge or branch on the way down, if one is there. */
export function catchLedge(dice: DiceSource, reflexBonus: number): CheckResult {
  return rollCheck(dice, reflexBonus, LEDGE_CATCH_DC);
}
