import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { damageApplication } from "../../module/chat/apply-damage";
import { RULE_OPTION_SETTINGS, ruleOptionLabel, ruleOptionSettingKey, rulesOptionsFrom } from "../../module/rules-options";

const lang = JSON.parse(readFileSync(join(import.meta.dirname, "../../lang/en.json"), "utf8"));
const has = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang) !== undefined;

describe("world rules options", () => {
  it("nothing stored: the engine defaults (reaching Toughness starts dying, heavy-hit incapacitation, crossover every 2nd)", () => {
    const { options, problems } = rulesOptionsFrom(() => undefined);
    expect(problems).toEqual([]);
    expect(options).toEqual({
      sixSeconds: { dyingThreshold: "meets", dyingCheck: "death-section", flatFooted: "no-defence" },
      frozenLands: { overflowWounds: false },
      factions: { incapacitation: "heavy-hit", deadAtZero: false, impaired: "keep-lower" },
      tactica: { crossoverEvery: 2, massiveOutcome: "kia", blockRule: "pool-compare", neckAndGroin: true, maxAttackersPerTarget: null, advantageDice: { minor: 1, major: 2 }, chariotTemplateSquares: null },
    });
  });

  it("stored choices become engine options of the right type", () => {
    const stored: Record<string, string> = { "sixSeconds.dyingThreshold": "exceeds", "factions.deadAtZero": "true", "tactica.crossoverEvery": "3" };
    const { options } = rulesOptionsFrom((key) => stored[key]);
    expect(options.sixSeconds.dyingThreshold).toBe("exceeds");
    expect(options.factions.deadAtZero).toBe(true);
    expect(options.tactica.crossoverEvery).toBe(3);
  });

  it("a stored value that is not a choice falls back to the default and names the setting", () => {
    const { options, problems } = rulesOptionsFrom((key) => (key === "factions.impaired" ? "triple" : undefined));
    expect(options.factions.impaired).toBe("keep-lower");
    expect(problems).toEqual(['setting factions.impaired: "triple" is not one of keep-lower, halve; using keep-lower']);
  });

  it("setting keys carry no second dot, and every name, hint and choice has a lang string", () => {
    for (const setting of RULE_OPTION_SETTINGS) {
      expect(ruleOptionSettingKey(setting.key)).not.toContain(".");
      for (const part of ["Name", "Hint", ...setting.choices]) expect(has(ruleOptionLabel(setting.key, part)), `${setting.key} ${part}`).toBe(true);
    }
  });

  it("the six-seconds option changes what damage equal to Toughness does when it is applied", () => {
    const system = { sixSeconds: { wounds: 0 } } as never;
    const derived = { sixSeconds: { toughness: { toughness: 9 } } } as never;
    const meets = rulesOptionsFrom(() => undefined).options;
    const exceeds = rulesOptionsFrom((k) => (k === "sixSeconds.dyingThreshold" ? "exceeds" : undefined)).options;
    expect(damageApplication("six-seconds", system, derived, 9, { options: meets }).statuses).toContain("six-seconds.dying");
    expect(damageApplication("six-seconds", system, derived, 9, { options: exceeds }).statuses).not.toContain("six-seconds.dying");
  });
});
