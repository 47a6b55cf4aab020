/**
 * The roll-tables compendium's source documents, built from the engine's own table data (Tactica's location faces
 * and injury tables, Six Seconds' confusion table) and Fray's Frozen Lands critical injuries table. The committed
 * YAML under packs/_source/roll-tables is generated from this (scripts/generate-roll-tables.mjs) and a test compares
 * the two, so the pack cannot drift from the engine. Foundry-free.
 */
import { CONFUSION_TABLE, type ConfusionEffect } from "../engine/rulesets/six-seconds/confusion";
import { INJURY_EFFECT_TABLE, type InjuryEffectKey } from "../engine/rulesets/tactica/injuries/effects";
import { DEFAULT_LOCATION_TABLE, type Location } from "../engine/rulesets/tactica/injuries/locations";
import { INJURY_TABLES } from "../engine/rulesets/tactica/injuries/tables";
import { FRAY_CRITICAL_INJURY_ROWS } from "./frozen-lands-critical-injuries";
import { ROLL_TABLES, type RollTableKey, type RollTableResultFlags } from "./roll-tables";

const STATS = { coreVersion: "13.351", systemId: "fray" } as const;
const ICON = "icons/svg/d20-black.svg";

export const ROLL_TABLE_FOLDERS = {
  tactica: { id: "6N9wDYQj0vSUtyQa", name: "Tactica", sort: 100000 },
  sixSeconds: { id: "dBlHIhToXKoKMSdM", name: "Six Seconds", sort: 200000 },
  frozenLands: { id: "cQ0Q2xNj3sXej4z1", name: "Frozen Lands", sort: 300000 },
} as const;

interface Row {
  range: [number, number];
  name: string;
  description: string;
  flags: RollTableResultFlags;
}

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

const CONFUSION_NAMES: Record<ConfusionEffect, string> = {
  "roll-again-extend": "Roll again, confused longer",
  "attack-deadliest-scatter": "Deadliest attack, scatter direction",
  "attack-deadliest-most-disliked": "Deadliest attack on the most disliked",
  "attack-deadliest-closest": "Deadliest attack on the closest",
  panicked: "Panicked",
  "scream-and-reroll": "Scream and roll again",
  "throw-held-scatter": "Throw what is held",
  "attack-nearest-weakest": "Weakest attack on the nearest",
  "drop-held": "Drop what is held",
  stare: "Stare into space",
  "walk-scatter": "Walk off",
  "run-scatter": "Run off",
  hallucinate: "Hallucinate attackers",
  "fall-prone": "Fall prone",
  "sit-down": "Sit down",
  "control-round": "Control for the round",
  "control-1d6-rounds": "Control for 1d6 rounds",
  "control-minute": "Control for a minute",
};

function locationRows(): Row[] {
  return ([1, 2, 3, 4, 5, 6] as const).map((face) => {
    const location = DEFAULT_LOCATION_TABLE.faces[face];
    return { range: [face, face], name: LOCATION_NAMES[location], description: `<p>${LOCATION_NAMES[location]}.</p>`, flags: { location } };
  });
}

/** One location's injury table; consecutive identical rows merge ("1–2 Bleeder −2d"), as the text prints them. */
function injuryRows(location: Location): Row[] {
  const rows: Row[] = [];
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

function confusionRows(): Row[] {
  return CONFUSION_TABLE.map((e) => ({ range: [e.from, e.to], name: CONFUSION_NAMES[e.effect], description: `<p>${e.text}</p>`, flags: { confusion: e.effect } }));
}

function criticalInjuryRows(): Row[] {
  return FRAY_CRITICAL_INJURY_ROWS.map((r) => ({ range: [r.min, r.max], name: r.name, description: `<p>${r.text}</p>`, flags: { injury: r.id } }));
}

interface TableSpec {
  key: RollTableKey;
  folder: keyof typeof ROLL_TABLE_FOLDERS;
  formula: string;
  description: string;
  rows: Row[];
}

const INJURY_DESCRIPTION = "<p>Swift Swords Tactica injury effects for this location: roll 1d6, +1 when rolling for a Killing Blow or Massive Damage (7+ is the last row).</p>";

function tableSpecs(): TableSpec[] {
  const injury = (key: RollTableKey, location: Location): TableSpec => ({ key, folder: "tactica", formula: "1d6", description: INJURY_DESCRIPTION, rows: injuryRows(location) });
  return [
    {
      key: "tacticaHitLocation",
      folder: "tactica",
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
    {
      key: "sixSecondsConfusion",
      folder: "sixSeconds",
      formula: "1d20",
      description:
        "<p>Six Seconds confusion, rolled every round for a Confused character. A 1 rolls again (ignoring later 1s) and adds 1d6 rounds; a 6 rolls again while screaming (ignoring 5s). 16 and 17 read as 18.</p>",
      rows: confusionRows(),
    },
    {
      key: "frozenLandsCriticalInjuries",
      folder: "frozenLands",
      formula: "1d6",
      description:
        "<p>Frozen Lands physical critical injuries: roll once for each Wound. The rules text names this table but prints no rows; these are Fray's defaults, built from effects the text already has. Import the table and edit it to use your own.</p>",
      rows: criticalInjuryRows(),
    },
  ];
}

/** A result id derived from its table and row, so regenerating never reshuffles ids. */
function resultId(tableId: string, index: number): string {
  return `${tableId.slice(0, 11)}Row${String(index + 1).padStart(2, "0")}`;
}

/** Every source document of the pack (folders first), in the fvtt-cli source form. */
export function rollTableSourceDocuments(): Record<string, unknown>[] {
  const folders = Object.values(ROLL_TABLE_FOLDERS).map((f) => ({
    _id: f.id,
    name: f.name,
    type: "RollTable",
    folder: null,
    sorting: "a",
    sort: f.sort,
    color: null,
    description: "",
    flags: {},
    _stats: { ...STATS },
    _key: `!folders!${f.id}`,
  }));
  const tables = tableSpecs().map((spec, i) => {
    const { id, name } = ROLL_TABLES[spec.key];
    return {
      _id: id,
      name,
      img: ICON,
      description: spec.description,
      results: spec.rows.map((row, j) => {
        const rid = resultId(id, j);
        return {
          _id: rid,
          type: "text",
          name: row.name,
          img: ICON,
          description: row.description,
          weight: row.range[1] - row.range[0] + 1,
          range: row.range,
          drawn: false,
          flags: { fray: row.flags },
          _key: `!tables.results!${id}.${rid}`,
        };
      }),
      formula: spec.formula,
      replacement: true,
      displayRoll: true,
      folder: ROLL_TABLE_FOLDERS[spec.folder].id,
      sort: (i + 1) * 100000,
      flags: { fray: { table: spec.key } },
      _stats: { ...STATS },
      _key: `!tables!${id}`,
    };
  });
  return [...folders, ...tables];
}
