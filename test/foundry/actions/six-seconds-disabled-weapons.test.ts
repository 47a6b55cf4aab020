/**
 * Issue 24 (audit K7): "The character can't use any weapon heavier than light." The text prints no weight classes for
 * six-seconds weapons, so the weapon item carries the GM's *Light weapon* box. A Disabled attacker is a FrayActor on
 * the Foundry double holding weapon items (created through the pipeline); its sheet's weapon button (the adapter's
 * rollItem, with the actor's statuses and the item's stored system) refuses a weapon not marked light.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext, sixSecondsOptions } from "../action-context";
import { mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type ItemDoc = { name: string; system: Record<string, Record<string, unknown> | null | undefined> };
type Doc = { name: string; statuses: Set<string>; system: { stats: ReturnType<typeof mauve> }; toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown>; createEmbeddedDocuments(t: string, d: unknown[]): Promise<ItemDoc[]> };

const block = (light: boolean) => ({ itemClass: "small-metal", damageDie: "d4", reload: false, damageTypes: [], ...(light ? { lightWeapon: true } : {}) });

/** Mauve, Disabled or not, presses the attack button of a knife marked light or not; the request is built. */
async function attack(disabled: boolean, light: boolean) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve() } as never)) as unknown as Doc;
  if (disabled) await doc.toggleStatusEffect("six-seconds.disabled", { active: true });
  const [knife] = await doc.createEmbeddedDocuments("Item", [{ name: "Knife", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: block(light) } }]);
  const ctx = actionContext<SixSecondsTypes>(doc.system.stats, { statuses: [...doc.statuses], ask: async () => sixSecondsOptions({}) });
  const build = await rollItem(ctx, { name: knife!.name, system: knife!.system });
  return () => build!();
}

describe("six-seconds: a Disabled character's weapons", () => {
  it("Disabled: a weapon not marked light is refused with a coded error; the same knife marked light attacks", async () => {
    expect(await attack(true, false)).toThrow(expect.objectContaining({ code: "disabled-heavy-weapon" }));
    expect((await attack(true, true))()).toMatchObject({ kind: "six-seconds.attack" });
  });

  it("not Disabled: any weapon attacks", async () => {
    expect((await attack(false, false))()).toMatchObject({ kind: "six-seconds.attack" });
  });
});
