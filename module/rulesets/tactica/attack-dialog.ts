/**
 * The tactica weapon attack from the sheet: the dialog opens with the attack skill's dice (system.tactica.attack),
 * not the action dice (those are spent one per action; the skill's dice are what an attack rolls), and its own
 * "hit" field (physical, mental, or magic: Doubt) is parsed here from RollOptions.raw, its melee/missile, position and
 * flyer fields in attack-fields.ts (Reach weapons, missiles against a flyer).
 */
import { RulesError } from "../../engine/errors";
import type { Modifier } from "../../engine/modifiers";
import { inCloseWeapon } from "../../engine/rulesets/tactica/inclose";
import { checkWeaponClass } from "../../engine/rulesets/tactica/weapon-damage";
import type { RulesetAdapter } from "../adapter";
import { tacticaAttackRequest, type TacticaWeaponData } from "./attack";
import type { TacticaRollRequest } from "./rolls";
import { parseAttackFields, POSITION_CHOICES } from "./attack-fields";
import { attackModesFor } from "./weapon-item";
import { groupAttackHint, groupAttackState, nextGroupRound } from "./group-attacks";

type Sheet = RulesetAdapter<TacticaRollRequest>["sheet"];

export const TACTICA_HIT_KINDS = ["physical", "mental", "magic"] as const;
export type TacticaHitKind = (typeof TACTICA_HIT_KINDS)[number];

/** The dialog's "hit" select: which track the hit damages, and whether it is magic (the Doubt State). */
export function parseHitKind(raw: Readonly<Record<string, string>>): { track: "physical" | "mental"; magic: boolean } {
  const v = (raw["hit"] ?? "").trim() || "physical";
  if (!TACTICA_HIT_KINDS.some((k) => k === v)) throw new RulesError("tactica.hit-kind", { value: v }, `the hit is physical, mental or magic, got "${v}"`);
  return { track: v === "mental" ? "mental" : "physical", magic: v === "magic" };
}

/**
 * InClose: "Only Light, Medium and Natural weapons may be used InClose, Heavy weapons are dropped. Light weapons gain
 * an automatic SL." A heavier weapon is refused (the wielder drops it); a Natural weapon counts as hands and feet
 * (Light damage, no SL: combat claws' SL is the dialog's *SL shift*). Returns the SL the weapon gains.
 */
function inCloseRule(name: string, block: TacticaWeaponData["block"]): Modifier[] {
  const weightClass = block?.weightClass ?? (block?.natural ? "light" : undefined);
  if (weightClass === undefined) return [];
  checkWeaponClass(weightClass);
  const rule = inCloseWeapon(weightClass, block?.natural ? "human" : null);
  if (!rule.allowed) throw new RulesError("tactica.inclose-heavy", { weapon: name }, `${name} cannot be used InClose: only Light, Medium and Natural weapons may be, Heavy weapons are dropped`);
  return rule.slModifiers;
}

export const rollAttack: NonNullable<Sheet["rollItem"]> = async ({ stats, derived, ask, firstTarget, combatRound }, item) => {
  const weapon = item.system;
  const block = weapon["tactica"] as TacticaWeaponData["block"] & { reach?: boolean };
  const reach = block?.reach === true;
  // A group's attacks this round (separate targets), from the actor and the running fight's round.
  const group = groupAttackState(stats, combatRound?.() ?? null);
  // The board's prefill (position) goes over these defaults; without a board the position is "unknown".
  const opts = await ask({ count: stats.tactica.attack, attack: true, hitKinds: TACTICA_HIT_KINDS, attackModes: attackModesFor(block), positions: POSITION_CHOICES, position: "unknown", reach, groupAttacks: groupAttackHint(group) });
  if (!opts) return null;
  // Parsed in the builder: a refusal (a Reach weapon InContact, a group's second attack on a target, a bad hit
  // kind) is shown and nothing is rolled or paid.
  return () => {
    const hit = parseHitKind(opts.raw);
    const fields = parseAttackFields(opts.raw, { name: item.name, reach });
    const inClose = fields.position === "InClose" ? inCloseRule(item.name, block) : [];
    const target = firstTarget();
    const groupRound = nextGroupRound(group, target?.name ?? null);
    const req = tacticaAttackRequest(stats, derived, { name: item.name, block }, opts.count ?? stats.tactica.attack, target, {
      extraDice: [...opts.dice, ...fields.extraDice],
      sl: [...opts.sl, ...inClose],
      parryDice: opts.parryDice,
      armour: opts.armour,
      ...(fields.missile ? { missile: fields.missile } : {}),
      ...hit,
    });
    return groupRound ? { ...req, groupRound } : req;
  };
};
