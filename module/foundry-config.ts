/** The one declaration-merging block that tells fvtt-types about Fray's documents, models and settings. */
import type { FrayConfig } from "./config";
import type { RulesetId } from "./schema/choices";
import type { CardData } from "./dice/card";
import type { ExchangeCard, ExchangeResultFlags } from "./chat/exchange/card";
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
import type { FrayChatMessage } from "./documents/chat-message";

declare module "fvtt-types/configuration" {
  /**
   * Fray's code runs from hooks (init on) and user actions; game.settings / game.i18n / game.users exist by then.
   * Code that runs during init only touches game.settings, which exists at init.
   */
  interface AssumeHookRan {
    ready: true;
  }
  interface FlagConfig {
    ChatMessage: { fray?: { card?: CardData; exchange?: ExchangeCard; result?: ExchangeResultFlags } };
  }
  interface DocumentClassConfig {
    Actor: typeof FrayActor;
    Item: typeof FrayItem;
    ChatMessage: typeof FrayChatMessage;
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
    "fray.ruleset": RulesetId;
    "fray.sixSeconds-dyingThreshold": string;
    "fray.frozenLands-overflowWounds": string;
    "fray.factions-incapacitation": string;
    "fray.factions-deadAtZero": string;
    "fray.factions-impaired": string;
    "fray.tactica-crossoverEvery": string;
    "fray.tactica-massiveOutcome": string;
  }
}

declare global {
  interface CONFIG {
    FRAY: FrayConfig;
  }
}

export {};
