/**
 * What the tactica block of a weapon item stores besides the pack's fields (rulesets/item-blocks.ts adds it to the
 * item model): how the weapon attacks. A missile weapon is what the board calls ranged (cover on a zone border
 * comes off its attack) and the attack dialog opens on its mode. A leaf: the item data model reads it.
 */
import { bool, choice } from "../../data/shared/spec";

/** The dialog's "Attack" choices: melee, a fired missile (a Dodge counts one success fewer), a thrown one. */
export const ATTACK_MODES = ["melee", "missile", "thrown"] as const;
export type AttackMode = (typeof ATTACK_MODES)[number];

export const TACTICA_WEAPON_EXTRA = {
  attackMode: choice(ATTACK_MODES, "melee", "FRAY.Tactica.AttackMode"),
  /** A natural weapon "designed for combat (claws, talons, beaks, fangs etc)": it gains the InClose SL hands and feet do not. */
  combatNatural: bool(false),
  /** Broken by a special result's won Break weapon attempt: "broken and useless", no attack with it until the GM clears it. */
  broken: bool(false),
  /** A bane weapon: "A bane weapon might drop its target off Physical 9": its hits may knock a creature off level 9. */
  bane: bool(false),
};

/** The weapon's stored mode (melee when absent or unknown). */
export function weaponAttackMode(block: unknown): AttackMode {
  const v = block && typeof block === "object" ? (block as { attackMode?: unknown }).attackMode : undefined;
  return ATTACK_MODES.find((m) => m === v) ?? "melee";
}

/** The dialog's choices, the weapon's own mode first (a select opens on its first option). */
export function attackModesFor(block: unknown): AttackMode[] {
  const own = weaponAttackMode(block);
  return [own, ...ATTACK_MODES.filter((m) => m !== own)];
}
