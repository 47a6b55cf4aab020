/**
 * The document classes and data models Fray puts into CONFIG at `init` (module/fray.ts). The test double's world
 * (test/double/fray-world.ts) calls this same function, so the two cannot drift apart.
 */
import { FRAY } from "../config";
import { CharacterData, NpcData } from "../data/actor/models";
import { ITEM_MODELS } from "../data/item/models";
import { FrayCombatData } from "../combat/model";
import { FrayActor } from "./actor";
import { FrayItem } from "./item";
import { FrayChatMessage } from "./chat-message";
import { FrayCombat } from "./combat";
import { FrayCombatant } from "./combatant";
import { FrayTokenDocument } from "./token";

export function registerDocuments(): void {
  CONFIG.FRAY = FRAY;
  CONFIG.Actor.documentClass = FrayActor;
  CONFIG.Item.documentClass = FrayItem;
  CONFIG.ChatMessage.documentClass = FrayChatMessage;
  CONFIG.Actor.dataModels = { character: CharacterData, npc: NpcData };
  CONFIG.Item.dataModels = { ...ITEM_MODELS };
  // Combat: the engine's scheduler in system data (the built-in "base" subtype).
  CONFIG.Combat.documentClass = FrayCombat;
  CONFIG.Combatant.documentClass = FrayCombatant;
  CONFIG.Combat.dataModels = { base: FrayCombatData };
  // Derived token bars editable in the HUD, and moves priced on their path and booked before they are made.
  CONFIG.Token.documentClass = FrayTokenDocument;
}
