/**
 * Issue 24 (audit D5, D8): the Conditions list's dying check as a world reading, and resuscitating the dead. The
 * world setting is stored through the double's game.settings and read as the sheet reads it (currentRulesOptions);
 * the sheet actions run from a FrayActor's stored data and statuses, their write-back through the document.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { currentRulesOptions } from "../../../module/settings";
import type { SheetAction } from "../../../module/rulesets/adapter";
import { dyingRoundAction, medicineAction } from "../../../module/rulesets/six-seconds/dying-actions";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { blankSystem } from "../exchange/people";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function actorWith(system: ReturnType<typeof blankSystem>, statuses: string[]) {
  const a = (await fray.FrayActor.create({ name: "Jack", type: "character", system } as never))!;
  for (const s of statuses) await a.toggleStatusEffect(s, { active: true });
  return a;
}

async function world(dyingCheck?: string) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  if (dyingCheck) await game.settings.set("fray", "sixSeconds-dyingCheck" as never, dyingCheck as never);
}

async function run<Q>(actor: Awaited<ReturnType<typeof actorWith>>, action: SheetAction<Q>, faces: number[], over: Parameters<typeof actionContext<SixSecondsTypes>>[1] = {}) {
  const stats = actor.system.stats;
  const req = await action.prepare(actionContext<SixSecondsTypes>(stats, { name: actor.name, statuses: [...actor.statuses], derived: prepareActorDerived(stats), options: currentRulesOptions(), ...over }));
  const out = resolveAction(action, req!, faces);
  await writeBack(actor as never, out);
  return out;
}

const healer = () => {
  const s = blankSystem();
  s.sixSeconds.skills = [{ name: "Medicine", ability: "intelligence", rank: 2 }];
  return { name: "Doc", system: s, derived: prepareActorDerived(s), statuses: [] };
};

describe("six-seconds dying: the world's reading and resuscitation", () => {
  it("by default the Death section: “a DC 4 endurance check every round, with a -1 penalty for every wound”", async () => {
    await world();
    const s = blankSystem();
    s.sixSeconds.abilities.endurance = 3;
    s.sixSeconds.wounds = 2;
    const jack = await actorWith(s, ["six-seconds.dying"]);
    // 1 + 3 − 2 = 2 < 4: fails, the next DC is 5.
    const out = await run(jack, dyingRoundAction, [1, 1]);
    expect(out.card.target).toBe(4);
    expect(jack.system.stats.sixSeconds.dyingDc).toBe(5);
  });

  it("the Conditions list's reading: “A dying character is unconscious and must make a DC 6 endurance check every round” (no wound penalty)", async () => {
    await world("conditions-list");
    const s = blankSystem();
    s.sixSeconds.abilities.endurance = 3;
    s.sixSeconds.wounds = 2;
    const jack = await actorWith(s, ["six-seconds.dying"]);
    // 3 + 3 = 6 ≥ 6 (the two wounds take nothing off): holds.
    const out = await run(jack, dyingRoundAction, [3, 1]);
    expect(out.card.target).toBe(6);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Dying.holds");
  });

  it("“If a character dies, a timely Medicine check, using Resuscitate, can bring character back to life”: the healer's Medicine against the GM's DC", async () => {
    await world();
    const jack = await actorWith(blankSystem(), ["six-seconds.dying", "six-seconds.dead"]);
    // The DC is the Medicine skill's (not printed in this chapter): the GM types it, here 6. 4 + 2 = 6: alive again.
    const out = await run(jack, medicineAction, [4], { firstTarget: healer, ask: async () => sixSecondsOptions({ target: "6" }) });
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Resuscitated");
    expect(jack.statuses.has("six-seconds.dead")).toBe(false);
    expect(jack.statuses.has("six-seconds.dying")).toBe(false);
    expect(jack.statuses.has("six-seconds.unconscious")).toBe(true);
    // A failed check leaves the dead dead.
    const other = await actorWith(blankSystem(), ["six-seconds.dying", "six-seconds.dead"]);
    await run(other, medicineAction, [1], { firstTarget: healer, ask: async () => sixSecondsOptions({ target: "6" }) });
    expect(other.statuses.has("six-seconds.dead")).toBe(true);
  });
});
