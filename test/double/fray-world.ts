/**
 * Fray on the Foundry double: install the double, import Fray's data models and documents (they extend the
 * double's globals at import time), and register them as module/fray.ts's `init` hook does. One call per test
 * file (beforeAll); `installFoundryDouble` again (or `fresh()`) gives a new world with the same classes.
 */
import { installFoundryDouble, type DoubleHandle, type DoubleOptions } from "./index";

export async function loadFray() {
  const [settings, register, actorModels, itemModels, actor, item, chat, combat, combatant, combatModel, token] = await Promise.all([
    import("../../module/settings"),
    import("../../module/documents/register"),
    import("../../module/data/actor/models"),
    import("../../module/data/item/models"),
    import("../../module/documents/actor"),
    import("../../module/documents/item"),
    import("../../module/documents/chat-message"),
    import("../../module/documents/combat"),
    import("../../module/documents/combatant"),
    import("../../module/combat/model"),
    import("../../module/documents/token"),
  ]);
  return {
    registerSettings: settings.registerSettings,
    registerDocuments: register.registerDocuments,
    FrayActor: actor.FrayActor,
    FrayItem: item.FrayItem,
    FrayChatMessage: chat.FrayChatMessage,
    FrayCombat: combat.FrayCombat,
    FrayCombatant: combatant.FrayCombatant,
    FrayTokenDocument: token.FrayTokenDocument,
    models: { CharacterData: actorModels.CharacterData, NpcData: actorModels.NpcData, items: itemModels.ITEM_MODELS, combat: combatModel.FrayCombatData },
  };
}

export type Fray = Awaited<ReturnType<typeof loadFray>>;

/**
 * A world with Fray registered by module/fray.ts's own `registerDocuments` (CONFIG.FRAY, the document classes
 * with FrayTokenDocument, the data models) and its settings. Not done here, though `init` does them: the
 * sheets, tracker, Handlebars helpers and templates (no UI in the double), the GM query handlers, the combat
 * costs, move costs, Aim-on-move and the board's hooks (tests that need them register them, e.g.
 * test/foundry/board/on-double.ts).
 */
export function registerFray(fray: Fray): void {
  fray.registerDocuments();
  fray.registerSettings();
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

/**
 * frayOnDouble with the attack exchange's GM handler registered, as Fray's ready hook does on the GM's client: a
 * card's Defend, Apply and follow-ups sent over the double's socket are carried out. `KIND` is the exchange's request kind.
 */
export async function frayWithExchange(options: DoubleOptions = {}): Promise<{ fray: Fray; fresh: (o?: DoubleOptions) => DoubleHandle; KIND: string }> {
  const world = await frayOnDouble(options);
  const channel = await import("../../module/gm/channel");
  const glue = await import("../../module/chat/exchange-query");
  channel.registerGmHandler(glue.EXCHANGE_KIND, glue.handleExchangeRequest);
  return { ...world, KIND: glue.EXCHANGE_KIND };
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

/**
 * A world-ruleset fight on the double: `n` fresh actors (the first a character, the rest NPCs) as combatants of a new
 * active FrayCombat, with the hook log cleared so a test sees only what the fight does next.
 */
export async function frayFight(fray: Fray, h: DoubleHandle, ruleset: string, n = 3): Promise<InstanceType<Fray["FrayCombat"]>> {
  await game.settings.set("fray", "ruleset", ruleset as never);
  const combatants = [];
  for (let i = 0; i < n; i++) {
    const a = await fray.FrayActor.create({ name: `F${i}`, type: i === 0 ? "character" : "npc" } as never);
    combatants.push({ actorId: a!.id });
  }
  h.hooks.log.length = 0;
  return (await fray.FrayCombat.create({ active: true, combatants } as never)) as InstanceType<Fray["FrayCombat"]>;
}
