/**
 * Cover and barriers. Cover adds 1 to armour (never above 3) unless the attack penetrates it; that arithmetic
 * lives in damage.ts (effectiveArmour). Barriers block attacks completely, except against a character peeking out
 * to attack: then the barrier only counts as cover and the character can be countered.
 */
export type Protection = "none" | "cover" | "barrier";

export interface ProtectionResult {
  /** The attack cannot reach the target at all. */
  blocked: boolean;
  /** The target counts as behind cover (+1 armour unless penetrated). */
  cover: boolean;
  /** The target may be countered (only relevant to barriers). */
  counterable: boolean;
}

export function protectionAgainst(protection: Protection, targetPeeksToAttack = false): ProtectionResult {
  switch (protection) {
    case "none":
      return { blocked: false, cover: false, counterable: true };
    case "cover":
      return { blocked: false, cover: true, counterable: true };
    case "barrier":
      return targetPeeksToAttack ? { blocked: false, cover: true, counterable: true } : { blocked: true, cover: false, counterable: false };
    default:
      throw new TypeError(`protection must be none, cover or barrier, got ${String(protection)}`);
  }
}
