/**
 * six-seconds collisions on the sheet: this actor ran into (or was run into by) something of another scale. Dodge
 * (Reflex) against DC 4 + largest scale − smallest; failing, the hit is 1d6 + triple the smallest scale (the largest,
 * other than the surface, when crushed against one) + 1 per 5 squares a second of the fastest mover (resolveCollision),
 * judged against this actor's Toughness like any hit (sixSecondsDamage). The other party rolls its own collision from
 * its own sheet with the same numbers; the card's odds count every face of both d6s through the same rules.
 */
import { queuedDice } from "../../engine/dice/source";
import { resolveCollision } from "../../engine/rulesets/six-seconds/collisions";
import { MAX_SCALE, MIN_SCALE } from "../../engine/rulesets/six-seconds/scale";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, DiceGroup } from "../../dice/card";
import { signed } from "../../dice/faces";
import { percent } from "../../dice/roll-format";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, DamageContext, SheetAction } from "../adapter";
import { sixSecondsDamage } from "./damage";
import { conditionCheckModifiers } from "./condition-checks";
import { total } from "../../engine/modifiers";

const K = "FRAY.Action.SixSeconds.Collision";
const YES_NO = ["yes", "no"] as const;

export interface SixSecondsCollisionRequest {
  name: string;
  /** The fastest mover's speed at impact, metres a second. */
  speed: number;
  /** The scale of what this actor collided with. */
  otherScale: number;
  crushed: boolean;
  /** This actor's Reflex bonus when it tries to dodge; null: it does not (or cannot). */
  dodgeBonus: number | null;
  stats: ActorSystem;
  derived: ActorDerived;
  statuses: readonly string[];
  options: DamageContext["options"];
}

/**
 * The Reflex skill's bonus (Dexterity alone without the skill), with the roller's conditions' penalties to it (Raging:
 * "He takes a -1 penalty to all Dexterity- and Intelligence-based skills").
 */
export function reflexBonus(stats: ActorSystem, derived: ActorDerived, statuses: readonly string[] = []): number {
  const skill = derived.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === "reflex") ?? { name: "Reflex", ability: "dexterity", bonus: stats.sixSeconds.abilities.dexterity };
  return skill.bonus + total(conditionCheckModifiers(skill, statuses));
}

function collide(req: SixSecondsCollisionRequest, faces: readonly number[]) {
  const me = { id: "self", scale: req.stats.sixSeconds.scale, speed: req.speed, crushed: req.crushed, ...(req.dodgeBonus === null ? {} : { dodgeBonus: req.dodgeBonus }) };
  const r = resolveCollision(queuedDice([...faces]), [me, { id: "other", scale: req.otherScale, speed: 0 }]);
  const mine = r.results[0]!;
  const app = mine.hit ? sixSecondsDamage(req.stats, req.derived, mine.damage ?? 0, { statuses: req.statuses, options: req.options }) : null;
  return { r, mine, app };
}

function unhurt(req: SixSecondsCollisionRequest, app: ReturnType<typeof collide>["app"]): boolean {
  return app === null || (app.statuses.length === 0 && app.update["system.sixSeconds.wounds"] === req.stats.sixSeconds.wounds);
}

export function resolveSixSecondsCollision(req: SixSecondsCollisionRequest, faces: readonly number[]): ActionOutcome {
  const { r, mine, app } = collide(req, faces);
  // Exact odds: every dodge face (when dodging) with every damage face, through the same rules.
  const all: (readonly number[])[] = [];
  for (let d = 1; d <= 6; d++) {
    if (req.dodgeBonus === null) all.push([d]);
    else for (let e = 1; e <= 6; e++) all.push([d, e]);
  }
  const results = all.map((f) => collide(req, f).app);
  const safe = results.filter((a) => unhurt(req, a)).length / all.length;
  const dying = results.filter((a) => a?.statuses.includes("six-seconds.dying") ?? false).length / all.length;
  const dice: CardData["dice"] = [];
  if (mine.dodge) dice.push({ value: mine.dodge.roll, mark: mine.dodge.success ? "success" : "failure" });
  if (r.damageRoll !== undefined) dice.push({ value: r.damageRoll, mark: "plain" });
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Kind`,
    dice,
    modifiers: mine.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: mine.damage ?? 0,
    target: req.derived.sixSeconds.toughness.toughness,
    outcome: app ? { key: app.summary.key, data: app.summary.data, success: unhurt(req, app) } : { key: `${K}.Dodged`, data: { dc: r.dodgeDc }, success: true },
    odds: safe,
    details: [
      { label: `${K}.DodgeDc`, value: req.dodgeBonus === null ? "—" : `${r.dodgeDc} (${signed(req.dodgeBonus)})` },
      { label: `${K}.OddsWound`, value: percent(1 - safe - dying) ?? "" },
      { label: `${K}.OddsDying`, value: percent(dying) ?? "" },
    ],
  };
  return app ? { card, update: app.update, statuses: { on: app.statuses } } : { card, update: {} };
}

export const collisionAction: SheetAction<SixSecondsCollisionRequest> = {
  prepare: async ({ name, stats, derived, statuses, options, askFields, firstTarget, targetPrefill, uuid }) => {
    // The other party is the user's targeted token when it has one: its sheet's scale, and the fastest of its and this
    // actor's latest speeds as the board's record keeps them (the attack dialog's *Speed*). Editable: a wall or an
    // object has no sheet, and a fall or a throw no recorded move. With nothing targeted (a wall, an object) the
    // fastest is this actor's own recorded speed.
    const other = firstTarget();
    const against = other ? other.uuid : uuid;
    const board = against ? (targetPrefill?.(against, {}) ?? {}) : {};
    const recorded = typeof board["speed"] === "number" ? Math.floor(board["speed"]) : null;
    const fields = await askFields({
      title: `${K}.Kind`,
      fields: [
        { kind: "number", name: "speed", label: `${K}.Speed`, value: recorded ?? 5, min: 0, max: 100000 },
        { kind: "number", name: "otherScale", label: `${K}.OtherScale`, value: other ? other.system.sixSeconds.scale : stats.sixSeconds.scale, min: MIN_SCALE, max: MAX_SCALE },
        { kind: "select", name: "crushed", label: `${K}.Crushed`, value: "no", options: YES_NO.map((v) => ({ value: v, label: `${K}.${v}` })) },
        { kind: "select", name: "dodge", label: `${K}.Dodge`, value: "yes", options: YES_NO.map((v) => ({ value: v, label: `${K}.${v}` })) },
      ],
    });
    if (!fields) return null;
    return {
      name,
      speed: wholeField(fields, "speed", 0, 100000),
      otherScale: wholeField(fields, "otherScale", MIN_SCALE, MAX_SCALE),
      crushed: choiceField(fields, "crushed", YES_NO) === "yes",
      dodgeBonus: choiceField(fields, "dodge", YES_NO) === "yes" ? reflexBonus(stats, derived, statuses) : null,
      stats,
      derived,
      statuses,
      options,
    };
  },
  dice: (req): DiceGroup[] => (req.dodgeBonus === null ? [] : [{ count: 1, sides: 6, purpose: `${K}.DodgeDie` }]).concat([{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }]),
  resolve: resolveSixSecondsCollision,
};
