/** The bounds factions' turn commands accept: each is the largest number the rules make sense of, with room to spare. */

/** Factions in one fight. */
export const MAX_FACTIONS = 20;
/** Speed in zones (2 by default; 4 sprinting), and zones moved in one step. */
export const MAX_SPEED = 20;
/** Extra reactions a round from skills. */
export const MAX_EXTRA_REACTIONS = 10;
