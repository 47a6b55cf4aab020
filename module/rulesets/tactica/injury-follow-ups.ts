/**
 * The follow-ups on a tactica result card that rolled an injury, Foundry-free (issue 25):
 * - the other readings the same dice allow: "you may shift the location one connected area if you rolled a triple,
 *   two areas if you rolled a quadruple" (the only way to the Neck and Groin tables, which no face names), and a
 *   row's other effect ("Sight or Sound", "Sever/Maim"). The chosen reading replaces the first: its ranks and burnt
 *   dice are taken back, the new ones written, its item replaced. Once per application, by the attacker's owner or
 *   the GM ("the attacker may shift the result").
 * - the immediate check (Kill: "an immediate Body roll at -2d or they are OoA"; Paralysis: "roll Body or fall to the
 *   ground OoA"; Unconscious: "an immediate Will roll or fall unconscious OoA", Will read as the sheet's MIND; Foot:
 *   "an immediate DEX roll or fall prone"), rolled from the sheet's level with the row's and the effect's dice off;
 *   a failure is OoA, or Prone for the Foot. The roll takes the wounded creature's own dice (roll-modifiers.ts: its
 *   injuries' "all rolls" dice and a waiting effort die), named in the summary; the effort is spent.
 * Both are revisions of the application (chat/exchange/revise.ts): the card's Undo takes them back with it.
 */
import { queuedDice } from "../../engine/dice/source";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";
import { INJURY_EFFECT_TABLE, INJURY_EFFECTS, type InjuryEffectKey } from "../../engine/rulesets/tactica/injuries/effects";
import { applyInjury, resolveInjuryCheck } from "../../engine/rulesets/tactica/injuries/injury";
import { LOCATIONS, readLocation, type Location } from "../../engine/rulesets/tactica/injuries/locations";
import { readInjuryEffect } from "../../engine/rulesets/tactica/injuries/tables";
import { MAX_HELD_DICE } from "../../engine/rulesets/tactica/turn-limits";
import type { AppliedRecord } from "../../chat/exchange/card";
import type { ResultAction, ResultRevision } from "../adapter";
import type { AttackTarget, DamageContext } from "./types";
import { tacticaCreatureOf } from "./damage";
import { injuryData, injuryItem, tableKey } from "./injury-roll";
import { checkLevel } from "./injury-check-action";
import { rollerDice, rollerSpent, rollerTotal } from "./roll-modifiers";

const REREAD = "reread-";
export const INJURY_CHECK = "check";

/** An injury as a record's summary data names it (injury-roll.ts injuryData), or null: the record rolled none. */
interface InjuryRead {
  faces: number[];
  bonus: number;
  neckAndGroin: boolean;
  location: Location;
  effect: InjuryEffectKey;
  physical: number;
  mental: number;
  burn: number;
  reread: boolean;
}

function injuryOf(data: Record<string, string | number>): InjuryRead | null {
  const faces = String(data["injFaces"] ?? "").split(",").map(Number);
  const location = data["injLocation"] as Location;
  const effect = data["injEffect"] as InjuryEffectKey;
  if (faces.length !== 5 || faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) return null;
  if (!LOCATIONS.includes(location) || !INJURY_EFFECTS.includes(effect)) return null;
  const n = (k: string) => (typeof data[k] === "number" ? (data[k] as number) : 0);
  return { faces, bonus: n("injBonus"), neckAndGroin: n("injNeckGroin") === 1, location, effect, physical: n("injP"), mental: n("injM"), burn: n("injBurn"), reread: n("injReread") === 1 };
}

export function rereadId(location: Location, effect: InjuryEffectKey): string {
  return `${REREAD}${location}-${effect}`;
}

/** Every other (location, effect) the dice allow: the shift's reachable areas, each row's choices. */
function readings(inj: InjuryRead): { location: Location; effect: InjuryEffectKey }[] {
  const loc = readLocation(inj.faces.slice(0, 4), { neckAndGroin: inj.neckAndGroin });
  const out: { location: Location; effect: InjuryEffectKey }[] = [];
  for (const location of loc.choices) {
    const row = readInjuryEffect(location, inj.faces[4]!, inj.bonus);
    for (const effect of [row.effect, ...row.alternatives]) if (location !== inj.location || effect !== inj.effect) out.push({ location, effect });
  }
  return out;
}

/** The injury that stands now: the last reading chosen, else the first. */
function standing(record: AppliedRecord, revisions: readonly AppliedRecord[]): InjuryRead | null {
  const reread = revisions.map((r) => injuryOf(r.summary.data)).filter((i) => i?.reread);
  return reread.at(-1) ?? injuryOf(record.summary.data);
}

/** The check an effect calls for at once (Kill, Paralysis: BODY; Unconscious: Will, read as MIND; Foot: DEX), or null. */
function immediateCheck(effect: InjuryEffectKey) {
  return INJURY_EFFECT_TABLE[effect].check ?? null;
}

export function injuryFollowUps(record: AppliedRecord): ResultAction[] {
  const inj = injuryOf(record.summary.data);
  if (!inj) return [];
  const data = (l: Location, e: InjuryEffectKey) => ({ locationKey: `FRAY.Tactica.Area.${l}`, effectKey: `FRAY.Tactica.InjuryEffect.${e}` });
  // "The attacker may shift the result": the other readings are the attacker's side's to pick (and the GM's).
  const out: ResultAction[] = inj.reread ? [] : readings(inj).map((r) => ({ id: rereadId(r.location, r.effect), label: "FRAY.Tactica.FollowUp.ReadAs", data: data(r.location, r.effect), revise: true, side: "attacker" }));
  const check = immediateCheck(inj.effect);
  if (check) {
    const off = check.penalty + readInjuryEffect(inj.location, inj.faces[4]!, inj.bonus, inj.effect).diceOff;
    // A BODY check keeps its own label; Unconscious (Will) and Foot (DEX) name the characteristic rolled.
    if (check.characteristic === "body") out.push({ id: INJURY_CHECK, label: "FRAY.Tactica.FollowUp.Check", data: { ...data(inj.location, inj.effect), off }, revise: true });
    else out.push({ id: INJURY_CHECK, label: "FRAY.Tactica.FollowUp.CheckOf", data: { ...data(inj.location, inj.effect), off, rollKey: `FRAY.Tactica.CheckRoll.${check.characteristic}` }, revise: true });
  }
  return out;
}

function reread(id: string, record: AppliedRecord, revisions: readonly AppliedRecord[], target: AttackTarget, ctx: DamageContext): ResultRevision {
  if (revisions.some((r) => injuryOf(r.summary.data)?.reread)) throw new RangeError("the injury was already read another way (the attacker shifts once)");
  const inj = injuryOf(record.summary.data);
  const want = inj ? readings(inj).find((r) => rereadId(r.location, r.effect) === id) : undefined;
  if (!inj || !want) throw new RangeError(`the injury's dice do not allow "${id}"`);
  const t = target.system.tactica;
  // Take back what the first reading wrote (its extra ranks, its burnt dice), then read the injury the new way.
  const back = { ...target.system, tactica: { ...t, physical: { ...t.physical, lost: Math.max(0, t.physical.lost - inj.physical) }, mental: { ...t.mental, lost: Math.max(0, t.mental.lost - inj.mental) } } };
  const c = tacticaCreatureOf(back, target.derived, target.statuses, ctx.options?.tactica?.crossoverEvery);
  const eff = readInjuryEffect(want.location, inj.faces[4]!, inj.bonus, want.effect);
  const o = applyInjury(c, want.location, want.effect, eff.diceOff);
  const burnt = Math.min(6, Math.max(0, t.burntDice - inj.burn) + o.burnNow);
  return {
    app: {
      update: {
        "system.tactica.physical.lost": o.after.physical.lost,
        "system.tactica.mental.lost": o.after.mental.lost,
        "system.tactica.burntDice": burnt,
        // Read as a Kill: "Discard all remaining Initiative dice" (tracker-lose-dice.ts).
        ...(o.discardAllActionDice ? { "system.tactica.diceToLose": MAX_HELD_DICE } : {}),
      },
      statuses: o.after.status !== c.status && o.after.status !== "active" ? [`tactica.${o.after.status}`] : [],
      summary: {
        key: "FRAY.Damage.Tactica.Reread",
        data: { tableKey: tableKey(want.location), row: eff.row, locationKey: `FRAY.Tactica.Area.${want.location}`, effectKey: `FRAY.Tactica.InjuryEffect.${want.effect}`, burn: o.burnNow, ranks: o.physicalLost + o.mentalLost, ...injuryData(inj.faces, inj.bonus, inj.neckAndGroin, want.location, want.effect, o), injReread: 1 },
      },
      items: o.duplicateBleeder ? [] : [injuryItem(want.location, want.effect)],
    },
    dropItems: [record, ...revisions].flatMap((r) => r.items ?? []),
  };
}

function rollCheck(record: AppliedRecord, revisions: readonly AppliedRecord[], target: AttackTarget, ctx: DamageContext): ResultRevision {
  const inj = standing(record, revisions);
  const check = inj ? immediateCheck(inj.effect) : null;
  if (!inj || !check) throw new RangeError("the injury that stands calls for no immediate check");
  const off = check.penalty + readInjuryEffect(inj.location, inj.faces[4]!, inj.bonus, inj.effect).diceOff;
  const level = checkLevel(target.system, check);
  // "All rolls are at -1d" and "+1 dice to the next roll you make": the wounded creature's own dice.
  const own = rollerDice(target.system, target.derived);
  const dice = Math.max(0, characteristicDice(level) - off + rollerTotal(own));
  const c = tacticaCreatureOf(target.system, target.derived, target.statuses, ctx.options?.tactica?.crossoverEvery);
  const base = { update: {}, statuses: [] as string[], summary: { key: "", data: {} } };
  const sum = (code: string) => own.filter((m) => m.code === code).reduce((n, m) => n + m.dice, 0);
  const body = check.characteristic === "body";
  return {
    app: {
      ...base,
      roll: {
        groups: dice > 0 ? [{ count: dice, sides: 6, purpose: body ? "FRAY.Tactica.BodyRoll" : `FRAY.Tactica.CheckRoll.${check.characteristic}` }] : [],
        then: (faces) => {
          const r = resolveInjuryCheck(queuedDice(faces), c, { ...check, penalty: off }, level, own);
          const data = { effectKey: `FRAY.Tactica.InjuryEffect.${inj.effect}`, dice, successes: r.roll.successes, injuries: sum("injuries"), effort: sum("effort"), ...(body ? {} : { rollKey: `FRAY.Tactica.CheckRoll.${check.characteristic}` }) };
          const keyOf = (outcome: string) => (body ? `FRAY.Damage.Tactica.InjuryCheck.${outcome}` : `FRAY.Damage.Tactica.InjuryCheckOf.${outcome}`);
          // The effort die the roll took is spent.
          const spent = { ...base, update: rollerSpent(own) };
          if (r.roll.passed) return { ...spent, summary: { key: keyOf("passed"), data } };
          // Foot: "an immediate DEX roll or fall prone"; the others: Out of Action.
          if (r.prone) return { ...spent, statuses: target.statuses.includes("tactica.prone") ? [] : ["tactica.prone"], summary: { key: keyOf("prone"), data } };
          return { ...spent, statuses: r.after.status === "ooa" && c.status !== "ooa" ? ["tactica.ooa"] : [], summary: { key: keyOf("failed"), data } };
        },
      },
    },
  };
}

export function reviseInjury(id: string, record: AppliedRecord, revisions: readonly AppliedRecord[], target: AttackTarget, ctx: DamageContext): ResultRevision {
  if (id.startsWith(REREAD)) return reread(id, record, revisions, target, ctx);
  if (id === INJURY_CHECK) return rollCheck(record, revisions, target, ctx);
  throw new RangeError(`no injury follow-up "${id}"`);
}
