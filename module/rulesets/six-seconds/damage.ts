/**
 * What a hit of `amount` damage does to an actor in six-seconds, as a plain update (paths under system) plus an
 * explanation. The engine decides (applyDamage, or resolveCalledShot for a called shot's location); this only maps
 * the actor's stored fields onto the engine's input and its outcome back onto those fields.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { CALLED_SHOT_LOCATIONS, resolveCalledShot, type LocationId } from "../../engine/rulesets/six-seconds/called-shots";
import { applyDamage } from "../../engine/rulesets/six-seconds/damage";
import { isCoverStep } from "../../engine/cover";
import type { DamageApplication } from "../adapter";
import type { DamageContext } from "./types";
import type { CalledShotFail } from "./actor";
import { behindCover } from "./cover-durability";

/** What failing each location's Fortitude check does (the table's "fall prone", "drop held item", "be Staggered"). */
const CALLED_SHOT_FAIL_BY_LOCATION: Readonly<Partial<Record<LocationId, CalledShotFail>>> = { leg: "prone", hand: "drop", head: "staggered" };

/**
 * The location's lasting effects as the sheet keeps them (undone with the hit; the GM gives them back when the wound
 * heals): "Speed drops by 1 square", and at the Toughness column "an additional 1 square" (2 in all, the hit having
 * met the Minimum column too) off Speed; the wings' "flight speed drops by 1 square" and "cannot fly" on Flight speed;
 * a leg, an arm or a hand hurt at the Toughness column counted, and a hand hit at the Minimum column (its −1 to attacks).
 */
function lastingEffects(s: ActorSystem, location: LocationId, level: "none" | "minimum" | "toughness"): Record<string, number> {
  if (level === "none") return {};
  const six = s.sixSeconds;
  const out: Record<string, number> = {};
  if (location === "leg") out["system.sixSeconds.speed"] = Math.max(0, six.speed - (level === "toughness" ? 2 : 1));
  if (location === "wings") out["system.sixSeconds.flySpeed"] = level === "toughness" ? 0 : Math.max(0, six.flySpeed - 1);
  const limb = ({ leg: "legs", arm: "arms", hand: "hands" } as const)[location as "leg" | "arm" | "hand"];
  if (limb && level === "toughness") out[`system.sixSeconds.hurt.${limb}`] = six.hurt[limb] + 1;
  // A hand at the Minimum column only: "−1 to attacks made with this hand" (at the Toughness column it carries nothing).
  if (location === "hand" && level === "minimum") out["system.sixSeconds.hurt.sore"] = six.hurt.sore + 1;
  return out;
}

function isLocation(id: string): id is LocationId {
  return Object.hasOwn(CALLED_SHOT_LOCATIONS, id);
}

/**
 * A called shot's hit: the location's Toughness adjustment, its column (Minimum Toughness or Toughness, both "meet or
 * beat"), the wound and dying it gives, and its lasting effects and Fortitude check in the summary (the GM rolls the
 * check; the effects are the location table's words).
 */
function calledShotDamage(s: ActorSystem, d: ActorDerived, amount: number, location: LocationId, ctx: DamageContext): DamageApplication {
  const dying = (ctx.statuses ?? []).includes("six-seconds.dying");
  const o = resolveCalledShot({ location, damage: amount, toughness: d.sixSeconds.toughness.toughness, dying, damageOptions: ctx.options?.sixSeconds ?? {} });
  const statuses = [...(o.startsDying ? ["six-seconds.dying"] : []), ...(o.dies ? ["six-seconds.dead"] : [])];
  // The location's Fortitude check (DC = the damage) is kept on the actor for its sheet's button; undone with the hit.
  const fail = CALLED_SHOT_FAIL_BY_LOCATION[location];
  const check = o.fortitudeCheck && fail ? { [`system.sixSeconds.calledShot.${fail}`]: o.fortitudeCheck.dc } : {};
  return {
    update: { "system.sixSeconds.wounds": s.sixSeconds.wounds + o.wounds, ...check, ...lastingEffects(s, location, o.level) },
    summary: {
      key: "FRAY.Damage.SixSeconds.CalledShot",
      data: { amount, toughness: o.toughness, minimum: o.minimum, locationKey: `FRAY.Reason.called-shot.${location}`, effectsKey: `FRAY.Damage.SixSeconds.Location.${location}.${o.level}` },
    },
    statuses,
  };
}

export function sixSecondsDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}): DamageApplication {
  // Through a cover: its Durability joins the target's Defences (the best counts; cover-durability.ts).
  const cover = ctx.hit?.coverDefence;
  const app = hitDamage(s, cover === undefined ? d : behindCover(d, cover), amount, ctx);
  const drop = ctx.hit?.coverDrop;
  if (!drop) return app;
  // The hit beat the cover's Toughness: the target's cover status moves one step down (undone with the rest).
  if (!isCoverStep(drop.from) || !isCoverStep(drop.to)) throw new RangeError(`unknown cover step in ${JSON.stringify(drop)}`);
  return {
    ...app,
    statuses: [...app.statuses, ...(drop.to === "none" ? [] : [`six-seconds.cover-${drop.to}`])],
    statusesOff: [`six-seconds.cover-${drop.from}`],
  };
}

function hitDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext): DamageApplication {
  const calledShot = ctx.hit?.calledShot;
  if (calledShot) {
    if (!isLocation(calledShot)) throw new RangeError(`unknown called-shot location "${calledShot}"`);
    return calledShotDamage(s, d, amount, calledShot, ctx);
  }
  const statuses = ctx.statuses ?? [];
  const o = applyDamage(
    // An object actor (the sheet's Object box): destroyed by more than its Toughness, never dying, immune to nonlethal.
    { toughness: d.sixSeconds.toughness.toughness, dying: statuses.includes("six-seconds.dying"), isObject: s.sixSeconds.object },
    { amount, nonlethal: ctx.hit?.nonlethal ?? false },
    ctx.options?.sixSeconds ?? {},
  );
  return {
    update: { "system.sixSeconds.wounds": s.sixSeconds.wounds + o.wounds },
    summary: { key: `FRAY.Damage.SixSeconds.${o.result}`, data: { amount, toughness: o.toughness, minimum: o.minimum } },
    statuses: [...o.conditionsGained.filter((c) => c !== "wound").map((c) => `six-seconds.${c}`), ...(o.result === "dies" || o.result === "destroyed" ? ["six-seconds.dead"] : [])],
  };
}
