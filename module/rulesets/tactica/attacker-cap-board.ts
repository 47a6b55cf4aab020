/**
 * "GMs may restrict the total number of people that can attack another based around some maximum number (maybe 4
 * for a man sized target)": the world setting *Most attackers per target* (none by default: the text leaves it to
 * the GM). The HUD's *Engage* / *Close combat* with the targeted tokens is refused when, with the joining tokens in
 * the melee, a creature in it would have more enemies in its melee (those who may attack it) than the cap, and more
 * than before the join (a melee already over the cap, set before the reading changed, is not broken up).
 */
import type { BoardNote, JoinContext } from "../../canvas/board-rules";
import { occupancyFrom } from "../../canvas/board-occupancy";
import { mayJoinAttackOn } from "../../engine/rulesets/tactica/contact";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";

export function attackerCapRefusal(ctx: JoinContext): BoardNote | null {
  const cap = (ctx.options as { tactica?: Partial<TacticaOptions> }).tactica?.maxAttackersPerTarget ?? null;
  if (cap === null) return null;
  const before = occupancyFrom(ctx.graph, ctx.before);
  const after = occupancyFrom(ctx.graph, ctx.tokens);
  for (const t of ctx.tokens) {
    if (!after.has(t.id)) continue;
    const now = before.has(t.id) ? before.enemiesInContact(t.id).length : 0;
    const then = after.enemiesInContact(t.id).length;
    // Each newcomer joins while fewer than the cap attack it.
    if (then > now && !mayJoinAttackOn(then - 1, cap)) return { key: "FRAY.Board.Hud.AttackerCap", data: { name: ctx.nameOf(t.id), cap, attackers: then } };
  }
  return null;
}
