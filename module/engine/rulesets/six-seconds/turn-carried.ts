/**
 * The seconds a fighter's conditions allow (Disabled: 3), carried on each command from its actor as it is now (the
 * GM's client reads the statuses), so a condition switched on or off mid-fight changes the turns that follow.
 */
import type { CommandHandler } from "../../turns/policy";
import type { TurnCommand } from "../../turns/types";
import { readInt } from "../../turns/args";
import { ROUND_SECONDS } from "./turn-actions";
import { MOUNT_CONTROL_SECONDS } from "./mounted";
import { fighter, type Ctx, type SixSecondsTurnData } from "./turn-fighters";
import { inTurnNow } from "./turn-seconds";

/**
 * A command's `conditionSeconds` (combatant id → seconds a turn its conditions allow). Only a change since the last
 * reading is applied, so a GM's own setSeconds stands until a status changes. A fighter who has already spent more of
 * the turn under way keeps it; the new allowance is applied at the next step after that turn (nothing is taken back).
 */
export function applyCarriedSeconds(ctx: Ctx, command: TurnCommand): void {
  const all = command.conditionSeconds;
  if (all === undefined) return;
  if (typeof all !== "object" || all === null || Array.isArray(all)) throw new TypeError(`${command.type}: conditionSeconds must map combatant ids to seconds`);
  for (const [id, v] of Object.entries(all as Record<string, unknown>)) {
    const who = ctx.combatant(id, "conditionSeconds entry").id;
    const n = readInt(command, `conditionSeconds.${id}`, v, 0, ROUND_SECONDS);
    const f = fighter(ctx, who);
    if (f.conditionSeconds === n) continue;
    const inTurn = ctx.state.active === who || ctx.state.interrupted.includes(who) || inTurnNow(ctx, who);
    const control = f.mount ? (f.controlSeconds ?? MOUNT_CONTROL_SECONDS) : 0;
    if (inTurn && n - control < f.spent) continue;
    f.conditionSeconds = n;
    if (f.secondsPerTurn === n) continue;
    f.secondsPerTurn = n;
    ctx.emit("secondsChanged", { combatant: who, seconds: n });
  }
}

/** Every command takes the carried seconds before it runs, and again after (a turn it ended frees a deferred change). */
export function withCarriedSeconds(commands: Record<string, CommandHandler<SixSecondsTurnData>>): Record<string, CommandHandler<SixSecondsTurnData>> {
  return Object.fromEntries(
    Object.entries(commands).map(([type, handler]) => [
      type,
      (ctx, command) => {
        applyCarriedSeconds(ctx, command);
        handler(ctx, command);
        applyCarriedSeconds(ctx, command);
      },
    ]),
  );
}
