/**
 * six-seconds falling on the sheet: 1d6 + triple the scale + 1 per 5 m fallen (up to 60 m) + the surface
 * (rollFallDamage), then the damage goes against the faller's Toughness like any other hit (the adapter's
 * sixSecondsDamage: wounds, Dying). The card shows the odds of each result before the roll, counted over the six
 * faces of the d6 through the same damage rule. Catching a ledge (a Reflex check) is the faller's skill roll.
 */
import { queuedDice } from "../../engine/dice/source";
import { FALL_SURFACE_IDS, rollFallDamage, type FallSurfaceId } from "../../engine/rulesets/six-seconds/falling";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData } from "../../dice/card";
import { signed } from "../../dice/faces";
import { percent } from "../../dice/roll-format";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, DamageContext, SheetAction } from "../adapter";
import { sixSecondsDamage } from "./damage";

export interface SixSecondsFallRequest {
  name: string;
  metres: number;
  surface: FallSurfaceId;
  /** The faller as the damage rule needs them. */
  stats: ActorSystem;
  derived: ActorDerived;
  statuses: readonly string[];
  options: DamageContext["options"];
}

function fall(req: SixSecondsFallRequest, face: number) {
  const r = rollFallDamage(queuedDice([face]), { metres: req.metres, scale: req.stats.sixSeconds.scale, surface: req.surface });
  return { r, app: sixSecondsDamage(req.stats, req.derived, r.damage, { statuses: req.statuses, options: req.options }) };
}

export function resolveSixSecondsFall(req: SixSecondsFallRequest, faces: readonly number[]): ActionOutcome {
  const { r, app } = fall(req, faces[0]!);
  // Exact odds: each face of the d6 through the same rule.
  const results = [1, 2, 3, 4, 5, 6].map((f) => fall(req, f).app);
  const wounds = req.stats.sixSeconds.wounds;
  const unhurt = results.filter((a) => a.update["system.sixSeconds.wounds"] === wounds && a.statuses.length === 0).length / 6;
  const dying = results.filter((a) => a.statuses.includes("six-seconds.dying")).length / 6;
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: "FRAY.Action.SixSeconds.Fall.Kind",
    dice: [{ value: r.roll, mark: "plain" }],
    modifiers: r.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: r.damage,
    target: req.derived.sixSeconds.toughness.toughness,
    outcome: { key: app.summary.key, data: app.summary.data, success: app.statuses.length === 0 && app.update["system.sixSeconds.wounds"] === wounds },
    odds: unhurt,
    details: [
      { label: "FRAY.Action.SixSeconds.Fall.OddsWound", value: percent(1 - unhurt - dying) ?? "" },
      { label: "FRAY.Action.SixSeconds.Fall.OddsDying", value: percent(dying) ?? "" },
    ],
  };
  return { card, update: app.update, statuses: { on: app.statuses } };
}

export const fallAction: SheetAction<SixSecondsFallRequest> = {
  prepare: async ({ name, stats, derived, statuses, options, askFields }) => {
    const fields = await askFields({
      title: "FRAY.Action.SixSeconds.Fall.Kind",
      fields: [
        { kind: "number", name: "metres", label: "FRAY.Action.SixSeconds.Fall.Metres", value: 5, min: 0, max: 10000 },
        { kind: "select", name: "surface", label: "FRAY.Action.SixSeconds.Fall.SurfaceLabel", value: "hard", options: FALL_SURFACE_IDS.map((id) => ({ value: id, label: `FRAY.Action.SixSeconds.Fall.Surface.${id}` })) },
      ],
    });
    if (!fields) return null;
    return { name, metres: wholeField(fields, "metres", 0, 10000), surface: choiceField(fields, "surface", FALL_SURFACE_IDS), stats, derived, statuses, options };
  },
  dice: () => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsFall,
};
