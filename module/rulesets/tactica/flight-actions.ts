/**
 * A flyer's action from its sheet: the zones it moved and the facing steps it turned against its rating (~speed/turn
 * rate/dive; checkFlight): flying, diving, hovering or landed, or falling past its dive limit, or turning more than
 * its turn rate allows. The card also names the missile dice an attacker loses against it while it flies (its speed:
 * the text's reading and the engine's default, missileVsFlyer). The rating is the sheet's (system.tactica.flyer), and the
 * action writes whether the creature is in flight (system.tactica.flying), which an attack on it reads.
 * A flyer's move on the board in a running fight runs the same action with what the board measured (flightMoveRoll):
 * "it MUST move at least 1 zone every action or be considered 'on the ground'".
 */
import { canCircle, checkFlight, missileVsFlyer, parseFlyer, type FlyerStats } from "../../engine/rulesets/tactica/flying";
import type { ActorSystem } from "../../data/actor/schema";
import type { MoveBoardContext } from "../../canvas/board-rules";
import { wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";
import { moveCheckAction, type TacticaMoveCheckRequest } from "./move-check-action";

export const FLIGHT_ACTION = "flight";

export interface TacticaFlightRequest {
  name: string;
  flyer: FlyerStats;
  zones: number;
  turns: number;
  /** A board move's DEX roll its wounds ask for (move-check-action.ts), rolled on the same card; absent: none. */
  moveCheck?: TacticaMoveCheckRequest;
}

/**
 * The roll a flyer's board move calls for (MoveCharge.roll, run once the move is made in a running fight): the flight
 * action on the zones and facing steps of the whole action so far (its earlier moves in it counted), so it writes
 * whether the flyer is still in flight ("it MUST move at least 1 zone every action or be considered 'on the
 * ground'"). Its wounds' DEX roll (`check`) rides on it. Null without a flying rating.
 */
export function flightMoveRoll(
  ctx: Pick<MoveBoardContext, "name" | "stats" | "thisAction">,
  zones: number,
  turns: number,
  check: { action: string; request: TacticaMoveCheckRequest } | null,
): { action: string; request: TacticaFlightRequest } | null {
  let flyer: FlyerStats;
  try {
    flyer = sheetFlyer(ctx.name ?? "", ctx.stats.tactica.flyer);
  } catch {
    return null;
  }
  const earlier = ctx.thisAction ?? { zones: 0, turns: 0 };
  const request: TacticaFlightRequest = { name: ctx.name ?? "", flyer, zones: earlier.zones + zones, turns: earlier.turns + turns };
  if (check) request.moveCheck = check.request;
  return { action: FLIGHT_ACTION, request };
}

function flightOutcome(req: TacticaFlightRequest): ActionOutcome {
  const f = checkFlight(req.flyer, req.zones, req.turns);
  const tooManyTurns = req.turns > req.flyer.turnRate;
  // "A turn rate of 6 means the flyer is able to circle the zone it is in without leaving and still count as flying":
  // turning within its zone, it circles; not turning, it hovers or lands.
  const circling = f.grounded && req.turns > 0 && !tooManyTurns && canCircle(req.flyer);
  const grounded = f.grounded && !circling;
  const key = f.falling ? "falling" : tooManyTurns ? "turns" : circling ? "circling" : grounded ? "grounded" : f.diving ? "diving" : "flying";
  const missile = missileVsFlyer(req.flyer, !grounded);
  const c = card(req.name, "FRAY.Action.Tactica.Flight.Title", { key: `FRAY.Action.Tactica.Flight.${key}`, data: { speed: req.flyer.speed, turnRate: req.flyer.turnRate, dive: req.flyer.dive }, success: f.ok }, {
    details: [
      { label: "FRAY.Action.Tactica.Flight.Zones", value: req.zones },
      { label: "FRAY.Action.Tactica.Flight.Turns", value: req.turns },
      { label: "FRAY.Action.Tactica.Flight.MissileDice", value: missile ? missile.dice : 0 },
    ],
  });
  // "Most flyers that fail to move at least 1 zone in an action are considered to be hovering, or to have landed."
  return { card: c, update: { "system.tactica.flying": !grounded } };
}

export function resolveTacticaFlight(req: TacticaFlightRequest, faces: readonly number[] = []): ActionOutcome {
  const flight = flightOutcome(req);
  if (!req.moveCheck) return flight;
  // The move's DEX roll and its flight on one card: the roll's outcome, the flight's state among the details.
  const check = moveCheckAction.resolve(req.moveCheck, faces);
  const details = [...check.card.details, { label: `${flight.card.outcome.key}Short`, value: "" }, ...flight.card.details];
  return { ...check, card: { ...check.card, details }, update: { ...check.update, ...flight.update } };
}

/** The sheet's flying rating, read (a blank or malformed rating is refused, naming it). */
export function sheetFlyer(name: string, rating: string): FlyerStats {
  if (rating.trim() === "") throw new RangeError(`${name} has no flying rating (~speed/turn rate/dive) on its sheet`);
  return parseFlyer(rating);
}

/** The missile dice a target in flight costs (its sheet's rating's speed); 0 on the ground or without a rating. */
export function flyingSpeedOf(s: ActorSystem): number {
  if (!s.tactica.flying || s.tactica.flyer.trim() === "") return 0;
  try {
    return parseFlyer(s.tactica.flyer).speed;
  } catch {
    return 0;
  }
}

export const flightAction: SheetAction<TacticaFlightRequest> = {
  prepare: async ({ name, stats, askFields }) => {
    // The rating is the sheet's: the dialog asks what this action did.
    const flyer = sheetFlyer(name, stats.tactica.flyer);
    const fields = await askFields({
      title: "FRAY.Action.Tactica.Flight.Title",
      fields: [
        { kind: "number", name: "zones", label: "FRAY.Action.Tactica.Flight.Zones", value: 1, min: 0, max: 30 },
        { kind: "number", name: "turns", label: "FRAY.Action.Tactica.Flight.Turns", value: 0, min: 0, max: 12 },
      ],
    });
    if (!fields) return null;
    return { name, flyer, zones: wholeField(fields, "zones", 0, 30), turns: wholeField(fields, "turns", 0, 12) };
  },
  dice: (req) => (req.moveCheck ? moveCheckAction.dice(req.moveCheck) : []),
  resolve: resolveTacticaFlight,
};
