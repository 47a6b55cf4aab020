/**
 * Issue 24 (audit K11): the soul coma's hourly DC is kept on the actor. Each hour's sheet action is run from a
 * FrayActor's stored data on the Foundry double, its dialog answered as the form shows it (the user only presses
 * Roll), and its write-back goes through the document's pipeline.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { soulComaAction } from "../../../module/rulesets/six-seconds/condition-actions";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

/** The dialog as the form shows it, with `change` typed over it. */
const asShown = (change: Record<string, string> = {}) => async (dialog: ActionDialog) => ({
  ...Object.fromEntries(dialog.fields.map((f) => [f.name, String("value" in f ? f.value : "")])),
  ...change,
});

async function body() {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never))!;
  await a.toggleStatusEffect("six-seconds.soul-coma", { active: true });
  return a;
}

async function hour(actor: Awaited<ReturnType<typeof body>>, faces: number[], change: Record<string, string> = {}, carer: Awaited<ReturnType<typeof body>> | null = null) {
  const stats = actor.system.stats;
  const req = await soulComaAction.prepare(actionContext(stats, { name: actor.name, statuses: [...actor.statuses], derived: prepareActorDerived(stats), askFields: asShown(change), firstTarget: () => (carer ? (carer as unknown as InstanceType<Fray["FrayActor"]>).asAttackTarget() : null) }));
  const out = resolveAction(soulComaAction, req!, faces);
  await writeBack(actor as never, out);
  return { req: req!, out };
}

describe("six-seconds soul coma, hour after hour", () => {
  it("“Every hour for which the spirit is away, make a Fortitude check against DC 1. The DC goes up for every hour”: the next hour's dialog starts at the stored DC", async () => {
    const jack = await body();
    const first = await hour(jack, [1]);
    expect(first.req.dc).toBe(1);
    expect(jack.system.stats.sixSeconds.soulComaDc).toBe(2);
    const second = await hour(jack, [2]);
    expect(second.req.dc).toBe(2);
    expect(jack.system.stats.sixSeconds.soulComaDc).toBe(3);
    // “On a failed check, the body beings Dying.”
    await hour(jack, [1]);
    expect(jack.statuses.has("six-seconds.dying")).toBe(true);
  });

  it("“A character can make a Treat Injury check against the same DC to keep it alive, and in this case the DC does not go up”", async () => {
    const jack = await body();
    await hour(jack, [3]);
    await hour(jack, [4], { by: "medicine", medicine: "2" });
    expect(jack.system.stats.sixSeconds.soulComaDc).toBe(2);
  });

  it("the carer's Treat Injury (Medicine) is read from the targeted carer's sheet, not typed: Medicine rank 2, Intelligence 1 makes +3", async () => {
    const jack = await body();
    const nurse = (await fray.FrayActor.create({ name: "Nurse", type: "character", system: { sixSeconds: { abilities: { intelligence: 1 }, skills: [{ name: "Medicine", ability: "intelligence", rank: 2 }] } } } as never))!;
    const { req, out } = await hour(jack, [2], { by: "medicine" }, nurse);
    expect(req).toMatchObject({ by: "medicine", bonus: 3 });
    // 2 + 3 = 5 against DC 1: the body holds, the DC stays 1.
    expect(out.card.total).toBe(5);
    expect(jack.system.stats.sixSeconds.soulComaDc).toBe(1);
  });

  it("a targeted carer without the Medicine skill is refused by name; with no target the bonus is typed", async () => {
    const jack = await body();
    const porter = (await fray.FrayActor.create({ name: "Porter", type: "character", system: { sixSeconds: { skills: [] } } } as never))!;
    await expect(hour(jack, [2], { by: "medicine" }, porter)).rejects.toThrow('Porter has no "Medicine" skill');
    const { req } = await hour(jack, [2], { by: "medicine", medicine: "4" });
    expect(req.bonus).toBe(4);
  });
});
