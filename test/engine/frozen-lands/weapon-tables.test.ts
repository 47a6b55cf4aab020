/**
 * Every row of the text's two weapon tables, typed from the rules text, checked against the compendium item the
 * engine reads (weaponFromItem) and against what the engine does with each column: bonus dice, base damage, reach,
 * Reload kind, Heavy (no use in a Cramped zone), Parrying (blocks), Light / Two-handed (dual wielding).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { blockRefusal } from "../../../module/engine/rulesets/frozen-lands/defence";
import { meleeAttack, planDualWield } from "../../../module/engine/rulesets/frozen-lands/melee";
import { hasFeature, maxRange, reloadKind, UNARMED, weaponFromItem, type Weapon, type WeaponItemBlock } from "../../../module/engine/rulesets/frozen-lands/weapons";
import { weaponForbiddenIn } from "../../../module/engine/rulesets/frozen-lands/zone-features";

// [name, bonus, damage, range ("-" = close), features] exactly as the text's tables print them.
const MELEE_TABLE: [string, number, number, string, string][] = [
  ["Unarmed", 0, 1, "-", "B"],
  ["Knife", 1, 1, "-", "S, Light, Throw"],
  ["Dagger", 1, 1, "-", "S/P, Light, Throw"],
  ["Falchion", 1, 2, "-", "S/P"],
  ["Shortsword", 2, 1, "-", "S/P, Parrying"],
  ["Broadsword", 2, 2, "-", "S/P, Parrying"],
  ["Longsword", 2, 2, "-", "S/P, Heavy, Parrying"],
  ["Two-Handed Sword", 2, 3, "-", "S/P, Heavy, Two-handed, Parrying"],
  ["Scimitar", 1, 2, "-", "S/P, Parrying"],
  ["Handaxe", 2, 2, "-", "S, Throw"],
  ["Battleaxe", 2, 2, "-", "S, Heavy"],
  ["Two-Handed Axe", 2, 3, "-", "S, Heavy, Two-handed"],
  ["Mace", 2, 1, "-", "B"],
  ["Morningstar", 2, 2, "-", "B"],
  ["Warhammer", 2, 2, "-", "B"],
  ["Flail", 1, 2, "Short", "B"],
  ["Wooden club", 1, 1, "-", "B"],
  ["Large Wooden club", 1, 2, "-", "B, Heavy, Two-handed"],
  ["Heavy Warhammer", 2, 3, "-", "B, Heavy, Two-handed"],
  ["Staff", 1, 1, "Short", "B, Two-handed, Parrying"],
  ["Short Spear", 1, 1, "Short", "P, Throw"],
  ["Long Spear", 2, 1, "Short", "P, Two-handed"],
  ["Pike", 2, 2, "Short", "P, Heavy, Two-handed"],
  ["Halberd", 1, 2, "Short", "S/P, Heavy, Two-handed"],
  ["Trident", 1, 2, "Short", "P, Two-handed"],
];
const RANGED_TABLE: [string, number, number, string, string][] = [
  ["Rock", 0, 1, "Medium", "B"],
  ["Knife/Dagger", 1, 1, "Medium", "S/P"],
  ["Axe", 1, 2, "Medium", "S"],
  ["Spear", 2, 1, "Medium", "P"],
  ["Sling", 1, 1, "Medium", "B, Reload"],
  ["Short Bow", 2, 1, "Medium", "P, Reload, Two-handed"],
  ["Long Bow", 2, 1, "Long", "P, Reload, Two-handed"],
  ["Light Crossbow", 1, 2, "Long", "P, Reload, Two-handed"],
  ["Heavy Crossbow", 1, 3, "Long", "P, Reload, Two-handed, Heavy"],
];

const ROOT = join(import.meta.dirname, "../../../packs/_source/weapons/frozen-lands");
function packBlock(dir: string, name: string): WeaponItemBlock {
  for (const file of readdirSync(join(ROOT, dir))) {
    if (!file.endsWith(".yml") || file.startsWith("_")) continue;
    const doc = parse(readFileSync(join(ROOT, dir, file), "utf8"));
    if (doc.name === name) return doc.system.frozenLands;
  }
  throw new Error(`no pack item named ${name} in ${dir}`);
}

const LETTERS = ["B", "S", "P"];
function letters(features: string): string[] {
  const first = features.split(",")[0]!.trim();
  return first.split("/").filter((l) => LETTERS.includes(l));
}
function words(features: string): string[] {
  return features.split(",").slice(1).map((f) => f.trim());
}

describe.each([
  ["melee", MELEE_TABLE],
  ["ranged", RANGED_TABLE],
] as const)("frozen-lands %s weapon table, row by row", (dir, table) => {
  it.each(table)("%s: bonus %i, damage %i, range %s, %s", (name, bonus, damage, range, features) => {
    const weapon = weaponFromItem(name, packBlock(dir, name));
    expect(weapon.bonus).toBe(bonus);
    expect(weapon.damage).toBe(damage);
    expect(maxRange(weapon)).toBe(range === "-" ? "close" : range.toLowerCase());
    for (const l of LETTERS) expect(hasFeature(weapon, l), `${name} damage type ${l}`).toBe(letters(features).includes(l));
    for (const f of ["Light", "Heavy", "Two-handed", "Parrying", "Throw", "Reload"]) {
      expect(hasFeature(weapon, f), `${name} ${f}`).toBe(words(features).includes(f));
    }
    // What the engine does with each column.
    expect(weaponForbiddenIn(weapon, ["cramped"]) !== null).toBe(words(features).includes("Heavy"));
    expect(blockRefusal(false, weapon) === null).toBe(words(features).includes("Parrying"));
    expect(reloadKind(weapon)).toBe(!words(features).includes("Reload") ? "none" : /Crossbow/.test(name) ? "keeps-loaded" : "every-turn");
  });
});

describe("frozen-lands weapon columns in play", () => {
  it("Unarmed: no bonus, 1 damage — the engine's UNARMED matches the table", () => {
    const fromPack = weaponFromItem("Unarmed", packBlock("melee", "Unarmed"));
    expect({ bonus: UNARMED.bonus, damage: UNARMED.damage }).toEqual({ bonus: fromPack.bonus, damage: fromPack.damage });
  });

  it("each melee row's bonus dice join the pool and its damage is added on a hit (Melee 1, one success)", () => {
    for (const [name, bonus, damage] of MELEE_TABLE) {
      const weapon: Weapon = weaponFromItem(name, packBlock("melee", name));
      const faces = [6, ...Array.from({ length: bonus }, () => 1)];
      const out = meleeAttack(queuedDice(faces), { attacker: { melee: 1 }, weapon, target: { defence: 0 } });
      expect(out.kind, name).toBe("resolved");
      if (out.kind !== "resolved") continue;
      expect(out.roll.poolSize, name).toBe(1 + bonus);
      expect(out.result.damage, name).toBe(1 + damage);
    }
  });

  it("dual wielding works exactly for pairs of one-handed weapons with a Light one (Knife, Dagger)", () => {
    const light = MELEE_TABLE.filter(([, , , , f]) => words(f).includes("Light")).map(([n]) => n);
    expect(light).toEqual(["Knife", "Dagger"]);
    const knife = weaponFromItem("Knife", packBlock("melee", "Knife"));
    for (const [name, , , , features] of MELEE_TABLE) {
      const other = weaponFromItem(name, packBlock("melee", name));
      if (words(features).includes("Two-handed")) expect(() => planDualWield(3, 1, other, knife), name).toThrow(/two-handed/);
      else expect(planDualWield(3, 1, other, knife).actions, name).toBe(2);
    }
  });
});
