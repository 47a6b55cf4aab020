/** FrayItem: item behaviour (attack rolls are started from the owning actor). */
import { guardDocumentUpdate, itemAccess } from "../data/shared/ruleset-guard";
import { currentRuleset } from "../settings";

export class FrayItem extends Item {
  /**
   * Other rulesets' blocks take field edits (the item sheet shows every block) but no update replaces, deletes
   * or nulls them, whatever its shape: switching the world ruleset A → B → A loses no field.
   */
  protected override async _preUpdate(changes: Item.UpdateData, options: Item.Database.PreUpdateOptions, user: User.Implementation) {
    guardDocumentUpdate(this, changes, options, itemAccess(currentRuleset()), "ignored replacements of another ruleset's stats");
    return super._preUpdate(changes, options, user);
  }
}
