/**
 * Issue 24 (re-audit MO6 b): "If the character's will is reduced to 0, he gains the Broken status, effectively giving
 * up. He cannot take any actions, move, speak, or make defence rolls. The character is Helpless." Will brought to 0 by
 * hand: on the token's Will bar (FrayActor#modifyTokenAttribute, as core's token HUD calls it) or in the stats tab's
 * *Morale penalties* field (the actor sheet's form submission, FrayActorSheet#_processSubmitData on the double's
 * DocumentSheetV2), through the Foundry double's update pipeline; the statuses are written on the actor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext, sixSecondsOptions } from "../action-context";
import { armingSword, mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => DoubleHandle;
let FrayActorSheet: typeof import("../../../module/applications/sheets/actor-sheet").FrayActorSheet;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  // The double's application classes (the page double installs them so; the sheet module extends them on import).
  const [apps, sheets] = await Promise.all([import("../../double/applications"), import("../../double/sheets")]);
  (foundry as unknown as { applications: unknown }).applications = {
    api: { ApplicationV2: apps.ApplicationV2, HandlebarsApplicationMixin: apps.HandlebarsApplicationMixin, DialogV2: apps.DialogV2, DocumentSheetV2: sheets.DocumentSheetV2 },
    sheets: { ActorSheetV2: sheets.ActorSheetV2, ItemSheetV2: sheets.ItemSheetV2 },
    ux: { DragDrop: sheets.DragDrop, TextEditor: sheets.TextEditor, FormDataExtended: sheets.FormDataExtended },
  };
  ({ FrayActorSheet } = await import("../../../module/applications/sheets/actor-sheet"));
});

type Doc = InstanceType<Fray["FrayActor"]>;

async function mauveDoc(): Promise<Doc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  return (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve() } as never)) as unknown as Doc;
}

const will = (doc: Doc) => doc.system.derived.sixSeconds.will;
const marks = (doc: Doc) => [...doc.statuses].filter((s) => s === "six-seconds.broken" || s === "six-seconds.helpless").sort();

/** The stats tab's form submitted with these fields (what the sheet's Morale penalties input posts). */
async function submitSheet(doc: Doc, data: Record<string, unknown>): Promise<void> {
  const sheet = new FrayActorSheet({ document: doc } as never) as unknown as { _processSubmitData(e: null, f: null, d: Record<string, unknown>): Promise<void> };
  await sheet._processSubmitData(null, null, data);
}

describe("six-seconds: Will brought to 0 by hand writes Broken and Helpless", () => {
  it("the token's Will bar set to 0: the penalties are written and the actor is Broken and Helpless; its attack is then refused", async () => {
    const doc = await mauveDoc();
    expect(will(doc).current).toBeGreaterThan(0);
    await doc.modifyTokenAttribute("bars.will", 0, false, true);
    expect(doc.system.stats.sixSeconds.moralePenalties).toBe(will(doc).base);
    expect(will(doc).current).toBe(0);
    expect(marks(doc)).toEqual(["six-seconds.broken", "six-seconds.helpless"]);
    const ctx = actionContext<SixSecondsTypes>(doc.system.stats, { statuses: [...doc.statuses], ask: async () => sixSecondsOptions({}) });
    const build = await adapterFor("six-seconds").sheet.rollItem!(ctx as never, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
    expect(() => build!()).toThrow(expect.objectContaining({ code: "condition-no-action" }));
  });

  it("the Will bar lowered by one to a Will above 0 writes no status", async () => {
    const doc = await mauveDoc();
    await doc.modifyTokenAttribute("bars.will", -1, true, true);
    expect(doc.system.stats.sixSeconds.moralePenalties).toBe(1);
    expect(marks(doc)).toEqual([]);
  });

  it("the sheet's *Morale penalties* field typed up to Will: Broken and Helpless", async () => {
    const doc = await mauveDoc();
    await submitSheet(doc, { "system.sixSeconds.moralePenalties": will(doc).base });
    expect(will(doc).current).toBe(0);
    expect(marks(doc)).toEqual(["six-seconds.broken", "six-seconds.helpless"]);
  });

  it("taking penalties off (a Will still 0, or back above it) adds nothing: recovery is the Spirit check's and the calm hour's", async () => {
    const doc = await mauveDoc();
    await doc.update({ "system.sixSeconds.moralePenalties": will(doc).base + 2 } as never);
    expect(marks(doc)).toEqual([]);
    await submitSheet(doc, { "system.sixSeconds.moralePenalties": will(doc).base + 1 });
    expect(marks(doc)).toEqual([]);
  });
});
