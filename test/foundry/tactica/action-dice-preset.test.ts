/**
 * Audit C1, through the Foundry double: "Everyone rolls a number of Action Dice (AD) ... Normally the players will roll
 * 4d, as a guide heroes and veterans will have 4, soldiers 3 and untrained creatures 2." The stats tab offers the
 * guide's counts as buttons beside the typed *Action dice*; each writes its count on the actor, and the number stays
 * an input the owner may type over.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { Handlebars, installTemplates, loadTemplates, registerCoreHelpers, renderTemplate, setTemplateLoader } from "../../double/templates";
import { FRAY_HELPERS } from "../../../module/applications/helpers";
import { actionDicePresetAction } from "../../../module/rulesets/tactica/action-dice-preset";
import { adapterFor } from "../../../module/rulesets/registry";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actorSheetContext } from "../../../module/applications/sheets/context";
import { actorFixture } from "../../browser/fixtures";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
});

const WHO = uuid("soldier");
type Doc = InstanceType<Fray["FrayActor"]>;

async function fighter() {
  await doubleWorld({ [WHO]: { name: "Spearman", system: blankSystem(), statuses: [] } }, {}, "tactica");
  installTemplates();
  return fromUuidSync(WHO) as unknown as Doc;
}

async function press(actor: Doc, preset: string) {
  const req = await actionDicePresetAction.prepare(actionContext<TacticaTypes>(actor.system.stats, { name: actor.name, uuid: actor.uuid, data: { sheetAction: "actionDicePreset", preset } }));
  await runAction(actor as never, actionDicePresetAction, req!);
}

describe("tactica: the guide's action dice on the sheet", () => {
  it("the stats tab offers heroes and veterans 4, soldiers 3 and untrained 2 as buttons, next to the editable Action dice", async () => {
    await fighter();
    // The real template through the double's Handlebars, with core's and Fray's helpers (templates-compiled.test.ts).
    setTemplateLoader(async (path) => readFileSync(path.replace(/^systems\/fray\//, ""), "utf8"));
    registerCoreHelpers(() => game.i18n as never);
    for (const [name, fn] of Object.entries(FRAY_HELPERS)) Handlebars.registerHelper(name, fn as Handlebars.HelperDelegate);
    await loadTemplates(["systems/fray/templates/parts/stat.hbs", "systems/fray/templates/parts/derived.hbs", "systems/fray/templates/parts/attacks.hbs", "systems/fray/templates/parts/summary.hbs"]);
    const fixture = actorFixture("tactica", "character");
    const context = { ...actorSheetContext({ ...fixture, biographyHTML: "" }), tabs: { stats: { cssClass: "active" } } };
    const html = await renderTemplate("systems/fray/templates/actor/stats-tactica.hbs", context);
    const presets = [...html.matchAll(/data-sheet-action="actionDicePreset" data-preset="(\w+)"/g)].map((m) => m[1]);
    expect(presets).toEqual(["hero", "soldier", "untrained"]);
    expect(html).toMatch(/<input type="number" name="system.tactica.actionDice"/);
    expect(adapterFor("tactica").sheet.actions?.["actionDicePreset"]).toBe(actionDicePresetAction);
    expect(readFileSync("lang/en.json", "utf8")).toContain('"soldier": "Soldier: 3"');
  });

  it("each button writes its count: hero 4, soldier 3, untrained 2; the field is then typed over freely", async () => {
    const actor = await fighter();
    expect(actor.system.stats.tactica.actionDice).toBe(3);
    await press(actor, "hero");
    expect(actor.system.stats.tactica.actionDice).toBe(4);
    await press(actor, "untrained");
    expect(actor.system.stats.tactica.actionDice).toBe(2);
    await press(actor, "soldier");
    expect(actor.system.stats.tactica.actionDice).toBe(3);
    await actor.update({ "system.tactica.actionDice": 5 } as never);
    expect(actor.system.stats.tactica.actionDice).toBe(5);
    const posted = game.messages.contents.at(-1)!;
    expect(JSON.stringify(posted.flags)).toContain("FRAY.Tactica.ActionDicePreset.soldier");
  });

  it("a preset the guide does not name is refused with the reason, and nothing is written", async () => {
    const actor = await fighter();
    await expect(press(actor, "champion")).rejects.toThrow(/no action dice preset "champion"/);
    await expect(press(actor, "constructor")).rejects.toThrow(/no action dice preset/);
    expect(actor.system.stats.tactica.actionDice).toBe(3);
  });
});
