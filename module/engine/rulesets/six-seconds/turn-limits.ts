/** The bounds six-seconds' turn commands accept: each is the largest number the rules make sense of, with room to spare. */
import { ROUND_SECONDS } from "./turn-actions";

/** Reflex rank and Dexterity, each (a character's are single digits). */
export const MAX_INITIATIVE_BONUS = 100;
/** One action's seconds: longer ones run on over turns, but nothing in a fight takes more than ten rounds. */
export const MAX_ACTION_SECONDS = 10 * ROUND_SECONDS;
/** A delayed effect's countdown, in seconds of its owner's turns (an hour). */
export const MAX_DELAY_SECONDS = 3600;
/** Stunned seconds from one effect (ten rounds). */
export const MAX_STUN_SECONDS = 10 * ROUND_SECONDS;
/** Stunned seconds a combatant may have waiting at once. */
export const MAX_STUNNED = 10 * MAX_STUN_SECONDS;
/** Staggered lasts "usually 1d6 rounds"; a GM may set it longer, up to this. */
export const MAX_STAGGER_ROUNDS = 20;
/** Squares moved in one turn, and metres a second of one move (a fall from orbit stays well below). */
export const MAX_MOVED_SQUARES = 1_000_000;
export const MAX_MOVE_SPEED = 100_000;
/** Delay timers one combatant may have running. */
export const MAX_TIMERS = 50;
