/**
 * six-seconds conditions with effects, rolled from the sheet: a Confused character's d20 table each round (a 1 rolls
 * again and adds 1d6 rounds, a 6 screams and rolls again; scatter rows roll a d8), an Unconscious character's hours
 * asleep (1d4 per wound), and a Soul Coma's hourly check (Fortitude, or a carer's Medicine, DC 1 rising by 1 each
 * hour the body's own check is made; a failure starts Dying). Staggered rounds are rolled by the tracker (its
 * Stagger button, or a sheet's stagger of set rounds: stagger-pending.ts).
 */
import type { DiceSource } from "../../engine/dice/source";
import { checkDistribution } from "../../engine/odds/check";
import { rollUnconsciousHours } from "../../engine/rulesets/six-seconds/conditions";
import { rollConfusion, type ConfusionEffect } from "../../engine/rulesets/six-seconds/confusion";
import { SOUL_COMA_START_DC, soulComaHour } from "../../engine/rulesets/six-seconds/life-soul-coma";
import { queuedDice } from "../../engine/dice/source";
import { scaleCheckModifier } from "../../engine/rulesets/six-seconds/scale";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, DiceGroup } from "../../dice/card";
import { signed } from "../../dice/faces";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, RoundEndCall, RoundFighter, SheetAction } from "../adapter";
import { plainCard } from "./plain-card";
import { total } from "../../engine/modifiers";
import type { AttackTarget } from "../contract/target";
import { sixSecondsSkillCheck } from "./from-actor";

const K = "FRAY.Action.SixSeconds.Condition";

// ---- confused --------------------------------------------------------------------------------

/** d20s enough for any chain the table makes in practice (each re-roll needs a 1 or a 6 first), then its d6s and d8. */
export const CONFUSION_D20S = 8;

export interface SixSecondsConfusionRequest {
  name: string;
}

/** Dice taken by size from one Roll's groups, whatever order the table asks for them in. */
function pooled(groups: readonly DiceGroup[], faces: readonly number[]): DiceSource & { used: Map<number, number[]> } {
  const pools = new Map<number, number[]>();
  let at = 0;
  for (const g of groups) {
    pools.set(g.sides, [...(pools.get(g.sides) ?? []), ...faces.slice(at, at + g.count)]);
    at += g.count;
  }
  const used = new Map<number, number[]>();
  return {
    used,
    roll(sides) {
      const pool = pools.get(sides);
      const face = pool?.shift();
      if (face === undefined) throw new RangeError(`the confusion table needed more d${sides}s than were rolled; roll the round again`);
      used.set(sides, [...(used.get(sides) ?? []), face]);
      return face;
    },
  };
}

export const confusionDice = (): DiceGroup[] => [
  { count: CONFUSION_D20S, sides: 20, purpose: "FRAY.Roll.Die" },
  { count: 2, sides: 6, purpose: "FRAY.Roll.Die" },
  { count: 1, sides: 8, purpose: `${K}.Scatter` },
];

/**
 * The rows that name a condition or a posture, written on the character: "Creature is Panicked for this round" (the
 * tracker lifts it as the round ends: round-end.ts, panicRoundEndsAction), "falls prone", "sits down (counts as a crouch)". The other rows are the GM's to
 * play: a target the GM thinks deadliest, a scatter direction on the board, an item thrown or dropped.
 */
const CONFUSION_STATUSES: Readonly<Partial<Record<ConfusionEffect, { on: string[]; off: string[] }>>> = {
  panicked: { on: ["six-seconds.panicked"], off: [] },
  "fall-prone": { on: ["six-seconds.prone"], off: ["six-seconds.crouching"] },
  "sit-down": { on: ["six-seconds.crouching"], off: ["six-seconds.prone"] },
};

export function resolveSixSecondsConfusion(req: SixSecondsConfusionRequest, faces: readonly number[]): ActionOutcome {
  const dice = pooled(confusionDice(), faces);
  const r = rollConfusion(dice);
  const details: CardData["details"] = [{ label: `${K}.Rolls`, value: r.rolls.join(", ") }];
  if (r.screaming) details.push({ label: `${K}.Screaming`, value: "✓" });
  if (r.extraRounds > 0) details.push({ label: `${K}.ExtraRounds`, value: r.extraRounds });
  if (r.controlRounds !== undefined) details.push({ label: `${K}.ControlRounds`, value: r.controlRounds });
  if (r.scatterRoll !== undefined) details.push({ label: `${K}.Scatter`, value: r.scatterRoll });
  const card: CardData = {
    ...plainCard(req.name, `${K}.Confused`),
    dice: [...dice.used.values()].flat().map((value) => ({ value, mark: "plain" as const })),
    outcome: { key: `${K}.Effect.${r.entry.effect}`, data: {}, success: null },
    details,
  };
  const statuses = CONFUSION_STATUSES[r.entry.effect];
  return { card, update: {}, ...(statuses ? { statuses } : {}) };
}

export const confusionRoundAction: SheetAction<SixSecondsConfusionRequest> = {
  prepare: async ({ name, statuses, localize }) => {
    if (!statuses.includes("six-seconds.confused")) throw new RangeError(localize(`${K}.NotConfused`));
    return { name };
  },
  dice: confusionDice,
  resolve: resolveSixSecondsConfusion,
};

// ---- unconscious -----------------------------------------------------------------------------

export interface SixSecondsUnconsciousRequest {
  name: string;
  wounds: number;
  /** The world's time when rolled, in seconds (Foundry's game.time); absent without a clock: no wake-up is kept. */
  now?: number;
}

/** Where the world time the character wakes at is kept (0: none): the world clock wakes it (wakeDue). */
const WAKE_AT_FIELD = "system.sixSeconds.wakeAt";

export const unconsciousDice = (req: SixSecondsUnconsciousRequest): DiceGroup[] => [{ count: Math.max(1, req.wounds), sides: 4, purpose: `${K}.Hours` }];

export function resolveSixSecondsUnconscious(req: SixSecondsUnconsciousRequest, faces: readonly number[]): ActionOutcome {
  const r = rollUnconsciousHours(queuedDice(faces), req.wounds);
  const card: CardData = {
    ...plainCard(req.name, `${K}.Unconscious`),
    total: r.hours,
    dice: r.rolls.map((value) => ({ value, mark: "plain" })),
    outcome: { key: `${K}.WakesIn`, data: { hours: r.hours, wounds: req.wounds }, success: null },
    details: [{ label: "FRAY.Field.wounds", value: req.wounds }],
  };
  // The hours are counted on the world's clock: when it passes them, the character wakes (wakeDue).
  return { card, update: req.now === undefined ? {} : { [WAKE_AT_FIELD]: Math.floor(req.now) + r.hours * 3600 } };
}

export const unconsciousAction: SheetAction<SixSecondsUnconsciousRequest> = {
  prepare: async ({ name, stats, statuses, localize }) => {
    if (!statuses.includes("six-seconds.unconscious")) throw new RangeError(localize(`${K}.NotUnconscious`));
    const now = typeof game === "undefined" ? undefined : game.time?.worldTime;
    return { name, wounds: stats.sixSeconds.wounds, ...(typeof now === "number" ? { now } : {}) };
  },
  dice: unconsciousDice,
  resolve: resolveSixSecondsUnconscious,
};

// ---- soul coma -------------------------------------------------------------------------------

export interface SixSecondsSoulComaRequest {
  name: string;
  /** This hour's DC (1 in the first hour). */
  dc: number;
  by: "fortitude" | "medicine";
  bonus: number;
}

/**
 * The body's Fortitude bonus: its "Fortitude" skill with its ability (0 without the skill) and its scale ("A
 * character's scale is … added to wrestle and fortitude skills"), as the Skills table rolls it.
 */
export function fortitudeBonus(stats: ActorSystem, derived: ActorDerived): number {
  const skill = derived.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === "fortitude")?.bonus ?? 0;
  return skill + (scaleCheckModifier("fortitude", stats.sixSeconds.scale)?.value ?? 0);
}

/** Where the next hour's DC is kept (0: not rolled yet). */
const SOUL_COMA_DC_FIELD = "system.sixSeconds.soulComaDc";

export function resolveSixSecondsSoulComa(req: SixSecondsSoulComaRequest, faces: readonly number[]): ActionOutcome {
  // The body's own check raises the next hour's DC; a carer's Medicine keeps it.
  const hour = soulComaHour(queuedDice(faces), { dc: req.dc, hours: 0 }, req.by === "medicine" ? { fortitude: 0, medicine: req.bonus } : { fortitude: req.bonus });
  const r = hour.check;
  const next = hour.after.dc;
  const card: CardData = {
    ...plainCard(req.name, `${K}.SoulComa`),
    dice: [{ value: r.roll, mark: r.success ? "success" : "failure" }],
    modifiers: [{ value: signed(req.bonus), reason: "", reasonKey: `${K}.By.${req.by}` }],
    total: r.total,
    target: req.dc,
    odds: checkDistribution(req.bonus, req.dc).success,
    outcome: { key: r.success ? `${K}.BodyHolds` : `${K}.BodyDying`, data: { dc: next }, success: r.success },
    details: [{ label: `${K}.NextDc`, value: next }],
  };
  return { card, update: { [SOUL_COMA_DC_FIELD]: next }, statuses: hour.startsDying ? { on: ["six-seconds.dying"] } : {} };
}

export const soulComaAction: SheetAction<SixSecondsSoulComaRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields, localize, firstTarget }) => {
    if (!statuses.includes("six-seconds.soul-coma")) throw new RangeError(localize(`${K}.NotSoulComa`));
    // The hour's DC as the last check left it (stored on the sheet), DC 1 for the first hour.
    const dc = stats.sixSeconds.soulComaDc || SOUL_COMA_START_DC;
    const fortitude = fortitudeBonus(stats, derived);
    // "A character can make a Treat Injury check": the carer is the user's targeted token, its Medicine as its own
    // sheet rolls it (as Stabilise reads the healer); typed only with no token targeted.
    const carer = firstTarget();
    const carerMedicine = carer ? medicineBonus(carer, dc) : null;
    const fields = await askFields({
      title: `${K}.SoulComa`,
      hint: carer ? { key: `${K}.SoulComaCarerHint`, data: [signed(fortitude), `${carer.name} ${carerMedicine === null ? "—" : signed(carerMedicine)}`] } : { key: `${K}.SoulComaHint`, data: [signed(fortitude)] },
      fields: [
        { kind: "number", name: "dc", label: `${K}.Dc`, value: dc, min: 1, max: 100 },
        { kind: "select", name: "by", label: `${K}.ByLabel`, value: "fortitude", options: [{ value: "fortitude", label: `${K}.By.fortitude` }, { value: "medicine", label: `${K}.By.medicine` }] },
        ...(carer ? [] : [{ kind: "number" as const, name: "medicine", label: `${K}.MedicineBonus`, value: 0, min: -20, max: 40 }]),
      ],
    });
    if (!fields) return null;
    const by = choiceField(fields, "by", ["fortitude", "medicine"] as const);
    if (by === "fortitude") return { name, dc: wholeField(fields, "dc", 1, 100), by, bonus: fortitude };
    if (carer && carerMedicine === null) throw new RangeError(`${carer.name} has no "Medicine" skill`);
    return { name, dc: wholeField(fields, "dc", 1, 100), by, bonus: carerMedicine ?? wholeField(fields, "medicine", -20, 40) };
  },
  dice: () => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsSoulComa,
};

/** A carer's Medicine bonus as its sheet rolls the skill (rank, ability, its conditions), or null without the skill. */
function medicineBonus(carer: AttackTarget, dc: number): number | null {
  const index = carer.system.sixSeconds.skills.findIndex((k) => k.name.trim().toLowerCase() === "medicine");
  return index < 0 ? null : total(sixSecondsSkillCheck(carer.system, carer.derived, index, dc, [], carer.statuses).modifiers);
}

// ---- waking, and the round flat-footed after it ----------------------------------------------------

export interface SixSecondsWakeRequest {
  name: string;
  /** What the character wakes from, and whether something else (Broken) keeps it Helpless. */
  from: readonly ("unconscious" | "sleeping")[];
  stillHelpless: boolean;
}

/** Helpless stays while a condition other than sleep or unconsciousness brings it (Broken). */
const OTHER_HELPLESS = ["six-seconds.broken"];

function wakeRequest(name: string, statuses: readonly string[], localize: (key: string) => string): SixSecondsWakeRequest {
  if (statuses.includes("six-seconds.dying")) throw new RangeError(localize(`${K}.DyingCannotWake`));
  const from = (["unconscious", "sleeping"] as const).filter((c) => statuses.includes(`six-seconds.${c}`));
  if (from.length === 0) throw new RangeError(localize(`${K}.NotAsleep`));
  return { name, from, stillHelpless: OTHER_HELPLESS.some((s) => statuses.includes(s)) };
}

/**
 * "An unconscious character wakes up after 1d4 hours per wound": the world clock's advance past the wake-up time the
 * hours card kept wakes him (the *Wake up* action, run on the GM's client: world-time.ts). A Dying character does not
 * wake (the GM's *Wake up* once stabilised); one no longer Unconscious only has the time cleared.
 */
export function wakeDue(f: RoundFighter, to: number): RoundEndCall[] {
  const at = f.system.sixSeconds.wakeAt;
  if (!(at > 0) || at > to || f.statuses.includes("six-seconds.dying")) return [];
  if (!f.statuses.includes("six-seconds.unconscious")) return [];
  const request = wakeRequest(f.name, f.statuses, (k) => k);
  return [{ line: { key: "FRAY.Tracker.SixSeconds.WakeDue", data: { name: f.name } }, rolls: [{ id: f.id, action: "wakeUp", request }] }];
}

/**
 * "When a character first wakes up from being unconscious [asleep], he is flat-footed for one round": Unconscious or
 * Sleeping (and the Helpless they bring) off, Flat-Footed on; the tracker clears it when a full round has passed.
 */
export const wakeUpAction: SheetAction<SixSecondsWakeRequest> = {
  prepare: async ({ name, statuses, localize }) => wakeRequest(name, statuses, localize),
  dice: () => [],
  resolve: (req) => ({
    card: { ...plainCard(req.name, `${K}.WakeUp`), dice: [], outcome: { key: `${K}.WokeUp`, data: {}, success: null }, details: [] },
    // Awake: no wake-up time is left to wait for.
    update: { [WAKE_AT_FIELD]: 0 },
    statuses: { on: ["six-seconds.flat-footed"], off: [...req.from.map((c) => `six-seconds.${c}`), ...(req.stillHelpless ? [] : ["six-seconds.helpless"])] },
  }),
};

export interface SixSecondsFlatFootedEndsRequest {
  name: string;
}

/**
 * A status whose time is up, taken off by the tracker's round end (round-end.ts): `id` off, its card titled `title`
 * and saying `gone`; refused (`not`) when the character no longer has it. `button`: also a sheet button.
 */
function statusEndsAction(id: string, title: string, gone: string, not: string, button: boolean): SheetAction<SixSecondsFlatFootedEndsRequest> {
  return {
    ...(button ? {} : { button: false as const }),
    prepare: async ({ name, statuses, localize }) => {
      if (!statuses.includes(`six-seconds.${id}`)) throw new RangeError(localize(`${K}.${not}`));
      return { name };
    },
    dice: () => [],
    resolve: (req) => ({
      card: { ...plainCard(req.name, `${K}.${title}`), dice: [], outcome: { key: `${K}.${gone}`, data: {}, success: null }, details: [] },
      update: {},
      statuses: { off: [`six-seconds.${id}`] },
    }),
  };
}

/** The round flat-footed after waking (or a surprise) is over. */
export const flatFootedEndsAction = statusEndsAction("flat-footed", "FlatFootedEnds", "NoLongerFlatFooted", "NotFlatFooted", true);

/** The Confusion chart's "Panicked for this round" is over. */
export const panicRoundEndsAction = statusEndsAction("panicked", "PanicRoundEnds", "NoLongerPanicked", "NotPanicked", false);
