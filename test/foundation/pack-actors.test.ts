/**
 * The actors and armour packs against the ruleset models: the committed sources pass, every named member of the
 * texts' cast is there, and a malformed actor or armour piece is refused with the path of what is wrong.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PACKS, formatIssue, validateEntry } from "../../module/schema/index";
import { checkPack, loadPackSources } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const pack = (name: string) => PACKS.find((p) => p.name === name)!;
const sources = (name: string) => loadPackSources(root, pack(name)).files;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML, edited field by field below
const source = (name: string, file: string): any => structuredClone(sources(name).find((f) => path.basename(f.file) === file)!.data);
const paths = (data: unknown, name: string) => validateEntry(data, pack(name)).map((i) => `${i.path}: ${i.message}`);

describe("actors and armour packs", () => {
  it("pass the validator", () => {
    for (const p of PACKS.filter((p) => p.type === "Actor" || p.name === "armour")) {
      expect(checkPack(root, p).map((i) => formatIssue(i)), p.name).toEqual([]);
    }
  });

  it("hold every creature and character the texts give numbers for", () => {
    const names = (name: string) => sources(name).map((f) => (f.data as { name: string }).name).sort();
    expect(names("actors-six-seconds")).toEqual(["Bal-Ziggaroth", "Colonel Mauve", "Goblin Mook", "Jack Clancy"]);
    expect(names("actors-factions")).toEqual(["Balthasar", "Bandit", "Bandit Leader", "Sybilla", "Theobald", "Wyrm"]);
    expect(names("actors-tactica")).toEqual(["Goblin", "Goblin Mob", "Human Company", "Human Crowd", "Human Horde", "Human Mob", "Human Unit", "Roland"]);
  });

  it("enter the texts' numbers", () => {
    const mook = source("actors-six-seconds", "goblin-mook.yml");
    // Toughness 9/3 = 6 + 3 × scale 0 + Endurance 3.
    expect(mook.system.sixSeconds).toMatchObject({ scale: 0, abilities: { endurance: 3 } });
    const bandit = source("actors-factions", "bandit.yml");
    expect(bandit.system.factions).toMatchObject({ agi: 8, health: { value: 8, max: 8 } });
    expect(bandit.items.map((i: { name: string }) => i.name)).toEqual(["Axe", "Bow"]);
    const roland = source("actors-tactica", "roland.yml");
    // The shield's Block 2 is the item's alone: no standing pool carries it too.
    expect(roland.system.tactica).toMatchObject({ heroic: true, defences: { dodge: 4, block: 4 }, pools: { block: { dice: 0, shield: 0 } } });
    expect(roland.items[0]).toMatchObject({ type: "armour", system: { shield: true, tactica: { block: 2 } } });
    // Theobald's armour value 2 is his two pieces' (1 each), not typed on him as well.
    const theobald = source("actors-factions", "theobald.yml");
    expect(theobald.system.factions.armour).toBe(0);
    const pieces = theobald.items.filter((i: { type: string }) => i.type === "armour");
    expect(pieces.map((i: { system: { factions: { armour: number } } }) => i.system.factions.armour)).toEqual([1, 1]);
  });

  it("refuse a malformed actor, naming each bad field", () => {
    const mook = source("actors-six-seconds", "goblin-mook.yml");
    mook.system.sixSeconds.abilities.endurance = "tough";
    mook.system.sixSeconds.scale = 11;
    mook.system.sixSeconds.stamina = 3;
    expect(paths(mook, "actors-six-seconds")).toEqual([
      'system.sixSeconds.abilities.endurance: expected a number, got string "tough"',
      "system.sixSeconds.scale: must be at most 10, got 11",
      expect.stringMatching(/^system\.sixSeconds\.stamina: unknown field/),
    ]);
    const typo = source("actors-six-seconds", "goblin-mook.yml");
    typo.type = "monster";
    expect(paths(typo, "actors-six-seconds")).toContainEqual(expect.stringMatching(/^type: unknown actor type "monster"/));
  });

  it("refuse an actor without its pack's ruleset block, and bad embedded items", () => {
    const bandit = source("actors-factions", "bandit.yml");
    delete bandit.system.factions;
    bandit.items[0].system.factions.damageDie = "d7";
    bandit.items[1]._key = "!items!" + bandit.items[1]._id;
    bandit.items.push({ ...bandit.items[0], type: "poison" });
    const issues = paths(bandit, "actors-factions");
    expect(issues).toContain("system.factions: missing: an actor in a factions pack needs its factions stat block");
    expect(issues).toContainEqual(expect.stringMatching(/^items\[0\]\.system\.factions\.damageDie: unknown damage die "d7"/));
    expect(issues).toContain(`items[1]._key: expected "!actors.items!${bandit._id}.${bandit.items[1]._id}", got "!items!${bandit.items[1]._id}"`);
    expect(issues).toContainEqual(expect.stringMatching(/^items\[2\]\._id: duplicate _id/));
    expect(issues).toContainEqual(expect.stringMatching(/^items\[2\]\.type: item type "poison" does not belong in pack "actors-factions"/));
  });

  it("refuse malformed armour", () => {
    const shield = source("armour", "medium-shield.yml");
    shield.system.tactica.block = 11;
    shield.system.tactica.rank = 1;
    expect(paths(shield, "armour")).toEqual(["system.tactica.block: must be at most 10, got 11", expect.stringMatching(/^system\.tactica\.rank: unknown field/)]);
    delete shield.system.tactica;
    expect(paths(shield, "armour")).toEqual(['system.tactica: missing: armour from ruleset "tactica" needs its tactica block']);
  });
});
