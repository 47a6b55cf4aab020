/**
 * Issue 17, finding 5: the pack validator and the item data models agree. Every entry the validator
 * accepts loads into the data model without a single repair (a silent repair would change a pack entry on
 * import without anyone noticing).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";
import { SYSTEM_SPECS } from "../../module/schema/document";
import { PACKS } from "../../module/schema/index";
import { validateEntry } from "../../module/schema/validate";
import { fuzzRuns, fuzzSeed, nearPack } from "./arbitraries";

describe("pack validator and data models agree", () => {
  for (const [type, spec] of Object.entries(SYSTEM_SPECS)) {
    it(`${type}: accepted by the validator ⇒ loaded without repair`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(nearPack(spec), (system) => {
          const pack = PACKS.find((p) => (p.itemTypes as readonly string[]).includes(type))!;
          const entry = { _id: "abcdefghijklmnop", _key: "!items!abcdefghijklmnop", name: "x", type, img: "icons/svg/sword.svg", system, effects: [], folder: null, sort: 0, flags: {} };
          if (validateEntry(entry, pack).length) return;
          accepted++;
          expect(normalise(ITEM_SPECS[type as keyof typeof ITEM_SPECS], system).issues).toEqual([]);
        }),
        { seed: fuzzSeed(), numRuns: fuzzRuns(2000) },
      );
      // The property is only worth something if valid entries are actually generated.
      expect(accepted).toBeGreaterThan(0);
    });
  }
});
