/**
 * Modifiers that explain themselves: every number the engine adds to a roll carries the reason it applies,
 * so chat cards can list them.
 */
export interface Modifier {
  /** What the modifier adds (negative for a penalty). */
  value: number;
  /** Why it applies, as a short stable key or phrase ("cover.light", "aim", "range increment 2"). */
  reason: string;
}

/**
 * The six-seconds X/Y form: X changes the attack roll, Y changes the defence DC (4 + attacker's bonus).
 * "On the Exhale +1/0" is { attack: 1, defence: 0 }.
 */
export interface SplitModifier {
  attack: number;
  defence: number;
  reason: string;
}

/** Adds or removes whole dice from a pool ("+1d", "−2d"). */
export interface DiceModifier {
  dice: number;
  reason: string;
}

export function total(mods: readonly Modifier[]): number {
  let sum = 0;
  for (const m of mods) sum += m.value;
  return sum;
}

export function totalDice(mods: readonly DiceModifier[]): number {
  let sum = 0;
  for (const m of mods) sum += m.dice;
  return sum;
}

export function splitTotals(mods: readonly SplitModifier[]): { attack: number; defence: number } {
  let attack = 0;
  let defence = 0;
  for (const m of mods) {
    attack += m.attack;
    defence += m.defence;
  }
  return { attack, defence };
}

/** Parse "+1/0", "-1/-1", "−1/−1" into a split modifier. */
export function parseSplit(text: string, reason: string): SplitModifier {
  const m = /^\s*([+\-−]?\d+)\s*\/\s*([+\-−]?\d+)\s*$/.exec(text);
  if (!m) throw new SyntaxError(`"${text}" is not an X/Y modifier such as +1/0`);
  const num = (s: string) => Number(s.replace("−", "-"));
  return { attack: num(m[1]!), defence: num(m[2]!), reason };
}
