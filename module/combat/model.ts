/**
 * The Combat's system data (CONFIG.Combat.dataModels.base). It lives here, not in module/data/combat/ (the pure
 * combat flow, owned separately), because it is the Foundry side of storing that flow.
 *
 * The scheduler is kept as one JSON string: Foundry merges object updates key by key, which cannot delete a key the
 * engine removed (factions drops `group` at a turn's end), while a string is replaced whole and compared cheaply.
 */
const fields = foundry.data.fields;

function defineCombatSchema() {
  return {
    /** The ruleset the fight was started under ("" before the start); a world switching rulesets starts afresh. */
    ruleset: new fields.StringField({ required: true, blank: true, initial: "" }),
    /** JSON of the scheduler ({state, ledger}); "" before the start. */
    scheduler: new fields.StringField({ required: true, blank: true, initial: "" }),
    /** Ids of the requests already carried out (latest last, capped), so a replayed request does nothing. */
    requests: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
  };
}

export type CombatSchema = ReturnType<typeof defineCombatSchema>;

export class FrayCombatData extends foundry.abstract.TypeDataModel<CombatSchema, Combat.Implementation> {
  static override defineSchema(): CombatSchema {
    return defineCombatSchema();
  }
}
