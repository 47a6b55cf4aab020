/**
 * The six-seconds defender's step on an attack card: Block (Shield Use), Dodge (Reflex) or Parry (Weapon Skill),
 * rolled against 4 + the attacker's bonus (scale excluded; the engine's defenceDC). The attack's own faces are
 * kept on the card, so the engine resolves the same attack again with the defence die in its place (attack d6 →
 * defence d6 → damage dice). A condition that forbids defence rolls (flat-footed by default, helpless …) refuses.
 */
import { conditionEffects, isConditionId } from "../../engine/rulesets/six-seconds/conditions";
import { resolveAttack, type DefenceOption } from "../../engine/rulesets/six-seconds/attack";
import { queuedDice } from "../../engine/dice/source";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DefenceOffer, DefenceSlot } from "../adapter";
import { DEFENCE_SKILLS, targetDefence, type SixSecondsAttackRequest } from "./attack";

const KINDS: readonly DefenceOption[] = ["block", "dodge", "parry"];

function attackOf(card: ExchangeCard): { req: SixSecondsAttackRequest; faces: number[] } {
  const req = card.attack?.request as SixSecondsAttackRequest | undefined;
  if (req?.kind !== "six-seconds.attack" || req.target === null) throw new RangeError("this card holds no six-seconds attack on a target");
  return { req, faces: card.attack!.faces };
}

/** Why this target may not roll this defence, or null: its conditions first, then the skill it defends with. */
export function defenceRefusal(target: AttackTarget, kind: DefenceOption): string | null {
  for (const status of target.statuses) {
    const id = status.replace(/^six-seconds\./, "");
    if (!status.startsWith("six-seconds.") || !isConditionId(id)) continue;
    const rolls = conditionEffects(id).defenceRolls;
    if (rolls === "none") return `${id}: no defence rolls`;
    if (rolls === "dodge-only" && kind !== "dodge") return `${id}: may only dodge`;
  }
  const has = target.derived.sixSeconds.skills.some((s) => s.name.trim().toLowerCase() === DEFENCE_SKILLS[kind]);
  return has ? null : `${target.name} has no "${DEFENCE_SKILLS[kind]}" skill`;
}

export const sixSecondsDefence: DefenceSlot = {
  offers: (card, target): DefenceOffer[] => {
    // A miss needs no defence; an attack rolled with its defence already declared has had it.
    if (card.damage === null || attackOf(card).req.input.defence) return [];
    return KINDS.map((kind) => ({ id: kind, label: `FRAY.Exchange.Defence.${kind}`, refused: defenceRefusal(target, kind) }));
  },
  dice: () => [{ count: 1, sides: 6, purpose: "FRAY.Attack.DefenceDie" }],
  resolve: (card, target, choice, faces) => {
    const { req, faces: attackFaces } = attackOf(card);
    const kind = choice as DefenceOption;
    if (!KINDS.includes(kind)) throw new RangeError(`unknown six-seconds defence "${choice}"`);
    const input = { ...req.input, defence: targetDefence(target, kind) };
    // The attack die, then this defence die, then the damage dice the attack card rolled.
    const o = resolveAttack(queuedDice([attackFaces[0]!, faces[0]!, ...attackFaces.slice(1)]), input);
    const damage = o.result === "defended" || o.result === "miss" ? 0 : (o.damage?.total ?? 0);
    return {
      damage,
      summary: { key: o.result === "defended" ? "FRAY.Exchange.Defended" : "FRAY.Exchange.DefenceFailed", data: { roll: o.defence?.total ?? 0, dc: o.defenceDC, damage } },
    };
  },
};
