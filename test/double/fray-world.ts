/**
 * Fray on the Foundry double: install the double, import Fray's data models and documents (they extend the
 * double's globals at import time), and register them as module/fray.ts's `init` hook does. One call per test
 * file (beforeAll); `installFoundryDouble` again (or `fresh()`) gives a new world with the same classes.
 */
import { installFoundryDouble, type DoubleHandle, type DoubleOptions } from "./index";

export async function loadFray() {
  const [settings, actorModels, itemModels, actor, item, chat, combat, combatant, combatModel] = await Promise.all([
    import("../../module/settings"),
    import("../../module/data/actor/models"),
    import("../../module/data/item/models"),
    import("../../module/documents/actor"),
    import("../../module/documents/item"),
    import("../../module/documents/chat-message"),
    import("../../module/documents/combat"),
    import("../../module/documents/combatant"),
    import("../../module/combat/model"),
  ]);
  return {
    registerSettings: settings.registerSettings,
    FrayActor: actor.FrayActor,
    FrayItem: item.FrayItem,
    FrayChatMessage: chat.FrayChatMessage,
    FrayCombat: combat.FrayCombat,
    FrayCombatant: combatant.FrayCombatant,
    models: { CharacterData: actorModels.CharacterData, NpcData: actorModels.NpcData, items: itemModels.ITEM_MODELS, combat: combatModel.FrayCombatData },
  };
}

export type Fray = Awaited<ReturnType<typeof loadFray>>;

/** A world with Fray registered: the same CONFIG entries module/fray.ts sets in `init`. */
export function registerFray(fray: Fray): void {
  fray.registerSettings();
  const config = CONFIG as unknown as Record<string, Record<string, unknown>>;
  config["Actor"]!["documentClass"] = fray.FrayActor;
  config["Item"]!["documentClass"] = fray.FrayItem;
  config["ChatMessage"]!["documentClass"] = fray.FrayChatMessage;
  config["Actor"]!["dataModels"] = { character: fray.models.CharacterData, npc: fray.models.NpcData };
  config["Item"]!["dataModels"] = { ...fray.models.items };
  config["Combat"]!["documentClass"] = fray.FrayCombat;
  config["Combatant"]!["documentClass"] = fray.FrayCombatant;
  config["Combat"]!["dataModels"] = { base: fray.models.combat };
}

/** Install the double, load Fray once, register it; `fresh()` starts a new world with Fray registered. */
export async function frayOnDouble(options: DoubleOptions = {}): Promise<{ fray: Fray; fresh: (o?: DoubleOptions) => DoubleHandle }> {
  installFoundryDouble(options);
  const fray = await loadFray();
  const fresh = (o: DoubleOptions = options) => {
    const handle = installFoundryDouble(o);
    registerFray(fray);
    return handle;
  };
  return { fray, fresh };
}

type Rec = Record<string, unknown>;

/** A world actor or item of Fray's, created through the double's pipeline (as the GM). */
export async function frayDoc(fray: Fray, type: string, system: Rec, name = "Test"): Promise<InstanceType<Fray["FrayActor"]> | InstanceType<Fray["FrayItem"]>> {
  const cls = type === "character" || type === "npc" ? fray.FrayActor : fray.FrayItem;
  const doc = await cls.create({ name, type, system } as never);
  if (!doc) throw new Error(`${type} was not created`);
  return doc as InstanceType<Fray["FrayActor"]>;
}

/** A document's stored system data (its source, as the database would hold it). */
export function storedSystem(doc: { toObject(): unknown }): Rec {
  return (doc.toObject() as { system: Rec }).system;
}
