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
}

export const EXAMPLE_ACTIONS: readonly TimedAction[] = Object.freeze([
  { key: "cast-spell", label: "Cast most spells", seconds: 4 },
  { key: "combo", label: "Use a Combo", seconds: 4 },
  { key: "melee-attack", label: "Single Melee attack", seconds: 4 },
  { key: "ranged-attack", label: "Single Ranged attack", seconds: 4 },
  { key: "stand-from-prone", label: "Stand up from prone", seconds: 4 },
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
