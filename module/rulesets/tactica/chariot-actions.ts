/**
 * A chariot's second 45° turn while charging or running, from the driver's sheet: the first turn is free, the second
 * needs a Driving roll (a tactica pool; light −2, heavy −4, less for extra crew, terrain and a wounded team): fail and
 * the chariot goes straight on, fumble (more 1s than successes) and it flips. The chariot's pace is on the card.
 */
import { queuedDice } from "../../engine/dice/source";
import { totalDice, type DiceModifier } from "../../engine/modifiers";
import { poolAtLeast } from "../../engine/odds/pool";
import { CHARIOT_TYPES, chariotChargeTurns, chariotHandling, type ChariotState, type ChariotTerrain } from "../../engine/rulesets/tactica/chariots";
import type { DiceGroup } from "../../dice/card";
import { diceRow } from "../../dice/card-modifiers";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";

const TERRAINS = ["flat", "rough", "difficult"] as const satisfies readonly ChariotTerrain[];

export interface TacticaChariotRequest {
  name: string;
  chariot: ChariotState;
  terrain: (typeof TERRAINS)[number];
  drivingDice: number;
  teamWoundDice: number;
}

function modifiers(req: TacticaChariotRequest): DiceModifier[] {
  const h = chariotHandling(req.chariot, req.terrain, req.teamWoundDice);
  return [...h.drivingModifiers, { dice: -CHARIOT_TYPES[req.chariot.kind].secondTurnPenalty, reason: "chariot.second-turn", code: "chariot.second-turn" }];
}

function rolled(req: TacticaChariotRequest): number {
  return Math.max(0, req.drivingDice + totalDice(modifiers(req)));
}

export function tacticaChariotDice(req: TacticaChariotRequest): DiceGroup[] {
  return [{ count: rolled(req), sides: 6, purpose: "FRAY.Action.Tactica.Chariot.Driving" }];
}

export function resolveTacticaChariot(req: TacticaChariotRequest, faces: readonly number[]): ActionOutcome {
  const t = chariotChargeTurns(queuedDice(faces), req.chariot, 2, req.drivingDice, req.terrain, req.teamWoundDice);
  const dice = (t.roll ?? []).map((v) => ({ value: v, mark: v >= 5 ? ("success" as const) : v === 1 ? ("one" as const) : ("failure" as const) }));
  const c = card(req.name, "FRAY.Action.Tactica.Chariot.Title", { key: `FRAY.Action.Tactica.Chariot.${t.result}`, data: {}, success: t.result === "made" }, {
    dice,
    modifiers: modifiers(req).map(diceRow),
    total: dice.filter((d) => d.mark === "success").length,
    target: 1,
    odds: poolAtLeast(rolled(req), 1),
    details: [{ label: "FRAY.Action.Tactica.Chariot.Pace", value: chariotHandling(req.chariot, req.terrain, req.teamWoundDice).pace }],
  });
  return { card: c, update: {} };
}

export const chariotTurnAction: SheetAction<TacticaChariotRequest> = {
  prepare: async ({ name, stats, askFields }) => {
    const fields = await askFields({
      title: "FRAY.Action.Tactica.Chariot.Title",
      fields: [
        { kind: "select", name: "kind", label: "FRAY.Action.Tactica.Chariot.Kind", value: "light", options: [{ value: "light", label: "FRAY.Action.Tactica.Chariot.light" }, { value: "heavy", label: "FRAY.Action.Tactica.Chariot.heavy" }] },
        { kind: "select", name: "team", label: "FRAY.Action.Tactica.Chariot.Team", value: "2", options: [{ value: "2", label: "FRAY.Action.Tactica.Chariot.Team2" }, { value: "4", label: "FRAY.Action.Tactica.Chariot.Team4" }] },
        { kind: "number", name: "crew", label: "FRAY.Action.Tactica.Chariot.Crew", value: 1, min: 1, max: 4 },
        { kind: "select", name: "terrain", label: "FRAY.Action.Tactica.Chariot.Terrain", value: "flat", options: TERRAINS.map((t) => ({ value: t, label: `FRAY.Reason.chariot.terrain.${t}` })) },
        { kind: "number", name: "dice", label: "FRAY.Action.Tactica.Chariot.DrivingDice", value: stats.tactica.actionDice, min: 0, max: 20 },
        { kind: "number", name: "wounds", label: "FRAY.Action.Tactica.Chariot.TeamWounds", value: 0, min: 0, max: 9 },
      ],
    });
    if (!fields) return null;
    const req: TacticaChariotRequest = {
      name,
      chariot: { kind: choiceField(fields, "kind", ["light", "heavy"] as const), team: choiceField(fields, "team", ["2", "4"] as const) === "4" ? 4 : 2, crew: wholeField(fields, "crew", 1, 4) },
      terrain: choiceField(fields, "terrain", TERRAINS),
      drivingDice: wholeField(fields, "dice", 0, 20),
      teamWoundDice: wholeField(fields, "wounds", 0, 9),
    };
    // The engine refuses a crew the chariot cannot hold: here, before anything is rolled.
    chariotHandling(req.chariot, req.terrain, req.teamWoundDice);
    return req;
  },
  dice: tacticaChariotDice,
  resolve: resolveTacticaChariot,
};
