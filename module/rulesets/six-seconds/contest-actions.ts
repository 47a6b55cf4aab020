/**
 * A contested check: this character and each of the user's targets make a check (a skill, an ability alone, or the
 * Initiative check, Reflex + Dexterity), d6 + bonus, and the card orders them, highest first; those who tie roll
 * again among themselves. The text's cases: who does something first out of combat ("have the contesting
 * characters make a Reflex check for initiative … the one who rolled higher goes before the lower") and a check one
 * side makes against another's. Every side's dice are in the one roll, made by the user who asks.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, DiceGroup } from "../../dice/card";
import { rollContest, type InitiativeRoll } from "../../engine/rulesets/six-seconds/turn-initiative";
import { total } from "../../engine/modifiers";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { SIX_SECONDS_ABILITIES } from "./actor";
import { reflexRank } from "./entrant";
import { sixSecondsSkillCheck } from "./from-actor";
import { withControlledBody } from "./controlled-body";
import { d6s } from "./possession-actions";

const K = "FRAY.Action.SixSeconds.Contest";
/** A first roll and five rounds of ties per side. */
export const CONTEST_D6S_EACH = 6;
const MAX_SIDES = 12;

export interface ContestSide {
  name: string;
  /** What the side rolls, as the card names it (Initiative, an ability, a skill's name). */
  check: string;
  bonus: number;
}

export interface SixSecondsContestRequest {
  name: string;
  sides: ContestSide[];
}

/** The checks one character can make in a contest: Initiative, each ability alone, each skill on its sheet. */
export function contestChecks(s: ActorSystem): { value: string; label: string; text?: string }[] {
  return [
    { value: "initiative", label: `${K}.Initiative` },
    ...SIX_SECONDS_ABILITIES.map((a) => ({ value: `ability.${a}`, label: `FRAY.SixSeconds.Ability.${a}` })),
    ...s.sixSeconds.skills.filter((sk) => sk.name.trim() !== "").map((sk, i) => ({ value: `skill.${i}`, label: "", text: sk.name })),
  ];
}

/** A side's bonus for the check chosen, from its own sheet (a skill's check with its conditions, mobility, scale). */
function sideOf(name: string, s: ActorSystem, d: ActorDerived, statuses: readonly string[], check: string, localize: (key: string) => string): ContestSide {
  if (check === "initiative") return { name, check: localize(`${K}.Initiative`), bonus: reflexRank(s) + s.sixSeconds.abilities.dexterity };
  if (check.startsWith("ability.")) {
    const ability = check.slice("ability.".length) as (typeof SIX_SECONDS_ABILITIES)[number];
    return { name, check: localize(`FRAY.SixSeconds.Ability.${ability}`), bonus: s.sixSeconds.abilities[ability] };
  }
  const index = Number(check.slice("skill.".length));
  const req = sixSecondsSkillCheck(s, d, index, 0, [], statuses);
  return { name, check: req.label, bonus: total(req.modifiers) };
}

function card(req: SixSecondsContestRequest, order: readonly InitiativeRoll[]): CardData {
  const side = (id: string) => req.sides[Number(id)]!;
  const first = order[0]!;
  return {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Kind`,
    dice: order.flatMap((r) => [{ value: r.roll, mark: r === first ? ("success" as const) : ("plain" as const) }]),
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: `${K}.First`, data: { name: side(first.id).name, order: order.map((r) => side(r.id).name).join(" › ") }, success: null },
    odds: null,
    details: order.map((r) => {
      const s = side(r.id);
      const ties = r.tieBreaks.length > 0 ? ` (${r.tieBreaks.join(", ")})` : "";
      return { label: s.name, value: `${s.check}: ${r.roll} + ${r.bonus} = ${r.total}${ties}` };
    }),
  };
}

/** The order, highest first (ties re-rolled from the pool; a pool used up is a clear error: roll it again). */
export function resolveSixSecondsContest(req: SixSecondsContestRequest, faces: readonly number[]): ActionOutcome {
  const order = rollContest(req.sides.map((s, i) => ({ id: String(i), bonus: s.bonus })), d6s(faces));
  return { card: card(req, order), update: {} };
}

export const contestAction: SheetAction<SixSecondsContestRequest> = {
  prepare: async ({ name, stats, derived, statuses, targets, askFields, localize }) => {
    const others = targets();
    if (others.length === 0) throw new RangeError(localize(`${K}.NeedsTarget`));
    if (others.length + 1 > MAX_SIDES) throw new RangeError(`${localize(`${K}.TooMany`)} (${others.length + 1} / ${MAX_SIDES})`);
    const mine = contestChecks(stats);
    const fields = await askFields({
      title: `${K}.Kind`,
      hint: { key: `${K}.Hint`, data: [] },
      fields: [
        { kind: "select", name: "check-self", label: "", text: name, value: "initiative", options: mine },
        ...others.map((o, j) => ({ kind: "select" as const, name: `check-${j}`, label: "", text: o.name, value: "initiative", options: contestChecks(o.system) })),
      ],
    });
    if (!fields) return null;
    const pick = (key: string, s: ActorSystem) => choiceField(fields, key, contestChecks(s).map((c) => c.value));
    return {
      name,
      sides: [
        sideOf(name, stats, derived, statuses, pick("check-self", stats), localize),
        ...others.map((o, j) => sideOf(o.name, withControlledBody(o.system, o), o.derived, o.statuses, pick(`check-${j}`, o.system), localize)),
      ],
    };
  },
  dice: (req): DiceGroup[] => [{ count: req.sides.length * CONTEST_D6S_EACH, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsContest,
};
