/** The one declaration-merging block that tells fvtt-types about Fray's documents, models and settings. */
import type { FrayConfig } from "./config";
import type { CharacterData, NpcData } from "./data/actor/models";
import type {
  ArmourData,
  ComboData,
  ConditionData,
  InjuryData,
  PoisonData,
  TalentData,
  TechniqueData,
  WeaponData,
} from "./data/item/models";
import type { FrayActor } from "./documents/actor";
import type { FrayItem } from "./documents/item";

declare module "fvtt-types/configuration" {
  /** Fray's code runs from the init hook on, so game.settings / game.i18n exist. */
  interface AssumeHookRan {
    init: true;
  }
  interface DocumentClassConfig {
    Actor: typeof FrayActor;
    Item: typeof FrayItem;
  }
  interface DataModelConfig {
    Actor: { character: typeof CharacterData; npc: typeof NpcData };
    Item: {
      weapon: typeof WeaponData;
      armour: typeof ArmourData;
      poison: typeof PoisonData;
      combo: typeof ComboData;
      technique: typeof TechniqueData;
      talent: typeof TalentData;
      injury: typeof InjuryData;
      condition: typeof ConditionData;
    };
  }
  interface SettingConfig {
    "fray.ruleset": "six-seconds" | "frozen-lands" | "factions" | "tactica";
  }
}

declare global {
  interface CONFIG {
    FRAY: FrayConfig;
  }
}

export {};
