/**
 * The sidebar hook of the packs: other rulesets' packs hidden. (The rules options' links to their rules journal are in
 * their per-ruleset settings submenu: applications/settings/rules-menu.ts.)
 */
import { currentRuleset } from "../settings";
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
}
