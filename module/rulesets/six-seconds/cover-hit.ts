/**
 * Hitting the cover on a six-seconds attack card: when the dialog gave the cover's Toughness (the cover matters), a
 * miss by no more than the cover's bonus hits the cover instead (the engine's resolveAttackOnCoveredTarget). Beating
 * its Toughness knocks the cover down a step and the attack goes on; wounding it lets the attack go on at −3;
 * anything less stops there. The card's dice are rolled in the card's order (attack, declared defence, damage);
 * the engine reads a cover hit as attack, damage, then defence, so the faces are reordered here.
 */
import type { CoverStep } from "../../engine/cover";
import { queuedDice } from "../../engine/dice/source";
import { resolveAttackRoll, type AttackInput, type DefenceInput } from "../../engine/rulesets/six-seconds/attack";
import { missHitsCover, resolveAttackOnCoveredTarget, type CoveredTargetOutcome } from "../../engine/rulesets/six-seconds/combat-cover";
import type { AttackSituation } from "./situation";

/** What of the attack request a cover hit reads (the request itself is in attack.ts, which calls this). */
export interface CoverHitRequest {
  input: AttackInput;
  target: string | null;
  situation?: Pick<AttackSituation, "coverHit">;
}

export interface CoverHit {
  outcome: CoveredTargetOutcome;
  /** stopped: the cover held; wounded: on at −3; beaten: the cover drops a step and the attack goes on. */
  kind: "stopped" | "wounded" | "beaten";
  /** The target's cover before and after (beaten only). */
  drop: { from: CoverStep; to: CoverStep } | null;
  /** Damage that reaches the target (0 when it defended); null when the cover stopped it. */
  damage: number | null;
}

/**
 * The cover hit this attack makes, or null when it is no cover hit (the attack hit the target, missed both, or the
 * cover does not matter). `faces` are the attack card's; `defence` is a defence chosen later on the card, with its die.
 */
export function resolveCoverHit(req: CoverHitRequest, faces: readonly number[], defence?: { input: DefenceInput; face: number }): CoverHit | null {
  const c = req.situation?.coverHit;
  if (!c || req.input.autoHit || req.target === null) return null;
  const first = faces[0]!;
  const roll = resolveAttackRoll(first, req.input.attacker, req.input.defender, req.input.calledShot);
  if (roll.success || !missHitsCover(roll.margin, c.step)) return null;
  const declared = req.input.defence ? 1 : 0;
  const def = defence?.input ?? req.input.defence ?? null;
  const defFace = defence?.face ?? faces[1];
  const sequence = [first, ...faces.slice(1 + declared), ...(def && defFace !== undefined ? [defFace] : [])];
  const outcome = resolveAttackOnCoveredTarget(queuedDice(sequence), {
    ...req.input,
    defence: def,
    cover: { step: c.step, toughness: c.toughness, ...(c.durability !== undefined ? { durability: c.durability } : {}) },
    ...(c.toughnessBehind !== undefined ? { toughnessBehindCover: c.toughnessBehind } : {}),
  });
  const cover = outcome.cover!;
  const kind = cover.coverDamage.result === "destroyed" ? "beaten" : cover.continues ? "wounded" : "stopped";
  return {
    outcome,
    kind,
    drop: kind === "beaten" ? { from: c.base, to: c.after } : null,
    damage: !cover.continues ? null : outcome.result === "defended" ? 0 : (cover.damageToTarget ?? 0),
  };
}
