/**
 * Issue 24 (audit PO1, "when checks fall due"): a poison whose check rate is one a round is rolled by the tracker as
 * each new round opens, as the dying round is. Jack is a FrayActor on the Foundry double in a FrayCombat, holding
 * the pack's Spider Venom (Fort DC 6, one check a round) already working on him (its affliction flag, as his first
 * check left it); the combat's own fighters (FrayCombat#frayFighters, with their items) go through the round-end step
 * (combat/round-end.ts with the six-seconds slot), and the due check runs as the sheet action on his document.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { roundEndStep } from "../../../module/combat/round-end";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import type { TurnEvent } from "../../../module/engine/turns";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import { poisonCheckAction, type SixSecondsPoisonRequest } from "../../../module/rulesets/six-seconds/poison-actions";
import { frayOnDouble, type Fray } from "../../double/fray-world";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = { id: string; uuid: string; statuses: Set<string>; items: { contents: { id: string; flags: Record<string, Record<string, unknown>> }[] }; createEmbeddedDocuments(t: string, d: unknown[]): Promise<{ id: string }[]> };
type CombatDoc = { frayFighters(): never[] };
const round = (n: number): TurnEvent[] => [{ type: "roundStart", round: n }];

async function jackPoisoned(per: string): Promise<{ jack: Doc; combat: CombatDoc }> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character", system: initialOf(ACTOR_SYSTEM) } as never)) as unknown as Doc;
  const venom = parse(readFileSync("packs/_source/poisons/six-seconds/spider-venom.yml", "utf8")) as { name: string; system: { checkRate: { per: string } } };
  venom.system.checkRate.per = per;
  await jack.createEmbeddedDocuments("Item", [{ name: venom.name, type: "poison", system: venom.system, flags: { fray: { affliction: { doses: 1, successesInRow: 0, failuresInRow: 1, failures: 1, checks: 1, cured: false } } } }]);
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: jack.id }] } as never)) as unknown as CombatDoc;
  return { jack, combat };
}

describe("six-seconds: a poison checked every round is rolled as each round opens", () => {
  it("Spider Venom (1 a round): round 2 calls Jack's check; rolled 1 and written back, he is Staggered and the venom's run goes on", async () => {
    const { jack, combat } = await jackPoisoned("round");
    const slot = sixSeconds.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    const end = roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {});
    const calls = end.calls.filter((c) => c.rolls.some((r) => r.action === "poisonCheck"));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.line).toEqual({ key: "FRAY.Tracker.SixSeconds.PoisonRoundDue", data: { name: "Jack", poison: "Spider Venom" } });
    const req = calls[0]!.rolls[0]!.request as SixSecondsPoisonRequest;
    const doc = fromUuidSync(jack.uuid) as unknown as Doc;
    await writeBack(doc as never, resolveAction(poisonCheckAction, req, [1]));
    expect(doc.statuses.has("six-seconds.staggered")).toBe(true);
    expect(doc.items.contents[0]!.flags["fray"]!["affliction"]).toMatchObject({ failuresInRow: 2 });
  });

  it("a poison checked once a day is not called at a round's start (its time is the GM's)", async () => {
    const { combat } = await jackPoisoned("day");
    const slot = sixSeconds.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    expect(roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {}).calls).toEqual([]);
  });
});
