/** The bounds tactica's turn commands accept: each is the largest number the rules make sense of, with room to spare. */
import { MAX_ACTION_DICE } from "./action-dice";

/** Action dice a creature may be entitled to or hold a maximum of (the normal maximum is 6; Advantages raise it). */
export const MAX_ENTITLED_DICE = 2 * MAX_ACTION_DICE;
/** Extra dice for severe surprise. */
export const MAX_SURPRISE_DICE = MAX_ACTION_DICE;
/** Dice held at once: the entitlement, severe surprise's extras and a carried die, and one extra per 6 among them. */
export const MAX_HELD_DICE = 2 * (MAX_ENTITLED_DICE + MAX_SURPRISE_DICE + 1);
/** Rolls in one round that may each have had a 1 added. */
export const MAX_ONES_ON_ROLLS = 1000;
/** Dice modifiers on one creature, and the dice each may add or take. */
export const MAX_MODIFIERS = 20;
/** An action's pip cost (six dice of six pips). */
export const MAX_PIP_COST = 36;
