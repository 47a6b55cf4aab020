/**
 * Which defences a target may declare right now. Defences are actions paid with a full action die, so nobody who may
 * not act can defend: OoA / KIA creatures, the Crushed ("take no actions whatsoever, including defensive ones"), the
 * surprised ("no defence dice other than passive armour") and creatures in a State ("may do nothing until they
 * remove the STATE, and cannot start any new pools"). After its own all-out attack a creature has no defence, after a
 * double strike only Dodge (`planTactic(...).defencesUntilNextAction`). Feed the result to `AttackInput.targetMayUse`.
 */
import type { TacticaCreature } from "./creature";
import type { DefenceKind } from "./tactics";

const ALL: readonly DefenceKind[] = ["dodge", "block", "parry"];

export interface DefenceEligibility {
  allowed: DefenceKind[];
  /** Why some or all defences are closed (empty when all are open). */
  reasons: string[];
}

export function defencesAvailable(c: TacticaCreature, opts: { surprised?: boolean; tacticAllows?: readonly DefenceKind[] } = {}): DefenceEligibility {
  const reasons: string[] = [];
  if (c.status !== "active") reasons.push(`${c.status}: no actions`);
  if (c.mentalCondition === "crushed") reasons.push("Crushed: no actions, not even defensive ones");
  if (opts.surprised) reasons.push("surprised: passive armour only");
  if (c.states.length > 0) reasons.push(`in a State (${c.states.join(", ")}): may do nothing until it is removed`);
  if (reasons.length > 0) return { allowed: [], reasons };
  if (opts.tacticAllows) {
    for (const d of opts.tacticAllows) if (!ALL.includes(d)) throw new RangeError(`unknown defence "${String(d)}"`);
    const allowed = ALL.filter((d) => opts.tacticAllows!.includes(d));
    if (allowed.length < ALL.length) reasons.push(`its own special tactic leaves ${allowed.join(", ") || "no defence"} until its next action`);
    return { allowed, reasons };
  }
  return { allowed: ALL.slice(), reasons };
}
