/**
 * Where Fray's controls go in the token HUD. v13's HUD has `.col.left`; v14 rebuilt the HUD layout (status palette;
 * Kergalli/dragonbane-status-effects 3.0.0 "Token HUD V14 Layout"), so in v14 the left column is looked up by its
 * v14 form first, then the v13 one.
 */
import { isV14 } from "./generation";

// GUESS: v14's left column keeps the `left` class inside a `.col` (or a `[data-column="left"]` container); no public
// page shows v14's HUD markup, so both are tried before the v13 selector.
const V14_SELECTORS = ['.col.left', '[data-column="left"]', ".left"];
const V13_SELECTORS = [".col.left"];

export function hudLeftColumn(html: HTMLElement): HTMLElement | null {
  for (const s of isV14() ? V14_SELECTORS : V13_SELECTORS) {
    const found = html.querySelector<HTMLElement>(s);
    if (found) return found;
  }
  return null;
}
