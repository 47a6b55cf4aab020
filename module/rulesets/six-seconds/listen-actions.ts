/**
 * Listening for hiders (Concealment, Lighting and Invisibility): "If you try to attack an invisible character, you
 * must first locate its square … the most common way is simply by hearing the target." From the listener's sheet:
 * every actor on the viewed scene hidden from it (its `hiddenFrom`, written by *Hide*), one Perception roll from the
 * listener's own sheet against each hider's Stealth total (`hideStealth`: cover raises only the *visual* DC), the
 * engine's `locatedByHearing`. The hiders it located are written on the listener (`located`); its attack dialog on one
 * of them says the square is located (still Invisible: the +4 Target stays), or not (a guess), hide-actions.ts.
 */
import type { CardData, DiceGroup } from "../../dice/card";
import { signed } from "../../dice/faces";
import { total, type Modifier } from "../../engine/modifiers";
import { locatedByHearing } from "../../engine/rulesets/six-seconds/situational";
import type { ActionOutcome, SheetAction } from "../adapter";
import { locatedEntry, skillModifiers } from "./hide-actions";
import { plainCard } from "./plain-card";

const K = "FRAY.Action.SixSeconds.Listen";

export interface SixSecondsListenRequest {
  name: string;
  perception: Modifier[];
  hiders: { name: string; uuid: string; stealth: number; /** Its own moves while hidden, when heard. */ moves?: number }[];
}

/** The UUIDs on a one-a-line record (hiddenFrom, located). */
export const uuidLines = (text: string | undefined): string[] => (text ?? "").split("\n").filter((l) => l !== "");

export function resolveSixSecondsListen(req: SixSecondsListenRequest, faces: readonly number[]): ActionOutcome {
  const heard = faces[0]! + total(req.perception);
  const rows = req.hiders.map((h) => ({ ...h, located: locatedByHearing(heard, h.stealth).located }));
  const found = rows.filter((r) => r.located);
  const card: CardData = {
    ...plainCard(req.name, `${K}.Kind`),
    dice: [{ value: faces[0]!, mark: found.length > 0 ? "success" : "failure" }],
    modifiers: req.perception.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: heard,
    outcome: found.length > 0 ? { key: `${K}.Located`, data: { names: found.map((r) => r.name).join(", ") }, success: true } : { key: `${K}.NotLocated`, data: {}, success: false },
    // Only the hiders heard are named: the card must not tell the table who hides unheard (or that anyone does).
    details: found.map((r) => ({ label: r.name, value: `${heard} / ${r.stealth}` })),
  };
  return { card, update: { "system.sixSeconds.located": found.map((r) => locatedEntry(r.uuid, r.moves ?? 0)).join("\n") } };
}

export const listenAction: SheetAction<SixSecondsListenRequest> = {
  prepare: async ({ name, uuid, stats, derived, statuses, othersOnBoard, localize }) => {
    // "Invisibility is relative": only those hidden from this listener are listened for. With none, the roll is made
    // all the same and hears nobody: refusing would tell the player that no one hides.
    const hiders = (othersOnBoard?.() ?? []).filter((o) => uuid !== undefined && uuidLines(o.system.sixSeconds.hiddenFrom).includes(uuid));
    return {
      name,
      perception: skillModifiers({ name, system: stats, derived, statuses }, "perception", localize("FRAY.Action.SixSeconds.Hide.NoPerception")),
      hiders: hiders.map((h) => ({ name: h.name, uuid: h.uuid, stealth: h.system.sixSeconds.hideStealth, moves: h.system.sixSeconds.hideMoves })),
    };
  },
  dice: (): DiceGroup[] => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsListen,
};
