/**
 * What an InClose move does to the other creature, carried on a card bound to it (the hit's `inclose` part) and
 * written when the acting side presses Apply (through the GM, recorded for Undo like any hit): it falls prone or
 * stays up, it is knocked down, it is subdued (Out of Action), or its side of a hold changes (its level and its
 * holding / held marker). The hold's damage is an ordinary hit and goes through the ordinary damage.
 */
import { hitFail } from "../contract/hit";
import type { DamageApplication } from "../adapter";
import type { ActorSystem } from "../../data/actor/schema";
import { HOLD_LEVELS } from "../../engine/rulesets/tactica/inclose";

/** The other side of a hold after the move: its level (1 Light … 5 Huge; 0 none) and its marker. */
export interface HoldSide {
  level: number;
  role: "holding" | "held" | null;
}

export interface InCloseEffect {
  /** true: it falls prone; false: this opponent leaves it as it was (it is 3× the Size of this one; prone stays). */
  prone?: boolean;
  /** A won knock-down: it is prone (and "may now suffer Holds"). */
  knockedDown?: boolean;
  /** "If the attacker wins then the opponent is OoA." */
  subdued?: boolean;
  hold?: HoldSide;
  /** Its effort die went on its BODY roll in the move ("+1 dice to the next roll you make"): spent. */
  effortSpent?: boolean;
}

const ROLES = ["holding", "held"] as const;

/** The weapon classes InClose cannot use: "Heavy weapons will be dropped" (and anything bigger). */
export const TOO_HEAVY_INCLOSE: readonly string[] = ["heavy", "large", "huge", "massive"];

/** Read the card's `inclose` part back (a player wrote the card): only these fields, each of its type. */
export function readInCloseEffect(raw: unknown): InCloseEffect {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return hitFail("inclose", "is not an object");
  const r = raw as Record<string, unknown>;
  const out: InCloseEffect = {};
  for (const key of Object.keys(r)) if (!["prone", "knockedDown", "subdued", "hold", "effortSpent"].includes(key)) hitFail(`inclose.${key}`, "is not a field of an InClose effect");
  if (r["prone"] !== undefined) out.prone = typeof r["prone"] === "boolean" ? r["prone"] : hitFail("inclose.prone", "is not true or false");
  if (r["knockedDown"] !== undefined) out.knockedDown = r["knockedDown"] === true ? true : hitFail("inclose.knockedDown", "is not true");
  if (r["subdued"] !== undefined) out.subdued = r["subdued"] === true ? true : hitFail("inclose.subdued", "is not true");
  if (r["effortSpent"] !== undefined) out.effortSpent = r["effortSpent"] === true ? true : hitFail("inclose.effortSpent", "is not true");
  if (r["hold"] !== undefined) {
    const h = r["hold"] as Record<string, unknown> | null;
    if (typeof h !== "object" || h === null) return hitFail("inclose.hold", "is not an object");
    const level = h["level"];
    if (typeof level !== "number" || !Number.isInteger(level) || level < 0 || level > 5) hitFail("inclose.hold.level", "is not a whole number from 0 to 5");
    const role = h["role"] === null ? null : ROLES.find((x) => x === h["role"]) ?? hitFail("inclose.hold.role", "is not holding, held or null");
    out.hold = { level: role ? (level as number) : 0, role };
  }
  return out;
}

/**
 * The application of an InClose effect to the creature it is bound to (its statuses now decide what changes). Going
 * InClose (the card's prone part) also drops the Heavy or larger weapons it holds now ("Heavy weapons will be
 * dropped"): read from its own items (`held`, on the GM's client), unequipped.
 */
export function inCloseOnTarget(s: ActorSystem, effect: InCloseEffect, statuses: readonly string[], held?: { weapons?: readonly { id: string; name: string; heavy?: boolean }[] }): DamageApplication {
  const on: string[] = [];
  const off: string[] = [];
  const update: Record<string, number | boolean> = {};
  // One effect a card: the summary names it (its hold level as a lang key, localised on the result card).
  const parts: string[] = [];
  if ((effect.prone === true || effect.knockedDown) && !statuses.includes("tactica.prone")) on.push("tactica.prone");
  if (effect.knockedDown) parts.push("knockedDown");
  // "Unless they are 3x the Size of all opponents": standing against this opponent stands it up against none of the
  // others, and "To stand-up they must Withdraw from InClose". Only Withdraw clears Prone.
  if (effect.prone !== undefined) parts.push(effect.prone ? "prone" : "standing");
  if (effect.subdued && !statuses.includes("tactica.ooa")) on.push("tactica.ooa");
  if (effect.subdued) parts.push("subdued");
  if (effect.hold) {
    const { level, role } = effect.hold;
    if (s.tactica.hold !== level) update["system.tactica.hold"] = level;
    for (const r of ROLES) {
      if (r === role && !statuses.includes(`tactica.${r}`)) on.push(`tactica.${r}`);
      if (r !== role && statuses.includes(`tactica.${r}`)) off.push(`tactica.${r}`);
    }
    parts.push(role ?? "free");
  }
  // The effort die its BODY roll took in the move: spent (a card with nothing else says so).
  if (effect.effortSpent) {
    if (s.tactica.effort) update["system.tactica.effort"] = false;
    parts.push("effort");
  }
  const dropped = effect.prone !== undefined ? (held?.weapons ?? []).filter((w) => w.heavy) : [];
  const levelKey = `FRAY.Action.Tactica.InClose.Level.${HOLD_LEVELS[Math.max(0, (effect.hold?.level ?? 1) - 1)]}`;
  return {
    update,
    statuses: on,
    ...(off.length ? { statusesOff: off } : {}),
    ...(dropped.length ? { itemWrites: dropped.map((w) => ({ id: w.id, update: { "system.equipped": false } })) } : {}),
    summary: dropped.length
      ? { key: `FRAY.Damage.Tactica.InClose.${parts[0]}Dropped`, data: { levelKey, weapons: dropped.map((w) => w.name).join(", ") } }
      : { key: `FRAY.Damage.Tactica.InClose.${parts[0] ?? "none"}`, data: { levelKey } },
  };
}
