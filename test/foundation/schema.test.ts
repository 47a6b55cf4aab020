import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DAMAGE_TYPES,
  FEATURES,
  FROZEN_LANDS_WEAPON_SPEC,
  PACKS,
  RANGE_BANDS,
  WEAPON_SYSTEM_SPEC,
  formatIssue,
  htmlFieldPaths,
  normaliseExtracted,
  slugify,
  sourcePathFor,
  validatePackSources,
  toSourceShape,
  validateValue,
  WEAPON_SYSTEM_SPEC as WEAPON,
  type SourceFile,
} from "../../module/schema/index";

const weapons = PACKS.find((p) => p.name === "weapons")!;
const poisons = PACKS.find((p) => p.name === "poisons")!;
const ROOT = "packs/_source/weapons";

const folder = {
  _id: "FolderAAAAAAAAAA",
  name: "Frozen Lands",
  type: "Item",
  folder: null,
  sorting: "m",
  sort: 0,
  color: null,
  description: "",
  flags: {},
  _key: "!folders!FolderAAAAAAAAAA",
};

function axe(overrides: Record<string, unknown> = {}, frozen: Record<string, unknown> = {}) {
  return {
    _id: "AxeAAAAAAAAAAAAA",
    name: "Axe",
    type: "weapon",
    img: "icons/svg/sword.svg",
    system: {
      ruleset: "frozen-lands",
      description: "",
      frozenLands: { category: "melee", bonus: 2, damage: 2, range: "close", damageTypes: ["slashing"], features: ["throw"], ...frozen },
    },
    effects: [],
    folder: folder._id,
    sort: 0,
    flags: {},
    _key: "!items!AxeAAAAAAAAAAAAA",
    ...overrides,
  };
}

function check(...docs: { file: string; data: unknown }[]): string[] {
  return validatePackSources(docs as SourceFile[], weapons, ROOT).map(formatIssue);
}

const folderFile = { file: `${ROOT}/frozen-lands/_folder.yml`, data: folder };
const axeFile = (data: unknown) => ({ file: `${ROOT}/frozen-lands/axe.yml`, data });

describe("pack source validation", () => {
  it("accepts a well-formed folder and weapon", () => {
    expect(check(folderFile, axeFile(axe()))).toEqual([]);
  });

  it("rejects an unknown feature with file, field path and value", () => {
    const issues = check(folderFile, axeFile(axe({}, { features: ["throw", "spiky"] })));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^packs\/_source\/weapons\/frozen-lands\/axe\.yml: system\.frozenLands\.features\[1\]: unknown feature "spiky"/);
  });

  it("rejects a missing field", () => {
    const doc = axe();
    delete (doc.system.frozenLands as Record<string, unknown>).damage;
    expect(check(folderFile, axeFile(doc))).toEqual([
      "packs/_source/weapons/frozen-lands/axe.yml: system.frozenLands.damage: missing required field",
    ]);
  });

  it("rejects a wrong type", () => {
    expect(check(folderFile, axeFile(axe({}, { bonus: "+2" })))).toEqual([
      'packs/_source/weapons/frozen-lands/axe.yml: system.frozenLands.bonus: expected a number, got string "+2"',
    ]);
    expect(check(folderFile, axeFile(axe({}, { damage: 1.5 })))).toEqual([
      "packs/_source/weapons/frozen-lands/axe.yml: system.frozenLands.damage: expected an integer, got 1.5",
    ]);
  });

  it("rejects an unknown range band and damage type", () => {
    const issues = check(folderFile, axeFile(axe({}, { range: "far", damageTypes: ["fire"] })));
    expect(issues).toEqual([
      expect.stringContaining('system.frozenLands.range: unknown range band "far"'),
      expect.stringContaining('system.frozenLands.damageTypes[0]: unknown damage type "fire"'),
    ]);
  });

  it("rejects a duplicate _id, naming the other file", () => {
    const other = { file: `${ROOT}/frozen-lands/handaxe.yml`, data: { ...axe({ name: "Handaxe" }) } };
    expect(check(folderFile, axeFile(axe()), other)).toEqual([
      `${ROOT}/frozen-lands/handaxe.yml: _id: duplicate _id "AxeAAAAAAAAAAAAA" (also in ${ROOT}/frozen-lands/axe.yml)`,
    ]);
  });

  it("rejects a bad _key and a malformed _id", () => {
    expect(check(folderFile, axeFile(axe({ _key: "!actors!AxeAAAAAAAAAAAAA" })))).toEqual([
      `${ROOT}/frozen-lands/axe.yml: _key: expected "!items!AxeAAAAAAAAAAAAA", got "!actors!AxeAAAAAAAAAAAAA"`,
    ]);
    const issues = check(folderFile, axeFile(axe({ _id: "short", _key: "!items!short" })));
    expect(issues).toEqual([`${ROOT}/frozen-lands/axe.yml: _id: expected a 16-character alphanumeric id, got string "short"`]);
  });

  it("rejects unknown fields, missing ruleset blocks, wrong item types and dangling folders", () => {
    expect(check(folderFile, axeFile(axe({ sytem: {} })))).toEqual([expect.stringContaining("axe.yml: sytem: unknown field")]);
    const noBlock = axe();
    noBlock.system = { ...noBlock.system, ruleset: "tactica" };
    expect(check(folderFile, axeFile(noBlock))).toEqual([
      expect.stringContaining('system.tactica: missing: a weapon from ruleset "tactica" needs its tactica stat block'),
    ]);
    expect(check(folderFile, axeFile(axe({ type: "poison" })))).toEqual([
      expect.stringContaining('type: item type "poison" does not belong in pack "weapons"'),
    ]);
    expect(check(axeFile(axe()))).toEqual([expect.stringContaining('folder: no folder with _id "FolderAAAAAAAAAA"')]);
  });

  it("rejects a file that is not where extraction would write it", () => {
    expect(check(folderFile, { file: `${ROOT}/frozen-lands/battle-axe.yml`, data: axe() })).toEqual([
      `${ROOT}/frozen-lands/battle-axe.yml: file should be at ${ROOT}/frozen-lands/axe.yml (its folder and name decide the path)`,
    ]);
  });

  it("checks poisons against the poison schema", () => {
    const base = {
      _id: "PoisonAAAAAAAAAA",
      name: "Snake Venom",
      type: "poison",
      img: "icons/svg/poison.svg",
      system: {
        ruleset: "six-seconds",
        description: "",
        category: "poison",
        transmission: { routes: ["injury"], text: "Injury" },
        secondaryTransmission: "none",
        fortDc: { min: 6, max: 6 },
        diagnosisDc: { value: 4 },
        checkRate: { count: 1, per: "round" },
        symptoms: "1 cumulative wound",
        woundSymptoms: true,
      },
      effects: [],
      folder: null,
      sort: 0,
      flags: {},
      _key: "!items!PoisonAAAAAAAAAA",
    };
    const file = "packs/_source/poisons/snake-venom.yml";
    expect(validatePackSources([{ file, data: base }], poisons, "packs/_source/poisons")).toEqual([]);
    const bad = structuredClone(base);
    bad.system.fortDc = { min: 7, max: 6 };
    bad.system.checkRate = { count: 1, per: "week" };
    bad.system.transmission.routes = [];
    expect(validatePackSources([{ file, data: bad }], poisons).map(formatIssue)).toEqual([
      `${file}: system.transmission.routes: needs at least 1 entry`,
      `${file}: system.checkRate.per: unknown check-rate unit "week" (one of: second, round, hour, day, drink)`,
      `${file}: system.fortDc: min 7 is above max 6`,
    ]);
  });

  it("reports a non-mapping file instead of crashing", () => {
    expect(check({ file: `${ROOT}/x.yml`, data: ["a"] })).toEqual([`${ROOT}/x.yml: expected a document (a YAML mapping), got an array`]);
  });
});

describe("validateValue properties", () => {
  const block = fc.record({
    category: fc.constantFrom("melee", "ranged"),
    bonus: fc.nat(5),
    damage: fc.nat(5),
    range: fc.constantFrom(...RANGE_BANDS),
    damageTypes: fc.uniqueArray(fc.constantFrom(...DAMAGE_TYPES), { minLength: 1 }),
    features: fc.uniqueArray(fc.constantFrom(...FEATURES)),
  });

  it("accepts every frozen-lands block built from the choice lists", () => {
    fc.assert(fc.property(block, (b) => validateValue(FROZEN_LANDS_WEAPON_SPEC, b, "b").length === 0));
  });

  it("rejects any feature outside FEATURES at its index", () => {
    const notAFeature = fc.string().filter((s) => !(FEATURES as readonly string[]).includes(s));
    fc.assert(
      fc.property(block, notAFeature, fc.nat(), (b, bad, at) => {
        const features: string[] = [...b.features];
        const index = at % (features.length + 1);
        features.splice(index, 0, bad);
        const issues = validateValue(FROZEN_LANDS_WEAPON_SPEC, { ...b, features }, "b");
        return issues.length === 1 && issues[0]!.path === `b.features[${index}]` && issues[0]!.message.startsWith(`unknown feature ${JSON.stringify(bad)}`);
      }),
    );
  });
});

describe("schema helpers", () => {
  it("lists the html fields for system.json htmlFields", () => {
    expect(htmlFieldPaths(WEAPON_SYSTEM_SPEC)).toEqual(["description"]);
  });

  it("slugifies names into file names and refuses names without letters or digits", () => {
    expect(slugify("Knife/Dagger")).toBe("knife-dagger");
    expect(slugify("Radiation (Extreme)")).toBe("radiation-extreme");
    expect(() => slugify("???")).toThrow(RangeError);
  });

  it("derives nested folder paths and detects unknown folders", () => {
    const folders = new Map([
      ["A", { name: "Frozen Lands", folder: null }],
      ["B", { name: "Melee", folder: "A" }],
    ]);
    expect(sourcePathFor({ name: "Two-Handed Sword", folder: "B" }, false, folders)).toBe("frozen-lands/melee/two-handed-sword.yml");
    expect(sourcePathFor({ name: "Melee", folder: "A" }, true, folders)).toBe("frozen-lands/melee/_folder.yml");
    expect(() => sourcePathFor({ name: "X", folder: "Z" }, false, folders)).toThrow(/unknown folder Z/);
  });
});

describe("source shape of Foundry-saved documents", () => {
  it("drops unknown keys and null optional stats, keeps required nulls' neighbours and order", () => {
    const saved = {
      ruleset: "six-seconds",
      description: "",
      equipped: true,
      sixSeconds: { itemClass: "metal", target: 5, toughness: null, damageDie: "d8", rangeIncrement: null, reload: false, damageTypes: [] },
      frozenLands: null,
      factions: null,
      tactica: null,
    };
    expect(toSourceShape(WEAPON, saved)).toEqual({
      ruleset: "six-seconds",
      description: "",
      sixSeconds: { itemClass: "metal", target: 5, damageDie: "d8", reload: false, damageTypes: [] },
    });
    expect(Object.keys(toSourceShape(WEAPON, saved) as object)).toEqual(["ruleset", "description", "sixSeconds"]);
  });

  it("strips volatile stats and default ownership from a whole document, leaving other documents' data alone", () => {
    const doc = normaliseExtracted({
      type: "weapon",
      system: { ruleset: "tactica", description: "", tactica: { reach: true, natural: false, weightClass: null } },
      ownership: { default: 0 },
      _stats: { coreVersion: "13.351", systemId: "fray", modifiedTime: 5, lastModifiedBy: "x" },
    });
    expect(doc).toEqual({
      type: "weapon",
      system: { ruleset: "tactica", description: "", tactica: { reach: true, natural: false } },
      _stats: { coreVersion: "13.351", systemId: "fray" },
    });
    expect(normaliseExtracted({ type: "Item", ownership: { default: 2 }, name: "F" })).toEqual({ type: "Item", ownership: { default: 2 }, name: "F" });
  });
});
