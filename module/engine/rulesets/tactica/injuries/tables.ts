/**
 * The per-location injury effect tables (d6, +1 when rolling for a Killing Blow or Massive damage; 7+ is the top row).
 * Some rows offer a choice ("Sight or Sound", "Sever/Maim"); `diceOff` is the row's −2d on the effect's roll.
 */
import type { DiceSource } from "../../../dice/source";
import type { InjuryEffectKey } from "./effects";
import type { Location } from "./locations";

export interface InjuryRow {
  effects: readonly InjuryEffectKey[];
  diceOff: number;
}

type Table = readonly [InjuryRow, InjuryRow, InjuryRow, InjuryRow, InjuryRow, InjuryRow, InjuryRow];
const r = (effects: InjuryEffectKey | InjuryEffectKey[], diceOff = 0): InjuryRow => ({ effects: Array.isArray(effects) ? effects : [effects], diceOff });

const HEAD: Table = [r("stun"), r("unconscious", 2), r(["sight", "sound"]), r("fracture"), r("balance"), r("bleeder"), r("kill")];
const NECK: Table = [r("bleeder", 2), r("bleeder", 2), r("flesh-wound"), r("flesh-wound"), r("paralysis"), r("paralysis"), r("kill")];
const CHEST: Table = [r("stun"), r("wind"), r("bleeder"), r("flesh-wound"), r("fracture"), r("puncture"), r("kill")];
const LEGS: Table = [r("bleeder"), r("balance"), r("fracture"), r("broken"), r("foot"), r("broken"), r(["sever", "maim"])];
const ARMS: Table = [r("bleeder"), r("flesh-wound"), r("bleeder"), r("hand"), r("fracture"), r("broken"), r(["sever", "maim"])];
const GROIN: Table = [r("bleeder", 2), r("bleeder", 2), r("flesh-wound"), r("flesh-wound"), r("maim"), r("maim"), r("kill")];

export const INJURY_TABLES: Readonly<Record<Location, Table>> = Object.freeze({
  head: HEAD,
  neck: NECK,
  chest: CHEST,
  "left-arm": ARMS,
  "right-arm": ARMS,
  groin: GROIN,
  "left-leg": LEGS,
  "right-leg": LEGS,
});

export interface InjuryEffectRoll {
  location: Location;
  die: number;
  bonus: number;
  /** die + bonus, read as 7 when above 7. */
  row: number;
  effect: InjuryEffectKey;
  /** The other effects the row allowed. */
  alternatives: InjuryEffectKey[];
  diceOff: number;
}

/** Read a known effect die. `choose` picks among a row's choices (default the first: Sight, Sever). */
export function readInjuryEffect(location: Location, die: number, bonus: number, choose?: InjuryEffectKey): InjuryEffectRoll {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`injury effect die ${die} is not a d6 face`);
  if (bonus !== 0 && bonus !== 1) throw new RangeError(`the injury effect bonus is 0 or +1 (Killing Blow / Massive), got ${bonus}`);
  const table = INJURY_TABLES[location];
  if (!table) throw new RangeError(`unknown location "${String(location)}"`);
  const row = Math.min(7, die + bonus);
  const entry = table[row - 1]!;
  const effect = choose ?? entry.effects[0]!;
  if (!entry.effects.includes(effect)) throw new RangeError(`row ${row} of ${location} offers ${entry.effects.join(" or ")}, not ${effect}`);
  return { location, die, bonus, row, effect, alternatives: entry.effects.filter((e) => e !== effect), diceOff: entry.diceOff };
}

export function rollInjuryEffect(source: DiceSource, location: Location, bonus: number, choose?: InjuryEffectKey): InjuryEffectRoll {
  return readInjuryEffect(location, source.roll(6), bonus, choose);
}
