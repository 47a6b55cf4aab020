/**
 * The pack sources against the rules texts: every row of the frozen-lands weapon tables and the six-seconds
 * poison table, written here as the text prints them and parsed independently of the sources.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PACKS, formatIssue, type PoisonSystem, type WeaponSystem } from "../../module/schema/index";
import { checkPack, loadPackSources } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));

interface Doc<S> {
  name: string;
  type: string;
  folder: string | null;
  system: S;
  _key: string;
}

function items<S>(pack: string): { file: string; doc: Doc<S> }[] {
  const { files } = loadPackSources(root, PACKS.find((p) => p.name === pack)!);
  return files
    .map(({ file, data }) => ({ file, doc: data as Doc<S> }))
    .filter(({ doc }) => doc._key.startsWith("!items!"));
}

// frozen-lands.md, "Melee Weapons" and "Ranged weapons": Weapon | Bonus | Damage | Range | Features
const MELEE = `
Unarmed|-|1|-|B
Knife|+1|1|-|S, Light, Throw
Dagger|+1|1|-|S/P, Light, Throw
Falchion|+1|2|-|S/P
Shortsword|+2|1|-|S/P, Parrying
Broadsword|+2|2|-|S/P, Parrying
Longsword|+2|2|-|S/P, Heavy, Parrying
Two-Handed Sword|+2|3|-|S/P, Heavy, Two-handed, Parrying
Scimitar|+1|2|-|S/P, Parrying
Handaxe|+2|2|-|S, Throw
Battleaxe|+2|2|-|S, Heavy
Two-Handed Axe|+2|3|-|S, Heavy, Two-handed
Mace|+2|1|-|B
Morningstar|+2|2|-|B
Warhammer|+2|2|-|B
Flail|+1|2|Short|B
Wooden club|+1|1|-|B
Large Wooden club|+1|2|-|B, Heavy, Two-handed
Heavy Warhammer|+2|3|-|B, Heavy, Two-handed
Staff|+1|1|Short|B, Two-handed, Parrying
Short Spear|+1|1|Short|P, Throw
Long Spear|+2|1|Short|P, Two-handed
Pike|+2|2|Short|P, Heavy, Two-handed
Halberd|+1|2|Short|S/P, Heavy, Two-handed
Trident|+1|2|Short|P, Two-handed`;
const RANGED = `
Rock|-|1|Medium|B
Knife/Dagger|+1|1|Medium|S/P
Axe|+1|2|Medium|S
Spear|+2|1|Medium|P
Sling|+1|1|Medium|B, Reload
Short Bow|+2|1|Medium|P, Reload, Two-handed
Long Bow|+2|1|Long|P, Reload, Two-handed
Light Crossbow|+1|2|Long|P, Reload, Two-handed
Heavy Crossbow|+1|3|Long|P, Reload, Two-handed, Heavy`;

const LETTER: Record<string, string> = { B: "bludgeoning", P: "piercing", S: "slashing" };

function parseTable(table: string, category: "melee" | "ranged") {
  return table.trim().split("\n").map((line) => {
    const [name, bonus, damage, range, features] = line.split("|") as [string, string, string, string, string];
    const [types, ...rest] = features.split(", ") as [string, ...string[]];
    return {
      name,
      stats: {
        category,
        bonus: bonus === "-" ? 0 : Number(bonus),
        damage: Number(damage),
        range: range === "-" ? "close" : range.toLowerCase(),
        damageTypes: types.split("/").map((t) => LETTER[t]),
        features: rest.map((f) => f.toLowerCase()),
      },
    };
  });
}

describe("weapons pack", () => {
  const weapons = items<WeaponSystem>("weapons");

  it("validates every source file", () => {
    expect(checkPack(root, PACKS.find((p) => p.name === "weapons")!).map(formatIssue)).toEqual([]);
  });

  it.each([
    ["melee", MELEE, 25],
    ["ranged", RANGED, 9],
  ] as const)("holds every frozen-lands %s weapon with the table's stats", (category, table, count) => {
    const rows = parseTable(table, category);
    expect(rows).toHaveLength(count);
    const entries = weapons.filter(({ doc }) => doc.system.frozenLands?.category === category);
    expect(entries.map(({ doc }) => doc.name).sort()).toEqual(rows.map((r) => r.name).sort());
    for (const row of rows) {
      const { doc } = entries.find(({ doc }) => doc.name === row.name)!;
      expect(doc.system.ruleset, row.name).toBe("frozen-lands");
      expect(doc.system.frozenLands, row.name).toEqual(row.stats);
    }
  });

  it("holds the six-seconds held-item chart rows (target, toughness; minimum toughness = toughness − 6)", () => {
    const byName = new Map(weapons.filter(({ doc }) => doc.system.ruleset === "six-seconds").map(({ doc }) => [doc.name, doc.system.sixSeconds!]));
    // "Small metal weapon 6 10/4", "Metal Weapon 5 13/7", "Large metal weapon 4 16/10", "Wooden hafted weapon 5" (no toughness printed)
    for (const [name, target, toughness, minimum] of [
      ["Small metal weapon", 6, 10, 4],
      ["Metal weapon", 5, 13, 7],
      ["Large metal weapon", 4, 16, 10],
    ] as const) {
      expect(byName.get(name)).toMatchObject({ target, toughness });
      expect(byName.get(name)!.toughness! - 6).toBe(minimum);
    }
    expect(byName.get("Wooden hafted weapon")).toMatchObject({ target: 5, itemClass: "wooden-hafted" });
    expect(byName.get("Wooden hafted weapon")).not.toHaveProperty("toughness");
    expect(byName.get("Arming sword")).toMatchObject({ damageDie: "d8", itemClass: "metal" });
    expect(byName.get("Heavy crossbow")).toMatchObject({ rangeIncrement: 15, reload: true });
  });

  it("holds the factions weapons with the dice and ranges the examples give", () => {
    const byName = new Map(weapons.filter(({ doc }) => doc.system.ruleset === "factions").map(({ doc }) => [doc.name, doc.system.factions!]));
    expect(byName.get("Sword")).toMatchObject({ damageDie: "d6", attack: "melee" });
    expect(byName.get("Dagger")).toMatchObject({ damageDie: "d4" });
    expect(byName.get("Battleaxe")).toMatchObject({ damageDie: "d8" });
    expect(byName.get("Musket")).toMatchObject({ damageDie: "d8", attack: "ranged" });
    expect(byName.get("Musket")).not.toHaveProperty("range");
    expect(byName.get("Bow")).toMatchObject({ damageDie: "d6", range: 8 });
    expect(byName.get("Fire bomb")).toMatchObject({ damageDie: "d6", range: 2, blast: true });
    expect(byName.get("Unarmed")).toMatchObject({ damageDie: "d4", impaired: true });
  });

  it("holds the tactica weight classes and the named examples", () => {
    const byName = new Map(weapons.filter(({ doc }) => doc.system.ruleset === "tactica").map(({ doc }) => [doc.name, doc.system.tactica!]));
    for (const [name, weightClass] of [
      ["Light weapon", "light"],
      ["Medium weapon", "medium"],
      ["Heavy weapon", "heavy"],
      ["Large weapon", "large"],
      ["Huge weapon", "huge"],
      ["Massive weapon", "massive"],
      ["Dagger", "light"],
      ["Broadsword", "medium"],
      ["Great Sword", "heavy"],
    ] as const) {
      expect(byName.get(name), name).toMatchObject({ weightClass });
    }
    expect(byName.get("Pike")).toEqual({ reach: true, natural: false });
  });

  it("files each weapon under a folder of its ruleset", () => {
    const { files } = loadPackSources(root, PACKS.find((p) => p.name === "weapons")!);
    for (const { file, doc } of weapons) {
      expect(file.startsWith(`packs/_source/weapons/${doc.system.ruleset}/`), file).toBe(true);
    }
    const folderNames = files.filter(({ data }) => (data as Doc<unknown>)._key.startsWith("!folders!")).map(({ data }) => (data as Doc<unknown>).name);
    expect(folderNames.sort()).toEqual(["Factions", "Frozen Lands", "Melee", "Ranged", "Six Seconds", "Tactica"]);
  });
});

// six-seconds.txt, "Example Poisons and Diseases": Name | Primary | Secondary | Fort DC | Diagnosis DC | Check Rate
const POISONS = `
Alcohol|Ingestion|None|3-6|2|1/drink
Infection|10% chance  from unsterilized surgery|None|4|6|1/day
Iocane Powder|Ingestion|None|10|12/6|1/round
Plague|Flea bite|Airborne|6|4|1/day
Radiation (Extreme)|Radiation Exposure|None|12|4|1/second
Radiation (Heavy)|Radiation Exposure|None|10|4|1/round
Radiation (Light)|Radiation Exposure|None|6|4|1/day
Radiation (Minor)|Radiation Exposure|None|4|4|1/day
Radiation (Moderate)|Radiation Exposure|None|8|4|1/hour
Sedative|Injury|None|10|4|1/round
Chloroform|Inhaled|None|8|4|1/round
Snake Venom|Injury|None|6|4|1/round
Spider Venom|Injury|None|6|4|1/round
Tear Gas|Inhaled, Contact with eyes|None|6|4|1/round
Zombie Virus|Injury (zombie bite) or ingestion (infected material)|None|5|12/7|1/hour`;

describe("poisons pack", () => {
  const poisons = items<PoisonSystem>("poisons");

  it("validates every source file", () => {
    expect(checkPack(root, PACKS.find((p) => p.name === "poisons")!).map(formatIssue)).toEqual([]);
  });

  it("holds all 15 entries of the six-seconds table with their DCs, transmission and check rate", () => {
    const rows = POISONS.trim().split("\n").map((l) => l.split("|") as [string, string, string, string, string, string]);
    expect(rows).toHaveLength(15);
    expect(poisons.map(({ doc }) => doc.name).sort()).toEqual(rows.map((r) => r[0]).sort());
    for (const [name, primary, secondary, fort, diagnosis, rate] of rows) {
      const { system, type } = poisons.find(({ doc }) => doc.name === name)!.doc;
      expect(type).toBe("poison");
      expect(system.ruleset).toBe("six-seconds");
      expect(system.transmission.text.replace(/\s+/g, " "), name).toBe(primary.replace(/\s+/g, " "));
      expect(system.secondaryTransmission, name).toBe(secondary.toLowerCase());
      const [min, max = min] = fort.split("-").map(Number);
      expect(system.fortDc, name).toEqual({ min, max });
      const [value, alternative] = diagnosis.split("/").map(Number);
      expect(system.diagnosisDc, name).toEqual(alternative === undefined ? { value } : { value, alternative });
      const [count, per] = rate.split("/");
      expect(system.checkRate, name).toEqual({ count: Number(count), per });
      expect(system.symptoms.length, name).toBeGreaterThan(0);
    }
  });

  it("marks the syndromes whose symptoms include wounds (they stop natural healing) and spider venom's escalation", () => {
    const withWounds = poisons.filter(({ doc }) => doc.system.woundSymptoms).map(({ doc }) => doc.name).sort();
    // Symptoms column: "1 cumulative wound" rows, Infection, Plague, and Zombie Virus's random wound.
    expect(withWounds).toEqual([
      "Infection",
      "Iocane Powder",
      "Plague",
      "Radiation (Extreme)",
      "Radiation (Heavy)",
      "Radiation (Light)",
      "Radiation (Minor)",
      "Radiation (Moderate)",
      "Snake Venom",
      "Zombie Virus",
    ]);
    const spider = poisons.find(({ doc }) => doc.name === "Spider Venom")!.doc.system;
    // "Three fails in a row results in full-body paralysis for 1 hour."
    expect(spider.escalation).toEqual({ failuresInRow: 3, effect: "Full-body paralysis for 1 hour" });
    expect(poisons.filter(({ doc }) => doc.system.escalation)).toHaveLength(1);
  });

  it("sorts entries into poison, disease and radiation", () => {
    const category = (name: string) => poisons.find(({ doc }) => doc.name === name)!.doc.system.category;
    expect(poisons.filter(({ doc }) => doc.system.category === "radiation")).toHaveLength(5);
    expect(["Infection", "Plague", "Zombie Virus"].map(category)).toEqual(["disease", "disease", "disease"]);
    expect(category("Snake Venom")).toBe("poison");
    expect(path.basename(poisons.find(({ doc }) => doc.name === "Radiation (Extreme)")!.file)).toBe("radiation-extreme.yml");
  });
});
