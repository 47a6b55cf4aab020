/** Migrations of old item source shapes (idempotent; each change reported in `issues`; see actor/migrate.ts). */
import { describeValue, type NormaliseIssue } from "../shared/normalise";

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** 0.0.x combos stored one total `rating` and no components; it becomes a single unnamed component. */
export function migrateComboRating(source: Record<string, unknown>, issues: NormaliseIssue[] = []): void {
  if (!Object.hasOwn(source, "rating")) return;
  const old = source["rating"];
  const shown = describeValue(old);
  // Only a number (or a number written as text) is a rating: Number(null), Number("") and Number(true) are not.
  const rating = typeof old === "number" ? old : typeof old === "string" && old.trim() !== "" ? Number(old) : Number.NaN;
  if (Array.isArray(source["components"])) {
    issues.push({ path: "rating", problem: `old total rating ${shown} dropped: the combo already has components` });
  } else if (Number.isFinite(rating)) {
    source["components"] = [{ name: "", rating }];
    issues.push({ path: "rating", problem: `old total rating ${shown}; migrated to one unnamed component` });
  } else {
    issues.push({ path: "rating", problem: `old total rating ${shown} is not a number; dropped, no component made` });
  }
  delete source["rating"];
}

export function migrateItemSource<T>(type: string, source: T, issues: NormaliseIssue[] = []): T {
  if (isRecord(source) && type === "combo") migrateComboRating(source, issues);
  return source;
}
