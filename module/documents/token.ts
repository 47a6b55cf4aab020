/**
 * Fray's TokenDocument. Two things core cannot know:
 * - Fray's token bars (`bars.*`) are derived {value, max} pairs made in prepareDerivedData, not schema fields. Core
 *   marks a bar editable in the Token HUD only when `<attribute>.value` is a NumberField of the system schema, so
 *   they would be read-only and FrayActor#modifyTokenAttribute (which writes the stored field behind the bar) never
 *   reached. getBarAttribute marks them editable, as foundryvtt/worldbuilding `module/token.js` does for its
 *   derived bars (and Lancer's `src/module/token.ts` did before v13).
 * - A move is priced on its whole path and booked with the running fight before the token moves: the awaited
 *   `_preUpdateMovement` asks the board (module/canvas/move-charge.ts) and refuses the move when it says no; first,
 *   a token the mover carries (a grabbed one) that would go through a wall on its own path refuses it
 *   (module/canvas/move-together.ts).
 */
import { chargeMove } from "../canvas/move-charge";
import { carryRefusal } from "../canvas/move-together";
import { isDerivedBar } from "../canvas/token-bars";

export class FrayTokenDocument extends TokenDocument {
  override getBarAttribute(barName: string, options?: { alternative?: string | null | undefined }): TokenDocument.GetBarAttributeReturn {
    const data = super.getBarAttribute(barName, options);
    if (data && data.type === "bar" && isDerivedBar(data.attribute)) data.editable = true;
    return data;
  }

  protected override async _preUpdateMovement(movement: TokenDocument.MovementOperation, operation: TokenDocument.Database.UpdateOperation): Promise<boolean | void> {
    if ((await super._preUpdateMovement(movement, operation)) === false) return false;
    // A token it carries (a grabbed one) would go through a wall on its own path: refused before anything is booked.
    if (carryRefusal(this, movement)) return false;
    return chargeMove(this, movement);
  }
}
