/**
 * The Combat's system data (CONFIG.Combat.dataModels.base). It lives here, not in module/data/combat/ (the pure
 * combat flow, owned separately), because it is the Foundry side of storing that flow.
 *
 * The fight is stored as the scheduler's state plus its ledger keyed by step (stored.ts): Foundry merges object
 * updates key by key, an ObjectField's too (as flags merge under setFlag; the dry run merges an ObjectField's change
 * into its source, foundryvtt/foundryvtt#9015), and sends every client only the differential data
 * (hookEvents.updateDocument), so one step writes one ledger entry, the changed parts of the state and the keys that
 * left (deleted with the generation's operator, compat/operators.ts).
 */
import { migrateStoredCombat } from "./migrate-stored";

const fields = foundry.data.fields;

function defineCombatSchema() {
  return {
    /** The ruleset the fight was started under ("" before the start); a world switching rulesets starts afresh. */
    ruleset: new fields.StringField({ required: true, blank: true, initial: "" }),
    /** The scheduler's state ({policy, phase, round, combatants, active, interrupted, data}); {} before the start. */
    state: new fields.ObjectField(),
    /** The scheduler's ledger: each entry under its seq ("12": {seq: 12, kind, …}). */
    ledger: new fields.ObjectField(),
    /** Ids of the requests already carried out, each with its order (capped), so a replayed request does nothing. */
    requests: new fields.ObjectField(),
    /** An older version's stored scheduler that was not JSON, kept as it was (migrate-stored.ts). */
    unreadable: new fields.StringField({ required: true, blank: true, initial: "" }),
  };
}

export type CombatSchema = ReturnType<typeof defineCombatSchema>;

export class FrayCombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }

  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateStoredCombat(source));
  }
}
