/**
 * Possession: minds sharing one body.
 *
 * - A Possession check (d6 + the possessor's bonus) against the defender's Will: beating Minimum Will gives the
 *   defender a morale penalty; beating Will possesses the body (the penalty still applies — Jack Clancy drops
 *   from 9 to 8 Will in the text's example).
 * - Already possessed: the check is against the highest Will among the minds present; each may step aside.
 * - The body acts at most six seconds a round in total, whoever directs it.
 * - Any mind may veto another's turn (once a round per target): opposed d6 + Will, ties re-rolled. The actor
 *   wins → the vetoer takes a morale penalty; the vetoer wins → the turn is skipped. A Broken mind (Will 0)
 *   cannot veto or act, cannot help a cooperative possession, and cannot leave without everyone's permission.
 * - Leaving is a 0SA anyone may veto; a vetoed escape costs the leaver a morale penalty.
 */
import type { DiceSource } from "../../dice/source";
import {
  addMoralePenalties,
  currentWill,
  isBroken,
  minimumWill,
  type MoraleChange,
  type MoraleState,
} from "./morale";

export const BODY_SECONDS_PER_ROUND = 6;

export interface PossessionState {
  /** The possessed character's own mind id (the body's owner). */
  host: string;
  /** Every mind in the body, host included, with its morale. */
  minds: Record<string, MoraleState>;
  /** Possessing creatures in order of arrival. */
  possessors: string[];
  /** Pairs of minds working together ("a|b", sorted). */
  cooperating: string[];
  /** Seconds the body has acted this round, whoever directed it. */
  secondsUsed: number;
  /** Vetoes made this round, as "vetoer>target". */
  vetoes: string[];
}

export interface OpposedRoll {
  id: string;
  roll: number;
  will: number;
  total: number;
}

/** The body before anyone possesses it. */
export function unpossessed(host: string, hostMorale: MoraleState): PossessionState {
  if (!host) throw new TypeError("the host needs an id");
  return { host, minds: { [host]: hostMorale }, possessors: [], cooperating: [], secondsUsed: 0, vetoes: [] };
}

function mind(state: PossessionState, id: string): MoraleState {
  const m = state.minds[id];
  if (!m) throw new RangeError(`"${id}" is not a mind in ${state.host}'s body`);
  return m;
}

function pairKey(a: string, b: string): string {
  return [a, b].sort().join("|");
}

function setMind(state: PossessionState, id: string, m: MoraleState): PossessionState {
  return { ...state, minds: { ...state.minds, [id]: m } };
}

/** Minds present, highest Will first (ties: the host, then order of arrival). */
export function mindsByWill(state: PossessionState): string[] {
  const order = [state.host, ...state.possessors];
  return [...order].sort((a, b) => currentWill(mind(state, b)) - currentWill(mind(state, a)) || order.indexOf(a) - order.indexOf(b));
}

export interface PossessionAttempt {
  possessor: string;
  /** The mind the check was made against; absent when every mind stepped aside. */
  defender?: string;
  steppedAside: string[];
  check?: { roll: number; bonus: number; total: number; will: number; minimumWill: number };
  penalty?: MoraleChange;
  possessed: boolean;
  before: PossessionState;
  after: PossessionState;
  explanation: string[];
}

/**
 * A creature tries to possess the body. `stepAside` lists minds that forgo the check (taking no risk), so it
 * falls to the next-highest Will. If every mind steps aside the creature enters unopposed.
 */
export function attemptPossession(
  dice: DiceSource,
  state: PossessionState,
  attacker: { id: string; bonus: number; morale: MoraleState },
  options: { stepAside?: readonly string[] } = {},
): PossessionAttempt {
  if (!attacker.id) throw new TypeError("the possessor needs an id");
  if (state.minds[attacker.id]) throw new RangeError(`"${attacker.id}" is already in ${state.host}'s body`);
  if (!Number.isInteger(attacker.bonus)) throw new TypeError(`possession bonus must be a whole number, got ${attacker.bonus}`);
  const stepAside = options.stepAside ?? [];
  for (const id of stepAside) mind(state, id);
  const candidates = mindsByWill(state).filter((id) => !stepAside.includes(id));
  const enter = (s: PossessionState): PossessionState => ({
    ...s,
    minds: { ...s.minds, [attacker.id]: attacker.morale },
    possessors: [...s.possessors, attacker.id],
  });
  if (candidates.length === 0) {
    const after = enter(state);
    return {
      possessor: attacker.id,
      steppedAside: [...stepAside],
      possessed: true,
      before: state,
      after,
      explanation: ["every mind stepped aside: the creature enters without a check"],
    };
  }
  const defender = candidates[0]!;
  const dm = mind(state, defender);
  const will = currentWill(dm);
  const minWill = minimumWill(dm);
  const roll = dice.roll(6);
  const total = roll + attacker.bonus;
  const check = { roll, bonus: attacker.bonus, total, will, minimumWill: minWill };
  const explanation = [`Possession check ${roll} + ${attacker.bonus} = ${total} against ${defender}'s Will ${will}/${minWill}`];
  let after = state;
  let penalty: MoraleChange | undefined;
  if (total > minWill) {
    penalty = addMoralePenalties(dm, 1, `possession check beats ${defender}'s Minimum Will`);
    after = setMind(after, defender, penalty.after);
    explanation.push(...penalty.explanation);
  } else explanation.push("does not beat Minimum Will: no effect");
  const possessed = total > will;
  if (possessed) {
    after = enter(after);
    explanation.push(`beats Will ${will}: ${attacker.id} possesses ${state.host}`);
  }
  const result: PossessionAttempt = { possessor: attacker.id, defender, steppedAside: [...stepAside], check, possessed, before: state, after, explanation };
  if (penalty) result.penalty = penalty;
  return result;
}

/** The host lets a creature in to work together: no check, and the two cooperate. */
export function allowPossession(state: PossessionState, creature: { id: string; morale: MoraleState }): PossessionState {
  if (state.minds[creature.id]) throw new RangeError(`"${creature.id}" is already in ${state.host}'s body`);
  if (isBroken(mind(state, state.host))) throw new RangeError("a Broken character cannot take part in a cooperative possession");
  return {
    ...state,
    minds: { ...state.minds, [creature.id]: creature.morale },
    possessors: [...state.possessors, creature.id],
    cooperating: [...state.cooperating, pairKey(state.host, creature.id)],
  };
}

/** Start or stop working together (either side may stop at any time). */
export function setCooperation(state: PossessionState, a: string, b: string, together: boolean): PossessionState {
  mind(state, a);
  mind(state, b);
  if (a === b) throw new RangeError("a mind cannot cooperate with itself");
  const key = pairKey(a, b);
  if (together) {
    if (isBroken(mind(state, a)) || isBroken(mind(state, b))) throw new RangeError("a Broken mind cannot take part in a cooperative possession");
    return state.cooperating.includes(key) ? state : { ...state, cooperating: [...state.cooperating, key] };
  }
  return { ...state, cooperating: state.cooperating.filter((k) => k !== key) };
}

/** Seconds the body can still act this round. */
export function bodySecondsLeft(state: PossessionState): number {
  return BODY_SECONDS_PER_ROUND - state.secondsUsed;
}

/** A mind directs the body for some seconds of its turn. */
export function spendBodySeconds(state: PossessionState, actor: string, seconds: number): PossessionState {
  const m = mind(state, actor);
  if (!Number.isInteger(seconds) || seconds < 0) throw new RangeError(`seconds must be a whole number ≥ 0, got ${seconds}`);
  if (isBroken(m)) throw new RangeError(`${actor} is Broken and cannot act`);
  if (seconds > bodySecondsLeft(state)) {
    throw new RangeError(`the body has ${bodySecondsLeft(state)} second(s) left this round; ${actor} asked for ${seconds}`);
  }
  return { ...state, secondsUsed: state.secondsUsed + seconds };
}

/** A new round: the six-second budget and the once-a-round veto limits reset. */
export function newPossessionRound(state: PossessionState): PossessionState {
  return { ...state, secondsUsed: 0, vetoes: [] };
}

/** Opposed d6 + Will, re-rolled until someone wins. Dice order: first side, then second, each round of rolls. */
export function opposedWill(dice: DiceSource, first: { id: string; will: number }, second: { id: string; will: number }) {
  const rounds: [OpposedRoll, OpposedRoll][] = [];
  for (;;) {
    const a = dice.roll(6);
    const b = dice.roll(6);
    const ra = { id: first.id, roll: a, will: first.will, total: a + first.will };
    const rb = { id: second.id, roll: b, will: second.will, total: b + second.will };
    rounds.push([ra, rb]);
    if (ra.total !== rb.total) return { rounds, winner: ra.total > rb.total ? first.id : second.id };
  }
}

export type VetoedAction = "turn" | "leave";

export interface VetoOutcome {
  vetoer: string;
  actor: string;
  action: VetoedAction;
  rolls: [OpposedRoll, OpposedRoll][];
  /** The veto succeeded: the turn is skipped / the escape is blocked. */
  vetoed: boolean;
  /** Who took a morale penalty, if anyone (the failed vetoer, or the trapped leaver). */
  penalised?: string;
  penalty?: MoraleChange;
  before: PossessionState;
  after: PossessionState;
  explanation: string[];
}

/**
 * One mind vetoes another's turn (or attempt to leave). The vetoer rolls first, then the actor; ties re-roll.
 * A failed veto costs the vetoer a morale penalty; a vetoed escape costs the leaver one. The veto only settles
 * the contest: `leavePossession` removes a leaver once every objector has failed.
 */
export function veto(dice: DiceSource, state: PossessionState, vetoer: string, actor: string, action: VetoedAction = "turn"): VetoOutcome {
  if (vetoer === actor) throw new RangeError("a mind cannot veto itself");
  if (action !== "turn" && action !== "leave") throw new RangeError(`unknown vetoed action "${String(action)}"`);
  const vm = mind(state, vetoer);
  const am = mind(state, actor);
  if (isBroken(vm) || currentWill(vm) === 0) throw new RangeError(`${vetoer} has zero Will and cannot veto`);
  const key = `${vetoer}>${actor}`;
  if (state.vetoes.includes(key)) throw new RangeError(`${vetoer} has already vetoed ${actor} this round`);
  if (action === "leave" && actor === state.host) throw new RangeError("the host cannot leave its own body");
  const { rounds, winner } = opposedWill(dice, { id: vetoer, will: currentWill(vm) }, { id: actor, will: currentWill(am) });
  const vetoed = winner === vetoer;
  const explanation = rounds.map(
    ([v, a]) => `${v.id} ${v.roll} + ${v.will} = ${v.total} vs ${a.id} ${a.roll} + ${a.will} = ${a.total}${v.total === a.total ? ": tie, roll again" : ""}`,
  );
  let penalised: string | undefined;
  if (vetoed) {
    if (action === "leave") penalised = actor;
    explanation.push(action === "turn" ? `${vetoer} wins: ${actor}'s turn is skipped` : `${vetoer} wins: ${actor} is trapped`);
  } else {
    penalised = vetoer;
    explanation.push(action === "turn" ? `${actor} wins: keeps control for the turn` : `${actor} wins: ${vetoer} cannot stop the escape`);
  }
  let after: PossessionState = { ...state, vetoes: [...state.vetoes, key] };
  const outcome: VetoOutcome = { vetoer, actor, action, rolls: rounds, vetoed, before: state, after, explanation };
  if (penalised) {
    const penalty = addMoralePenalties(mind(state, penalised), 1, vetoed ? "vetoed escape" : "failed veto");
    after = setMind(after, penalised, penalty.after);
    explanation.push(...penalty.explanation);
    Object.assign(outcome, { penalised, penalty, after });
  }
  return outcome;
}

function removeMind(state: PossessionState, id: string): PossessionState {
  const minds = { ...state.minds };
  delete minds[id];
  return {
    ...state,
    minds,
    possessors: state.possessors.filter((p) => p !== id),
    cooperating: state.cooperating.filter((k) => !k.split("|").includes(id)),
  };
}

export interface LeaveOutcome {
  leaver: string;
  left: boolean;
  vetoes: VetoOutcome[];
  after: PossessionState;
  explanation: string[];
}

/**
 * A possessor tries to leave (0SA). Each objector in turn may veto; the first successful veto traps it.
 * A Broken possessor may only leave when nobody objects (it needs everyone's permission).
 */
export function leavePossession(dice: DiceSource, state: PossessionState, leaver: string, objectors: readonly string[] = []): LeaveOutcome {
  const lm = mind(state, leaver);
  if (leaver === state.host) throw new RangeError("the host cannot leave its own body");
  for (const o of objectors) mind(state, o);
  if (isBroken(lm) && objectors.length > 0) {
    return { leaver, left: false, vetoes: [], after: state, explanation: [`${leaver} is Broken and may not flee without everyone's permission`] };
  }
  const vetoes: VetoOutcome[] = [];
  let s = state;
  for (const o of objectors) {
    const v = veto(dice, s, o, leaver, "leave");
    vetoes.push(v);
    s = v.after;
    if (v.vetoed) return { leaver, left: false, vetoes, after: s, explanation: vetoes.flatMap((x) => x.explanation) };
  }
  const after = removeMind(s, leaver);
  return { leaver, left: true, vetoes, after, explanation: [...vetoes.flatMap((x) => x.explanation), `${leaver} leaves ${state.host}'s body`] };
}

/** A possession ended by force (an Exorcism): no veto. */
export function expel(state: PossessionState, possessor: string): PossessionState {
  mind(state, possessor);
  if (possessor === state.host) throw new RangeError("the host cannot be expelled from its own body");
  return removeMind(state, possessor);
}

/** The body's physical abilities. */
export interface BodyProfile {
  strength: number;
  endurance: number;
  dexterity: number;
}

/** What a mind brings: mental abilities, skills and what it knows. */
export interface MindProfile {
  intelligence: number;
  spirit: number;
  skills: Record<string, number>;
  techniques: string[];
  combos: string[];
  spells: string[];
}

export interface ControlProfile extends BodyProfile, MindProfile {
  controller: string;
  /** Minds whose best scores and knowledge were pooled in (cooperative possession). */
  pooledFrom: string[];
}

/**
 * What the body can do under one mind's direction: the body's Strength, Endurance and Dexterity with the
 * controller's mind. Cooperating (non-Broken) partners pool the best skills and mental scores and all they know.
 */
export function controlProfile(
  state: PossessionState,
  controller: string,
  body: BodyProfile,
  profiles: Readonly<Record<string, MindProfile>>,
): ControlProfile {
  if (isBroken(mind(state, controller))) throw new RangeError(`${controller} is Broken and cannot act`);
  const own = profiles[controller];
  if (!own) throw new RangeError(`no mind profile for "${controller}"`);
  const partners = state.cooperating
    .map((k) => k.split("|"))
    .filter((pair) => pair.includes(controller))
    .map((pair) => pair.find((id) => id !== controller)!)
    .filter((id) => state.minds[id] && !isBroken(state.minds[id]!));
  const pooled = [own];
  for (const p of partners) {
    const prof = profiles[p];
    if (!prof) throw new RangeError(`no mind profile for "${p}"`);
    pooled.push(prof);
  }
  const skills: Record<string, number> = {};
  for (const prof of pooled) for (const [k, v] of Object.entries(prof.skills)) skills[k] = Math.max(skills[k] ?? -Infinity, v);
  const union = (pick: (m: MindProfile) => string[]) => [...new Set(pooled.flatMap(pick))];
  return {
    controller,
    pooledFrom: partners,
    strength: body.strength,
    endurance: body.endurance,
    dexterity: body.dexterity,
    intelligence: Math.max(...pooled.map((p) => p.intelligence)),
    spirit: Math.max(...pooled.map((p) => p.spirit)),
    skills,
    techniques: union((m) => m.techniques),
    combos: union((m) => m.combos),
    spells: union((m) => m.spells),
  };
}

/**
 * Why a Broken mind in a shared body may not shake off its morale penalties unaided (pass it to
 * `brokenRecoveryRound` as `blocked`), or undefined when it may.
 */
export function recoveryBlockedReason(state: PossessionState, id: string): string | undefined {
  const m = mind(state, id);
  if (!isBroken(m) || state.possessors.length === 0) return undefined;
  return id === state.host ? "a Broken possessed character needs outside help" : "a Broken possessor needs outside help";
}
