/**
 * A chariot's failed second turn on the board: "A second 45 degree turn can be attempted but this requires a Driving
 * roll ... Fail and you don't make the turn and must continue straight onward." The board makes the move and its
 * Driving roll after it (chariot-board.ts), so the card of a failed roll offers the GM *Drive it straight on*: the
 * token goes along its path up to the point of the second turn, then straight on in the heading it had there for the
 * rest of the path's length (`straightOnward`), as a forced move (core's `displace`: it costs nothing), and *Put it
 * back* returns it where the move left it. The card and what a control keeps on it are its author's to write, so the
 * GM's client takes neither place from them: every GM's client keeps the chariot's latest charge as the server sent
 * it (`witnessChariotMove`: the path, the moving user) and the Driving roll card that followed it (`witnessChariotCard`),
 * works the straight move out from that itself, checks that the card is that one and its dice really fail the roll
 * (no success, no 1), and moves only a token still where that move left it, once.
 * "Fumble and the chariot flips over": what a flip does is not printed, so the GM plays it.
 * Sources: API TokenDocument#move (waypoint `action`), CONFIG.Token.movement.actions.displace (foundry-v13-notes §4.4),
 * hookEvents.moveToken (all clients, with the moving user).
 */
import type { MoveBoardContext } from "../../canvas/board-rules";
import type { BoardToken } from "../../canvas/zone-index";
import type { CardData } from "../../dice/card";
import { facingSteps } from "../../engine/rulesets/tactica/flying";
import { countPool } from "../../engine/dice/pool";
import type { CardControlSlot } from "../adapter";
import { movementWaypoints, waypointCentre, type MovementLike } from "../../canvas/movement-path";
import { DISPLACE, movementAction } from "../../canvas/move-mode";
import { gridSpecOf } from "../../canvas/grid-spec";
import { hexSpaces } from "../../canvas/grid-distance";
import type { GridShape, GridSpec } from "../../canvas/token-data";
import { facingOf } from "./flyer-board";
import { terrainOf } from "./chariot-terrain";
import { sceneIndex } from "../../canvas/scene-index";
import { moveBlocked } from "../../canvas/wall-collision";

/**
 * Where a chariot that does not make its second turn ends: its token (id), its place (top-left, pixels) and the
 * facing it held (its rotation, degrees clockwise from north).
 */
export interface StraightOnward {
  token: string;
  x: number;
  y: number;
  rotation: number;
}

/**
 * A facing's bearing in degrees clockwise from north: a square grid's eighth of a turn per facing, a hex grid's sixth
 * (rows offset by 30°).
 */
export function facingBearing(facing: number, shape: GridShape | undefined): number {
  const { grid } = facingOf(0, shape);
  return grid === "hex" ? facing * 60 + (shape === "hex-rows" ? 30 : 0) : facing * 45;
}

/**
 * Along the path to the leg that makes the second turn, then straight on in the facing held before it for the rest
 * of the path's length, counted in grid spaces as the path's own steps are (on squares a diagonal step one square, on
 * hexes the hex steps of each leg; a gridless scene in pixels); null when the path never turns twice.
 */
export function straightOnward(
  ctx: { from: Pick<BoardToken, "id" | "rotation"> & { footprint: { width: number; height: number } }; path: MoveBoardContext["path"]; grid: GridSpec },
  stop: (from: { x: number; y: number }, to: { x: number; y: number }) => boolean = () => false,
): StraightOnward | null {
  const shape = ctx.grid.shape;
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
      const rad = (facingBearing(facing, shape) * Math.PI) / 180;
      const f = ctx.from.footprint;
      const size = ctx.grid.size;
      const legs = ctx.path.slice(i).map((p, j) => ({ dx: p.x - ctx.path[i + j - 1]!.x, dy: p.y - ctx.path[i + j - 1]!.y }));
      // The rest is counted in grid spaces, as the path's own steps are (on squares a diagonal step one square; on
      // hexes each leg's hex steps), and taken in the held facing's steps: a square's or a neighbouring hex's, one
      // grid size apart (grid-distance.ts). A gridless scene has no spaces: its rest is the path's length in pixels.
      const square = shape === "square";
      const hex = shape === "hex-rows" || shape === "hex-columns";
      const spaces = (l: { dx: number; dy: number }) => (square ? Math.max(Math.abs(l.dx), Math.abs(l.dy)) / size : hexSpaces({ x: 0, y: 0 }, { x: l.dx, y: l.dy }, ctx.grid));
      const rest = legs.reduce((n, l) => n + (square || hex ? spaces(l) : Math.hypot(l.dx, l.dy)), 0);
      const unit = square || hex ? size : 1;
      const step = square ? { x: Math.round(Math.sin(rad)) * size, y: -Math.round(Math.cos(rad)) * size } : { x: Math.sin(rad) * unit, y: -Math.cos(rad) * unit };
      // Space by space (a gridless scene a grid size at a time), it goes on until the rest is done or the next space
      // is barred (`stop`: a wall across the step, ground impassable to it), and stops in the last space it reached.
      const centre = (k: number) => ({ x: a.x + step.x * k, y: a.y + step.y * k });
      const stride = square || hex ? 1 : size;
      let k = 0;
      while (k < rest) {
        const next = Math.min(rest, k + stride);
        if (stop(centre(k), centre(next))) break;
        k = next;
      }
      const x = centre(k).x - f.width / 2;
      const y = centre(k).y - f.height / 2;
      return { token: ctx.from.id, x: Math.round(square ? Math.round(x / size) * size : x), y: Math.round(square ? Math.round(y / size) * size : y), rotation: facingBearing(facing, shape) };
    }
    facing = heading;
  }
  return null;
}

export const STRAIGHT = "chariotStraight";
export const PUT_BACK = "chariotPutBack";
const K = "FRAY.Action.Tactica.Chariot";
const ID = /^[A-Za-z0-9]{16}$/;

/** The card of a failed Driving roll: its token (checked), or null for any other card. */
function straightOf(card: CardData): { token: string } | null {
  if (card.ruleset !== "tactica" || card.outcome.key !== `${K}.straight`) return null;
  const { token } = card.outcome.data;
  return typeof token === "string" && ID.test(token) ? { token } : null;
}

/** What *Drive it straight on* keeps on the message: which control to offer next (never where to move). */
function kept(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { driven?: unknown }).driven === true;
}

/** A chariot's latest own move in the charge mode, as this GM's client was sent it. */
interface Witnessed {
  scene: string;
  /** The chariot's actor (the Driving roll card's speaker). */
  actor: string | null;
  /** The Driving roll card that followed the charge (the first its mover posted for the chariot), once posted. */
  card?: string;
  /** The moving user, as the server named it. */
  user: string | null;
  /** Where the move left the token (top-left, pixels). */
  at: { x: number; y: number };
  /** Where it goes instead when its second turn fails, facing as it held; null: the path never turns twice. */
  straight: { x: number; y: number; rotation: number } | null;
  /** Driven straight on already (Put it back undoes it). */
  driven: boolean;
  /** Its rotation when it was driven straight on (Put it back turns it back). */
  rotationAt?: number;
}

/** This GM's client's record, by token id (kept in memory: a GM who reloads has seen no move, and refuses). */
const witnessed = new Map<string, Witnessed>();
/**
 * The latest Driving roll card of a chariot (by actor id) that no charge has taken yet, and when this client received
 * it: a charge takes only a card that came just before it (the mover's roll racing its move), not an older one.
 */
const unclaimed = new Map<string, { message: string; author: string | null; at: number }>();
const RACE_MS = 10_000;

const isChariot = (token: TokenDocument.Implementation): boolean => ((token.actor?.system as { tactica?: { chariot?: { kind?: string } } } | undefined)?.tactica?.chariot?.kind ?? "none") !== "none";

/**
 * What bars a chariot driven straight on from a space: a wall that blocks movement across the step (tested on the
 * scene this client views, as core tests a move: canvas/wall-collision.ts) or a zone whose ground is impassable to
 * chariots ("Steep slopes, rocky ground, very soft sand (as opposed to compacted sand) or marshes are impassable"). The text says no more of what it hits, so it stops there.
 */
function barred(scene: Scene.Implementation, elevation: number): (from: { x: number; y: number }, to: { x: number; y: number }) => boolean {
  const walls = canvas?.scene?.id === scene.id;
  let index: ReturnType<typeof sceneIndex> | null = null;
  return (from, to) => {
    if (walls && moveBlocked(from, to)) return true;
    // The scene's zones as its documents give them (built once, only for a path that turns twice).
    index ??= sceneIndex(scene);
    const zone = index.zoneAt(to.x, to.y, elevation);
    return zone !== null && index.graph.has(zone) && terrainOf(index.graph.zone(zone).features) === "impassable";
  };
}

/**
 * A GM's client sees a token move (CardControlSlot.witnessMove): a chariot's own move in the charge mode replaces
 * its record with the straight move its path gives (from the facing its token has when the move arrives: the move
 * itself does not turn it, its mover's client turns it to its last leg after, chariot-board.ts chariotFacingAfterMove),
 * and takes the Driving roll card that came just before it, if any; any other own move of it drops the record. A
 * forced move (a displace) and the later parts of a path split at checkpoints leave it as it is.
 */
export function witnessChariotMove(token: TokenDocument.Implementation, movement: MovementLike, user: User.Implementation | null): void {
  const scene = token.parent;
  if (!token.id || !scene?.id || movement.chain.length > 0 || !isChariot(token)) return;
  const action = movementAction(movement);
  if (action === DISPLACE) return;
  witnessed.delete(token.id);
  if (action !== "charge") return;
  const grid = gridSpecOf(scene.grid);
  const path = movementWaypoints(movement);
  const first = path[0]!;
  const last = path.at(-1)!;
  const footprint = { width: first.width * grid.size, height: first.height * grid.size };
  const straight = straightOnward({ from: { id: token.id, rotation: token.rotation, footprint }, path: path.map((w) => waypointCentre(w, grid.size)), grid }, barred(scene, token.elevation));
  const record: Witnessed = { scene: scene.id, actor: token.actorId ?? null, user: user?.id ?? null, at: { x: last.x, y: last.y }, straight: straight ? { x: straight.x, y: straight.y, rotation: straight.rotation } : null, driven: false };
  const card = record.actor ? unclaimed.get(record.actor) : undefined;
  if (card && record.actor) unclaimed.delete(record.actor);
  if (card && Date.now() - card.at <= RACE_MS && record.straight && (card.author === record.user || (card.author !== null && game.users.get(card.author)?.isGM))) record.card = card.message;
  witnessed.set(token.id, record);
}

/**
 * A GM's client sees a card posted (CardControlSlot.witnessCard): the first Driving roll card (made, straight on or
 * flipped) the mover posts for a chariot after its charge is that charge's; an older or later card is not.
 */
export function witnessChariotCard(card: CardData, ctx: { message: string; speakerActor: string | null; author: User.Implementation | null }): void {
  if (card.ruleset !== "tactica" || !card.outcome.key.startsWith(`${K}.`) || !ctx.speakerActor) return;
  let linked = false;
  for (const record of witnessed.values()) {
    if (record.card === undefined && record.straight && record.actor === ctx.speakerActor && (record.user === ctx.author?.id || ctx.author?.isGM)) {
      record.card = ctx.message;
      linked = true;
    }
  }
  // The mover's client starts the roll as the move is sent, so its card may come first: the next charge takes it.
  if (!linked) unclaimed.set(ctx.speakerActor, { message: ctx.message, author: ctx.author?.id ?? null, at: Date.now() });
}

/** The card's dice fail the Driving roll without a fumble: no success and no 1 (chariotChargeTurns' reading). */
function failed(card: CardData): boolean {
  const faces = (card.dice ?? []).map((d) => Number((d as { value?: unknown }).value));
  try {
    const r = countPool(faces);
    return r.successes === 0 && r.ones === 0;
  } catch {
    return false;
  }
}

/**
 * The card's token, on the viewed scene or another, when it is the speaker's chariot and the card's author (as the
 * server vouches for it) a GM or an owner of that chariot: a player's forged card cannot drive another's chariot.
 */
function chariotToken(id: string, speakerActor: string | null, author: User.Implementation | null): TokenDocument.Implementation {
  const scenes = [canvas?.scene ?? null, ...game.scenes.contents];
  const token = scenes.map((s) => s?.tokens.get(id)).find((t) => t) as TokenDocument.Implementation | undefined;
  if (!token) throw new Error(game.i18n.localize(`${K}.NoToken`));
  if (!speakerActor || token.actorId !== speakerActor || !isChariot(token)) throw new Error(game.i18n.localize(`${K}.NotTheChariot`));
  if (!author || !(author.isGM || (token.actor?.testUserPermission(author, "OWNER") ?? false))) throw new Error(game.i18n.localize(`${K}.NotTheAuthors`));
  return token;
}

/** This client's record of the token's latest charge, when the card's author made it (or a GM posted the card). */
function recordOf(token: TokenDocument.Implementation, author: User.Implementation | null, message: string | null): Witnessed {
  const record = token.id ? witnessed.get(token.id) : undefined;
  if (!record || record.scene !== token.parent?.id) throw new Error(game.i18n.localize(`${K}.NoMoveSeen`));
  if (!author?.isGM && record.user !== author?.id) throw new Error(game.i18n.localize(`${K}.NotTheMover`));
  if (!record.straight) throw new Error(game.i18n.localize(`${K}.NoSecondTurn`));
  if (!message || record.card !== message) throw new Error(game.i18n.localize(`${K}.NotThisCharge`));
  return record;
}

const standsAt = (token: TokenDocument.Implementation, p: { x: number; y: number }) => Math.round(token.x) === Math.round(p.x) && Math.round(token.y) === Math.round(p.y);

export const chariotCardControls: CardControlSlot = {
  offers(card, state) {
    if (!straightOf(card)) return [];
    return kept(state) ? [{ id: PUT_BACK, label: `${K}.PutBack` }] : [{ id: STRAIGHT, label: `${K}.Straight` }];
  },
  async run(id, card, { speakerActor, author, message }) {
    const straight = straightOf(card);
    if (!straight) throw new Error(game.i18n.localize(`${K}.BadMove`));
    const token = chariotToken(straight.token, speakerActor, author);
    const record = recordOf(token, author, message);
    const onward = record.straight!;
    if (id === PUT_BACK) {
      if (!record.driven || !standsAt(token, onward)) throw new Error(game.i18n.localize(`${K}.NotDriven`));
      await token.move([{ x: record.at.x, y: record.at.y, action: DISPLACE }] as never);
      if (record.rotationAt !== undefined && token.rotation !== record.rotationAt) await token.update({ rotation: record.rotationAt });
      record.driven = false;
      return null;
    }
    if (!failed(card)) throw new Error(game.i18n.localize(`${K}.NotFailed`));
    if (record.driven || !standsAt(token, record.at)) throw new Error(game.i18n.localize(`${K}.MovedSince`));
    record.rotationAt = token.rotation;
    await token.move([{ x: onward.x, y: onward.y, action: DISPLACE }] as never);
    // It went on in the facing it held: its token turns back to it (a GM's rotation, no turn in place).
    if (token.rotation !== onward.rotation) await token.update({ rotation: onward.rotation });
    record.driven = true;
    return { driven: true };
  },
  witnessMove: witnessChariotMove,
  witnessCard: witnessChariotCard,
};
