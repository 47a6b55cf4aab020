/** The General Injury Table, cell by cell, as printed in the text (rows 1–6 and 7+). */
import { describe, expect, it } from "vitest";
import { INJURY_TABLES, readInjuryEffect } from "../../../module/engine/rulesets/tactica/injuries/tables";
import type { Location } from "../../../module/engine/rulesets/tactica/injuries/locations";

// [effects offered, dice off] per row, transcribed from the text ("Sever/Main" on Arms is read as Sever/Maim).
type Cell = [string[], number];
const TEXT: Record<string, Cell[]> = {
  head: [[["stun"], 0], [["unconscious"], 2], [["sight", "sound"], 0], [["fracture"], 0], [["balance"], 0], [["bleeder"], 0], [["kill"], 0]],
  neck: [[["bleeder"], 2], [["bleeder"], 2], [["flesh-wound"], 0], [["flesh-wound"], 0], [["paralysis"], 0], [["paralysis"], 0], [["kill"], 0]],
  chest: [[["stun"], 0], [["wind"], 0], [["bleeder"], 0], [["flesh-wound"], 0], [["fracture"], 0], [["puncture"], 0], [["kill"], 0]],
  legs: [[["bleeder"], 0], [["balance"], 0], [["fracture"], 0], [["broken"], 0], [["foot"], 0], [["broken"], 0], [["sever", "maim"], 0]],
  arms: [[["bleeder"], 0], [["flesh-wound"], 0], [["bleeder"], 0], [["hand"], 0], [["fracture"], 0], [["broken"], 0], [["sever", "maim"], 0]],
  groin: [[["bleeder"], 2], [["bleeder"], 2], [["flesh-wound"], 0], [["flesh-wound"], 0], [["maim"], 0], [["maim"], 0], [["kill"], 0]],
};
const WHERE: Record<Location, keyof typeof TEXT> = {
  head: "head", neck: "neck", chest: "chest", "left-arm": "arms", "right-arm": "arms", groin: "groin", "left-leg": "legs", "right-leg": "legs",
};

describe("General Injury Table against the text", () => {
  for (const [location, table] of Object.entries(WHERE) as [Location, keyof typeof TEXT][]) {
    it(`${location}: every row matches (${table})`, () => {
      const rows = INJURY_TABLES[location];
      expect(rows).toHaveLength(7);
      TEXT[table]!.forEach(([effects, diceOff], i) => {
        expect(rows[i]!.effects).toEqual(effects);
        expect(rows[i]!.diceOff).toBe(diceOff);
      });
    });
  }

  it("a Killing Blow's +1 moves each die one row down, and 6 + 1 reads the 7+ row", () => {
    for (const location of Object.keys(WHERE) as Location[]) {
      for (let die = 1; die <= 6; die++) {
        expect(readInjuryEffect(location, die, 1).row).toBe(die + 1);
        expect(readInjuryEffect(location, die, 1).effect).toBe(INJURY_TABLES[location][die]!.effects[0]);
      }
    }
  });
});
