/**
 * Issue 27 (1): a character created empty (Create Actor: a name and a type, nothing else) through the double's
 * document pipeline is valid in every ruleset and carries the skill list its rules look up by name, each on an
 * ability/attribute the sheet offers as a select. Failed first: no skills at all, and a frozen-lands character
 * "Broken" (Stamina 0) from the start.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../double/index";
import { SIX_SECONDS_ABILITIES } from "../../module/rulesets/six-seconds/actor";
import { FROZEN_LANDS_ATTRIBUTES } from "../../module/rulesets/frozen-lands/actor";
import { RULESETS } from "../../module/schema/choices";

let fresh: (o?: DoubleOptions) => DoubleHandle;
let fray: Fray;
beforeAll(async () => {
  ({ fresh, fray } = await frayOnDouble());
});

type Stats = { sixSeconds: { skills: { name: string; ability: string }[] }; frozenLands: { skills: { name: string; attribute: string }[] } };
type Derived = { frozenLands: { broken: boolean; staminaMax: number }; sixSeconds: { skills: { name: string }[] } };

async function empty(type: "character" | "npc") {
  const actor = await fray.FrayActor.create({ name: "New", type } as never);
  if (!actor) throw new Error("not created");
  return actor.system as unknown as { stats: Stats; derived: Derived };
}

// The names the adapters look up (six-seconds attack.ts, defence.ts, entrant.ts, collision/expel/dying/condition
// actions, combo.ts; frozen-lands attack.ts, defence.ts, dual-wield.ts, move-actions.ts), lower-cased as they compare.
const SIX_NAMES = ["weapon skill", "ranged skill", "magic skill", "reflex", "shield use", "fortitude", "medicine", "faith", "athletics", "acrobatics", "wrestle", "stealth"];
const FROZEN_NAMES = ["melee", "marksmanship", "mobility", "athletics"];

describe("an empty character is ready to play in every ruleset", () => {
  for (const type of ["character", "npc"] as const) {
    it(`${type}: six-seconds skills by the names the rules look for, each on an ability`, async () => {
      fresh();
      const { stats } = await empty(type);
      const names = stats.sixSeconds.skills.map((s) => s.name.trim().toLowerCase());
      for (const n of SIX_NAMES) expect(names, n).toContain(n);
      for (const s of stats.sixSeconds.skills) expect(SIX_SECONDS_ABILITIES, s.name).toContain(s.ability);
      // The text names one: initiative is a Reflex check + Dexterity.
      expect(stats.sixSeconds.skills.find((s) => s.name === "Reflex")?.ability).toBe("dexterity");
    });

    it(`${type}: frozen-lands skills by the names the rules look for, each on an attribute; not Broken`, async () => {
      fresh();
      await game.settings.set("fray", "ruleset", "frozen-lands");
      const { stats, derived } = await empty(type);
      const names = stats.frozenLands.skills.map((s) => s.name.trim().toLowerCase());
      for (const n of FROZEN_NAMES) expect(names, n).toContain(n);
      for (const s of stats.frozenLands.skills) expect(FROZEN_LANDS_ATTRIBUTES, s.name).toContain(s.attribute);
      expect(stats.frozenLands.skills.find((s) => s.name === "Marksmanship")?.attribute).toBe("agility");
      expect(derived.frozenLands.broken).toBe(false);
      expect(derived.frozenLands.staminaMax).toBeGreaterThan(0);
    });
  }

  it("every ruleset: the empty actor's data validates and prepares without a repair", async () => {
    for (const ruleset of RULESETS) {
      fresh();
      await game.settings.set("fray", "ruleset", ruleset);
      const { derived } = await empty("character");
      expect(derived, ruleset).toBeTruthy();
    }
  });

  it("an actor created with its own skills keeps them (a compendium creature is not given the defaults)", async () => {
    fresh();
    const actor = await fray.FrayActor.create({ name: "Troll", type: "npc", system: { frozenLands: { skills: [{ name: "Melee", attribute: "body", rank: 4 }] } } } as never);
    const stats = (actor!.system as unknown as { stats: Stats }).stats;
    expect(stats.frozenLands.skills).toEqual([{ name: "Melee", attribute: "body", rank: 4 }]);
  });
});
