/**
 * Action dice a creature loses outright (not burnt into 1s): "Kill: ... Discard all remaining Initiative dice" and
 * the special result "Lose of an action dice". The text does not say which die goes; as with a wound's burnt dice
 * ("The owner may select which dice"), the owner's pick is read as the lowest (docs/rules-notes/tactica.md).
 *
 *   loseDice {combatant, count, reason?}   `count` dice go, lowest first (more than it holds: all of them)
 */
import type { CommandHandler } from "../../turns/policy";
import { readInt, readString } from "../../turns/args";
import { MAX_HELD_DICE } from "./turn-limits";
import { fighter, type TacticaTurnData } from "./turn-fighters";
import { settle } from "./turn-refresh";

export const loseDice: CommandHandler<TacticaTurnData> = (ctx, command) => {
  const id = ctx.combatant(command.combatant).id;
  const f = fighter(ctx, id);
  const count = readInt(command, "count", command.count, 1, MAX_HELD_DICE);
  const reason = command.reason === undefined ? "" : readString(command, "reason", command.reason);
  // The lowest `count` dice, by position, so the rest keep their order.
  const gone = new Set(
    f.dice
      .map((v, i) => ({ v, i }))
      .sort((a, b) => a.v - b.v || a.i - b.i)
      .slice(0, count)
      .map((x) => x.i),
  );
  f.dice = f.dice.filter((_, i) => !gone.has(i));
  delete f.burntFrom;
  ctx.emit("diceLost", { combatant: id, count: gone.size, dice: f.dice, reason });
  settle(ctx);
};
