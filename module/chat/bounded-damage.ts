/**
 * The GM-side entry to damage: the amount is refused at this boundary when it is not a whole number in range
 * (a NaN from a macro would otherwise fail deep in the engine), and the update the engine's outcome maps to is
 * clamped to the actor schema's bounds (six-seconds wounds stop at 99), so applying damage never writes a value
 * the data model would have to repair.
 */
import type { ActorDerived } from "../data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../data/actor/schema";
import { assertValid } from "../data/shared/normalise";
import { int, obj, type FieldSpec, type ObjSpec } from "../data/shared/spec";
import type { RulesetId } from "../schema/choices";
import { damageApplication, type DamageApplication, type DamageContext } from "./apply-damage";

/** A hit's damage: a whole number from 0 to 9999 (a forged card's 1e308 is refused here, naming `amount`). */
export const DAMAGE_AMOUNT = int(0, { min: 0, max: 9999 });
const AMOUNT = obj({ amount: DAMAGE_AMOUNT });

/** The field spec at a dot path of a spec (own keys only), or undefined. */
export function specAt(spec: ObjSpec, path: string): FieldSpec | undefined {
  let node: FieldSpec | undefined = spec;
  for (const part of path.split(".")) {
    if (node?.kind !== "object" || !Object.hasOwn(node.fields, part)) return undefined;
    node = node.fields[part];
  }
  return node;
}

/** Clamp each number of a flattened `system.…` update to its field's bounds (whole numbers for int fields). */
export function clampUpdate(spec: ObjSpec, update: Readonly<Record<string, number | boolean | string>>): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const [path, value] of Object.entries(update)) {
    const field = path.startsWith("system.") ? specAt(spec, path.slice("system.".length)) : undefined;
    if (typeof value !== "number" || !field || (field.kind !== "int" && field.kind !== "number")) {
      out[path] = value;
      continue;
    }
    let n = Number.isFinite(value) ? value : (field.initial ?? 0);
    if (field.kind === "int") n = Math.round(n);
    if (field.min !== undefined) n = Math.max(field.min, n);
    if (field.max !== undefined) n = Math.min(field.max, n);
    out[path] = n;
  }
  return out;
}

/** damageApplication with the amount validated (throws InvalidDataError naming `amount`) and the update clamped. */
export function boundedDamageApplication(
  ruleset: RulesetId,
  s: ActorSystem,
  d: ActorDerived,
  amount: unknown,
  ctx: DamageContext = {},
): DamageApplication {
  const checked = assertValid(AMOUNT, { amount }, "damage").amount;
  const app = damageApplication(ruleset, s, d, checked, ctx);
  return { ...app, update: clampUpdate(ACTOR_SYSTEM, app.update) };
}
