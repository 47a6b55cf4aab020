/** The one declaration-merging block that tells fvtt-types about Fray's documents, models and settings. */
import type { FrayConfig } from "./config";
import type { RulesetId } from "./schema/choices";
import type { CardData } from "./dice/card";
import type { ExchangeCard, ExchangeResultFlags } from "./chat/exchange/card";
import type { ExchangeState } from "./chat/exchange-state";
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
import type { Quench } from "./quench/types";
import type { FrayCombat } from "./documents/combat";
import type { FrayCombatant } from "./documents/combatant";
import type { FrayTokenDocument } from "./documents/token";
import type { FrayCombatData } from "./combat/model";
import type { MovedDistance } from "./applications/combat/tracker-view";
import type { ZoneBehaviorData } from "./canvas/zone-behavior";
import type { ContactFlag } from "./canvas/token-data";
import type { ActionMovesRecord } from "./canvas/action-moves";
import type { WeaponStateFlags } from "./data/item/weapon-state";
import type { RulesetItemFlags } from "./rulesets/registry";
import type { ZoneBorderData } from "./canvas/zone-data";
import type { ManualZones } from "./canvas/zone-graph-builder";
import type { PlacedArea } from "./canvas/placed-area";
import type { RollCardRecord } from "./chat/roll-card-revise";
import type { RoundMarks } from "./combat/round-end";
import type { HeldAttack } from "./combat/held-attack";
import type { OpportunityFlag, OpportunityPassFlag } from "./canvas/opportunity-hold";

declare module "fvtt-types/configuration" {
  /**
   * Fray's code runs from hooks (init on) and user actions; game.settings / game.i18n / game.users exist by then.
   * Code that runs during init only touches game.settings, which exists at init.
   */
  interface AssumeHookRan {
    ready: true;
  }
  interface FlagConfig {
    ChatMessage: { fray?: { card?: CardData; exchange?: ExchangeCard; result?: ExchangeResultFlags; area?: PlacedArea; roll?: RollCardRecord; revision?: number; state?: ExchangeState; opportunity?: OpportunityFlag; opportunityPass?: OpportunityPassFlag } };
    /** shoved: where a factions shove found the token, and the hit's key (rulesets/factions/shove-board.ts); turnsInPlace: a flyer's facing steps since its last move (canvas/turn-in-place.ts); actionMoves: what it moved earlier in its current action (canvas/action-moves.ts). */
    Token: { fray?: { zone?: string | null; contact?: ContactFlag | null; shoved?: { key: string; x: number; y: number }; turnsInPlace?: number; actionMoves?: ActionMovesRecord } };
    Scene: { fray?: { zones?: ManualZones } };
    Item: { fray?: { weaponState?: WeaponStateFlags } & RulesetItemFlags };
    RegionBehavior: { fray?: { borders?: ZoneBorderData[] } };
    /** v14: a Region Fray placed as an area (compat/areas.ts). */
    Region: { fray?: { area?: boolean } };
    Combat: { fray?: { roundMarks?: RoundMarks | null; stepMemo?: unknown; raisedCards?: string[] } };
    /** An attack paid whose last seconds fall in the next turn, rolled then (combat/held-attack.ts). */
    Actor: { fray?: { heldAttack?: HeldAttack | null; lastMove?: MovedDistance | null } };
  }
  interface DocumentClassConfig {
    Actor: typeof FrayActor;
    Item: typeof FrayItem;
    ChatMessage: typeof FrayChatMessage;
    Combat: typeof FrayCombat;
    Combatant: typeof FrayCombatant;
    Token: typeof FrayTokenDocument;
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
    Combat: { base: typeof FrayCombatData };
    RegionBehavior: { "fray.zone": typeof ZoneBehaviorData };
  }
  interface SettingConfig {
    "fray.ruleset": RulesetId;
    "fray.skipRollDialogs": boolean;
    "fray.hideNpcNumbers": boolean;
    "fray.sixSeconds-dyingThreshold": string;
    "fray.sixSeconds-dyingCheck": string;
    "fray.sixSeconds-flatFooted": string;
    "fray.frozenLands-overflowWounds": string;
    "fray.factions-incapacitation": string;
    "fray.factions-deadAtZero": string;
    "fray.factions-impaired": string;
    "fray.tactica-crossoverEvery": string;
    "fray.tactica-massiveOutcome": string;
    "fray.tactica-blockRule": string;
    "fray.tactica-neckAndGroin": string;
    "fray.tactica-maxAttackersPerTarget": string;
    "fray.tactica-advantageDice": string;
    "fray.tactica-chariotTemplateSquares": string;
  }
  // fvtt-types declares hook signatures in a namespace; merging into it needs one (no module syntax does this).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Hooks {
    interface HookConfig {
      /** Quench (a third-party test module) calls this once, when it takes batches; never without Quench. */
      quenchReady: (quench: Quench) => void;
    }
  }
}

declare global {
  interface CONFIG {
    FRAY: FrayConfig;
  }
}

export {};
