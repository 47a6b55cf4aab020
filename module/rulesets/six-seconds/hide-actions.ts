/**
 * Hiding (Concealment, Lighting and Invisibility): "Cover or concealment is necessary for a character to make a
 * Stealth check"; cover adds +1 / +2 / +3 "to its visual perception DC to see" a creature hiding behind it; and
 * "Invisibility is relative — a hiding character who made a DC 6 stealth roll is invisible to characters who rolled 5
 * or lower on perception, but visible to those who rolled 6 or higher." From the hider's sheet against the user's
 * targets (the onlookers): the hider's cover is its token's cover status (with its posture), concealment (smoke, fog,
 * hazy light, darkness) the dialog's answer, which the board cannot tell; its Stealth and each onlooker's Perception
 * come from their own sheets. Whom it is hidden from is written on the hider (`hiddenFrom`, their UUIDs), and an
 * attack by one of them starts with the dialog's *Invisible* ticked (the +4 Target). *Stop hiding* clears it.
 */
import type { CardData, DiceGroup } from "../../dice/card";
import { signed } from "../../dice/faces";
import { total, type Modifier } from "../../engine/modifiers";
import { invisibleTo, situationalModifiers } from "../../engine/rulesets/six-seconds/situational";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction, SheetRollContext } from "../adapter";
import { sixSecondsSkillCheck } from "./from-actor";
import { plainCard } from "./plain-card";
import { postureFromStatuses } from "./posture-actions";
import { coverFromStatuses } from "./situation";
import type { SixSecondsTypes } from "./types";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";

const K = "FRAY.Action.SixSeconds.Hide";
const MAX_ONLOOKERS = 12;

export interface SixSecondsHideRequest {
  name: string;
  /** Stop hiding: no roll, nobody is hidden from any more. */
  reveal?: boolean;
  stealth: Modifier[];
  /** The cover's bonus to the perception DC to see the hider (+1 / +2 / +3; 0 in the open). */
  coverBonus: number;
  onlookers: { name: string; uuid: string; perception: Modifier[] }[];
}

/** A skill's check from a sheet, by name; refused naming the character when the sheet lacks it. */
export function skillModifiers(who: { name: string; system: ActorSystem; derived: ActorDerived; statuses: readonly string[] }, skill: string, missing: string): Modifier[] {
  const index = who.system.sixSeconds.skills.findIndex((k) => k.name.trim().toLowerCase() === skill);
  if (index < 0) throw new RangeError(`${missing} ${who.name}`);
  return sixSecondsSkillCheck(who.system, who.derived, index, 0, [], who.statuses).modifiers;
}

export function resolveSixSecondsHide(req: SixSecondsHideRequest, faces: readonly number[]): ActionOutcome {
  const base = plainCard(req.name, `${K}.Kind`);
  if (req.reveal) return { card: { ...base, dice: [], outcome: { key: `${K}.Revealed`, data: {}, success: null }, details: [] }, update: { "system.sixSeconds.hiddenFrom": "", "system.sixSeconds.hideStealth": 0 } };
  const stealth = faces[0]! + total(req.stealth);
  const dc = stealth + req.coverBonus;
  const rows = req.onlookers.map((o, i) => {
    const roll = faces[i + 1]!;
    const seen = roll + total(o.perception);
    return { name: o.name, uuid: o.uuid, roll, bonus: total(o.perception), seen, hidden: invisibleTo(dc, seen) };
  });
  const hidden = rows.filter((r) => r.hidden);
  const card: CardData = {
    ...base,
    dice: [{ value: faces[0]!, mark: hidden.length > 0 ? "success" : "failure" }, ...rows.map((r) => ({ value: r.roll, mark: "plain" as const, group: "defender" as const }))],
    modifiers: req.stealth.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: stealth,
    outcome: hidden.length > 0 ? { key: `${K}.HiddenFrom`, data: { names: hidden.map((r) => r.name).join(", ") }, success: true } : { key: `${K}.Seen`, data: {}, success: false },
    details: [
      ...(req.coverBonus > 0 ? [{ label: `${K}.CoverBonus`, value: `+${req.coverBonus}` }] : []),
      { label: `${K}.ToSee`, value: dc },
      ...rows.map((r) => ({ label: r.name, value: `${r.roll} + ${r.bonus} = ${r.seen}` })),
    ],
  };
  // The Stealth total is kept for hearing: cover raises the *visual* DC only, so a listener must reach the roll itself.
  return { card, update: { "system.sixSeconds.hiddenFrom": hidden.map((r) => r.uuid).join("\n"), "system.sixSeconds.hideStealth": stealth } };
}

export const hideAction: SheetAction<SixSecondsHideRequest> = {
  prepare: async ({ name, stats, derived, statuses, targets, askFields, localize }) => {
    const fields = await askFields({
      title: `${K}.Kind`,
      hint: { key: `${K}.Hint`, data: [] },
      fields: [
        { kind: "select", name: "what", label: `${K}.What`, value: "hide", options: [{ value: "hide", label: `${K}.Do.hide` }, { value: "reveal", label: `${K}.Do.reveal` }] },
        { kind: "select", name: "concealed", label: `${K}.Concealed`, value: "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] },
      ],
    });
    if (!fields) return null;
    if (choiceField({ what: "hide", ...fields }, "what", ["hide", "reveal"] as const) === "reveal") return { name, reveal: true, stealth: [], coverBonus: 0, onlookers: [] };
    const onlookers = targets();
    if (onlookers.length === 0) throw new RangeError(localize(`${K}.NeedsOnlookers`));
    if (onlookers.length > MAX_ONLOOKERS) throw new RangeError(`${localize(`${K}.TooMany`)} (${onlookers.length} / ${MAX_ONLOOKERS})`);
    const concealed = choiceField(fields, "concealed", ["no", "yes"] as const) === "yes";
    const s = situationalModifiers({ attack: "ranged", cover: coverFromStatuses(statuses), posture: postureFromStatuses(statuses), concealed });
    // "Cover or concealment is necessary for a character to make a Stealth check."
    if (!s.canHide) throw new RangeError(localize(`${K}.NeedsCover`));
    return {
      name,
      stealth: skillModifiers({ name, system: stats, derived, statuses }, "stealth", localize(`${K}.NoStealth`)),
      coverBonus: s.hidingPerceptionBonus,
      onlookers: onlookers.map((o) => ({ name: o.name, uuid: o.uuid, perception: skillModifiers(o, "perception", localize(`${K}.NoPerception`)) })),
    };
  },
  dice: (req): DiceGroup[] => (req.reveal ? [] : [{ count: 1 + req.onlookers.length, sides: 6, purpose: "FRAY.Roll.Die" }]),
  resolve: resolveSixSecondsHide,
};

/**
 * A located hider as the listener keeps it (listen-actions.ts): its UUID, with the count of its own moves while hidden
 * when heard ("<UUID>#<count>"; the UUID alone before any).
 */
export const locatedEntry = (uuid: string, moves: number): string => (moves > 0 ? `${uuid}#${moves}` : uuid);

/** Whether the listener's record still locates this hider: heard, and the hider has not moved itself since. */
export function stillLocated(located: string, uuid: string, moves: number): boolean {
  return located.split("\n").includes(locatedEntry(uuid, moves));
}

/**
 * The attack dialog of an onlooker the target is hidden from starts with *Invisible* ticked, and says whether the
 * attacker located its square by hearing (its *Listen*, listen-actions.ts) or must guess it ("you must first locate
 * its square"): the +4 Target stays either way.
 */
export function withHiddenPrefill<C extends SheetRollContext<SixSecondsTypes>>(ctx: C): C {
  return {
    ...ctx,
    ask: (data, preview) => {
      const target = ctx.firstTarget();
      const hidden = ctx.uuid !== undefined && (target?.system.sixSeconds.hiddenFrom ?? "").split("\n").includes(ctx.uuid);
      if (!hidden) return ctx.ask(data, preview);
      // Located by hearing, unless the hider has moved itself since (the square heard is no longer its square).
      const located = target?.uuid !== undefined && stillLocated(ctx.stats.sixSeconds.located, target.uuid, target.system.sixSeconds.hideMoves);
      return ctx.ask({ ...data, invisible: true, hiddenNote: ctx.localize(located ? `${K}.SquareLocated` : `${K}.SquareGuessed`) }, preview);
    },
  };
}
