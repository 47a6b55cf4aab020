/**
 * The chariot's horse team as an attacker with several targets (audit Y3). "2 Horse Team: ... may attack one target at
 * a time"; "4 Horse team: ... may attack upto 2 targets (see later)"; "A Heavy Chariot may attack 2 targets at once,
 * as long as they are both contacted by the front of the chariot figure (not diagonal)". The chariot actor (the team)
 * attacking with a melee weapon while its user targets more than one token: up to the engine's `teamTargets` (two for a
 * heavy chariot with a 4-horse team, else one) it is one attack, paid once, a card bound to each target; more targets,
 * or a target off the chariot's front (the board's prefill for that target), are refused before anything is paid.
 */
import { RulesError } from "../../engine/errors";
import { teamTargets } from "../../engine/rulesets/tactica/chariots";
import type { ActorSystem } from "../../data/actor/schema";
import type { AttackTarget, PerTarget, SheetRollContext } from "../adapter";
import type { TacticaTypes } from "./types";
import { sheetChariot } from "./chariot-actions";
import { weaponAttackMode } from "./weapon-item";

type Target = AttackTarget<TacticaTypes["held"]> & { uuid: string };

/**
 * The per-target builder of a team attack on several targets, or null (not a chariot, not melee, one target or none:
 * the plain attack). The builder throws the coded refusal.
 */
export function teamTargetsRequests<R>(stats: ActorSystem, block: unknown, ctx: Pick<SheetRollContext<TacticaTypes>, "targets" | "targetPrefill">, requestFor: (target: Target) => R): (() => PerTarget<R>) | null {
  if (stats.tactica.chariot.kind === "none" || weaponAttackMode(block) !== "melee") return null;
  const targets = ctx.targets();
  if (targets.length < 2) return null;
  return () => {
    const chariot = sheetChariot("", stats)!;
    const max = teamTargets(chariot, Number.MAX_SAFE_INTEGER);
    if (targets.length > max) {
      throw new RulesError("tactica.chariot-team-targets", { max, targets: targets.length, team: chariot.team, kind: chariot.kind }, `the chariot's team attacks at most ${max} target(s) at once, not ${targets.length}`);
    }
    for (const t of targets) {
      if (ctx.targetPrefill?.(t.uuid, { tactica: block })["teamFront"] === false) {
        throw new RulesError("tactica.chariot-team-front", { target: t.name }, `the chariot's team strikes only what its front contacts: ${t.name} is off its front`);
      }
    }
    return { perTarget: targets.map((t) => ({ request: requestFor(t), target: { uuid: t.uuid, name: t.name } })) };
  };
}
