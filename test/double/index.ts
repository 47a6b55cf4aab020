/**
 * The one Foundry double: `installFoundryDouble({generation})` sets the globals Fray reads (`foundry`, `game`,
 * `CONFIG`, `CONST`, `Hooks`, `ui`, the document classes, `fromUuid(Sync)`) and returns a handle to act as another
 * user and to inspect what happened (hooks, notifications, errors Foundry would only log, deprecations).
 * Install it BEFORE importing Fray's documents (they `extends Actor` at import time): dynamic import in
 * beforeAll. Installing again gives a fresh world with the same classes. No Node-only API here (bundled for
 * Chromium by the smoke test). Each behaviour's public source is in the file that models it; docs/testing.md
 * has the table.
 */
import en from "../../lang/en.json";
import { Collection } from "./collection";
import { Combat, Combatant } from "./combat";
import { ChatMessage } from "./chat-message";
import { DataModel, DataModelValidationError, TypeDataModel } from "./data-model";
import { Document } from "./document";
import { DICE, Roll } from "./dice";
import { ActiveEffect, Actor, Item, Macro, Scene, TokenDocument, User } from "./documents";
import { RollTable, TableResult } from "./roll-tables";
import { fields } from "./fields";
import { HooksDouble } from "./hooks";
import { DOCUMENT_OWNERSHIP_LEVELS, USER_ROLES } from "./ownership";
import { I18nDouble, NotificationsDouble, SettingsDouble, TimeDouble, type Notice } from "./services";
import { DOUBLE, type Generation } from "./state";
import { ForcedDeletion, ForcedReplacement, _del, _replace, utils } from "./utils";
import { setWorld, type SentUpdate, type World } from "./world";
import { installCanvas } from "./canvas";
import { installRollModes, type RollModes } from "./roll";
import { installRegions, type RegionsHandle } from "./regions";
import { installTextEditor } from "./text-editor";

type Rec = Record<string, unknown>;

export interface DoubleOptions {
  generation?: Generation;
}

/** game.users: a Collection with the active GM and the players (API Users#activeGM, #players). */
class Users extends Collection<User> {
  get activeGM(): User | null {
    return this.contents.filter((u) => u.active && u.isGM).sort((a, b) => (a.id! < b.id! ? -1 : 1))[0] ?? null;
  }
  get players(): User[] {
    return this.contents.filter((u) => !u.isGM);
  }
}

/** game.combats: the active combat is game.combat (GUESS: the first active one; core also checks the scene). */
class Combats extends Collection<Combat> {
  get active(): Combat | null {
    return this.find((c) => c.active) ?? null;
  }
  get viewed(): Combat | null {
    return this.active;
  }
}

export interface DoubleHandle {
  generation: Generation;
  game: Rec & { users: Users; combats: Combats; actors: Collection<Actor>; messages: Collection<ChatMessage> };
  config: Rec;
  hooks: HooksDouble;
  gm: User;
  player: User;
  /** The user the server says is acting (game.user, and the userId of every hook). */
  actAs(user: User): void;
  addUser(data: { name: string; role?: number; active?: boolean }): Promise<User>;
  notices: Notice[];
  /** Errors Foundry would only log: failed data preparation, throwing hook handlers. */
  errors: { where: string; error: unknown }[];
  deprecations: string[];
  /** Every update the server applied and sent to all clients: the differential data (world.ts SentUpdate). */
  sent: SentUpdate[];
  /** Faces the next dice show, in order (then a seeded generator). */
  dice: typeof DICE;
  /** The acting user's roll/message mode setting (roll.ts). */
  modes: RollModes;
  /** v14 region placement as the user does it, and the viewed level (regions.ts). */
  regions: RegionsHandle;
  /** The combat the tracker shows (ui.combat.viewed), which need not be game.combat (trap #14). */
  view(combat: Combat | null): void;
  /** The scene the canvas shows (canvas.scene). */
  viewScene(scene: Scene | null): void;
}

class RegionBehaviorType extends TypeDataModel {}

/** Classes Fray extends or names, installed as globals and under foundry.documents. */
export const DOCUMENT_CLASSES = { Actor, Item, ActiveEffect, User, ChatMessage, Combat, Combatant, Scene, TokenDocument, RollTable, TableResult, Macro };

/**
 * The generation a test gets when it names none: 13, or FRAY_FOUNDRY_GENERATION (13 or 14), so every test on the
 * double can be run in both (`npm run test:v14`). Read through globalThis: the double stays free of Node APIs.
 */
function defaultGeneration(): Generation {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.["FRAY_FOUNDRY_GENERATION"];
  if (env === undefined || env === "" || env === "13") return 13;
  if (env === "14") return 14;
  throw new Error(`FRAY_FOUNDRY_GENERATION must be 13 or 14, not "${env}"`);
}

export function installFoundryDouble(options: DoubleOptions = {}): DoubleHandle {
  const generation: Generation = options.generation ?? defaultGeneration();
  DOUBLE.generation = generation;
  DOUBLE.deprecations = [];
  DICE.queue = [];
  DICE.seed = 1;
  const g = globalThis as Rec;
  const hooks = new HooksDouble();
  const errors: World["errors"] = [];
  const collections: Record<string, Collection<unknown>> = {
    Actor: new Collection<Actor>(),
    Item: new Collection<Item>(),
    User: new Users(),
    Combat: new Combats(),
    ChatMessage: new Collection<ChatMessage>(),
    Scene: new Collection<unknown>(),
    RollTable: new Collection<RollTable>(),
    Macro: new Collection<Macro>(),
  };
  let acting: User | null = null;
  // Each client's hook handlers, and the work they start, run as that client's user (world.ts asClient).
  const context = clientContext();
  const current = (): User | null => context?.getStore()?.user ?? acting;
  const documentConfig = (cls: unknown, extra: Rec = {}): Rec => ({ documentClass: cls, dataModels: {}, ...extra });
  const config: Rec = {
    Actor: documentConfig(Actor, { trackableAttributes: {} }),
    Item: documentConfig(Item),
    ActiveEffect: documentConfig(ActiveEffect),
    User: documentConfig(User),
    ChatMessage: documentConfig(ChatMessage),
    // API CONFIG.Combat: initiative {formula, decimals}; settings (skipDefeated …) (foundry-v13-notes §3.3).
    Combat: documentConfig(Combat, { initiative: { formula: null, decimals: 2 }, settings: { skipDefeated: false } }),
    Combatant: documentConfig(Combatant),
    Scene: documentConfig(Scene),
    Token: documentConfig(TokenDocument),
    RollTable: documentConfig(RollTable),
    TableResult: documentConfig(TableResult),
    Macro: documentConfig(Macro),
    // GUESS: core's defaults (a 6-second round, no time per turn); #12018 names both settings.
    time: { roundTime: 6, turnTime: 0 },
    queries: {},
    specialStatusEffects: { DEFEATED: "dead" },
    statusEffects: [],
    Dice: { rolls: [Roll] },
    ui: {},
  };
  const time = new TimeDouble(hooks, () => current()?.id ?? "");
  const sent: SentUpdate[] = [];
  setWorld({
    hooks,
    config: config as World["config"],
    user: () => current() ?? { id: null, name: "nobody", isGM: false },
    clients: () => {
      const self = current();
      // In Chromium (no AsyncLocalStorage) the page is one client's screen, the Quench batches' own: a hook runs there
      // once, on the acting client, as a handler a batch registers at run time lives on that client only.
      if (!context) return self ? [self] : [];
      const others = (collections["User"] as Users).contents.filter((u) => u.active && u !== self);
      return self ? [self, ...others] : others;
    },
    asClient: (user, fn) => {
      if (context) return context.run({ user: user as User }, fn);
      const before = acting;
      acting = user as User;
      try {
        fn();
      } finally {
        acting = before;
      }
    },
    time,
    collection: (name) => collections[name],
    errors,
    sent,
  });
  const i18n = new I18nDouble(en as Rec);
  const notifications = new NotificationsDouble(() => i18n);
  const settings = new SettingsDouble();
  const users = collections["User"] as Users;
  const makeUser = (name: string, role: number, id: string): User => {
    const user = new User({ _id: id, name, role });
    users.set(id, user);
    return user;
  };
  const gm = makeUser("Gamemaster", USER_ROLES.GAMEMASTER, "gmUser0000000000");
  const player = makeUser("Player", USER_ROLES.PLAYER, "playerUser000000");
  acting = gm;
  // ui.combat.viewed: the combat the tracker shows, game.combat unless the tracker was switched (trap #14).
  let viewed: Combat | null | undefined;
  const ui = {
    notifications,
    combat: {
      get viewed(): Combat | null {
        return viewed === undefined ? (collections["Combat"] as Combats).viewed : viewed;
      },
      render: () => undefined,
    },
  };
  const game = {
    release: { generation, version: generation === 13 ? "13.351" : "14.369" },
    system: { id: "fray" },
    ready: true,
    get user() {
      return current();
    },
    users,
    actors: collections["Actor"],
    items: collections["Item"],
    combats: collections["Combat"],
    messages: collections["ChatMessage"],
    scenes: collections["Scene"],
    tables: collections["RollTable"],
    macros: collections["Macro"],
    get combat() {
      return (collections["Combat"] as Combats).active;
    },
    settings,
    i18n,
    time,
  };
  const operators = { ForcedDeletion, ForcedReplacement };
  Object.assign(g, {
    foundry: {
      utils,
      // RegionBehaviorType is a TypeDataModel for a RegionBehavior's system (API foundry.data.regionBehaviors).
      data: { fields, regionBehaviors: { RegionBehaviorType }, ...(generation >= 14 ? { operators } : {}) },
      abstract: { DataModel, TypeDataModel, Document },
      dice: { Roll },
      documents: { ...DOCUMENT_CLASSES },
      CONST: { DOCUMENT_OWNERSHIP_LEVELS, USER_ROLES },
    },
    CONST: { DOCUMENT_OWNERSHIP_LEVELS, USER_ROLES },
    CONFIG: config,
    Hooks: hooks,
    game,
    ui,
    ...DOCUMENT_CLASSES,
    Roll,
    fromUuidSync: (uuid: string) => fromUuidSync(collections, uuid),
    fromUuid: async (uuid: string) => fromUuidSync(collections, uuid),
  });
  // Scenes, grids, tokens and their movement, regions, the canvas (canvas.ts).
  const canvasDouble = installCanvas(g, config);
  // Areas (v13 templates, v14 Regions), v14's Region fields and placement, token targeting (regions.ts).
  const regions = installRegions(g, config, canvasDouble);
  // Roll modes on messages and Roll#toMessage, in the generation's form (roll.ts).
  const modes = installRollModes();
  installTextEditor(g); // TextEditor.implementation.enrichHTML: secrets for owners, sanitised (text-editor.ts).
  // v14 exposes the operators as globals too (Draw Steel declares `_del` as a global; #13090).
  if (generation >= 14) Object.assign(g, { _del, _replace });
  else {
    delete g["_del"];
    delete g["_replace"];
  }
  return {
    generation,
    game: game as unknown as DoubleHandle["game"],
    config,
    hooks,
    gm,
    player,
    actAs: (user) => {
      const client = context?.getStore();
      if (client) client.user = user;
      else acting = user;
    },
    addUser: async ({ name, role = USER_ROLES.PLAYER, active = true }) => {
      const user = new User({ _id: utils.randomID(), name, role, active });
      users.set(user.id!, user);
      return user;
    },
    notices: notifications.notices,
    get errors() {
      return [...errors, ...hooks.errors.map((error) => ({ where: "hook handler", error }))];
    },
    deprecations: DOUBLE.deprecations,
    sent,
    dice: DICE,
    modes,
    regions,
    view: (combat) => {
      viewed = combat;
    },
    viewScene: (scene) => {
      canvasDouble.view(scene as never);
    },
  };
}

interface ClientStore {
  user: User;
}
interface ClientContext {
  run(store: ClientStore, fn: () => void): void;
  getStore(): ClientStore | undefined;
}

/**
 * Which client is running: every connected client is its own page with its own `game.user`, so a handler the
 * server's broadcast runs on the GM's client, and everything it awaits after, runs as the GM even while the player's
 * client goes on (hooks.ts `broadcast`). Node's AsyncLocalStorage carries that across awaits (reached through
 * `process.getBuiltinModule`, so the double keeps no Node import for its Chromium bundle). Where it is missing
 * (Chromium), the user is switched for the handlers' synchronous part only: work a handler leaves running after
 * its first await sees the acting user there.
 */
function clientContext(): ClientContext | null {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const hooks = proc?.getBuiltinModule?.("node:async_hooks") as { AsyncLocalStorage?: new () => ClientContext } | undefined;
  return hooks?.AsyncLocalStorage ? new hooks.AsyncLocalStorage() : null;
}

/** API fromUuidSync: "Actor.<id>" or "Actor.<id>.Item.<id>" (world documents only). */
function fromUuidSync(collections: Record<string, Collection<unknown>>, uuid: string): unknown {
  const parts = uuid.split(".");
  let doc = collections[parts[0] ?? ""]?.get(parts[1] ?? "") as Document | undefined;
  for (let i = 2; doc && i + 1 < parts.length; i += 2) doc = doc.getEmbeddedCollection(parts[i]!).get(parts[i + 1]!);
  return doc ?? null;
}

export { DataModelValidationError, DOUBLE };
