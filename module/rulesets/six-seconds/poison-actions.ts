/**
 * six-seconds poison and disease checks from a poison item on the actor: the first check starts the affliction
 * (with its doses: +1 DC and one more dose of symptoms per full doubling), each check is a Fortitude check at the
 * item's rate, three successes in a row cure, a run of failures may escalate; the affliction's state is kept in the
 * item's flags (flags.fray.affliction). While a syndrome with wound symptoms is uncured, Rest a day refuses
 * (afflictionBlockingRest). The check rate is shown; in a fight a "1 / round" check is rolled by the tracker as
 * each round opens (poison-rounds.ts), hours and days as the world's clock passes them (poison-time.ts). An Injury
 * poison on a weapon (its *Poisoned with*) afflicts the target of a hit that deals damage: the attack card's Apply
 * gives the target its copy with the affliction started (poison-weapon.ts).
 */
import { queuedDice } from "../../engine/dice/source";
import { checkDistribution } from "../../engine/odds/check";
import { blocksNaturalHealing, CURE_SUCCESSES_IN_ROW, overdose, startAffliction, syndromeCheck, type AfflictionState, type SyndromeStats } from "../../engine/rulesets/six-seconds/poison";
import type { CardData } from "../../dice/card";
import { signed } from "../../dice/faces";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction, SheetActionContext } from "../adapter";
import { fortitudeBonus } from "./condition-actions";
import { RADIATION_SEVERITIES, radiationAtDistance, type RadiationSeverity } from "../../engine/rulesets/six-seconds/radiation";
import { drinkCheck, drinksThisHour, type Drinks } from "./alcohol";
import { isRandomSymptom, randomSymptom } from "./poison-random";
import { breathedAfter, isInhaled, periodsBreathed, routesOf } from "./inhalation";
import { staggerWrite } from "./stagger-pending";

const K = "FRAY.Action.SixSeconds.Poison";

/** A radiation item's severity, from its name as the compendium gives it ("Radiation (Heavy)"); null: not radiation. */
export function radiationSeverityOf(name: string): RadiationSeverity | null {
  const m = /^\s*radiation\s*\(\s*(\w+)\s*\)\s*$/i.exec(name);
  const s = m?.[1]?.toLowerCase();
  return s && (RADIATION_SEVERITIES as readonly string[]).includes(s) ? (s as RadiationSeverity) : null;
}

/**
 * The radiation item for where the character is: "a radioactive object emits radiation of its severity to one scale
 * larger than it, then one scale larger than that in one severity less" (radiationAtDistance), as the actor's item of
 * that severity (the compendium's entries, one per severity). Refused when nothing is noticeable there, or when the
 * actor lacks that item (the GM adds it from the compendium).
 */
function radiationItemAt(ctx: SheetActionContext, source: Item, severity: RadiationSeverity, sourceScale: number, metres: number): Item {
  const felt = radiationAtDistance(sourceScale, severity, metres);
  if (felt === null) throw new RangeError(ctx.localize(`${K}.NoRadiation`));
  if (felt === severity) return source;
  const item = ctx.items.find((i) => i.type === "poison" && radiationSeverityOf(i.name) === felt);
  if (!item) throw new RangeError(`${ctx.localize(`${K}.AddRadiation`)} Radiation (${felt[0]!.toUpperCase()}${felt.slice(1)})`);
  return item;
}

type Item = SheetActionContext["items"][number];

/** The engine's stats from a poison item's plain data (the GM's pick within a DC range is its lower end). */
export function syndromeOf(item: Pick<Item, "name" | "system">): SyndromeStats {
  const s = item.system as unknown as { fortDc?: { min?: number }; checkRate?: { count?: number; per?: string }; symptoms?: string; woundSymptoms?: boolean; escalation?: { failuresInRow: number; effect: string } };
  return {
    name: item.name,
    fortDc: s.fortDc?.min ?? 0,
    checkRate: { count: s.checkRate?.count ?? 1, per: (s.checkRate?.per ?? "round") as SyndromeStats["checkRate"]["per"] },
    routes: routesOf(item.system as Record<string, unknown>),
    symptoms: s.symptoms ?? "",
    woundSymptoms: s.woundSymptoms === true,
    ...(s.escalation ? { escalation: s.escalation } : {}),
  };
}

/** A count of added doses as a whole number from 0 (anything else: 0). */
function addedDosesOf(v: unknown): number {
  return typeof v === "number" && Number.isInteger(v) && v > 0 ? Math.min(v, 1_000_000) : 0;
}

/** The doses later exposures added to the item's running affliction (its addedDoses; 0 with no affliction). */
export function addedDosesOfItem(item: Pick<Item, "flags" | "system">): number {
  return afflictionOf(item) ? addedDosesOf((item.system as { addedDoses?: unknown } | undefined)?.addedDoses) : 0;
}

/** The affliction kept on the item, or null when none has started (or it was cured and cleared). */
export function afflictionOf(item: Pick<Item, "flags">): AfflictionState | null {
  const a = item.flags?.["affliction"] as AfflictionState | null | undefined;
  return a && typeof a.doses === "number" ? a : null;
}

export interface SixSecondsPoisonRequest {
  name: string;
  itemId: string;
  stats: SyndromeStats;
  /** The affliction before this check (a new one when it starts now). */
  state: AfflictionState;
  /** Doses later exposures added to the running affliction (the item's addedDoses: a second poisoned hit), checked with its own. */
  addedDoses?: number;
  fortitude: number;
  extraDc: number;
  /** The afflicted character's wounds before the check (wound symptoms add to them). */
  wounds?: number;
  /** A per-drink syndrome (alcohol): the drinks of the last hour, each +1 DC (alcohol.ts). */
  drinks?: Drinks;
  /** Morale and mobility penalties before the check (a "Random: …" symptom may add to either). */
  morale?: number;
  mobility?: number;
}

/**
 * What a failed check's symptoms write, when the entry says it plainly: "N cumulative wound(s)" at its start adds N
 * wounds per dose of symptoms; "Unconsciousness …" at its start knocks the character out (its duration is the
 * entry's, the GM's to end); "Staggered N round(s)" at its start staggers for N rounds (the tracker begins them in a
 * fight), a bare "Staggered …" writes the status (the condition's own 1d6 rounds: the tracker's Stagger).
 * Anything else ("Random: …", "See text", nausea, Blinded or Staggered by route) is named on the card only.
 */
export function symptomWriteBack(symptoms: string, times: number, wounds: number): Pick<ActionOutcome, "update" | "statuses"> {
  if (times <= 0) return { update: {} };
  const cumulative = /^\s*(\d+)\s+cumulative\s+wounds?\b/i.exec(symptoms);
  if (cumulative) return { update: { "system.sixSeconds.wounds": wounds + Number(cumulative[1]) * times } };
  if (/^\s*unconscious/i.test(symptoms)) return { update: {}, statuses: { on: ["six-seconds.unconscious", "six-seconds.helpless"] } };
  // "Staggered 1 round": a stagger of that many rounds, begun by the tracker in a fight (stagger-pending.ts).
  const staggeredFor = /^\s*staggered\s+(\d+)\s+rounds?\b/i.exec(symptoms);
  if (staggeredFor) return staggerWrite(Math.min(20, Number(staggeredFor[1])));
  if (/^\s*staggered\b/i.test(symptoms)) return { update: {}, statuses: { on: ["six-seconds.staggered"] } };
  return { update: {} };
}

/**
 * An escalation that paralyses ("Three fails in a row results in full-body paralysis"): the character is Helpless
 * ("He may be unconscious, have a Broken morale, or be paralyzed"); the GM ends it when its time is up.
 */
function escalationStatuses(effect: string | undefined): string[] {
  return effect && /paraly/i.test(effect) ? ["six-seconds.helpless"] : [];
}

/** The check's d6, and the d3 of a random symptom (rolled with it, read only on a failure). */
export function poisonDice(req: Pick<SixSecondsPoisonRequest, "stats">): { count: number; sides: number; purpose: string }[] {
  return [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }, ...(isRandomSymptom(req.stats.symptoms) ? [{ count: 1, sides: 3, purpose: `${K}.RandomSymptom` }] : [])];
}

export function resolveSixSecondsPoison(req: SixSecondsPoisonRequest, faces: readonly number[]): ActionOutcome {
  const drink = req.drinks ? drinkCheck(req.extraDc, req.drinks) : null;
  // An inhaled syndrome: +1 DC per full period spent breathing it so far (inhalation.ts).
  const breathed = periodsBreathed(req.stats, req.state);
  // Overdose: the doses the affliction started with and those added since are checked together; the item keeps them
  // apart (the card that added one can still take it back), until the cure clears both.
  const added = addedDosesOf(req.addedDoses);
  const doses = req.state.doses + added;
  const r = syndromeCheck(queuedDice(faces), req.stats, { ...req.state, doses }, { fortitudeBonus: req.fortitude, periodsBreathed: breathed, extraDc: drink?.extraDc ?? req.extraDc });
  const after = { ...breathedAfter(req.stats, req.state, r.after), doses: req.state.doses };
  const outcome = r.after.cured ? `${K}.Cured` : r.check.success ? `${K}.Resisted` : r.escalated ? `${K}.Escalated` : `${K}.Symptoms`;
  const card: CardData = {
    ruleset: "six-seconds",
    title: `${req.name}: ${req.stats.name}`,
    kind: `${K}.Check`,
    dice: [{ value: r.check.roll, mark: r.check.success ? "success" : "failure" }],
    modifiers: [{ value: signed(req.fortitude), reason: "", reasonKey: `${K}.Fortitude` }],
    total: r.check.total,
    target: r.dc,
    outcome: { key: outcome, data: { times: r.symptomsIncurred, symptoms: req.stats.symptoms, effect: req.stats.escalation?.effect ?? "" }, success: r.check.success },
    odds: checkDistribution(req.fortitude, r.dc).success,
    details: [
      { label: `${K}.InRow`, value: `${r.after.successesInRow} / ${CURE_SUCCESSES_IN_ROW}` },
      { label: `${K}.Doses`, value: doses },
      { label: `${K}.Rate`, value: `${req.stats.checkRate.count} / ${req.stats.checkRate.per}` },
      ...(req.drinks ? [{ label: `${K}.DrinksThisHour`, value: req.drinks.earlier.length }] : []),
      ...(breathed > 0 ? [{ label: `${K}.Breathed`, value: breathed }] : []),
    ],
  };
  // Cured: the affliction is cleared from the item, so a new exposure starts afresh.
  // "Random: 1 cumulative wound, morale penalty, or mobility penalty": the d3 rolled with the check picks which.
  const random = isRandomSymptom(req.stats.symptoms) && req.wounds !== undefined ? randomSymptom(faces[1]!, r.symptomsIncurred, { wounds: req.wounds, morale: req.morale ?? 0, mobility: req.mobility ?? 0 }) : null;
  if (random && r.symptomsIncurred > 0) card.details.push({ label: `${K}.Random.${random.pick}`, value: r.symptomsIncurred });
  const symptoms = random ? { update: random.update } : req.wounds === undefined ? { update: {} } : symptomWriteBack(req.stats.symptoms, r.symptomsIncurred, req.wounds);
  const paralysed = r.escalated ? escalationStatuses(req.stats.escalation?.effect) : [];
  if (paralysed.length) symptoms.statuses = { on: [...(symptoms.statuses?.on ?? []), ...paralysed], ...(symptoms.statuses?.off ? { off: symptoms.statuses.off } : {}) };
  const drinks = drink ? { "flags.fray.drinks": drink.record } : {};
  const clearAdded = r.after.cured && added > 0 ? { "system.addedDoses": 0 } : {};
  return { card, ...symptoms, items: [{ id: req.itemId, update: { "flags.fray.affliction": r.after.cured ? null : after, ...clearAdded, ...drinks } }] };
}

export const poisonCheckAction: SheetAction<SixSecondsPoisonRequest> = {
  prepare: async (ctx) => {
    const poisons = ctx.items.filter((i) => i.type === "poison");
    if (poisons.length === 0) throw new RangeError(ctx.localize(`${K}.NoPoison`));
    const fields = await ctx.askFields({
      title: `${K}.Check`,
      hint: { key: `${K}.Hint`, data: [] },
      fields: [
        { kind: "select", name: "poison", label: `${K}.Which`, options: poisons.map((p) => ({ value: p.id, label: "", text: afflictionOf(p) ? `${p.name} ✦` : p.name })) },
        { kind: "number", name: "doses", label: `${K}.DosesNew`, value: 1, min: 1, max: 64 },
        { kind: "number", name: "extraDc", label: `${K}.ExtraDc`, value: 0, min: -20, max: 20 },
        { kind: "select", name: "breathing", label: `${K}.BreathingNow`, value: "", options: [{ value: "", label: `${K}.BreathingKept` }, { value: "yes", label: "FRAY.Sheet.Yes" }, { value: "no", label: "FRAY.Sheet.No" }] },
        { kind: "number", name: "sourceScale", label: `${K}.SourceScale`, value: 0, min: -1, max: 10 },
        { kind: "number", name: "metres", label: `${K}.Metres`, value: 0, min: 0, max: 1000000 },
      ],
    });
    if (!fields) return null;
    const chosen = poisons.find((p) => p.id === fields["poison"]);
    if (!chosen) throw new RangeError(`poison must be one of ${poisons.map((p) => p.name).join(", ")}`);
    // A radiation source: the severity felt at this distance decides which radiation item the check is against.
    const severity = radiationSeverityOf(chosen.name);
    const item = severity ? radiationItemAt(ctx, chosen, severity, wholeField(fields, "sourceScale", -1, 10), wholeField(fields, "metres", 0, 1000000)) : chosen;
    const doses = wholeField(fields, "doses", 1, 64);
    overdose(0, doses);
    const drinks = syndromeOf(item).checkRate.per === "drink" ? drinksThisHour(item.flags) : null;
    const stats = syndromeOf(item);
    const state = afflictionOf(item) ?? startAffliction(doses);
    // An inhaled syndrome: whether he breathes it on until the next check (absent: as kept, or yes at the start).
    const breathing = (fields["breathing"] ?? "") === "" ? null : breathingAnswer(fields);
    const added = addedDosesOfItem(item);
    return {
      name: ctx.name,
      itemId: item.id,
      stats,
      ...(added ? { addedDoses: added } : {}),
      state: isInhaled(stats) ? { ...state, breathing: breathing ?? ((state as { breathing?: boolean }).breathing ?? true) } : state,
      fortitude: fortitudeBonus(ctx.stats, ctx.derived),
      extraDc: wholeField(fields, "extraDc", -20, 20),
      wounds: ctx.stats.sixSeconds.wounds,
      morale: ctx.stats.sixSeconds.moralePenalties,
      mobility: ctx.stats.sixSeconds.mobilityPenalties,
      ...(drinks ? { drinks } : {}),
    };
  },
  dice: poisonDice,
  resolve: resolveSixSecondsPoison,
};

const breathingAnswer = (fields: Readonly<Record<string, string | undefined>>): boolean => choiceField(fields, "breathing", ["yes", "no"] as const) === "yes";

/** The first uncured syndrome with wound symptoms on the actor (no natural healing while it lasts), or null. */
export function afflictionBlockingRest(items: readonly Pick<Item, "type" | "name" | "system" | "flags">[]): string | null {
  for (const i of items) {
    if (i.type !== "poison") continue;
    const state = afflictionOf(i);
    if (state && blocksNaturalHealing(syndromeOf(i), state)) return i.name;
  }
  return null;
}
