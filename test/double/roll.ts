/**
 * Roll, dice terms and roll modes on chat messages, for the Foundry double (installRolls, after installFoundryDouble).
 * - `new Roll(formula)` / `evaluate()` (async, returns the roll) / `total` / `dice[].results[{result, active}]` /
 *   `toJSON` / `Roll.fromData`: https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html and
 *   foundry.dice.terms.DiceTerm.html. Formulas as Fray writes them: `NdS` terms and integers joined by `+`
 *   (module/dice/faces.ts formulaFor); anything else throws, as core throws on a formula it cannot parse.
 * - Faces come from a queue the test fills (`queue(...)`), else from a seeded pure-rand generator: tests stay exact.
 * - Roll modes (foundry-traps.md #9): ChatMessage.create applies none. `ChatMessage.applyRollMode(data, mode)`
 *   (v13) sets `whisper` to the GMs for gmroll and blindroll, `blind` for blindroll, `whisper` to the user alone for
 *   selfroll (the rule as public systems restate it: JiDW/Solaires-FoundryVTT `modules/utility.js` chatDataSetup,
 *   "From WFRP4e"; API page v13 ChatMessage#applyRollMode). v14 renames the modes (public, gm, blind, self, ic) and the
 *   method (`ChatMessage.applyMode`), keeping applyRollMode as a deprecation until v16 (Foundry_WoD20#1396;
 *   Muttley/foundryvtt-fallout#744), and the `core.rollMode` setting becomes `core.messageMode` (Foundry_WoD20#1395).
 *   GUESS: v14's modes set the same `whisper`/`blind` (v14 ChatMessageData still has both fields, API page
 *   foundry.documents.types.ChatMessageData v14).
 * - `Roll#toMessage(data, {rollMode})` (v13) / `{messageMode}` (v14) evaluates if needed, applies the mode (the
 *   user's setting by default) and creates the message with the roll attached (API Roll#toMessage;
 *   MetaMorphic-Digital/draw-steel's DSRoll#toMessage reads `messageMode` on v14).
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { DOUBLE, deprecated } from "./state";
import { world } from "./world";

type Rec = Record<string, unknown>;

export interface DieResult {
  result: number;
  active: boolean;
}

/** A dice term: `number` dice of `faces` sides (API foundry.dice.terms.Die). */
export class Die {
  results: DieResult[] = [];
  constructor(
    readonly number: number,
    readonly faces: number,
  ) {}
  get total(): number {
    return this.results.filter((r) => r.active).reduce((a, r) => a + r.result, 0);
  }
  get formula(): string {
    return `${this.number}d${this.faces}`;
  }
}

/** A plain number term (API foundry.dice.terms.NumericTerm). */
export class NumericTerm {
  constructor(readonly number: number) {}
  get total(): number {
    return this.number;
  }
  get formula(): string {
    return String(this.number);
  }
}

type Term = Die | NumericTerm;

const DICE = { queue: [] as number[], rng: xoroshiro128plus(29), rolled: [] as { faces: number; result: number }[] };

/** Faces the next dice show, in order (a face larger than the die is refused when it is drawn). */
export function queue(...faces: number[]): void {
  DICE.queue.push(...faces);
}

function draw(faces: number): number {
  const next = DICE.queue.shift();
  let result: number;
  if (next === undefined) result = uniformInt(DICE.rng, 1, faces);
  else if (!Number.isInteger(next) || next < 1 || next > faces) throw new RangeError(`the queued face ${next} does not fit a d${faces}`);
  else result = next;
  DICE.rolled.push({ faces, result });
  return result;
}

function parse(formula: string): Term[] {
  const parts = formula.split("+").map((p) => p.trim());
  return parts.map((p) => {
    const dice = /^(\d+)d(\d+)$/.exec(p);
    if (dice) return new Die(Number(dice[1]), Number(dice[2]));
    if (/^\d+$/.test(p)) return new NumericTerm(Number(p));
    throw new Error(`Unable to parse the roll formula "${formula}" (the double knows NdS and integers joined by +)`);
  });
}

export class Roll {
  readonly terms: Term[];
  _evaluated = false;
  _total: number | undefined;

  constructor(
    readonly formula: string,
    readonly data: Rec = {},
  ) {
    this.terms = parse(formula);
  }

  get dice(): Die[] {
    return this.terms.filter((t): t is Die => t instanceof Die);
  }
  get total(): number | undefined {
    return this._total;
  }

  /** API Roll#evaluate: async in v13/v14, resolves to the roll itself; a roll is evaluated once. */
  async evaluate(): Promise<this> {
    if (this._evaluated) throw new Error("The Roll has already been evaluated and is now immutable");
    for (const die of this.dice) die.results = Array.from({ length: die.number }, () => ({ result: draw(die.faces), active: true }));
    this._total = this.terms.reduce((a, t) => a + t.total, 0);
    this._evaluated = true;
    return this;
  }

  toJSON(): Rec {
    return { class: "Roll", formula: this.formula, evaluated: this._evaluated, total: this._total, terms: this.dice.map((d) => ({ number: d.number, faces: d.faces, results: d.results })) };
  }

  static fromData(data: Rec): Roll {
    const roll = new Roll(String(data["formula"]));
    const dice = (data["terms"] as { results: DieResult[] }[] | undefined) ?? [];
    roll.dice.forEach((d, i) => (d.results = dice[i]?.results ?? []));
    roll._evaluated = data["evaluated"] === true;
    roll._total = typeof data["total"] === "number" ? data["total"] : undefined;
    return roll;
  }

  /** API Roll#toMessage: the mode from the options, else the user's setting; v14 reads `messageMode`. */
  async toMessage(messageData: Rec = {}, options: { rollMode?: string; messageMode?: string; create?: boolean } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const cls = (world().config["ChatMessage"]!["documentClass"] ?? ChatMessageModes.base) as ChatMessageStatic;
    const data: Rec = { ...messageData, rolls: [this] };
    if (DOUBLE.generation >= 14) {
      if (options.rollMode) deprecated("The rollMode option of Roll#toMessage is deprecated in favor of messageMode");
      applyMode(data, options.messageMode ?? V14_FROM_V13[options.rollMode ?? ""] ?? currentMode());
    } else applyRollMode(data, options.rollMode ?? currentMode());
    return options.create === false ? data : cls.create(data);
  }
}

interface ChatMessageStatic {
  create(data: Rec): Promise<unknown>;
}
const ChatMessageModes = { base: null as unknown };

const V14_FROM_V13: Record<string, string> = { publicroll: "public", roll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };

/** The user's mode setting of the running generation. */
function currentMode(): string {
  const settings = (globalThis as unknown as { game: { settings: { get(n: string, k: string): unknown } } }).game.settings;
  return String(settings.get("core", DOUBLE.generation >= 14 ? "messageMode" : "rollMode"));
}

function gmIds(): string[] {
  const users = (globalThis as unknown as { game: { users: { contents: { id: string | null; isGM: boolean }[] } } }).game.users;
  return users.contents.filter((u) => u.isGM && u.id).map((u) => u.id!);
}

/** v14 `ChatMessage.applyMode` (and the shared rule behind v13's applyRollMode, by v14 name). */
function applyMode(data: Rec, mode: string): Rec {
  if (!["public", "ic", "gm", "blind", "self"].includes(mode)) throw new Error(`"${mode}" is not a message mode (CONFIG.ChatMessage.modes)`);
  if (mode === "gm" || mode === "blind") data["whisper"] = gmIds();
  if (mode === "blind") data["blind"] = true;
  if (mode === "self") data["whisper"] = [world().user().id];
  if (mode === "public" || mode === "ic") {
    data["whisper"] = [];
    data["blind"] = false;
  }
  return data;
}

/** v13 `ChatMessage.applyRollMode`; in v14 it still works, with a deprecation warning. */
function applyRollMode(data: Rec, rollMode: string): Rec {
  if (DOUBLE.generation >= 14) deprecated("ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode");
  const mode = V14_FROM_V13[rollMode];
  if (!mode) throw new Error(`"${rollMode}" is not a roll mode (CONST.DICE_ROLL_MODES)`);
  return applyMode(data, mode);
}

export interface RollHandle {
  queue: (...faces: number[]) => void;
  /** Every die drawn since install, in order. */
  rolled: { faces: number; result: number }[];
  /** Set the acting user's mode (v13 names in v13, v14 names in v14). */
  setMode: (mode: string) => Promise<void>;
}

/**
 * Install Roll (global, `foundry.dice.Roll`, CONFIG.Dice.rolls), the mode statics on the installed ChatMessage
 * class(es), and the core mode setting. Call after installFoundryDouble (again after each fresh install).
 */
export function installRolls(seed = 29): RollHandle {
  DICE.queue = [];
  DICE.rng = xoroshiro128plus(seed);
  DICE.rolled = [];
  const g = globalThis as unknown as Rec & { foundry: Rec; CONFIG: Rec & { Dice: Rec; ChatMessage: Rec }; ChatMessage: Rec; game: { settings: { register(n: string, k: string, c: Rec): void; set(n: string, k: string, v: unknown): Promise<unknown> } } };
  g["Roll"] = Roll;
  g.foundry["dice"] = { Roll, terms: { Die, NumericTerm } };
  g.CONFIG.Dice["rolls"] = [Roll];
  g.CONFIG.Dice["rollClass"] = Roll;
  ChatMessageModes.base = g.ChatMessage;
  // The statics live on core's ChatMessage, so Fray's subclass (CONFIG.ChatMessage.documentClass) inherits them.
  Object.assign(g.ChatMessage, DOUBLE.generation >= 14 ? { applyMode, applyRollMode } : { applyRollMode });
  if (DOUBLE.generation < 14) delete (g.ChatMessage as Rec)["applyMode"];
  // GUESS: v14 still answers core.rollMode with a deprecation (Foundry_WoD20#1395); the double registers only the
  // generation's own setting, so a v13 read on v14 (or the reverse) fails loudly here.
  const [key, initial] = DOUBLE.generation >= 14 ? ["messageMode", "public"] : ["rollMode", "publicroll"];
  g.game.settings.register("core", key, { scope: "client", default: initial, type: String });
  return {
    queue,
    rolled: DICE.rolled,
    setMode: async (mode) => {
      await g.game.settings.set("core", key, mode);
    },
  };
}
