/**
 * Where Fray's controls go in the token HUD. v13's HUD has a left column, `.col.left` (public modules inject there:
 * token-info-icons, SR5). v14 rebuilt the HUD layout around its status palette (Kergalli/dragonbane-status-effects
 * 3.0.0 "Token HUD V14 Layout"), and no public page shows its markup, so in v14 the left column is looked for in both
 * forms and, failing that, the controls go into the HUD itself rather than silently not appearing.
 */
import { isV14 } from "./generation";

// GUESS: v14 keeps a left column as `.col.left` or marks it `[data-column="left"]`.
const LEFT = ['.col.left', '[data-column="left"]'];

export function hudLeftColumn(html: HTMLElement): HTMLElement | null {
  for (const s of isV14() ? LEFT : LEFT.slice(0, 1)) {
    const found = html.querySelector<HTMLElement>(s);
    if (found) return found;
  }
  return isV14() ? html : null;
}
