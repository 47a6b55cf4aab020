/**
 * tactica roll buttons on the actor sheet: a pool of committed Action Dice, and each characteristic's roll (BODY, DEX,
 * MIND, SPIRIT: "4+level" dice from the sheet's level, the dialog opening on them). Weapon attacks: attack-dialog.ts.
 */
import type { RulesetAdapter } from "../adapter";
import { tacticaPool } from "./from-actor";
import type { TacticaRollRequest } from "./rolls";
import type { TacticaTypes } from "./types";
import type { TacticaDialog } from "./attack-fields";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";

type Sheet = RulesetAdapter<TacticaRollRequest, TacticaTypes>["sheet"];

export const rollPool: NonNullable<Sheet["rollPool"]> = async ({ stats, derived, ask, localize }) => {
  const pool = (d: TacticaDialog) => tacticaPool(stats, localize("FRAY.Sheet.RollPool"), d.count ?? 0, d.dice, d.sl, derived);
  const opts = await ask({ count: stats.tactica.actionDice }, pool);
  return opts ? pool(opts.dialog) : null;
};

/** The characteristics the sheet rolls, by their field on the tactica block. */
export const CHARACTERISTICS = ["body", "dex", "mind", "spirit"] as const;
type CharacteristicField = (typeof CHARACTERISTICS)[number];

export const rollCharacteristic: NonNullable<Sheet["rollSave"]> = async ({ stats, derived, ask, localize }, ability) => {
  const which = CHARACTERISTICS.find((c) => c === ability);
  if (!which) throw new RangeError(`a tactica characteristic is ${CHARACTERISTICS.join(", ")}, got "${ability}"`);
  const level = stats.tactica[which as CharacteristicField];
  const label = localize(`FRAY.Tactica.Roll.${which}`);
  const pool = (d: TacticaDialog) => tacticaPool(stats, label, d.count ?? characteristicDice(level), d.dice, d.sl, derived);
  const opts = await ask({ count: characteristicDice(level) }, pool);
  return opts ? pool(opts.dialog) : null;
};
