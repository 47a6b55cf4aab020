/** FrayItem: item behaviour (attack rolls are started from the owning actor). */
import { guardDocumentUpdate, itemAccess } from "../data/shared/ruleset-guard";
import { currentRuleset } from "../settings";
import { migrateWeaponStateFlags } from "../data/item/weapon-state";
import { RULESET_BLOCK_KEYS } from "../schema/choices";

export class FrayItem extends Item {
  /**
   * Older weapon-state flags move into flags.fray.weaponState whenever a source is read (Foundry's Document.migrateData
   * runs on every construction; core itself moved flags.core.sourceId to _stats.compendiumSource this way in v12).
   * The database keeps the old key until the item is next written whole; reading always gives the new shape.
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    migrateWeaponStateFlags(source, Object.values(RULESET_BLOCK_KEYS));
    return super.migrateData(source);
  }

  /**
   * Other rulesets' blocks take field edits (the item sheet shows every block) but no update replaces, deletes
   * or nulls them, whatever its shape: switching the world ruleset A → B → A loses no field.
   */
  protected override async _preUpdate(changes: Item.UpdateData, options: Item.Database.PreUpdateOptions, user: User.Implementation) {
    guardDocumentUpdate(this, changes, options, itemAccess(currentRuleset()), "ignored replacements of another ruleset's stats");
    return super._preUpdate(changes, options, user);
  }
}
