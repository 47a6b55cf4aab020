/**
 * The DEX roll a move asks of an injured creature: "Balance: any kind of movement will require a DEX roll or you fall
 * prone", "Broken: ... If a leg then the victim must make DEX rolls at -2d or fall prone each time they try to move",
 * "Foot: ... Any Battle or Zone movement will require a new DEX roll or fall prone. Any rolls to resolve movement will
 * be at -2d." One roll a move, whatever asks for it; it loses the dice every injury takes off a movement roll (the
 * broken leg's and the Foot's −2d each) and those taken off all rolls (Sever, Puncture, Maim).
 */
import type { InjuryCheck } from "./effects";
import { allRollsPenalty } from "./injury";
import type { Injury } from "./injury-record";
import { injuryUsePenalties, LEGS } from "./use-penalties";

/** Whether this unhealed injury asks for a DEX roll at each move. */
function asksOnMove(i: Injury): boolean {
  if (i.healed) return false;
  return i.effect === "balance" || i.effect === "foot" || (i.effect === "broken" && LEGS.includes(i.location));
}

/** The check a move asks of a creature with these injuries, or null when none asks for one. */
export function movementCheck(injuries: readonly Injury[]): InjuryCheck | null {
  const asking = injuries.filter(asksOnMove);
  if (asking.length === 0) return null;
  const movement = injuryUsePenalties(injuries, "movement").reduce((n, m) => n - m.dice, 0);
  const allRolls = allRollsPenalty({ injuries });
  const why = [...new Set(asking.map((i) => i.effect))].join(", ");
  return { characteristic: "dex", penalty: movement + allRolls, onFail: "prone", why: `DEX roll at each move (${why}) or fall prone` };
}
