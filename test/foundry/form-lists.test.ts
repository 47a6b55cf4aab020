/**
 * What a partial migrate (migrateData on an update's changes, foundryvtt/foundryvtt#14482) does with the lists a
 * sheet form can post (foundry-traps.md #5, #6; audit foundry-runtime rows 4 and 5):
 *  - same-named checkboxes post one entry per box, null for an unticked one (foundryvtt/foundryvtt#7819): a null or
 *    unknown entry in a list of choices is dropped, never turned into the first choice;
 *  - rows posted as `{"0": {name, rank}}` are repaired key by key: no default is filled into a row.
 */
import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";
import { repairPresent } from "../../module/data/shared/repair-present";

describe("lists of choices", () => {
  it("a weapon's features posted as [null, 'heavy', null …] keep 'heavy' alone", () => {
    const changes: Record<string, unknown> = { frozenLands: { features: [null, "heavy", null, null, null, null], damageTypes: [null, null, "slashing"] } };
    const issues = repairPresent(ITEM_SPECS.weapon, changes);
    expect(changes).toEqual({ frozenLands: { features: ["heavy"], damageTypes: ["slashing"] } });
    expect(issues.map((i) => i.path)).toEqual(["frozenLands.features.0", "frozenLands.features.2", "frozenLands.features.3", "frozenLands.features.4", "frozenLands.features.5", "frozenLands.damageTypes.0", "frozenLands.damageTypes.1"]);
  });

  it("a poison's transmission routes with nothing ticked become an empty list", () => {
    const changes: Record<string, unknown> = { transmission: { routes: [null, null, null, null, null, null, null] } };
    repairPresent(ITEM_SPECS.poison, changes);
    expect(changes).toEqual({ transmission: { routes: [] } });
  });

  it("a whole load drops an unknown choice from a list too, naming it", () => {
    const { value, issues } = normalise(ITEM_SPECS.weapon, { sixSeconds: { damageDie: "d8", damageTypes: ["spiky", "piercing"] } });
    expect((value as { sixSeconds: { damageTypes: string[] } }).sixSeconds.damageTypes).toEqual(["piercing"]);
    expect(issues.find((i) => i.path === "sixSeconds.damageTypes.0")?.problem).toMatch(/unknown value "spiky".*dropped/);
  });
});

describe("rows of a list", () => {
  it("rows posted by index are repaired key by key, never filled with defaults", () => {
    const changes: Record<string, unknown> = { sixSeconds: { skills: { "0": { name: "Reflex", rank: 3 }, "1": { rank: 99 } } } };
    repairPresent(ACTOR_SYSTEM, changes);
    expect(changes).toEqual({ sixSeconds: { skills: { "0": { name: "Reflex", rank: 3 }, "1": { rank: 20 } } } });
  });

  it("a whole list of rows is repaired row by row, missing keys left missing", () => {
    const changes: Record<string, unknown> = { frozenLands: { skills: [{ name: "Melee", rank: "3" }] } };
    repairPresent(ACTOR_SYSTEM, changes);
    expect(changes).toEqual({ frozenLands: { skills: [{ name: "Melee", rank: 3 }] } });
  });
});
