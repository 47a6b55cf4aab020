/**
 * six-seconds possession on the sheet: a mind in a shared body vetoes another's turn (or its attempt to leave) with
 * an opposed Will check (d6 + current Will each, ties rolled again). A failed veto costs the vetoer a morale penalty,
 * written back to this actor; a vetoed escape costs the leaver one, which the card names for its owner to take. The
 * shared body's 6 seconds a round are the tracker's (its possess and release steps).
 */
import { opposedWill } from "../../engine/rulesets/six-seconds/possession";
import type { DiceSource } from "../../engine/dice/source";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

const K = "FRAY.Action.SixSeconds.Possession";
/** d6s enough for the opposed check and four ties in a row. */
export const VETO_D6S = 10;

export interface SixSecondsVetoRequest {
  name: string;
  /** The vetoer's (this actor's) current Will and morale penalties. */
  will: number;
  moralePenalties: number;
  other: { name: string; will: number };
  action: "turn" | "leave";
}

function d6s(faces: readonly number[]): DiceSource {
  let at = 0;
  return {
    roll: () => {
      const f = faces[at++];
      if (f === undefined) throw new RangeError(`the opposed Will check tied ${VETO_D6S / 2} times: roll it again`);
      return f;
    },
  };
}

export function resolveSixSecondsVeto(req: SixSecondsVetoRequest, faces: readonly number[]): ActionOutcome {
  const r = opposedWill(d6s(faces), { id: "vetoer", will: req.will }, { id: "other", will: req.other.will });
  const vetoed = r.winner === "vetoer";
  const last = r.rounds[r.rounds.length - 1]!;
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Veto`,
    dice: r.rounds.flatMap(([a, b]) => [
      { value: a.roll, mark: a.total > b.total ? ("success" as const) : ("plain" as const) },
      { value: b.roll, mark: "plain" as const },
    ]),
    modifiers: [],
    total: last[0].total,
    target: last[1].total,
    outcome: { key: `${K}.${vetoed ? "Vetoed" : "Failed"}.${req.action}`, data: { other: req.other.name }, success: vetoed },
    odds: null,
    details: r.rounds.map(([a, b]) => ({ label: `${K}.Round`, value: `${a.roll} + ${a.will} = ${a.total} / ${b.roll} + ${b.will} = ${b.total}` })),
  };
  // A failed veto costs the vetoer a morale penalty (Jack's Will 8 → 7).
  return { card, update: vetoed ? {} : { "system.sixSeconds.moralePenalties": req.moralePenalties + 1 } };
}

export const vetoAction: SheetAction<SixSecondsVetoRequest> = {
  prepare: async ({ name, stats, derived, firstTarget, askFields, localize }) => {
    const other = firstTarget();
    if (!other) throw new RangeError(localize(`${K}.NeedsTarget`));
    if (derived.sixSeconds.will.current <= 0 || derived.sixSeconds.will.broken) throw new RangeError(localize(`${K}.NoWill`));
    const fields = await askFields({
      title: `${K}.Veto`,
      hint: { key: `${K}.Hint`, data: [other.name] },
      fields: [{ kind: "select", name: "action", label: `${K}.What`, value: "turn", options: [{ value: "turn", label: `${K}.Action.turn` }, { value: "leave", label: `${K}.Action.leave` }] }],
    });
    if (!fields) return null;
    return {
      name,
      will: derived.sixSeconds.will.current,
      moralePenalties: stats.sixSeconds.moralePenalties,
      other: { name: other.name, will: other.derived.sixSeconds.will.current },
      action: choiceField(fields, "action", ["turn", "leave"] as const),
    };
  },
  dice: (): DiceGroup[] => [{ count: VETO_D6S, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsVeto,
};
