/**
 * Fray's sidebar combat tracker (CONFIG.ui.combat): core's tracker with its header, footer and per-combatant
 * controls (visibility, defeated, ping), and a tracker part that adds the world ruleset's view of the fight
 * (module/rulesets/<id>/tracker-view.ts) with its command buttons and the GM's Undo.
 */
import { FrayCombat, COMBAT_TEMPLATES } from "../../documents/combat";
import type { TurnCommand } from "../../engine/turns";
import { boardEntryOptions } from "../../canvas/tracker-board";
import { beginCombat } from "./start-dialog";
import { trackerExtras, turnExtras, type Format, type TrackerExtras, type TurnExtras } from "./tracker-context";
import { encounterOdds } from "../../combat/odds/api";
import { OddsCancelled } from "../../combat/odds/pool";
import { escapeHtml } from "../../chat/notice";
import { asPlayerActor } from "../../combat/actor-writes";

/** Fights the tracker's Odds button plays (docs/encounter-odds.md). */
export const ODDS_BUTTON_FIGHTS = 10_000;

const format: Format = (key, data) => (data ? game.i18n.format(key, data) : game.i18n.localize(key));

/** The command a button carries (data-command), or null when it is not a command object. */
export function commandOf(button: HTMLElement): TurnCommand | null {
  try {
    const parsed: unknown = JSON.parse(button.dataset["command"] ?? "");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) && typeof (parsed as { type?: unknown }).type === "string" ? (parsed as TurnCommand) : null;
  } catch {
    return null;
  }
}

export class FrayCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      frayCommand: FrayCombatTracker.#onCommand,
      frayUndo: FrayCombatTracker.#onUndo,
      // Core's Begin Combat: the ruleset's start options first (an ambush, surprise, the initiative), then the start.
      startCombat: FrayCombatTracker.#onStart,
      frayOdds: FrayCombatTracker.#onOdds,
      frayOddsCancel: FrayCombatTracker.#onOddsCancel,
    },
  };

  static override PARTS = {
    ...foundry.applications.sidebar.tabs.CombatTracker.PARTS,
    tracker: { template: COMBAT_TEMPLATES[0]!, scrollable: [""] },
  };

  protected override async _prepareTrackerContext(context: foundry.applications.sidebar.tabs.CombatTracker.RenderContext, options: foundry.applications.sidebar.tabs.CombatTracker.RenderOptions): Promise<void> {
    await super._prepareTrackerContext(context, options);
    const combat = this.viewed;
    if (!(combat instanceof FrayCombat)) return;
    const store = combat.frayStore;
    const state = store.scheduler.state;
    const view = combat.frayView;
    const viewer = { isGM: game.user.isGM, owns: (id: string) => combat.combatants.get(id)?.isOwner ?? false };
    const extras: TrackerExtras = trackerExtras(combat.frayRuleset, view, state, combat.frayNames(), viewer, format, store.scheduler.ledger.length > 0);
    const turns = (context as { turns?: { id: string; fray?: TurnExtras | null }[] }).turns ?? [];
    // Each combatant's actor now: a button the rules price from its sheet (six-seconds: a crawler's Move) shows its cost.
    const actorOf = (id: string) => asPlayerActor(combat.combatants.get(id)?.actor);
    for (const turn of turns) turn.fray = turnExtras(view, state, turn.id, viewer, format, actorOf);
    const run = this.#oddsRun;
    Object.assign(context, { fray: { ...extras, oddsRun: extras.odds && run ? { done: run.done, total: run.total } : null } });
  }

  /** The odds run in progress (its progress and its cancel), shown in place of the Odds button. */
  #oddsRun: { abort: AbortController; done: number; total: number } | null = null;

  /** Right-click a combatant: core's entries, then the board's (zone by hand, contact, move mode). */
  protected override _getEntryContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
    return [...super._getEntryContextOptions(), ...boardEntryOptions(() => this.viewed)];
  }

  static async #onCommand(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.viewed;
    const command = commandOf(target);
    if (!(combat instanceof FrayCombat) || !command) return;
    await combat.frayCommand(command);
  }

  static async #onStart(this: FrayCombatTracker): Promise<void> {
    const combat = this.viewed;
    if (combat instanceof FrayCombat) await beginCombat(combat);
  }

  /** The GM's Odds button: play the fight before it starts, with a progress bar and Cancel; the card goes to the GMs. */
  static async #onOdds(this: FrayCombatTracker): Promise<void> {
    const combat = this.viewed;
    if (!(combat instanceof FrayCombat) || this.#oddsRun) return;
    const run = (this.#oddsRun = { abort: new AbortController(), done: 0, total: ODDS_BUTTON_FIGHTS });
    await this.render();
    try {
      await encounterOdds(combat, {
        fights: ODDS_BUTTON_FIGHTS,
        signal: run.abort.signal,
        onProgress: (done, total) => {
          Object.assign(run, { done, total });
          // The bar is moved in place: a whole render per progress report would rebuild the tracker.
          const bar = this.element?.querySelector<HTMLProgressElement>(".fray-odds-progress");
          if (bar) Object.assign(bar, { max: total, value: done });
        },
      });
    } catch (error) {
      if (error instanceof OddsCancelled) ui.notifications?.info("FRAY.Odds.Cancelled", { localize: true });
      else ui.notifications?.error(game.i18n.format("FRAY.Odds.Failed", { reason: escapeHtml(error instanceof Error ? error.message : String(error)) }));
    } finally {
      this.#oddsRun = null;
      await this.render();
    }
  }

  static #onOddsCancel(this: FrayCombatTracker): void {
    this.#oddsRun?.abort.abort();
  }

  static async #onUndo(this: FrayCombatTracker): Promise<void> {
    const combat = this.viewed;
    if (combat instanceof FrayCombat) await combat.frayCommand(null, true);
  }
}
