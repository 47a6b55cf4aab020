/**
 * The tactica weapon attack from the sheet: the dialog opens with the attack skill's dice (system.tactica.attack),
 * not the action dice (those are spent one per action; the skill's dice are what an attack rolls), and its own
 * "hit" field (physical, mental, or magic: Doubt) is parsed here from RollOptions.raw.
 */
import { RulesError } from "../../engine/errors";
import type { RulesetAdapter } from "../adapter";
import { tacticaAttackRequest, type TacticaWeaponData } from "./attack";
import type { TacticaRollRequest } from "./rolls";

type Sheet = RulesetAdapter<TacticaRollRequest>["sheet"];

export const TACTICA_HIT_KINDS = ["physical", "mental", "magic"] as const;
export type TacticaHitKind = (typeof TACTICA_HIT_KINDS)[number];

/** The dialog's "hit" select: which track the hit damages, and whether it is magic (the Doubt State). */
export function parseHitKind(raw: Readonly<Record<string, string>>): { track: "physical" | "mental"; magic: boolean } {
  const v = (raw["hit"] ?? "").trim() || "physical";
  if (!TACTICA_HIT_KINDS.some((k) => k === v)) throw new RulesError("tactica.hit-kind", { value: v }, `the hit is physical, mental or magic, got "${v}"`);
  return { track: v === "mental" ? "mental" : "physical", magic: v === "magic" };
}

export const rollAttack: NonNullable<Sheet["rollItem"]> = async ({ stats, derived, ask, firstTarget }, item) => {
  const weapon = item.system;
  const opts = await ask({ count: stats.tactica.attack, attack: true, hitKinds: TACTICA_HIT_KINDS });
  if (!opts) return null;
  const hit = parseHitKind(opts.raw);
  return () =>
    tacticaAttackRequest(stats, derived, { name: item.name, block: weapon["tactica"] as TacticaWeaponData["block"] }, opts.count ?? stats.tactica.attack, firstTarget(), {
      extraDice: opts.dice,
      sl: opts.sl,
      parryDice: opts.parryDice,
      armour: opts.armour,
      ...hit,
    });
};
