/** The sidebar and settings hooks of the packs: other rulesets' packs hidden, setting hints linked to the rules journal. */
import { currentRuleset } from "../settings";
import { linkSettingHints } from "./setting-links";
import { hidePackRows, packsHiddenIn } from "./visibility";

/** An application's rendered element: an HTMLElement for ApplicationV2 (v13+); anything else is left alone. */
function element(html: unknown): HTMLElement | null {
  return typeof HTMLElement !== "undefined" && html instanceof HTMLElement ? html : null;
}

export function registerPackHooks(): void {
  Hooks.on("renderCompendiumDirectory", (_app: unknown, html: unknown) => {
    const root = element(html);
    if (root) hidePackRows(root, packsHiddenIn(currentRuleset()));
  });
  Hooks.on("renderSettingsConfig", (_app: unknown, html: unknown) => {
    const root = element(html);
    if (root) linkSettingHints(root, game.i18n?.localize("FRAY.Settings.RulesReference") ?? "FRAY.Settings.RulesReference");
  });
}
