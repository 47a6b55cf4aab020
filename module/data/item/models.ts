/** Item TypeDataModels: one class per item type, schema from the spec, migrations and repair on load. */
import { normalise, type NormaliseIssue } from "../shared/normalise";
import { repairPresent } from "../shared/repair-present";
import { toSchema } from "../shared/fields";
import type { ObjSpec } from "../shared/spec";
import { checkCombo, type ComboCheck } from "../../rulesets/item-blocks";
import { migrateItemSource } from "./migrate";
import { COMBO_ITEM, ITEM_SPECS, type ComboSystem } from "./schema";

type DataSchema = foundry.data.fields.DataSchema;
type ItemType = keyof typeof ITEM_SPECS;

abstract class FrayItemDataBase extends foundry.abstract.TypeDataModel<DataSchema, Item.Implementation> {
  static itemType: ItemType = "weapon";

  static get spec(): ObjSpec {
    return ITEM_SPECS[this.itemType];
  }

  static override defineSchema(): DataSchema {
    return toSchema(this.spec);
  }

  /** Old shapes, then the malformed fields present; never fills in missing ones (see FrayActorDataBase.migrateData). */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    const issues: NormaliseIssue[] = [];
    migrateItemSource(this.itemType, source, issues);
    issues.push(...repairPresent(this.spec, source));
    if (issues.length) console.warn(`Fray | repaired ${this.itemType} data: ${issues.map((i) => `${i.path}: ${i.problem}`).join("; ")}`);
    return super.migrateData(source);
  }

  /** Plain copy of the stored data for the engine and templates. */
  plain(): Record<string, unknown> {
    return normalise((this.constructor as typeof FrayItemDataBase).spec, this.toObject(false)).value;
  }
}

export class WeaponData extends FrayItemDataBase {
  static override itemType: ItemType = "weapon";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.weapon"];
}
export class ArmourData extends FrayItemDataBase {
  static override itemType: ItemType = "armour";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.armour"];
}
export class PoisonData extends FrayItemDataBase {
  static override itemType: ItemType = "poison";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.poison"];
}
/** Each combo's check, worked out on first read after its last preparation (see ComboData#check). */
const COMBO_CHECKS = new WeakMap<ComboData, ComboCheck>();

export class ComboData extends FrayItemDataBase {
  static override itemType: ItemType = "combo";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.combo"];

  /**
   * Rating and validation against the owner's maximum Combo Rating and known techniques. Worked out when read, not
   * on every preparation: it reads every technique of the owner, so preparing all combos of an actor with many items
   * cost combos × items each time the actor was prepared (a world load), for a value only a sheet or macro reads.
   */
  get check(): ComboCheck {
    let check = COMBO_CHECKS.get(this);
    if (!check) COMBO_CHECKS.set(this, (check = this.workOutCheck()));
    return check;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    COMBO_CHECKS.delete(this);
  }

  private workOutCheck(): ComboCheck {
    const combo: ComboSystem = normalise(COMBO_ITEM, this.toObject(false)).value;
    const owner = this.parent?.actor;
    const stats = owner?.system.stats;
    return checkCombo(
      combo,
      owner && stats
        ? {
            comboLimit: stats.sixSeconds.comboLimit,
            skills: stats.sixSeconds.skills,
            techniques: owner.items
              .filter((i) => i.type === "technique")
              .map((i) => {
                const t = normalise(ITEM_SPECS.technique, i.system.toObject(false)).value;
                return { name: i.name, comboRating: t.comboRating, component: t.component };
              }),
          }
        : undefined,
    );
  }
}
export class TechniqueData extends FrayItemDataBase {
  static override itemType: ItemType = "technique";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.technique"];
}
export class TalentData extends FrayItemDataBase {
  static override itemType: ItemType = "talent";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.talent"];
}
export class InjuryData extends FrayItemDataBase {
  static override itemType: ItemType = "injury";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.injury"];
}
export class ConditionData extends FrayItemDataBase {
  static override itemType: ItemType = "condition";
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.condition"];
}

export const ITEM_MODELS = {
  weapon: WeaponData,
  armour: ArmourData,
  poison: PoisonData,
  combo: ComboData,
  technique: TechniqueData,
  talent: TalentData,
  injury: InjuryData,
  condition: ConditionData,
} as const;
