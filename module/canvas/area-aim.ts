/**
 * Where an attack's area goes (pure): centred on the target, or on the attacker when nothing is targeted, pointing
 * from the attacker to the target (Foundry's degrees: 0 is east, 90 is south, since y grows downwards).
 */
export interface Point {
  x: number;
  y: number;
}

export interface AreaAim {
  at: Point;
  direction: number;
}

/** null when there is neither a target nor an attacker on the board. */
export function areaAim(attacker: Point | null, target: Point | null): AreaAim | null {
  const at = target ?? attacker;
  if (!at) return null;
  if (!attacker || !target || (attacker.x === target.x && attacker.y === target.y)) return { at, direction: 0 };
  const degrees = (Math.atan2(target.y - attacker.y, target.x - attacker.x) * 180) / Math.PI;
  return { at, direction: (degrees + 360) % 360 };
}
