/**
 * Issue 25 (audit P12), through the Foundry double: the sheet's *Injury check* rolls an immediate check at the sheet's
 * own level (Will read as MIND, DEX, BODY: nothing typed), with the table's dice off, and writes its failure.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { adapterFor } from "../../../module/rulesets/registry";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

async function check(form: Record<string, string>, levels: Record<string, number> = {}) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const roland = (await fray.FrayActor.create({ name: "Roland", type: "character", system: { tactica: { physical: { rank: 5 }, ...levels } } } as never)) as unknown as Actor.Implementation;
  const action = adapterFor("tactica").sheet.actions!["injuryCheck"]!;
  const req = await action.prepare(actionContext((roland as unknown as { system: { stats: never } }).system.stats, { name: "Roland", askFields: async () => form }));
  return { roland, action, req };
}

describe("tactica: an injury's immediate check from the sheet", () => {
  it('"Unconscious: the victim must make an immediate Will roll or fall unconscious OoA ... Where a 2d is indicated the roll is made with -2d": the sheet\'s MIND 1 (Will) rolls 3 dice, whatever a form says; a failure is OoA', async () => {
    const h = fresh();
    const { roland, action, req } = await check({ effect: "unconscious", level: "5" }, { mind: 1 });
    expect(action.dice(req)).toEqual([{ count: 3, sides: 6, purpose: "FRAY.Roll.Pool" }]);
    h.dice.queue.push(1, 2, 4);
    await runAction(roland, action, req);
    expect((fromUuidSync(roland.uuid) as Actor).statuses.has("tactica.ooa")).toBe(true);
  });

  it('"Foot: ... they must make an immediate DEX roll or fall prone": the sheet\'s DEX -1 rolls 3 dice; a failure is Prone, a pass nothing', async () => {
    const h = fresh();
    const { roland, action, req } = await check({ effect: "foot" }, { dex: -1 });
    expect(action.dice(req)[0]!.count).toBe(3);
    h.dice.queue.push(1, 2, 3);
    await runAction(roland, action, req);
    expect((fromUuidSync(roland.uuid) as Actor).statuses.has("tactica.prone")).toBe(true);
    expect((fromUuidSync(roland.uuid) as Actor).statuses.has("tactica.ooa")).toBe(false);
  });
});
