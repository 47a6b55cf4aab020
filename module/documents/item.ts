/** FrayItem: item behaviour (attack rolls are started from the owning actor). */
import { guardSystemUpdate, itemAccess } from "../data/shared/ruleset-guard";
import { currentRuleset } from "../settings";

export class FrayItem extends Item {
  /**
   * Other rulesets' blocks take field edits (the item sheet shows every block) but no update replaces, deletes
   * or nulls them, whatever its shape: switching the world ruleset A → B → A loses no field.
   */
  protected override async _preUpdate(changes: Item.UpdateData, options: Item.Database.PreUpdateOptions, user: User.Implementation) {
    const current = (this.toObject() as { system?: unknown }).system;
    const removed = guardSystemUpdate(
      changes as unknown as Record<string, unknown>,
      current && typeof current === "object" ? (current as Record<string, unknown>) : {},
      itemAccess(currentRuleset()),
      (options as { recursive?: boolean }).recursive !== false,
    );
    if (removed.length) console.warn(`Fray | ${this.name}: ignored replacements of another ruleset's stats: ${removed.join(", ")}`);
    return super._preUpdate(changes, options, user);
  }
}
