/**
 * factions gear wear stored on weapon and armour items: damaged, broken (and improvised weapons), false for every
 * item stored before the fields existed; shown on the item sheet and the items tab; a broken weapon read from its
 * item cannot attack.
 */
import { describe, expect, it } from "vitest";
import { itemSheetContext, itemSummary } from "../../module/applications/sheets/context";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";
import { RulesError } from "../../module/engine/errors";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { blankSystem } from "./exchange/people";

const OLD_SWORD = { ruleset: "factions", description: "", factions: { attack: "melee", damageDie: "d6", blast: false, impaired: false } };
const OLD_SHIELD = { ruleset: "factions", description: "", equipped: true, shield: true, factions: { armour: 1 } };

describe("factions gear wear on items", () => {
  it("items stored before the fields stay valid: no issue, and they read as sound", () => {
    const sword = normalise(ITEM_SPECS.weapon, OLD_SWORD);
    expect(sword.issues).toEqual([]);
    expect((sword.value as { factions: Record<string, unknown> }).factions).toMatchObject({ damaged: false, broken: false, improvised: false });
    const shield = normalise(ITEM_SPECS.armour, OLD_SHIELD);
    expect(shield.issues).toEqual([]);
    expect((shield.value as { factions: Record<string, unknown> }).factions).toEqual({ armour: 1, damaged: false, broken: false });
  });

  it("a non-boolean wear value is repaired per field, naming the path", () => {
    const { issues } = normalise(ITEM_SPECS.weapon, { ...OLD_SWORD, factions: { ...OLD_SWORD.factions, damaged: "very" } });
    expect(issues.map((i) => i.path)).toEqual(["factions.damaged"]);
  });

  it("the item sheet has the fields in the factions group, and the items tab summary says Damaged / Broken", () => {
    const ctx = itemSheetContext({ name: "Sword", img: "", type: "weapon", ruleset: "factions", editable: true, system: { ...OLD_SWORD, factions: { ...OLD_SWORD.factions, damaged: true } } });
    const names = ctx.groups.find((g) => g.heading === "FRAY.Ruleset.factions")!.rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(["system.factions.damaged", "system.factions.broken", "system.factions.improvised"]));
    const summary = itemSummary({ name: "Sword", type: "weapon", system: { ...OLD_SWORD, factions: { ...OLD_SWORD.factions, damaged: true, broken: true } } }, "factions");
    expect(summary).toEqual(expect.arrayContaining([{ labelKey: "FRAY.Field.damaged" }, { labelKey: "FRAY.Field.broken" }]));
  });

  it("a broken weapon, read from its item as the sheet does, refuses to attack with its code", () => {
    const block = (normalise(ITEM_SPECS.weapon, { ...OLD_SWORD, factions: { ...OLD_SWORD.factions, broken: true } }).value as { factions: FactionsWeaponData["block"] }).factions;
    let code = "";
    try {
      factionsAttackRequest(blankSystem(), { name: "Sword", block }, null);
    } catch (e) {
      code = e instanceof RulesError ? e.code : "uncoded";
    }
    expect(code).toBe("factions.weapon-broken");
  });
});
