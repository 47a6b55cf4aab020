/**
 * The Fray zone RegionBehavior type ("fray.zone"): a Region with this behaviour is a zone of the board. Its system
 * data holds the zone features and the GM's adjacency overrides, all set fields the core behaviour sheet can show
 * (multi-select and string tags). What each border gives (a list of records the generic sheet cannot edit) lives in
 * the behaviour's `flags.fray.borders`, set by macro (docs/board.md). It reacts to no region event itself; the board
 * index (board.ts) watches regions and tokens.
 */
import { ZONE_FEATURES } from "./zone-data";

const fields = foundry.data.fields;

/**
 * Feature id → its lang key. Choices given as a record are shown by their labels; an array would show the raw ids
 * (`cluttered`, `dimly-lit`) in the behaviour sheet (API StringFieldOptions `choices`; foundry-v13-notes §fields).
 */
export const ZONE_FEATURE_CHOICES: Record<string, string> = Object.fromEntries(ZONE_FEATURES.map((f) => [f, `FRAY.Board.Feature.${f}`]));

function zoneSchema() {
  return {
    features: new fields.SetField(new fields.StringField({ required: true, blank: false, choices: ZONE_FEATURE_CHOICES })),
    addLinks: new fields.SetField(new fields.StringField({ required: true, blank: false })),
    removeLinks: new fields.SetField(new fields.StringField({ required: true, blank: false })),
  };
}

export type ZoneBehaviorSchema = ReturnType<typeof zoneSchema>;

export class ZoneBehaviorData extends foundry.data.regionBehaviors.RegionBehaviorType<ZoneBehaviorSchema> {
  static override LOCALIZATION_PREFIXES = ["FRAY.ZoneBehavior"];

  static override defineSchema(): ZoneBehaviorSchema {
    return zoneSchema();
  }
}
