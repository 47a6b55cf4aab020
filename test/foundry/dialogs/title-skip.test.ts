/**
 * Issue 27 (5): the roll dialog's title names who does what to whom, and a shift-click or the user's "Skip roll
 * dialogs" setting rolls with the dialog's defaults. Through the Foundry double: its game.i18n (en.json), its
 * settings (registered by Fray's init), and askRollOptions skipping (no dialog rendered, the defaults parsed by the
 * world ruleset's adapter).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble } from "../../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../../double/index";
import { rollDialogTitle } from "../../../module/applications/dialogs/dialog-title";
import { askRollOptions } from "../../../module/applications/dialogs/roll-dialog";
import { defaultForm, skipsDialog } from "../../../module/applications/dialogs/skip";
import { skipsRollDialogs } from "../../../module/settings";
import type { TacticaDialog } from "../../../module/rulesets/tactica/attack-fields";
import type { FrozenLandsDialog } from "../../../module/rulesets/frozen-lands/dialog-fields";

let fresh: (o?: DoubleOptions) => DoubleHandle;
beforeAll(async () => ({ fresh } = await frayOnDouble()));

describe("the roll dialog's title", () => {
  it("names the attacker, the target (none, one, several) and the weapon; a check names its roll", () => {
    fresh();
    const i18n = game.i18n as unknown as Parameters<typeof rollDialogTitle>[1];
    expect(rollDialogTitle({ actor: "Ilse", item: "Spear", targets: ["the Marsh Troll"] }, i18n)).toBe("Ilse attacks the Marsh Troll with Spear");
    expect(rollDialogTitle({ actor: "Ilse", item: "Spear", targets: [] }, i18n)).toBe("Ilse attacks with Spear");
    expect(rollDialogTitle({ actor: "Ilse", item: "Spear", targets: ["A", "B", "C"] }, i18n)).toBe("Ilse attacks 3 targets with Spear");
    expect(rollDialogTitle({ actor: "Ilse", roll: "Roll Perception", targets: ["A"] }, i18n)).toBe("Ilse: Roll Perception");
    expect(rollDialogTitle({ actor: "Ilse", targets: [] }, i18n)).toBe("Ilse: roll options");
    // Names stay text: the window title is set as text, so nothing is escaped twice.
    expect(rollDialogTitle({ actor: "<b>Ilse</b>", item: "Spear & Shield", targets: ["Troll"] }, i18n)).toBe("<b>Ilse</b> attacks Troll with Spear & Shield");
  });
});

describe("skipping the roll dialog", () => {
  it("shift flips the user's setting", () => {
    expect(skipsDialog(false, false)).toBe(false);
    expect(skipsDialog(true, false)).toBe(true);
    expect(skipsDialog(false, true)).toBe(true);
    expect(skipsDialog(true, true)).toBe(false);
  });

  it("the client setting is registered off, and read back once set", async () => {
    fresh();
    const config = (game.settings as unknown as { settings: Map<string, { scope: string; config: boolean; default: unknown }> }).settings.get("fray.skipRollDialogs");
    expect(config).toMatchObject({ scope: "client", config: true, default: false });
    expect(skipsRollDialogs()).toBe(false);
    await game.settings.set("fray", "skipRollDialogs", true);
    expect(skipsRollDialogs()).toBe(true);
  });

  it("a skipped dialog renders nothing and rolls with its prefilled defaults, read by the ruleset's adapter", async () => {
    const h = fresh();
    // The board's Advantage and a flyer's speed are prefilled values too.
    const data = { count: 5, attack: true, position: "Alone", reach: true, attackModes: ["melee", "missile"], groupAttacks: null, advantage: "minor", flyerSpeed: 2 };
    const o = await askRollOptions("tactica", data, { title: "t", skip: true });
    expect((o?.dialog as TacticaDialog).count).toBe(5);
    expect((o?.dialog as TacticaDialog).attack).toEqual({ mode: "melee", position: "Alone", flyerSpeed: 2, advantage: "minor" });
    const fl = await askRollOptions("frozen-lands", { band: "short", aimed: true, ranged: true, bands: ["close", "short"] }, { title: "t", skip: true });
    expect(fl?.dialog as FrozenLandsDialog).toMatchObject({ band: "short", aimed: true, dice: [], needed: 1 });
    // A prefill the adapter refuses is reported, not rolled.
    expect(await askRollOptions("tactica", { count: 99 }, { title: "t", skip: true })).toBeNull();
    expect(h.notices.map((n) => n.message).join(" ")).toMatch(/dice must be a whole number from 0 to 30|Dice committed/);
  });

  it("the defaults form sends what an untouched form would: ticked boxes as on, unticked and lists absent", () => {
    expect(defaultForm({ a: "x", n: 3, t: true, f: false, l: ["y"], o: { z: 1 }, u: undefined, nan: Number.NaN })).toEqual({ a: "x", n: "3", t: "on" });
  });
});
