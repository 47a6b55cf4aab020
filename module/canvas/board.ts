/**
 * The live board (Foundry glue): one ZoneIndex for the viewed scene, kept current by document hooks (one token
 * re-tested per move, one region per region change), and `fray.board`, the API the rest of Fray and macros use.
 * Everything here reads documents into plain data (document-data.ts) and asks the pure index and the world
 * ruleset's board rules; no rule lives here.
 */
import { currentRuleset, currentRulesOptions } from "../settings";
import { BOARD_RULES } from "../rulesets/boards";
import type { BoardRules, BoardWeapon, AttackPrefill, MoveBoardContext, MoveCharge, MoveMode, StepCost } from "./board-rules";
import type { MovedDistance } from "../applications/combat/tracker-view";
import { tokenFromSource } from "./document-data";
import type { GridSpec } from "./token-data";
import { gridSpecOf } from "./grid-spec";
import { movementWaypoints, waypointCentre, type WaypointLike } from "./movement-path";
import { ZONE_BEHAVIOR_TYPE } from "./zone-data";
import { ZoneBehaviorData } from "./zone-behavior";
import { ZoneIndex } from "./zone-index";
import { regionOf, sceneIndex } from "./scene-index";
import { actionMovesOf } from "./action-moves";
import { registerBehaviorHint } from "../compat/regions";

let index: ZoneIndex | null = null;
let sceneId: string | null = null;

export function boardRules(): BoardRules {
  return BOARD_RULES[currentRuleset()];
}

/** The measured scene's own grid (its shape and diagonal rule too), not the viewed canvas's. */
function gridOf(scene: Scene.Implementation): GridSpec {
  return gridSpecOf(scene.grid);
}


/** (Re)load the whole board from a scene. */
export function loadScene(scene: Scene.Implementation | null | undefined): void {
  if (!scene) {
    index = null;
    sceneId = null;
    return;
  }
  index = new ZoneIndex(gridOf(scene));
  sceneId = scene.id;
  const regions = scene.regions.contents.map((r) => regionOf(r, scene));
  const tokens = scene.tokens.contents.map((t) => tokenFromSource(t.id ?? "", t.toObject()));
  index.load(regions, tokens, scene.flags.fray?.zones);
}

const onScene = (scene: Scene.Implementation | null | undefined) => index !== null && scene?.id === sceneId;

function upsertRegion(region: RegionDocument.Implementation): void {
  if (onScene(region.parent) && region.id && region.parent) index!.upsertRegion(regionOf(region, region.parent));
}

function upsertToken(token: TokenDocument.Implementation): void {
  if (onScene(token.parent) && token.id) index!.upsertToken(tokenFromSource(token.id, token.toObject()));
}

/** init: the zone behaviour type and the hooks that keep the board current. */
export function registerBoard(): void {
  CONFIG.RegionBehavior.dataModels[ZONE_BEHAVIOR_TYPE] = ZoneBehaviorData;
  Object.assign((CONFIG.RegionBehavior.typeLabels ??= { base: "" }), { [ZONE_BEHAVIOR_TYPE]: "FRAY.Board.ZoneBehavior" });
  Object.assign((CONFIG.RegionBehavior.typeIcons ??= { base: "" }), { [ZONE_BEHAVIOR_TYPE]: "fa-solid fa-vector-square" });
  registerBehaviorHint(ZONE_BEHAVIOR_TYPE, "FRAY.Board.ZoneBehaviorHint");

  Hooks.on("canvasReady", (c) => loadScene(c.scene));
  Hooks.on("updateScene", (scene, changed) => {
    if (scene.id === sceneId && ("grid" in changed || "flags" in changed)) loadScene(scene);
  });
  Hooks.on("createRegion", (r) => upsertRegion(r));
  Hooks.on("updateRegion", (r) => upsertRegion(r));
  Hooks.on("deleteRegion", (r) => {
    if (onScene(r.parent) && r.id) index!.removeRegion(r.id);
  });
  for (const hook of ["createRegionBehavior", "updateRegionBehavior", "deleteRegionBehavior"] as const) {
    Hooks.on(hook, (behavior: RegionBehavior.Implementation) => {
      if (behavior.parent) upsertRegion(behavior.parent);
    });
  }
  Hooks.on("createToken", (t) => upsertToken(t));
  Hooks.on("updateToken", (t) => upsertToken(t));
  Hooks.on("deleteToken", (t) => {
    if (onScene(t.parent) && t.id) index!.removeToken(t.id);
  });
}

/** The board's view of a token document (its recorded place). */
function boardToken(token: TokenDocument.Implementation) {
  if (!index || !token.id || !onScene(token.parent)) return null;
  return index.token(token.id) ?? null;
}

/** Reads what a token moved in its latest turn from the running fight (the tracker's record; set by the combat glue). */
let movedReader: ((tokenId: string) => MovedDistance | null) | null = null;
export function setMovedReader(reader: (tokenId: string) => MovedDistance | null): void {
  movedReader = reader;
}

/** Roll dialog prefill for an attack between two tokens; null without a board or when either stands nowhere. */
export function attackPrefill(attacker: TokenDocument.Implementation, target: TokenDocument.Implementation, weapon?: BoardWeapon): AttackPrefill | null {
  const a = boardToken(attacker);
  const t = boardToken(target);
  if (!index || !a || !t) return null;
  const scene = target.parent;
  const ctx = { graph: index.graph, grid: index.grid, attacker: a, target: t, tokens: index.allTokens(), movedOf: (id: string) => movedReader?.(id) ?? null, statsOf: (id: string) => scene?.tokens.get(id)?.actor?.system.stats ?? null, uuidOf: (id: string) => scene?.tokens.get(id)?.actor?.uuid ?? null };
  return boardRules().attackPrefill(weapon ? { ...ctx, weapon } : ctx);
}

/** What a move knows of the mover: its name, its sheet data, its items (armour worn) and its statuses. */
function moverOf(actor: Actor.Implementation) {
  return {
    name: actor.name,
    stats: actor.system.stats,
    items: actor.items.contents.map((i) => ({ type: i.type, name: i.name, system: i.system })),
    statuses: [...actor.statuses],
  };
}

/**
 * What moving a token along `waypoints` (top-left corners in pixels, each with its size in grid spaces; the last is
 * where it stops) costs under the world ruleset, charged on the whole path: each zone it passes through, each
 * square it crosses. One waypoint (or a bare {x, y}) is a straight move.
 */
export function moveCost(token: TokenDocument.Implementation, path: WaypointLike | readonly WaypointLike[], mode: MoveMode = "walk"): MoveCharge | null {
  const ctx = moveContext(token, path, mode);
  return ctx ? boardRules().moveCost(ctx) : null;
}

/**
 * How far a forced move (core's displace) along `waypoints` takes the token, as the world ruleset records it (a
 * throw's squares); null without a board, or when the ruleset records none.
 */
export function forcedMoved(token: TokenDocument.Implementation, path: WaypointLike | readonly WaypointLike[]): MovedDistance | null {
  const rules = boardRules();
  if (!rules.forcedMoved) return null;
  const ctx = moveContext(token, path, "walk");
  return ctx ? rules.forcedMoved(ctx) : null;
}

/** The move's context for the board rules: the board, the mover, and its path's centres; null without a board. */
function moveContext(token: TokenDocument.Implementation, path: WaypointLike | readonly WaypointLike[], mode: MoveMode): MoveBoardContext | null {
  const waypoints = "x" in path ? [path] : path;
  const from = boardToken(token);
  const actor = token.actor;
  const last = waypoints.at(-1);
  if (!index || !from || !actor || !token.id || !last) return null;
  const source = tokenFromSource(token.id, token.toObject());
  const idx = index;
  const sized = movementWaypoints({ chain: [], origin: source, passed: { waypoints }, pending: { waypoints: [] } });
  const end = sized.at(-1)!;
  const to = idx.preview({ ...source, x: end.x, y: end.y, width: end.width, height: end.height, elevation: end.elevation ?? source.elevation });
  const thisAction = actionMovesOf(token);
  return {
    graph: idx.graph,
    grid: idx.grid,
    tokens: idx.allTokens(),
    from,
    to,
    path: [from.centre, ...sized.slice(1).map((w) => waypointCentre(w, idx.grid.size))],
    mode,
    ...moverOf(actor),
    featuresAt: (x, y) => {
      const z = idx.zoneAt(x, y);
      return z && idx.graph.has(z) ? idx.graph.zone(z).features : [];
    },
    zoneAt: (x, y) => idx.zoneAt(x, y, from.elevation),
    ...(thisAction ? { thisAction } : {}),
    options: currentRulesOptions(),
  };
}

/**
 * The cost of each grid step of `token` moving in `mode`, as the world ruleset charges it (core's ruler sums these
 * while the token is dragged); null without a board or an actor, or off the viewed scene.
 */
export function stepCostFor(token: TokenDocument.Implementation, mode: MoveMode): StepCost | null {
  const from = boardToken(token);
  const actor = token.actor;
  if (!index || !from || !actor) return null;
  const idx = index;
  return boardRules().stepCost({
    graph: idx.graph,
    grid: idx.grid,
    mode,
    ...moverOf(actor),
    zoneAt: (x, y) => idx.zoneAt(x, y, from.elevation),
    featuresAt: (x, y) => {
      const z = idx.zoneAt(x, y, from.elevation);
      return z && idx.graph.has(z) ? idx.graph.zone(z).features : [];
    },
    byHand: from.handZone !== null,
  });
}

/** The board of any scene: the live index for the viewed one, else one loaded for this call (a GM elsewhere). */
export function indexFor(scene: Scene.Implementation): ZoneIndex {
  if (index && scene.id === sceneId) return index;
  return sceneIndex(scene);
}

export function currentIndex(): ZoneIndex | null {
  return index;
}
