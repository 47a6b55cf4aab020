/**
 * Tactica's contact rules on top of the core zones (Occupancy: zones, contact groups, Alone / InContact / InClose).
 * - Entering a zone puts you Alone, unless you arrive as part of a Charge (then in contact with the charged figure).
 * - Leaving InContact for Alone takes Move (every enemy of the group may make an opportunity attack) or Withdraw.
 * - Friends standing alone together stay Alone until an enemy touches them; then they are all InContact (the core
 *   derives this from the group's sides).
 * - Advantage: more allies than enemies InContact in the attacker's group is minor, twice as many is major.
 * - An optional cap on how many may attack one target.
 */
import type { Occupancy } from "../../zones";
import type { TacticaOptions } from "./options";

export type LeaveMethod = "move" | "withdraw";

/** Enter a zone: Alone, or in contact with `chargeTarget` when charging it. */
export function enterZone(occ: Occupancy, token: string, zone: string, opts: { side?: string; chargeTarget?: string } = {}): void {
  const place: { side?: string; joining?: string } = {};
  if (opts.side !== undefined) place.side = opts.side;
  if (opts.chargeTarget !== undefined) place.joining = opts.chargeTarget;
  occ.place(token, zone, place);
}

/**
 * Step out of a melee to stand Alone in the same zone. Returns who may make an opportunity attack (every enemy of the
 * group on a Move, nobody on a Withdraw). Leaving also ends any close combat.
 */
export function leaveContact(occ: Occupancy, token: string, method: LeaveMethod): { opportunityAttackers: string[] } {
  if (method !== "move" && method !== "withdraw") throw new RangeError(`leaving contact takes "move" or "withdraw", got "${String(method)}"`);
  if (occ.status(token) === "Alone") throw new RangeError(`"${token}" is Alone already`);
  const enemies = occ.enemiesInContact(token);
  occ.breakClose(token);
  occ.standAlone(token);
  return { opportunityAttackers: method === "move" ? enemies : [] };
}

export type AdvantageLevel = "none" | "minor" | "major";

export interface Advantage {
  level: AdvantageLevel;
  allies: number;
  enemies: number;
  dice: number;
  reason: string;
}

/** Minor / major advantage from the attacker's contact group. The dice per level and counting oneself are options. */
export function advantage(occ: Occupancy, attacker: string, opts: Pick<TacticaOptions, "advantageDice" | "advantageCountsSelf">): Advantage {
  const side = occ.sideOf(attacker);
  const group = occ.groupOf(attacker);
  const allies = group.filter((id) => occ.sideOf(id) === side && (opts.advantageCountsSelf || id !== attacker)).length;
  const enemies = group.length - group.filter((id) => occ.sideOf(id) === side).length;
  let level: AdvantageLevel = "none";
  if (enemies > 0 && allies >= 2 * enemies) level = "major";
  else if (enemies > 0 && allies > enemies) level = "minor";
  return { level, allies, enemies, dice: level === "none" ? 0 : opts.advantageDice[level], reason: `advantage.${level}` };
}

/** The optional cap on attackers per target (null = no cap). */
export function mayJoinAttackOn(currentAttackers: number, cap: number | null): boolean {
  if (!Number.isInteger(currentAttackers) || currentAttackers < 0) throw new RangeError(`current attackers must be a whole number ≥ 0, got ${currentAttackers}`);
  return cap === null || currentAttackers < cap;
}

/** Melee needs the target in the attacker's contact group (Reach weapons are the exception: see reach.ts). */
export function canMelee(occ: Occupancy, attacker: string, target: string): boolean {
  return occ.enemiesInContact(attacker).includes(target);
}
