/**
 * Fatigue: a straight −1 rank (physical or mental) when the GM judges the party tired; when doubtful a Body or Will
 * roll (4d + level) avoids it. Severe fatigue takes more ranks.
 */
import type { DiceSource } from "../../dice/source";
import type { CharacteristicRoll } from "./characteristic-roll";
import { rollCharacteristic } from "./characteristic-roll";
import type { TacticaCreature } from "./creature";
import { loseCreatureRanks } from "./creature";
import type { TrackName } from "./ranks";
import type { DiceModifier } from "../../modifiers";

export function applyFatigue(c: TacticaCreature, track: TrackName, ranks = 1): { landed: number; after: TacticaCreature } {
  if (!Number.isInteger(ranks) || ranks < 1) throw new RangeError(`fatigue costs a whole number of ranks ≥ 1, got ${ranks}`);
  return loseCreatureRanks(c, track, ranks);
}

/** The doubtful case: a Body (physical) or Will (mental) roll avoids the loss. */
export function resistFatigue(source: DiceSource, c: TacticaCreature, track: TrackName, level: number, ranks = 1, modifiers: DiceModifier[] = []): { roll: CharacteristicRoll; landed: number; after: TacticaCreature } {
  const roll = rollCharacteristic(source, track === "physical" ? "body" : "mind", level, modifiers);
  if (roll.passed) return { roll, landed: 0, after: c };
  return { roll, ...applyFatigue(c, track, ranks) };
}
