/**
 * six-seconds turn policy. Rounds of 6 seconds; on your turn you spend seconds on actions of 0–4+ seconds in any
 * mix that fits; an action longer than what is left may run on into your next turn (consecutive seconds); delays
 * count down in seconds of your own turns; a character may delay his turn and later interrupt someone else's turn
 * (between actions); initiative d6 + Reflex + Dexterity with ties re-rolled among the tied; late arrivals slot in.
 *
 * Commands: start · addCombatant {combatant: {id, name?, reflex, dexterity, secondsPerTurn?}} · removeCombatant
 *   act {combatant, key} | act {combatant, action: {name, seconds, delaySeconds?}}   spend seconds
 *                                      crew?: [ids] others doing it together (a reload) pay the same (turn-crew.ts)
 *   endTurn {combatant}                the rest of the turn's seconds pass (delays keep counting)
 *   delay {combatant}                  skip acting now, keep the turn for later (before your next turn)
 *   interrupt {combatant}              a delaying combatant takes the kept turn now, pausing the active turn
 *   setSeconds {combatant, seconds}    seconds a turn allows from now on (Disabled: 3)
 *   any command may carry conditionSeconds {id: seconds}: what each fighter's conditions allow now (turn-carried.ts)
 *   stun {combatant, seconds, reason?} seconds that pass without action (Stunned; Staggered's d6 each round)
 *   stagger {combatant, rounds?}      Staggered: for 1d6 rounds (or `rounds`), a d6 of stunned seconds each round (dice)
 *   mount {combatant: rider, mount, controlSeconds?}  the mount leaves the order and acts on the rider's count, in
 *                                      the rider's turn; controlling it costs the rider 2 s a round (techniques: less)
 *   dismount {combatant: rider}        the mount takes its own place again, right after the rider
 *   possess {combatant, body}          after a successful possession: the possessor acts through the host's body,
 *                                      which takes no more than 6 s of action a round from all its minds together
 *   release {combatant}                the possessor leaves the body (a 0SA; a veto is resolved in possession.ts)
 */
import type { TurnPolicy } from "../../turns/policy";
import type { Budget, TurnSlot } from "../../turns/types";
import { readBoolean, readInt } from "../../turns/args";
import { sixSecondsDataProblem } from "./turn-data-check";
import type { SixSecondsTurnEvent } from "./turn-events";
export type { SixSecondsTurnEvent } from "./turn-events";
import { MAX_INITIATIVE_BONUS } from "./turn-limits";
import { ROUND_SECONDS } from "./turn-actions";
import { insertLateArrival, rollInitiative, type InitiativeEntrant } from "./turn-initiative";
import { MOUNT_CONTROL_SECONDS } from "./mounted";
import { sharedBodyOf, sharedBodySecondsLeft } from "./turn-possession";
import { fighter, type Ctx, type SixSecondsTurnData, type SixSecondsTurnOptions } from "./turn-fighters";
export type { DelayTimer, OngoingAction, SixSecondsFighter, SixSecondsScheduler, SixSecondsTurnData, SixSecondsTurnOptions } from "./turn-fighters";
import { allowance } from "./turn-seconds";
import { advance, beginTurn } from "./turn-flow";
import { leaveBody, linkMount, releaseBody, unmount } from "./turn-riders";
import { sixSecondsCommands } from "./turn-commands";
import { withCarriedSeconds } from "./turn-carried";

function readFighterSpec(spec: Record<string, unknown>): InitiativeEntrant & { secondsPerTurn: number } {
  const cmd = { type: "addCombatant" };
  const id = spec.id as string;
  return {
    id,
    reflex: readInt(cmd, `${id}.reflex`, spec.reflex, -MAX_INITIATIVE_BONUS, MAX_INITIATIVE_BONUS),
    dexterity: readInt(cmd, `${id}.dexterity`, spec.dexterity, -MAX_INITIATIVE_BONUS, MAX_INITIATIVE_BONUS),
    secondsPerTurn: spec.secondsPerTurn === undefined ? ROUND_SECONDS : readInt(cmd, `${id}.secondsPerTurn`, spec.secondsPerTurn, 0, ROUND_SECONDS),
  };
}

function entrant(ctx: Ctx, id: string): InitiativeEntrant {
  const f = fighter(ctx, id);
  return { id, reflex: f.reflex, dexterity: f.dexterity };
}

export const sixSecondsTurnPolicy: TurnPolicy<SixSecondsTurnData, SixSecondsTurnEvent> = {
  id: "six-seconds",

  init(options) {
    const o = (options ?? {}) as SixSecondsTurnOptions;
    const allowSpanning = o.allowSpanning === undefined ? true : readBoolean({ type: "options" }, "allowSpanning", o.allowSpanning);
    return { order: [], fighters: {}, nextTimer: 1, allowSpanning };
  },

  addCombatant(ctx, spec) {
    const s = readFighterSpec(spec);
    ctx.data.fighters[s.id] = {
      reflex: s.reflex, dexterity: s.dexterity, secondsPerTurn: s.secondsPerTurn,
      initiative: null, spent: 0, hadTurn: false, delaying: false, ongoing: null, timers: [], stunned: 0,
    };
    // Arriving mounted ({mount, controlSeconds?}): the mount, already in the encounter, leaves the order.
    if (spec.mount !== undefined) linkMount(ctx, s.id, spec.mount, spec.controlSeconds);
    if (ctx.state.phase !== "running") return;
    // Late arrival: roll and slot in by the roll; if that slot has already passed this round, wait for the next.
    const order = ctx.data.order.map((id) => ({ id, total: fighter(ctx, id).initiative!.total }));
    const others = new Map(ctx.data.order.map((id) => [id, entrant(ctx, id)]));
    const late = insertLateArrival(order, s, others, ctx.dice());
    const f = fighter(ctx, s.id);
    f.initiative = late.roll;
    const after = ctx.data.order[late.index];
    f.hadTurn = after !== undefined && fighter(ctx, after).hadTurn;
    ctx.data.order.splice(late.index, 0, s.id);
    ctx.emit("initiativeRolled", { combatant: s.id, roll: late.roll.roll, bonus: late.roll.bonus, total: late.roll.total, position: late.index, tieRolls: late.tieRolls, actsThisRound: !f.hadTurn });
  },

  removeCombatant(ctx, id) {
    const gone = fighter(ctx, id);
    if (gone.mount) unmount(ctx, id, "rider removed");
    if (gone.rider) {
      fighter(ctx, gone.rider).mount = null;
      ctx.emit("dismounted", { combatant: gone.rider, mount: id, reason: "mount removed" });
    }
    if (ctx.data.bodies?.[id]) releaseBody(ctx, id);
    else if (gone.body) leaveBody(ctx, id);
    const wasActive = ctx.state.active === id;
    if (wasActive) ctx.endTurn({ removed: true });
    ctx.data.order = ctx.data.order.filter((x) => x !== id);
    delete ctx.data.fighters[id];
    if (wasActive && ctx.state.phase === "running" && ctx.data.order.length > 0) advance(ctx);
  },

  start(ctx) {
    // A ridden mount rolls no initiative of its own: it acts on its rider's count.
    const rolls = rollInitiative(ctx.state.combatants.filter((c) => !fighter(ctx, c.id).rider).map((c) => entrant(ctx, c.id)), ctx.dice());
    for (const r of rolls) fighter(ctx, r.id).initiative = r;
    ctx.data.order = rolls.map((r) => r.id);
    ctx.emit("initiativeRolled", { order: ctx.data.order, rolls: rolls.map((r) => ({ ...r })) });
    ctx.startRound();
    beginTurn(ctx, ctx.data.order[0]!, "normal");
  },

  // Each command first takes the seconds the fighters' conditions allow now (Disabled: 3), read from their actors.
  commands: withCarriedSeconds(sixSecondsCommands),

  hasTurnLeft(state, id) {
    const f = state.data.fighters[id];
    return f !== undefined && (!f.hadTurn || f.delaying);
  },

  roundOver(state) {
    return state.round > 0 && state.active === null && state.data.order.every((id) => state.data.fighters[id]!.hadTurn);
  },

  budget(state, id): Budget | null {
    const f = state.data.fighters[id];
    if (!f) return null;
    // A rider's turn allows its seconds less the mount's control; a shared body allows no more than it has left.
    const allowed = Math.min(allowance(f), f.spent + sharedBodySecondsLeft(state.data, id));
    return { unit: "seconds", allowed, spent: f.spent };
  },

  dataProblem: sixSecondsDataProblem,

  lineup(state): TurnSlot[] {
    const { order, fighters } = state.data;
    const next = state.active === null ? undefined : order.find((id) => !fighters[id]!.hadTurn);
    const slot = (id: string, status: TurnSlot["status"], inTurn: boolean, first: string): TurnSlot => {
      const f = fighters[id]!;
      const own = allowance(f);
      const left = inTurn ? `${own - f.spent}/${own} s left` : `${own} s`;
      const body = sharedBodyOf(state.data, id);
      const extra = [
        f.mount ? `riding ${f.mount} (${f.controlSeconds ?? MOUNT_CONTROL_SECONDS} s control)` : "",
        body !== null ? `body of ${body}: ${sharedBodySecondsLeft(state.data, id)} s left this round` : "",
        f.stunned > 0 ? `stunned ${f.stunned} s` : "", f.ongoing ? `${f.ongoing.name}: ${f.ongoing.secondsLeft} s to go` : "",
        ...f.timers.map((t) => `${t.name} in ${t.secondsLeft} s`),
      ].filter(Boolean);
      return { id, status, note: [first, left, ...extra].join(" · ") };
    };
    return order.flatMap((id) => {
      const f = fighters[id]!;
      const inTurn = id === state.active || state.interrupted.includes(id);
      const status = id === state.active ? "active" : state.interrupted.includes(id) ? "interrupted" : f.delaying ? "delaying"
        : f.hadTurn ? "done" : id === next ? "next" : "waiting";
      const slots = [slot(id, status, inTurn, `initiative ${f.initiative?.total ?? "–"}`)];
      // A ridden mount sits on its rider's count, with the rider's status.
      if (f.mount && fighters[f.mount]) slots.push(slot(f.mount, status, inTurn && fighters[f.mount]!.withRider === true, `ridden by ${id}`));
      return slots;
    });
  },
};
