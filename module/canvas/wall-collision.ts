/**
 * Whether a wall that blocks movement stands between two scene points, as core's own move test asks it:
 * PointSourcePolygon.testCollision on CONFIG.Canvas.polygonBackends.move with type "move" and mode "any" (a boolean).
 * It reads the viewed canvas's walls, so a scene the client does not view is not tested; no backend: nothing blocks.
 * Source: API PointSourcePolygon.testCollision (https://foundryvtt.com/api/v14/classes/foundry.canvas.geometry.PointSourcePolygon.html).
 */
export type ScenePoint = { x: number; y: number };

export function moveBlocked(a: ScenePoint, b: ScenePoint): boolean {
  const backend = CONFIG.Canvas.polygonBackends?.move as { testCollision?(a: ScenePoint, b: ScenePoint, o: { type: string; mode: string }): unknown } | undefined;
  return Boolean(backend?.testCollision?.(a, b, { type: "move", mode: "any" }));
}
