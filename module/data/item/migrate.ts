/** Migrations of old item source shapes (idempotent; see actor/migrate.ts). */

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** 0.0.x combos stored one total `rating` and no components; it becomes a single unnamed component. */
export function migrateComboRating(source: Record<string, unknown>): void {
  if (!("rating" in source)) return;
  const rating = Number(source["rating"]);
  if (!Array.isArray(source["components"]) && Number.isFinite(rating)) {
    source["components"] = [{ name: "", rating }];
  }
  delete source["rating"];
}

export function migrateItemSource<T>(type: string, source: T): T {
  if (isRecord(source) && type === "combo") migrateComboRating(source);
  return source;
}
