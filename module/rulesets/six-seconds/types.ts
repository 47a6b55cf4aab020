/**
 * The six-seconds types the adapter contract is generic over (contract/types.ts), and the reader of its hit details
 * on a stored attack card.
 */
import type { SixSecondsWorldOptions } from "./rules-options";
import type { AfflictionState } from "../../engine/rulesets/six-seconds/poison";
import { hitFail, onlyHitFields, type HitReader } from "../contract/hit";
import type * as Contract from "../adapter";
import type { SixSecondsDialog } from "./dialog";
import { areaEffectOf, type AreaEffect } from "./area-effect-item";
import { readWeaponPoison, type WeaponPoison } from "./poison-weapon";

/** What a six-seconds attack card says about its hit. */
export type SixSecondsHit = {
  /** A nonlethal hit knocks out instead of killing. */
  nonlethal?: boolean;
  /** A called shot's location (its effects are judged when the hit is applied). */
  calledShot?: string;
  /** The hit beat the cover's Toughness, so the target's cover drops from one step to the next. */
  coverDrop?: { from: string; to: string };
  /** Morale penalties the hit actor takes instead of damage (a trapped leaver's: "takes a morale penalty"). */
  morale?: number;
  /** The hit went through a cover of this Durability: the target may use it as its Defence (the best one counts). */
  coverDefence?: number;
  /** A combo: every hit on this target, judged at once against its Toughness (never added together); absent: the one hit. */
  hits?: number[];
  /** A combo: each hit's called-shot location, "" for a plain hit (absent: none is a called shot). */
  locations?: string[];
  /** A failed hand check's dropped item (its id and name on the hit character's sheet): Apply unequips it. */
  drop?: { id: string; name: string };
  /** Aimed at an item on the target's sheet: its id and name, and its Toughness as the attack judged it. */
  item?: { id: string; name: string; toughness: number };
  /** A non-damage area effect: the condition laid on each target the card's Apply reaches (area-effect.ts). */
  areaEffect?: AreaEffect;
  /** The poison on the weapon: the card's Apply afflicts a target the hit deals damage to (poison-weapon.ts). */
  poison?: WeaponPoison;
  /**
   * A won *Possession check against you* (possession-link.ts): the body's host and the creature now possessing it, by
   * their actors' UUIDs; Apply writes the bound mind's part in the shared body.
   */
  possession?: { host: string; possessor: string };
  /** A possessor left the body out of a fight (possession-leave.ts): Apply takes it off the host's possessors. */
  release?: { host: string; possessor: string };
};

/** The world's six-seconds rules readings. */
export type SixSecondsOptions = { sixSeconds?: SixSecondsWorldOptions };

export interface SixSecondsTypes {
  hit: SixSecondsHit;
  options: SixSecondsOptions;
  /**
   * The weapons and armour the target carries (held-items.ts's SixSecondsHeld, read back with sixSecondsHeldOf): an
   * attack on one of them writes what it took there. Typed open, so a target built without them still fits.
   */
  held: object;
  /** What its roll dialog asks (dialog.ts). */
  dialog: SixSecondsDialog;
}

/** What six-seconds keeps in an item's flags.fray: a poison's affliction on its victim's item. */
export type SixSecondsItemFlags = { affliction?: AfflictionState | null };

export type DamageContext = Contract.DamageContext<SixSecondsTypes>;
export type SheetActionContext = Contract.SheetActionContext<SixSecondsTypes>;
export type SheetAction<Q = unknown> = Contract.SheetAction<Q, SixSecondsTypes>;

const MAX_HITS = 32;
const MAX_DAMAGE = 9999;
const MAX_TEXT = 200;

const text = (v: unknown, field: string): string => (typeof v === "string" && v.length <= MAX_TEXT ? v : hitFail(field, "is not a short text"));

export const readSixSecondsHit: HitReader<SixSecondsHit> = (raw) => {
  onlyHitFields(raw, ["nonlethal", "calledShot", "coverDrop", "coverDefence", "morale", "hits", "locations", "item", "drop", "areaEffect", "poison", "possession", "release"]);
  const hit: SixSecondsHit = {};
  if (raw["nonlethal"] !== undefined) hit.nonlethal = typeof raw["nonlethal"] === "boolean" ? raw["nonlethal"] : hitFail("nonlethal", "is not true or false");
  if (raw["calledShot"] !== undefined) hit.calledShot = text(raw["calledShot"], "calledShot");
  const drop = raw["coverDrop"];
  if (drop !== undefined) {
    if (typeof drop !== "object" || drop === null || Array.isArray(drop)) hitFail("coverDrop", "is not an object");
    const d = drop as Record<string, unknown>;
    hit.coverDrop = { from: text(d["from"], "coverDrop.from"), to: text(d["to"], "coverDrop.to") };
  }
  const morale = raw["morale"];
  if (morale !== undefined) hit.morale = typeof morale === "number" && Number.isInteger(morale) && morale >= 1 && morale <= 10 ? morale : hitFail("morale", "is not a whole number from 1 to 10");
  const coverDefence = raw["coverDefence"];
  if (coverDefence !== undefined) {
    hit.coverDefence = typeof coverDefence === "number" && Number.isInteger(coverDefence) && coverDefence >= 0 && coverDefence <= MAX_DAMAGE ? coverDefence : hitFail("coverDefence", `is not a whole number from 0 to ${MAX_DAMAGE}`);
  }
  const hits = raw["hits"];
  if (hits !== undefined) {
    if (!Array.isArray(hits) || hits.length > MAX_HITS) hitFail("hits", `is not a list of at most ${MAX_HITS}`);
    hit.hits = hits.map((n: unknown, i) => (typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_DAMAGE ? n : hitFail(`hits.${i}`, `is not a whole number from 0 to ${MAX_DAMAGE}`)));
  }
  const locations = raw["locations"];
  if (locations !== undefined) {
    if (!Array.isArray(locations) || locations.length > MAX_HITS) hitFail("locations", `is not a list of at most ${MAX_HITS}`);
    hit.locations = locations.map((l: unknown, i) => text(l, `locations.${i}`));
  }
  const item = raw["item"];
  if (item !== undefined) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) hitFail("item", "is not an object");
    const i = item as Record<string, unknown>;
    const toughness = i["toughness"];
    if (typeof toughness !== "number" || !Number.isInteger(toughness) || Math.abs(toughness) > MAX_DAMAGE) hitFail("item.toughness", "is not a whole number");
    hit.item = { id: text(i["id"], "item.id"), name: text(i["name"], "item.name"), toughness: toughness as number };
  }
  if (raw["areaEffect"] !== undefined) hit.areaEffect = areaEffectOf({ areaEffect: raw["areaEffect"] }) ?? hitFail("areaEffect", "is not a condition an area may lay");
  if (raw["poison"] !== undefined) {
    try {
      hit.poison = readWeaponPoison(raw["poison"]);
    } catch (e) {
      hitFail("poison", (e as Error).message);
    }
  }
  const dropped = raw["drop"];
  if (dropped !== undefined) {
    if (typeof dropped !== "object" || dropped === null || Array.isArray(dropped)) hitFail("drop", "is not an object");
    const d = dropped as Record<string, unknown>;
    hit.drop = { id: text(d["id"], "drop.id"), name: text(d["name"], "drop.name") };
  }
  const possession = raw["possession"];
  if (possession !== undefined) {
    if (typeof possession !== "object" || possession === null || Array.isArray(possession)) hitFail("possession", "is not an object");
    const p = possession as Record<string, unknown>;
    hit.possession = { host: text(p["host"], "possession.host"), possessor: text(p["possessor"], "possession.possessor") };
  }
  const release = raw["release"];
  if (release !== undefined) {
    if (typeof release !== "object" || release === null || Array.isArray(release)) hitFail("release", "is not an object");
    const r = release as Record<string, unknown>;
    hit.release = { host: text(r["host"], "release.host"), possessor: text(r["possessor"], "release.possessor") };
  }
  return hit;
};
