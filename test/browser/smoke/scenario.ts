/**
 * The smoke test's page script (bundled with the double by bundle-smoke.test.ts, run in Chromium). It installs
 * the Foundry double as globals, imports the BUILT bundle (dist's fray.mjs, served at systems/fray/fray.mjs), boots
 * it as core does with the world's ruleset set, and plays through Fray as a GM would, by its own classes and
 * buttons: every actor and item type and their sheets, a combat of four through FrayCombat's startCombat and
 * nextTurn, an attack from the sheet's attack button (its roll dialog named and showing odds, closed; then
 * shift-clicked: no dialog, its defaults rolled), then defend, apply and undo on the card.
 * Each step is reported (name, error); the Node side fails on any failed step and any page or console error.
 */
import { bootFoundry, installPageDouble } from "../../double/browser";
import type { SmokePlan, SmokeReport, SmokeStep } from "./report";
import { collectQuenchBatches, runQuenchBatch } from "./quench-runner";
import { capturePageErrors, checkSheet, click, cls, flat, highestFacesNext, waitFor, type App, type Doc, type FrayCombatLike, type Rec } from "./page-helpers";

const SYSTEM_URL = "/systems/fray/fray.mjs";
/** The rulesets whose start takes options the GM's start dialog asks. */
const START_ASKS = ["factions", "tactica"];

export async function runSmoke(ruleset: string, plan: SmokePlan, generation: 13 | 14, through: "sheets" | "exchange" = "exchange"): Promise<SmokeReport> {
  const steps: SmokeStep[] = [];
  const manifest = (await (await fetch("/systems/fray/system.json")).json()) as { id: string; socket?: boolean };
  const double = installPageDouble({ generation }, manifest);
  const pageErrors = capturePageErrors();
  // A step fails on its own error and on any uncaught error or console.error while it ran (work it started
  // without awaiting may report in the next step: the report says where it surfaced).
  const step = async (name: string, fn: () => Promise<string | void>): Promise<boolean> => {
    const seen = pageErrors.length;
    let detail = "";
    let ok = true;
    try {
      detail = (await fn()) ?? "";
    } catch (e) {
      ok = false;
      detail = e instanceof Error ? `${e.message}\n${e.stack ?? ""}` : String(e);
    }
    const errors = pageErrors.slice(seen);
    if (errors.length) {
      ok = false;
      detail = [detail, ...errors].filter(Boolean).join("\n");
    }
    steps.push({ name, ok, detail });
    return ok;
  };
  const report = (): SmokeReport => ({
    ruleset,
    generation,
    steps,
    notices: double.notices.map((n) => ({ type: n.type, message: n.message })),
    deprecations: [...double.deprecations],
    errors: [...double.errors.map((e) => `${e.where}: ${String((e.error as Error)?.stack ?? e.error)}`), ...double.actionErrors.map((e) => String((e as Error)?.stack ?? e))],
  });

  const booted = await step("boot: init, i18nInit, setup, ready with the world's ruleset", async () => {
    await import(/* @vite-ignore */ SYSTEM_URL);
    await bootFoundry(async () => {
      await game.settings.set("fray", "ruleset", ruleset as never);
    });
    await double.settle();
    const actorClass = (CONFIG.Actor.documentClass as { name: string }).name;
    if (actorClass !== "FrayActor") throw new Error(`CONFIG.Actor.documentClass is ${actorClass}`);
    if (game.settings.get("fray", "ruleset") !== ruleset) throw new Error("the world's ruleset was not set");
    return `${actorClass}; tracker ${ui.combat?.constructor.name}`;
  });
  if (!booted) return report();

  const actors: Record<string, Doc> = {};
  const made = await step("create an actor of each type", async () => {
    const make = async (key: string, type: string, system: Rec) => {
      const actor = await cls("Actor").create({ name: `Smoke ${key}`, type, system });
      if (!actor) throw new Error(`creating the ${key} (${type}) gave nothing`);
      actors[key] = actor;
    };
    await make("attacker", "character", plan.attacker);
    await make("target", "npc", plan.target);
    await make("ally", "character", plan.attacker);
    await make("foe", "npc", plan.target);
    return Object.values(actors).map((a) => `${a.name} (${a.type}, ${a.constructor.name})`).join(", ");
  });
  if (!made) return report();

  // A scene on the canvas with a token for each actor (the combatants' tokens; the attack's target is one).
  const tokens: Record<string, string> = {};
  await step("put a token of each actor on a viewed scene", async () => {
    const scene = (await cls("Scene").create({ name: "Smoke field" })) as (Doc & { createEmbeddedDocuments(n: string, d: Rec[]): Promise<Doc[]> }) | undefined;
    if (!scene) throw new Error("no scene created");
    double.viewScene(scene as never);
    const keys = Object.keys(actors);
    const made = await scene.createEmbeddedDocuments("Token", keys.map((k, i) => ({ name: actors[k]!.name, actorId: actors[k]!.id, x: i * 200, y: 0 })));
    made.forEach((t, i) => (tokens[keys[i]!] = t.id));
    return `${made.length} tokens on ${scene.name}`;
  });
  const sceneId = () => (canvas as unknown as { scene: { id: string } | null }).scene?.id ?? null;

  const itemTypes = Object.keys(CONFIG.Item.dataModels);
  let submitted: Record<string, string> | null = null;
  await step("create an item of each type", async () => {
    const data = itemTypes.map((type) => ({ name: `Smoke ${type}`, type, ...(type === "weapon" ? { system: plan.weapon } : {}) }));
    const items = await actors["attacker"]!.createEmbeddedDocuments("Item", data);
    if (items.length !== itemTypes.length) throw new Error(`created ${items.length} of ${itemTypes.length} item types`);
    return items.map((i) => i.type).join(", ");
  });

  await step("render every actor sheet (each tab, play and edit mode)", async () => {
    const out: string[] = [];
    for (const actor of Object.values(actors)) {
      out.push(
        await checkSheet(actor, double, async (app) => {
          await click(app.element.querySelector('[data-action="toggleMode"]'), "edit mode button", double);
          if (!app.rendered) throw new Error(`${actor.name}'s sheet closed on the mode switch`);
          // ActorSheetV2's own drag binds `.draggable` rows (foundry-traps #12): every item row shown must be one.
          const draggable = new Set((app as App & { dragStarts?: HTMLElement[] }).dragStarts ?? []);
          const rows = [...app.element.querySelectorAll<HTMLElement>('section[data-tab="items"] li[data-item-id]')];
          const stuck = rows.filter((r) => !draggable.has(r)).map((r) => r.dataset["itemId"]);
          if (stuck.length) throw new Error(`${actor.name}: item rows the core drag does not bind (no .draggable): ${stuck.join(", ")}`);
          if (actor.items.contents.length && !rows.length) throw new Error(`${actor.name}: no item rows on the items tab`);
          // A sheet action's button dragged to the hotbar: its drag data, dropped (core's hotbarDrop), makes the macro.
          const actionButton = app.element.querySelector<HTMLElement>("[data-sheet-action]");
          if (actionButton) {
            if (!actionButton.draggable) throw new Error(`${actor.name}: the sheet action ${actionButton.dataset["sheetAction"]} is not draggable`);
            const transfer = new DataTransfer();
            actionButton.dispatchEvent(new DragEvent("dragstart", { bubbles: true, dataTransfer: transfer }));
            const data = JSON.parse(transfer.getData("text/plain") || "null") as Rec | null;
            if ((Hooks.call as (hook: string, ...args: unknown[]) => boolean)("hotbarDrop", {}, data, 10) !== false) throw new Error(`${actor.name}: the sheet action's drop was left to core`);
            await double.settle();
            await new Promise((r) => setTimeout(r, 0));
            const wanted = `await fray.sheetAction(${JSON.stringify(actor.uuid)}, `;
            if (!game.macros?.some((m) => (m as unknown as { command: string }).command.startsWith(wanted))) throw new Error(`${actor.name}: no macro for the dropped sheet action`);
          }
        }),
      );
    }
    return out.join("; ");
  });

  await step("render every item sheet", async () => {
    const out: string[] = [];
    for (const item of actors["attacker"]!.items.contents) out.push(`${item.type}: ${await checkSheet(item, double)}`);
    return out.join("; ");
  });

  // Not a failing step: each type's outcome is reported (`changed`) and judged by the Node side, type by type.
  await step("submit every sheet's form unchanged (FormDataExtended from the rendered form)", async () => {
    const docs = [...Object.values(actors), ...actors["attacker"]!.items.contents];
    const changed: Record<string, string> = {};
    for (const doc of docs) {
      const app = doc.sheet as (App & { submit(): Promise<void> }) | null;
      if (!app) throw new Error(`${doc.name} has no sheet`);
      await app.render({ force: true });
      // Actor sheets in edit mode, where every stored field is an input.
      const mode = app.element.querySelector<HTMLElement>('[data-action="toggleMode"][aria-pressed="false"]');
      if (mode) await click(mode, "edit mode button", double);
      const before = flat(doc.toObject());
      await app.submit();
      await double.settle();
      const after = flat(doc.toObject());
      const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
      if (paths.length) changed[`${doc.documentName}.${doc.type}`] = paths.map((k) => `${k} ${before[k]} → ${after[k]}`).join("; ");
      await app.close();
    }
      submitted = changed;
    return `${docs.length} forms; changed: ${Object.keys(changed).join(", ") || "none"}`;
  });
  if (submitted) steps.at(-1)!.changed = submitted;

  if (through === "sheets") return report();

  let combat: FrayCombatLike | null = null;
  /** One step of the fight toward the attacker's turn (set once the fight runs). */
  let moveToward: ((attackerId: string) => Promise<string>) | null = null;
  const started = await step("start a combat of four from the tracker's Begin Combat (the start dialog where the ruleset asks)", async () => {
    combat = (await cls("Combat").create({ active: true })) as FrayCombatLike | undefined ?? null;
    if (!combat) throw new Error("no combat created");
    await combat.createEmbeddedDocuments("Combatant", Object.entries(actors).map(([k, a]) => ({ actorId: a.id, tokenId: tokens[k], sceneId: sceneId() })));
    await ui.combat!.render({ force: true });
    const chosen = await beginFromTracker(combat.combatants.contents.map((c) => c.id));
    await double.settle();
    const state = combat.frayStore.scheduler.state;
    if (state.phase !== "running") throw new Error(`the fight is ${state.phase}, not running`);
    // The dialog's choice reaches the ruleset's start (factions: the faction holding the initiative).
    for (const [name, value] of Object.entries(chosen)) {
      if ((state.data as Rec)[name] !== value) throw new Error(`the start dialog chose ${name} ${value}, the fight has ${String((state.data as Rec)[name])}`);
    }
    if (combat.turns.length !== 4) throw new Error(`combat.turns has ${combat.turns.length} turns, not 4`);
    await ui.combat!.render({ force: true });
    const rows = ui.combat!.element.querySelectorAll("li.combatant").length;
    if (rows !== 4) throw new Error(`the tracker lists ${rows} combatants, not 4`);
    return `round ${state.round}, active ${state.active}; start dialog chose ${JSON.stringify(chosen)}`;
  });

  /**
   * Click the tracker's Begin Combat. A ruleset with start options shows the start dialog: a tick per combatant for
   * each list it asks, each choice set to its last option; then its Begin. Returns the choices made.
   */
  async function beginFromTracker(ids: string[]): Promise<Record<string, string>> {
    const begin = ui.combat!.element.querySelector<HTMLElement>('[data-action="startCombat"]');
    if (!begin) throw new Error("the tracker shows no Begin Combat");
    begin.click(); // not settled: the handler waits on the dialog
    let dialog: HTMLElement | null = null;
    for (let i = 0; i < 50 && !dialog && !fightStarted(); i++) {
      await new Promise((r) => setTimeout(r, 10));
      dialog = document.querySelector<HTMLElement>(".fray-start-dialog");
    }
    // factions (an ambush, the initiative) and tactica (surprise) ask before the start; the others start at once.
    if (!dialog) {
      if (START_ASKS.includes(ruleset)) throw new Error(`${ruleset}: Begin Combat started without the start dialog`);
      return {};
    }
    const lists = new Set([...dialog.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].map((b) => b.name.split(".")[0]));
    for (const list of lists) {
      const ticks = ids.filter((id) => dialog!.querySelector(`input[name="${list}.${id}"]`));
      if (ticks.length !== ids.length) throw new Error(`the start dialog's ${list} lists ${ticks.length} of the ${ids.length} combatants`);
    }
    const chosen: Record<string, string> = {};
    for (const select of dialog.querySelectorAll("select")) {
      select.value = select.options[select.options.length - 1]!.value;
      chosen[select.name] = select.value;
    }
    const form = dialog.closest("form")!;
    form.querySelector<HTMLElement>('footer button[data-action="begin"]')!.click();
    return chosen;
  }
  function fightStarted(): boolean {
    return (combat?.frayStore.scheduler.state.phase ?? "setup") !== "setup";
  }

  if (started && combat) {
    const fight: FrayCombatLike = combat;
    const state = () => fight.frayStore.scheduler.state;
    const trackerButton = (selector: string) => ui.combat!.element.querySelector<HTMLElement>(`[data-action="frayCommand"]${selector}:not([disabled])`);
    /** One step of play: nextTurn, or where the table must choose (factions: who acts), the tracker's first button. */
    const advance = async (): Promise<string> => {
      const before = JSON.stringify(state());
      await fight.nextTurn();
      await double.settle();
      if (JSON.stringify(state()) !== before) return "nextTurn";
      await ui.combat!.render({ force: true });
      const button = trackerButton("");
      await click(button, "tracker command after a nextTurn that took no step", double);
      if (JSON.stringify(state()) === before) throw new Error("neither nextTurn nor the tracker's command took a step");
      return `button ${button!.textContent?.trim()}`;
    };

    moveToward = async (id) => {
      await ui.combat!.render({ force: true });
      // The attacker's own row: factions' "activate" (a faction's turn to choose who acts), tactica's "act".
      const own = [...ui.combat!.element.querySelectorAll<HTMLElement>(`li.combatant[data-combatant-id="${id}"] [data-action="frayCommand"]:not([disabled])`)].find((b) => /"type":"(activate|act)"/.test(b.dataset["command"] ?? ""));
      if (!own) return advance();
      await click(own, "the attacker's own button", double);
      return `own ${own.textContent?.trim()}`;
    };

    await step("play a round with nextTurn (the tracker's buttons where the table must choose)", async () => {
      const startRound = state().round;
      const taken: string[] = [];
      for (let guard = 0; guard < 40 && state().round === startRound; guard++) taken.push(await advance());
      if (state().round === startRound) throw new Error(`still round ${startRound} after ${taken.length} steps`);
      await ui.combat!.render({ force: true });
      return `round ${startRound} → ${state().round}: ${taken.join(", ")}`;
    });
  }

  await step("attack from the sheet's attack button, the card bound to the target (the fight moved on while it is refused)", async () => {
    const attacker = actors["attacker"]!;
    const weapon = attacker.items.contents.find((i) => i.type === "weapon");
    if (!weapon) throw new Error("the attacker has no weapon");
    // Target the target's token as a user does (Token#setTarget on its placeable).
    const placeables = (canvas as unknown as { tokens: { placeables: { document: { id: string }; setTarget(on: boolean, o?: Rec): void }[] } }).tokens.placeables;
    const token = placeables.find((p) => p.document.id === tokens["target"]);
    if (!token) throw new Error("the target's token is not on the viewed scene");
    token.setTarget(true, { releaseOthers: true });
    if (game.user.targets.size !== 1) throw new Error(`the user targets ${game.user.targets.size} tokens, not 1`);
    const attackerId = combat?.combatants.contents.find((c) => c.actor === attacker)?.id ?? "";
    const app = attacker.sheet!;
    await app.render({ force: true });
    const tries: string[] = [];
    // Issue 27 (5): the dialog's title names who attacks whom with what, and it shows the attack's odds; closed,
    // nothing is rolled. The attacks below are shift-clicked: no dialog, its defaults rolled.
    const button = () => app.element.querySelector(`[data-item-id="${weapon.id}"] [data-action="rollItem"]`);
    const shown = game.messages.size;
    await click(button(), "weapon attack button", double);
    const dialog = await waitFor("the roll dialog", () => document.querySelector<HTMLElement>("dialog .form-footer button[autofocus]"), double);
    const box = dialog.closest("dialog");
    const title = box?.querySelector(".window-title")?.textContent ?? "";
    for (const name of [attacker.name, weapon.name, actors["target"]!.name]) if (!title.includes(name)) throw new Error(`the roll dialog's title "${title}" does not name ${name}`);
    const odds = box?.querySelector("output.fray-dialog-odds")?.textContent?.trim() ?? "";
    if (!/^\d+(\.\d)?%$/.test(odds)) throw new Error(`the roll dialog shows no odds ("${odds}")`);
    // Live: a number out of every field's range makes the odds line say the attack cannot be rolled.
    const field = box?.querySelector<HTMLInputElement>("input[type=number]");
    if (!field) throw new Error("the roll dialog has no number field");
    field.value = "9999999";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor("the odds line following the form", () => box?.querySelector("output.fray-dialog-odds")?.textContent?.startsWith("cannot roll"), double);
    await click(box?.querySelector('[data-action="close"]') ?? null, "the roll dialog's close button", double);
    if (document.querySelector("dialog .form-footer") || game.messages.size !== shown) throw new Error("the closed roll dialog stayed open or rolled");
    for (let attempt = 0; attempt < 12; attempt++) {
      const before = game.messages.size;
      const notices = double.notices.length;
      // The attack's dice show their highest faces, so it hits and there is a defence and an outcome to apply
      // (every ruleset's Quench attack hits on them: test/foundry/quench-plan.test.ts).
      highestFacesNext(double);
      const attack = button();
      if (!(attack instanceof HTMLElement)) throw new Error("no weapon attack button to shift-click");
      attack.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey: true }));
      await double.settle();
      if (document.querySelector("dialog .form-footer")) throw new Error("a shift-click opened the roll dialog");
      const outcome = await waitFor("an attack card or a refusal", () => {
        const card = game.messages.contents.slice(before).find((m) => (m.flags as { fray?: Rec }).fray?.["exchange"]);
        if (card) {
          const bound = ((card.flags as { fray: { exchange: { targets: { uuid: string }[] } } }).fray.exchange.targets ?? []).map((t) => t.uuid);
          if (bound.length !== 1 || bound[0] !== actors["target"]!.uuid) throw new Error(`the card is bound to ${JSON.stringify(bound)}, not the target`);
          return { card: card.id ?? "", refusal: null };
        }
        const refusal = double.notices.slice(notices).find((n) => n.type === "warning");
        return refusal ? { card: null, refusal: refusal.message } : null;
      }, double);
      if (outcome.card !== null) {
        await app.close();
        return `card ${outcome.card}${tries.length ? ` after ${tries.join("; ")}` : ""}`;
      }
      // Refused now (not the attacker's turn, nothing left to pay): the fight moves on a step and it tries again.
      if (!moveToward) throw new Error(`the attack was refused outside a fight: ${outcome.refusal}`);
      tries.push(`refused (${outcome.refusal}) → ${await moveToward(attackerId)}`);
    }
    throw new Error(`no attack card after ${tries.length} tries: ${tries.join("; ")}`);
  });

  /** The attack card (the last message with an exchange), and the GM's result cards for it ("result" / "undone"). */
  const attackCard = () => game.messages.contents.filter((m) => (m.flags as { fray?: Rec }).fray?.["exchange"]).at(-1);
  const exchangeOf = () => ((attackCard()?.flags as { fray?: { exchange?: { defences: unknown[] } } } | undefined)?.fray?.exchange ?? { defences: [] });
  const resultCards = (kind: "result" | "undone") =>
    game.messages.contents.filter((m) => {
      const r = (m.flags as { fray?: { result?: { source?: string; kind?: string } } }).fray?.result;
      return r?.source === attackCard()?.id && r?.kind === kind;
    });
  const cardElement = () => {
    const id = game.messages.contents.filter((m) => (m.flags as { fray?: Rec }).fray?.["exchange"]).at(-1)?.id;
    return document.querySelector(`#chat-log [data-message-id="${id}"]`);
  };

  await step("defend on the card as the target's owner, a player (the button → the system socket → the GM's client)", async () => {
    const target = actors["target"]!;
    const card = attackCard();
    if (!card) throw new Error("no attack card");
    // The player owns the target; the page's client becomes the player's, and the card is drawn for them.
    await target.update({ ownership: { default: 0, [double.player.id!]: 3 } });
    double.actAs(double.player);
    try {
      await double.chat.updateMessage(card as never);
      const button = await waitFor("a defence button on the player's card", () => cardElement()?.querySelector<HTMLElement>('[data-fray-action="defend"]:not([disabled])'), double);
      await click(button, "defence button", double);
      const exchange = await waitFor("the defence recorded on the card", () => (exchangeOf().defences.length > 0 ? exchangeOf() : null), double);
      const by = (exchange.defences.at(-1) as { by?: string } | undefined)?.by;
      if (by !== double.player.id) throw new Error(`the defence is recorded as by ${by}, not the player who clicked`);
      return `defended with ${button.dataset["choice"]} by the player: ${JSON.stringify(exchange.defences.at(-1)).slice(0, 160)}`;
    } finally {
      double.actAs(double.gm);
      await double.chat.updateMessage(card as never);
    }
  });

  await step("roll the attack once the defence is declared (a ruleset that declares first; the others rolled with the card)", async () => {
    const button = cardElement()?.querySelector<HTMLElement>('[data-fray-action="rollAttack"]:not([disabled])');
    if (!button) return "rolled with the card";
    await click(button, "roll the attack button", double);
    await waitFor("the attack rolled on the GM's client", () => ((exchangeOf() as { phase?: string }).phase === "rolled" ? true : null), double);
    return "rolled after the declaration";
  });

  /** What an application may change on the target: its system data, statuses and items (not the double's own flags). */
  const snapshot = (actor: Doc) => JSON.stringify({ system: actor.toObject()["system"], statuses: [...(actor as unknown as { statuses: Set<string> }).statuses].sort(), items: actor.items.contents.map((i) => i.id) });
  let applied: Rec | null = null;
  await step("apply the outcome from the card", async () => {
    const target = actors["target"]!;
    const before = snapshot(target);
    const button = await waitFor("an apply button on the card", () => cardElement()?.querySelector<HTMLElement>('[data-fray-action="applyOutcome"]:not([disabled])'), double);
    await click(button, "apply button", double);
    await waitFor("the GM's result card for the application", () => resultCards("result").length > 0, double);
    applied = { before, after: snapshot(target) };
    return `target ${before === applied["after"] ? "unchanged (no damage after the defence)" : "changed"}`;
  });

  await step("undo the application from the result card", async () => {
    if (!applied) throw new Error("nothing was applied");
    const target = actors["target"]!;
    const button = await waitFor("an undo button in chat", () => document.querySelector<HTMLElement>('#chat-log [data-fray-action="undoOutcome"]:not([disabled])'), double);
    await click(button, "undo button", double);
    await waitFor("the GM's result card for the undo", () => resultCards("undone").length > 0, double);
    const now = snapshot(target);
    if (now !== applied["before"]) throw new Error(`the target is not as before the application:\nbefore ${String(applied["before"])}\nnow    ${now}`);
    return "target restored";
  });

  // Fray's in-world Quench batches (module/quench/), run on the double: what a live world would confirm.
  // Quench fires quenchReady once; Fray registers its batches on it (Hooks.once).
  const batches = collectQuenchBatches();
  for (const key of ["fray.traps", `fray.${ruleset}`]) {
    await step(`Quench batch ${key} on the double`, async () => {
      const batch = batches.get(key);
      if (!batch) throw new Error(`no Quench batch ${key} registered`);
      const results = await runQuenchBatch(batch);
      await double.settle();
      const failed = results.filter((r) => r.state === "failed");
      if (failed.length) throw new Error(failed.map((r) => `${r.title}: ${r.error}`).join("\n"));
      return results.map((r) => `${r.state} ${r.title}`).join("; ");
    });
  }

  return report();
}
