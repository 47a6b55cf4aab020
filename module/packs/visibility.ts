/**
 * Packs filtered to the world's ruleset: a pack that serves one ruleset (module/schema PACKS `ruleset`, the same as
 * its `flags.fray.ruleset` in system.json) is left out of the compendium sidebar in worlds of another ruleset. Nothing
 * is imported into the world: the GM drags what they want from the packs.
 */
import { PACKS } from "../schema/document";
import type { RulesetId } from "../schema/choices";

/** The collection ids ("fray.actors-tactica") of the packs a world of `ruleset` does not show. */
export function packsHiddenIn(ruleset: RulesetId, systemId = "fray"): string[] {
  return PACKS.filter((p) => p.ruleset !== undefined && p.ruleset !== ruleset).map((p) => `${systemId}.${p.name}`);
}

/**
 * Remove those packs' rows from the rendered compendium directory (the `renderCompendiumDirectory` hook's element, as
 * MetaMorphic-Digital/torgeternity module/hideCompendium.js reads it). Each pack row carries its collection id in
 * `data-pack` (a Starfinder add-on removes `[data-pack="<collection>"]` on the same hook; other modules select
 * `.directory-item[data-pack]`), or `data-entry-id` in older sidebars (RabidOwlbear/osr-item-shop
 * scripts/hide-foreign-packs.mjs). GUESS: v14 keeps `data-pack`; a row not found is simply left shown.
 */
export function hidePackRows(root: ParentNode, collections: readonly string[]): number {
  let removed = 0;
  for (const id of collections) {
    const quoted = JSON.stringify(id);
    for (const row of root.querySelectorAll(`[data-pack=${quoted}], li[data-entry-id=${quoted}]`)) {
      row.remove();
      removed++;
    }
  }
  return removed;
}
