/**
 * Issue 24 (audit IT2): worn armour can be attacked. The wearer is a FrayActor on the Foundry double wearing an
 * armour item; the attack dialog's *Attack an item* answer (parsed as the form posts it) goes through the sheet's
 * weapon button (the adapter's rollItem) with the wearer as the sheet's first target (FrayActor#asAttackTarget), and
 * the card is resolved with the dice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveRequest } from "../../../module/dice/requests";
import { isCodedError } from "../../../module/engine/errors";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { armingSword, goblin, mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function wearer(armour: number | null) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const g = (await fray.FrayActor.create({ name: "Goblin Mook", type: "npc", system: goblin() } as never)) as InstanceType<Fray["FrayActor"]>;
  if (armour !== null) await g.createEmbeddedDocuments("Item", [{ name: "Leather", type: "armour", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { defence: armour } } }] as never);
  return g;
}

async function attackArmour(g: InstanceType<Fray["FrayActor"]>): Promise<SixSecondsAttackRequest> {
  const ctx = actionContext<SixSecondsTypes>(mauve(), { ask: async () => sixSecondsOptions({ item: "armour" }), firstTarget: () => g.asAttackTarget() });
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return build!() as SixSecondsAttackRequest;
}

describe("six-seconds: attacking worn armour", () => {
  it("Armour: Target “As wearer”, Toughness “(Wearer's scale x3) + Defence bonus + 3”: leather +2 on a scale-0 goblin is Target 4, Toughness 5; 3 + 3 damage destroys it", async () => {
    const req = await attackArmour(await wearer(2));
    const card = resolveRequest(req, [1, 3]);
    expect(card.target).toBe(4);
    expect(card.outcome).toMatchObject({ key: "FRAY.Attack.ArmourResult.destroyed", data: { itemKey: "FRAY.Attack.Items.armour" } });
    // 2 + 3 = 5 does not beat Toughness 5: a wound on the armour.
    expect(resolveRequest(req, [1, 2]).outcome.key).toBe("FRAY.Attack.ArmourResult.wound");
  });

  it("a wearer with no armour on offers none to attack: refused, naming why", async () => {
    let code: string | null = null;
    try {
      await attackArmour(await wearer(null));
    } catch (e) {
      code = isCodedError(e) ? e.code : String(e);
    }
    expect(code).toBe("item-no-armour");
  });
});
