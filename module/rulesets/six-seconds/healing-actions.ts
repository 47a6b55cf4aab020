/**
 * six-seconds natural healing on the sheet: a day with eight hours of sleep heals one wound, a day bedridden heals
 * Endurance wounds (healOneDay). No roll; the card says how many wounds healed and the wounds are written back.
 * A poison or disease whose symptoms include wounds blocks natural healing while it is uncured (its affliction on
 * the poison item): the day is refused with its name.
 * A called shot's hurt limb carries nothing and strikes nothing "until the wound is healed": the day that heals the
 * last wound heals the limbs too (their counts cleared). Which limb a partial healing frees is not said: the GM's.
 */
import { healOneDay, type DayOfRest } from "../../engine/rulesets/six-seconds/healing";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData } from "../../dice/card";
import type { ActionOutcome, SheetAction } from "../adapter";
import { afflictionBlockingRest } from "./poison-actions";

export interface SixSecondsHealingRequest {
  name: string;
  wounds: number;
  endurance: number;
  day: Exclude<DayOfRest, "none">;
  /** Limbs hurt by called shots (absent on older requests: none). */
  hurt?: { legs: number; arms: number; hands: number };
}

export function sixSecondsHealingRequest(name: string, s: ActorSystem, day: string | undefined): SixSecondsHealingRequest {
  if (day !== "slept" && day !== "bedridden") throw new RangeError(`unknown day of rest "${String(day)}"`);
  return { name, wounds: s.sixSeconds.wounds, endurance: s.sixSeconds.abilities.endurance, day, hurt: { ...s.sixSeconds.hurt } };
}

export function resolveSixSecondsHealing(req: SixSecondsHealingRequest): ActionOutcome {
  const r = healOneDay({ wounds: req.wounds, endurance: req.endurance, day: req.day });
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `FRAY.Action.SixSeconds.Rest.${req.day}`,
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: "FRAY.Action.SixSeconds.Healed", data: { healed: r.healed }, success: null },
    odds: null,
    details: [
      { label: "FRAY.Action.SixSeconds.WoundsBefore", value: req.wounds },
      { label: "FRAY.Action.SixSeconds.WoundsAfter", value: r.woundsAfter },
    ],
  };
  // Every wound healed: so are the limbs' wounds.
  const limbs = r.healed > 0 && r.woundsAfter === 0 && req.hurt && req.hurt.legs + req.hurt.arms + req.hurt.hands > 0;
  if (limbs) card.details.push({ label: "FRAY.Action.SixSeconds.LimbsHealed", value: req.hurt!.legs + req.hurt!.arms + req.hurt!.hands });
  const healedLimbs: Record<string, number> = limbs ? { "system.sixSeconds.hurt.legs": 0, "system.sixSeconds.hurt.arms": 0, "system.sixSeconds.hurt.hands": 0 } : {};
  return { card, update: r.healed > 0 ? { "system.sixSeconds.wounds": r.woundsAfter, ...healedLimbs } : {} };
}

/** The button's data-day says which day of rest ("slept" or "bedridden"). */
export const restDayAction: SheetAction<SixSecondsHealingRequest> = {
  prepare: async ({ name, stats, data, items, localize }) => {
    const blocking = afflictionBlockingRest(items);
    if (blocking) throw new RangeError(localize(`FRAY.Action.SixSeconds.Poison.BlocksRest`).replace("{name}", blocking));
    return sixSecondsHealingRequest(name, stats, data["day"]);
  },
  dice: () => [],
  resolve: resolveSixSecondsHealing,
};
