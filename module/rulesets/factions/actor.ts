/**
 * The factions stat block on an actor: its schema (stored under system.factions; bounds follow the rules text where it states
 * them) and the values derived from it by the engine (save odds, bloodied).
 */
import { saveOdds } from "../../engine/odds/save";
import { bool, choice, int, obj, text, type DataOf } from "../../data/shared/spec";
import type { OwnedItemData } from "../../data/actor/owned-item";
import { factionsArmour, wornArmour, type FactionsArmour } from "./armour-items";

export const FACTIONS_SIZES = ["tiny", "small", "medium", "large", "massive"] as const;
const save = () => int(10, { min: 1, max: 20 });

export const FACTIONS_ACTOR = obj({
  str: save(),
  agi: save(),
  wit: save(),
  health: obj({ value: int(6, { min: 0, max: 999 }), max: int(6, { min: 0, max: 999 }) }),
  /** The actor's own armour value, without items (equipped armour items add theirs; the total never above 3: armour-items.ts). */
  armour: int(0, { min: 0, max: 3 }),
  size: choice(FACTIONS_SIZES, "medium", "FRAY.Factions.Size"),
  faction: text(),
  /** Passed a morale check this stretch: not subject to morale again until the stretch ends. */
  steady: bool(false),
  /** Reactions a skill grants beyond the turn's one ("Some skills grant the ability to react multiple times in a round"). */
  extraReactions: int(0, { min: 0, max: 10 }),
  /** Immune to fear, so to morale ("Characters who are immune to fear are also immune to morale"). */
  immuneToFear: bool(false),
  /** Has surrendered (the turn is spent); harmed by the enemy, the character may fight on. */
  surrendering: bool(false),
  /**
   * Health when it surrendered: "harmed by the enemy" is health below it (*Harmed: fight on* waits for it); -1 when
   * not recorded (not surrendering, or an actor stored before the field): the player's call, as before.
   */
  surrenderHealth: int(-1, { min: -1, max: 999 }),
  /**
   * Incapacitated by an attack stunt, "until the end of the stretch" (the stunt's apply sets it): *End of the
   * stretch* takes that Incapacitated off; one from damage stays.
   */
  stuntIncapacitated: bool(false),
  /** The mount (or vehicle) this character rides: its actor's UUID, set by "Get on or off"; "" on foot. */
  mount: text(),
  /** The mount's name as it was when mounted (the sheet shows it without looking the mount up). */
  mountName: text(),
  /**
   * Who holds this character, recorded when a grab lands (the grabber's actor UUID, its name and size then); "" when
   * no one does. Breaking free, freeing an ally and hiding behind a grabbed enemy read it; freeing clears it.
   */
  grabbedBy: text(),
  grabbedByName: text(),
  grabbedBySize: text(),
});

export type FactionsActor = DataOf<typeof FACTIONS_ACTOR>;

export interface FactionsDerived {
  /** Chance of passing each roll-under d20 save before rolling. */
  saveOdds: { str: number; agi: number; wit: number };
  /** Health at half or less: groups and lone characters check morale at the end of the round. */
  bloodied: boolean;
  /** The actor's own armour and its equipped, unbroken armour items', never above 3. */
  armour: FactionsArmour;
}

export function deriveFactions(f: FactionsActor, items: readonly OwnedItemData[] = []): FactionsDerived {
  return {
    saveOdds: { str: saveOdds(f.str), agi: saveOdds(f.agi), wit: saveOdds(f.wit) },
    bloodied: f.health.max > 0 && f.health.value * 2 <= f.health.max,
    armour: factionsArmour(f.armour, wornArmour(items)),
  };
}

/** The faction an actor joins when it names none: the players' side or the GM's. */
export const DEFAULT_FACTIONS = Object.freeze({ player: "players", npc: "enemies" });
