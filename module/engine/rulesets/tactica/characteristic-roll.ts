/**
 * BODY / MIND / SOUL (Will, Spirit) and DEX rolls: a pool of 4 + level dice (the text's "4d+level"), passed with at
 * least one success at 5–6. Penalties such as −2d come off the pool; a pool of 0 dice cannot pass.
 */
import type { DiceSource } from "../../dice/source";
import { rollPool } from "../../dice/pool";
import type { DiceModifier } from "../../modifiers";
import { totalDice } from "../../modifiers";

export type Characteristic = "body" | "mind" | "soul" | "dex";

export interface CharacteristicRoll {
  characteristic: Characteristic;
  dice: number[];
  pool: number;
  modifiers: DiceModifier[];
  successes: number;
  passed: boolean;
}

export function characteristicDice(level: number): number {
  if (!Number.isInteger(level)) throw new RangeError(`a characteristic level must be a whole number, got ${level}`);
  return Math.max(0, 4 + level);
}

export function rollCharacteristic(source: DiceSource, characteristic: Characteristic, level: number, modifiers: DiceModifier[] = []): CharacteristicRoll {
  if (!["body", "mind", "soul", "dex"].includes(characteristic)) throw new RangeError(`unknown characteristic "${String(characteristic)}"`);
  const pool = Math.max(0, characteristicDice(level) + totalDice(modifiers));
  const r = rollPool(source, pool);
  return { characteristic, dice: r.dice, pool, modifiers: modifiers.slice(), successes: r.successes, passed: r.successes > 0 };
}
