/**
 * Mounts and vehicles. Mount and riders (vehicle and passengers) take their turn together; each may hold their
 * turn to react. When the mount moves at full speed, riders can neither act nor react. Riders' attacks are impaired
 * (rollAttackDamage's `riding`). Getting on or off counts as half a zone of movement (MOUNTING_MOVE); if the mount
 * is moving, an AGI save avoids a fall of d4 direct damage.
 */
import type { DiceSource } from "../../dice/source";
import type { FactionsOptions } from "./options";
import type { FactionsSave } from "./saves";
import { factionsSave } from "./saves";

export function ridersMayAct(mountAtFullSpeed: boolean): { act: boolean; react: boolean } {
  return mountAtFullSpeed ? { act: false, react: false } : { act: true, react: true };
}

export interface MountingResult {
  save: FactionsSave | null;
  fell: boolean;
  /** d4 direct damage (armour does not reduce it) on a fall. */
  directDamage: number;
}

export function mountOrDismount(dice: DiceSource, agi: number, mountMoving: boolean, options?: Partial<FactionsOptions>): MountingResult {
  if (!mountMoving) return { save: null, fell: false, directDamage: 0 };
  const save = factionsSave(dice, "agi", agi, options);
  return save.success ? { save, fell: false, directDamage: 0 } : { save, fell: true, directDamage: dice.roll(4) };
}
