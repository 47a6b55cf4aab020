/**
 * The whole double as globals in a page (Chromium): the core (installFoundryDouble: documents, Hooks, game, CONFIG)
 * plus the applications (ApplicationV2, sheets, DialogV2, the combat tracker, templates and core Handlebars
 * helpers) and the chat log, and `bootFoundry()`, which fires the start-up hooks in core's order.
 * Built for the page by the smoke test (test/browser/bundle-smoke.test.ts); nothing here runs in Node.
 */
import { installFoundryDouble, type DoubleHandle, type DoubleOptions } from "./index";
import { Document } from "./document";
import { ApplicationV2, DialogV2, HandlebarsApplicationMixin, actionErrors, settleActions } from "./applications";
import { ActorSheetV2, DocumentSheetConfig, DocumentSheetV2, DragDrop, FormDataExtended, ItemSheetV2, TextEditor, sheetOf, type SheetDocument } from "./sheets";
import { FORM_SCRIPT } from "./forms";
import { installSocket, type SocketServer } from "./socket";
import { CombatTracker } from "./combat-tracker";
import { ChatLog } from "./chat-log";
import { Handlebars, getTemplate, loadTemplates, registerCoreHelpers, renderTemplate, templatesRendered } from "./templates";


type Rec = Record<string, unknown>;

/**
 * GUESS: the app-v1 sheet classes exist only to be unregistered (foundry-v14-notes row 16: `foundry.appv1.sheets`
 * is kept until v16); nothing here renders them.
 */
class AppV1ActorSheet {}
class AppV1ItemSheet {}

export interface PageDouble extends DoubleHandle {
  chat: ChatLog;
  settle(): Promise<void>;
  actionErrors: unknown[];
  templatesRendered: Set<string>;
  socket: SocketServer;
}

/** `manifest`: the system's system.json (its id and whether it asks for a socket: game.socket relays only then). */
export function installPageDouble(options: DoubleOptions = {}, manifest: { id: string; socket?: boolean } = { id: "fray" }): PageDouble {
  const handle = installFoundryDouble(options);
  const socket = installSocket(handle, manifest);
  const g = globalThis as Rec;
  const foundry = g["foundry"] as Rec & { applications?: Rec };
  foundry.applications = {
    api: { ApplicationV2, HandlebarsApplicationMixin, DialogV2, DocumentSheetV2 },
    sheets: { ActorSheetV2, ItemSheetV2 },
    apps: { DocumentSheetConfig },
    handlebars: { loadTemplates, renderTemplate, getTemplate },
    ux: { DragDrop, TextEditor, FormDataExtended },
    sidebar: { tabs: { CombatTracker } },
  };
  foundry["appv1"] = { sheets: { ActorSheet: AppV1ActorSheet, ItemSheet: AppV1ItemSheet } };
  // v13's <multi-checkbox> and <prose-mirror>, and FormDataExtended's reading of a live form (forms.ts).
  new Function(FORM_SCRIPT)();
  g["Handlebars"] = Handlebars;
  registerCoreHelpers(() => (g["game"] as { i18n: { localize(k: string): string; format(k: string, d: Rec): string } }).i18n);
  const config = g["CONFIG"] as Rec & { ui: Rec };
  config.ui["combat"] = CombatTracker;
  // Document#sheet: the registered sheet class's one instance per document (API ClientDocumentMixin#sheet).
  // TO MERGE into test/double/document.ts (the double's core owns Document).
  if (!Object.getOwnPropertyDescriptor(Document.prototype, "sheet")) {
    Object.defineProperty(Document.prototype, "sheet", { configurable: true, get(this: SheetDocument) { return sheetOf(this); } });
  }
  const chat = new ChatLog();
  // Actions start renders and messages, whose render hooks start more. An action may be waiting on a dialog the
  // test has yet to answer, so settling waits a bounded while for actions, fully for chat renders. Work a system
  // starts with `void` is not tracked: tests wait for what it shows.
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 3; i++) {
      await Promise.race([settleActions(), new Promise((r) => setTimeout(r, 20))]);
      await chat.settled();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return Object.assign(handle, { chat, settle, actionErrors, templatesRendered, socket });
}

/**
 * Core's start-up: `init`, then `i18nInit`, then `setup` (settings readable), then the UI (the sidebar's combat
 * tracker from CONFIG.ui.combat), then `ready`. Sources: API hookEvents init/i18nInit/setup/ready
 * (https://foundryvtt.com/api/v13/functions/hookEvents.init.html and siblings). `beforeSetup` runs between init
 * and setup (here: the world's setting values are seeded then, as the server's stored values would be).
 */
export async function bootFoundry(beforeSetup: () => Promise<void> | void = () => undefined): Promise<void> {
  const g = globalThis as unknown as Rec & { Hooks: { callAll(hook: string, ...args: unknown[]): boolean }; ui: Rec; CONFIG: { ui: Rec }; game: Rec };
  g.game["ready"] = false;
  g.Hooks.callAll("init");
  await beforeSetup();
  g.Hooks.callAll("i18nInit");
  g.Hooks.callAll("setup");
  const Tracker = g.CONFIG.ui["combat"] as new () => CombatTracker;
  const tracker = new Tracker();
  g.ui["combat"] = tracker;
  await tracker.render({ force: true });
  g.game["ready"] = true;
  g.Hooks.callAll("ready");
}
