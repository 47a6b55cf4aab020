/**
 * Issue 24 (audit P6): "A single creature can attempt to veto any number of other creatures (risking morale penalties
 * each time), but no more than once per round against any one creature." Jack and two possessors are FrayActors on
 * the Foundry double; Jack's sheet *Veto (opposed Will)* is prepared with the fight's round (the sheet's combatRound,
 * "<combat id>:<round>"), rolled, and written back through Jack's document, where the next veto reads it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { vetoAction } from "../../../module/rulesets/six-seconds/possession-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = { uuid: string; name: string; statuses: Set<string>; system: { stats: ReturnType<typeof initialOf<typeof ACTOR_SYSTEM>>; derived: never }; asAttackTarget(): never };

async function mind(name: string, spirit: number): Promise<Doc> {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.spirit = spirit;
  return (await fray.FrayActor.create({ name, type: "character", system: s } as never)) as unknown as Doc;
}

/** Jack's veto against `other` in `round`; rolled 6 against 1 (Jack wins) and written back. */
async function veto(jack: Doc, other: Doc, round: string | null) {
  const now = fromUuidSync(jack.uuid) as unknown as Doc;
  const ctx = actionContext<SixSecondsTypes>(now.system.stats, { name: now.name, statuses: [...now.statuses], askFields: async () => ({ action: "turn" }), firstTarget: () => other.asAttackTarget(), combatRound: () => round });
  const req = await vetoAction.prepare(ctx);
  await writeBack(now as never, resolveAction(vetoAction, req!, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
}

describe("six-seconds possession: one veto a round against any one creature", () => {
  it("Jack vetoes the demon in round 2; a second veto of the demon that round is refused, one of the ghost is not; in round 3 the demon again", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const jack = await mind("Jack", 3);
    const demon = await mind("Bal-Ziggaroth", 5);
    const ghost = await mind("Ghost", 1);
    await veto(jack, demon, "c1:2");
    await expect(veto(jack, demon, "c1:2")).rejects.toThrow("VetoedThisRound");
    await veto(jack, ghost, "c1:2");
    await expect(veto(jack, ghost, "c1:2")).rejects.toThrow("VetoedThisRound");
    await veto(jack, demon, "c1:3");
  });

  it("outside a fight (no round) the veto is not counted", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const jack = await mind("Jack", 3);
    const demon = await mind("Bal-Ziggaroth", 5);
    await veto(jack, demon, null);
    await veto(jack, demon, null);
  });
});
