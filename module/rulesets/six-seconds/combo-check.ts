/**
 * Combo rating and validation of a combo item, through the engine (six-seconds/combos.ts): components must be
 * known (Attack and
 * Charge always are; others come from the owner's technique items), their count is limited by Weapon / Ranged
 * Skill ranks, and the total rating by the owner's maximum Combo Rating. Without an owner only the stored
 * ratings are summed (the sheet of a compendium combo).
 */
import { validateCombo, type ComboComponent, type ComboIssueCode } from "../../engine/rulesets/six-seconds/combos";

/** A combo's stored components (its `system.components`), by shape: importing the item schema would close a cycle. */
export interface ComboComponentsData {
  components: readonly { name: string; rating: number }[];
}

export interface ComboOwnerData {
  comboLimit: number;
  skills: readonly { name: string; rank: number }[];
  /** The owner's technique items: name, [Attack Combo +X] rating, and whether it is a combo component. */
  techniques: readonly { name: string; comboRating: number; component: boolean }[];
}

export interface ComboCheck {
  rating: number;
  limit: number | null;
  withinLimit: boolean;
  maxComponents: number | null;
  /** Lang key + data for each problem found. */
  problems: { key: string; data: Record<string, string | number> }[];
}

/** A component's id: its name in lower case with dashes ("Extra Attack" → "extra-attack"). */
export function componentId(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function comboRating(combo: ComboComponentsData): number {
  return combo.components.reduce((sum, c) => sum + c.rating, 0);
}

function skillRank(skills: ComboOwnerData["skills"], name: string): number {
  return skills.find((s) => s.name.trim().toLowerCase() === name)?.rank ?? 0;
}

/** The component's name as the user wrote it, from the engine's id for it ("feint" → "Feint"). */
function originalName(components: readonly { name: string }[], id: string): string {
  return components.find((c) => componentId(c.name) === id)?.name ?? id;
}

const ISSUE_KEYS: Record<ComboIssueCode, string> = {
  empty: "FRAY.Combo.NoComponents",
  "unknown-component": "FRAY.Combo.UnknownComponent",
  "too-many-components": "FRAY.Combo.TooManyComponents",
  "rating-too-high": "FRAY.Combo.OverLimit",
  "too-many-attacks": "FRAY.Combo.TooManyAttacks",
  "repeated-charge": "FRAY.Combo.RepeatedCharge",
  "too-many-combos": "FRAY.Combo.TooManyCombos",
};

export function checkCombo(combo: ComboComponentsData, owner?: ComboOwnerData): ComboCheck {
  if (!owner) {
    const problems = combo.components.length === 0 ? [{ key: ISSUE_KEYS.empty, data: {} }] : [];
    return { rating: comboRating(combo), limit: null, withinLimit: true, maxComponents: null, problems };
  }
  const knownComponents: ComboComponent[] = owner.techniques
    .filter((t) => t.component)
    .map((t) => ({ id: componentId(t.name), name: t.name, rating: t.comboRating, source: t.name }));
  const result = validateCombo(
    { name: "combo", components: combo.components.map((c) => componentId(c.name)) },
    {
      weaponSkillRanks: skillRank(owner.skills, "weapon skill"),
      rangedSkillRanks: skillRank(owner.skills, "ranged skill"),
      comboRating: owner.comboLimit,
      knownComponents,
      // "To gain more than one attack in a combo, the Weapon Skill: Extra Attack technique is needed": with it, the
      // number of components is the only limit.
      maxAttacks: owner.techniques.some((t) => componentId(t.name).endsWith("extra-attack")) ? Math.max(1, combo.components.length) : 1,
    },
  );
  const problems = result.issues.map((i): ComboCheck["problems"][number] => ({
    key: ISSUE_KEYS[i.code],
    data:
      i.code === "rating-too-high"
        ? { rating: result.rating, limit: owner.comboLimit }
        : i.code === "too-many-components"
          ? { count: result.componentCount, max: result.maxComponents }
          : i.code === "unknown-component"
            ? { name: originalName(combo.components, i.message.split('"')[1] ?? "") }
            : {},
  }));
  return { rating: result.rating, limit: owner.comboLimit, withinLimit: result.rating <= owner.comboLimit, maxComponents: result.maxComponents, problems };
}
