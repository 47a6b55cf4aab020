/**
 * FrayCombat: the world's ruleset's turn order, run by the engine's scheduler (kept in system data). Core's round,
 * turn and combatant follow the scheduler's active combatant (module/combat/pointer.ts), so token highlight, the
 * "your turn" notice and combatTurnChange hooks work as usual. Every change is one step through runStep on the
 * GM's client; players' steps arrive as "combat" requests on the system socket (gm/channel.ts, which names the
 * sender as the server stamped it). Dice the engine asks for are Foundry Rolls,
 * posted to chat (and Dice So Nice) with the step.
 */
import { SYSTEM_ID } from "../config";
import { entrantFor, type Entrant } from "../data/combat/entrants";
import { freshScheduler, nextTurnCommand, startCommands } from "../data/combat/flow";
import { turnPolicyFor } from "../data/combat/policies";
import type { TurnCommand, TurnEvent } from "../engine/turns";
import type { TrackerView } from "../applications/combat/tracker-view";
import { trackerViewFor } from "../rulesets/tracker-views";
import { currentRuleset, currentRulesOptions } from "../settings";
import type { RulesetId } from "../schema/choices";
import { claimsOf } from "../combat/claims";
import { chatLines, stringData } from "../combat/chat-lines";
import { corePointer, orderIndex, turnOrder } from "../combat/pointer";
import { coreStep, type StepTimes } from "../combat/core-step";
import { REMEMBERED_REQUESTS, runStep, type CombatStore, type StepOutcome, type StepRequest } from "../combat/run-step";
import { serialised } from "../gm/queue";
import { otherRulesetRefusal, readStore, writeUpdate, type ReadCombat, type StoredCombat } from "../combat/stored";
import { deletionEntry } from "../compat/operators";
import { COMBAT_KIND, type CombatQueryData, type CombatQueryAnswer } from "../combat/query-data";
import { askGM } from "../gm/channel";
import { FrayActor } from "./actor";
import { roundEndStep } from "../combat/round-end";
import { adapterFor } from "../rulesets/registry";
import type { RoundFighter } from "../rulesets/adapter";
import { afterStep, postCalls, recordsAtStep } from "../combat/after-step";
import { applyMessageMode, userMessageMode } from "../compat/messages";
import { commandSubjects, stepDiceMode } from "../dice/step-dice-mode";
import { escapeHtml, refusalReason, refusalText } from "../chat/notice";
import { asPlayerActor, writeStepToActors } from "../combat/actor-writes";
import { roundFighter } from "../combat/round-fighter";
import { fightActionKey } from "../canvas/action-moves";

/**
 * The last read of each Combat's stored fight, reused while its system data is the same (sorting asks per pair).
 * Keyed by the system model, which Foundry builds anew whenever the source changes (foundryvtt/foundryvtt#12001).
 */
const PARSED = new WeakMap<object, { system: object; ruleset: RulesetId; store: CombatStore; otherRuleset: string | null; order: Map<string, string[]> }>();

export class FrayCombat extends Combat {
  get frayRuleset(): RulesetId {
    return currentRuleset();
  }

  get frayView(): TrackerView {
    return trackerViewFor(this.frayRuleset);
  }

  /** The fight as the engine sees it (a fresh scheduler before the start). */
  get frayStore(): CombatStore {
    return cachedStore(this).store;
  }

  /** Combatant names by id, for chat lines and the round panel. */
  frayNames(): Record<string, string> {
    return Object.fromEntries(this.combatants.contents.map((c) => [c.id ?? "", c.name ?? ""]));
  }

  /** The engine's entrant for each combatant with a Fray actor. */
  frayEntrants(ids?: readonly string[]): Entrant[] {
    const ruleset = this.frayRuleset;
    const combatantOf = (uuid: string) => this.combatants.contents.find((x) => x.actor?.uuid === uuid)?.id ?? null;
    return this.combatants.contents
      .filter((c) => c.id !== null && (ids === undefined || ids.includes(c.id)))
      .flatMap((c) => {
        const actor = c.actor;
        if (!(actor instanceof FrayActor)) return [];
        return [entrantFor(ruleset, { id: c.id!, name: c.name ?? c.id!, player: actor.type === "character" || c.hasPlayerOwner, system: actor.system.stats, statuses: [...actor.statuses], combatantOf })];
      });
  }

  /** Each combatant with a Fray actor as the round's end sees it (its data and statuses now). */
  frayFighters(): RoundFighter[] {
    const state = this.frayStore.scheduler.state;
    const viewKey = this.started && state.phase === "running" ? this.frayView.actionKey : undefined;
    // The key of the action each is taking now, as the board records its moves (canvas/action-moves.ts).
    const keyOf = (id: string): string | null => {
      const key = viewKey?.(state, id) ?? null;
      return key === null ? null : fightActionKey(this.id, key);
    };
    return this.combatants.contents.flatMap((c) => {
      const actor = c.actor;
      if (c.id === null || !(actor instanceof FrayActor)) return [];
      return [roundFighter({ id: c.id, name: c.name, hasPlayerOwner: c.hasPlayerOwner, token: c.token }, actor, keyOf(c.id), (o) => this.combatants.get(o)?.actor)];
    });
  }

  /**
   * GM side, after a step that opened a round: the ruleset's round-end checks (factions: morale) are posted and
   * rolled with its sheet actions, and what they compare is noted for the next round (flags.fray.roundMarks).
   */
  private async frayRoundEnd(events: readonly TurnEvent[]): Promise<void> {
    const adapter = adapterFor(this.frayRuleset);
    const stored = this.getFlag(SYSTEM_ID, "roundMarks") ?? null;
    const r = roundEndStep(adapter.combat.roundEnd, stored, events, () => this.frayFighters(), currentRulesOptions());
    if (r.marks !== stored) await this.setFlag(SYSTEM_ID, "roundMarks", r.marks);
    await postCalls(this, r.calls);
  }

  /** Foundry's turn order: the ruleset's lineup, then combatants not in the fight yet. */
  frayOrder(store?: CombatStore): string[] {
    const ids = this.combatants.contents.map((c) => c.id ?? "");
    if (store) return orderOf(this.frayRuleset, store, ids);
    const cached = cachedStore(this);
    const key = ids.join(",");
    let order = cached.order.get(key);
    if (!order) cached.order.set(key, (order = orderOf(this.frayRuleset, cached.store, ids)));
    return order;
  }

  /**
   * Core sorts with `this.combatants.contents.sort(this._sortCombatants)`: the comparator is called UNBOUND, so
   * `this` is undefined here (foundry-traps.md #1). The combat is reached through the combatant's parent, as
   * Crucible does (foundryvtt/crucible module/documents/combat.mjs).
   */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const combat = a.parent ?? b.parent;
    if (!(combat instanceof FrayCombat)) return 0;
    const order = combat.frayOrder();
    return orderIndex(order, a.id ?? "") - orderIndex(order, b.id ?? "");
  }

  /**
   * A new scheduler can reorder the turns (a delay, a late arrival, a new round's initiative): rebuild them before
   * core reacts to the new round and turn, so `combatant` and the combatTurnChange hook name the right one.
   */
  protected override _onUpdate(changed: Combat.UpdateData, options: Combat.Database.OnUpdateOperation, userId: string): void {
    if (changed.system !== undefined) this.setupTurns();
    super._onUpdate(changed, options, userId);
  }

  /** Start: every combatant joins the scheduler, which rolls initiative (Rolls in chat) and opens round 1. */
  override async startCombat(): Promise<this> {
    return this.frayStart();
  }

  /**
   * Start with the ruleset's start options, for a GM macro: factions `{initiative, concealed: [ids]}` (an ambush's
   * bonus round), tactica `{surprised: [ids], surpriseExtraDice}`.
   */
  async frayStart(startArgs: Record<string, unknown> = {}): Promise<this> {
    if (!game.user.isGM) {
      ui.notifications?.warn("FRAY.Tracker.Refused.GmOnly", { localize: true });
      return this;
    }
    const entrants = this.frayEntrants();
    const view = this.frayView;
    let store: CombatStore = { scheduler: freshScheduler(this.frayRuleset, view.options(entrants)), requests: [] };
    const events: TurnEvent[] = [];
    for (const command of startCommands(entrants, { ...view.startArgs(entrants), ...startArgs })) {
      const outcome = await this.frayRun(store, { requestId: foundry.utils.randomID(), command, undo: false }, game.user);
      if (outcome.status !== "done") {
        if (outcome.status === "refused") ui.notifications?.warn(escapeHtml(game.i18n.format(outcome.reason.key, stringData(outcome.reason.data))));
        return this;
      }
      store = outcome.store;
      events.push(...outcome.events);
    }
    await this.fraySave(store, events); // fires combatStart before the start's update (core-step.ts)
    return this;
  }

  override async nextTurn(): Promise<this> {
    const state = this.frayStore.scheduler.state;
    if (state.phase !== "running") return this;
    try {
      await this.frayCommand(nextTurnCommand(this.frayRuleset, state));
    } catch (err) {
      ui.notifications?.warn(game.i18n.format("FRAY.Tracker.Refused.Rules", { reason: refusalReason(err, game.i18n) }));
    }
    return this;
  }

  /** "Previous turn" is the GM's undo of the last step. */
  override async previousTurn(): Promise<this> {
    await this.frayCommand(null, true);
    return this;
  }

  /** "Next round" ends turns until the round changes (each turn its own undoable step). */
  override async nextRound(): Promise<this> {
    const start = this.frayStore.scheduler.state.round;
    for (let guard = 0; guard < 200; guard++) {
      const state = this.frayStore.scheduler.state;
      if (state.phase !== "running" || state.round !== start) break;
      let command: TurnCommand;
      try {
        command = nextTurnCommand(this.frayRuleset, state);
      } catch {
        break; // a step "next turn" cannot take (nobody acting, nothing to pass); stop here
      }
      if (!(await this.frayCommand(command))) break;
    }
    return this;
  }

  override async previousRound(): Promise<this> {
    return this.previousTurn();
  }

  /**
   * Initiative is the engine's: before the start it starts the fight (everyone rolls by the ruleset); during it,
   * combatants not yet in the fight join as late arrivals (rolled and slotted in by the ruleset).
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    const wanted = typeof ids === "string" ? [ids] : ids;
    const state = this.frayStore.scheduler.state;
    if (state.phase === "setup") return this.startCombat();
    const inFight = new Set(state.combatants.map((c) => c.id));
    for (const entrant of this.frayEntrants(wanted.filter((id) => !inFight.has(id)))) {
      await this.frayCommand({ type: "addCombatant", combatant: entrant });
    }
    return this;
  }

  override async rollAll(): Promise<this> {
    return this.rollInitiative(this.combatants.contents.map((c) => c.id ?? ""));
  }

  override async rollNPC(): Promise<this> {
    return this.rollInitiative(this.combatants.contents.filter((c) => c.isNPC).map((c) => c.id ?? ""));
  }

  /**
   * Send one step (see fraySend); a refusal is shown as a warning, escaped (notifications render HTML and the
   * reason can name a combatant). True when it was done (or already had been).
   */
  async frayCommand(command: TurnCommand | null, undo = false): Promise<boolean> {
    const answer = await this.fraySend(command, undo);
    if (!answer.ok) ui.notifications?.warn(escapeHtml(answer.message));
    return answer.ok;
  }

  /** Send one step: carried out here on the GM's client, else asked of the active GM on the system socket. */
  async fraySend(command: TurnCommand | null, undo = false): Promise<CombatQueryAnswer> {
    const data: CombatQueryData = { type: "combatCommand", combatId: this.id ?? "", command, undo, requestId: foundry.utils.randomID() };
    // Every step, a second GM's too, runs on the active GM's client, where the combat's queue is (gm/queue.ts).
    if (game.users.activeGM?.isSelf) return this.frayCarryOut({ requestId: data.requestId, command, undo }, game.user);
    if (!game.users.activeGM) return { ok: false, status: "refused", message: game.i18n.localize("FRAY.Tracker.NoGM") };
    const answer = (await askGM(COMBAT_KIND, data)) as CombatQueryAnswer | null;
    return answer ?? { ok: false, status: "refused", message: game.i18n.localize("FRAY.Tracker.NoGM") };
  }

  /**
   * GM side: run a request from `user` and save it. Its request id is claimed on arrival, before any work (a second
   * copy arriving meanwhile is a replay), and steps on one combat run one at a time (gm/queue.ts), each reading the
   * scheduler the previous one saved.
   */
  async frayCarryOut(req: StepRequest, user: User.Implementation): Promise<CombatQueryAnswer> {
    const claimed = claimsOf(this);
    if (claimed.has(req.requestId)) return { ok: true, status: "replayed", message: "" };
    claimed.add(req.requestId);
    let refused = false;
    try {
      return await serialised([this.uuid], async () => {
        const foreign = otherRulesetRefusal(cachedStore(this));
        if (foreign) {
          refused = true;
          return { ok: false, status: "refused", message: game.i18n.format(foreign.key, stringData(foreign.data)) };
        }
        let step = req;
        try {
          step = this.frayFromPlayer(req, user);
        } catch (err) {
          refused = true;
          // A coded refusal (a condition that stops the fighter acting) is shown in the user's language.
          return { ok: false, status: "refused", message: game.i18n.format("FRAY.Tracker.Refused.Rules", { reason: refusalText(err, game.i18n) }) };
        }
        const outcome = await this.frayRun(this.frayStore, step, user);
        if (outcome.status === "replayed") return { ok: true, status: "replayed", message: "" };
        if (outcome.status === "refused") {
          refused = true;
          return { ok: false, status: "refused", message: game.i18n.format(outcome.reason.key, stringData(outcome.reason.data)) };
        }
        await this.fraySave(outcome.store, outcome.events, step.command ?? null);
        return { ok: true, status: "done", message: "" };
      });
    } finally {
      // A refused request changed nothing: the same id may be sent again. One that ran stays claimed.
      if (refused) claimed.delete(req.requestId);
      if (claimed.size > 4 * REMEMBERED_REQUESTS) claimed.delete(claimed.values().next().value!);
    }
  }

  /** A player's step with what its rules roll rebuilt from the combatant's own actor (TrackerView.fromPlayer). */
  private frayFromPlayer(req: StepRequest, user: User.Implementation): StepRequest {
    const { fromPlayer, withActors } = this.frayView;
    // Each actor as the step's rules read it (its stats, statuses and derived values: a rider's free hands).
    const actorOf = (id: string) => asPlayerActor(this.combatants.get(id)?.actor);
    let command = req.command;
    if (command && fromPlayer && !user.isGM) command = fromPlayer(command, actorOf);
    // What the fight must know from the actors now (TrackerView.withActors), for any user's step.
    if (command && withActors) command = withActors(this.frayStore.scheduler.state, command, actorOf);
    return command === req.command ? req : { ...req, command };
  }

  /** One step with the dice it asks for rolled as Rolls, posted together when it is done. */
  private async frayRun(store: CombatStore, req: StepRequest, user: User.Implementation): Promise<StepOutcome> {
    const rolls: Roll[] = [];
    const outcome = await runStep(this.frayRuleset, this.frayView, store, req, {
      isGM: user.isGM,
      owns: (id) => this.combatants.get(id)?.actor?.testUserPermission(user, "OWNER") ?? false,
    }, async (sides) => {
      const roll = new Roll(`1d${sides}`);
      await roll.evaluate();
      rolls.push(roll);
      return roll.total ?? 1;
    });
    if (outcome.status === "done" && rolls.length > 0) {
      const who = typeof req.command?.combatant === "string" ? (this.combatants.get(req.command.combatant)?.name ?? "") : "";
      // A hidden combatant's dice go to the GMs alone; otherwise the sender's roll mode (public for another user's step).
      const mode = stepDiceMode({
        subjects: commandSubjects(req.command),
        everyone: this.combatants.contents.map((c) => c.id ?? ""),
        hidden: (id) => this.combatants.get(id)?.hidden === true,
        own: user.id === game.user.id ? userMessageMode() : null,
      });
      await ChatMessage.implementation.create(
        applyMessageMode(
          {
            speaker: { alias: who || game.i18n.localize("FRAY.Tracker.RoundPanel") },
            flavor: game.i18n.format("FRAY.Tracker.DiceFor", { command: req.command?.type ?? "" }),
            rolls,
          },
          mode,
        ),
      );
    }
    return outcome;
  }

  /** World time per round and turn: the ruleset's (adapter.combat.time), else core's CONFIG.time. */
  private frayStepTimes(): StepTimes {
    const time = adapterFor(this.frayRuleset).combat.time;
    return { roundSeconds: time?.roundSeconds ?? CONFIG.time.roundTime, turnSeconds: time?.turnSeconds ?? CONFIG.time.turnTime };
  }

  /**
   * Save the scheduler with core's round and turn pointing at its active combatant, and post the chat lines. A step
   * that starts the fight or changes the round or turn fires core's hook first and moves world time (core-step.ts).
   */
  private async fraySave(store: CombatStore, events: readonly TurnEvent[], command: TurnCommand | null = null): Promise<void> {
    const order = this.frayOrder(store);
    const pointer = corePointer(store.scheduler.state, order);
    // Only what changed: the new ledger entry, the changed parts of the state, the keys that left (stored.ts).
    const system = writeUpdate(this.frayRuleset, storedSource(this), store, deletionEntry);
    const updateData = { system, round: pointer.round, turn: pointer.turn };
    const before = { started: this.frayStore.scheduler.state.phase !== "setup", round: this.round, turn: this.turn };
    const undone = events.some((e) => e.type === "undone");
    const step = coreStep(before, { started: store.scheduler.state.phase !== "setup", ...pointer }, this.frayStepTimes(), undone);
    const updateOptions = { direction: step.direction, worldTime: { delta: step.delta } };
    // fvtt-types 13 types these hooks' options as {advanceTime, direction} and the start's turn as a number; core passes
    // {direction, worldTime: {delta}} since #10924 (Draw Steel's endTurn too); a Fray start may leave nobody acting.
    const callAll = Hooks.callAll.bind(Hooks) as (hook: string, ...args: unknown[]) => boolean;
    const atStep = recordsAtStep(this);
    if (step.hook === "combatStart") callAll("combatStart", this, updateData);
    else if (step.hook) callAll(step.hook, this, updateData, updateOptions);
    await this.update(updateData, step.hook && step.hook !== "combatStart" ? updateOptions : {});
    const names = this.frayNames();
    for (const line of [...chatLines(events, names), ...(this.frayView.chatLines?.(events, names) ?? [])]) {
      await ChatMessage.implementation.create({ speaker: { alias: game.i18n.localize("FRAY.Tracker.RoundPanel") }, content: `<p>${foundry.utils.escapeHTML(game.i18n.format(line.key, stringData(line.data)))}</p>` });
    }
    await writeStepToActors(this.frayView, events, command, (id) => this.combatants.get(id)?.actor, this.combatants.contents.map((c) => c.id ?? "")); // TrackerView.actorWrites
    await this.frayRoundEnd(events);
    await afterStep(this, events, currentRulesOptions(), atStep); // adapter.combat.afterStep
  }
}

/** Module functions, not private members: Foundry may sort turns while the document is still being constructed. */
function cachedStore(combat: FrayCombat): Pick<ReadCombat, "store" | "otherRuleset"> & { order: Map<string, string[]> } {
  const ruleset = combat.frayRuleset;
  const system = combat.system as object;
  const hit = PARSED.get(combat);
  if (hit?.system === system && hit.ruleset === ruleset) return hit;
  // The ruleset's start options (factions: the sides) even before the start: a fresh factions scheduler needs them.
  const { store, problem, otherRuleset } = readStore(ruleset, storedSource(combat), combat.frayView.options(combat.frayEntrants()));
  if (problem) console.warn(`Fray | combat ${combat.id}: ${problem}${otherRuleset ? "" : "; the tracker starts afresh"}`);
  const parsed = { system, ruleset, store, otherRuleset, order: new Map<string, string[]>() };
  PARSED.set(combat, parsed);
  return parsed;
}

/** The stored system data itself (not a copy): the engine only reads it, and the next write diffs against it. */
function storedSource(combat: FrayCombat): StoredCombat {
  return (combat._source as unknown as { system: StoredCombat }).system;
}

function orderOf(ruleset: RulesetId, store: CombatStore, ids: string[]): string[] {
  const state = store.scheduler.state;
  const lineup = state.phase === "setup" ? [] : turnPolicyFor(ruleset).lineup(state).map((s) => s.id);
  return turnOrder(lineup, ids);
}

export const COMBAT_TEMPLATES = [`systems/${SYSTEM_ID}/templates/combat/tracker.hbs`, `systems/${SYSTEM_ID}/templates/combat/command-button.hbs`];
