/**
 * Issue 24 (audit PO5), through the Foundry double: "Infection: A character has a 10% chance to get infected after an
 * unsterilized surgery." The patient's sheet *Unsterilised surgery: infection?* rolls a d10 (a 10 infects) and, when
 * infected, starts the affliction on the patient's Infection item (from the compendium), written back through the
 * patient's FrayActor, so its checks run as any disease's.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { surgeryInfectionAction } from "../../../module/rulesets/six-seconds/infection-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = InstanceType<Fray["FrayActor"]>;

async function patient(withInfection: boolean): Promise<Doc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as unknown as Doc;
  const infection = parse(readFileSync("packs/_source/poisons/six-seconds/infection.yml", "utf8")) as Record<string, unknown>;
  if (withInfection) await jack.createEmbeddedDocuments("Item", [{ name: infection["name"], type: "poison", system: infection["system"] }] as never);
  return jack;
}

async function surgery(jack: Doc, face: number) {
  const items = jack.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system as never, flags: (i.flags as { fray?: Record<string, unknown> }).fray ?? {} }));
  const ctx = actionContext<SixSecondsTypes>(jack.system.stats, { name: jack.name, items });
  const out = resolveAction(surgeryInfectionAction, (await surgeryInfectionAction.prepare(ctx))!, [face]);
  await writeBack(jack as never, out);
  return out;
}

const running = (jack: Doc) => (jack.items.contents[0]!.flags as { fray?: { affliction?: unknown } }).fray?.affliction ?? null;

describe("six-seconds: infection after an unsterilised surgery (PO5)", () => {
  it("a 9 on the d10: not infected, nothing starts; a 10: infected, the Infection item's affliction starts", async () => {
    const jack = await patient(true);
    const clean = await surgery(jack, 9);
    expect(clean.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Infection.Clean" });
    expect(clean.card.odds).toBeCloseTo(0.9);
    expect(running(jack)).toBeNull();
    const bad = await surgery(jack, 10);
    expect(bad.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Infection.Infected" });
    expect(running(jack)).toMatchObject({ doses: 1, successesInRow: 0 });
  });

  it("without an Infection item on the patient the roll is refused, asking for it from the compendium", async () => {
    const jack = await patient(false);
    await expect(surgery(jack, 10)).rejects.toThrow("AddInfection");
  });
});
