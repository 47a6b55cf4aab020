/**
 * Bounds the core puts on an encounter, so no command (or stored state) can make the scheduler loop or allocate
 * without limit. Each ruleset adds its own in rulesets/<id>/turn-limits.ts.
 */

/** Combatants in one encounter: far above any table's fight, low enough that every command stays cheap. */
export const MAX_COMBATANTS = 500;
/** Rounds an encounter may run (a stored round number above this is corrupt). */
export const MAX_ROUNDS = 100_000;
/** Steps the ledger keeps for undo: the latest ones; older steps can no longer be undone. */
export const MAX_LEDGER_ENTRIES = 20;
/** Length of a combatant's name and of any free text a command carries (action names, reasons). */
export const MAX_TEXT = 200;
