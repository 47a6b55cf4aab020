/**
 * A called shot to the hand: "Fort check (DC=Damage) or drop held item". The check is rolled from the hit character's
 * own sheet (called-shot-actions.ts), whose player names what that hand holds among its equipped weapons (the sheet
 * does not know which hand holds what). A failed check posts a card bound to the character; its *Apply*, on the GM's
 * client, marks the item dropped (no longer equipped: its attacks need it picked up again), and the result card's
 * Undo takes it back. A forged item id, or one the character no longer carries, is refused naming it.
 */
import { RulesError } from "../../engine/errors";
import type { CardData } from "../../dice/card";
import type { AttackTarget, DamageApplication, ExchangeSeed } from "../adapter";
import { sixSecondsHeldOf } from "./held-items";

const K = "FRAY.Action.SixSeconds.CalledShot";

/** The card bound to the character whose hand failed its check: the item it drops. */
export function droppedItemSeed(title: string, holder: { uuid: string; name: string }, item: { id: string; name: string }): ExchangeSeed {
  const card: CardData = {
    ruleset: "six-seconds",
    title,
    kind: `${K}.Check`,
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: `${K}.Drops`, data: { item: item.name }, success: false },
    odds: null,
    details: [],
    damage: 0,
  };
  return { card, target: holder, damage: 0, hit: { drop: { id: item.id, name: item.name } } };
}

/** The Apply on the GM's client: the item, still on the character's sheet, is no longer equipped. */
export function dropApplication(target: AttackTarget<object>, item: { id: string; name: string }): DamageApplication {
  const onSheet = sixSecondsHeldOf(target.held)?.items.find((i) => i.id === item.id);
  if (!onSheet) throw new RulesError("item-gone", { item: item.name, target: target.name }, `${target.name} no longer carries ${item.name}`);
  return {
    update: {},
    summary: { key: "FRAY.Damage.SixSeconds.Dropped", data: { item: onSheet.name } },
    statuses: [],
    itemWrites: [{ id: onSheet.id, update: { "system.equipped": false } }],
  };
}

/** The same card applied outside the exchange (its damage on a selected token): nothing to drop there. */
export function unboundDrop(item: { name: string }): DamageApplication {
  return { update: {}, summary: { key: "FRAY.Damage.SixSeconds.DropUnbound", data: { item: item.name } }, statuses: [] };
}
