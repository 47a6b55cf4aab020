import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { chargeFor } from "../../../module/combat/charge";
import { aimsLostOnMove, weaponStateLabels, weaponStateOf, weaponStateUpdate, type WeaponState } from "../../../module/data/item/weapon-state";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { SheetActionContext, SheetItem, SheetRollContext } from "../../../module/rulesets/adapter";
import { rollItem } from "../../../module/rulesets/six-seconds/sheet";
import { sixSecondsTrackerView } from "../../../module/rulesets/six-seconds/tracker-view";
import { afterSixSecondsAttack, aimAction, reloadAction } from "../../../module/rulesets/six-seconds/weapon-actions";
import { comboTarget, GOB } from "./six-seconds-combo-fixture";
import { mauve } from "../six-seconds-examples";
import { started } from "../tracker-scenarios";
import { actionContext } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

/** A crossbow: range increment 20 m, needs reloading after each shot. */
function crossbow(state: WeaponState = { loaded: true, aimedAt: null }): SheetActionContext["items"][number] {
  return { id: "xbow", type: "weapon", name: "Crossbow", system: { sixSeconds: { damageDie: "d10", rangeIncrement: 20, reload: true } }, state };
}

function shooter() {
  const s = mauve();
  s.sixSeconds.skills.push({ name: "Ranged Skill", ability: "dexterity", rank: 2 });
  return s;
}

function ctx(items: SheetActionContext["items"], answer: (d: ActionDialog) => Record<string, string> | null = () => null, targets = [comboTarget(GOB, "Goblin Mook")]): SheetActionContext<SixSecondsTypes> {
  const s = shooter();
  return actionContext<SixSecondsTypes>(s, { name: "Colonel Mauve", askFields: async (d) => answer(d), firstTarget: () => targets[0] ?? null, targets: () => targets, items });
}

/** The sheet's roll context recording what the attack dialog was opened with. */
function rollCtx(asked: Record<string, unknown>[]): SheetRollContext<SixSecondsTypes> {
  return { ...ctx([]), ask: async (data) => (asked.push(data), sixSecondsOptions({ aimed: data["aimed"] ? "true" : "", metres: "30" })) };
}

/** The item as it is after its outcome is written (the flags the sheet writes, read back). */
function written(item: SheetItem, change: Partial<WeaponState>): SheetItem {
  const flat = weaponStateUpdate(change);
  const shared: Record<string, unknown> = { ...item.state };
  for (const [path, v] of Object.entries(flat)) {
    expect(path.startsWith("flags.fray.weaponState.shared.")).toBe(true);
    shared[path.split(".").pop()!] = v;
  }
  const flags = { weaponState: { shared } };
  return { ...item, state: weaponStateOf(flags) };
}

describe("six-seconds aim and reload as weapon state", () => {
  it("aim takes 2 s at the first target; the attack dialog's Aimed box then starts ticked, and the shot spends the aim and empties the crossbow", async () => {
    const req = (await aimAction.prepare(ctx([crossbow()], () => ({ weapon: "xbow" }))))!;
    expect(aimAction.cost!(req)).toEqual({ name: "aim-weapon", seconds: 2 });
    const out = resolveAction(aimAction, req, []);
    expect(out.weapons).toEqual([{ id: "xbow", state: { aimedAt: GOB } }]);
    const aimed = written(crossbow(), out.weapons![0]!.state);
    expect(weaponStateLabels(aimed.state!)).toEqual(["FRAY.Sheet.WeaponAimed"]);

    const asked: Record<string, unknown>[] = [];
    const build = (await rollItem(rollCtx(asked), aimed))!;
    expect(asked[0]!["aimed"]).toBe(true);
    // 30 m with a 20 m increment is one doubling (−1/0); the aim takes that point off.
    const attack = build();
    expect(attack.kind).toBe("six-seconds.attack");
    expect(attack.kind === "six-seconds.attack" && attack.input.attacker.modifiers?.map((m) => m.code)).toEqual(["range-increment", "aim"]);

    const after = afterSixSecondsAttack(aimed)!;
    expect(after).toEqual({ loaded: false, aimedAt: null });
    const spent = written(aimed, after);
    expect(weaponStateLabels(spent.state!)).toEqual(["FRAY.Sheet.WeaponUnloaded"]);

    // Empty: refused before the dialog, with the reason; nothing asked, nothing spent.
    const again: Record<string, unknown>[] = [];
    const refused = (await rollItem(rollCtx(again), spent))!;
    expect(again).toEqual([]);
    expect(() => refused()).toThrow("FRAY.Action.SixSeconds.Weapon.Unloaded");
  });

  it("an aim at another target leaves the box unticked", async () => {
    const asked: Record<string, unknown>[] = [];
    await rollItem(rollCtx(asked), crossbow({ loaded: true, aimedAt: "Actor.someoneElse00000" }));
    expect(asked[0]!["aimed"]).toBe(false);
  });

  it("reload: 4 s at one's own scale; +4 s per scale the weapon is larger; shared between reloaders", async () => {
    const empty = crossbow({ loaded: false, aimedAt: null });
    const own = (await reloadAction.prepare(ctx([empty], () => ({ weapon: "xbow", weaponScale: "0" }), [])))!;
    expect(reloadAction.cost!(own)).toEqual({ name: "reload", seconds: 4 });
    const out = resolveAction(reloadAction, own, []);
    expect(out.weapons).toEqual([{ id: "xbow", state: { loaded: true } }]);
    expect(weaponStateLabels(written(empty, out.weapons![0]!.state).state!)).toEqual([]);
    // A scale-2 ballista: 4 + 8 = 12 s, two crew (the user and the targeted token) take 6 s each.
    const ballista = (await reloadAction.prepare(ctx([empty], () => ({ weapon: "xbow", weaponScale: "2" }))))!;
    expect(ballista.reloaders).toBe(2);
    expect(reloadAction.cost!(ballista)).toEqual({ name: "reload", seconds: 6, crew: [GOB] });
    expect(resolveAction(reloadAction, ballista, []).card.details).toEqual([{ label: "FRAY.Action.SixSeconds.Weapon.Seconds", value: 6 }]);
  });

  it("“The time it takes to reload a larger weapon increases by 4 seconds for every scale larger than you it is”: read from the weapon's own Weapon scale", async () => {
    const ballista = { id: "xbow", type: "weapon", name: "Ballista", system: { sixSeconds: { damageDie: "d12", rangeIncrement: 30, reload: true, scale: 2 } }, state: { loaded: false, aimedAt: null } };
    let asked: ActionDialog | null = null;
    const req = (await reloadAction.prepare(ctx([ballista], (d) => ((asked = d), { weapon: "xbow" }))))!;
    // The weapon names its scale and “Multiple people can reload a weapon at the same time”: the other reloader is
    // the targeted token, so nothing is typed.
    expect(asked!.fields.map((f) => f.name)).toEqual(["weapon"]);
    expect(req.crew).toEqual([{ uuid: GOB, name: "Goblin Mook" }]);
    // 4 + 2 × 4 = 12 s, two crew: 6 s each, the targeted one paying its own share too.
    expect(reloadAction.cost!(req)).toEqual({ name: "reload", seconds: 6, crew: [GOB] });
  });

  it("bad input loses nothing: no reload weapon, no ranged weapon, no target, a bad reloader count", async () => {
    const sword = { id: "sword", type: "weapon", name: "Sword", system: { sixSeconds: { damageDie: "d8" } } };
    await expect(reloadAction.prepare(ctx([sword]))).rejects.toThrow("Weapon.NoReload");
    await expect(aimAction.prepare(ctx([sword]))).rejects.toThrow("Weapon.NoRanged");
    await expect(aimAction.prepare({ ...ctx([crossbow()]), targets: () => [] })).rejects.toThrow("Weapon.AimNeedsTarget");
  });

  it("a charged move loses the aim; the tracker pays aim and reload seconds from the turn", async () => {
    expect(aimsLostOnMove([{ id: "a", flags: { fray: { weaponState: { shared: { aimedAt: GOB } } } } }, { id: "b", flags: {} }])).toEqual(["a"]);
    const e = await started("six-seconds");
    const active = e.state.active!;
    const aim = chargeFor(sixSecondsTrackerView, e.state, [active], { name: "aim-weapon", seconds: 2 })!;
    await e.run("aim", aim.command);
    const reload = chargeFor(sixSecondsTrackerView, e.state, [active], { name: "reload", seconds: 4 })!;
    await e.run("reload", reload.command);
    expect((e.state.data as { fighters: Record<string, { spent: number }> }).fighters[active]!.spent).toBe(6);
  });
});
