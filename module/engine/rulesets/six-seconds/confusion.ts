/**
 * The d20 Confusion table, rolled every round for a Confused character, as data plus the roller that follows its
 * chained entries (1: roll again ignoring 1s and stay confused 1d6 rounds longer; 6: scream while doing what a
 * re-roll says, ignoring 5s).
 *
 * The text prints 16 and 17 with no action of their own, directly above 18: we read 16–18 as one merged row
 * ("Player regains control for the round").
 */
import type { DiceSource } from "../../dice/source";

export type ConfusionEffect =
  | "roll-again-extend"
  | "attack-deadliest-scatter"
  | "attack-deadliest-most-disliked"
  | "attack-deadliest-closest"
  | "panicked"
  | "scream-and-reroll"
  | "throw-held-scatter"
  | "attack-nearest-weakest"
  | "drop-held"
  | "stare"
  | "walk-scatter"
  | "run-scatter"
  | "hallucinate"
  | "fall-prone"
  | "sit-down"
  | "control-round"
  | "control-1d6-rounds"
  | "control-minute";

export interface ConfusionEntry {
  /** Lowest and highest d20 results of the row. */
  from: number;
  to: number;
  effect: ConfusionEffect;
  text: string;
  /** The row needs a scatter die for its direction. */
  scatter?: boolean;
}

export const CONFUSION_TABLE: readonly ConfusionEntry[] = [
  { from: 1, to: 1, effect: "roll-again-extend", text: "Roll the die again, ignoring any future results of '1.' The character is confused for an additional 1d6 rounds." },
  { from: 2, to: 2, effect: "attack-deadliest-scatter", scatter: true, text: "Roll a scatter die. Character uses whichever spell, combo and weapon combination the GM thinks most deadly against the creature closest to that direction." },
  { from: 3, to: 3, effect: "attack-deadliest-most-disliked", text: "Character uses whichever spell, combo and weapon combination the GM thinks most deadly against whichever creature the character dislikes the most." },
  { from: 4, to: 4, effect: "attack-deadliest-closest", text: "Character uses whichever spell, combo and weapon combination the GM thinks most deadly against whichever creature is closest." },
  { from: 5, to: 5, effect: "panicked", text: "Creature is Panicked for this round." },
  { from: 6, to: 6, effect: "scream-and-reroll", text: "Reroll the die. The character screams as loudly as he can while doing whatever the reroll says, ignoring any results of '5'." },
  { from: 7, to: 7, effect: "throw-held-scatter", scatter: true, text: "Roll a scatter die. Character throws whatever it is holding in the creature closest to that direction." },
  { from: 8, to: 8, effect: "attack-nearest-weakest", text: "Character attacks nearest creature with its least powerful (but still harmful) attack once." },
  { from: 9, to: 9, effect: "drop-held", text: "Character drops what he is holding." },
  { from: 10, to: 10, effect: "stare", text: "Character stares off into space." },
  { from: 11, to: 11, effect: "walk-scatter", scatter: true, text: "Roll a scatter die. The character walks in that direction (3 seconds of movement)." },
  { from: 12, to: 12, effect: "run-scatter", scatter: true, text: "Roll a scatter die. The character runs in that direction." },
  { from: 13, to: 13, effect: "hallucinate", text: "Character hallucinates ghostly attackers, and attacks random space. The character is flanked for the round." },
  { from: 14, to: 14, effect: "fall-prone", text: "Character falls prone." },
  { from: 15, to: 15, effect: "sit-down", text: "Character sits down (counts as a crouch)." },
  { from: 16, to: 18, effect: "control-round", text: "Player regains control for the round." },
  { from: 19, to: 19, effect: "control-1d6-rounds", text: "Player regains control for 1d6 rounds." },
  { from: 20, to: 20, effect: "control-minute", text: "Player regains control for one minute." },
];

export function confusionEntry(d20: number): ConfusionEntry {
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20) throw new RangeError(`a d20 cannot show ${d20}`);
  return CONFUSION_TABLE.find((e) => d20 >= e.from && d20 <= e.to)!;
}

export interface ConfusionRound {
  /** Every d20 rolled, in order, including those the chain told us to ignore. */
  rolls: number[];
  /** The entry the character acts on. */
  entry: ConfusionEntry;
  /** Rolled a 6 along the way: screams while doing it. */
  screaming: boolean;
  /** Extra rounds of confusion from a 1 (1d6). */
  extraRounds: number;
  extraRoundsRoll?: number;
  /** For control-1d6-rounds: how many rounds. */
  controlRounds?: number;
  /** The d8 scatter result for rows that need one. */
  scatterRoll?: number;
}

/**
 * Roll this round's confusion. Dice order: d20s as the chain needs them, then the d6 for a 1's extra rounds,
 * then a 19's d6, then a d8 scatter die if the final row needs one.
 * After a 1, later 1s are ignored; after a 6, later 5s are ignored (and a second 6 just rolls again).
 */
export function rollConfusion(dice: DiceSource): ConfusionRound {
  const rolls: number[] = [];
  let ignoreOnes = false;
  let ignoreFives = false;
  let screaming = false;
  let extend = false;
  for (;;) {
    const r = dice.roll(20);
    rolls.push(r);
    if ((r === 1 && ignoreOnes) || (r === 5 && ignoreFives)) continue;
    if (r === 1) {
      ignoreOnes = true;
      extend = true;
      continue;
    }
    if (r === 6) {
      screaming = true;
      ignoreFives = true;
      continue;
    }
    const entry = confusionEntry(r);
    const out: ConfusionRound = { rolls, entry, screaming, extraRounds: 0 };
    if (extend) {
      out.extraRoundsRoll = dice.roll(6);
      out.extraRounds = out.extraRoundsRoll;
    }
    if (entry.effect === "control-1d6-rounds") out.controlRounds = dice.roll(6);
    if (entry.scatter) out.scatterRoll = dice.roll(8);
    return out;
  }
}
