// Apart from registry.ts, like actor-blocks.ts: the roll dialog's parser (applications/dialogs/roll-options.ts) reads
// these without importing the adapters.
/** The roll dialog's shared fields whose values a ruleset's rules close: a range band, an area's form. */
export { checkRangeBand, type RangeBand } from "../engine/rulesets/frozen-lands/range";
export { AREA_FORMS, type AreaForm } from "../engine/rulesets/six-seconds/area-attack";
