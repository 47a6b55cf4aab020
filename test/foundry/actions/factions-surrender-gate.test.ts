/**
 * factions surrendering, through the Foundry double (a FrayActor's sheet actions, their updates through the double's
 * pipeline): "Characters can spend their turn to surrender, throwing their weapons away, putting their hands up, etc.
 * Their turn is wasted, but they might be spared by the enemy. Surrendering characters who are harmed by the enemy can
 * resume fighting normally, even if they previously failed a morale check." (factions.txt, Surrendering)
 * A Surrendering character's weapon and non-lethal attacks are refused; *Harmed: fight on* is refused until its
 * health is below what it was when it surrendered, then lifts Surrendering and the attacks go again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => unknown;
let m: typeof import("../../../module/rulesets/factions/morale-actions");
let runAction: typeof import("../../../module/dice/action").runAction;
let sheet: typeof import("../../../module/rulesets/factions/sheet");
let nonLethal: typeof import("../../../module/rulesets/factions/nonlethal-actions");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  m = await import("../../../module/rulesets/factions/morale-actions");
  ({ runAction } = await import("../../../module/dice/action"));
  sheet = await import("../../../module/rulesets/factions/sheet");
  nonLethal = await import("../../../module/rulesets/factions/nonlethal-actions");
});

type Actor = InstanceType<Fray["FrayActor"]>;

async function bandit(): Promise<Actor> {
  fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "factions" as never);
  return (await fray.FrayActor.create({ name: "Bandit", type: "npc", system: { factions: { health: { value: 8, max: 8 } } } } as never)) as Actor;
}

const ctxOf = (a: Actor) => ({ name: a.name, stats: a.system.stats, statuses: [...a.statuses] }) as never;
const message = async (p: Promise<unknown>) => p.then(() => "", (e: Error) => e.message);

describe("factions: surrendering", () => {
  it("\"Surrendering characters who are harmed by the enemy can resume fighting normally\": Fight on is refused unharmed, allowed once harmed", async () => {
    const a = await bandit();
    await runAction(a as never, m.surrenderAction as never, await m.surrenderAction.prepare(ctxOf(a)));
    expect(a.system.stats.factions.surrendering).toBe(true);
    expect(await message(m.fightOnAction.prepare(ctxOf(a)))).toMatch(/Bandit has not been harmed since surrendering/);
    // Harmed: the enemy's hit lowers its health.
    await a.update({ "system.factions.health.value": 5 } as never);
    await runAction(a as never, m.fightOnAction as never, await m.fightOnAction.prepare(ctxOf(a)));
    expect(a.system.stats.factions.surrendering).toBe(false);
  });

  it("\"throwing their weapons away, putting their hands up\": a Surrendering character's weapon attack and non-lethal attack are refused with the reason", async () => {
    const a = await bandit();
    await a.update({ "system.factions.surrendering": true, "system.factions.surrenderHealth": 8 } as never);
    const ctx = actionContext(a.system.stats, { ask: async () => { throw new Error("the dialog must not open"); }, firstTarget: () => null });
    const build = await sheet.rollItem(ctx as never, { name: "Sword", system: { factions: { attack: "melee", damageDie: "d6" } } as never });
    expect(() => build!()).toThrow(/has surrendered: only once harmed/);
    const grapple = nonLethal.NON_LETHAL_ATTACKS.grapple({ ...(ctx as object), name: "Bandit", firstTarget: () => ({ name: "Theobald", system: a.system.stats, statuses: [] }), askFields: async () => ({}) } as never);
    expect(await message(grapple as Promise<unknown>)).toMatch(/Bandit has surrendered: only once harmed/);
  });
});
