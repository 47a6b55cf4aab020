/**
 * "Attacks Without Combos": where a character may only make a single attack (the Nick technique …), the attack may
 * be any one combo component of complexity 1 instead (a Grab, a Trip, a Disarm). The text never defines a
 * component's complexity; Fray reads it as the component's Combo Rating (Attack itself is [Attack Combo +1]), see
 * docs/rules-notes/six-seconds-combat.md. The weapon attack dialog offers the actor's technique components rated +1;
 * a chosen one is rolled as the attack (to hit, against the defence) and its effect is named for the GM: it deals no
 * damage, as a combo's non-Attack components don't.
 */
import { ATTACK_COMPONENT, singleAttackOptions } from "../../engine/rulesets/six-seconds/combos";
import { componentId } from "./combo-check";
import { RulesError } from "../../engine/errors";

export interface TechniqueData {
  name: string;
  comboRating: number;
  component: boolean;
}

/** The component names a single attack may be replaced with (Attack itself is the dialog's default, not listed). */
export function singleAttackSubstitutes(techniques: readonly TechniqueData[]): string[] {
  const known = techniques.filter((t) => t.component).map((t) => ({ id: componentId(t.name), name: t.name, rating: t.comboRating, complexity: t.comboRating }));
  return singleAttackOptions({ knownComponents: known })
    .filter((c) => c.id !== ATTACK_COMPONENT.id)
    .map((c) => c.name);
}

/** The dialog's "single attack as" choice: null for a plain Attack, else one of the offered names (or a clear error). */
export function parseSingleAttack(raw: Readonly<Record<string, string>>, offered: readonly string[]): string | null {
  const v = raw["singleAs"] ?? "";
  if (v === "") return null;
  if (!offered.includes(v)) throw new RulesError("single-attack", { component: v }, `"${v}" is not a complexity-1 component this character knows (${offered.join(", ") || "none"})`);
  return v;
}
