/**
 * frozen-lands ranged attacks from the sheet: target size and light chosen in the dialog, Aim and Reload as the
 * weapon item's state (a shot spends both), the unloaded weapon refused with a coded (translated) error. From the
 * sheet's request to the applied item update, with the heavy crossbow at long range.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { frozenLandsOptions } from "../action-context";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { diceFor, resolveRequest, writeBackFor } from "../../../module/dice/requests";
import { RulesError } from "../../../module/engine/errors";
import type { SheetActionContext, SheetItem, SheetRollContext } from "../../../module/rulesets/adapter";
import { parseFrozenLandsAttackFields } from "../../../module/rulesets/frozen-lands/dialog-fields";
import { rollItem } from "../../../module/rulesets/frozen-lands/sheet";
import { frozenLandsTrackerView } from "../../../module/rulesets/frozen-lands/tracker-view";
import { aimAction, reloadAction } from "../../../module/rulesets/frozen-lands/weapon-actions";
import { weaponStateOf } from "../../../module/rulesets/frozen-lands/weapon-state";
import { setPath } from "../helpers";
import type { FrozenLandsTypes } from "../../../module/rulesets/frozen-lands/types";

const block = (file: string) => (parse(readFileSync(`packs/_source/weapons/frozen-lands/${file}.yml`, "utf8")) as { system: Record<string, Record<string, unknown>> }).system;

function archer() {
  const s = initialOf(ACTOR_SYSTEM);
  s.frozenLands.skills = [{ name: "Marksmanship", attribute: "agility", rank: 3 }];
  return s;
}

/** A weapon item as the sheet hands it over, whose flags the write-back updates in place. */
function item(id: string, file: string, name: string): SheetItem & { id: string; flags: Record<string, unknown> } {
  return { id, name, system: block(file), flags: {} };
}

/** Apply a WriteBack's item updates to the items (what write-back.ts does through the documents). */
function applyItems(items: SheetItem[], back: { items?: readonly { id: string; update: Record<string, unknown> }[] }) {
  for (const u of back.items ?? []) {
    const it = items.find((i) => i.id === u.id)!;
    for (const [path, v] of Object.entries(u.update)) setPath(it as unknown as Record<string, unknown>, path, v);
  }
}

function sheetCtx(items: SheetItem[], form: Record<string, string>, asked: Record<string, unknown>[] = []): SheetActionContext<FrozenLandsTypes> {
  const stats = archer();
  const ctx: SheetRollContext<FrozenLandsTypes> = {
    stats,
    derived: prepareActorDerived(stats),
    ask: async (data) => {
      asked.push(data);
      return frozenLandsOptions(form);
    },
    firstTarget: () => null,
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    weapons: () => items,
  };
  return { ...ctx, name: "Archer", statuses: [], data: {}, options: {}, askFields: async () => null, items: [] };
}

describe("frozen-lands: the heavy crossbow at long range, reloaded, aimed, at a large target in dim light", () => {
  it("Reload, Aim, then the shot: pool 3 + 1 bonus + 2 aim − 2 long + 1 large − 1 dim = 4; the shot spends aim and load", async () => {
    const crossbow = item("xbow000000000001", "ranged/heavy-crossbow", "Heavy Crossbow");
    const items = [crossbow];
    const ctx = sheetCtx(items, { dice: "0", band: "long", aimed: "on", targetSize: "1", light: "dim" });

    // Unloaded at first: the attack is refused with a coded error (FRAY.Error.frozen-lands.not-loaded).
    const refused = (await rollItem(ctx, crossbow))!;
    expect(() => refused()).toThrow(expect.objectContaining({ code: "frozen-lands.not-loaded", data: { weapon: "Heavy Crossbow" } }));

    for (const action of [reloadAction, aimAction]) {
      const req = await action.prepare({ ...ctx, data: { itemId: crossbow.id } });
      applyItems(items, resolveAction(action, req, []));
    }
    expect(weaponStateOf(crossbow)).toEqual({ loaded: true, aimed: true });

    const asked: Record<string, unknown>[] = [];
    const build = (await rollItem(sheetCtx(items, { dice: "0", band: "long", aimed: "on", targetSize: "1", light: "dim" }, asked), crossbow))!;
    // The dialog was told the weapon's state (the Aimed box ticked, "Loaded" shown) and offered the selects.
    expect(asked[0]).toMatchObject({ ranged: true, aimed: true, reload: true, loaded: true, sizes: ["-2", "-1", "0", "1", "2"], lights: ["normal", "dim", "dark"] });
    const req = build();
    expect(diceFor(req)[0]!.count).toBe(4);
    const card = resolveRequest(req, [6, 5, 2, 1]);
    expect(card.modifiers.map((m) => [m.value, m.reasonKey])).toEqual([["+1", "FRAY.Reason.weapon-bonus"], ["+2", "FRAY.Reason.aim"], ["-2", "FRAY.Reason.range.long"], ["+1", "FRAY.Reason.large-target"], ["-1", "FRAY.Reason.dim-light"]]);
    expect(card.total).toBe(2);
    const back = writeBackFor(req, [6, 5, 2, 1], ctx.stats);
    applyItems(items, back);
    expect(weaponStateOf(crossbow)).toEqual({ loaded: false, aimed: false });
  });

  it("Reload on a weapon without Reload is refused with a coded error; a bad select value is named", async () => {
    const sword = item("sword00000000001", "melee/longsword", "Longsword");
    const ctx = sheetCtx([sword], {});
    await expect(reloadAction.prepare({ ...ctx, data: { itemId: sword.id } })).rejects.toMatchObject({ code: "frozen-lands.not-ranged" });
    await expect(aimAction.prepare({ ...ctx, data: { itemId: "nope" } })).rejects.toBeInstanceOf(RulesError);
    expect(() => parseFrozenLandsAttackFields({ targetSize: "5" })).toThrow(expect.objectContaining({ code: "frozen-lands.bad-choice", data: { field: "targetSize", value: "5" } }));
    expect(parseFrozenLandsAttackFields({})).toEqual({ targetSize: 0, light: "normal" });
    expect(parseFrozenLandsAttackFields({ targetSize: "-2", light: "dark" })).toEqual({ targetSize: -2, light: "dark" });
  });

  it("Aim and Reload are actions of the turn, paid from the sheet (the tracker's own buttons are Attack and Move)", () => {
    const view = frozenLandsTrackerView;
    const state = {
      phase: "running",
      active: "a",
      round: 1,
      combatants: [{ id: "a" }],
      data: { pendingTies: null, fighters: { a: { actionsLeft: 3, usedThisTurn: [], repeatable: [], side: "player", delayed: null, reactionsLeft: 0, reactionsPerRound: 0, roundActions: 3, outOfTurnTried: false, stressGained: 0, initiative: 3 } }, track: ["a"], gm: null },
    };
    const panel = view.combatant(state as never, "a");
    const actions = panel.commands.map((c) => c.command["action"]);
    expect(actions).not.toContain("aim");
    expect(view.costOf(state as never, "a", { name: "aim", seconds: 0 })).toEqual({ type: "act", combatant: "a", action: "aim" });
    expect(view.costOf(state as never, "a", { name: "reload", seconds: 0 })).toEqual({ type: "act", combatant: "a", action: "reload" });
  });
});
