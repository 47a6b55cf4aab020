/**
 * Issue 25 (audit G8, G9, I13), through the Foundry double: what lasts only "until that creatures next action". The
 * goblin's sheet attack (the adapter's rollAttack from the dialog's fields, rolled and posted by rollAndPost, the
 * roll's write-back updating the goblin through the pipeline) is its next action.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, storedSystem, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { tacticaOptions } from "../action-context";
import { actionContext } from "../action-context";
import { blankSystem } from "../exchange/people";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function goblinAttacks(setup: (s: ReturnType<typeof blankSystem>) => void, statuses: string[] = []) {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = blankSystem();
  s.tactica.attack = 4;
  setup(s);
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: s } as never))!;
  for (const st of statuses) await goblin.toggleStatusEffect(st, { active: true });
  const { rollAttack } = await import("../../../module/rulesets/tactica/attack-dialog");
  const { rollAndPost } = await import("../../../module/dice/roll");
  const ask = async () => tacticaOptions({ count: "4", attackMode: "melee", hit: "physical", position: "unknown", flyerSpeed: "0" });
  const build = await rollAttack(actionContext(goblin.system.stats, { ask: ask as never }) as never, { name: "Goblin sword", system: { tactica: { weightClass: "medium" } } });
  h.dice.queue.push(5, 2, 3, 4);
  await rollAndPost(goblin as never, build!() as never, []);
  return { h, goblin, t: storedSystem(goblin)["tactica"] as Record<string, unknown> };
}

describe("tactica: marks that end at the creature's next action", () => {
  it('"These exposure dice remain until that creatures next action": the goblin\'s 2 exposures are gone once it attacks again', async () => {
    const { t } = await goblinAttacks((s) => void (s.tactica.exposures = 2));
    expect(t["exposures"]).toBe(0);
  });

  it("the Fumbled mark (+1 SL to its attackers) ends at the fumbler's next action, status and field", async () => {
    const { goblin, t } = await goblinAttacks((s) => void (s.tactica.fumbled = true), ["tactica.fumbled"]);
    expect(t["fumbled"]).toBe(false);
    expect([...goblin.statuses]).not.toContain("tactica.fumbled");
  });

  it('"The defence roll is only discarded if you elect to do some other action": an attack drops the standing Dodge pool', async () => {
    const { t } = await goblinAttacks((s) => void (s.tactica.pools.dodge = { dice: 3, max: 3 }));
    expect((t["pools"] as { dodge: { dice: number } }).dodge.dice).toBe(0);
  });
});
