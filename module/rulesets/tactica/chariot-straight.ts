/**
 * A chariot's failed second turn on the board: "A second 45 degree turn can be attempted but this requires a Driving
 * roll ... Fail and you don't make the turn and must continue straight onward." The board makes the move and its
 * Driving roll after it (chariot-board.ts), so the card of a failed roll carries where the chariot goes instead: along
 * its path up to the point of the second turn, then straight on in the heading it had there for the rest of the
 * path's length (`straightOnward`). The GM's control on the card (*Drive it straight on*) moves the token there as a
 * forced move (core's `displace`: it costs nothing), and *Put it back* returns it where the move left it. "Fumble and
 * the chariot flips over": what a flip does is not printed, so the GM plays it.
 * Sources: API TokenDocument#move (waypoint `action`), CONFIG.Token.movement.actions.displace (foundry-v13-notes §4.4).
 */
import type { MoveBoardContext } from "../../canvas/board-rules";
import type { CardData } from "../../dice/card";
import { facingSteps } from "../../engine/rulesets/tactica/flying";
import type { CardControlSlot } from "../adapter";
import { facingOf } from "./flyer-board";

/** Where a chariot that does not make its second turn ends: its token (id) and its place (top-left, pixels). */
export interface StraightOnward {
  token: string;
  x: number;
  y: number;
}

/**
 * Along the path to the leg that makes the second turn, then straight on in the facing held before it for the rest
 * of the path's length (on a square grid counted in squares, a diagonal step one square, as the path's own steps are);
 * null when the path never turns twice.
 */
export function straightOnward(ctx: Pick<MoveBoardContext, "from" | "path" | "grid">): StraightOnward | null {
  const shape = ctx.grid.shape;
  const bearingOf = (facing: number, grid: "square" | "hex") => (grid === "hex" ? facing * 60 + (shape === "hex-rows" ? 30 : 0) : facing * 45);
  const { grid } = facingOf(ctx.from.rotation, shape);
  let { facing } = facingOf(ctx.from.rotation, shape);
  let turns = 0;
  for (let i = 1; i < ctx.path.length; i++) {
    const a = ctx.path[i - 1]!;
    const b = ctx.path[i]!;
    if (a.x === b.x && a.y === b.y) continue;
    const heading = facingOf((Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI, shape).facing;
    turns += facingSteps(facing, heading, grid);
    if (turns >= 2) {
      const rad = (bearingOf(facing, grid) * Math.PI) / 180;
      const f = ctx.from.footprint;
      const size = ctx.grid.size;
      const legs = ctx.path.slice(i).map((p, j) => ({ dx: p.x - ctx.path[i + j - 1]!.x, dy: p.y - ctx.path[i + j - 1]!.y }));
      // On squares the rest is counted in squares (a diagonal step one square) and taken in the held facing's steps.
      const square = shape === "square";
      const rest = legs.reduce((n, l) => n + (square ? Math.max(Math.abs(l.dx), Math.abs(l.dy)) / size : Math.hypot(l.dx, l.dy)), 0);
      const step = square ? { x: Math.round(Math.sin(rad)) * size, y: -Math.round(Math.cos(rad)) * size } : { x: Math.sin(rad), y: -Math.cos(rad) };
      const x = a.x - f.width / 2 + step.x * rest;
      const y = a.y - f.height / 2 + step.y * rest;
      return { token: ctx.from.id, x: Math.round(square ? Math.round(x / size) * size : x), y: Math.round(square ? Math.round(y / size) * size : y) };
    }
    facing = heading;
  }
  return null;
}

export const STRAIGHT = "chariotStraight";
export const PUT_BACK = "chariotPutBack";
const K = "FRAY.Action.Tactica.Chariot";
const ID = /^[A-Za-z0-9]{16}$/;

/** The straight move a failed Driving roll's card names, checked (the card's flags are its author's). */
function straightOf(card: CardData): StraightOnward | null {
  if (card.ruleset !== "tactica" || card.outcome.key !== `${K}.straight`) return null;
  const { token, x, y } = card.outcome.data;
  return typeof token === "string" && ID.test(token) && Number.isFinite(x) && Number.isFinite(y) ? { token, x: Number(x), y: Number(y) } : null;
}

/** What *Drive it straight on* keeps: the token and where the move had left it. */
function keptOf(state: unknown): StraightOnward | null {
  const s = (typeof state === "object" && state !== null ? state : {}) as Partial<StraightOnward>;
  return typeof s.token === "string" && ID.test(s.token) && Number.isFinite(s.x) && Number.isFinite(s.y) ? { token: s.token, x: Number(s.x), y: Number(s.y) } : null;
}

/**
 * The card's token, on the viewed scene or another, when it is the speaker's chariot and the card's author (as the
 * server vouches for it) a GM or an owner of that chariot: a player's forged card cannot drive another's chariot.
 */
function chariotToken(id: string, speakerActor: string | null, author: User.Implementation | null): TokenDocument.Implementation {
  const scenes = [canvas?.scene ?? null, ...game.scenes.contents];
  const token = scenes.map((s) => s?.tokens.get(id)).find((t) => t) as TokenDocument.Implementation | undefined;
  if (!token) throw new Error(game.i18n.localize(`${K}.NoToken`));
  const stats = token.actor?.system as { tactica?: { chariot?: { kind?: string } } } | undefined;
  if (!speakerActor || token.actorId !== speakerActor || (stats?.tactica?.chariot?.kind ?? "none") === "none") throw new Error(game.i18n.localize(`${K}.NotTheChariot`));
  if (!author || !(author.isGM || (token.actor?.testUserPermission(author, "OWNER") ?? false))) throw new Error(game.i18n.localize(`${K}.NotTheAuthors`));
  return token;
}

export const chariotCardControls: CardControlSlot = {
  offers(card, state) {
    if (!straightOf(card)) return [];
    return keptOf(state) ? [{ id: PUT_BACK, label: `${K}.PutBack` }] : [{ id: STRAIGHT, label: `${K}.Straight` }];
  },
  async run(id, card, { state, speakerActor, author }) {
    const straight = straightOf(card);
    if (!straight) throw new Error(game.i18n.localize(`${K}.BadMove`));
    const token = chariotToken(straight.token, speakerActor, author);
    if (id === PUT_BACK) {
      const kept = keptOf(state);
      if (!kept || kept.token !== straight.token) throw new Error(game.i18n.localize(`${K}.BadMove`));
      await token.move([{ x: kept.x, y: kept.y, action: "displace" }] as never);
      return null;
    }
    const before: StraightOnward = { token: straight.token, x: token.x, y: token.y };
    await token.move([{ x: straight.x, y: straight.y, action: "displace" }] as never);
    return before;
  },
};
