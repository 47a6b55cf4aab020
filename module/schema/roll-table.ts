/**
 * The shape of a RollTable source file (packs/_source/roll-tables/**.yml) in the form fvtt-cli compiles: the table
 * with `_key: "!tables!<_id>"` and its results inline, each with `_key: "!tables.results!<tableId>.<resultId>"`
 * (fvtt-cli stores them as separate LevelDB entries by that key). Results are v13 TableResults: type "text", a short
 * `name`, the row's text in `description`. Plus what the field specs cannot say: rows that overlap, rows that leave a
 * total of the formula uncovered, keys that do not match their ids.
 */
import type { ObjectSpec, StringSpec } from "./spec";

/** One problem at a path inside the table (the same shape as validate.ts's Issue). */
export interface TableIssue {
  readonly path: string;
  readonly message: string;
}

const ID_PATTERN = /^[A-Za-z0-9]{16}$/;
const id: StringSpec = { kind: "string", pattern: ID_PATTERN, patternName: "a 16-character alphanumeric id" };

export const TABLE_RESULT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    type: { kind: "choice", choices: ["text"], noun: "table result type" },
    name: { kind: "string" },
    img: { kind: "string" },
    description: { kind: "string", html: true },
    documentUuid: { kind: "string", optional: true, nullable: true, blank: true },
    weight: { kind: "number", integer: true, min: 1 },
    range: { kind: "array", element: { kind: "number", integer: true, min: 0 } },
    drawn: { kind: "boolean" },
    flags: { kind: "record" },
    _stats: { kind: "record", optional: true },
    _key: { kind: "string" },
  },
};

export const ROLL_TABLE_DOCUMENT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    img: { kind: "string" },
    description: { kind: "string", html: true, blank: true },
    results: { kind: "array", element: TABLE_RESULT_SPEC, minLength: 1 },
    formula: { kind: "string", pattern: /^[1-9]\d*d[1-9]\d*$/, patternName: 'a dice formula such as "1d6" or "1d20"' },
    replacement: { kind: "boolean" },
    displayRoll: { kind: "boolean" },
    folder: { ...id, nullable: true },
    sort: { kind: "number", integer: true },
    flags: { kind: "record" },
    ownership: { kind: "record", optional: true },
    _stats: { kind: "record", optional: true },
    _key: { kind: "string" },
  },
};

/** Lowest and highest total of an "NdM" formula. */
export function formulaSpan(formula: string): [number, number] | null {
  const m = /^([1-9]\d*)d([1-9]\d*)$/.exec(formula);
  if (!m) return null;
  const n = Number(m[1]);
  return [n, n * Number(m[2])];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Cross-field rules of a table whose fields already passed their specs: result keys and ids, ranges as
 * [low, high] with low ≤ high, no two rows sharing a total, and every total the formula can roll covered by a row.
 * Rows above the formula's highest total are allowed: they are drawn with a bonus (Tactica's 7+ injury row).
 */
export function rollTableRules(table: Record<string, unknown>): TableIssue[] {
  const issues: TableIssue[] = [];
  const tableId = table._id;
  const results = Array.isArray(table.results) ? table.results : [];
  const seen = new Map<string, number>();
  const spans: { at: string; lo: number; hi: number }[] = [];
  results.forEach((result, i) => {
    const at = `results[${i}]`;
    if (!isRecord(result)) return;
    if (typeof result._id === "string") {
      const earlier = seen.get(result._id);
      if (earlier !== undefined) issues.push({ path: `${at}._id`, message: `duplicate result _id "${result._id}" (also results[${earlier}])` });
      else seen.set(result._id, i);
      const expected = `!tables.results!${String(tableId)}.${result._id}`;
      if (typeof result._key === "string" && result._key !== expected) {
        issues.push({ path: `${at}._key`, message: `expected ${JSON.stringify(expected)}, got ${JSON.stringify(result._key)}` });
      }
    }
    const range = result.range;
    if (!Array.isArray(range)) return;
    const [lo, hi] = range as unknown[];
    if (range.length !== 2 || typeof lo !== "number" || typeof hi !== "number") {
      issues.push({ path: `${at}.range`, message: `expected [low, high], got a list of ${range.length}` });
      return;
    }
    if (lo > hi) {
      issues.push({ path: `${at}.range`, message: `low ${lo} is above high ${hi}` });
      return;
    }
    spans.push({ at, lo, hi });
  });
  const sorted = [...spans].sort((a, b) => a.lo - b.lo);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (cur.lo <= prev.hi) issues.push({ path: `${cur.at}.range`, message: `${cur.lo}–${cur.hi} overlaps ${prev.at} (${prev.lo}–${prev.hi})` });
  }
  const span = typeof table.formula === "string" ? formulaSpan(table.formula) : null;
  if (span && sorted.length === spans.length && issues.length === 0) {
    const missing: number[] = [];
    for (let total = span[0]; total <= span[1]; total++) if (!sorted.some((s) => total >= s.lo && total <= s.hi)) missing.push(total);
    if (missing.length > 0) issues.push({ path: "results", message: `no row covers ${missing.join(", ")} of ${String(table.formula)}` });
  }
  return issues;
}
