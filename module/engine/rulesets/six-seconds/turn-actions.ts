/**
 * The six-seconds "Example Actions" table (Chapter 3, Actions), as data: how many seconds each action takes.
 * A round is 6 seconds; any mix of actions that fits is allowed, and 0-second actions are free "within reason".
 */
export interface TimedAction {
  key: string;
  label: string;
  /** Seconds the action takes ("4SA" = 4). */
  seconds: number;
  /** True when the text gives a minimum ("Run (or longer)"). */
  orLonger?: boolean;
  /** Where the table prints other seconds than the rule the engine follows (see the rules notes). */
  printedSeconds?: number;
}

export const EXAMPLE_ACTIONS: readonly TimedAction[] = Object.freeze([
  { key: "cast-spell", label: "Cast most spells", seconds: 4 },
  { key: "combo", label: "Use a Combo", seconds: 4 },
  { key: "melee-attack", label: "Single Melee attack", seconds: 4 },
  { key: "ranged-attack", label: "Single Ranged attack", seconds: 4 },
  // The table lists it among the 4SAs; Crouching and Prone says "standing up from prone takes 2" (= prone→crouch→stand).
  { key: "stand-from-prone", label: "Stand up from prone", seconds: 2, printedSeconds: 4 },
  { key: "run", label: "Run (or longer)", seconds: 3, orLonger: true },
  { key: "grab-object", label: "Grab an object from a pack or pocket", seconds: 2 },
  { key: "aim-weapon", label: "Aim a ranged weapon", seconds: 2 },
  { key: "move", label: "Move", seconds: 1 },
  { key: "draw-sheathe", label: "Draw or sheathe a weapon", seconds: 1 },
  { key: "aim-before-attack", label: "Aim before a ranged attack", seconds: 1 },
  { key: "stand-from-crouch", label: "Stand up from crouch", seconds: 1 },
  { key: "prone-to-crouch", label: "Go from prone to crouch", seconds: 1 },
  { key: "crouch-or-prone", label: "Crouch or go to prone", seconds: 1 },
  { key: "talk", label: "Talk", seconds: 0 },
  { key: "drop-object", label: "Drop a held object", seconds: 0 },
].map((a) => Object.freeze(a)));

/** Seconds in a six-seconds round, and what a turn allows unless a condition says otherwise (Disabled: 3). */
export const ROUND_SECONDS = 6;

export function exampleAction(key: string): TimedAction {
  const found = EXAMPLE_ACTIONS.find((a) => a.key === key);
  if (!found) throw new RangeError(`no six-seconds example action "${key}"`);
  return found;
}

export type PostureStep = "standing" | "crouching" | "prone";

/**
 * Seconds to change posture (Crouching and Prone): crouching or going prone 1 s each, from one to the other 1 s,
 * standing up from a crouch 1 s, from prone 2 s. `standFromProne: "table"` uses the Example Actions table's 4 s.
 */
export function postureChangeSeconds(from: PostureStep, to: PostureStep, opts: { standFromProne?: "rule" | "table" } = {}): number {
  const steps: readonly string[] = ["standing", "crouching", "prone"];
  if (!steps.includes(from)) throw new RangeError(`unknown posture "${String(from)}"`);
  if (!steps.includes(to)) throw new RangeError(`unknown posture "${String(to)}"`);
  if (from === to) return 0;
  if (from === "prone" && to === "standing") return opts.standFromProne === "table" ? 4 : 2;
  return 1;
}
