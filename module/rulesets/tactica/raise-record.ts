/**
 * AD = 1 on the dice the exchange rolls on the GM's client when a card is applied (issue 25): "Act as a +1 dice to
 * increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled" and "Only one 1 may be used at
 * a time, so you cannot use two 1's to increase a roll by +2". Once its record is written, the result card offers the
 * owner of the creature whose skill or characteristic dice a group is one *Raise a 3 to 4* per face below 6 of that
 * group (core chat/exchange/raise-applied.ts checks, spends and works the record out again):
 *  - the result card's immediate injury check (BODY, Will read as MIND, DEX): the target's. Never the Out-of-Action
 *    BODY roll against KIA: "OoA creature get no action dice", so no 1 can raise it;
 *  - a special attempt rolled at Apply (opposed-card.ts opposedDice): its active side the attacker's, its passive side
 *    and the hamstring's DEX check the target's.
 * Never the hit location or the injury die (tables read by the dice, not skill dice). Once per group.
 */
import type { AppliedRecord } from "../../chat/exchange/card";
import type { RecordRaise, RollRevisionSlot } from "../adapter";
import { raiseOffers, raisePicked } from "./raise-die";

/** A hit on an OoA creature (out-of-action-hit.ts: it lives, or it is KIA and its injury's summary says so). */
const OOA_SUMMARIES = new Set(["FRAY.Damage.Tactica.OoaSurvives", "FRAY.Damage.Tactica.OoaKilled", "FRAY.Damage.Tactica.Took.OoaKilled"]);
function onOutOfAction(record: Pick<AppliedRecord, "summary">): boolean {
  return OOA_SUMMARIES.has(record.summary.key) || OOA_SUMMARIES.has(String(record.summary.data["tookKey"] ?? ""));
}

/** Whose skill or characteristic dice a group of an application's roll is, by what it was rolled for; null: none's. */
function sideOf(purpose: string): RecordRaise["side"] | null {
  if (purpose === "FRAY.Tactica.BodyRoll" || purpose.startsWith("FRAY.Tactica.CheckRoll.")) return "target";
  if (purpose === "FRAY.Action.Tactica.Opposed.Passive") return "target";
  if (purpose === "FRAY.Action.Tactica.Opposed.Active") return "attacker";
  return null;
}

/** The faces of each group of the record's roll, or null when the record keeps no whole roll. */
export function groupFaces(record: Pick<AppliedRecord, "rolled" | "groups">): number[][] | null {
  const groups = record.groups ?? [];
  const rolled = record.rolled ?? [];
  if (groups.length === 0 || groups.reduce((n, g) => n + g.count, 0) !== rolled.length) return null;
  let at = 0;
  return groups.map((g) => rolled.slice(at, (at += g.count)));
}

export const tacticaRecordRaise: Pick<RollRevisionSlot, "recordOffers" | "reviseRecord"> = {
  recordOffers(_card, record) {
    const faces = groupFaces(record);
    // "OoA creature get no action dice": the BODY roll of a hit on an OoA creature has no 1 to be raised with.
    if (!faces || record.undone || onOutOfAction(record)) return [];
    return (record.groups ?? []).flatMap((g, group): RecordRaise[] => {
      const side = sideOf(g.purpose);
      // "Only one 1 may be used at a time": a group already raised is offered nothing more.
      if (!side || record.raised?.some((r) => r.group === group)) return [];
      const offers = raiseOffers(faces[group]!, "FRAY.RaiseApplied.Die");
      // An attempt's two sides are named by whose they are on the card, not "my dice" / "their dice".
      const rollKey = g.purpose.startsWith("FRAY.Action.Tactica.Opposed.") ? { rollKey: "FRAY.Tactica.AttemptRoll" } : {};
      return offers.length ? [{ group, side, offers, ...rollKey }] : [];
    });
  },
  reviseRecord: raisePicked,
};
