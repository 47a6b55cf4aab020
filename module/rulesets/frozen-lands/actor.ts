/**
 * The frozen-lands stat block on an actor: its schema (stored under system.frozenLands; bounds follow the rules text where it states
 * them) and the values derived from it by the engine (Stamina, stress dice, actions and reactions).
 */
import { conditionEffects } from "../../engine/rulesets/frozen-lands/conditions";
import { stressDice } from "../../engine/rulesets/frozen-lands/stress";
import { arr, bool, choice, int, obj, text, type DataOf } from "../../data/shared/spec";
import type { OwnedItemData } from "../../data/actor/owned-item";
import { frozenLandsArmour, wornArmour, type FrozenLandsArmour } from "./armour-items";

export const FROZEN_LANDS_ATTRIBUTES = ["body", "agility", "mind", "awareness", "soul"] as const;
const attribute = () => int(2, { min: 0, max: 10 });
const conditionLevel = () => int(0, { min: 0, max: 3 });

/**
 * The skills a new actor starts with: the names the adapter looks up (attack.ts Melee/Marksmanship, defence.ts
 * Mobility/Melee, move-actions.ts Mobility/Athletics), on the attribute each rolls with (the text gives no table;
 * Marksmanship and Mobility are the nimble ones, Melee and Athletics the strong ones). The sheet can change all of it.
 */
export const FROZEN_LANDS_STARTING_SKILLS = [
  { name: "Melee", attribute: "body", rank: 0 },
  { name: "Marksmanship", attribute: "agility", rank: 0 },
  { name: "Mobility", attribute: "agility", rank: 0 },
  { name: "Athletics", attribute: "body", rank: 0 },
] as const;

export const FROZEN_LANDS_ACTOR = obj({
  attributes: obj({ body: attribute(), agility: attribute(), mind: attribute(), awareness: attribute(), soul: attribute() }),
  skills: arr(
    obj({
      name: text(),
      attribute: choice(FROZEN_LANDS_ATTRIBUTES, "body", "FRAY.FrozenLands.Attribute"),
      rank: int(0, { min: 0, max: 10 }),
    }),
    FROZEN_LANDS_STARTING_SKILLS,
  ),
  /** Stamina = class value + BODY; `value` is what is left. A new actor starts whole (class 0 + BODY 2), not Broken. */
  stamina: obj({ value: int(2, { min: 0, max: 999 }), classBase: int(0, { min: 0, max: 99 }) }),
  wounds: int(0, { min: 0, max: 99 }),
  stress: int(0, { min: 0, max: 99 }),
  wp: int(0, { min: 0, max: 999 }),
  /** Condition levels (0–3). */
  conditions: obj({ exhaustion: conditionLevel(), dazed: conditionLevel(), fear: conditionLevel() }),
  /** Broken by a condition going over level 3 (the engine reports it; cleared by rest or healing). */
  broken: bool(false),
  /**
   * The Disengage roll made for the next move away from close enemies: rolled (the board lets the move go), and
   * failed (the move then costs an extra action). Cleared by that move, or at the end of the character's turn.
   */
  disengage: obj({ rolled: bool(false), failed: bool(false) }),
  /**
   * The Jump roll failed this turn: "you must succeed on a Mobility or Athletics roll", so the move it was for does
   * not happen (its Move action is spent). Cleared at the end of the character's turn.
   */
  jump: obj({ failed: bool(false) }),
  /** Critical injuries a condition over level 3 called for, not rolled yet (the GM's sheet button rolls them). */
  injuriesDue: int(0, { min: 0, max: 99 }),
  /** Damage reduction from defense and armour. `armour` is the actor's own (without items): equipped armour items add theirs (armour-items.ts). */
  defense: int(0, { min: 0, max: 20 }),
  armour: int(0, { min: 0, max: 20 }),
  /** Enemies' pre-calculated attack damage from their stat block (0: none; they attack with a weapon). */
  attackDamage: int(0, { min: 0, max: 99 }),
  /** Enemies' static initiative from their stat block. */
  initiative: int(0, { min: 0, max: 20 }),
  /**
   * "Some talents allow you to take the same action again in the same turn": the actions the character's talents let
   * it repeat (the text names no talent, so the sheet ticks the actions).
   */
  repeats: obj({ attack: bool(false), move: bool(false), aim: bool(false), reload: bool(false) }),
  /**
   * Other actions its talents let it repeat, by the names the tracker charges them under (a skill's name: "First
   * Aid, Cast a spell"), separated by commas; any case. Empty on an actor stored before the field (its default).
   */
  repeatsOther: text(""),
  actionsUsed: int(0, { min: 0, max: 6 }),
  reactionsUsed: int(0, { min: 0, max: 10 }),
});

export type FrozenLandsActor = DataOf<typeof FROZEN_LANDS_ACTOR>;

/**
 * The actions a talent lets the character take again in one turn, as the tracker names them: the ticked ones and the
 * *Other actions* names, trimmed and lower case as a skill roll's action is (skill-action.ts), without repeats.
 */
export function repeatableList(f: Pick<FrozenLandsActor, "repeats"> & Partial<Pick<FrozenLandsActor, "repeatsOther">>): string[] {
  const ticked = Object.entries(f.repeats).filter(([, on]) => on).map(([action]) => action);
  const other = (f.repeatsOther ?? "").split(",").map((a) => a.trim().toLowerCase()).filter((a) => a !== "");
  return [...new Set([...ticked, ...other])];
}

/**
 * The same as the entrant's one string: each name followed by a comma ("attack,first aid,"), so a name of several
 * words stays one name (turn-repeatable.ts splits a string holding a comma on its commas).
 */
export function repeatableActions(f: Pick<FrozenLandsActor, "repeats"> & Partial<Pick<FrozenLandsActor, "repeatsOther">>): string {
  return repeatableList(f).map((a) => `${a},`).join("");
}

export interface FrozenLandsDerived {
  staminaMax: number;
  stressDice: number;
  actions: number;
  reactions: number;
  /** Stamina at 0, or broken by a condition going over level 3. */
  broken: boolean;
  /** Successes every roll loses to Fear. */
  successPenalty: number;
  /** The actor's own armour and its equipped armour items'. */
  armour: FrozenLandsArmour;
}

export function deriveFrozenLands(f: FrozenLandsActor, items: readonly OwnedItemData[] = []): FrozenLandsDerived {
  const effects = conditionEffects(f.conditions);
  return {
    staminaMax: f.stamina.classBase + f.attributes.body,
    stressDice: stressDice(f.stress, f.attributes.soul),
    actions: Math.max(0, 3 + effects.actions),
    reactions: Math.max(0, f.attributes.agility - 1 + effects.reactions),
    broken: f.stamina.value <= 0 || f.broken,
    successPenalty: Math.abs(effects.successes),
    armour: frozenLandsArmour(f.armour, wornArmour(items)),
  };
}
