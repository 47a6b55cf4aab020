/**
 * The owner's pick of a wound's burnt dice: "Where a wound has the effect of "Burn an action dice", that effect occurs
 * immediately AND remains every round until the wound effect is removed. The owner may select which dice to convert
 * to 1's." The roll (or the wound) burns the lowest dice (`burntFrom` notes the faces they showed); until a die is
 * spent or lost, the owner may move a burn onto another die:
 *   moveBurn {combatant, keep, burn}   a burnt die shows its face `keep` again and a die showing `burn` becomes a 1
 */
import type { CommandHandler } from "../../turns/policy";
import { readInt } from "../../turns/args";
import { fighter, type TacticaFighter, type TacticaTurnData } from "./turn-fighters";

/** The moves the owner may make now: each burnt face it may keep, each other face it may burn instead. */
export function burnMoves(f: TacticaFighter): { keep: number; burn: number }[] {
  const from = f.burntFrom ?? [];
  if (from.length === 0 || from.some((b) => f.dice[b.at] !== 1)) return [];
  const burnt = new Set(from.map((b) => b.at));
  const keeps = [...new Set(from.map((b) => b.was))].sort((a, b) => a - b);
  const burns = [...new Set(f.dice.filter((v, i) => v !== 1 && !burnt.has(i)))].sort((a, b) => a - b);
  return keeps.flatMap((keep) => burns.filter((burn) => burn !== keep).map((burn) => ({ keep, burn })));
}

export const moveBurn: CommandHandler<TacticaTurnData> = (ctx, command) => {
  const id = ctx.combatant(command.combatant).id;
  const f = fighter(ctx, id);
  const keep = readInt(command, "keep", command.keep, 2, 6);
  const burn = readInt(command, "burn", command.burn, 2, 6);
  if (!burnMoves(f).some((m) => m.keep === keep && m.burn === burn)) throw new RangeError(`moveBurn: ${id} has no burnt ${keep} to keep and burn a ${burn} instead (its burnt dice are the roll's, until a die is spent)`);
  const from = f.burntFrom!;
  const k = from.findIndex((b) => b.was === keep);
  const burnt = new Set(from.map((b) => b.at));
  const at = f.dice.findIndex((v, i) => v === burn && !burnt.has(i));
  const back = from[k]!;
  f.dice[back.at] = keep;
  f.dice[at] = 1;
  f.burntFrom = from.map((b, i) => (i === k ? { at, was: burn } : b));
  ctx.emit("diceBurned", { combatant: id, count: 1, dice: f.dice, reason: "owner" });
};
