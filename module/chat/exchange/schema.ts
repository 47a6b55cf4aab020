/**
 * The exchange stored on an attack card (flags.fray.exchange) is written by the card's author, a player, so it is
 * read as untrusted data: every field is checked for its type and bounds, and a card that fails is "unreadable"
 * (drawn as such on every client, refused on the GM's client) instead of throwing somewhere deep in a view or
 * handler. Sizes are capped so a card of a few MB costs nothing. The card's own `applied` is never read: the
 * applications come from the GM's result cards (exchange-query.ts ledgerOf). A card of the earlier layout (no
 * `order`, no `phase`) is normalised on read: rolled when posted, its defences after the roll.
 */
import { RULESETS, type RulesetId } from "../../schema/choices";
import { HitUnreadable, readHit, type HitReader } from "../../rulesets/contract/hit";
import type { ExchangeCard } from "./card";

export const CARD_LIMITS = Object.freeze({ bytes: 64_000, targets: 32, defences: 32, extra: 8, text: 200, faces: 400, hits: 32, damage: 9999 });

const ACTOR_UUID = /^(Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16}\.)?Actor\.[A-Za-z0-9]{16}$/;
const CHOICE = /^[a-z][a-z-]{0,31}$/;

type Rec = Record<string, unknown>;

class Unreadable extends Error {}

function fail(path: string, problem: string): never {
  throw new Unreadable(`${path}: ${problem}`);
}

function rec(v: unknown, path: string): Rec {
  if (typeof v !== "object" || v === null || Array.isArray(v)) fail(path, "is not an object");
  return v as Rec;
}

function list(v: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(v)) fail(path, "is not a list");
  if (v.length > max) fail(path, `has more than ${max} entries`);
  return v;
}

function str(v: unknown, path: string, pattern?: RegExp): string {
  if (typeof v !== "string" || v.length > CARD_LIMITS.text) fail(path, "is not a short text");
  if (pattern && !pattern.test(v)) fail(path, "is not of the expected form");
  return v;
}

function int(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) fail(path, `is not a whole number from ${min} to ${max}`);
  return v;
}

function optional<T>(v: unknown, read: (v: unknown) => T): T | undefined {
  return v === undefined ? undefined : read(v);
}

/** A summary: a lang key and plain text/number data. */
function summary(v: unknown, path: string): void {
  const s = rec(v, path);
  str(s["key"], `${path}.key`);
  const data = rec(s["data"], `${path}.data`);
  if (Object.keys(data).length > 16) fail(`${path}.data`, "has too many entries");
  for (const [k, x] of Object.entries(data)) if (typeof x !== "number" && typeof x !== "string") fail(`${path}.data.${k}`, "is not text or a number");
}

/** Changes bought to rolled dice: the pick, who, when, the faces before. */
function revisions(x: unknown, path: string): void {
  list(x, path, CARD_LIMITS.defences).forEach((d, i) => {
    const r = rec(d, `${path}.${i}`);
    str(r["choice"], `${path}.${i}.choice`, CHOICE);
    str(r["by"], `${path}.${i}.by`);
    int(r["at"], `${path}.${i}.at`, 0, Number.MAX_SAFE_INTEGER);
    list(r["before"], `${path}.${i}.before`, CARD_LIMITS.faces).forEach((n, k) => int(n, `${path}.${i}.before.${k}`, 0, 1000));
  });
}

function defence(v: unknown, path: string): void {
  const d = rec(v, path);
  str(d["targetUuid"], `${path}.targetUuid`, ACTOR_UUID);
  str(d["choice"], `${path}.choice`, CHOICE);
  int(d["damage"], `${path}.damage`, 0, CARD_LIMITS.damage);
  summary(d["summary"], `${path}.summary`);
  list(d["faces"], `${path}.faces`, CARD_LIMITS.faces).forEach((n, i) => int(n, `${path}.faces.${i}`, 0, 1000));
  optional(d["extra"], (x) =>
    list(x, `${path}.extra`, CARD_LIMITS.extra).forEach((e, i) => {
      const r = rec(e, `${path}.extra.${i}`);
      str(r["targetUuid"], `${path}.extra.${i}.targetUuid`, ACTOR_UUID);
      int(r["damage"], `${path}.extra.${i}.damage`, 0, CARD_LIMITS.damage);
    }),
  );
  optional(d["pending"], (x) => {
    if (x !== true) fail(`${path}.pending`, "is not true");
  });
  // The changes the defender's side bought to its own dice (revise-roll.ts reviseDefenceRoll).
  optional(d["revised"], (x) => revisions(x, `${path}.revised`));
  optional(d["retarget"], (x) => {
    const r = rec(x, `${path}.retarget`);
    str(r["to"], `${path}.retarget.to`, ACTOR_UUID);
    str(r["name"], `${path}.retarget.name`);
    str(r["other"], `${path}.retarget.other`);
    optional(r["swapped"], (s) => {
      if (s !== true) fail(`${path}.retarget.swapped`, "is not true");
    });
  });
}

/**
 * The card's exchange when every field is what the exchange expects (a copy, with no `applied`), or why not. Never
 * throws, whatever the flags hold (cycles, BigInts, getters that throw, a few MB of text). The hit details are the
 * card's ruleset's own: `hitReader` gives that ruleset's adapter's reader (a card of the old layout is migrated first).
 */
export function parseExchangeCard(raw: unknown, hitReader: (ruleset: RulesetId) => HitReader): { ok: true; card: ExchangeCard } | { ok: false; reason: string } {
  try {
    let text: string | undefined;
    try {
      text = JSON.stringify(raw);
    } catch {
      fail("exchange", "is not plain data");
    }
    if (text === undefined) fail("exchange", "is not plain data");
    if (text.length > CARD_LIMITS.bytes) fail("exchange", `is larger than ${CARD_LIMITS.bytes} characters`);
    const c = rec(JSON.parse(text), "exchange");
    if (!(RULESETS as readonly unknown[]).includes(c["ruleset"])) fail("ruleset", "is not a ruleset");
    str(c["attackerUuid"], "attackerUuid", ACTOR_UUID);
    optional(c["attackerName"], (x) => str(x, "attackerName"));
    list(c["targets"], "targets", CARD_LIMITS.targets).forEach((t, i) => {
      const r = rec(t, `targets.${i}`);
      str(r["uuid"], `targets.${i}.uuid`, ACTOR_UUID);
      str(r["name"], `targets.${i}.name`);
    });
    if (c["damage"] !== null) int(c["damage"], "damage", 0, CARD_LIMITS.damage);
    const hit = readHit(c["hit"], hitReader(c["ruleset"] as RulesetId));
    if (c["attack"] !== null) {
      const a = rec(c["attack"], "attack");
      if (!("request" in a)) fail("attack.request", "is missing");
      list(a["faces"], "attack.faces", CARD_LIMITS.faces).forEach((n, i) => int(n, `attack.faces.${i}`, 0, 1000));
    }
    list(c["defences"], "defences", CARD_LIMITS.defences).forEach((d, i) => defence(d, `defences.${i}`));
    optional(c["unbound"], (x) => list(x, "unbound", CARD_LIMITS.defences).forEach((d, i) => defence(d, `unbound.${i}`)));
    optional(c["charged"], (x) => {
      const r = rec(x, "charged");
      str(r["by"], "charged.by");
      int(r["at"], "charged.at", 0, Number.MAX_SAFE_INTEGER);
    });
    // The order and phase (absent on cards of the earlier layout: rolled when posted, defended after).
    const order = c["order"] ?? "roll-first";
    const phase = c["phase"] ?? "rolled";
    if (order !== "roll-first" && order !== "declare-first") fail("order", "is not roll-first or declare-first");
    if (phase !== "rolled" && phase !== "declaring") fail("phase", "is not declaring or rolled");
    if (phase === "declaring" && order !== "declare-first") fail("phase", "is declaring on a card rolled first");
    optional(c["declined"], (x) =>
      list(x, "declined", CARD_LIMITS.targets).forEach((d, i) => {
        const r = rec(d, `declined.${i}`);
        str(r["targetUuid"], `declined.${i}.targetUuid`, ACTOR_UUID);
        str(r["by"], `declined.${i}.by`);
        int(r["at"], `declined.${i}.at`, 0, Number.MAX_SAFE_INTEGER);
      }),
    );
    optional(c["rulings"], (x) =>
      list(x, "rulings", CARD_LIMITS.defences).forEach((d, i) => {
        const r = rec(d, `rulings.${i}`);
        str(r["choice"], `rulings.${i}.choice`, CHOICE);
        str(r["by"], `rulings.${i}.by`);
        int(r["at"], `rulings.${i}.at`, 0, Number.MAX_SAFE_INTEGER);
      }),
    );
    optional(c["revised"], (x) => revisions(x, "revised"));
    return { ok: true, card: { ...(c as unknown as ExchangeCard), hit, applied: [], order, phase } };
  } catch (e) {
    return { ok: false, reason: e instanceof Unreadable || e instanceof HitUnreadable ? e.message : "exchange: is not plain data" };
  }
}
