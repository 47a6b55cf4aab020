/**
 * What the roller's conditions do to a roll of one of its skills (the Skills table's checks, attack and defence rolls,
 * the Reflex of a collision or a ledge): kept apart from from-actor.ts so the attack builder can read it.
 */
import type { Modifier } from "../../engine/modifiers";
import { conditionEffects, isConditionId, withImplied } from "../../engine/rulesets/six-seconds/conditions";

/**
 * What the roller's conditions do to a check of this skill: Raging's −1 to Dexterity- and Intelligence-based skills,
 * Sleeping's −6 to Perception (the engine's condition effects, read from the status ids).
 */
export function conditionCheckModifiers(skill: { name: string; ability: string }, statuses: readonly string[]): Modifier[] {
  const ids = withImplied(statuses.filter((s) => s.startsWith("six-seconds.")).map((s) => s.slice("six-seconds.".length)).filter(isConditionId));
  const out: Modifier[] = [];
  for (const id of ids) {
    const e = conditionEffects(id);
    for (const m of e.skillModifiers ?? []) {
      if (m.skills.includes(`${skill.ability}-based`) || m.skills.includes(skill.name.trim().toLowerCase())) out.push({ value: m.value, reason: id, code: `condition.${id}` });
    }
    if (e.perceptionModifier && skill.name.trim().toLowerCase() === "perception") out.push({ value: e.perceptionModifier, reason: id, code: `condition.${id}` });
  }
  return out;
}
