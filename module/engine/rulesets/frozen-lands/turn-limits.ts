/** The bounds frozen-lands' turn commands accept: each is the largest number the rules make sense of, with room to spare. */

/** Faces of the initiative die. */
export const MAX_INITIATIVE_SIDES = 100;
/** An enemy's default initiative score (either sign). */
export const MAX_INITIATIVE_SCORE = 100;
/** Actions, Reactions and Agility per round (3 actions and Agility − 1 Reactions by the text). */
export const MAX_PER_ROUND = 20;
/** Action names a talent lets a character repeat. */
export const MAX_REPEATABLE = 50;
