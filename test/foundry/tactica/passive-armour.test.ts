/**
 * Issue 25 (audit G11), through the Foundry double: a tactica armour item's *Armour* value (the item sheet's field,
 * equipped on the defender, created through the pipeline) is the target's passive armour: the attack request reads it
 * from the target's prepared data and the card stops that many successes, on top of what the dialog's *Target's
 * armour* adds. A shield's Block value is not passive armour ("If the Block works the armour value of the blocking
 * device is added to the defenders total armour value").
 */
import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

const ROLAND = uuid("roland");
const mail = (equipped: boolean) => ({ name: "Mail shirt", type: "armour", system: { ruleset: "tactica", equipped, shield: false, tactica: { armour: 1, block: 0, physicalRanks: 0, mentalRanks: 0 } } });
const shield = { name: "Medium Shield", type: "armour", system: { ruleset: "tactica", equipped: true, shield: true, tactica: { block: 2, physicalRanks: 0, mentalRanks: 0 } } };

/** The goblin's Medium sword, 3 successes of 4 dice, at Roland wearing `items`; the dialog's armour typed as `typed`. */
async function damage(items: { name: string; type: string; system: Record<string, unknown> }[], typed = 0): Promise<number | null> {
  const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [], items } }, {}, "tactica");
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, w.actor(ROLAND), { armour: typed });
  return resolveRequest(req, [5, 6, 5, 2]).damage ?? null;
}

describe("tactica: passive armour from the armour Roland wears", () => {
  it('"the defenders total armour value": Roland\'s mail (Armour 1) stops one of the goblin\'s 3 successes: Medium 1+1d deals 2, not 3', async () => {
    expect(await damage([])).toBe(3);
    expect(await damage([mail(true)])).toBe(2);
    // The dialog's Target's armour adds to it (a helmet not on the sheet, say).
    expect(await damage([mail(true)], 1)).toBe(1);
  });

  it("unequipped armour, or a shield outside a Block, stops nothing", async () => {
    expect(await damage([mail(false)])).toBe(3);
    expect(await damage([shield])).toBe(3);
  });
});
