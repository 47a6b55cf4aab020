/**
 * Migrations of old actor source shapes. They run on every load (TypeDataModel.migrateData), so each is
 * idempotent and only touches a source that still has the old shape. Pure: mutates and returns the source.
 */

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function block(source: Record<string, unknown>, key: string): Record<string, unknown> {
  const existing = source[key];
  if (isRecord(existing)) return existing;
  const fresh: Record<string, unknown> = {};
  source[key] = fresh;
  return fresh;
}

/**
 * 0.0.x kept factions health as a bare number (`factions.health: 8`); it became `{value, max}`.
 * The old number is both the current and the maximum health (nothing else was stored).
 */
export function migrateFactionsHealth(source: Record<string, unknown>): void {
  const factions = source.factions;
  if (!isRecord(factions)) return;
  const health = factions["health"];
  if (typeof health === "number" || (typeof health === "string" && health.trim() !== "" && Number.isFinite(Number(health)))) {
    const n = Number(health);
    factions["health"] = { value: n, max: n };
  }
}

/** 0.0.x stored six-seconds `scale` and `wounds` at the top of system; they moved into the sixSeconds block. */
export function migrateSixSecondsTopLevel(source: Record<string, unknown>): void {
  for (const key of ["scale", "wounds"] as const) {
    if (!(key in source)) continue;
    const six = block(source, "sixSeconds");
    if (six[key] === undefined) six[key] = source[key];
    delete source[key];
  }
}

export function migrateActorSource<T>(source: T): T {
  if (isRecord(source)) {
    migrateFactionsHealth(source);
    migrateSixSecondsTopLevel(source);
  }
  return source;
}
