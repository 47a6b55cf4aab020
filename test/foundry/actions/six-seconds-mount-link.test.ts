/**
 * Issue 24 (audit K2), with no fight running: "Similarly, when riding a mount, the mount's mobility penalties are
 * subtracted from your Ride bonus." Through the Foundry double, no combat: the rider's sheet *Mount / dismount* (the
 * horse's token targeted, or the horse picked among the creatures on the scene) writes the link on the rider's own
 * actor; the rider's sheet Roll for Ride (the registered adapter's rollSkill) then takes the horse's own mobility
 * penalty as the horse's sheet derives it at that roll, so a penalty that changes while it is ridden counts at once;
 * on foot again, nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { adapterFor } from "../../../module/rulesets/registry";
import { mountAction } from "../../../module/rulesets/six-seconds/mount-link";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SixSecondsCheckRequest } from "../../../module/rulesets/six-seconds/rolls";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { actionContext, sixSecondsOptions } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

type Doc = InstanceType<Fray["FrayActor"]>;
const now = (a: Doc) => fromUuidSync(a.uuid) as unknown as Doc;
const TEXT = "when riding a mount, the mount's mobility penalties are subtracted from your Ride bonus";

async function riderAndHorse() {
  fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const rider = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character" } as never)) as unknown as Doc;
  const horse = (await fray.FrayActor.create({ name: "Warhorse", type: "npc" } as never)) as unknown as Doc;
  await rider.update({ "system.sixSeconds.skills": [{ name: "Ride", ability: "dexterity", rank: 1 }, { name: "Pilot", ability: "intelligence", rank: 1 }] } as never);
  await horse.update({ "system.sixSeconds.mobilityPenalties": 2 } as never);
  return { rider, horse };
}

const targetOf = (a: Doc) => ({ ...(now(a) as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: a.uuid }) as never;

/** The rider's sheet *Mount / dismount*: the horse targeted (or not), the dialog answered `mount`. */
async function mount(rider: Doc, answer: string, over: { target?: Doc; others?: Doc[] } = {}, seen?: (d: ActionDialog) => void) {
  const r = now(rider);
  const ctx = actionContext<SixSecondsTypes>(r.system.stats, {
    name: r.name,
    uuid: r.uuid,
    firstTarget: () => (over.target ? targetOf(over.target) : null),
    othersOnBoard: () => (over.others ?? []).map((o) => ({ uuid: o.uuid, name: now(o).name, system: now(o).system.stats, zones: null })),
    askFields: async (d) => (seen?.(d), { mount: answer }),
  });
  const req = await mountAction.prepare(ctx);
  return runAction(r as never, mountAction, req!);
}

async function penaltyOn(rider: Doc, skill: string): Promise<number[]> {
  const r = now(rider);
  const index = r.system.stats.sixSeconds.skills.findIndex((k) => k.name === skill);
  const ctx = actionContext<SixSecondsTypes>(r.system.stats, { statuses: [...r.statuses], ask: async () => sixSecondsOptions({ target: "4" }) });
  const req = (await adapterFor("six-seconds").sheet.rollSkill!(ctx as never, index)) as SixSecondsCheckRequest;
  return req.modifiers.filter((m) => m.code === "vehicle-mobility-penalty").map((m) => m.value);
}

describe("six-seconds: the rider–mount link on the actors, out of a fight (K2)", () => {
  it(`“${TEXT}”: the horse targeted, the rider's Mount links it; Ride takes the horse's −2, then −3 when its penalty rises while ridden; Pilot (a vehicle's) nothing`, async () => {
    const { rider, horse } = await riderAndHorse();
    expect(await penaltyOn(rider, "Ride")).toEqual([]);
    let dialog: ActionDialog | undefined;
    const out = await mount(rider, horse.uuid, { target: horse }, (d) => (dialog = d));
    // The targeted horse is the dialog's first choice.
    expect((dialog!.fields[0] as { value?: string }).value).toBe(horse.uuid);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Mount.Mounted", data: { mount: "Warhorse", penalty: 2 } });
    expect(now(rider).system.stats.sixSeconds.mountUuid).toBe(horse.uuid);
    expect(await penaltyOn(rider, "Ride")).toEqual([-2]);
    expect(await penaltyOn(rider, "Pilot")).toEqual([]);
    await horse.update({ "system.sixSeconds.mobilityPenalties": 3 } as never);
    expect(await penaltyOn(rider, "Ride")).toEqual([-3]);
    // Only the rider's actor was written.
    expect(now(horse).system.stats.sixSeconds.mountUuid).toBe("");
    await mount(rider, "");
    expect(now(rider).system.stats.sixSeconds.mountUuid).toBe("");
    expect(await penaltyOn(rider, "Ride")).toEqual([]);
  });

  it("with nothing targeted the horse is picked among the creatures on the scene; one neither targeted nor there is refused", async () => {
    const { rider, horse } = await riderAndHorse();
    await mount(rider, horse.uuid, { others: [horse] });
    expect(await penaltyOn(rider, "Ride")).toEqual([-2]);
    await expect(mount(rider, "Actor.notOnTheScene00", { others: [horse] })).rejects.toThrow("NotOffered");
    await mount(rider, "", {});
    await expect(mount(rider, horse.uuid, {})).rejects.toThrow("NeedsMount");
  });

  it("a creature that rides this one cannot be its mount", async () => {
    const { rider, horse } = await riderAndHorse();
    await horse.update({ "system.sixSeconds.mountUuid": rider.uuid } as never);
    await expect(mount(rider, horse.uuid, { target: horse })).rejects.toThrow("RidesYou");
  });

  it("the typed field still serves a vehicle (no sheet): Pilot and, with no mount linked, Ride", async () => {
    const { rider } = await riderAndHorse();
    await rider.update({ "system.sixSeconds.ridingPenalty": 1 } as never);
    expect(await penaltyOn(rider, "Pilot")).toEqual([-1]);
    expect(await penaltyOn(rider, "Ride")).toEqual([-1]);
  });
});
