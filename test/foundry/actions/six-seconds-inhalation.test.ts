/**
 * Issue 24 (re-audit PO3): "Inhalation: Breathing in the toxin causes the syndrome. The DC increases by +1 for every
 * full time increment, based on the check rate (ex. For every round spent breathing tear gas …)." Jack is a FrayActor
 * on the Foundry double holding the pack's Tear Gas (Inhaled, Fort DC 6, one check a round) in a FrayCombat. His
 * sheet's *Poison or disease check* (the items as the sheet gives them, the dialog answered) starts the affliction
 * while he breathes it; each new round the tracker's round-end step calls his check, which is written back on his
 * item; the DC climbs one a round he spends in the gas, and stops climbing once his sheet says he is out of it.
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
import type { SheetAction } from "../../../module/rulesets/adapter";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsPoisonRequest } from "../../../module/rulesets/six-seconds/poison-actions";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type ItemDoc = { id: string; type: string; name: string; system: { toObject(b: boolean): Record<string, never> }; flags: { fray?: Record<string, unknown> } };
type Doc = { id: string; uuid: string; name: string; statuses: Set<string>; system: { stats: never }; items: { contents: ItemDoc[] }; createEmbeddedDocuments(t: string, d: unknown[]): Promise<{ id: string }[]> };
type CombatDoc = { frayFighters(): never[] };

async function jackInTearGas(): Promise<{ jack: Doc; combat: CombatDoc; gas: string }> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character", system: initialOf(ACTOR_SYSTEM) } as never)) as unknown as Doc;
  const gas = parse(readFileSync("packs/_source/poisons/six-seconds/tear-gas.yml", "utf8")) as { name: string; system: unknown };
  const [item] = await jack.createEmbeddedDocuments("Item", [{ name: gas.name, type: "poison", system: gas.system }]);
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: jack.id }] } as never)) as unknown as CombatDoc;
  return { jack, combat, gas: item!.id };
}

/** The sheet's context on Jack's document now: his items as the actor sheet hands them to its actions. */
function sheetOf(jack: Doc, answer: Record<string, string>) {
  const items = jack.items.contents.map((i) => ({ id: i.id, type: i.type, name: i.name, system: i.system.toObject(false), flags: { ...(i.flags.fray ?? {}) } }));
  return actionContext(jack.system.stats, { name: jack.name, statuses: [...jack.statuses], items, askFields: async () => answer });
}

async function run<Q>(jack: Doc, action: SheetAction<Q>, answer: Record<string, string>, faces: number[]) {
  const req = (await action.prepare(sheetOf(jack, answer) as never))!;
  const out = resolveAction(action, req, faces);
  await writeBack(jack as never, out);
  return out;
}

const round = (n: number): TurnEvent[] => [{ type: "roundStart", round: n }];

/** The round's due Tear Gas check (called by the tracker's round-end step), rolled and written back: its DC. */
async function roundCheck(jack: Doc, combat: CombatDoc, n: number, face: number): Promise<number> {
  const slot = sixSeconds.combat.roundEnd!;
  const start = roundEndStep(slot, null, round(n - 1), () => combat.frayFighters(), {});
  const end = roundEndStep(slot, start.marks, round(n), () => combat.frayFighters(), {});
  const req = end.calls.flatMap((c) => c.rolls).find((r) => r.action === "poisonCheck")!.request as SixSecondsPoisonRequest;
  const out = resolveAction(sixSeconds.sheet.actions!["poisonCheck"]!, req, [face]);
  await writeBack(jack as never, out);
  return out.card.target as number;
}

describe("six-seconds: an inhaled poison's DC climbs with the periods spent breathing it", () => {
  it("Tear Gas: DC 6 on the first breath, 7 after a round in the gas, 8 after two; out of the gas it stays 8", async () => {
    const { jack, combat, gas } = await jackInTearGas();
    const first = await run(jack, sixSeconds.sheet.actions!["poisonCheck"]!, { poison: gas, doses: "1", extraDc: "0", breathing: "yes", sourceScale: "0", metres: "0" }, [1]);
    expect(first.card.target).toBe(6);
    expect(await roundCheck(jack, combat, 2, 1)).toBe(7);
    expect(await roundCheck(jack, combat, 3, 1)).toBe(8);
    // He steps out of the gas: the sheet says so, rolling nothing.
    const out = await run(jack, sixSeconds.sheet.actions!["breathing"]!, { poison: gas, breathing: "no" }, []);
    expect(out.card.dice).toEqual([]);
    expect(await roundCheck(jack, combat, 4, 1)).toBe(8);
    expect(await roundCheck(jack, combat, 5, 1)).toBe(8);
  });

  it("a poison that is not inhaled (Spider Venom) never climbs, whatever the answer", async () => {
    const { jack, combat } = await jackInTearGas();
    const venom = parse(readFileSync("packs/_source/poisons/six-seconds/spider-venom.yml", "utf8")) as { name: string; system: unknown };
    const [item] = await jack.createEmbeddedDocuments("Item", [{ name: venom.name, type: "poison", system: venom.system }]);
    await run(jack, sixSeconds.sheet.actions!["poisonCheck"]!, { poison: item!.id, doses: "1", extraDc: "0", breathing: "yes", sourceScale: "0", metres: "0" }, [1]);
    const slot = sixSeconds.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    const end = roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {});
    const req = end.calls.flatMap((c) => c.rolls).find((r) => r.action === "poisonCheck")!.request as SixSecondsPoisonRequest;
    expect(resolveAction(sixSeconds.sheet.actions!["poisonCheck"]!, req, [1]).card.target).toBe(6);
  });

  it("the breathing answer is refused by name when it is not yes or no, and nothing is written", async () => {
    const { jack, gas } = await jackInTearGas();
    await expect(sixSeconds.sheet.actions!["poisonCheck"]!.prepare(sheetOf(jack, { poison: gas, doses: "1", extraDc: "0", breathing: "maybe", sourceScale: "0", metres: "0" }) as never)).rejects.toThrow(/breathing/);
    expect(jack.items.contents[0]!.flags.fray?.["affliction"]).toBeUndefined();
  });
});

describe("six-seconds: the check's breathing answer left as it was", () => {
  it("a check answered “as before” (the dialog's default) keeps the sheet's *no*: the DC does not climb", async () => {
    const { jack, gas } = await jackInTearGas();
    let offered: unknown;
    await sixSeconds.sheet.actions!["poisonCheck"]!.prepare({ ...sheetOf(jack, {}), askFields: async (d: { fields: { name: string; value?: unknown }[] }) => ((offered = d.fields.find((f) => f.name === "breathing")?.value), null) } as never);
    expect(offered).toBe("");
    const check = (breathing: string) => run(jack, sixSeconds.sheet.actions!["poisonCheck"]!, { poison: gas, doses: "1", extraDc: "0", breathing, sourceScale: "0", metres: "0" }, [1]);
    // A new affliction answered "as before" starts in the gas.
    expect((await check("")).card.target).toBe(6);
    expect((await check("")).card.target).toBe(7);
    await run(jack, sixSeconds.sheet.actions!["breathing"]!, { poison: gas, breathing: "no" }, []);
    expect((await check("")).card.target).toBe(7);
  });
});
