/**
 * six-seconds falling on the sheet: 1d6 + triple the scale + 1 per 5 m fallen (up to 60 m) + the surface
 * (rollFallDamage), then the damage goes against the faller's Toughness like any other hit (the adapter's
 * sixSecondsDamage: wounds, Dying). The card shows the odds of each result before the roll, counted over the six
 * faces of the d6 through the same damage rule. A ledge on the way down is a Reflex check (DC 4) first: caught, the
 * fall stops unhurt. A Tuck and Roll technique's reduction (its check is not printed in this chapter) is typed.
 */
import { queuedDice } from "../../engine/dice/source";
import { catchLedge, FALL_SURFACE_IDS, LEDGE_CATCH_DC, rollFallDamage, type FallSurfaceId } from "../../engine/rulesets/six-seconds/falling";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData } from "../../dice/card";
import { signed } from "../../dice/faces";
import { percent } from "../../dice/roll-format";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, DamageContext, SheetAction } from "../adapter";
import { sixSecondsDamage } from "./damage";
import { reflexBonus } from "./collision-actions";
import { FALL_MAX_METRES, fallSquares, forcedMoveValue } from "./forced-move";

/**
 * A fall's metres, written for the fight's high-speed record ("If you move 30 squares or more in a single turn
 * (whether deliberately running, or falling, …)"): the GM's client works out the squares (forced-move.ts); nothing
 * outside a fight or under a square of the faller's scale.
 */
function fallRecord(req: SixSecondsFallRequest): Record<string, string> {
  const squares = fallSquares(req.metres, req.stats.sixSeconds.scale);
  return req.fight && squares > 0 ? { "system.sixSeconds.forcedMove": forcedMoveValue(req.fight.roundKey, req.fight.id, req.metres) } : {};
}

export interface SixSecondsFallRequest {
  name: string;
  metres: number;
  surface: FallSurfaceId;
  /** A ledge or branch to catch on the way down: the faller's Reflex bonus for the DC 4 check; null: none. */
  ledge?: number | null;
  /** Damage a Tuck and Roll check took off (typed: the technique's check is not in this chapter). */
  tuck?: number;
  /** The faller as the damage rule needs them. */
  stats: ActorSystem;
  derived: ActorDerived;
  statuses: readonly string[];
  options: DamageContext["options"];
  /**
   * In a running fight: the fight's round key and the fall's id, written on the faller when it falls, for the
   * tracker's record of what it moved in its turn (forced-move.ts). Absent: no fight.
   */
  fight?: { roundKey: string; id: string };
}

function fall(req: SixSecondsFallRequest, face: number) {
  const r = rollFallDamage(queuedDice([face]), { metres: req.metres, scale: req.stats.sixSeconds.scale, surface: req.surface });
  const damage = Math.max(0, r.damage - (req.tuck ?? 0));
  return { r, damage, app: sixSecondsDamage(req.stats, req.derived, damage, { statuses: req.statuses, options: req.options }) };
}

const K = "FRAY.Action.SixSeconds.Fall";

export function resolveSixSecondsFall(req: SixSecondsFallRequest, faces: readonly number[]): ActionOutcome {
  const ledge = req.ledge === null || req.ledge === undefined ? null : catchLedge(queuedDice([faces[0]!]), req.ledge);
  const ledgeDetail = ledge ? [{ label: `${K}.Ledge`, value: `${ledge.total} / DC ${LEDGE_CATCH_DC}: ${ledge.success ? "✓" : "✗"}` }] : [];
  if (ledge?.success) {
    const card: CardData = {
      ruleset: "six-seconds", title: req.name, kind: `${K}.Kind`,
      dice: [{ value: ledge.roll, mark: "success" }], modifiers: [{ value: signed(req.ledge!), reason: "Reflex" }],
      total: ledge.total, target: LEDGE_CATCH_DC, outcome: { key: `${K}.Caught`, data: {}, success: true }, odds: null, details: ledgeDetail,
    };
    return { card, update: {} };
  }
  const tuck = req.tuck ?? 0;
  const { r, damage, app } = fall(req, faces[ledge ? 1 : 0]!);
  // Exact odds: each face of the d6 through the same rule.
  const results = [1, 2, 3, 4, 5, 6].map((f) => fall(req, f).app);
  const wounds = req.stats.sixSeconds.wounds;
  const unhurt = results.filter((a) => a.update["system.sixSeconds.wounds"] === wounds && a.statuses.length === 0).length / 6;
  const dying = results.filter((a) => a.statuses.includes("six-seconds.dying")).length / 6;
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: "FRAY.Action.SixSeconds.Fall.Kind",
    dice: [...(ledge ? [{ value: ledge.roll, mark: "failure" as const }] : []), { value: r.roll, mark: "plain" }],
    modifiers: [...r.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })), ...(tuck ? [{ value: signed(-tuck), reason: "", reasonKey: `${K}.Tuck` }] : [])],
    total: damage,
    target: req.derived.sixSeconds.toughness.toughness,
    outcome: { key: app.summary.key, data: app.summary.data, success: app.statuses.length === 0 && app.update["system.sixSeconds.wounds"] === wounds },
    odds: unhurt,
    details: [
      ...ledgeDetail,
      { label: "FRAY.Action.SixSeconds.Fall.OddsWound", value: percent(1 - unhurt - dying) ?? "" },
      { label: "FRAY.Action.SixSeconds.Fall.OddsDying", value: percent(dying) ?? "" },
    ],
  };
  // A fall caught on a ledge stopped short of its height (how far is not known): only a fall to the ground is recorded.
  return { card, update: { ...app.update, ...fallRecord(req) }, statuses: { on: app.statuses } };
}

export const fallAction: SheetAction<SixSecondsFallRequest> = {
  prepare: async ({ name, stats, derived, statuses, options, askFields, combatRound }) => {
    const fields = await askFields({
      title: "FRAY.Action.SixSeconds.Fall.Kind",
      fields: [
        { kind: "number", name: "metres", label: "FRAY.Action.SixSeconds.Fall.Metres", value: 5, min: 0, max: FALL_MAX_METRES },
        { kind: "select", name: "surface", label: "FRAY.Action.SixSeconds.Fall.SurfaceLabel", value: "hard", options: FALL_SURFACE_IDS.map((id) => ({ value: id, label: `FRAY.Action.SixSeconds.Fall.Surface.${id}` })) },
        { kind: "select", name: "ledge", label: `${K}.LedgeLabel`, value: "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] },
        { kind: "number", name: "tuck", label: `${K}.Tuck`, value: 0, min: 0, max: 100 },
      ],
    });
    if (!fields) return null;
    const ledge = choiceField(fields, "ledge", ["no", "yes"] as const) === "yes" ? reflexBonus(stats, derived, statuses) : null;
    const roundKey = combatRound?.() ?? null;
    const fight = roundKey === null ? {} : { fight: { roundKey, id: foundry.utils.randomID() } };
    return { name, metres: wholeField(fields, "metres", 0, FALL_MAX_METRES), surface: choiceField(fields, "surface", FALL_SURFACE_IDS), ledge, tuck: wholeField(fields, "tuck", 0, 100), stats, derived, statuses, options, ...fight };
  },
  dice: (req) => [...(req.ledge === null || req.ledge === undefined ? [] : [{ count: 1, sides: 6, purpose: "FRAY.Action.SixSeconds.Fall.Ledge" }]), { count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsFall,
};
