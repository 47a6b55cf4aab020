/**
 * Issue 27 (5): the dialog's odds are the card's. requestOdds prepares the request as the roll does and reads its
 * card's chance before the roll, which does not depend on the faces; a form the adapter refuses shows why, naming
 * the field (in the lang file's words).
 */
import { describe, expect, it } from "vitest";
import { previewOdds, requestOdds } from "../../../module/applications/dialogs/live-odds";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { prepareRoll } from "../../../module/dice/requests";
import { percent } from "../../../module/dice/roll-format";
import { sixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { parseSixSecondsDialog, type SixSecondsDialog } from "../../../module/rulesets/six-seconds/dialog";
import { loadLang } from "../../browser/foundry-helpers";
import { armingSword, goblin, mauve } from "../six-seconds-examples";

const lang = loadLang();
const i18n = {
  localize: (k: string) => lang[k] ?? k,
  format: (k: string, d: Record<string, string>) => (lang[k] ?? k).replace(/{([^}]+)}/g, (m, x: string) => d[x] ?? m),
};
const foe = () => ({ name: "Goblin", system: goblin(), derived: prepareActorDerived(goblin()), statuses: [] as string[] });
const preview = (d: SixSecondsDialog) => sixSecondsAttackRequest(mauve(), prepareActorDerived(mauve()), armingSword, foe(), { splits: d.splits, targetModifiers: d.targetModifiers, situation: d.situation });

describe("the dialog's odds", () => {
  it("are the card's chance before the roll, whatever the faces", () => {
    const req = preview(parseSixSecondsDialog({ cover: "light" }));
    const prepared = prepareRoll(req, {});
    const cards = [1, 3, 6].map((f) => prepared.resolve(prepared.dice.flatMap((g) => Array.from({ length: g.count }, () => Math.min(f, g.sides)))));
    for (const card of cards) expect(requestOdds(req, {})).toBe(percent(card.odds));
    expect(previewOdds({ cover: "light" }, parseSixSecondsDialog, preview, {}, i18n)).toBe(percent(cards[0]!.odds));
    // Another option, other odds.
    expect(previewOdds({ cover: "heavy" }, parseSixSecondsDialog, preview, {}, i18n)).not.toBe(previewOdds({}, parseSixSecondsDialog, preview, {}, i18n));
  });

  it("a refused form says why, naming the field", () => {
    expect(previewOdds({ targetMod: "lots" }, parseSixSecondsDialog, preview, {}, i18n)).toBe(`cannot roll: ${lang["FRAY.Dialog.TargetModifier"]} must be a whole number from -20 to 20, got "lots"`);
  });
});

describe("checks and pools show their odds too", () => {
  it("a six-seconds skill check, a frozen-lands skill roll and a tactica pool hand the dialog their request", async () => {
    const { rollSkill: sixSkill } = await import("../../../module/rulesets/six-seconds/sheet");
    const { rollSkill: frozenSkill } = await import("../../../module/rulesets/frozen-lands/sheet");
    const { rollPool } = await import("../../../module/rulesets/tactica/sheet");
    const { actorFixture } = await import("../../browser/fixtures");
    const { actionContext } = await import("../action-context");
    const { rollOptionsFrom } = await import("../../../module/rulesets/contract/dialog");
    const { ADAPTERS } = await import("../../../module/rulesets/registry");
    const cases = [
      { id: "six-seconds" as const, form: { target: "5" }, run: (ctx: never) => sixSkill(ctx, 0) },
      { id: "frozen-lands" as const, form: { dice: "1" }, run: (ctx: never) => frozenSkill(ctx, 0) },
      { id: "tactica" as const, form: { count: "3" }, run: (ctx: never) => rollPool(ctx) },
    ];
    for (const c of cases) {
      let preview: ((d: never) => unknown) | undefined;
      const parse = ADAPTERS[c.id].parseDialog;
      const stats = structuredClone(actorFixture(c.id, "character").system);
      const ctx = actionContext(stats, { ask: async (_d, p) => ((preview = p as never), rollOptionsFrom(c.form, parse)) });
      const req = (await c.run(ctx as never)) as Parameters<typeof requestOdds>[0];
      expect(preview, c.id).toBeTypeOf("function");
      const shown = previewOdds(c.form, parse, preview as never, {}, i18n);
      const prepared = prepareRoll(req as never, {});
      const card = prepared.resolve(prepared.dice.flatMap((g) => Array.from({ length: g.count }, () => g.sides)));
      expect(shown, c.id).toMatch(/%$/);
      expect(shown, c.id).toBe(percent(card.odds));
    }
  });
});
