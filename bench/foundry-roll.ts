/**
 * A stand-in for Foundry's Roll in the bench: it parses the formula the Foundry layer builds ("1d6 + 4d6"),
 * rolls each term with a seeded source and exposes `dice[].results[]` as Foundry does, so the bench can feed
 * the faces to the engine exactly as module/dice/roll.ts does (facesOf → resolveRequest → queuedDice).
 */
import type { DiceSource } from "../module/engine/dice/source";

interface DieTerm {
  number: number;
  faces: number;
  results: { result: number; active: boolean }[];
}

export class FoundryLikeRoll {
  readonly dice: DieTerm[];

  constructor(readonly formula: string) {
    this.dice = formula === "0" ? [] : formula.split("+").map((part) => {
      const match = /^\s*(\d+)d(\d+)\s*$/.exec(part);
      if (!match) throw new RangeError(`FoundryLikeRoll reads only "NdS + NdS" formulas, got ${formula}`);
      return { number: Number(match[1]), faces: Number(match[2]), results: [] };
    });
  }

  evaluate(source: DiceSource): this {
    for (const term of this.dice) {
      term.results = [];
      for (let i = 0; i < term.number; i++) term.results.push({ result: source.roll(term.faces), active: true });
    }
    return this;
  }
}

/** Active faces of every die term, in formula order (as facesOf in module/dice/roll.ts). */
export function facesOfRoll(roll: FoundryLikeRoll): number[] {
  return roll.dice.flatMap((term) => term.results.filter((r) => r.active).map((r) => r.result));
}
