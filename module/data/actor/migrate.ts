/**
 * Migrations of old actor source shapes. They run on every load (TypeDataModel.migrateData), so each is
 * idempotent and only touches a source that still has the old shape. Pure: mutates and returns the source, and
 * adds one issue per change to `issues` (path and what was done), so no value changes without a word.
 */
import { describeValue, type NormaliseIssue } from "../shared/normalise";

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function block(source: Record<string, unknown>, key: string, issues: NormaliseIssue[]): Record<string, unknown> {
  const existing = source[key];
  if (isRecord(existing)) return existing;
  if (existing !== undefined) issues.push({ path: key, problem: `was ${describeValue(existing)}, not an object; replaced by a block holding the moved fields` });
  const fresh: Record<string, unknown> = {};
  source[key] = fresh;
  return fresh;
}

/**
 * 0.0.x kept factions health as a bare number (`factions.health: 8`); it became `{value, max}`.
 * The old number is both the current and the maximum health (nothing else was stored).
 */
export function migrateFactionsHealth(source: Record<string, unknown>, issues: NormaliseIssue[] = []): void {
  const factions = source.factions;
  if (!isRecord(factions)) return;
  const health = factions["health"];
  if (typeof health === "number" || (typeof health === "string" && health.trim() !== "" && Number.isFinite(Number(health)))) {
    const n = Number(health);
    factions["health"] = { value: n, max: n };
    issues.push({ path: "factions.health", problem: `old bare number ${describeValue(health)}; migrated to {value: ${n}, max: ${n}}` });
  }
}

/** 0.0.x stored six-seconds `scale` and `wounds` at the top of system; they moved into the sixSeconds block. */
export function migrateSixSecondsTopLevel(source: Record<string, unknown>, issues: NormaliseIssue[] = []): void {
  for (const key of ["scale", "wounds"] as const) {
    if (!Object.hasOwn(source, key)) continue;
    const six = block(source, "sixSeconds", issues);
    if (six[key] === undefined) {
      six[key] = source[key];
      issues.push({ path: key, problem: `old top-level field; moved to sixSeconds.${key}` });
    } else {
      issues.push({ path: key, problem: `old top-level value ${describeValue(source[key])} dropped: sixSeconds.${key} is already set` });
    }
    delete source[key];
  }
}

export function migrateActorSource<T>(source: T, issues: NormaliseIssue[] = []): T {
  if (isRecord(source)) {
    migrateFactionsHealth(source, issues);
    migrateSixSecondsTopLevel(source, issues);
  }
  return source;
}
