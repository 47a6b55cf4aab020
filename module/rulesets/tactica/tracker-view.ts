/**
 * tactica in the tracker: each combatant's action dice as die faces (a wound's burnt dice marked), the countdown
 * (most dice acts next), paying an action's pips (only costs the dice can pay are offered: 1s never combine), pools
 * that grow, hold, the refresh's one last option (act, or keep a die), 1-die uses, surprise.
 */
import { namedCombatant, type CombatantPanel, type CommandButton, type DieFace, type Label, type PlayerActor, type RoundPanel, type TrackerView } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import { cheapestPayment } from "../../engine/rulesets/tactica/action-dice";
import { countdown, tacticaTurnPolicy, type TacticaFighter, type TacticaTurnData } from "../../engine/rulesets/tactica/turn-policy";
import { tacticaCommands } from "../../engine/rulesets/tactica/turn-commands";
import { REMOVE_STATE_ACTION } from "../../engine/rulesets/tactica/turn-conditions";
import { tacticaCondition } from "./combat-condition";
import { ownActionWriteBack } from "./own-action";
import { STATE_ONE_DIE } from "./state-actions";
import { CONDITION_ONE_DIE } from "./mental-condition-actions";
import { MAX_SURPRISE_DICE } from "../../engine/rulesets/tactica/turn-limits";
import { loseDiceStep, loseDiceWrites } from "./tracker-lose-dice";
import { BREAK_ACTION, BREAK_PIPS } from "./break-action";
import { ATTACK_POOL, pooledWrites, withPooled } from "./attack-pool";
import { RAISE_DIE_ACTION } from "./raise-die";
import { lostActionStep, lostActionWrites } from "./state-roll-charge";
import type { WriteBack } from "../adapter";
import { burnPickButtons, burntAt } from "./burn-pick-buttons";

type State = SchedulerState<TacticaTurnData>;

const K = "FRAY.Tracker.Tactica";
/** The pip costs offered as buttons (the text prints no cost table; Break, its example, costs 4). */
const COSTS = [1, 2, 3, 4, 5, 6];
/** The name a response the tracker pays (its "Respond: cost n") is recorded under. */
export const RESPONSE_ACTION = "response";
/**
 * "A melee attack with a normal weapon is rated as a 4": what a sheet attack costs. The text prints no other attack
 * cost (its action lists are empty), so every weapon attack is charged the same (docs/rules-notes/tactica.md).
 */
export const TACTICA_ATTACK_PIPS = 4;

/** The dice as faces, the wound's burnt dice marked (burn-pick-buttons.ts). */
function faces(f: TacticaFighter): DieFace[] {
  const burnt = burntAt(f);
  return f.dice.map((value, i) => ({ value, burnt: burnt.has(i) }));
}

function commandsFor(state: State, id: string): CommandButton[] {
  const d = state.data;
  const f = d.fighters[id]!;
  if (state.phase !== "running" || f.dice.length === 0) return [];
  const refresh = d.refreshBy !== null;
  const mayAct = countdown(state).includes(id) || (!refresh && f.holding);
  const out: CommandButton[] = [];
  // OoA holds no dice (above); Crushed may do nothing; in a State the only action is removing one (a die, no effect).
  if (f.condition === "crushed") return [];
  if (f.condition === "state") {
    if (mayAct && cheapestPayment(f.dice, 1)) out.push({ label: { key: `${K}.RemoveState` }, icon: "fa-solid fa-head-side-virus", command: { type: "act", combatant: id, action: { name: REMOVE_STATE_ACTION, cost: 1 } } });
  } else if (mayAct) {
    for (const cost of COSTS) {
      if (cheapestPayment(f.dice, cost)) out.push({ label: { key: `${K}.Pay`, data: { cost } }, icon: "fa-solid fa-dice", command: { type: "act", combatant: id, action: { name: "action", cost } } });
    }
    // "Trying an action without enough AD" calls the refresh (the engine's shortfall rule): the first cost the dice
    // cannot pay is offered as that try (only 1s left: cost 1).
    const dearer = COSTS.find((cost) => !cheapestPayment(f.dice, cost));
    if (!refresh && d.refreshOnShortfall && dearer !== undefined) {
      out.push({ label: { key: `${K}.CallRefresh`, data: { cost: dearer } }, icon: "fa-solid fa-arrows-rotate", command: { type: "act", combatant: id, action: { name: "action", cost: dearer } } });
    }
    if (f.pool) {
      if (f.dice.some((v) => v !== 1)) out.push({ label: { key: `${K}.PoolAdd`, data: { action: f.pool.action } }, icon: "fa-solid fa-layer-group", command: { type: "act", combatant: id, action: { name: f.pool.action, pool: "add" } } });
      // An attack pool is activated by the sheet's attack, which rolls its dice (attack-pool.ts).
      if (f.pool.action !== ATTACK_POOL) out.push({ label: { key: `${K}.PoolActivate`, data: { action: f.pool.action } }, icon: "fa-solid fa-burst", command: { type: "act", combatant: id, action: { name: f.pool.action, pool: "activate" } } });
    } else {
      // "The base Action cost must be paid at the start": an attack's is its 4 pips.
      if (cheapestPayment(f.dice, TACTICA_ATTACK_PIPS)) out.push({ label: { key: `${K}.AttackPoolStart`, data: { cost: TACTICA_ATTACK_PIPS } }, icon: "fa-solid fa-layer-group", command: { type: "act", combatant: id, action: { name: ATTACK_POOL, cost: TACTICA_ATTACK_PIPS, pool: "start" } } });
      // "The base action cost is paid at the start": the text prints no cost, so the pooled action's own is picked.
      for (const cost of COSTS) {
        if (cheapestPayment(f.dice, cost)) out.push({ label: { key: `${K}.PoolStart`, data: { cost } }, icon: "fa-solid fa-layer-group", command: { type: "act", combatant: id, action: { name: "pool", cost, pool: "start" } } });
      }
    }
    if (!refresh && !f.holding) out.push({ label: { key: `${K}.Hold` }, icon: "fa-solid fa-hand", command: { type: "hold", combatant: id } });
  } else if (!d.surprised.includes(id)) {
    // "Response actions: May occur at anytime in response to the active action." The text lists none and prints no
    // cost: out of its turn a creature may pay a response's cost, picked here (defences and opportunity attacks are
    // paid from the card and the sheet).
    for (const cost of COSTS) {
      if (cheapestPayment(f.dice, cost)) out.push({ label: { key: `${K}.Respond`, data: { cost } }, icon: "fa-solid fa-reply", command: { type: "respond", combatant: id, name: RESPONSE_ACTION, cost } });
    }
  }
  if (refresh && f.lastOption) out.push({ label: { key: `${K}.Keep` }, icon: "fa-solid fa-box-archive", command: { type: "keep", combatant: id } });
  if (f.dice.includes(1)) out.push({ label: { key: `${K}.UseOne` }, icon: "fa-solid fa-dice-one", command: { type: "useOne", combatant: id, use: "effort" } });
  out.push(...burnPickButtons(id, f));
  return out;
}

/**
 * An action in the countdown. "Trying an action without enough AD" is still a step: the engine calls the refresh
 * (its shortfall rule), and `shortfall` tells the sheet that the action itself does not go ahead.
 */
function tried(state: State, id: string, action: { name: string; cost: number }): TurnCommand {
  const f = state.data.fighters[id];
  const short = f !== undefined && state.data.refreshBy === null && state.data.refreshOnShortfall && !cheapestPayment(f.dice, action.cost);
  return { type: "act", combatant: id, action, ...(short ? { shortfall: action.cost } : {}) };
}

export const tacticaTrackerView: TrackerView = {
  options: () => undefined,
  // "The surprisers get all their dice, the surprised will get none": combatants marked Surprised open the fight with
  // the surprise round (a GM macro may still pass surpriseExtraDice for severe surprise).
  startArgs: (entrants) => {
    const surprised = entrants.filter((e) => e["surprised"] === 1).map((e) => e.id);
    return surprised.length > 0 ? { surprised } : {};
  },
  // The GM's start dialog: who is surprised (ticked from the token HUD's Surprised), and severe surprise's extra dice.
  startFields(entrants) {
    const checked = entrants.filter((e) => e["surprised"] === 1).map((e) => e.id);
    return [
      { kind: "combatants", arg: "surprised", label: { key: `${K}.Start.Surprised` }, hint: { key: `${K}.Start.SurprisedHint` }, checked },
      { kind: "number", arg: "surpriseExtraDice", label: { key: `${K}.Start.ExtraDice` }, hint: { key: `${K}.Start.ExtraDiceHint` }, min: 0, max: MAX_SURPRISE_DICE, value: 0 },
    ];
  },

  round(s, names): RoundPanel {
    const state = s as State;
    const d = state.data;
    const lines: Label[] = [{ key: "FRAY.Tracker.Round", data: { round: state.round } }];
    const next = countdown(state).map((id) => names[id] ?? id);
    if (state.phase === "running" && next.length > 0) lines.push({ key: `${K}.Next`, data: { names: next.join(", ") } });
    if (d.refreshBy !== null) lines.push({ key: `${K}.Refresh`, data: { name: d.refreshBy === "" ? "—" : (names[d.refreshBy] ?? d.refreshBy) } });
    if (d.surprised.length > 0) lines.push({ key: `${K}.SurpriseRound`, data: { names: d.surprised.map((id) => names[id] ?? id).join(", ") } });
    return { lines, rows: [], commands: [] };
  },

  combatant(s, id): CombatantPanel {
    const state = s as State;
    const f = state.data.fighters[id]!;
    const slot = tacticaTurnPolicy.lineup(state).find((x) => x.id === id);
    const badges: Label[] = [{ key: f.side === "player" ? `${K}.Player` : `${K}.Npc` }];
    if (f.holding) badges.push({ key: `${K}.Holding` });
    if (f.lastOption) badges.push({ key: `${K}.LastOption` });
    if (f.carry) badges.push({ key: `${K}.Carry` });
    if (f.pool) badges.push({ key: `${K}.Pool`, data: { action: f.pool.action, dice: f.pool.dice } });
    if (f.burnEachRoll) badges.push({ key: `${K}.Burning`, data: { count: f.burnEachRoll } });
    if (state.data.surprised.includes(id)) badges.push({ key: `${K}.Surprised` });
    return {
      id,
      status: slot?.status ?? "waiting",
      order: { key: `${K}.DiceCount`, data: { count: f.dice.length, rolled: f.rolledThisRound } },
      badges,
      pips: null,
      pipsLabel: null,
      dice: faces(f),
      commands: commandsFor(state, id),
    };
  },

  subjects: (_state, command) => namedCombatant(command),

  // The countdown starts and ends each action in one step, so between steps no one is core's current combatant. A
  // move is part of an action ("they can move and perform an action"), paid with it, so the board checks every
  // fighter's move in the running fight (Panicked flight, a flyer's speed and turns, chariots' ground) and books
  // nothing (no moveCommand); the GM places a token freely with core's Displace movement.
  sharesTurn: (s, id) => Object.hasOwn((s as State).data.fighters, id),

  // A creature's action ends when it spends its next die, activates a pool (an action that pays none) or the round
  // rerolls: a flyer's drags between two are one action's ("the maximum number of zones the flying can move in one
  // action"), added up on the board.
  actionKey: (s, id) => {
    const f = (s as State).data.fighters[id];
    return f ? `${s.round}:${f.spentThisRound}${f.activated ? `:a${f.activated}` : ""}` : null;
  },

  // Each tactica step carries every combatant's condition as its actor shows it now (OoA, Crushed, in a State) and
  // the action dice its wounds burn.
  withActors(s, command, actorOf) {
    if (!Object.hasOwn(tacticaCommands, command.type)) return command;
    const conditions: Record<string, string> = {};
    const burns: Record<string, number> = {};
    for (const c of (s as State).combatants) {
      const actor = actorOf(c.id);
      if (!actor) continue;
      conditions[c.id] = tacticaCondition(actor.system, actor.statuses);
      burns[c.id] = actor.system.tactica.burntDice;
    }
    return { ...command, conditions, burns };
  },

  // An action taken in the tracker is the creature's next action: its exposures, Fumbled mark and (unless it is the
  // Pool action on a defence pool) its standing pools end, as a sheet attack's write-back ends them (own-action.ts).
  // Dice a card's outcome took away (Kill, "Lose of an action dice") leave the tracker as soon as the actor shows them.
  // An action lost to a failed roll to remove a State at it is charged as the creature's action (state-roll-charge.ts).
  actorChanged: (s, id, actor) => loseDiceStep(s, id, actor) ?? lostActionStep(s, id, actor),

  // Each step also keeps the actors' mirror of their attack pools (attack-pool.ts).
  actorWrites(events, command, actorOf) {
    const writes = stepWrites(command, actorOf);
    for (const [combatant, dice] of pooledWrites(events)) {
      const at = writes.findIndex((w) => w.combatant === combatant);
      const merged = withPooled(at >= 0 ? writes[at]!.back : { update: {} }, dice, actorOf(combatant)?.system);
      if (at >= 0) writes[at] = { combatant, back: merged };
      else if (Object.keys(merged.update ?? {}).length > 0) writes.push({ combatant, back: merged });
    }
    return writes;
  },

  costOf(s, id, action) {
    const state = s as State;
    if (state.phase !== "running") return null;
    // Dodge, Block and Parry each cost "a full action dice (use an AD, not a 1)", spent out of turn.
    if (action === "action-die") return { type: "respond", combatant: id, name: "defence" };
    // The sheet's Remove a State ("spend a die and do nothing") and Pool actions are actions: one die each.
    if (typeof action === "object" && (action.name === REMOVE_STATE_ACTION || action.name === "pool")) return tried(state, id, { name: action.name, cost: 1 });
    // "A Break action will cost 4 pips of dice" (the sheet's Break, break-action.ts).
    if (typeof action === "object" && action.name === BREAK_ACTION) return tried(state, id, { name: BREAK_ACTION, cost: BREAK_PIPS });
    // "They can use a 1-AD to roll to remove a single STATE as a Free action between actions."
    if (typeof action === "object" && action.name === STATE_ONE_DIE) return { type: "useOne", combatant: id, use: "stunRecovery" };
    // A Panicked creature's new Spirit roll "by using a 1 dice": a recovery roll, as the State's (no effort die follows).
    if (typeof action === "object" && action.name === CONDITION_ONE_DIE) return { type: "useOne", combatant: id, use: "stunRecovery" };
    // "Act as a +1 dice to increase another skill dice ... after you have rolled" (the attack card's raise, raise-die.ts).
    if (typeof action === "object" && action.name === RAISE_DIE_ACTION) return { type: "useOne", combatant: id, use: "raiseDie" };
    if (action !== "attack") return null;
    // A standing attack pool: "activate the pool ... when it is their turn" (no pips: its base cost is paid). Out of
    // its turn the engine refuses it, so the pooled dice never feed an opportunity attack.
    if (state.data.fighters[id]?.pool?.action === ATTACK_POOL) return { type: "act", combatant: id, action: { name: ATTACK_POOL, pool: "activate" } };
    // "Opportunity actions ... can occur at anytime": an attack by someone the countdown has not reached is one,
    // paid with the attack's pips outside the countdown.
    const inTurn = countdown(state).includes(id) || (state.data.refreshBy === null && state.data.fighters[id]?.holding === true);
    if (!inTurn) return { type: "respond", combatant: id, name: "opportunity attack", cost: TACTICA_ATTACK_PIPS };
    return tried(state, id, { name: "attack", cost: TACTICA_ATTACK_PIPS });
  },
};

/** What a step writes on the acting creature: dice a card took away, an effort die, or its action's ends. */
function stepWrites(command: TurnCommand | null, actorOf: (id: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const lost = loseDiceWrites(command);
  if (lost.length) return lost;
  // "Effort, +1 dice to the next roll you make": the 1 is spent here, the die waits on the actor for its next roll.
  if (command?.type === "useOne" && command["use"] === "effort" && typeof command.combatant === "string") return [{ combatant: command.combatant, back: { update: { "system.tactica.effort": true } } }];
  if (typeof command?.combatant !== "string") return [];
  // A response taken in the tracker ("Response actions: May occur at anytime") is the creature's next action too.
  if (command.type === "respond" && command["name"] === RESPONSE_ACTION) {
    const responder = actorOf(command.combatant);
    return responder ? [{ combatant: command.combatant, back: ownActionWriteBack(responder.system, false, false) }] : [];
  }
  if (command.type !== "act") return [];
  const actor = actorOf(command.combatant);
  if (!actor) return [];
  const action = command.action as { name?: unknown; pool?: unknown } | undefined;
  // An action other than an attack also gives up a special tactic's planned attacks (tactic-plan.ts).
  const back = ownActionWriteBack(actor.system, action?.name === "pool" && action.pool === undefined, action?.name === "attack");
  // A Remove a State step pays any action a failed roll lost (state-roll-charge.ts): none is owed any more.
  const owed = lostActionWrites(command, actorOf)[0]?.back.update ?? {};
  return [{ combatant: command.combatant, back: { ...back, update: { ...back.update, ...owed } } }];
}
