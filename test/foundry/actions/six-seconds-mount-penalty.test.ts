/**
 * Issue 24 (re-audit K2): "Similarly, when riding a mount, the mount's mobility penalties are subtracted from your Ride
 * bonus." The mount's penalty is read from the mount's own sheet, not typed: through the Foundry double, a six-seconds
 * FrayCombat of FrayActors; the mount's armour penalty written through its update pipeline; the rider's tracker button
 * *Mount ‹name›* sent through FrayCombat#frayCommand (the step's actor writes, on the GM's client) links the mount on
 * the rider's actor; the rider's sheet Roll for Ride (the registered adapter's rollSkill) then takes the mount's
 * penalty off, as the mount's sheet derives it at each roll (one that rises while ridden counts); *Dismount* clears it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SixSecondsCheckRequest } from "../../../module/rulesets/six-seconds/rolls";
import { actionContext, sixSecondsOptions } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const TEXT = "when riding a mount, the mount's mobility penalties are subtracted from your Ride bonus";

async function rideCheck(actor: { system: { stats: never }; statuses: Set<string> }): Promise<number[]> {
  const stats = actor.system.stats as unknown as { sixSeconds: { skills: { name: string }[] } };
  const index = stats.sixSeconds.skills.findIndex((k) => k.name === "Ride");
  const ctx = actionContext<SixSecondsTypes>(actor.system.stats, { statuses: [...actor.statuses], ask: async () => sixSecondsOptions({ target: "4" }) });
  const req = (await adapterFor("six-seconds").sheet.rollSkill!(ctx as never, index)) as SixSecondsCheckRequest;
  return req.modifiers.filter((m) => m.code === "vehicle-mobility-penalty").map((m) => m.value);
}

describe("six-seconds: the mount's own mobility penalty on the rider's Ride", () => {
  it(`"${TEXT}": the tracker's Mount reads the mount's sheet (penalty 2): the rider's Ride takes −2; Dismount clears it`, async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const riderId = combat.frayStore.scheduler.state.active!;
    const rider = combat.combatants.get(riderId)!.actor!;
    const mount = combat.combatants.contents.find((c) => c.id !== riderId)!.actor!;
    await rider.update({ "system.sixSeconds.skills": [{ name: "Ride", ability: "dexterity", rank: 1 }] } as never);
    await mount.update({ "system.sixSeconds.mobilityPenalties": 2 } as never);
    expect(await rideCheck(rider as never)).toEqual([]);

    const mountButton = combat.frayView.combatant(combat.frayStore.scheduler.state, riderId).commands.find((c) => c.command.type === "mount")!;
    expect(await combat.frayCommand(mountButton.command)).toBe(true);
    expect(rider.system.stats.sixSeconds.mountUuid).toBe(mount.uuid);
    expect(await rideCheck(rider as never)).toEqual([-2]);
    await mount.update({ "system.sixSeconds.mobilityPenalties": 4 } as never);
    expect(await rideCheck(rider as never)).toEqual([-4]);

    const dismount = combat.frayView.combatant(combat.frayStore.scheduler.state, riderId).commands.find((c) => c.command.type === "dismount")!;
    expect(await combat.frayCommand(dismount.command)).toBe(true);
    expect(rider.system.stats.sixSeconds.mountUuid).toBe("");
    expect(await rideCheck(rider as never)).toEqual([]);
  });
});
