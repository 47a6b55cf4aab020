/** Actor TypeDataModels: schema from the spec, repair + migration on load, engine-derived values on prepare. */
import { prepareWorldBars, type Bar } from "../../canvas/trackable";
import { RULESET_BLOCK_KEYS } from "../../schema/choices";
import { currentRuleset } from "../../settings";
import type { NormaliseIssue } from "../shared/normalise";
import { repairPresent } from "../shared/repair-present";
import { toSchema } from "../shared/fields";
import type { ObjSpec } from "../shared/spec";
import type { ActorDerived } from "./derived";
import { migrateActorSource } from "./migrate";
import { prepareDerived, prepareStats } from "./prepare";
import { ACTOR_SYSTEM, NPC_SYSTEM, type ActorSystem } from "./schema";

type DataSchema = foundry.data.fields.DataSchema;

/** Shared behaviour of character and NPC data; subclasses pick the spec. */
abstract class FrayActorDataBase extends foundry.abstract.TypeDataModel<DataSchema, Actor.Implementation> {
  /** The spec this model stores (static so migrateData can reach it). */
  static spec: ObjSpec = ACTOR_SYSTEM;

  /** The stored data, typed, as the engine and sheets read it (refreshed on every prepare). */
  declare stats: ActorSystem;
  /** Derived values of every ruleset (Toughness, Will, reactions, ranks …). */
  declare derived: ActorDerived;
  /** {value, max} pairs for token bars (CONFIG.Actor.trackableAttributes). */
  declare bars: Record<string, Bar>;

  static override defineSchema(): DataSchema {
    return toSchema(this.spec);
  }

  /**
   * Old shapes first, then repair the malformed fields present. Foundry also calls this with the partial changes
   * of an update, so nothing missing is filled in here (that would reset every field the update leaves out);
   * prepareDerivedData reads the whole data through the full normaliser.
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const issues: NormaliseIssue[] = [];
    migrateActorSource(source, issues);
    issues.push(...repairPresent(this.spec, source));
    if (issues.length) console.warn(`Fray | repaired actor data: ${issues.map((i) => `${i.path}: ${i.problem}`).join("; ")}`);
    return super.migrateData(source);
  }

  /**
   * The world ruleset's block is normalised and derived; the other blocks stay as stored until read (prepare.ts).
   * Fields are read off the model, not copied whole (toObject), and items' data is read in place: derive only reads.
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const world = currentRuleset();
    const active = RULESET_BLOCK_KEYS[world];
    this.stats = prepareStats((this.constructor as typeof FrayActorDataBase).spec, this as unknown as Record<string, unknown>, active);
    const items = this.parent?.items?.contents.map((i) => ({ type: i.type, name: i.name, system: i.system })) ?? [];
    this.derived = prepareDerived(this.stats, items, active);
    this.bars = prepareWorldBars(this.stats, this.derived, world);
  }
}

export class CharacterData extends FrayActorDataBase {
  static override LOCALIZATION_PREFIXES = ["FRAY.Actor.base"];
}

export class NpcData extends FrayActorDataBase {
  static override spec: ObjSpec = NPC_SYSTEM;
  static override LOCALIZATION_PREFIXES = ["FRAY.Actor.base", "FRAY.Actor.npc"];
}
