/**
 * Audit K9: "A character who falls unconscious wakes up in 1d4 hours per wound it has taken, unless otherwise
 * specified. When a character first wakes up from being unconscious, he is flat-footed for one round." Jack is a
 * FrayActor on the Foundry double, Unconscious with 2 wounds: his sheet's *Unconscious: hours asleep* is rolled and
 * written back through his document, keeping the world time he wakes at; the world's clock moving on
 * (module/combat/world-time.ts with the six-seconds slot, as on the active GM's client) wakes him once those hours
 * have passed, with no *Wake up* pressed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { unconsciousAction } from "../../../module/rulesets/six-seconds/condition-actions";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let clock: typeof import("../../../module/combat/world-time");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  clock = await import("../../../module/combat/world-time");
});

const HOUR = 3600;

async function knockedOut(statuses: string[] = []) {
  fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never))! as unknown as InstanceType<Fray["FrayActor"]>;
  await jack.update({ "system.sixSeconds.wounds": 2 } as never);
  for (const s of ["six-seconds.unconscious", "six-seconds.helpless", ...statuses]) await jack.toggleStatusEffect(s, { active: true });
  // His hours asleep: 2d4 = 2 + 3 = 5 hours from now.
  const req = (await unconsciousAction.prepare(actionContext(jack.system.stats, { name: jack.name, statuses: [...jack.statuses], derived: jack.system.derived })))!;
  await writeBack(jack as never, resolveAction(unconsciousAction, req, [2, 3]));
  return jack;
}

describe("six-seconds: the unconscious wake when the world's clock passes their hours", () => {
  it("rolled 5 hours: 4 hours later he still sleeps; at the fifth he wakes, flat-footed", async () => {
    const now = game.time.worldTime;
    const jack = await knockedOut();
    expect(jack.system.stats.sixSeconds.wakeAt).toBe(now + 5 * HOUR);
    await clock.worldTimePassed(now, now + 4 * HOUR);
    expect(jack.statuses.has("six-seconds.unconscious")).toBe(true);
    await clock.worldTimePassed(now + 4 * HOUR, now + 5 * HOUR);
    expect(jack.statuses.has("six-seconds.unconscious")).toBe(false);
    expect(jack.statuses.has("six-seconds.helpless")).toBe(false);
    expect(jack.statuses.has("six-seconds.flat-footed")).toBe(true);
    expect(jack.system.stats.sixSeconds.wakeAt).toBe(0);
  });

  it("a Dying character does not wake with the clock", async () => {
    const now = game.time.worldTime;
    const jack = await knockedOut(["six-seconds.dying"]);
    await clock.worldTimePassed(now, now + 10 * HOUR);
    expect(jack.statuses.has("six-seconds.unconscious")).toBe(true);
  });
});
