/**
 * How bad one attack's damage is against a Total Rank (starting real rank + bonus ranks):
 * more than the Total Rank is a Trauma (Panicked on the mental side), more than twice is a Killing Blow (Crushed),
 * more than three times, or any hit from a Massive weapon, is Massive. The Heroic rank 3 example: any hit costs a rank,
 * 4 damage is a Trauma, 7 a Killing Blow. The Massive guide counts "your current rank", which is the Total Rank too
 * ("A lost Rank does not lower your current ranks for future damage calculations"); `massiveRank` lets a table use
 * another number for it (the rank left after losses).
 */
export type Severity = "none" | "hit" | "trauma" | "killing-blow" | "massive";

export function damageSeverity(damage: number, totalRank: number, massiveWeapon = false, massiveRank = totalRank): Severity {
  if (!Number.isInteger(damage) || damage < 0) throw new RangeError(`damage must be a whole number ≥ 0, got ${damage}`);
  if (!Number.isInteger(totalRank) || totalRank < 0) throw new RangeError(`total rank must be a whole number ≥ 0, got ${totalRank}`);
  if (!Number.isInteger(massiveRank) || massiveRank < 0) throw new RangeError(`massive rank must be a whole number ≥ 0, got ${massiveRank}`);
  if (damage === 0) return "none";
  if (massiveWeapon || damage > 3 * massiveRank) return "massive";
  if (damage > 2 * totalRank) return "killing-blow";
  if (damage > totalRank) return "trauma";
  return "hit";
}
