/**
 * Panicked flight: "A Panicked creature will take compulsory actions to move as far as possible from the greatest
 * perceived danger, without concern for consequences (such as opportunity attacks or allies)." Each of its actions
 * is a move to the reachable zone farthest from the danger's zone; it leaves contact by a plain Move (opening itself
 * to opportunity attacks), never by Withdraw. It may try a Spirit roll at the start of each action after the first
 * (rollToRecoverMentalCondition); while Panicked, the flight is its action.
 */
import type { ZoneGraph } from "../../zones";
import type { TacticaCreature } from "./creature";
import { compulsoryFlight } from "./states";
import { wholeAtLeast } from "./options";

export interface PanicFlight {
  from: string;
  /** The zone fled to (the same zone when nowhere reachable is farther away). */
  to: string;
  /** Zones crossed, both ends included. */
  path: string[];
  /** Distance from the danger before and after (Infinity when the danger can no longer reach it at all). */
  distanceBefore: number;
  distanceAfter: number;
  /** Every reachable zone equally far from the danger: the GM (or the player) may pick another of them. */
  equallyFar: string[];
  /** Leaving contact by Move: enemies InContact get their opportunity attacks. */
  leavesBy: "move";
}

/**
 * Where a Panicked creature in `from` runs this action. `speed` is how many zones one action may cross (1 for most
 * walkers; a flyer's Speed). Ties between equally distant zones go to the one reached by the shortest path, then the
 * first in the graph's order.
 */
export function panicFlight(graph: ZoneGraph, c: TacticaCreature, from: string, dangerZone: string, speed = 1): PanicFlight {
  if (!compulsoryFlight(c)) throw new RangeError(`${c.id} is not Panicked (or is out of action): no compulsory flight`);
  wholeAtLeast(speed, 1, "zones per action");
  if (!graph.has(dangerZone)) throw new RangeError(`unknown danger zone "${dangerZone}"`);
  const fromDanger = graph.distancesFrom(dangerZone);
  const far = (z: string) => fromDanger.get(z) ?? Infinity;
  const reachable = graph.within(from, speed);
  const best = Math.max(...reachable.map(far));
  const equallyFar = reachable.filter((z) => far(z) === best);
  const to = far(from) === best ? from : equallyFar.slice().sort((a, b) => graph.distance(from, a) - graph.distance(from, b))[0]!;
  return {
    from,
    to,
    path: graph.path(from, to),
    distanceBefore: far(from),
    distanceAfter: best,
    equallyFar,
    leavesBy: "move",
  };
}
