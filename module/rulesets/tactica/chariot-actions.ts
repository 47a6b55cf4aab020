/**
 * A chariot's second 45° turn while charging or running, from the chariot's sheet (the actor is the chariot and its
 * team): the first turn is free, the second needs a Driving roll (a tactica pool of the driver's dice; light −2,
 * heavy −4, less for extra crew, the terrain its token stands on and the team's injuries): fail and the chariot goes
 * straight on, fumble (more 1s than successes) and it flips. The chariot's pace is on the card.
 */
import { queuedDice } from "../../engine/dice/source";
import { totalDice, type DiceModifier } from "../../engine/modifiers";
import { poolAtLeast } from "../../engine/odds/pool";
import { CHARIOT_TYPES, chariotChargeTurns, chariotHandling, checkChariotNation, type ChariotState, type ChariotTerrain } from "../../engine/rulesets/tactica/chariots";
import type { ActorSystem } from "../../data/actor/schema";
import type { DiceGroup } from "../../dice/card";
import { diceRow } from "../../dice/card-modifiers";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card, faceMarks } from "./action-parts";
import { rollerSpent } from "./roll-modifiers";
import type { StraightOnward } from "./chariot-straight";

/** The ground a chariot may drive on (impassable ground refuses the action before the roll). */
type DrivingTerrain = Exclude<ChariotTerrain, "impassable">;

export interface TacticaChariotRequest {
  name: string;
  chariot: ChariotState;
  terrain: DrivingTerrain;
  drivingDice: number;
  teamWoundDice: number;
  /** A 1 spent on effort waits on the chariot's sheet: "+1 dice to the next roll you make", this Driving roll. */
  effort?: boolean;
  /** From a board move: where the chariot goes when the roll fails ("continue straight onward"), for the card's GM control. */
  straight?: StraightOnward;
}

function modifiers(req: TacticaChariotRequest): DiceModifier[] {
  const h = chariotHandling(req.chariot, req.terrain, req.teamWoundDice);
  return [...h.drivingModifiers, { dice: -CHARIOT_TYPES[req.chariot.kind].secondTurnPenalty, reason: "chariot.second-turn", code: "chariot.second-turn" }, ...effortOf(req)];
}

/** The waiting effort die, named on the card and spent by the roll (roll-modifiers.ts). */
function effortOf(req: TacticaChariotRequest): DiceModifier[] {
  return req.effort ? [{ dice: 1, reason: "effort", code: "effort" }] : [];
}

function rolled(req: TacticaChariotRequest): number {
  return Math.max(0, req.drivingDice + totalDice(modifiers(req)));
}

export function tacticaChariotDice(req: TacticaChariotRequest): DiceGroup[] {
  return [{ count: rolled(req), sides: 6, purpose: "FRAY.Action.Tactica.Chariot.Driving" }];
}

export function resolveTacticaChariot(req: TacticaChariotRequest, faces: readonly number[]): ActionOutcome {
  const t = chariotChargeTurns(queuedDice(faces), req.chariot, 2, req.drivingDice, req.terrain, req.teamWoundDice);
  const dice = faceMarks(t.roll ?? [], { ones: true });
  const c = card(req.name, "FRAY.Action.Tactica.Chariot.Title", { key: `FRAY.Action.Tactica.Chariot.${t.result}`, data: t.result === "straight" && req.straight ? { ...req.straight } : {}, success: t.result === "made" }, {
    dice,
    modifiers: modifiers(req).map(diceRow),
    total: dice.filter((d) => d.mark === "success").length,
    target: 1,
    odds: poolAtLeast(rolled(req), 1),
    details: [{ label: "FRAY.Action.Tactica.Chariot.Pace", value: chariotHandling(req.chariot, req.terrain, req.teamWoundDice).pace }],
  });
  return { card: c, update: rollerSpent(effortOf(req)) };
}

/** The chariot on the actor's sheet, checked against its nation ("Egyptian: 2H Light"); null: not a chariot. */
export function sheetChariot(name: string, stats: ActorSystem): (ChariotState & { driving: number }) | null {
  const c = stats.tactica.chariot;
  if (c.kind === "none") return null;
  const chariot: ChariotState = { kind: c.kind, team: c.team === "4" ? 4 : 2, crew: c.crew };
  if (c.nation !== "any") checkChariotNation(c.nation, chariot);
  // The engine refuses a crew the chariot cannot hold.
  chariotHandling(chariot);
  return { ...chariot, driving: c.driving };
}

/** The terrain where the chariot's token stands, as the board's check prefill reads its zone (flat without a board). */
function boardTerrain(prefill: Record<string, unknown>): ChariotTerrain {
  const t = prefill["terrain"];
  return t === "rough" || t === "difficult" || t === "impassable" ? t : "flat";
}

export const chariotTurnAction: SheetAction<TacticaChariotRequest> = {
  // Nothing is typed: the chariot, its crew and its driver's dice are the sheet's, the team's wounds its injuries
  // ("Any wound modifiers applying to the team also apply to any driving rolls"), the terrain its token's zone.
  prepare: async ({ name, stats, derived, checkPrefill }) => {
    const chariot = sheetChariot(name, stats);
    if (!chariot) throw new RangeError(`${name} has no chariot: set its kind in the sheet's Chariot section`);
    const terrain = boardTerrain(checkPrefill("driving"));
    if (terrain === "impassable") throw new RangeError(`${name} stands on ground impassable to chariots: it cannot turn there`);
    const { driving, ...state } = chariot;
    return { name, chariot: state, terrain, drivingDice: driving, teamWoundDice: -Math.min(0, derived.tactica.injuryDice), ...(stats.tactica.effort ? { effort: true } : {}) };
  },
  dice: tacticaChariotDice,
  resolve: resolveTacticaChariot,
};
