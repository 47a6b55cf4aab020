/**
 * The frozen-lands defender's step: a Mobility dodge, or a Melee block with a shield or a Parrying weapon
 * (defendAgainstAttack). Each costs a Reaction (spent in the tracker through the CombatCosts port); with none left
 * the defence is refused and only armour reduces the damage. Each success takes one point off the attack's damage
 * before the apply step subtracts the target's defence and armour (once). The roll's Stress dice write their WP and
 * condition on the defender as any roll's do.
 */
import { queuedDice } from "../../engine/dice/source";
import { blockRefusal, defendAgainstAttack, type DefenceChoice } from "../../engine/rulesets/frozen-lands/defence";
import { stressDice } from "../../engine/rulesets/frozen-lands/stress";
import { rollChanges } from "../../engine/rulesets/frozen-lands/skill-roll";
import { stressWriteBack } from "./stress-outcome";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { DefenceOffer, DefenceSlot } from "../adapter";
import type { AttackTarget } from "./types";

type Kind = "mobility" | "melee";
const KINDS: readonly Kind[] = ["mobility", "melee"];
const SKILL: Readonly<Record<Kind, string>> = { mobility: "mobility", melee: "melee" };
const NO_SKILL_KEY: Readonly<Record<Kind, string>> = { mobility: "FRAY.Error.frozen-lands.no-mobility-skill", melee: "FRAY.Error.frozen-lands.no-melee-skill" };

function rank(target: AttackTarget, kind: Kind): number | null {
  return target.system.frozenLands.skills.find((s) => s.name.trim().toLowerCase() === SKILL[kind])?.rank ?? null;
}

function reactionsLeft(target: AttackTarget): number {
  return Math.max(0, target.derived.frozenLands.reactions - target.system.frozenLands.reactionsUsed);
}

function choiceOf(target: AttackTarget, kind: Kind): DefenceChoice {
  const skill = rank(target, kind) ?? 0;
  return kind === "mobility" ? { kind: "dodge", mobility: skill } : { kind: "block", melee: skill, shield: target.held?.shield ?? false, weapon: target.held?.parrying };
}

/** Why a defence is refused: the English reason and its lang key (FRAY.Error.frozen-lands.*), so the card shows it translated. */
function refusal(target: AttackTarget, kind: Kind): { refused: string; refusedKey: string } | null {
  if (kind === "melee") {
    const why = blockRefusal(target.held?.shield, target.held?.parrying);
    if (why) return { refused: why, refusedKey: "FRAY.Error.frozen-lands.cannot-block" };
  }
  if (rank(target, kind) === null) return { refused: `${target.name} has no "${SKILL[kind]}" skill`, refusedKey: NO_SKILL_KEY[kind] };
  if (reactionsLeft(target) === 0) return { refused: "no reactions left: only armour reduces the damage", refusedKey: "FRAY.Error.frozen-lands.no-reactions" };
  return null;
}

function attackDamage(card: ExchangeCard): number {
  if (card.damage === null) throw new RangeError("this attack deals no damage to defend against");
  return card.damage;
}

export const frozenLandsDefence: DefenceSlot = {
  offers: (card, target): DefenceOffer[] =>
    card.damage === null
      ? []
      : KINDS.map((kind) => {
          const why = refusal(target, kind);
          return { id: kind, label: `FRAY.Exchange.Defence.${kind}`, refused: why?.refused ?? null, ...(why ? { refusedKey: why.refusedKey } : {}), cost: "reaction" };
        }),
  dice: (_card, target, choice) => {
    const f = target.system.frozenLands;
    return [
      { count: rank(target, choice as Kind) ?? 0, sides: 6, purpose: "FRAY.Roll.Pool" },
      { count: stressDice(f.stress, f.attributes.soul), sides: 6, purpose: "FRAY.Roll.StressDice" },
    ];
  },
  resolve: (card, target, choice, faces, ctx) => {
    if (!KINDS.includes(choice as Kind)) throw new RangeError(`unknown frozen-lands defence "${choice}"`);
    const f = target.system.frozenLands;
    // Armour 0 here: the apply step subtracts the target's defence and armour once, after these successes.
    const o = defendAgainstAttack(queuedDice(faces), {
      damage: attackDamage(card),
      defender: { stress: f.stress, soul: f.attributes.soul, conditions: f.conditions, armour: 0, reactionsLeft: reactionsLeft(target), stamina: f.stamina.value, wounds: f.wounds },
      defence: choiceOf(target, choice as Kind),
    });
    const damage = o.damage - o.defended;
    // The defence roll's Stress dice: WP for each success, a condition (or Stress) for critical failures, written on
    // the defender at once like any roll's ("the character gains 1 WP", "the character gains a condition").
    const update = o.roll && ctx.targetUuid ? (stressWriteBack(f, rollChanges(o.roll)).update as Record<string, number | boolean>) : {};
    const writes = Object.keys(update).length > 0 ? [{ uuid: ctx.targetUuid!, update }] : [];
    return { damage, summary: { key: "FRAY.Exchange.Reduced", data: { successes: o.roll?.successes ?? 0, damage } }, ...(writes.length ? { writes } : {}) };
  },
};
