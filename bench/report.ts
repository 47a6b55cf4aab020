/** Printing bench figures: each one as min / median / max against its target, met or not (judged on the median). */
import type { Spread } from "./measure";

export type Unit = "time" | "ratio";

export interface Figure {
  name: string;
  spread: Spread;
  unit: Unit;
  /** Time figures: the median must be at most this many ns. Ratios: at least this. Null: a reference figure
   *  (the other library's time) that the engine's figures are compared with, with no target of its own. */
  target: number | null;
}

export function formatNs(ns: number): string {
  if (ns >= 1e9) return `${(ns / 1e9).toFixed(2)} s`;
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns.toFixed(0)} ns`;
}

const formatValue = (value: number, unit: Unit) => (unit === "time" ? formatNs(value) : `×${value.toFixed(1)}`);

export function meetsTarget(f: Figure): boolean | null {
  if (f.target === null) return null;
  return f.unit === "time" ? f.spread.median <= f.target : f.spread.median >= f.target;
}

export function formatFigure(f: Figure): string {
  const { min, median, max } = f.spread;
  const figures = [min, median, max].map((v) => formatValue(v, f.unit).padStart(10)).join(" ");
  const met = meetsTarget(f);
  const target = f.target === null ? "reference" : `${f.unit === "time" ? "≤" : "≥"} ${formatValue(f.target, f.unit)}`;
  return `${f.name.padEnd(50)} ${figures}   ${target.padEnd(10)} ${met === null ? "" : met ? "met" : "NOT MET"}`.trimEnd();
}

export function printSection(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  console.log(`${"".padEnd(50)} ${"min".padStart(10)} ${"median".padStart(10)} ${"max".padStart(10)}   target`);
  for (const f of figures) console.log(formatFigure(f));
}
