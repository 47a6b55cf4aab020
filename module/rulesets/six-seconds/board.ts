/**
 * six-seconds on the board: metres between tokens measured on the grid, flanking and the high-speed fields of an
 * attack, token size by scale (a square of 2^scale metres), and movement in seconds (board-move.ts).
 */
import type { AttackBoardContext, BoardRules, BoardNote } from "../../canvas/board-rules";
import { noPrefill } from "../../canvas/board-rules";
import { gridDistance } from "../../canvas/grid-distance";
import { AREA_FORMS, type AreaForm } from "../../engine/rulesets/six-seconds/area-attack";
import { areaTemplate, sixSecondsAreaLanding, sixSecondsAreaMiss } from "./board-area";
import { squareMetres } from "../../engine/rulesets/six-seconds/scale";
import { flankedBy } from "../../engine/rulesets/six-seconds/combat-flanking";
import { CHARGE_MIN_METRES } from "../../engine/rulesets/six-seconds/combos";
import { clampScale, sixSecondsForcedMoved, sixSecondsMoveCost, sixSecondsRulerCost, sixSecondsStepCost } from "./board-move";
import type { BoardToken } from "../../canvas/zone-index";

const isAreaForm = (form: string): form is AreaForm => (AREA_FORMS as readonly string[]).includes(form);

/**
 * The high-speed fields from the fight's record of the moves: the squares the target moved in its latest turn ("If
 * you move 30 squares or more in a single turn … +1 to your Target score") and the fastest of the attacker's and the
 * target's latest speeds ("+1 per 5 squares/second that the fastest-moving creature is moving at"), and whether the
 * attacker's latest action was a straight move of 6 m (a Charge combo's). Nothing when the fight keeps no record
 * (no running fight, or a token not in it).
 */
function speedFields(ctx: AttackBoardContext): { fields: { moved?: number; speed?: number; charged?: boolean }; notes: BoardNote[] } {
  const target = ctx.movedOf?.(ctx.target.id) ?? null;
  const attacker = ctx.movedOf?.(ctx.attacker.id) ?? null;
  // A rider moves at its mount's speed ("from the back of a charging mount moving at 18m/s"): the mount its actor
  // names (mount-link.ts), read from the mount token's latest move, in a fight or out of one.
  const carried = Math.max(mountSpeed(ctx, ctx.target), mountSpeed(ctx, ctx.attacker));
  if (!target && !attacker && carried === 0) return { fields: {}, notes: [] };
  const moved = target?.squares ?? 0;
  const speed = Math.max(target?.metresPerSecond ?? 0, attacker?.metresPerSecond ?? 0, carried);
  const notes: BoardNote[] = [];
  if (moved > 0) notes.push({ key: "FRAY.Board.Prefill.Moved", data: { squares: moved } });
  if (speed > 0) notes.push({ key: "FRAY.Board.Prefill.Speed", data: { speed } });
  const charged = attacker ? (attacker.straightMetres ?? 0) >= CHARGE_MIN_METRES : undefined;
  return { fields: { moved, speed, ...(charged === undefined ? {} : { charged }) }, notes };
}

/** The speed of the latest move of the mount a token's actor rides (0: none, or its token is not on this board). */
function mountSpeed(ctx: AttackBoardContext, rider: BoardToken): number {
  const mount = ctx.statsOf?.(rider.id)?.sixSeconds.mountUuid;
  if (!mount || !ctx.uuidOf) return 0;
  const token = ctx.tokens.find((t) => t.id !== rider.id && ctx.uuidOf!(t.id) === mount);
  return token ? (ctx.movedOf?.(token.id)?.metresPerSecond ?? 0) : 0;
}

export const sixSecondsBoard: BoardRules = {
  areas: { membership: "footprint", flatCones: true },
  moveModes: ["walk", "run"],
  contactStatus: false,
  // A hider's own move: the squares located by hearing before it are stale ("determine which square the target is in").
  ownMoveUpdate: (system) => (system.sixSeconds.hiddenFrom.trim() === "" ? null : { "system.sixSeconds.hideMoves": system.sixSeconds.hideMoves + 1 }),
  zoneFeatures: ["difficult", "extreme"],

  areaTemplate: (form, scale, at, direction) => (isAreaForm(form) ? areaTemplate(form, clampScale(scale), at, direction) : null),

  areaMiss: sixSecondsAreaMiss,
  areaLanding: sixSecondsAreaLanding,

  weaponOnBoard: (w) => ({ ranged: (w.sixSeconds?.rangeIncrement ?? 0) > 0 }),

  attackPrefill(ctx) {
    const metres = Math.round(gridDistance(ctx.attacker.centre, ctx.target.centre, ctx.grid));
    // "A character is flanked when he has an enemy on two opposite adjacent squares" (tokens of another side).
    const squares = (t: BoardToken) => ({ x: t.footprint.x / ctx.grid.size, y: t.footprint.y / ctx.grid.size, size: t.footprint.width / ctx.grid.size });
    const enemies = ctx.tokens.filter((t) => t.id !== ctx.target.id && t.side !== ctx.target.side);
    const flanked = flankedBy(squares(ctx.target), enemies.map(squares)).flanked;
    const fast = speedFields(ctx);
    const notes = [{ key: "FRAY.Board.Prefill.Metres", data: { metres } }, ...(flanked ? [{ key: "FRAY.Board.Prefill.Flanked" }] : []), ...fast.notes];
    return { fields: { metres, flanked, ...fast.fields }, notes, refusal: null };
  },

  checkPrefill: noPrefill,

  moveCost: sixSecondsMoveCost,
  // "If you move 30 squares or more in a single turn (whether … falling, or being thrown, etc.)": a throw's squares.
  forcedMoved: sixSecondsForcedMoved,
  stepCost: sixSecondsStepCost,
  rulerCost: sixSecondsRulerCost,

  tokenSize(stats, grid) {
    const side = squareMetres(clampScale(stats.sixSeconds.scale)) / grid.distance;
    return { width: side, height: side };
  },

  sizeLabel(stats) {
    return { key: "FRAY.Board.Size.Scale", data: { scale: clampScale(stats.sixSeconds.scale) } };
  },
};
