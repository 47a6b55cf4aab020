/**
 * What the six-seconds block of a weapon item stores besides the pack's fields (rulesets/item-blocks.ts adds it to
 * the item model): the condition its area lays instead of damage (area-effect.ts), and the poison on it (its
 * *Poisoned with*, read by poison-weapon.ts). A leaf: the item data model and
 * the hit reader import it.
 */
import { choice, text } from "../../data/shared/spec";

/** The conditions a weapon's area may lay on its targets (the text prints none: the item's maker picks). */
export const AREA_EFFECTS = ["none", "flat-footed", "confused", "panicked", "stunned", "staggered", "held", "helpless", "unconscious", "sleeping"] as const;
export type AreaEffect = Exclude<(typeof AREA_EFFECTS)[number], "none">;

export const SIX_SECONDS_WEAPON_EXTRA = {
  areaEffect: choice(AREA_EFFECTS, "none", "FRAY.SixSeconds.AreaEffect"),
  /** *Poisoned with*: a poison item's UUID or the name of a poison the owner carries ("": none; poison-weapon.ts). */
  poisonedWith: text(""),
};

/** The weapon block's non-damage area effect, or null (none, or not a known one). */
export function areaEffectOf(block: unknown): AreaEffect | null {
  const v = block && typeof block === "object" ? (block as { areaEffect?: unknown }).areaEffect : undefined;
  return AREA_EFFECTS.find((e): e is AreaEffect => e === v && e !== "none") ?? null;
}
