/**
 * Modifiers that explain themselves: every number the engine adds to a roll carries the reason it applies,
 * so chat cards can list them. A reason the engine gives also carries a stable `code` with its `data`, which the
 * Foundry layer translates (lang key FRAY.Reason.<code>, data as its placeholders); `reason` stays an English
 * phrase for logs and tests. A modifier without a code is free text (a name, what a user typed) shown as is.
 */
export type ReasonData = Readonly<Record<string, string | number>>;

export interface Reasoned {
  /** Why it applies: an English phrase for logs and tests ("range increment 2"), or the user's own text. */
  reason: string;
  /** Stable code of an engine reason ("cover.light", "range-increment"); absent for free text. */
  code?: string;
  /** The code's placeholders ({ increments: 2 }): numbers and names only, never English words. */
  data?: ReasonData;
}

export interface Modifier extends Reasoned {
  /** What the modifier adds (negative for a penalty). */
  value: number;
}

/**
 * The six-seconds X/Y form: X changes the attack roll, Y changes the defence DC (4 + attacker's bonus).
 * "On the Exhale +1/0" is { attack: 1, defence: 0 }.
 */
export interface SplitModifier extends Reasoned {
  attack: number;
  defence: number;
}

/** Adds or removes whole dice from a pool ("+1d", "−2d"). */
export interface DiceModifier extends Reasoned {
  dice: number;
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

/** A number with its sign, for chat cards: "+2", "−1", "0". */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${-value}`;
  return "0";
}

/** "+1/0", "−1/−1": the six-seconds way of writing a split modifier. */
export function formatSplit(mod: Pick<SplitModifier, "attack" | "defence">): string {
  return `${signed(mod.attack)}/${signed(mod.defence)}`;
}

/** Parse "+1d", "-2d", "−1d" (tactica's "Heavy −2d") into a dice modifier. */
export function parseDiceModifier(text: string, reason: string): DiceModifier {
  const m = /^\s*([+\-−]?)(\d+)\s*d\s*$/i.exec(text);
  if (!m) throw new SyntaxError(`"${text}" is not a dice modifier such as +1d or −2d`);
  const n = Number(m[2]);
  return { dice: m[1] === "-" || m[1] === "−" ? -n : n, reason };
}

/** Parse "+2", "-3", "−1" into a modifier. */
export function parseModifier(text: string, reason: string): Modifier {
  const m = /^\s*([+\-−]?\d+)\s*$/.exec(text);
  if (!m) throw new SyntaxError(`"${text}" is not a modifier such as +2 or −1`);
  return { value: Number(m[1]!.replace("−", "-")), reason };
}

export interface AppliedDice {
  /** Dice to roll after the modifiers and the limits. */
  count: number;
  /** Base plus every modifier, before the limits. */
  raw: number;
  /** Which limit changed the count, if any. */
  limitedBy: "min" | "max" | null;
  modifiers: DiceModifier[];
}

/**
 * A dice pool after ±Nd modifiers, clamped to the ruleset's limits. The unclamped figure is kept so a card can
 * say "−3d, but never fewer than 1 die".
 */
export function applyDiceModifiers(base: number, mods: readonly DiceModifier[], limits: { min?: number; max?: number } = {}): AppliedDice {
  if (!Number.isInteger(base) || base < 0) throw new RangeError(`a base pool must be a whole number ≥ 0, got ${base}`);
  for (const m of mods) if (!Number.isInteger(m.dice)) throw new RangeError(`dice modifier "${m.reason}" must be whole dice, got ${m.dice}`);
  const min = limits.min ?? 0;
  const max = limits.max ?? Infinity;
  if (min > max) throw new RangeError(`dice limits are reversed: min ${min} > max ${max}`);
  const raw = base + totalDice(mods);
  const count = Math.min(max, Math.max(min, raw));
  return { count, raw, limitedBy: raw < min ? "min" : raw > max ? "max" : null, modifiers: [...mods] };
}
