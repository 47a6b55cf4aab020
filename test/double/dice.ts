/**
 * A minimal Roll: formulas of `NdM` terms and numbers joined by + and -, evaluated from a dice source the test
 * controls (a queue of faces, else a seeded generator), with total, dice results and toJSON/fromData so a
 * ChatMessage can store it. API: https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html (evaluate is
 * async and returns the Roll; `total` is undefined before). The v14 part of the double (roll.ts) adds roll modes.
 */
type Rec = Record<string, unknown>;

export interface DieTerm {
  number: number;
  faces: number;
  results: { result: number; active: boolean }[];
}

/** Where dice come from: queued faces first (each clamped to the die), then a seeded generator. */
export const DICE = {
  queue: [] as number[],
  seed: 1,
  next(faces: number): number {
    const queued = DICE.queue.shift();
    if (queued !== undefined) return Math.min(Math.max(Math.trunc(queued), 1), faces);
    // mulberry32: reproducible runs without Math.random
    let t = (DICE.seed = (DICE.seed + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % faces) + 1;
  },
};

const TERM = /([+-]?)\s*(?:(\d*)d(\d+)|(\d+(?:\.\d+)?))/g;

export class Roll {
  readonly formula: string;
  readonly data: Rec;
  dice: DieTerm[] = [];
  total: number | undefined = undefined;
  _evaluated = false;

  constructor(formula: string, data: Rec = {}) {
    this.formula = formula.replace(/@([\w.]+)/g, (_m, path: string) => String(path.split(".").reduce<unknown>((o, k) => (o as Rec | undefined)?.[k], data) ?? 0));
    this.data = data;
  }

  static create(formula: string, data: Rec = {}): Roll {
    return new this(formula, data);
  }

  get result(): string {
    return String(this.total ?? "");
  }

  async evaluate(): Promise<this> {
    return this.evaluateSync();
  }

  evaluateSync(): this {
    if (this._evaluated) throw new Error("This Roll has already been evaluated");
    let total = 0;
    for (const m of this.formula.matchAll(TERM)) {
      const sign = m[1] === "-" ? -1 : 1;
      if (m[3] !== undefined) {
        const die: DieTerm = { number: Number(m[2] || 1), faces: Number(m[3]), results: [] };
        for (let i = 0; i < die.number; i++) die.results.push({ result: DICE.next(die.faces), active: true });
        this.dice.push(die);
        total += sign * die.results.reduce((s, r) => s + r.result, 0);
      } else total += sign * Number(m[4]);
    }
    this.total = total;
    this._evaluated = true;
    return this;
  }

  toJSON(): Rec {
    return { class: "Roll", formula: this.formula, dice: this.dice, total: this.total, evaluated: this._evaluated };
  }

  static fromData(data: Rec): Roll {
    const roll = new this(String(data["formula"] ?? ""));
    roll.dice = (data["dice"] as DieTerm[] | undefined) ?? [];
    roll.total = data["total"] as number | undefined;
    roll._evaluated = data["evaluated"] === true;
    return roll;
  }
}
