/**
 * The area an attack placed, as its chat card keeps it (flags.fray.area), and the GM's decisions over it (pure):
 * may this user ask for the miss to be resolved, and the card retargeted on whoever the moved area catches. The
 * card's own data (its request and faces) says whether the attack missed; a request only names the card.
 */
import type { BoundTarget, ExchangeCard, Requester } from "../chat/exchange/card";

/** A template placed on the board (six-seconds), or a ranged blast aimed at a zone (factions). */
export type PlacedArea =
  | {
      kind: "template";
      /** The placed area's UUID: a MeasuredTemplate (v13) or a Region (v14). */
      template: string;
      /** Range increments beyond the first to the aim point (1d6 of scatter per increment out). */
      rangeIncrements: number;
      resolved?: AreaResolution;
    }
  | {
      kind: "blast";
      /** The attacker's token UUID, the zone aimed at and the weapon's range in zones. */
      attackerToken: string;
      zone: string;
      range: number;
      resolved?: AreaResolution;
    };

/** What resolving did: hit (nothing moved) or where the miss landed, and whom it caught. */
export interface AreaResolution {
  missed: boolean;
  by: string;
  at: number;
  targets: string[];
}

const UUID = /^[A-Za-z0-9.]{1,200}$/;

/** A stored area flag as a PlacedArea, or null when it is absent or malformed (written by a client). */
export function parsePlacedArea(value: unknown): PlacedArea | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const resolved = typeof v["resolved"] === "object" && v["resolved"] !== null ? (v["resolved"] as AreaResolution) : undefined;
  const extra = resolved ? { resolved } : {};
  if (v["kind"] === "template") {
    const k = v["rangeIncrements"];
    if (typeof v["template"] !== "string" || !UUID.test(v["template"]) || typeof k !== "number" || !Number.isInteger(k) || k < 0 || k > 10) return null;
    return { kind: "template", template: v["template"], rangeIncrements: k, ...extra };
  }
  if (v["kind"] === "blast") {
    const range = v["range"];
    if (typeof v["attackerToken"] !== "string" || !UUID.test(v["attackerToken"]) || typeof v["zone"] !== "string" || v["zone"] === "") return null;
    if (typeof range !== "number" || !Number.isInteger(range) || range < 0) return null;
    return { kind: "blast", attackerToken: v["attackerToken"], zone: v["zone"], range, ...extra };
  }
  return null;
}

export type AreaRefusal = "NoCard" | "NoArea" | "Forbidden" | "NotYours" | "Resolved" | "Started";

/**
 * Resolve a card's placed area once: the attacker's owner or a GM, only while no one has defended or been applied
 * to (the targets would change under them).
 */
export function decideAreaMiss(card: ExchangeCard | null, area: PlacedArea | null, requester: Requester): { ok: true } | { ok: false; refusal: AreaRefusal } {
  if (!card) return { ok: false, refusal: "NoCard" };
  if (!area) return { ok: false, refusal: "NoArea" };
  if (!requester.isGM && !requester.owns(card.attackerUuid)) return { ok: false, refusal: "Forbidden" };
  if (area.resolved) return { ok: false, refusal: "Resolved" };
  if (card.defences.length > 0 || card.applied.length > 0) return { ok: false, refusal: "Started" };
  return { ok: true };
}

/** The card bound to whoever the landed area caught, with the damage the attack's dice deal there. */
export function retargetCard(card: ExchangeCard, targets: readonly BoundTarget[], damage: number | null): ExchangeCard {
  return { ...structuredClone(card), targets: targets.map((t) => ({ ...t })), damage };
}
