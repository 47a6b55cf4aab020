/**
 * The roll-tables compendium: its committed sources are exactly what module/packs builds from the engine's table
 * data (so the pack cannot drift from the rules the engine applies), every row agrees with the engine's own lookups,
 * and a malformed RollTable source is refused with a message naming what is wrong.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { confusionEntry } from "../../module/engine/rulesets/six-seconds/confusion";
import { readLocation } from "../../module/engine/rulesets/tactica/injuries/locations";
import { readInjuryEffect } from "../../module/engine/rulesets/tactica/injuries/tables";
import { rollTableSourceDocuments } from "../../module/packs/roll-table-sources";
import { ROLL_TABLES, rollTableUuid, type RollTableKey } from "../../module/rulesets/roll-table-registry";
import { TACTICA_INJURY_TABLE_BY_LOCATION } from "../../module/rulesets/tactica/roll-tables";
import { formatIssue, PACKS, validateEntry } from "../../module/schema/index";
import { checkPack, loadPackSources } from "../../scripts/lib/packs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const pack = PACKS.find((p) => p.name === "roll-tables")!;

interface Result {
  name: string;
  range: [number, number];
  flags: { fray: { location?: string; effects?: string[]; diceOff?: number; confusion?: string; injury?: string } };
}
interface Table {
  _id: string;
  name: string;
  formula: string;
  results: Result[];
}

function committed(): Record<string, unknown>[] {
  return loadPackSources(root, pack).files.map((f) => f.data as Record<string, unknown>);
}
function table(key: RollTableKey): Table {
  return committed().find((d) => d._id === ROLL_TABLES[key].id) as unknown as Table;
}
function draw(t: Table, total: number): Result | undefined {
  return t.results.find((r) => total >= r.range[0] && total <= r.range[1]);
}

describe("roll-tables pack", () => {
  it("validates clean and holds exactly the documents module/packs builds from the engine", () => {
    expect(checkPack(root, pack).map(formatIssue)).toEqual([]);
    const byId = (docs: Record<string, unknown>[]) => new Map(docs.map((d) => [d._id as string, d]));
    const ours = byId(rollTableSourceDocuments());
    const theirs = byId(committed());
    expect([...theirs.keys()].sort()).toEqual([...ours.keys()].sort());
    for (const [id, doc] of ours) expect(theirs.get(id), id).toEqual(doc);
  });

  it("names each table once, with stable compendium ids", () => {
    const names = Object.values(ROLL_TABLES).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(rollTableUuid("tacticaHitLocation")).toBe(`Compendium.fray.roll-tables.RollTable.${ROLL_TABLES.tacticaHitLocation.id}`);
  });

  it("hit location: each face reads as the engine reads four of that face", () => {
    const t = table("tacticaHitLocation");
    for (let face = 1; face <= 6; face++) expect(draw(t, face)!.flags.fray.location).toBe(readLocation([face, face, face, face]).rolled);
    // The text's one fixed entry: 4 = Right Arm.
    expect(draw(t, 4)!.name).toBe("Right Arm");
  });

  it("the six injury tables give the engine's effect and dice-off for every d6 face, with and without the +1", () => {
    for (const [location, key] of Object.entries(TACTICA_INJURY_TABLE_BY_LOCATION)) {
      const t = table(key);
      for (let die = 1; die <= 6; die++) {
        for (const bonus of [0, 1]) {
          const engine = readInjuryEffect(location as keyof typeof TACTICA_INJURY_TABLE_BY_LOCATION, die, bonus);
          const row = draw(t, die + bonus)!;
          expect(row.flags.fray.effects, `${location} ${die}+${bonus}`).toEqual([engine.effect, ...engine.alternatives]);
          expect(row.flags.fray.diceOff).toBe(engine.diceOff);
        }
      }
    }
    // As the text prints them: Neck 1-2 Bleeder −2d, Legs 7+ Sever/Maim, Head 3 Sight or Sound.
    expect(table("tacticaNeckInjuries").results[0]).toMatchObject({ name: "Bleeder −2d", range: [1, 2] });
    expect(draw(table("tacticaLegInjuries"), 7)!.name).toBe("Sever or Maim");
    expect(draw(table("tacticaHeadInjuries"), 3)!.name).toBe("Sight or Sound");
  });

  it("confusion: every d20 total gives the engine's row (16 and 17 read as 18)", () => {
    const t = table("sixSecondsConfusion");
    expect(t.formula).toBe("1d20");
    for (let d20 = 1; d20 <= 20; d20++) expect(draw(t, d20)!.flags.fray.confusion, String(d20)).toBe(confusionEntry(d20).effect);
    expect(draw(t, 16)).toBe(draw(t, 18));
  });
});

describe("the validator refuses a malformed RollTable, naming what is wrong", () => {
  const good = () => structuredClone(rollTableSourceDocuments().find((d) => d._id === ROLL_TABLES.tacticaHitLocation.id)!) as unknown as Table & Record<string, unknown>;

  it("accepts the good table", () => {
    expect(validateEntry(good(), pack)).toEqual([]);
  });

  it("overlapping rows, a gap, a reversed range and a bad formula", () => {
    const overlap = good();
    overlap.results[1]!.range = [1, 2];
    expect(validateEntry(overlap, pack)).toContainEqual({ path: "results[1].range", message: "1–2 overlaps results[0] (1–1)" });
    const gap = good();
    gap.results.splice(2, 1);
    expect(validateEntry(gap, pack)).toEqual([{ path: "results", message: "no row covers 3 of 1d6" }]);
    const reversed = good();
    reversed.results[0]!.range = [2, 1];
    expect(validateEntry(reversed, pack)).toContainEqual({ path: "results[0].range", message: "low 2 is above high 1" });
    const formula = good();
    formula.formula = "d6+";
    expect(validateEntry(formula, pack)).toEqual([{ path: "formula", message: 'expected a dice formula such as "1d6" or "1d20", got string "d6+"' }]);
  });

  it("keys that do not match, a missing description, an item key, an unknown result type", () => {
    const key = good();
    (key.results[0] as unknown as Record<string, unknown>)._key = "!tables.results!other.x";
    expect(validateEntry(key, pack)[0]!).toMatchObject({ path: "results[0]._key", message: expect.stringMatching(/^expected "!tables\.results!5sMrYsSqqinZsR3y\./) });
    const missing = good();
    delete (missing.results[2] as unknown as Record<string, unknown>).description;
    expect(validateEntry(missing, pack)).toEqual([{ path: "results[2].description", message: "missing required field" }]);
    const item = good();
    item._key = `!items!${item._id}`;
    expect(validateEntry(item, pack)).toEqual([{ path: "_key", message: `expected "!tables!${item._id}", got "!items!${item._id}"` }]);
    const type = good();
    (type.results[0] as unknown as Record<string, unknown>).type = "pack";
    expect(validateEntry(type, pack)).toEqual([{ path: "results[0].type", message: 'unknown table result type "pack" (one of: text)' }]);
    const none = good();
    none.results = [];
    expect(validateEntry(none, pack)).toContainEqual({ path: "results", message: "needs at least 1 entry" });
  });

  it("an Item folder in the RollTable pack", () => {
    const folder = rollTableSourceDocuments().find((d) => d._key === "!folders!6N9wDYQj0vSUtyQa")!;
    expect(validateEntry({ ...folder, type: "Item" }, pack)).toEqual([{ path: "type", message: 'a folder in pack "roll-tables" holds RollTable documents, got "Item"' }]);
  });
});
