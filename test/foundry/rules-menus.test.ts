/**
 * Issue 27 (10): the rules readings sit in one settings submenu per ruleset, the world's ruleset first, each listing
 * only its ruleset's readings; their hints speak to a GM and name no repository file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import { menuOrder, rulesMenuRows, rulesMenuValues, rulesetOptionKeys } from "../../module/applications/settings/rules-menu-context";
import { RULE_OPTION_SETTINGS, ruleOptionSettingKey } from "../../module/rules-options";
import { RULESETS } from "../../module/schema/choices";
import { loadLang } from "../browser/foundry-helpers";

let fray: Fray;
let fresh: Awaited<ReturnType<typeof frayOnDouble>>["fresh"];
beforeAll(async () => ({ fray, fresh } = await frayOnDouble()));

class FakeMenu {}

describe("the rules-options submenus", () => {
  it("hides the readings from the settings list and registers one GM-only submenu per ruleset, the world's first", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "tactica" as never);
    fray.registerSettings((ruleset) => class extends FakeMenu { static ruleset = ruleset } as never);
    const settings = (game.settings as unknown as { settings: Map<string, { config?: boolean }>; menus: Map<string, { type: { ruleset: string }; restricted?: boolean; name?: string }> });
    for (const s of RULE_OPTION_SETTINGS) expect(settings.settings.get(`fray.${ruleOptionSettingKey(s.key)}`)?.config, s.key).toBe(false);
    expect(settings.settings.get("fray.ruleset")?.config).toBe(true);
    const menus = [...settings.menus.entries()];
    expect(menus.map(([k]) => k)).toEqual(["fray.rules-tactica", "fray.rules-six-seconds", "fray.rules-frozen-lands", "fray.rules-factions"]);
    expect(menus.map(([, m]) => m.type.ruleset)).toEqual(["tactica", "six-seconds", "frozen-lands", "factions"]);
    expect(menus.every(([, m]) => m.restricted === true)).toBe(true);
  });

  it("each menu lists exactly its ruleset's readings, every one in one menu", () => {
    const all = RULESETS.flatMap((id) => rulesetOptionKeys(id));
    expect(all.sort()).toEqual(RULE_OPTION_SETTINGS.map((s) => s.key).sort());
    expect(menuOrder("factions")[0]).toBe("factions");
    const rows = rulesMenuRows("tactica", (k) => (k === "tactica-blockRule" ? "spend-successes" : undefined));
    expect(rows.map((r) => r.name)).toEqual(["tactica-crossoverEvery", "tactica-massiveOutcome", "tactica-blockRule", "tactica-neckAndGroin", "tactica-maxAttackersPerTarget", "tactica-advantageDice", "tactica-chariotTemplateSquares"]);
    expect(rows[2]!.choices.find((c) => c.selected)?.value).toBe("spend-successes");
  });

  it("a submitted form becomes the settings' values; a value not offered or a stranger's field is refused by name", () => {
    const form = { "tactica-crossoverEvery": "3", "tactica-massiveOutcome": "kia", "tactica-blockRule": "pool-compare", "tactica-neckAndGroin": "off", "tactica-maxAttackersPerTarget": "4", "tactica-advantageDice": "1-2", "tactica-chariotTemplateSquares": "9" };
    expect(rulesMenuValues("tactica", form)).toEqual(Object.entries(form).map(([key, value]) => ({ key, value })));
    expect(() => rulesMenuValues("tactica", { ...form, "tactica-crossoverEvery": "7" })).toThrow(/tactica-crossoverEvery.*"7"/);
    expect(() => rulesMenuValues("tactica", { ...form, "factions-impaired": "x" })).toThrow(/factions-impaired/);
  });

  it("every rules-option hint and the menu's own hint speak to a GM and name no repository file", () => {
    const lang = loadLang();
    const hints = [...RULE_OPTION_SETTINGS.map((s) => `FRAY.Settings.Rules.${s.key}.Hint`), "FRAY.Settings.RulesMenu.Hint", "FRAY.Settings.Ruleset.Hint"];
    for (const key of hints) {
      expect(lang[key], key).toBeTruthy();
      expect(lang[key], key).not.toMatch(/docs\/|module\/|\.md\b|\.ts\b|rules-notes|github/i);
    }
  });
});
