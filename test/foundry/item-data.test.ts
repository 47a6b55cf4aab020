import { describe, expect, it } from "vitest";
import { itemSheetContext } from "../../module/applications/sheets/context";
import { checkCombo, comboRating } from "../../module/rulesets/six-seconds/combo-check";
import { migrateItemSource } from "../../module/data/item/migrate";
import { COMBO_ITEM, ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";

describe("item data", () => {
  it("migrates a 0.0.x combo (one total rating) to a single component; idempotent", () => {
    const old: Record<string, unknown> = { ruleset: "six-seconds", rating: 3 };
    const migrated = migrateItemSource("combo", old);
    expect(migrated).toEqual({ ruleset: "six-seconds", components: [{ name: "", rating: 3 }] });
    expect(migrateItemSource("combo", structuredClone(migrated))).toEqual(migrated);
    expect(normalise(COMBO_ITEM, migrated).issues).toEqual([]);
  });

  it("combo validation through the engine: known components, count by Weapon Skill ranks, rating against the limit", () => {
    const combo = { components: [{ name: "Attack", rating: 1 }, { name: "Trip", rating: 2 }] };
    expect(comboRating(combo)).toBe(3);
    const owner = { comboLimit: 3, skills: [{ name: "Weapon Skill", rank: 1 }], techniques: [{ name: "Trip", comboRating: 2, component: true }] };
    // Attack (+1, known to all) + Trip (+2 from the technique) = 3, two components allowed by Weapon Skill 1.
    expect(checkCombo(combo, owner)).toMatchObject({ rating: 3, withinLimit: true, maxComponents: 2, problems: [] });
    const over = checkCombo({ components: [...combo.components, { name: "Feint", rating: 3 }] }, { ...owner, comboLimit: 2 });
    expect(over.withinLimit).toBe(false);
    expect(over.problems.map((p) => p.key).sort()).toEqual(["FRAY.Combo.OverLimit", "FRAY.Combo.TooManyComponents", "FRAY.Combo.UnknownComponent"]);
    expect(over.problems.find((p) => p.key === "FRAY.Combo.UnknownComponent")!.data).toEqual({ name: "Feint" });
    // Without an owner: only the stored ratings, no limit.
    expect(checkCombo(combo)).toMatchObject({ rating: 3, limit: null, problems: [] });
  });

  it("a malformed weapon is repaired per field; a weapon without stats for a ruleset keeps that block empty", () => {
    const { value, issues } = normalise(ITEM_SPECS.weapon, {
      ruleset: "factions",
      description: "<p>x</p>",
      factions: { attack: "thrown", damageDie: "d6", blast: "yes", impaired: false },
    });
    expect(issues.map((i) => i.path).sort()).toEqual(["factions.attack", "factions.blast"]);
    const v = value as Record<string, unknown>;
    expect(v["sixSeconds"]).toBeNull();
    expect((v["factions"] as Record<string, unknown>)["damageDie"]).toBe("d6");
  });

  it("the item sheet context shows a group per ruleset block and combo problems only with an owner", () => {
    const ctx = itemSheetContext({
      name: "Cut",
      img: "",
      type: "combo",
      ruleset: "six-seconds",
      editable: true,
      system: { components: [{ name: "Attack", rating: 5 }] },
    });
    expect(ctx.combo?.problems).toEqual([]);
    const owned = itemSheetContext({ name: "Cut", img: "", type: "combo", ruleset: "six-seconds", editable: true, system: { components: [{ name: "Attack", rating: 5 }] }, owner: { comboLimit: 0, skills: [], techniques: [] } });
    expect(owned.combo?.problems.map((p) => p.key)).toEqual(["FRAY.Combo.OverLimit"]);
    const weapon = itemSheetContext({ name: "Axe", img: "", type: "weapon", ruleset: "factions", editable: true, system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6", blast: false, impaired: false } } });
    expect(weapon.groups.map((g) => [g.heading, g.empty])).toEqual([
      [null, false],
      ["FRAY.Ruleset.frozen-lands", true],
      ["FRAY.Ruleset.six-seconds", true],
      ["FRAY.Ruleset.factions", false],
      ["FRAY.Ruleset.tactica", true],
    ]);
  });
});
