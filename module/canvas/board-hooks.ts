/**
 * Board hooks that act on the rules (Foundry glue): a token entering a new zone arriving without contact where the
 * ruleset keeps contact, token sizes the ruleset sets (six-seconds scale), and the token HUD controls. Moves are
 * charged before they are made, on their whole path, by the token document (move-charge.ts).
 */
import { boardRules, currentIndex } from "./board";
import { targetTokens, templateTargets } from "./board-actions";
import { onRenderTokenHUD } from "./token-hud";
import { registerAreaMiss } from "./area-miss";
import { registerTokenBadges } from "./token-badge-draw";
import { deletionUpdate } from "../compat/operators";
import { onAreaChanged } from "../compat/areas";
import { registerTurnInPlace } from "./turn-in-place";
import { registerMoveTogether } from "./move-together";
import { registerCardControlWitness } from "../chat/card-controls";
import { registerArrivalJoin } from "./arrival-join";

async function fitTokens(actor: Actor.Implementation): Promise<void> {
  const grid = currentIndex()?.grid;
  if (!grid) return;
  const size = boardRules().tokenSize(actor.system.stats, grid);
  if (!size) return;
  for (const t of actor.getActiveTokens(false, true)) {
    if (t.width !== size.width || t.height !== size.height) await t.update({ width: size.width, height: size.height });
  }
}

export function registerBoardHooks(): void {
  registerAreaMiss();
  registerTokenBadges();
  registerTurnInPlace();
  registerMoveTogether();
  // A GM's client keeps the moves it sees, for its card controls (a chariot's straight-on move).
  registerCardControlWitness();
  registerArrivalJoin();
  // Entering another zone, a token arrives Alone (a Charge engages from the HUD after; a zone may say its entrants
  // join one melee: BoardRules.arrivalContact); runs before the index
  // records the new place, so the old zone is still known.
  Hooks.on("preUpdateToken", (token, changed) => {
    if ((changed.x === undefined && changed.y === undefined) || !boardRules().contactStatus || !token.id) return;
    const index = currentIndex();
    if (!index) return;
    const before = index.zoneOf(token.id);
    const after = index.zoneAt(
      (changed.x ?? token.x) + (token.width * index.grid.size) / 2,
      (changed.y ?? token.y) + (token.height * index.grid.size) / 2,
      token.elevation,
    );
    if (token.flags.fray?.zone || before === after) return;
    // A zone whose entrants all join one melee (tactica's area cover) puts the token in it instead.
    const joins = after !== null ? (boardRules().arrivalContact?.(index.graph, after) ?? null) : null;
    if (joins) {
      foundry.utils.setProperty(changed, "flags.fray.contact", { group: joins, close: [] });
      return;
    }
    if (!token.flags.fray?.contact) return;
    // Deleting the flag in the generation's form (`-=contact` in v13, the `_del` operator in v14).
    for (const [path, value] of Object.entries(deletionUpdate("flags.fray", "contact"))) foundry.utils.setProperty(changed, path, value);
  });

  Hooks.on("preCreateToken", (token) => {
    const grid = currentIndex()?.grid;
    const size = token.actor && grid ? boardRules().tokenSize(token.actor.system.stats, grid) : null;
    if (size) token.updateSource({ width: size.width, height: size.height });
  });

  Hooks.on("updateActor", (actor) => {
    if (game.users.activeGM?.isSelf) void fitTokens(actor);
  });

  Hooks.on("renderTokenHUD", (app, html) => onRenderTokenHUD(app, html));

  // An area placed or moved by this user (a v13 template, a v14 Region) targets everyone it catches (by the ruleset's
  // membership rule, not core's centre rule).
  onAreaChanged((doc, userId) => {
    if (userId === game.user.id) targetTokens(templateTargets(doc));
  });
}
