/**
 * Which part of an actor's system data belongs to which ruleset, and the guard that keeps a sheet's submit
 * inside the world ruleset's block: switching the world ruleset (A → B → A) then never loses a field,
 * because a sheet in ruleset B can only write B's block and the shared fields.
 */
import { RULESET_BLOCK_KEYS, type RulesetId } from "../../schema/choices";

/** Fields every ruleset shares (biography, GM notes …). */
export const SHARED_ACTOR_FIELDS = ["biography", "gmNotes", "kind"] as const;

export function blockKey(ruleset: RulesetId): (typeof RULESET_BLOCK_KEYS)[RulesetId] {
  return RULESET_BLOCK_KEYS[ruleset];
}

/**
 * Keep only the flattened update paths a sheet for `ruleset` may write: name, img, shared system fields and
 * `system.<block>.*`. Anything else is dropped and reported, so a stale form from another ruleset cannot
 * overwrite a block it does not show.
 */
export function restrictToRuleset(
  ruleset: RulesetId,
  update: Readonly<Record<string, unknown>>,
): { allowed: Record<string, unknown>; dropped: string[] } {
  const block = `system.${blockKey(ruleset)}.`;
  const shared = SHARED_ACTOR_FIELDS.map((f) => `system.${f}`);
  const allowed: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [path, value] of Object.entries(update)) {
    const ok = path === "name" || path === "img" || path.startsWith(block) || shared.includes(path) || !path.startsWith("system.");
    if (ok) allowed[path] = value;
    else dropped.push(path);
  }
  return { allowed, dropped };
}

/**
 * Remove from an update's nested `system` every top-level key
 * a sheet in `ruleset` may not write (other rulesets' blocks, unknown keys). Mutates `system`; returns the removed keys.
 * Whole keys are removed, so arrays inside the kept block are never rebuilt. The document-level guard
 * (FrayActor/FrayItem._preUpdate) is ruleset-guard.ts, which also covers flattened, `==`/`-=` and replace updates.
 */
export function stripOtherRulesets(ruleset: RulesetId, system: Record<string, unknown>): string[] {
  const keep = new Set<string>([blockKey(ruleset), ...SHARED_ACTOR_FIELDS]);
  const removed = Object.keys(system).filter((k) => !keep.has(k));
  for (const k of removed) delete system[k];
  return removed;
}
