/**
 * Expel the possessor (an Exorcism) from the exorcist's sheet, against the targeted possessor. The text ends a
 * possession "forcibly, such as with an Exorcism (see the Faith skill)" with no roll of its own here; Fray reads it as
 * an opposed check, the exorcist's d6 + Faith (Spirit alone without the skill) against the possessor's d6 + current
 * Will, ties rolled again, as the veto is. A won exorcism cannot be vetoed (as the engine's expel): the card tells the GM to
 * press "Leave the body" on the possessor's tracker row, which frees the body's seconds.
 */
import { opposedWill } from "../../engine/rulesets/six-seconds/possession";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { DiceGroup } from "../../dice/card";
import type { ActionOutcome, SheetAction } from "../adapter";
import { d6s, opposedWillCard, VETO_D6S } from "./possession-actions";

const K = "FRAY.Action.SixSeconds.Possession";

export interface SixSecondsExpelRequest {
  /** The exorcist (this actor) and its Faith bonus. */
  name: string;
  faith: number;
  possessor: { name: string; will: number };
}

/** The Faith skill's bonus (Spirit alone without the skill). */
export function faithBonus(stats: ActorSystem, derived: ActorDerived): number {
  return derived.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === "faith")?.bonus ?? stats.sixSeconds.abilities.spirit;
}

export function resolveSixSecondsExpel(req: SixSecondsExpelRequest, faces: readonly number[]): ActionOutcome {
  const r = opposedWill(d6s(faces), { id: "exorcist", will: req.faith }, { id: "possessor", will: req.possessor.will });
  const won = r.winner === "exorcist";
  const card = opposedWillCard(req.name, `${K}.Expel`, r, `${K}.ExpelRound`, { key: `${K}.${won ? "Expelled" : "NotExpelled"}`, data: { other: req.possessor.name }, success: won });
  return { card, update: {} };
}

export const expelAction: SheetAction<SixSecondsExpelRequest> = {
  prepare: async ({ name, stats, derived, firstTarget, askFields, localize }) => {
    const other = firstTarget();
    if (!other) throw new RangeError(localize(`${K}.NeedsPossessor`));
    const faith = faithBonus(stats, derived);
    const fields = await askFields({ title: `${K}.Expel`, hint: { key: `${K}.ExpelHint`, data: [other.name, faith] }, fields: [] });
    if (!fields) return null;
    return { name, faith, possessor: { name: other.name, will: other.derived.sixSeconds.will.current } };
  },
  dice: (): DiceGroup[] => [{ count: VETO_D6S, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsExpel,
};
