/**
 * The injury a Trauma, a Killing Blow or a defeat rolls when the card is applied: 4d6 on the hit location table
 * (the most common face; neck and groin per the world's reading) and 1d6 on that location's injury table (+1 for a
 * Killing Blow or Massive), from the engine's tables, rolled on the GM's client as a Foundry Roll. The injury's
 * immediate rank losses are written on the actor, and an injury item records it (location, effect, the dice off
 * every roll); the result names the table it was read from. Burnt action dice and checks are the tracker's and the
 * sheet's: the result says them.
 */
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { injuryArea, locationSide } from "../../engine/rulesets/tactica/injuries/areas";
import { INJURY_EFFECT_TABLE, type InjuryEffectKey } from "../../engine/rulesets/tactica/injuries/effects";
import { applyInjury } from "../../engine/rulesets/tactica/injuries/injury";
import { readLocation, type Location } from "../../engine/rulesets/tactica/injuries/locations";
import { readInjuryEffect } from "../../engine/rulesets/tactica/injuries/tables";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import { MAX_HELD_DICE } from "../../engine/rulesets/tactica/turn-limits";
import type { DiceGroup } from "../../dice/card";
import type { DamageApplication, NewItem } from "../adapter";

export const INJURY_DICE: readonly DiceGroup[] = [
  { count: 4, sides: 6, purpose: "FRAY.Tactica.LocationDice" },
  { count: 1, sides: 6, purpose: "FRAY.Tactica.InjuryDie" },
];

/** The engine's eight areas as the injury item's six locations (left and right arm are "arms"): the engine's. */
const itemLocation = injuryArea;

/** The table the injury is read from, as its lang key (the roll-tables pack names its tables the same way). */
export function tableKey(l: Location): string {
  return `FRAY.Tactica.InjuryTable.${itemLocation(l)}`;
}

/** The injury item an injury creates (its location and effect, and the dice its effect takes off every roll). */
export function injuryItem(location: Location, effect: InjuryEffectKey): NewItem {
  const spec = INJURY_EFFECT_TABLE[effect];
  return {
    type: "injury",
    nameKey: "FRAY.Tactica.InjuryName",
    nameData: { locationKey: `FRAY.Tactica.Area.${location}`, effectKey: `FRAY.Tactica.InjuryEffect.${effect}` },
    system: { ruleset: "tactica", location: itemLocation(location), side: locationSide(location) ?? "none", effect: spec.text, dicePenalty: -spec.allRolls },
  };
}

/**
 * What the result card's follow-ups read back (injury-follow-ups.ts): the dice, the bonus, the reading taken and
 * what it wrote (ranks landed, dice burnt), as summary data (numbers and plain ids, never shown by the lang text).
 */
export function injuryData(faces: readonly number[], bonus: number, neckAndGroin: boolean, location: Location, effect: InjuryEffectKey, inj: { physicalLost: number; mentalLost: number; burnNow: number }): Record<string, string | number> {
  return { injFaces: faces.join(","), injBonus: bonus, injNeckGroin: neckAndGroin ? 1 : 0, injLocation: location, injEffect: effect, injP: inj.physicalLost, injM: inj.mentalLost, injBurn: inj.burnNow };
}

/** The application `base` (the damage already worked out on `after`) with the injury read from `faces`. */
export function withInjury(base: DamageApplication, after: TacticaCreature, bonus: number, faces: readonly number[], options: Partial<TacticaOptions>, burnt = 0): DamageApplication {
  if (faces.length !== 5) throw new RangeError(`an injury roll is 4d6 and 1d6, got ${faces.length} dice`);
  const neckAndGroin = options.neckAndGroin ?? true;
  const loc = readLocation(faces.slice(0, 4), { neckAndGroin });
  const eff = readInjuryEffect(loc.location, faces[4]!, bonus);
  const inj = applyInjury(after, loc.location, eff.effect, eff.diceOff);
  const statuses = [...base.statuses];
  if (inj.after.status !== after.status && inj.after.status !== "active") statuses.push(`tactica.${inj.after.status}`);
  return {
    ...base,
    update: {
      ...base.update,
      "system.tactica.physical.lost": inj.after.physical.lost,
      "system.tactica.mental.lost": inj.after.mental.lost,
      // "Burn N action dice": now and at every roll until healed; the tracker reads this at each step.
      ...(inj.burnNow > 0 ? { "system.tactica.burntDice": Math.min(6, burnt + inj.burnNow) } : {}),
      // Kill: "Discard all remaining Initiative dice": the tracker takes every die it holds (tracker-lose-dice.ts).
      ...(inj.discardAllActionDice ? { "system.tactica.diceToLose": MAX_HELD_DICE } : {}),
    },
    statuses,
    summary: {
      key: "FRAY.Damage.Tactica.Injured",
      data: {
        ...base.summary.data,
        // What the hit itself did (a State, a rank, nothing more), in words.
        tookKey: `FRAY.Damage.Tactica.Took.${base.summary.key.split(".").pop() ?? "None"}`,
        locationKey: `FRAY.Tactica.Area.${loc.location}`,
        tableKey: tableKey(loc.location),
        row: eff.row,
        effectKey: `FRAY.Tactica.InjuryEffect.${eff.effect}`,
        burn: inj.burnNow,
        ranks: inj.physicalLost + inj.mentalLost,
        ...injuryData(faces, bonus, neckAndGroin, loc.location, eff.effect, inj),
      },
    },
    items: inj.duplicateBleeder ? [] : [injuryItem(loc.location, eff.effect)],
  };
}
