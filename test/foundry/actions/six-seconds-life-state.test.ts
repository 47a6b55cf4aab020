/**
 * Issue 24, "life-state gaps" (audit D4, MO6; e2e 6c, 8b): what the sheet actions write onto a FrayActor document on
 * the Foundry double. The actor's own stored data and statuses make the action's context (as the sheet builds it),
 * the action resolves with the dice, and its write-back goes through the document's pipeline (module/dice/write-back).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { SheetAction } from "../../../module/rulesets/adapter";
import { dyingRoundAction } from "../../../module/rulesets/six-seconds/dying-actions";
import { possessionCheckAction, vetoAction } from "../../../module/rulesets/six-seconds/possession-actions";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";
import { blankSystem } from "../exchange/people";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function actorWith(system: ReturnType<typeof blankSystem>, statuses: string[] = []) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Jack", type: "character", system } as never))!;
  for (const s of statuses) await a.toggleStatusEffect(s, { active: true });
  return a;
}

/** Run a sheet action from the document as the sheet does: its context from the stored data, then the write-back. */
async function run<Q>(actor: Awaited<ReturnType<typeof actorWith>>, action: SheetAction<Q>, faces: number[], over: Parameters<typeof actionContext<SixSecondsTypes>>[1] = {}) {
  const stats = actor.system.stats;
  const req = await action.prepare(actionContext<SixSecondsTypes>(stats, { name: actor.name, statuses: [...actor.statuses], derived: prepareActorDerived(stats), ...over }));
  const out = resolveAction(action, req!, faces);
  await writeBack(actor as never, out);
  return out;
}

describe("six-seconds life states written by the sheet's actions", () => {
  it("“If the DC becomes too high for the character to be able to succeed, he dies”: the failed dying round marks the actor dead", async () => {
    const s = blankSystem();
    s.sixSeconds.abilities.endurance = 3;
    s.sixSeconds.wounds = 2;
    s.sixSeconds.dyingDc = 8;
    const actor = await actorWith(s, ["six-seconds.dying"]);
    // Best total 6 + 3 − 2 = 7 < 8: out of reach, dies unrolled.
    const out = await run(actor, dyingRoundAction, []);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Dying.dies");
    expect(actor.statuses.has("six-seconds.dead")).toBe(true);
  });

  it("“If the possession check beats the character's Minimum Will, he takes a morale penalty” and “If a character hits zero Will, he gains the Broken status”", async () => {
    const s = blankSystem();
    s.sixSeconds.abilities.spirit = -5;
    const actor = await actorWith(s);
    expect(actor.system.derived.sixSeconds.will.current).toBe(1);
    // Will 1 / Minimum −5: a 2 + 0 beats the Minimum, not the Will: one penalty, Will 0.
    await run(actor, possessionCheckAction, [2], { askFields: async () => ({ bonus: "0" }), firstTarget: () => null });
    expect(actor.system.stats.sixSeconds.moralePenalties).toBe(1);
    // “He cannot take any actions, move, speak, or make defence rolls. The character is Helpless.”
    expect(actor.statuses.has("six-seconds.broken")).toBe(true);
    expect(actor.statuses.has("six-seconds.helpless")).toBe(true);
  });

  it("a lost veto's penalty that takes Will to 0 sets Broken and Helpless too", async () => {
    const s = blankSystem();
    s.sixSeconds.abilities.spirit = -5;
    const actor = await actorWith(s);
    const other = blankSystem();
    const otherTarget = { name: "Bal-Ziggaroth", system: other, derived: prepareActorDerived(other), statuses: [] };
    // Vetoer 1 + 1 = 2 against 6 + 6 = 12: the veto fails.
    await run(actor, vetoAction, [1, 6, ...Array<number>(8).fill(1)], { askFields: async () => ({ action: "turn" }), firstTarget: () => otherTarget });
    expect(actor.system.stats.sixSeconds.moralePenalties).toBe(1);
    expect(actor.statuses.has("six-seconds.broken")).toBe(true);
    expect(actor.statuses.has("six-seconds.helpless")).toBe(true);
  });
});
