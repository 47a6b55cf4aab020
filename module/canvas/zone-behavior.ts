/**
 * The Fray zone RegionBehavior type ("fray.zone"): a Region with this behaviour is a zone of the board. Its data is
 * exactly ZoneBehaviorSystem (zone-data.ts): features, what each border gives, and the GM's adjacency overrides.
 * It reacts to no region event itself; the board index (board.ts) watches regions and tokens.
 */
import { COVER_STEPS } from "../engine/cover";
import { ZONE_FEATURES } from "./zone-data";

const fields = foundry.data.fields;

function zoneSchema() {
  return {
    features: new fields.ArrayField(new fields.StringField({ required: true, blank: false, choices: [...ZONE_FEATURES] })),
    borders: new fields.ArrayField(
      new fields.SchemaField({
        zone: new fields.StringField({ required: true, blank: true, initial: "" }),
        cover: new fields.StringField({ required: true, blank: false, initial: "none", choices: [...COVER_STEPS] }),
        soft: new fields.BooleanField({ initial: false }),
        linear: new fields.BooleanField({ initial: false }),
        choke: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
        barrier: new fields.BooleanField({ initial: false }),
      }),
    ),
    addLinks: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
    removeLinks: new fields.ArrayField(new fields.StringField({ required: true, blank: false })),
  };
}

export type ZoneBehaviorSchema = ReturnType<typeof zoneSchema>;

export class ZoneBehaviorData extends foundry.data.regionBehaviors.RegionBehaviorType<ZoneBehaviorSchema> {
  static override LOCALIZATION_PREFIXES = ["FRAY.ZoneBehavior"];

  static override defineSchema(): ZoneBehaviorSchema {
    return zoneSchema();
  }
}
