import { describe, expect, it } from "vitest";
import { DEFEATED_STATUS, statusEffectsFor } from "../../module/canvas/statuses";
import { RULESET_BARS, prepareBars } from "../../module/canvas/trackable";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { RULESETS } from "../../module/schema/choices";

describe("status effects per ruleset", () => {
  it("stable, unique ids and 16-character _ids, core svg icons, the defeated status among them", () => {
    const all = RULESETS.flatMap((r) => statusEffectsFor(r));
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(new Set(all.map((s) => s._id)).size).toBe(all.length);
    for (const s of all) {
      expect(s._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(s.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
    for (const r of RULESETS) expect(statusEffectsFor(r).map((s) => s.id)).toContain(DEFEATED_STATUS[r]);
    // Same input, same ids: effects keep their identity across reloads.
    expect(statusEffectsFor("tactica")).toEqual(statusEffectsFor("tactica"));
    expect(statusEffectsFor("six-seconds").map((s) => s.id)).toContain("six-seconds.staggered");
  });
});

describe("token bars", () => {
  it("every trackable path exists on prepared system data; bars are {value, max} from the engine", () => {
    const s = initialOf(ACTOR_SYSTEM);
    s.sixSeconds.abilities.endurance = 3;
    s.sixSeconds.wounds = 2;
    s.frozenLands.attributes.body = 3;
    s.frozenLands.stamina = { value: 20, classBase: 8 };
    const d = prepareActorDerived(s);
    const prepared = { ...s, bars: prepareBars(s, d) };
    const get = (path: string) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], prepared);
    for (const r of RULESETS) {
      for (const path of RULESET_BARS[r].bar) expect(get(path)).toEqual({ value: expect.any(Number), max: expect.any(Number) });
      for (const path of RULESET_BARS[r].value) expect(typeof get(path)).toBe("number");
    }
    expect(prepared.bars["toughness"]).toEqual({ value: 7, max: 9 });
    // Stamina above the maximum shows as full, not over.
    expect(prepared.bars["stamina"]).toEqual({ value: 11, max: 11 });
  });
});

describe("token-bar edits write the stored field behind the bar", () => {
  it("Toughness −2 adds two wounds; Will +1 removes a penalty; Stamina and health set directly; ranks lost", async () => {
    const { barUpdate } = await import("../../module/canvas/trackable");
    const s = initialOf(ACTOR_SYSTEM);
    s.sixSeconds.abilities.endurance = 3;
    s.sixSeconds.abilities.spirit = 3;
    s.sixSeconds.moralePenalties = 2;
    s.factions.health = { value: 6, max: 8 };
    s.tactica.physical.rank = 4;
    const d = prepareActorDerived(s);
    expect(barUpdate("toughness", 7, s, d)).toEqual({ "system.sixSeconds.wounds": 2 });
    expect(barUpdate("will", 8, s, d)).toEqual({ "system.sixSeconds.moralePenalties": 1 });
    expect(barUpdate("health", 99, s, d)).toEqual({ "system.factions.health.value": 8 });
    expect(barUpdate("physical", 1, s, d)).toEqual({ "system.tactica.physical.lost": 3 });
    expect(barUpdate("nonsense", 1, s, d)).toBeNull();
  });
});
