/**
 * Issue 24 (audit RA1, PO1): radiation falls off with distance, and a failed check's plain symptoms are written. A FrayActor on the Foundry double holding the compendium's
 * radiation items (created from the pack's YAML); the *Poison or disease check* dialog (answered as the form posts
 * it) names the source's radiation item, its scale and the metres to it; the check runs against the item of the
 * severity felt there, and its affliction is written on that item through the document.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { poisonCheckAction } from "../../../module/rulesets/six-seconds/poison-actions";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const pack = (file: string) => {
  const doc = parse(readFileSync(`packs/_source/poisons/six-seconds/${file}.yml`, "utf8")) as { name: string; type: string; system: Record<string, unknown> };
  return { name: doc.name, type: doc.type, system: doc.system };
};

type ActorDoc = InstanceType<Fray["FrayActor"]>;

async function exposed(): Promise<ActorDoc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as ActorDoc;
  await a.createEmbeddedDocuments("Item", [pack("radiation-heavy"), pack("radiation-moderate")] as never);
  return a;
}

/** The actor's items as the sheet hands them to an action (plain system data, fray flags). */
const items = (a: ActorDoc): SheetActionContext["items"] =>
  a.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system.toObject(false) as SheetActionContext["items"][number]["system"], flags: { ...((i.flags as { fray?: object }).fray ?? {}) } }));

async function check(a: ActorDoc, fields: Record<string, string>, face: number) {
  const req = await poisonCheckAction.prepare(actionContext(a.system.stats, { name: a.name, derived: a.system.derived, items: items(a), askFields: async () => fields }));
  const out = resolveAction(poisonCheckAction, req!, [face]);
  await writeBack(a as never, out);
  return { req: req!, out };
}

const idOf = (a: ActorDoc, name: string) => a.items.contents.find((i) => i.name === name)!.id!;

describe("six-seconds radiation at a distance", () => {
  it("“A radioactive object emits radiation of its severity to one scale larger than it, then one scale larger than that in one severity less”: 2 m from a scale-0 Heavy source is Moderate", async () => {
    const jack = await exposed();
    const { req, out } = await check(jack, { poison: idOf(jack, "Radiation (Heavy)"), doses: "1", extraDc: "0", sourceScale: "0", metres: "2" }, 1);
    expect(req.stats.name).toBe("Radiation (Moderate)");
    expect(out.card.target).toBe(8);
    const moderate = jack.items.get(idOf(jack, "Radiation (Moderate)"))!;
    expect((moderate.flags as { fray?: { affliction?: unknown } }).fray?.affliction).toBeTruthy();
  });

  it("at the source (1 m) the item's own severity; far enough away nothing is noticeable, and the check is refused", async () => {
    const jack = await exposed();
    const near = await check(jack, { poison: idOf(jack, "Radiation (Heavy)"), doses: "1", extraDc: "0", sourceScale: "0", metres: "1" }, 6);
    expect(near.req.stats.name).toBe("Radiation (Heavy)");
    await expect(check(jack, { poison: idOf(jack, "Radiation (Heavy)"), doses: "1", extraDc: "0", sourceScale: "0", metres: "100" }, 6)).rejects.toThrow();
  });
});

describe("six-seconds poison symptoms written", () => {
  it("“Each failed check incurs Symptoms” and “If they are listed as cumulative, the penalties stack”: 1 cumulative wound per failed check, on the sheet", async () => {
    const jack = await exposed();
    // Radiation (Heavy) at the source: Fort DC 10; Fortitude +0 rolls a 2: fails, one wound.
    await check(jack, { poison: idOf(jack, "Radiation (Heavy)"), doses: "1", extraDc: "0", sourceScale: "0", metres: "0" }, 2);
    expect(jack.system.stats.sixSeconds.wounds).toBe(1);
    await check(jack, { poison: idOf(jack, "Radiation (Heavy)"), doses: "1", extraDc: "0", sourceScale: "0", metres: "0" }, 2);
    expect(jack.system.stats.sixSeconds.wounds).toBe(2);
  });

  it("Chloroform's “Unconsciousness 1d4 x 10 minutes”: a failed check leaves the character Unconscious", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as ActorDoc;
    await jack.createEmbeddedDocuments("Item", [pack("chloroform")] as never);
    await check(jack, { poison: idOf(jack, "Chloroform"), doses: "1", extraDc: "0", sourceScale: "0", metres: "0" }, 1);
    expect(jack.statuses.has("six-seconds.unconscious")).toBe(true);
    expect(jack.system.stats.sixSeconds.wounds).toBe(0);
  });
});
