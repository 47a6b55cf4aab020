/** The smoke page script's helpers: the slice of Fray's documents it drives, waiting, clicking and error capture. */
import type { PageDouble } from "../../double/browser";

export type Rec = Record<string, unknown>;

/** The slice of Fray's documents the scenario drives (read from the bundle's classes at run time). */
export interface Doc {
  id: string;
  documentName: string;
  uuid: string;
  name: string;
  type: string;
  system: Rec & { toObject?(): Rec };
  flags: Rec & { fray?: Rec };
  sheet: App | null;
  toObject(): Rec;
  update(data: Rec): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: Rec[]): Promise<Doc[]>;
  items: { contents: Doc[] };
}
export interface App {
  rendered: boolean;
  element: HTMLElement;
  render(options: Rec): Promise<unknown>;
  close(): Promise<unknown>;
}
export interface FrayCombatLike extends Doc {
  round: number;
  turn: number | null;
  started: boolean;
  turns: { id: string }[];
  combatants: { contents: (Doc & { actor: Doc | null })[] };
  frayStore: { scheduler: { state: { phase: string; round: number; active: string | null; data: unknown } } };
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
}
export type DocClass = { create(data: Rec): Promise<Doc | undefined> };

export function cls(name: string): DocClass {
  return (CONFIG as unknown as Record<string, { documentClass: DocClass }>)[name]!.documentClass;
}

/** Every leaf of plain data by its dotted path, as JSON text (for naming what an update changed). */
export function flat(value: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === "object" && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = JSON.stringify(value);
  return out;
}

/** Uncaught errors, unhandled rejections and console.error calls in this page, in order. */
export function capturePageErrors(): string[] {
  const errors: string[] = [];
  const text = (e: unknown) => (e instanceof Error ? (e.stack ?? e.message) : String(e));
  window.addEventListener("error", (e) => void errors.push(`uncaught: ${text(e.error ?? e.message)}`));
  window.addEventListener("unhandledrejection", (e) => void errors.push(`unhandled rejection: ${text(e.reason)}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(text).join(" ")}`);
    original(...args);
  };
  return errors;
}

/** Waits for what a system shows after work it started without awaiting; fails naming what never came. */
export async function waitFor<T>(what: string, probe: () => T | null | undefined | false, double: PageDouble): Promise<T> {
  for (let i = 0; i < 100; i++) {
    await double.settle();
    const found = probe();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  const notices = double.notices.map((n) => `${n.type}: ${n.message}`).join(" | ");
  const card = document.querySelector("#chat-log li:last-child")?.textContent?.replace(/\s+/g, " ").trim() ?? "";
  throw new Error(`${what} never happened${notices ? ` (notifications: ${notices})` : ""}${card ? ` (last chat message: ${card.slice(0, 600)})` : ""}`);
}

/** The next Roll evaluated shows each die's highest face (queued through the double's dice queue, DICE). */
export function highestFacesNext(double: PageDouble): void {
  type Evaluable = { formula: string; evaluate(): Promise<unknown> };
  const proto = (globalThis as unknown as { Roll: { prototype: Evaluable } }).Roll.prototype;
  const original = proto.evaluate;
  proto.evaluate = async function (this: Evaluable) {
    proto.evaluate = original;
    for (const [, count, faces] of this.formula.matchAll(/(\d*)d(\d+)/g)) double.dice.queue.push(...Array<number>(Number(count || 1)).fill(Number(faces)));
    return original.call(this);
  };
}

export async function click(el: Element | null, what: string, double: PageDouble): Promise<void> {
  if (!(el instanceof HTMLElement)) throw new Error(`no ${what} to click`);
  el.click();
  await double.settle();
}

/** Render a sheet, check its parts and tabs, click each tab (the core `tab` action), close it. */
export async function checkSheet(doc: Doc, double: PageDouble, extra?: (app: App) => Promise<void>): Promise<string> {
  const app = doc.sheet;
  if (!app) throw new Error(`${doc.name} has no sheet`);
  await app.render({ force: true });
  if (!app.rendered) throw new Error(`${doc.name}'s sheet did not render`);
  const controls = app.element.querySelectorAll("input, select, textarea, button").length;
  if (controls === 0) throw new Error(`${doc.name}'s sheet shows no controls`);
  const tabs = [...app.element.querySelectorAll<HTMLElement>('[data-action="tab"]')];
  for (const tab of tabs) {
    await click(tab, `tab ${tab.dataset["tab"]}`, double);
    const section = app.element.querySelector(`section[data-tab="${tab.dataset["tab"]}"]`);
    if (!section?.classList.contains("active")) throw new Error(`${doc.name}: tab ${tab.dataset["tab"]} did not become active`);
  }
  await extra?.(app);
  const name = app.constructor.name;
  await app.close();
  return `${name}, ${controls} controls, ${tabs.length} tabs`;
}

/** `through`: the last phase to run ("sheets": boot, documents and sheets; "exchange": also the fight and the card). */
