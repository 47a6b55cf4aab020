/**
 * Issue 24 (audit PO7), through the Foundry double: "Diagnosis DC: This is the Medicine DC required to diagnose the
 * character." The patient's sheet *Diagnose (Medicine)* with the healer's token targeted rolls the healer's Medicine
 * against the Diagnosis DC of each syndrome afflicting the patient (its poison items with an affliction running);
 * the card names only those diagnosed, and each is marked diagnosed on the patient's item, written back through the
 * patient's FrayActor.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { startAffliction } from "../../../module/engine/rulesets/six-seconds/poison";
import { diagnoseAction } from "../../../module/rulesets/six-seconds/diagnosis-actions";
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
const poison = (file: string) => parse(readFileSync(`packs/_source/poisons/six-seconds/${file}.yml`, "utf8")) as { name: string; type: string; system: Record<string, unknown> };

/** Jack, afflicted by the Plague (Diagnosis DC 4) and Infection (DC 6), carrying Alcohol he has not drunk (DC 2). */
async function patient(): Promise<Doc> {
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as unknown as Doc;
  const running = { fray: { affliction: startAffliction(1) } };
  await jack.createEmbeddedDocuments("Item", [
    { ...poison("plague"), flags: running },
    { ...poison("infection"), flags: running },
    poison("alcohol"),
  ] as never);
  return jack;
}

async function diagnose(jack: Doc, healer: Doc | null, face: number) {
  const items = jack.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system as never, flags: (i.flags as { fray?: Record<string, unknown> }).fray ?? {} }));
  const ctx = actionContext<SixSecondsTypes>(jack.system.stats, { name: jack.name, items, firstTarget: () => (healer ? healer.asAttackTarget() : null) });
  const req = (await diagnoseAction.prepare(ctx))!;
  const out = resolveAction(diagnoseAction, req, [face]);
  await writeBack(jack as never, out);
  return out;
}

const diagnosed = (jack: Doc) => jack.items.contents.filter((i) => (i.flags as { fray?: { diagnosed?: boolean } }).fray?.diagnosed === true).map((i) => i.name);

describe("six-seconds: diagnosing a poison or disease (PO7)", () => {
  it("Dr Ames (Medicine 2 + Intelligence 1) rolls 2: 5 reaches the Plague's DC 4, not Infection's 6; the card names the Plague only", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const jack = await patient();
    const ames = (await fray.FrayActor.create({ name: "Dr Ames", type: "character", system: { sixSeconds: { abilities: { intelligence: 1 }, skills: [{ name: "Medicine", ability: "intelligence", rank: 2 }] } } } as never)) as unknown as Doc;
    const out = await diagnose(jack, ames, 2);
    expect(out.card.total).toBe(5);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Diagnosis.Diagnosed", data: { names: "Plague", undiagnosed: 1 } });
    expect(JSON.stringify(out.card)).not.toContain("Infection");
    expect(diagnosed(jack)).toEqual(["Plague"]);
    // A 6 later: 9 reaches both.
    await diagnose(jack, ames, 6);
    expect(diagnosed(jack).sort()).toEqual(["Infection", "Plague"]);
  });

  it("with no healer targeted the patient diagnoses himself; a healer without Medicine is refused, naming them; nothing running: nothing to diagnose", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const jack = await patient();
    const brute = (await fray.FrayActor.create({ name: "Brute", type: "npc", system: { sixSeconds: { skills: [] } } } as never)) as unknown as Doc;
    await expect(diagnose(jack, brute, 6)).rejects.toThrow("Brute");
    // Jack's own Medicine 0: a 4 reaches the Plague's DC 4.
    await diagnose(jack, null, 4);
    expect(diagnosed(jack)).toEqual(["Plague"]);
    const healthy = (await fray.FrayActor.create({ name: "Ann", type: "character" } as never)) as unknown as Doc;
    await expect(diagnose(healthy, null, 6)).rejects.toThrow("NothingToDiagnose");
  });
});
