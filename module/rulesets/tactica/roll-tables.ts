/**
 * Tactica's tables in the "roll-tables" compendium, built from the engine's own data (the location faces and the six
 * injury tables), so the pack cannot drift from the rules the engine applies. Foundry-free (the pack build reads it).
 */
import { INJURY_EFFECT_TABLE, type InjuryEffectKey } from "../../engine/rulesets/tactica/injuries/effects";
import { DEFAULT_LOCATION_TABLE, type Location } from "../../engine/rulesets/tactica/injuries/locations";
import { INJURY_TABLES } from "../../engine/rulesets/tactica/injuries/tables";
import type { RollTableRow, RollTableSpec, RulesetRollTables } from "../../packs/roll-tables";

export const TACTICA_ROLL_TABLES = {
  tacticaHitLocation: { id: "5sMrYsSqqinZsR3y", name: "Hit Location" },
  tacticaHeadInjuries: { id: "SMkgkNthPifXG0V8", name: "Head Injuries" },
  tacticaNeckInjuries: { id: "GDqzXCw6CEtZH5vn", name: "Neck Injuries" },
  tacticaChestInjuries: { id: "Z3PdR4wSyskEL8le", name: "Chest Injuries" },
  tacticaArmInjuries: { id: "icmm3EryhZntCf4W", name: "Arm Injuries" },
  tacticaGroinInjuries: { id: "sbeUgqNqhzGvxZpp", name: "Groin Injuries" },
  tacticaLegInjuries: { id: "bGIcJs62BoC1ALlz", name: "Leg Injuries" },
} as const satisfies Record<string, { id: string; name: string }>;

type TacticaTableKey = keyof typeof TACTICA_ROLL_TABLES;

/** Tactica's injury table per hit location (both arms share one table, as do both legs). */
export const TACTICA_INJURY_TABLE_BY_LOCATION = {
  head: "tacticaHeadInjuries",
  neck: "tacticaNeckInjuries",
  chest: "tacticaChestInjuries",
  "left-arm": "tacticaArmInjuries",
  "right-arm": "tacticaArmInjuries",
  groin: "tacticaGroinInjuries",
  "left-leg": "tacticaLegInjuries",
  "right-leg": "tacticaLegInjuries",
} as const satisfies Record<Location, TacticaTableKey>;

const LOCATION_NAMES: Record<Location, string> = {
  head: "Head",
  neck: "Neck",
  chest: "Chest",
  "left-arm": "Left Arm",
  "right-arm": "Right Arm",
  groin: "Groin",
  "left-leg": "Left Leg",
  "right-leg": "Right Leg",
};

/** The text's effect names ("Flesh Wound"), from the engine's keys. */
export function injuryEffectName(key: InjuryEffectKey): string {
  return key
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

function locationRows(): RollTableRow[] {
  return ([1, 2, 3, 4, 5, 6] as const).map((face) => {
    const location = DEFAULT_LOCATION_TABLE.faces[face];
    return { range: [face, face], name: LOCATION_NAMES[location], description: `<p>${LOCATION_NAMES[location]}.</p>`, flags: { location } };
  });
}

/** One location's injury table; consecutive identical rows merge ("1–2 Bleeder −2d"), as the text prints them. */
function injuryRows(location: Location): RollTableRow[] {
  const rows: RollTableRow[] = [];
  INJURY_TABLES[location].forEach((entry, i) => {
    const roll = i + 1;
    const prev = rows[rows.length - 1];
    const same = prev && prev.flags.diceOff === entry.diceOff && prev.flags.effects!.join() === entry.effects.join();
    if (same) {
      prev.range = [prev.range[0], roll];
      return;
    }
    const names = entry.effects.map(injuryEffectName);
    const penalty = entry.diceOff ? ` −${entry.diceOff}d` : "";
    const texts = entry.effects.map((e) => `${injuryEffectName(e)}: ${INJURY_EFFECT_TABLE[e].text}.`).join(" ");
    const roll7 = roll === 7 ? " (7+: rolled with +1 for a Killing Blow or Massive Damage)" : "";
    rows.push({
      range: [roll, roll],
      name: `${names.join(" or ")}${penalty}`,
      description: `<p>${texts}${entry.diceOff ? ` The roll against it is at −${entry.diceOff}d.` : ""}${roll7}</p>`,
      flags: { effects: [...entry.effects], diceOff: entry.diceOff },
    });
  });
  return rows;
}

const INJURY_DESCRIPTION = "<p>Swift Swords Tactica injury effects for this location: roll 1d6, +1 when rolling for a Killing Blow or Massive Damage (7+ is the last row).</p>";

function injury(key: TacticaTableKey, location: Location): RollTableSpec {
  return { key, table: TACTICA_ROLL_TABLES[key], formula: "1d6", description: INJURY_DESCRIPTION, rows: injuryRows(location) };
}

export const tacticaRollTables: RulesetRollTables = {
  folder: { id: "6N9wDYQj0vSUtyQa", name: "Tactica", sort: 100000 },
  tables: () => [
    {
      key: "tacticaHitLocation",
      table: TACTICA_ROLL_TABLES.tacticaHitLocation,
      formula: "1d6",
      description:
        "<p>Swift Swords Tactica hit location. Roll 4d6: the face that comes up most is the location (a draw goes to the highest face); this table reads that face. A triple lets the attacker shift one connected area, a quadruple two; Neck and Groin are reached by shifting. The text does not print its Location Table beyond 4 = Right Arm; the rest is Fray's reading.</p>",
      rows: locationRows(),
    },
    injury("tacticaHeadInjuries", "head"),
    injury("tacticaNeckInjuries", "neck"),
    injury("tacticaChestInjuries", "chest"),
    injury("tacticaArmInjuries", "left-arm"),
    injury("tacticaGroinInjuries", "groin"),
    injury("tacticaLegInjuries", "left-leg"),
  ],
};
