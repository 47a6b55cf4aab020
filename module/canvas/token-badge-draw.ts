/**
 * The token badge on the canvas (Foundry glue): a small text under the token's bottom-left corner, redrawn when
 * Foundry refreshes the token, and on every token when contact changes (one token's engage changes others' status).
 */
import { boardRules, currentIndex } from "./board";
import { noteText } from "./board-actions";
import { occupancyFrom } from "./board-occupancy";
import { badgeNotes } from "./token-badge";

const BADGE = "frayBadge";

type TokenObject = foundry.canvas.placeables.Token;

function badgeText(token: TokenObject): string {
  const index = currentIndex();
  const doc = token.document;
  if (!index || !doc.id) return "";
  const rules = boardRules();
  let contact: string | null = null;
  if (rules.contactStatus) {
    const occ = occupancyFrom(index.graph, index.allTokens());
    if (occ.has(doc.id)) contact = occ.status(doc.id);
  }
  return badgeNotes(rules, doc.actor?.system.stats ?? null, index.grid, contact).map(noteText).join(" · ");
}

function drawBadge(token: TokenObject): void {
  const text = badgeText(token);
  const old = token.getChildByName(BADGE);
  if (!text) {
    old?.destroy();
    return;
  }
  const badge = old instanceof foundry.canvas.containers.PreciseText ? old : token.addChild(new foundry.canvas.containers.PreciseText(text, badgeStyle()));
  badge.name = BADGE;
  badge.text = text;
  badge.anchor.set(0, 0);
  badge.position.set(0, token.h + 2);
}

function badgeStyle(): PIXI.TextStyle {
  const style = CONFIG.canvasTextStyle.clone();
  style.fontSize = 14;
  return style;
}

export function registerTokenBadges(): void {
  Hooks.on("refreshToken", (token) => drawBadge(token));
  Hooks.on("updateToken", (doc, changed) => {
    if (!foundry.utils.hasProperty(changed, "flags.fray")) return;
    for (const t of canvas?.tokens?.placeables ?? []) if (t.document.id !== doc.id) drawBadge(t);
  });
}
