/**
 * six-seconds initiative: a special Reflex check + Dexterity (d6 + Reflex + Dexterity), highest first. Characters
 * who tie roll the check again, only among themselves, until each tie is broken; a late arrival rolls the same way
 * and is slotted in by its roll.
 */
import type { DiceSource } from "../../dice/source";

export interface InitiativeEntrant {
  id: string;
  reflex: number;
  dexterity: number;
}

export interface InitiativeRoll {
  id: string;
  /** The d6. */
  roll: number;
  bonus: number;
  total: number;
  /** Totals of the re-rolled checks that broke ties, in order (empty when there was no tie). */
  tieBreaks: number[];
}

const MAX_TIE_ROUNDS = 100;

/** One side of a contest: d6 + its bonus, the higher total first ("the one who rolled higher goes before"). */
export interface ContestEntrant {
  id: string;
  bonus: number;
}

function check(dice: DiceSource, e: ContestEntrant): { roll: number; bonus: number; total: number } {
  const roll = dice.roll(6);
  return { roll, bonus: e.bonus, total: roll + e.bonus };
}

function validate(e: InitiativeEntrant): void {
  if (typeof e.id !== "string" || e.id === "") throw new TypeError("initiative: entrant id must be a non-empty string");
  for (const k of ["reflex", "dexterity"] as const) {
    if (!Number.isInteger(e[k])) throw new TypeError(`initiative: ${k} of ${e.id} must be a whole number, got ${String(e[k])}`);
  }
}

/** Lexicographic: higher total first, then higher tie-break rolls. */
export function compareInitiative(a: InitiativeRoll, b: InitiativeRoll): number {
  const ka = [a.total, ...a.tieBreaks];
  const kb = [b.total, ...b.tieBreaks];
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (kb[i] ?? -Infinity) - (ka[i] ?? -Infinity);
    if (d !== 0) return d;
  }
  return 0;
}

/** Re-roll checks among each group that is still tied, until no two entrants compare equal. */
function breakTies(rolls: InitiativeRoll[], byId: Map<string, ContestEntrant>, dice: DiceSource): void {
  for (let round = 0; round < MAX_TIE_ROUNDS; round++) {
    rolls.sort(compareInitiative);
    const tied = new Set<InitiativeRoll>();
    for (let i = 1; i < rolls.length; i++) {
      if (compareInitiative(rolls[i - 1]!, rolls[i]!) === 0) tied.add(rolls[i - 1]!).add(rolls[i]!);
    }
    if (tied.size === 0) return;
    // Everyone in a tied group re-rolls once this pass; groups are independent because keys already differ.
    for (const r of rolls) if (tied.has(r)) r.tieBreaks.push(check(dice, byId.get(r.id)!).total);
  }
  throw new Error(`initiative ties still unbroken after ${MAX_TIE_ROUNDS} re-rolls`);
}

/** Everyone's initiative, highest first. */
export function rollInitiative(entrants: readonly InitiativeEntrant[], dice: DiceSource): InitiativeRoll[] {
  for (const e of entrants) validate(e);
  return rollContest(
    entrants.map((e) => ({ id: e.id, bonus: e.reflex + e.dexterity })),
    dice,
  );
}

/**
 * A contest of checks (d6 + each one's bonus), highest first; those who tie roll again among themselves until each
 * tie is broken. Initiative is one ("any time when you need to know who does something first … have the contesting
 * characters make a Reflex check for initiative"); so is any check one side makes against another's.
 */
export function rollContest(entrants: readonly ContestEntrant[], dice: DiceSource): InitiativeRoll[] {
  const byId = new Map<string, ContestEntrant>();
  for (const e of entrants) {
    if (typeof e.id !== "string" || e.id === "") throw new TypeError("contest: entrant id must be a non-empty string");
    if (!Number.isInteger(e.bonus)) throw new TypeError(`contest: bonus of ${e.id} must be a whole number, got ${String(e.bonus)}`);
    if (byId.has(e.id)) throw new RangeError(`contest: ${e.id} is listed twice`);
    byId.set(e.id, e);
  }
  const rolls = entrants.map((e) => ({ id: e.id, ...check(dice, e), tieBreaks: [] as number[] }));
  breakTies(rolls, byId, dice);
  return rolls;
}

export interface LateArrival {
  roll: InitiativeRoll;
  /** Index in the existing order where the newcomer goes. */
  index: number;
  /** Head-to-head re-rolls against those it tied with: [newcomer's total, other's total, other's id]. */
  tieRolls: { against: string; mine: number; theirs: number }[];
}

/**
 * A late arrival rolls initiative and goes in by its total. Against each combatant it ties with (their original
 * total), the two re-roll head to head, from the top of that group down, and the newcomer goes before the first one
 * it beats; the existing order is never disturbed.
 */
export function insertLateArrival(
  order: readonly { id: string; total: number }[],
  newcomer: InitiativeEntrant,
  others: ReadonlyMap<string, InitiativeEntrant>,
  dice: DiceSource,
): LateArrival {
  validate(newcomer);
  const asContest = (e: InitiativeEntrant): ContestEntrant => ({ id: e.id, bonus: e.reflex + e.dexterity });
  const first = check(dice, asContest(newcomer));
  const roll: InitiativeRoll = { id: newcomer.id, ...first, tieBreaks: [] };
  const tieRolls: LateArrival["tieRolls"] = [];
  let index = order.findIndex((o) => o.total < first.total);
  if (index < 0) index = order.length;
  // Those tied on total sit just before `index`; walk them from the top.
  let start = index;
  while (start > 0 && order[start - 1]!.total === first.total) start--;
  for (let i = start; i < index; i++) {
    const other = others.get(order[i]!.id);
    if (!other) throw new RangeError(`initiative: no stats for ${order[i]!.id}`);
    let guard = 0;
    for (;;) {
      const mine = check(dice, asContest(newcomer)).total;
      const theirs = check(dice, asContest(other)).total;
      tieRolls.push({ against: other.id, mine, theirs });
      if (mine !== theirs) {
        if (mine > theirs) return { roll, index: i, tieRolls };
        break;
      }
      if (++guard >= MAX_TIE_ROUNDS) throw new Error(`initiative tie with ${other.id} unbroken after ${MAX_TIE_ROUNDS} re-rolls`);
    }
  }
  return { roll, index, tieRolls };
}
