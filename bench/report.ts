/**
 * Printing bench figures: each one as min / median / max, its ratio to the reference loop, the median it gives on the
 * reference machine (reference.ts), and its target, met or not. Node's and Chromium's lines for a figure sit together.
 */
import type { Spread } from "./measure";
import { onReferenceMachine, type BenchEnvironment } from "./reference";

export type Unit = "time" | "ratio" | "bytes";

export interface Figure {
  name: string;
  spread: Spread;
  unit: Unit;
  /** Time and bytes: the median must be at most this. Ratios: at least this. Null: a figure shown for comparison
   *  (the other library's time) with no target of its own. */
  target: number | null;
  /** Time figures: each sample's time over the reference loop's, when the bench took them. */
  ref?: Spread;
  /** The one environment the target is judged in (issue 31 sets the attack's 10 µs in Chromium); absent: both. */
  judgedIn?: BenchEnvironment;
}

export interface Section {
  title: string;
  figures: Figure[];
}

export function formatNs(ns: number): string {
  if (ns >= 1e9) return `${(ns / 1e9).toFixed(2)} s`;
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns.toFixed(0)} ns`;
}

const formatBytes = (b: number) => (b >= 1024 ? `${(b / 1024).toFixed(1)} KiB` : `${b.toFixed(0)} B`);

function formatValue(value: number, unit: Unit): string {
  if (unit === "time") return formatNs(value);
  if (unit === "bytes") return formatBytes(value);
  return `×${value.toFixed(1)}`;
}

/** The value a target is judged on: a time's median as on the reference machine, when the reference was taken. */
export function judgedValue(f: Figure, environment: BenchEnvironment): number {
  return f.unit === "time" && f.ref ? onReferenceMachine(f.ref.median, environment) : f.spread.median;
}

export function meetsTarget(f: Figure, environment: BenchEnvironment = "node"): boolean | null {
  if (f.target === null || (f.judgedIn !== undefined && f.judgedIn !== environment)) return null;
  const v = judgedValue(f, environment);
  return f.unit === "ratio" ? v >= f.target : v <= f.target;
}

export const HEADER = `${"".padEnd(52)} ${"env".padEnd(8)} ${"min".padStart(10)} ${"median".padStart(10)} ${"max".padStart(10)} ${"×ref".padStart(8)} ${"on ref.".padStart(10)}   target`;

/** One line: the figure in one environment. `label` is the figure's name, or blank under the first line. */
export function formatFigure(f: Figure, environment: BenchEnvironment = "node", label = f.name): string {
  const { min, median, max } = f.spread;
  const figures = [min, median, max].map((v) => formatValue(v, f.unit).padStart(10)).join(" ");
  const ref = f.unit === "time" && f.ref ? `${f.ref.median.toPrecision(2)}`.padStart(8) : "".padStart(8);
  const onRef = f.unit === "time" && f.ref ? formatNs(judgedValue(f, environment)).padStart(10) : "".padStart(10);
  const met = meetsTarget(f, environment);
  const target = f.target === null ? "reference" : `${f.unit === "ratio" ? "≥" : "≤"} ${formatValue(f.target, f.unit)}`;
  const verdict = met === null ? (f.target !== null && f.judgedIn ? `(judged in ${f.judgedIn})` : "") : met ? "met" : "NOT MET";
  return `${label.padEnd(52)} ${environment.padEnd(8)} ${figures} ${ref} ${onRef}   ${target.padEnd(11)} ${verdict}`.trimEnd();
}

/** A section, each figure's Node line followed by its Chromium line (matched by name) when there is one. */
export function formatSection(node: Section, chromium?: Section): string[] {
  const lines = ["", node.title, HEADER];
  const browser = new Map((chromium?.figures ?? []).map((f) => [f.name, f]));
  for (const f of node.figures) {
    lines.push(formatFigure(f, "node"));
    const c = browser.get(f.name);
    if (c) lines.push(formatFigure(c, "chromium", ""));
  }
  return lines;
}

/** Prints a Node-only section (the benches with their own report: prepare, first render). */
export function printSection(title: string, figures: Figure[]): void {
  for (const line of formatSection({ title, figures })) console.log(line);
}
