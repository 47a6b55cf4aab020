/**
 * tactica on the board: contact status (Alone / InContact / InClose) from the tokens' contact groups through the
 * engine's occupancy, minor / major Advantage from the melee's allies and enemies, cover across a zone boundary as dice off ranged attacks (hard: light −1d, heavy −2d and no
 * rerolls; soft: −1d/−2d/−3d), and zone moves: one adjacent zone a move, arriving Alone, and leaving InContact
 * with Move lets every enemy of the group make an opportunity attack (Withdraw lets none).
 */
import type { AttackPrefill, BoardRules, MoveCharge, MoveRoll } from "../../canvas/board-rules";
import { freeMove, noPrefill } from "../../canvas/board-rules";
import { occupancyFrom } from "../../canvas/board-occupancy";
import { pathZones, wholeCost, zoneStepCost } from "../../canvas/zone-move";
import { boundaryCover } from "../../engine/rulesets/tactica/cover";
import { advantage, canMelee, leaveContact } from "../../engine/rulesets/tactica/contact";
import { DEFAULT_TACTICA_OPTIONS } from "../../engine/rulesets/tactica/options";
import type { MeleePosition } from "../../engine/rulesets/tactica/tactics";
import type { ContactStatus } from "../../engine/zones/occupancy";
import { weaponAttackMode } from "./weapon-item";
import { flightTurns, flyerMove } from "./flyer-board";
import { flyerPassedBy, flyerPastNote } from "./flyer-past";
import { flyerTurnInPlace } from "./flyer-rotation";
import { moveCheckOf } from "./move-check-action";
import { flightMoveRoll } from "./flight-actions";
import { latestFlightOf } from "./flight-split-read";
import { fleeing, panickedMoveRefusal } from "./panic-board";
import { areaCover, areaCoverMelee, AREA_COVER_FEATURE_IDS } from "./area-cover-board";
import { attackerCapRefusal } from "./attacker-cap-board";
import { linearCoverCrossing } from "./cover-line-board";
import { chariotAttack, CHARIOT_ZONE_FEATURES, chariotCheckPrefill, chariotFacingAfterMove, chariotMove, chariotMoveRefusal, chariotTokenSize } from "./chariot-board";

/** The attacker's contact status, whether the target is in its melee and in its zone, as one melee position. */
export function meleePosition(contact: ContactStatus, inReach: boolean, sameZone = true): MeleePosition {
  // Reach is "as opposed to range": a target in another zone is out of every melee weapon's reach.
  if (!sameZone) return "OtherZone";
  if (inReach) return contact === "InClose" ? "InClose" : "InContact";
  return contact === "Alone" ? "Alone" : "Elsewhere";
}

export const tacticaBoard: BoardRules = {
  areas: { membership: "centre", flatCones: false },
  // "When charging or running the chariot … is limited to one 45 degree turn": the charge mode counts a chariot's
  // turns (chariot-board.ts); for anyone else it is a walk.
  moveModes: ["walk", "withdraw", "charge"],
  contactStatus: true,
  // "Opportunity actions (can occur at anytime)": a move out of a melee names them whoever the countdown has reached.
  opportunityAnyTime: true,
  // The GM's cap on attackers per target, checked when a token joins a melee (attacker-cap-board.ts).
  joinRefusal: attackerCapRefusal,
  // Entering an area cover makes a melee (area-cover-board.ts).
  arrivalContact: areaCoverMelee,
  // Chariot ground: "rough terrain (-2), or difficult terrain (-4). Steep slopes, rocky ground, very soft sand … or
  // marshes are impassable" (chariot-board.ts).
  zoneFeatures: [...CHARIOT_ZONE_FEATURES, ...AREA_COVER_FEATURE_IDS],

  /** A missile weapon (the item's *Attack*: fired or thrown) shoots across zone borders, so their cover counts. */
  weaponOnBoard: (w) => ({ ranged: weaponAttackMode(w.tactica) !== "melee" }),

  attackPrefill(ctx): AttackPrefill {
    const { graph, attacker, target } = ctx;
    if (attacker.zone === null || target.zone === null) return noPrefill();
    const occ = occupancyFrom(graph, ctx.tokens);
    if (!occ.has(attacker.id) || !occ.has(target.id)) return noPrefill();
    const contact = occ.status(attacker.id);
    const inReach = canMelee(occ, attacker.id, target.id);
    const out: AttackPrefill = {
      // `position`: the dialog's select, where the attacker stands as seen from the target (engine: meleeRefusal).
      fields: { contact, targetContact: occ.status(target.id), inReach, position: meleePosition(contact, inReach, attacker.zone === target.zone) },
      notes: [{ key: "FRAY.Board.Prefill.Contact", data: { status: `FRAY.Board.Contact.${contact}` } }],
      refusal: null,
    };
    // "Minor Advantage is gained if you have more allies than enemies InContact in that group with you at that moment.
    // Major advantage is where you have twice as many friends InContact": counted from the melee the target is in.
    if (inReach && !ctx.weapon?.ranged) {
      const edge = advantage(occ, attacker.id, DEFAULT_TACTICA_OPTIONS);
      out.fields["advantage"] = edge.level;
      if (edge.level !== "none") out.notes.push({ key: `FRAY.Board.Prefill.Advantage.${edge.level}`, data: { allies: edge.allies, enemies: edge.enemies } });
    }
    // A chariot's Light cover for its riders, and its front the riders cannot melee through (chariot-board.ts).
    const chariot = chariotAttack(ctx);
    if (chariot.refusal) out.refusal = chariot.refusal;
    // The team's melee: whether this target is in the chariot's front (a second target of its attack is checked by it).
    if (chariot.teamFront !== undefined) out.fields["teamFront"] = chariot.teamFront;
    if (chariot.cover) {
      out.fields["dice"] = chariot.cover.dice;
      out.notes.push({ key: "FRAY.Board.Prefill.ChariotCover", data: { dice: chariot.cover.dice } });
    }
    if (ctx.weapon?.ranged && attacker.zone !== target.zone) {
      const cover = boundaryCover(graph, attacker.zone, target.zone);
      if (cover.modifier) {
        out.fields["dice"] = Number(out.fields["dice"] ?? 0) + cover.modifier.dice;
        out.notes.push({ key: cover.noRerolls ? "FRAY.Board.Prefill.CoverNoRerolls" : "FRAY.Board.Prefill.Cover", data: { dice: cover.modifier.dice } });
      }
    }
    // Area cover the target's zone holds (area-cover-board.ts).
    const area = areaCover(ctx);
    if (area) {
      out.fields["dice"] = Number(out.fields["dice"] ?? 0) + area.dice;
      out.notes.push(area.note);
    }
    return out;
  },

  checkPrefill: chariotCheckPrefill,

  moveCost(ctx): MoveCharge {
    const out = freeMove();
    const { graph, from, to } = ctx;
    if (from.zone === null || to.zone === null) return out;
    // Counted along the path: leaving a zone and coming back is two zones, not none.
    const zones = pathZones(ctx);
    if (zones === null) return { ...out, allowed: false, reasons: [{ key: "FRAY.Board.Move.NoPath" }] };
    out.cost = { zones };
    // A flyer crosses up to its speed in zones (its dive diving) in one action, its earlier drags of that action
    // counted, or joins the next action's flight (flight-split.ts); anyone else one zone a move.
    const turns = flightTurns(ctx);
    const latest = ctx.thisAction && ctx.thisAction.zones >= 1 ? latestFlightOf(ctx.from.id) : null;
    const flight = flyerMove(ctx.stats, zones, turns, ctx.thisAction, latest);
    if (flight) {
      out.cost.turns = turns;
      if (!flight.allowed) return { ...out, allowed: false, reasons: flight.note ? [flight.note] : [] };
      if (flight.note) out.notes.push(flight.note);
    } else if (zones > 1) {
      out.allowed = false;
      out.reasons.push({ key: "FRAY.Board.Move.OneZone", data: { zones } });
      return out;
    }
    const chariot = chariotMove(ctx);
    const line = linearCoverCrossing(ctx);
    const refusal = chariotMoveRefusal(ctx) ?? chariot.refusal ?? panickedMoveRefusal(ctx, zones) ?? line.refusal;
    if (refusal) return { ...out, allowed: false, reasons: [refusal] };
    const occ = occupancyFrom(graph, ctx.tokens);
    // Stepping away within the zone, or leaving it: either way a token InContact leaves its melee.
    const leaving = zones >= 1 || (to.contact?.group ?? null) !== (from.contact?.group ?? null);
    if (leaving && occ.has(from.id) && occ.status(from.id) !== "Alone") {
      // A Panicked creature flees "without concern for consequences (such as opportunity attacks)": by Move.
      out.opportunityAttackers = leaveContact(occ, from.id, ctx.mode === "withdraw" && !fleeing(ctx) ? "withdraw" : "move").opportunityAttackers;
      if (out.opportunityAttackers.length > 0) out.notes.push({ key: "FRAY.Board.Move.Opportunity", data: { count: out.opportunityAttackers.length } });
    }
    // "opportunity attacks as a flyer goes past you" (flyer-past.ts).
    const past = flight ? flyerPassedBy(ctx).filter((id) => !out.opportunityAttackers.includes(id)) : [];
    if (past.length > 0) {
      out.opportunityAttackers = [...out.opportunityAttackers, ...past];
      // A prompt: posted with every move, charged or not (a reaction the table must not miss).
      out.prompts.push(flyerPastNote(past.length));
    }
    if (zones >= 1) out.notes.push({ key: "FRAY.Board.Move.ArriveAlone" });
    // Across a linear cover nobody holds: its battle move roll (cover-line-board.ts).
    if (line.prompt) out.prompts.push(line.prompt);
    // A Balance, a broken leg or the Foot: a DEX roll at each move, run by the mover's owner (move-check-action.ts).
    // A chariot's second 45° turn of a charge: its Driving roll (chariot-board.ts), posted as a prompt too. Both
    // rolls are made when the move owes both, each with its card. A flyer's move writes whether it is still in
    // flight, the DEX roll riding on it (flight-actions.ts).
    const rolls: MoveRoll[] = [];
    if (chariot.roll) {
      rolls.push(chariot.roll);
      out.prompts.push(...chariot.notes);
    }
    const check = moveCheckOf(ctx);
    // The Flight counts the zones and turns of the flight the move joins (the next action's, when the span is cut).
    const roll = (flight ? flightMoveRoll({ ...ctx, thisAction: flight.joins }, zones, turns, check) : null) ?? check;
    if (roll) rolls.push(roll);
    if (rolls.length > 0) out.rolls = rolls;
    return out;
  },

  // A flyer's turns in place count against its turn rate (flyer-rotation.ts).
  turnInPlace: flyerTurnInPlace,
  // A flyer's tally at its latest action, as the step note marked it (flight-ground-step.ts): the action's flight is
  // what the token flew past it, whatever the tracker's keys (a defence, the reroll, the GM's undo repeating a key).
  actionMarkOf: (tokenId) => {
    const latest = latestFlightOf(tokenId);
    return latest?.mark ? { key: latest.key, mark: latest.mark } : null;
  },
  // A chariot's token faces along its last leg once its move is made (chariot-board.ts).
  facingAfterMove: chariotFacingAfterMove,
  stepCost: zoneStepCost,
  rulerCost: (cost) => ({ value: wholeCost(cost), unit: "zones" }),

  tokenSize: chariotTokenSize,

  sizeLabel(stats) {
    return { key: "FRAY.Board.Size.Physical", data: { rank: stats.tactica.physical.rank } };
  },
};
