/**
 * The first-render bench's page script (bundled with the Foundry double by bench/first-render.ts, run in Chromium):
 * the built fray.mjs booted over the page double as core boots a world, then the first render of an actor sheet
 * with many items, timed from `sheet.render` to the laid-out sheet. Nothing here runs in Node.
 */
import { bootFoundry, installPageDouble } from "../../test/double/browser";

type Rec = Record<string, unknown>;
const SYSTEM_URL = "/systems/fray/fray.mjs";

interface Sheet {
  render(options: Rec): Promise<unknown>;
  element: HTMLElement;
}
interface ActorDoc {
  sheet: Sheet | null;
  items: { size: number };
}

export interface FirstRender {
  /** Milliseconds from `render` to a laid-out sheet: the first sheet this page renders, then a second actor's. */
  first: number;
  second: number;
  /** Templates Handlebars compiled during the first render (each compile parses its template first). */
  compiledInFirst: number;
  items: number;
}

/**
 * Chromium sets up each kind of form control the first time one is laid out in a page. Foundry's own UI has laid
 * out text inputs, selects, checkboxes, textareas and buttons (the chat message box, the sidebar's search fields,
 * the settings) before a user opens a sheet; the double's bare page has not. GUESS: one of each stands for them.
 */
function layOutFormControls(): void {
  const div = document.createElement("div");
  div.innerHTML = `<form><input type="text" value="x"><input type="number" value="1"><input type="checkbox"><select><option>a</option></select><textarea>t</textarea><button type="button">b</button></form>`;
  document.body.append(div);
  void div.getBoundingClientRect().height;
  div.remove();
}

/** Boot a world of `ruleset`, then open two fresh actors' sheets (the first sheet of the session, then another). */
export async function firstRender(ruleset: string, actor: Rec, uiShown: boolean, generation: 13 | 14 = 14): Promise<FirstRender> {
  const manifest = (await (await fetch("/systems/fray/system.json")).json()) as { id: string; socket?: boolean };
  const double = installPageDouble({ generation }, manifest);
  await import(/* @vite-ignore */ SYSTEM_URL);
  await bootFoundry(async () => {
    await game.settings.set("fray", "ruleset", ruleset as never);
  });
  await double.settle();
  // The user opens a sheet once the world has loaded: work the hooks started without awaiting has finished.
  await new Promise((r) => setTimeout(r, 300));
  if (uiShown) layOutFormControls();
  const Actor = (CONFIG as unknown as { Actor: { documentClass: { create(d: Rec): Promise<ActorDoc | undefined> } } }).Actor.documentClass;
  const time = async (): Promise<{ ms: number; doc: ActorDoc }> => {
    const doc = await Actor.create(actor);
    const sheet = doc?.sheet;
    if (!doc || !sheet) throw new Error("no actor or no sheet");
    const start = performance.now();
    await sheet.render({ force: true });
    // Reading a layout property makes style and layout finish before the clock stops.
    void sheet.element.getBoundingClientRect().height;
    return { ms: performance.now() - start, doc };
  };
  const hb = (globalThis as unknown as { Handlebars: { parse: (...a: unknown[]) => unknown } }).Handlebars;
  const parse = hb.parse;
  let parsed = 0;
  hb.parse = (...a: unknown[]) => (parsed++, parse.apply(hb, a));
  const first = await time();
  hb.parse = parse;
  const second = await time();
  if (double.errors.length) throw new Error(`the double logged: ${double.errors.map((e) => `${e.where}: ${String(e.error)}`).join("; ")}`);
  return { first: first.ms, second: second.ms, compiledInFirst: parsed, items: second.doc.items.size };
}
