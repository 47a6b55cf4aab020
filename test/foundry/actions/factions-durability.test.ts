/**
 * factions gear durability after a fight, from the sheet action's request to the items it marks damaged: a used
 * sword rolls its d6 and a used shield a d6, each damaged on a 1; an unused piece does not roll; broken gear is
 * not offered; an already damaged piece stays damaged without a new write.
 */
import { describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { durabilityAction, durabilityCandidates, durabilityDialog, factionsDurabilityRequest } from "../../../module/rulesets/factions/gear-actions";
import type { SheetActionItem } from "../../../module/rulesets/adapter";

const items: SheetActionItem[] = [
  { id: "sword0000000000a", name: "Sword", type: "weapon", system: { factions: { attack: "melee", damageDie: "d6", damaged: false, broken: false } } },
  { id: "bow0000000000000", name: "Bow", type: "weapon", system: { factions: { attack: "ranged", damageDie: "d8", damaged: true, broken: false } } },
  { id: "shield0000000000", name: "Shield", type: "armour", system: { shield: true, factions: { armour: 1, damaged: false, broken: false } } as unknown as SheetActionItem["system"] },
  { id: "axe0000000000000", name: "Broken axe", type: "weapon", system: { factions: { attack: "melee", damageDie: "d8", broken: true } } },
  { id: "cond000000000000", name: "Bleeding", type: "condition", system: {} },
  { id: "ss00000000000000", name: "Arming sword", type: "weapon", system: { factions: null } },
];

describe("gear durability after a fight", () => {
  it("offers the sound and damaged weapons and armour, not broken gear; one yes/no per piece", () => {
    const pieces = durabilityCandidates(items);
    expect(pieces.map((p) => [p.name, p.gear.kind, p.gear.damageDie ?? null])).toEqual([
      ["Sword", "weapon", 6],
      ["Bow", "weapon", 8],
      ["Shield", "shield", null],
    ]);
    expect(durabilityDialog(pieces).fields.map((f) => f.name)).toEqual(["used-sword0000000000a", "used-bow0000000000000", "used-shield0000000000"]);
  });

  it("the sword's d6 shows 1 (damaged), the shield's d6 shows 4 (sound), the bow was not used: only the sword is written", () => {
    const req = factionsDurabilityRequest("Theobald", durabilityCandidates(items), { "used-sword0000000000a": "yes", "used-bow0000000000000": "no", "used-shield0000000000": "yes" });
    expect(durabilityAction.dice(req)).toEqual([{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }, { count: 1, sides: 6, purpose: "FRAY.Roll.Die" }]);
    const out = resolveAction(durabilityAction, req, [1, 4]);
    expect(out.items).toEqual([{ id: "sword0000000000a", update: { "system.factions.damaged": true } }]);
    expect(out.card.details.map((d) => d.label)).toEqual(["FRAY.Factions.Durability.Damaged", "FRAY.Factions.Durability.Unused", "FRAY.Factions.Durability.Sound"]);
    expect(out.card.outcome).toMatchObject({ data: { count: 1 }, success: false });
  });

  it("an already damaged bow rolling 1 stays damaged with no new write; a bad dialog value is refused naming the field", () => {
    const req = factionsDurabilityRequest("Theobald", durabilityCandidates(items), { "used-sword0000000000a": "no", "used-bow0000000000000": "yes", "used-shield0000000000": "no" });
    expect(resolveAction(durabilityAction, req, [1]).items).toEqual([]);
    expect(() => factionsDurabilityRequest("Theobald", durabilityCandidates(items), { "used-sword0000000000a": "maybe" })).toThrow(/used-sword0000000000a/);
  });

  it("with no gear to roll the sheet says so before any dialog", async () => {
    const ctx = { name: "Theobald", items: [items[4]!], askFields: async () => ({}) } as unknown as Parameters<typeof durabilityAction.prepare>[0];
    await expect(durabilityAction.prepare(ctx)).rejects.toThrow(/no weapon or armour/);
  });
});
