/**
 * A small stand-in for the Quench module (a third-party Foundry module that runs mocha + chai batches in a world,
 * github.com/Ethaks/FVTT-Quench), so the smoke test can run Fray's Quench batches on the double: `quenchReady`
 * is fired with an object whose `registerBatch` collects them, then a batch is run as mocha would (its `describe`
 * bodies collect `before`/`it`/`after`; hooks and tests run in order; `it.skip` is reported skipped; `after` runs even
 * when a test failed). `assert` has only the chai calls module/quench/types.ts declares, with chai's meanings
 * (chai `assert.equal` is non-strict `==`; `deepEqual` compares structure).
 */
import type { Quench, QuenchAssert, QuenchBatchContext } from "../../../module/quench/types";

export interface QuenchResult {
  title: string;
  state: "passed" | "failed" | "skipped";
  error?: string;
}

type Fn = () => void | Promise<void>;

function fail(message: string | undefined, fallback: string): never {
  throw new Error(message ? `${message}: ${fallback}` : fallback);
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const assert: QuenchAssert = {
  deepEqual: (actual, expected, message) => void (same(actual, expected) || fail(message, `expected ${JSON.stringify(actual)} to deeply equal ${JSON.stringify(expected)}`)),
  ok: (value, message) => void (value || fail(message, `expected ${String(value)} to be truthy`)),
  // chai's assert.equal is non-strict ==.
  equal: (actual, expected, message) => void (actual == expected || fail(message, `expected ${String(actual)} to equal ${String(expected)}`)),
  include: (haystack, needle, message) => void (haystack.includes(needle) || fail(message, `expected "${haystack}" to include "${needle}"`)),
  isAbove: (value, above, message) => void (value > above || fail(message, `expected ${value} to be above ${above}`)),
};

/** Fire `quenchReady` as Quench does and collect the batches registered on it. */
export function collectQuenchBatches(): Map<string, (context: QuenchBatchContext) => void> {
  const batches = new Map<string, (context: QuenchBatchContext) => void>();
  const quench: Quench = { registerBatch: (key, fn) => void batches.set(key, fn) };
  Hooks.callAll("quenchReady", quench);
  return batches;
}

/** Run one batch as mocha would: its suites' before hooks, its tests in order, its after hooks. */
export async function runQuenchBatch(batch: (context: QuenchBatchContext) => void): Promise<QuenchResult[]> {
  const befores: Fn[] = [];
  const afters: Fn[] = [];
  const tests: { title: string; fn: Fn; skip: boolean }[] = [];
  const it = Object.assign((title: string, fn: Fn) => void tests.push({ title, fn, skip: false }), {
    skip: (title: string, fn: Fn) => void tests.push({ title, fn, skip: true }),
  });
  batch({ describe: (_title, fn) => fn(), it, before: (fn) => void befores.push(fn), after: (fn) => void afters.push(fn), assert });
  const results: QuenchResult[] = [];
  const text = (e: unknown) => (e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e));
  let setupError: string | null = null;
  try {
    for (const fn of befores) await fn();
  } catch (e) {
    setupError = text(e);
  }
  for (const t of tests) {
    if (t.skip) results.push({ title: t.title, state: "skipped" });
    else if (setupError) results.push({ title: t.title, state: "failed", error: `"before all" hook failed: ${setupError}` });
    else {
      try {
        await t.fn();
        results.push({ title: t.title, state: "passed" });
      } catch (e) {
        results.push({ title: t.title, state: "failed", error: text(e) });
      }
    }
  }
  for (const fn of afters) {
    try {
      await fn();
    } catch (e) {
      results.push({ title: '"after all" hook', state: "failed", error: text(e) });
    }
  }
  return results;
}
