/**
 * "Multiple people can reload a weapon at the same time, dividing the time between them." An action done by a crew:
 * the acting fighter pays its share through `act`, and each other member named in the step's `crew` pays the same
 * share of its own seconds. One acting in this turn (a mount under its rider) spends them now; anyone else gave them
 * while it was not its turn, so they are owed and pass first as its next turn opens (after any stun), before it acts.
 */
import type { TurnCommand } from "../../turns/types";
import { MAX_COMBATANTS } from "../../turns/limits";
import { MAX_ACTION_SECONDS } from "./turn-limits";
import { chargeSharedBody } from "./turn-possession";
import { fighter, type Ctx } from "./turn-fighters";
import { inTurnNow, secondsLeft, spend } from "./turn-seconds";

/** The step's `crew`: other fighters' ids, each once, never the actor itself; [] when absent. */
export function readCrew(ctx: Ctx, command: TurnCommand, actor: string): string[] {
  const crew = command.crew;
  if (crew === undefined) return [];
  if (!Array.isArray(crew) || crew.length > MAX_COMBATANTS) throw new TypeError(`${command.type}: crew must be a list of at most ${MAX_COMBATANTS} combatant ids`);
  const ids = crew.map((c) => ctx.combatant(c, "crew").id);
  if (ids.includes(actor)) throw new RangeError(`${command.type}: ${actor} is the one acting, not one of its crew`);
  if (new Set(ids).size !== ids.length) throw new RangeError(`${command.type}: crew names a combatant twice`);
  return ids;
}

/** Each crew member pays `seconds` of `name`: now when it is acting in this turn, else owed from its next turn. */
export function chargeCrew(ctx: Ctx, actor: string, crew: readonly string[], name: string, seconds: number): void {
  for (const id of crew) {
    const f = fighter(ctx, id);
    if (inTurnNow(ctx, id)) {
      const left = secondsLeft(ctx, id);
      if (seconds > left) throw new RangeError(`act: ${id} helps with ${name} for ${seconds} s but has ${left} s left this turn`);
      spend(ctx, id, seconds);
      chargeSharedBody(ctx.data, id, seconds);
      ctx.emit("crewSeconds", { combatant: id, with: actor, name, seconds, owed: 0 });
      continue;
    }
    const owed = (f.owed ?? 0) + seconds;
    if (owed > MAX_ACTION_SECONDS) throw new RangeError(`act: ${id} would owe ${owed} s, more than ${MAX_ACTION_SECONDS}`);
    f.owed = owed;
    ctx.emit("crewSeconds", { combatant: id, with: actor, name, seconds, owed });
  }
}
