/**
 * Flying: "~speed/turn rate/dive". Speed is the zones a flyer may move in one action; it must move at least one zone
 * each action or it is hovering or landed. Turn rate is the changes of facing (one facing step each: 8 facings on a
 * square grid, 6 on hexes) it may make in an action; 6 or more lets it circle within its zone. Dive is the fastest it
 * can go and stay in control (the text's example ~2/2/3 reads it as the top speed, 3; "added to speed" is an option).
 * A circling flyer is immune to ground melee: only those InContact with its target and holding an action may strike it
 * when it attacks. Ranged attacks may strike a flyer at any time ("Flyers can generally only be attacked at the moment
 * they attack, or with ranged attacks"), but "Missile fire against a flyer is harder, reduce the number of dice by
 * their speed as long as they are flying": one die off per point of its speed, on by default.
 */
import type { DiceModifier } from "../../modifiers";
import { wholeAtLeast } from "./options";

export interface FlyerStats {
  speed: number;
  turnRate: number;
  dive: number;
}

export function parseFlyer(text: string): FlyerStats {
  const m = /^\s*~\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new SyntaxError(`"${text}" is not a flying rating such as ~2/2/3`);
  return { speed: Number(m[1]), turnRate: Number(m[2]), dive: Number(m[3]) };
}

export type Grid = "square" | "hex";

/** Facing steps between two facings (0-based, clockwise) on the grid. */
export function facingSteps(from: number, to: number, grid: Grid = "square"): number {
  const n = grid === "hex" ? 6 : 8;
  for (const f of [from, to]) if (!Number.isInteger(f) || f < 0 || f >= n) throw new RangeError(`a ${grid} facing is 0–${n - 1}, got ${f}`);
  const d = Math.abs(from - to) % n;
  return Math.min(d, n - d);
}

export interface FlightCheck {
  ok: boolean;
  /** Moving no zone: hovering or landed. */
  grounded: boolean;
  diving: boolean;
  /** Faster than the dive limit: falling. */
  falling: boolean;
  reasons: string[];
}

/** Check one action's flight: zones moved and facing steps turned. */
export function checkFlight(f: FlyerStats, zonesMoved: number, facingTurns: number, diveAdds = false): FlightCheck {
  wholeAtLeast(zonesMoved, 0, "zones moved");
  wholeAtLeast(facingTurns, 0, "facing turns");
  const maxDive = diveAdds ? f.speed + f.dive : f.dive;
  const reasons: string[] = [];
  const grounded = zonesMoved === 0;
  const diving = zonesMoved > f.speed && zonesMoved <= maxDive;
  const falling = zonesMoved > Math.max(f.speed, maxDive);
  if (falling) reasons.push(`moved ${zonesMoved} zones, beyond the dive limit ${maxDive}: falling`);
  if (facingTurns > f.turnRate) reasons.push(`turned ${facingTurns} times, turn rate ${f.turnRate}`);
  return { ok: reasons.length === 0, grounded, diving, falling, reasons };
}

/** Circling a zone without leaving it and still flying needs a turn rate of 6. */
export function canCircle(f: FlyerStats): boolean {
  return f.turnRate >= 6;
}

/** Ground melee against a flyer: only while it attacks, and only by those InContact with its target holding an action. */
export function mayStrikeFlyer(opts: { flyerAttacking: boolean; inContactWithItsTarget: boolean; holdingAction: boolean; opportunity?: boolean }): boolean {
  if (opts.opportunity) return true;
  return opts.flyerAttacking && opts.inContactWithItsTarget && opts.holdingAction;
}

/**
 * Missile dice lost against a flyer in flight: its speed, by the text. `speedPenalty: false` is the table option that
 * drops the penalty. A flyer on the ground (hovering or landed) takes none.
 */
export function missileVsFlyer(f: FlyerStats, flying: boolean, speedPenalty = true): DiceModifier | null {
  if (!flying || !speedPenalty || f.speed === 0) return null;
  return { dice: -f.speed, reason: "flyer.speed", code: "flyer.speed" };
}
