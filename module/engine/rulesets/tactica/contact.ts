/**
 * Contact status inside a zone. Each individual is Alone, InContact (in a melee group that holds an enemy) or InClose
 * (hand to hand, which is also InContact). A zone may hold several groups that are not in contact with each other.
 * Friends may stand alone together; the moment an enemy joins them they are all InContact.
 */
import type { TacticaOptions } from "./options";

export type ContactStatus = "alone" | "in-contact" | "in-close";

export interface GroupMember {
  id: string;
  side: string;
  /** Hand to hand with someone in this group. */
  inClose?: boolean;
}

/** A cluster of figures standing together in one zone. */
export interface ContactGroup {
  zone: string;
  members: GroupMember[];
}

/** A group is a melee only if it holds more than one side. */
export function isMelee(group: ContactGroup): boolean {
  return new Set(group.members.map((m) => m.side)).size > 1;
}

export function statusIn(group: ContactGroup, id: string): ContactStatus {
  const m = group.members.find((x) => x.id === id);
  if (!m) throw new RangeError(`"${id}" is not in the group in zone ${group.zone}`);
  if (!isMelee(group)) return "alone";
  return m.inClose ? "in-close" : "in-contact";
}

/** Entering a zone puts you Alone unless you arrive as part of a Charge (then InContact with the charged group). */
export function statusOnEnteringZone(charging: boolean): ContactStatus {
  return charging ? "in-contact" : "alone";
}

export type LeaveMethod = "move" | "withdraw";

/** Leaving InContact for Alone needs Move (risking an opportunity attack from the group's enemies) or Withdraw. */
export function leaveContact(group: ContactGroup, id: string, method: LeaveMethod): { group: ContactGroup; opportunityAttackers: string[] } {
  if (method !== "move" && method !== "withdraw") throw new RangeError(`leaving contact takes "move" or "withdraw", got "${String(method)}"`);
  const me = group.members.find((x) => x.id === id);
  if (!me) throw new RangeError(`"${id}" is not in the group in zone ${group.zone}`);
  const enemies = isMelee(group) ? group.members.filter((x) => x.side !== me.side).map((x) => x.id) : [];
  return {
    group: { ...group, members: group.members.filter((x) => x.id !== id) },
    opportunityAttackers: method === "move" ? enemies : [],
  };
}

/** Join a group (moving into contact); if it was friends standing alone and you are an enemy, all become InContact. */
export function joinGroup(group: ContactGroup, member: GroupMember): ContactGroup {
  if (group.members.some((x) => x.id === member.id)) throw new RangeError(`"${member.id}" is already in the group`);
  return { ...group, members: [...group.members, { ...member }] };
}

export type AdvantageLevel = "none" | "minor" | "major";

export interface Advantage {
  level: AdvantageLevel;
  allies: number;
  enemies: number;
  dice: number;
  reason: string;
}

/**
 * Minor advantage: more allies than enemies InContact in the attacker's group; major: at least twice as many.
 * Whether the attacker counts as an ally and the dice each level gives are options (the text's table is empty).
 */
export function advantage(group: ContactGroup, attackerId: string, opts: Pick<TacticaOptions, "advantageDice" | "advantageCountsSelf">): Advantage {
  const me = group.members.find((x) => x.id === attackerId);
  if (!me) throw new RangeError(`attacker "${attackerId}" is not in the group in zone ${group.zone}`);
  const allies = group.members.filter((x) => x.side === me.side && (opts.advantageCountsSelf || x.id !== attackerId)).length;
  const enemies = group.members.filter((x) => x.side !== me.side).length;
  let level: AdvantageLevel = "none";
  if (enemies > 0 && allies >= 2 * enemies) level = "major";
  else if (enemies > 0 && allies > enemies) level = "minor";
  const dice = level === "none" ? 0 : opts.advantageDice[level];
  return { level, allies, enemies, dice, reason: `advantage.${level}` };
}

/** The optional cap on attackers per target (e.g. 4 for a man-sized target). */
export function mayJoinAttackOn(currentAttackers: number, cap: number | null): boolean {
  if (!Number.isInteger(currentAttackers) || currentAttackers < 0) throw new RangeError(`current attackers must be a whole number ≥ 0, got ${currentAttackers}`);
  return cap === null || currentAttackers < cap;
}
