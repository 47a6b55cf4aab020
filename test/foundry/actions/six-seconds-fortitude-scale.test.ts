/**
 * Audit S4: "A character‚s scale is subtracted from attack rolls and stealth checks; and added to wrestle and
 * fortitude skills." Every Fortitude check outside the Skills table takes the scale too: the sheet's poison check, the
 * tracker's round check and the world clock's check of a working poison, and the soul coma's hourly check. Jack is a
 * scale 2 FrayActor on the Foundry double (Fortitude rank 0, Endurance 0): each check's Fortitude is +2.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { roundEndStep } from "../../../module/combat/round-end";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { TurnEvent } from "../../../module/engine/turns";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { soulComaAction } from "../../../module/rulesets/six-seconds/condition-actions";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import { poisonCheckAction, type SixSecondsPoisonRequest } from "../../../module/rulesets/six-seconds/poison-actions";
import type { ActorSystem } from "../../../module/data/actor/schema";
import type { ActorDerived } from "../../../module/data/actor/derived";
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

type Doc = {
  id: string; uuid: string; name: string; statuses: Set<string>;
  system: { stats: ActorSystem; derived: ActorDerived };
  items: { contents: { id: string; name: string; type: string; system: never; flags: Record<string, Record<string, unknown>> }[] };
  update(d: unknown): Promise<unknown>;
  toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown>;
  createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown[]>;
};

/** Jack at scale 2, with the pack's `file` poison already working on him (as his first check left it). */
async function giantJack(file = "plague"): Promise<{ h: DoubleHandle; jack: Doc }> {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as unknown as Doc;
  await jack.update({ "system.sixSeconds.scale": 2 });
  const entry = parse(readFileSync(`packs/_source/poisons/six-seconds/${file}.yml`, "utf8")) as { name: string; system: unknown };
  await jack.createEmbeddedDocuments("Item", [{ name: entry.name, type: "poison", system: entry.system, flags: { fray: { affliction: { doses: 1, successesInRow: 0, failuresInRow: 1, failures: 1, checks: 1, cured: false } } } }]);
  return { h, jack: fromUuidSync(jack.uuid) as unknown as Doc };
}

const affliction = (jack: Doc) => (fromUuidSync(jack.uuid) as unknown as Doc).items.contents[0]!.flags["fray"]!["affliction"];
const round = (n: number): TurnEvent[] => [{ type: "roundStart", round: n }];

describe("six-seconds: scale is added to every Fortitude check", () => {
  it("the sheet's Poison or disease check: a scale 2 body checks at Fortitude +2 (a 4 makes Plague's DC 6)", async () => {
    const { jack } = await giantJack();
    expect(jack.system.stats.sixSeconds.scale).toBe(2);
    const item = jack.items.contents[0]!;
    const ctx = actionContext<SixSecondsTypes>(jack.system.stats, { name: jack.name, derived: jack.system.derived, statuses: [...jack.statuses], items: jack.items.contents as never, askFields: async () => ({ poison: item.id, doses: "1", extraDc: "0" }) });
    const req = (await poisonCheckAction.prepare(ctx))!;
    expect(req.fortitude).toBe(2);
    expect(resolveAction(poisonCheckAction, req, [4]).card.total).toBe(6);
  });

  it("the tracker's round check of Spider Venom (1 a round) carries the +2", async () => {
    const { jack } = await giantJack("spider-venom");
    const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: jack.id }] } as never)) as unknown as { frayFighters(): never[] };
    const slot = sixSeconds.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    const end = roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {});
    const req = end.calls.flatMap((c) => c.rolls).find((r) => r.action === "poisonCheck")!.request as SixSecondsPoisonRequest;
    expect(req.fortitude).toBe(2);
  });

  it("the world clock's daily Plague check: a 4 with the +2 makes DC 6 (one success in a row, no new failure)", async () => {
    const { h, jack } = await giantJack();
    h.dice.queue.push(4);
    await clock.worldTimePassed(3600, 86400 + 3600);
    expect(affliction(jack)).toMatchObject({ checks: 2, failures: 1, successesInRow: 1 });
  });

  it("the soul coma's hourly Fortitude check is made at +2", async () => {
    const { jack } = await giantJack();
    await jack.toggleStatusEffect("six-seconds.soul-coma", { active: true });
    const doc = fromUuidSync(jack.uuid) as unknown as Doc;
    const asShown = async (dialog: { fields: { name: string; value?: unknown }[] }) => Object.fromEntries(dialog.fields.map((f) => [f.name, String(f.value ?? "")]));
    const req = (await soulComaAction.prepare(actionContext(doc.system.stats, { name: doc.name, statuses: [...doc.statuses], derived: doc.system.derived, askFields: asShown as never })))!;
    expect(req).toMatchObject({ by: "fortitude", bonus: 2 });
  });
});
