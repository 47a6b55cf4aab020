/**
 * Each ruleset's auto-play for encounter odds (module/engine/sim/), by ruleset id: the one place the sim's rulesets
 * are named. Stats are typed per ruleset (its autoplay.ts); callers outside a ruleset pass them as they read them.
 */
import type { AutoPlay } from "../sim/types";
import { factionsAutoPlay } from "./factions/autoplay";
import { frozenLandsAutoPlay } from "./frozen-lands/autoplay";
import { sixSecondsAutoPlay } from "./six-seconds/autoplay";
import { tacticaAutoPlay } from "./tactica/autoplay";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own stats types; the sim is generic over them
export type AnyAutoPlay = AutoPlay<any, any, any>;

export const AUTOPLAY: Readonly<Record<string, AnyAutoPlay>> = {
  "six-seconds": sixSecondsAutoPlay,
  "frozen-lands": frozenLandsAutoPlay,
  factions: factionsAutoPlay,
  tactica: tacticaAutoPlay,
};

/** The auto-play of a ruleset, or a clear error naming those there are. */
export function autoPlayFor(id: string): AnyAutoPlay {
  const auto = Object.prototype.hasOwnProperty.call(AUTOPLAY, id) ? AUTOPLAY[id] : undefined;
  if (!auto) throw new RangeError(`no auto-play for ruleset "${id}": expected one of ${Object.keys(AUTOPLAY).join(", ")}`);
  return auto;
}
