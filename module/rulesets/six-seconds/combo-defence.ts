/**
 * The defender's step on a combo's card: each Attack of a combo is an ordinary attack, so the target picks its own
 * defence ("He picks one of his available defence options … and rolls. A successful defence roll negates the attack")
 * under the same rules as against a weapon attack (defence.ts defenceAllowed: Helpless, Flat-Footed, Held, flanked),
 * and rolls it once for every Attack that landed on it (docs/rules-notes.md: one choice per card, one die per Attack).
 * The hits that get through are worked out again from the card when the GM applies it, never added together.
 */
import { queuedDice } from "../../engine/dice/source";
import { defenceDC, resolveAttack, type DefenceOption } from "../../engine/rulesets/six-seconds/attack";
import type { Modifier } from "../../engine/modifiers";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DefenceResolution } from "../adapter";
import type { DamageContext } from "./types";
import { resolveSixSecondsAttack, targetDefence, type SixSecondsAttackRequest } from "./attack";

export const COMBO_KIND = "six-seconds.combo";

/** What a combo's card on one target keeps for its defence: each Attack at this target with its own faces. */
export interface SixSecondsComboTarget {
  kind: typeof COMBO_KIND;
  attacks: { request: SixSecondsAttackRequest; faces: number[] }[];
}

/** The combo this card holds, or null (a weapon attack's card, or none). */
export function comboOnCard(card: ExchangeCard): SixSecondsComboTarget | null {
  const req = card.attack?.request as Partial<SixSecondsComboTarget> | undefined;
  return req?.kind === COMBO_KIND && Array.isArray(req.attacks) ? (req as SixSecondsComboTarget) : null;
}

/** The Attacks that landed (hit before any defence), each with its faces. */
export function landedAttacks(combo: SixSecondsComboTarget): SixSecondsComboTarget["attacks"] {
  return combo.attacks.filter((a) => resolveSixSecondsAttack(a.request, a.faces).damage != null);
}

/** The damage of each landed Attack after this defence (one die each, in order); null where it was stopped. */
function afterDefence(combo: SixSecondsComboTarget, target: AttackTarget, kind: DefenceOption, modifiers: readonly Modifier[], faces: readonly number[]): { damage: number | null; roll: number; location: string }[] {
  return landedAttacks(combo).map((a, i) => {
    const input = { ...a.request.input, defence: targetDefence(target, kind, [...modifiers]) };
    const o = resolveAttack(queuedDice([a.faces[0]!, faces[i]!, ...a.faces.slice(1)]), input);
    return { damage: o.result === "defended" || o.result === "miss" ? null : (o.damage?.total ?? 0), roll: o.defence?.total ?? 0, location: a.request.input.calledShot ?? "" };
  });
}

export function resolveComboDefence(combo: SixSecondsComboTarget, target: AttackTarget, kind: DefenceOption, modifiers: readonly Modifier[], faces: readonly number[]): DefenceResolution {
  const each = afterDefence(combo, target, kind, modifiers, faces);
  const through = each.filter((e) => e.damage !== null);
  const hits = through.map((e) => e.damage!);
  // Each hit's called-shot location, kept with it for the GM's Apply (combo-shots.ts); none: no list.
  const locations: Record<string, string> = through.some((e) => e.location !== "") ? { locations: through.map((e) => e.location).join(",") } : {};
  const dc = defenceDC(combo.attacks[0]!.request.input.attacker);
  return {
    damage: hits.length > 0 ? Math.max(...hits) : 0,
    summary: { key: "FRAY.Exchange.SixSeconds.ComboDefence", data: { rolls: each.map((e) => e.roll).join(", "), dc, stopped: each.length - hits.length, damage: hits.join(", ") || "0", hits: hits.join(","), ...locations } },
  };
}

/**
 * The combo's hits on this target as the GM applies them: those its defence let through (the defence record keeps
 * them, as `hits` in its summary's data, decided when the defence was rolled), else the card's own. Null when the card
 * holds no combo.
 */
export function comboHitsApplied(ctx: DamageContext): number[] | null {
  const card = ctx.exchange?.card;
  if (!card || !comboOnCard(card)) return null;
  const record = card.defences.find((d) => d.targetUuid === ctx.exchange!.targetUuid);
  if (!record) return ctx.hit?.hits ? [...ctx.hit.hits] : null;
  const raw = String(record.summary.data["hits"] ?? "");
  const hits = raw === "" ? [] : raw.split(",").map(Number);
  if (hits.some((h) => !Number.isInteger(h) || h < 0)) throw new RangeError(`the combo's defence record holds no hits list (got ${JSON.stringify(raw)})`);
  return hits;
}
