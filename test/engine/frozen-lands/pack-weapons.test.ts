import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { hasFeature, maxRange, reloadKind, weaponFromItem, type WeaponItemBlock } from "../../../module/engine/rulesets/frozen-lands/weapons";

const ROOT = join(import.meta.dirname, "../../../packs/_source/weapons/frozen-lands");

function packWeapons(): { name: string; block: WeaponItemBlock }[] {
  const out: { name: string; block: WeaponItemBlock }[] = [];
  for (const dir of ["melee", "ranged"]) {
    for (const file of readdirSync(join(ROOT, dir))) {
      if (!file.endsWith(".yml") || file.startsWith("_")) continue;
      const doc = parse(readFileSync(join(ROOT, dir, file), "utf8"));
      out.push({ name: doc.name, block: doc.system.frozenLands });
    }
  }
  return out;
}

describe("frozen-lands weapons read from the compendium pack items", () => {
  const weapons = new Map(packWeapons().map(({ name, block }) => [name, weaponFromItem(name, block)]));

  it("every pack weapon converts into an engine weapon", () => {
    expect(weapons.size).toBe(34);
  });

  it("keeps the table's stats: the shortsword parries, the light crossbow keeps its load, the staff reaches short", () => {
    const shortsword = weapons.get("Shortsword")!;
    expect(shortsword).toMatchObject({ bonus: 2, damage: 1 });
    expect(hasFeature(shortsword, "Parrying")).toBe(true);
    expect(hasFeature(shortsword, "S")).toBe(true);
    expect(maxRange(shortsword)).toBe("close");
    expect(reloadKind(weapons.get("Light Crossbow")!)).toBe("keeps-loaded");
    expect(maxRange(weapons.get("Staff")!)).toBe("short");
  });

  it("rejects a block with an unknown damage type, naming the weapon", () => {
    expect(() => weaponFromItem("Spiky", { bonus: 1, damage: 1, range: "close", damageTypes: ["spiky" as never] })).toThrow(/Spiky: unknown damage type "spiky"/);
  });
});

describe("frozen-lands: which Reload weapons keep their load (the text: 'For crossbows, you can keep your weapon loaded')", () => {
  const bow = { bonus: 2, damage: 1, range: "medium" as const, damageTypes: ["piercing" as const], features: ["reload", "two-handed"] };

  it("the item's keepsLoaded flag wins over the name", () => {
    expect(weaponFromItem("Repeating Bow", { ...bow, keepsLoaded: true }).keepsLoaded).toBe(true);
    expect(reloadKind(weaponFromItem("Repeating Bow", { ...bow, keepsLoaded: true }))).toBe("keeps-loaded");
    expect(reloadKind(weaponFromItem("Rusty Crossbow", { ...bow, keepsLoaded: false }))).toBe("every-turn");
  });

  it("a 'keeps-loaded' feature on the item also says so", () => {
    expect(reloadKind(weaponFromItem("Arbalest", { ...bow, features: ["reload", "keeps-loaded"] }))).toBe("keeps-loaded");
  });

  it("without either, the documented fallback reads the name: crossbows keep their load, bows and slings do not", () => {
    expect(weaponFromItem("Short Bow", bow).keepsLoaded).toBeUndefined();
    expect(reloadKind(weaponFromItem("Short Bow", bow))).toBe("every-turn");
    expect(reloadKind(weaponFromItem("Heavy Crossbow", bow))).toBe("keeps-loaded");
  });

  it("rejects a keepsLoaded that is not a boolean, naming the weapon", () => {
    expect(() => weaponFromItem("Odd Bow", { ...bow, keepsLoaded: "yes" as never })).toThrow(/Odd Bow: keepsLoaded must be true or false/);
  });
});
