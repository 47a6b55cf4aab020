/**
 * factions: a stunt's Incapacitated ends with the stretch, through the Foundry double (a FrayActor's sheet action, its
 * write-back through the double's pipeline): "instead of taking damage, the bandit is disarmed and incapacitated until
 * the end of the stretch" (factions.txt, Attack stunts, Example). The stunt's apply records it (stuntIncapacitated,
 * test/foundry/exchange/factions-stunt.test.ts); *End of the stretch* on the sheet takes Incapacitated off.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";

let fray: Fray;
let fresh: () => unknown;
let m: typeof import("../../../module/rulesets/factions/morale-actions");
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  m = await import("../../../module/rulesets/factions/morale-actions");
  ({ runAction } = await import("../../../module/dice/action"));
});

type Actor = InstanceType<Fray["FrayActor"]>;

async function bandit(health: number, byStunt: boolean): Promise<Actor> {
  fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const a = (await fray.FrayActor.create({ name: "Bandit", type: "npc", system: { factions: { health: { value: health, max: 8 }, stuntIncapacitated: byStunt } } } as never)) as Actor;
  await a.toggleStatusEffect("factions.incapacitated", { active: true });
  return a;
}

const ctxOf = (a: Actor) => ({ name: a.name, stats: a.system.stats, statuses: [...a.statuses] }) as never;

describe("factions: End of the stretch and a stunt's Incapacitated", () => {
  it("\"incapacitated until the end of the stretch\": the bandit incapacitated by the stunt (3 health) is no longer Incapacitated after *End of the stretch*", async () => {
    const a = await bandit(3, true);
    await runAction(a as never, m.stretchEndAction as never, await m.stretchEndAction.prepare(ctxOf(a)));
    expect([...a.statuses]).not.toContain("factions.incapacitated");
    expect(a.system.stats.factions.stuntIncapacitated).toBe(false);
  });

  it("incapacitated by damage (no stunt recorded), the end of the stretch leaves it Incapacitated", async () => {
    const a = await bandit(0, false);
    await runAction(a as never, m.stretchEndAction as never, await m.stretchEndAction.prepare(ctxOf(a)));
    expect([...a.statuses]).toContain("factions.incapacitated");
  });
});
