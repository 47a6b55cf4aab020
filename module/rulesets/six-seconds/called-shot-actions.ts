/**
 * A called shot's Fortitude check, rolled from the hit character's sheet: the card's Apply keeps each check the
 * location calls for on the actor (sixSeconds.calledShot: the DC, the damage dealt, by what failing does), and this
 * rolls them, writes a failure's status (a leg: Prone; a head: Staggered for one round, which the tracker starts in a
 * fight: stagger-pending.ts; a hand drops its held item, named on the card) and clears them.
 */
import { resolveCheck } from "../../engine/dice/check";
import { checkDistribution } from "../../engine/odds/check";
import { total, type Modifier } from "../../engine/modifiers";
import { scaleCheckModifier } from "../../engine/rulesets/six-seconds/scale";
import type { CardData } from "../../dice/card";
import { signed } from "../../dice/faces";
import type { ActionOutcome, SheetAction } from "../adapter";
import { CALLED_SHOT_FAILS, type CalledShotFail } from "./actor";
import { sixSecondsSkillCheck } from "./from-actor";
import { droppedItemSeed } from "./dropped-item";
import { staggerWrite } from "./stagger-pending";
import type { SheetActionContext } from "./types";

const K = "FRAY.Action.SixSeconds.CalledShot";

export interface SixSecondsCalledShotCheckRequest {
  name: string;
  /** The Fortitude check's bonus, by reason. */
  modifiers: Modifier[];
  /** Each pending check: what failing does and its DC. */
  checks: { fail: CalledShotFail; dc: number }[];
  /** The hand's: what it holds (the player's choice among the equipped weapons) and who holds it; absent: nothing. */
  drop?: { item: { id: string; name: string }; holder: { uuid: string; name: string } };
}

/** What a failure writes: Prone (standing or crouching no more), Staggered; a dropped item has no status. */
const ON_FAIL: Readonly<Record<CalledShotFail, { on: string[]; off: string[] }>> = {
  prone: { on: ["six-seconds.prone"], off: ["six-seconds.crouching"] },
  staggered: { on: ["six-seconds.staggered"], off: [] },
  drop: { on: [], off: [] },
};

export function resolveSixSecondsCalledShotCheck(req: SixSecondsCalledShotCheckRequest, faces: readonly number[]): ActionOutcome {
  const bonus = total(req.modifiers);
  const results = req.checks.map((c, i) => ({ ...c, check: resolveCheck(faces[i]!, bonus, c.dc) }));
  const failed = results.filter((r) => !r.check.success);
  const first = results[0]!;
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Check`,
    dice: results.map((r) => ({ value: r.check.roll, mark: r.check.success ? "success" : "failure" })),
    modifiers: req.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: first.check.total,
    target: first.dc,
    outcome: { key: failed.length ? `${K}.Failed` : `${K}.Held`, data: {}, success: failed.length === 0 },
    odds: checkDistribution(bonus, first.dc).success,
    details: results.map((r) => ({ label: `${K}.Fail.${r.fail}`, value: `${r.check.total} / DC ${r.dc}: ${r.check.success ? "✓" : "✗"}` })),
  };
  const on = failed.flatMap((r) => ON_FAIL[r.fail].on);
  const off = failed.flatMap((r) => ON_FAIL[r.fail].off);
  // Each check is made once: rolled, it is cleared.
  const cleared = Object.fromEntries(req.checks.map((c) => [`system.sixSeconds.calledShot.${c.fail}`, 0]));
  // "Be Staggered for one round": the head's stagger, begun by the tracker in a fight (stagger-pending.ts).
  const update = failed.some((r) => r.fail === "staggered") ? { ...cleared, ...staggerWrite(1).update } : cleared;
  // "Drop held item": a card bound to the holder, whose Apply (on the GM's client) unequips it (dropped-item.ts).
  const drops = req.drop && failed.some((r) => r.fail === "drop") ? [droppedItemSeed(req.name, req.drop.holder, req.drop.item)] : [];
  return { card, update, statuses: { on, off }, ...(drops.length ? { exchanges: drops } : {}) };
}

export const calledShotFortitudeAction: SheetAction<SixSecondsCalledShotCheckRequest> = {
  prepare: async ({ name, stats, derived, statuses, localize, items, askFields, uuid }) => {
    const pending = stats.sixSeconds.calledShot;
    const checks = CALLED_SHOT_FAILS.filter((f) => pending[f] > 0).map((fail) => ({ fail, dc: pending[fail] }));
    if (checks.length === 0) throw new RangeError(localize(`${K}.NonePending`));
    // The Fortitude skill as the Skills table rolls it (scale, conditions); Endurance and scale without the skill.
    const index = stats.sixSeconds.skills.findIndex((k) => k.name.trim().toLowerCase() === "fortitude");
    const scale = scaleCheckModifier("fortitude", stats.sixSeconds.scale);
    const modifiers = index >= 0
      ? sixSecondsSkillCheck(stats, derived, index, checks[0]!.dc, [], statuses).modifiers
      : [{ value: stats.sixSeconds.abilities.endurance, reason: "endurance", code: "ability.endurance" }, ...(scale ? [scale] : [])];
    const drop = checks.some((c) => c.fail === "drop") && uuid ? await heldInHand(items, askFields) : null;
    if (drop === undefined) return null;
    return { name, modifiers, checks, ...(drop && uuid ? { drop: { item: drop, holder: { uuid, name } } } : {}) };
  },
  dice: (req) => [{ count: req.checks.length, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsCalledShotCheck,
};

/**
 * What the hurt hand holds, asked of the player among the equipped weapons (the sheet does not know which hand holds
 * which): the item, null for nothing (or none equipped), undefined when the dialog is closed.
 */
async function heldInHand(items: SheetActionContext["items"], askFields: SheetActionContext["askFields"]): Promise<{ id: string; name: string } | null | undefined> {
  const held = items.filter((i) => i.type === "weapon" && (i.system as Record<string, unknown>)["equipped"] !== false);
  if (held.length === 0) return null;
  const fields = await askFields({
    title: `${K}.Check`,
    hint: { key: `${K}.HandHint`, data: [] },
    fields: [{ kind: "select", name: "held", label: `${K}.Holds`, options: [{ value: "", label: `${K}.HoldsNothing` }, ...held.map((i) => ({ value: i.id, label: "", text: i.name }))] }],
  });
  if (!fields) return undefined;
  const id = fields["held"] ?? "";
  if (id === "") return null;
  const item = held.find((i) => i.id === id);
  if (!item) throw new RangeError(`held must be one of ${held.map((i) => i.name).join(", ")}, got ${JSON.stringify(id)}`);
  return { id: item.id, name: item.name };
}
