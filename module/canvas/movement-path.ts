/**
 * A v13 token movement as the board reads it (pure): Foundry moves a token along waypoints, and `preMoveToken` /
 * `TokenDocument#_preUpdateMovement` receive the movement with its `origin` and the `passed` and `pending` parts
 * of its path, each a list of waypoints (top-left x/y in pixels, width/height in grid spaces). Foundry API
 * hookEvents.preMoveToken, TokenMovementData, TokenMovementSectionData, TokenMeasuredMovementWaypoint.
 */
export interface WaypointLike {
  x: number;
  y: number;
  width?: number;
  height?: number;
  elevation?: number;
  /** The movement action from the previous waypoint to this one. */
  action?: string;
}

export type SizedWaypoint = WaypointLike & { width: number; height: number };

export interface MovementLike {
  /** Earlier movement ids this one continues (a path split at checkpoints): empty on a movement's first part. */
  chain: readonly string[];
  origin: WaypointLike;
  passed: { waypoints: readonly WaypointLike[] };
  pending: { waypoints: readonly WaypointLike[] };
}

/**
 * The whole path still to go, start first: the origin, then every passed and pending waypoint, each with the
 * size it has there (a waypoint without one keeps the previous size).
 */
export function movementWaypoints(movement: MovementLike): SizedWaypoint[] {
  const out: SizedWaypoint[] = [];
  let width = movement.origin.width ?? 1;
  let height = movement.origin.height ?? 1;
  for (const w of [movement.origin, ...movement.passed.waypoints, ...movement.pending.waypoints]) {
    width = w.width ?? width;
    height = w.height ?? height;
    out.push({ ...w, width, height });
  }
  return out;
}

/** A waypoint's token centre in pixels (grid spaces of `size` pixels). */
export function waypointCentre(w: { x: number; y: number; width: number; height: number }, size: number): { x: number; y: number } {
  return { x: w.x + (w.width * size) / 2, y: w.y + (w.height * size) / 2 };
}
