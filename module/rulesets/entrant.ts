// A leaf: the tracker's views and the adapters both name an entrant, and neither may import the other's side.
/** The plain `combatant` argument of a turn policy's `addCombatant`. */
export type Entrant = { id: string; name: string } & Record<string, string | number>;
