/**
 * Flanking from positions: a character is flanked when enemies stand on two opposite adjacent squares (left and
 * right, above and below, or at opposite diagonal corners). For a target bigger than a square, "opposite" means on
 * opposite sides of its footprint along the same axis or axes.
 */
import { reachDistance, type Footprint } from "./reach";

/** −1, 0 or +1 on each axis: where `other` lies relative to `target` (0 when their spans overlap on that axis). */
function side(target: Footprint, other: Footprint): [number, number] {
  const sx = other.x + other.size <= target.x ? -1 : other.x >= target.x + target.size ? 1 : 0;
  const sy = other.y + other.size <= target.y ? -1 : other.y >= target.y + target.size ? 1 : 0;
  return [sx, sy];
}

export interface FlankCheck {
  flanked: boolean;
  /** The indices (into `enemies`) of a flanking pair, when flanked. */
  pair?: [number, number];
}

/** Is the target flanked by any two of these enemies (footprints on the same grid)? */
export function flankedBy(target: Footprint, enemies: readonly Footprint[]): FlankCheck {
  const adjacent: Array<{ i: number; s: [number, number] }> = [];
  enemies.forEach((e, i) => {
    if (reachDistance(target, e) === 1) adjacent.push({ i, s: side(target, e) });
  });
  for (let a = 0; a < adjacent.length; a++) {
    for (let b = a + 1; b < adjacent.length; b++) {
      const [ax, ay] = adjacent[a]!.s;
      const [bx, by] = adjacent[b]!.s;
      if (ax === -bx && ay === -by) return { flanked: true, pair: [adjacent[a]!.i, adjacent[b]!.i] };
    }
  }
  return { flanked: false };
}
