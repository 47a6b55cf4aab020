/**
 * The special results that change who is in contact, applied to the core Occupancy:
 *  - move-out-of-contact: the attacker steps out of the melee to stand Alone, with no opportunity attacks (the
 *    success pays for what a Withdraw would).
 *  - draw-into-contact: a Reach-armed target (or an outsider: "drag an outsider into the melee") is pulled into the
 *    attacker's contact group, where its Reach weapon no longer serves.
 *  - knockback: after a won knockback attempt (resolveSpecialAttempt → outOfContact) the target is thrown out of the
 *    melee to stand Alone; it ends any close combat it was in.
 */
import type { ContactStatus, Occupancy } from "../../zones";

export type ContactSpecial = "move-out-of-contact" | "draw-into-contact" | "knockback";

export interface ContactSpecialOutcome {
  special: ContactSpecial;
  /** Who was moved. */
  moved: string;
  before: ContactStatus;
  after: ContactStatus;
  /** Always empty: none of these moves gives opportunity attacks. */
  opportunityAttackers: string[];
}

export function applyContactSpecial(occ: Occupancy, special: ContactSpecial, attacker: string, target: string): ContactSpecialOutcome {
  if (attacker === target) throw new RangeError(`${attacker} cannot use a special result on itself`);
  if (occ.zoneOf(attacker) !== occ.zoneOf(target)) throw new RangeError(`${attacker} and ${target} are in different zones`);
  const moved = special === "move-out-of-contact" ? attacker : target;
  const before = occ.status(moved);
  switch (special) {
    case "move-out-of-contact":
    case "knockback":
      if (before === "Alone") throw new RangeError(`"${moved}" is Alone already: nothing to move out of`);
      occ.breakClose(moved);
      occ.standAlone(moved);
      break;
    case "draw-into-contact":
      if (occ.inContact(attacker, target)) throw new RangeError(`"${target}" is already in contact with "${attacker}"`);
      occ.engage(target, attacker);
      break;
    default:
      throw new RangeError(`"${String(special)}" is not a contact special (move-out-of-contact, draw-into-contact, knockback)`);
  }
  return { special, moved, before, after: occ.status(moved), opportunityAttackers: [] };
}
