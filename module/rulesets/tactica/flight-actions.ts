/**
 * A flyer's action from its sheet: the zones it moved and the facing steps it turned against its rating (~speed/turn
 * rate/dive; checkFlight): flying, diving, hovering or landed, or falling past its dive limit, or turning more than
 * its turn rate allows. The card also names the missile dice an attacker loses against it while it flies (its speed:
 * the text's reading and the engine's default, missileVsFlyer).
 */
import { checkFlight, missileVsFlyer, type FlyerStats } from "../../engine/rulesets/tactica/flying";
import { wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";

export interface TacticaFlightRequest {
  name: string;
  flyer: FlyerStats;
  zones: number;
  turns: number;
}

export function resolveTacticaFlight(req: TacticaFlightRequest): ActionOutcome {
  const f = checkFlight(req.flyer, req.zones, req.turns);
  const tooManyTurns = req.turns > req.flyer.turnRate;
  const key = f.falling ? "falling" : tooManyTurns ? "turns" : f.grounded ? "grounded" : f.diving ? "diving" : "flying";
  const missile = missileVsFlyer(req.flyer, !f.grounded);
  const c = card(req.name, "FRAY.Action.Tactica.Flight.Title", { key: `FRAY.Action.Tactica.Flight.${key}`, data: { speed: req.flyer.speed, turnRate: req.flyer.turnRate, dive: req.flyer.dive }, success: f.ok }, {
    details: [
      { label: "FRAY.Action.Tactica.Flight.Zones", value: req.zones },
      { label: "FRAY.Action.Tactica.Flight.Turns", value: req.turns },
      { label: "FRAY.Action.Tactica.Flight.MissileDice", value: missile ? missile.dice : 0 },
    ],
  });
  return { card: c, update: {} };
}

export const flightAction: SheetAction<TacticaFlightRequest> = {
  prepare: async ({ name, askFields }) => {
    const fields = await askFields({
      title: "FRAY.Action.Tactica.Flight.Title",
      fields: [
        { kind: "number", name: "speed", label: "FRAY.Action.Tactica.Flight.Speed", value: 2, min: 0, max: 20 },
        { kind: "number", name: "turnRate", label: "FRAY.Action.Tactica.Flight.TurnRate", value: 2, min: 0, max: 12 },
        { kind: "number", name: "dive", label: "FRAY.Action.Tactica.Flight.Dive", value: 3, min: 0, max: 30 },
        { kind: "number", name: "zones", label: "FRAY.Action.Tactica.Flight.Zones", value: 1, min: 0, max: 30 },
        { kind: "number", name: "turns", label: "FRAY.Action.Tactica.Flight.Turns", value: 0, min: 0, max: 12 },
      ],
    });
    if (!fields) return null;
    return {
      name,
      flyer: { speed: wholeField(fields, "speed", 0, 20), turnRate: wholeField(fields, "turnRate", 0, 12), dive: wholeField(fields, "dive", 0, 30) },
      zones: wholeField(fields, "zones", 0, 30),
      turns: wholeField(fields, "turns", 0, 12),
    };
  },
  dice: () => [],
  resolve: resolveTacticaFlight,
};
