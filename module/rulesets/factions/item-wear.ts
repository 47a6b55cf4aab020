/**
 * factions gear wear ("Combat gear degradation"), stored on the item, not in the packs (a pack weapon is sound):
 * damaged (a durability roll failed, or improvised: handled as already damaged) and broken (destroyed: it cannot
 * attack or protect). Both start false, so items stored before these fields stay valid as they are.
 */
import { bool } from "../../data/shared/spec";

export const FACTIONS_WEAR = { damaged: bool(false), broken: bool(false) };

/**
 * The factions block of a weapon item adds its wear, whether it is improvised, and whether it lies dropped (a landed
 * disarm: "drop a weapon chosen by the attacker"; it neither attacks nor counters until its owner unticks it), and
 * whether it needs both hands (the text prints no weapon list: the item says; a grabber attacking with it lets go).
 */
export const FACTIONS_WEAPON_EXTRA = { ...FACTIONS_WEAR, improvised: bool(false), dropped: bool(false), twoHanded: bool(false) };
