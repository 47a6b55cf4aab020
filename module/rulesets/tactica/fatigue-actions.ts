/**
 * tactica fatigue on the sheet: a straight rank loss (physical or mental) when the GM judges the party tired, or,
 * when doubtful, "a Body or Will roll (4d+level)" that avoids it (applyFatigue / resistFatigue): the sheet's BODY for
 * physical fatigue, its MIND (the text's Will) for mental, nothing typed. Severe fatigue takes more ranks.
 */
import { queuedDice } from "../../engine/dice/source";
import { poolAtLeast } from "../../engine/odds/pool";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { applyFatigue, resistFatigue } from "../../engine/rulesets/tactica/fatigue";
import type { TrackName } from "../../engine/rulesets/tactica/ranks";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card, dieMarks, pool } from "./action-parts";
import { creatureWriteBack } from "./creature-write-back";
import { tacticaCreatureOf } from "./damage";
import type { DiceModifier } from "../../engine/modifiers";
import { rolledWith, rollerDice, rollerTotal } from "./roll-modifiers";

const TRACKS: readonly TrackName[] = ["physical", "mental"];

export interface TacticaFatigueRequest {
  name: string;
  creature: TacticaCreature;
  track: TrackName;
  ranks: number;
  /** The level of the roll that may avoid the loss, or null for a straight loss. */
  resistLevel: number | null;
  /** The roller's own dice on the resisting roll: its injuries and a waiting effort die (roll-modifiers.ts rollerDice). */
  roller?: DiceModifier[];
}

export function tacticaFatigueDice(req: TacticaFatigueRequest): DiceGroup[] {
  return req.resistLevel === null ? [] : [{ count: pool(req.resistLevel, rollerTotal(req.roller)), sides: 6, purpose: "FRAY.Roll.Pool" }];
}

export function resolveTacticaFatigue(req: TacticaFatigueRequest, faces: readonly number[]): ActionOutcome {
  const kind = `FRAY.Action.Tactica.Fatigue.${req.track}`;
  if (req.resistLevel === null) {
    const r = applyFatigue(req.creature, req.track, req.ranks);
    return { card: card(req.name, kind, { key: "FRAY.Action.Tactica.Fatigue.Lost", data: { ranks: r.landed }, success: null }, { total: r.landed }), ...creatureWriteBack(req.creature, r.after) };
  }
  const r = resistFatigue(queuedDice(faces), req.creature, req.track, req.resistLevel, req.ranks, req.roller ?? []);
  const outcome: CardData["outcome"] = r.roll.passed
    ? { key: "FRAY.Action.Tactica.Fatigue.Resisted", data: {}, success: true }
    : { key: "FRAY.Action.Tactica.Fatigue.Lost", data: { ranks: r.landed }, success: false };
  const extra: Partial<CardData> = { dice: dieMarks(r.roll), total: r.roll.successes, target: 1, odds: poolAtLeast(r.roll.pool, 1) };
  return rolledWith({ card: card(req.name, kind, outcome, extra), ...creatureWriteBack(req.creature, r.after) }, req.roller);
}

export const fatigueAction: SheetAction<TacticaFatigueRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields }) => {
    const fields = await askFields({
      title: "FRAY.Action.Tactica.Fatigue.Title",
      fields: [
        { kind: "select", name: "track", label: "FRAY.Action.Tactica.Fatigue.Track", value: "physical", options: TRACKS.map((t) => ({ value: t, label: `FRAY.Action.Tactica.Fatigue.${t}` })) },
        { kind: "number", name: "ranks", label: "FRAY.Action.Tactica.Fatigue.Ranks", value: 1, min: 1, max: 9 },
        { kind: "select", name: "resist", label: "FRAY.Action.Tactica.Fatigue.Resist", value: "no", options: [{ value: "no", label: "FRAY.Action.Tactica.Fatigue.Straight" }, { value: "yes", label: "FRAY.Action.Tactica.Fatigue.Roll" }] },
      ],
    });
    if (!fields) return null;
    const resist = choiceField(fields, "resist", ["no", "yes"] as const) === "yes";
    const track = choiceField(fields, "track", TRACKS);
    return {
      name,
      creature: tacticaCreatureOf(stats, derived, statuses),
      track,
      ranks: wholeField(fields, "ranks", 1, 9),
      resistLevel: resist ? (track === "physical" ? stats.tactica.body : stats.tactica.mind) : null,
      ...(resist ? { roller: rollerDice(stats, derived) } : {}),
    };
  },
  dice: tacticaFatigueDice,
  resolve: resolveTacticaFatigue,
};
