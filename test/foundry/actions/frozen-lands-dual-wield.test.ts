/**
 * frozen-lands dual wielding from the sheet (Special Actions): the Broadsword's "Dual wield" button, the Dagger as the
 * second (Light) weapon, Melee 4 split 3 / 1. From the sheet's request through one Roll's faces to the two bound
 * cards' applied outcomes on the target, the tracker charged once for both Attacks, and the refusals (coded, so
 * translated) before anything is rolled or spent.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { frozenLandsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { diceFor, formulaFor, resolveRequest, splitSeriesFaces } from "../../../module/dice/requests";
import type { AttackTarget, SheetActionContext, SheetItem } from "../../../module/rulesets/adapter";
import { frozenLands } from "../../../module/rulesets/frozen-lands/index";
import type { FrozenLandsAttackRequest } from "../../../module/rulesets/frozen-lands/attack";
import { DUAL_WIELDING } from "../../../module/rulesets/frozen-lands/dual-wield";
import { frozenLandsTrackerView } from "../../../module/rulesets/frozen-lands/tracker-view";
import { blankSystem, GM, doubleWorld, player, uuid } from "../exchange/double-world";
import type { FrozenLandsTypes } from "../../../module/rulesets/frozen-lands/types";

const block = (file: string) => (parse(readFileSync(`packs/_source/weapons/frozen-lands/${file}.yml`, "utf8")) as { system: Record<string, Record<string, unknown>> }).system;
const item = (id: string, file: string, name: string): SheetItem => ({ id: id.padEnd(16, "0"), name, system: block(file) });

const BROADSWORD = item("sword", "melee/broadsword", "Broadsword"); // +2 dice, damage 2, one-handed
const DAGGER = item("dagger", "melee/dagger", "Dagger"); // +1 die, damage 1, Light
const BATTLEAXE = item("axe", "melee/battleaxe", "Battleaxe"); // one-handed, not Light
const HALBERD = item("halberd", "melee/halberd", "Halberd"); // two-handed
const CROSSBOW = item("xbow", "ranged/heavy-crossbow", "Heavy Crossbow");

const HILDA = uuid("hilda");
const RAIDER = uuid("raider");

function hilda(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Melee", attribute: "body", rank: 4 }];
  return s;
}

/** The raider: defence 0, armour 1, Stamina 8. */
function raider(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.armour = 1;
  s.frozenLands.stamina.value = 8;
  return s;
}

/** The sheet's context: Hilda's weapons, the dialog answering `form`, the raider targeted. */
function sheetCtx(items: SheetItem[], mainId: string, form: Record<string, string>, target: AttackTarget | null, asked: Record<string, unknown>[] = []): SheetActionContext<FrozenLandsTypes> {
  const stats = hilda();
  return {
    stats,
    derived: prepareActorDerived(stats),
    ask: async (data) => {
      asked.push(data);
      return frozenLandsOptions({ dice: "0", band: "close", ...form });
    },
    firstTarget: () => target,
    targets: () => [],
    items: [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    weapons: () => items,
    name: "Hilda",
    statuses: [],
    data: { itemId: mainId },
    options: {},
    askFields: async () => null,
  };
}

const dualWield = frozenLands.sheet.attackActions!["dualWield"]!;

/** The action's answer as an attack series (it fails the test if it is a single request or a cancel). */
function seriesOf(out: Awaited<ReturnType<typeof dualWield>>): { series: FrozenLandsAttackRequest[]; repeat: { times: number; because: string } } {
  if (out === null || !("series" in out)) throw new Error("expected an attack series");
  return { series: out.series.filter((r): r is FrozenLandsAttackRequest => r.kind === "frozen-lands.attack"), repeat: out.repeat };
}

describe("frozen-lands dual wielding: Broadsword and Dagger, Melee 4 split 3 / 1", () => {
  it("one Roll for both pools (3 + 2 and 1 + 1 dice), a bound card each; the raider takes both hits, each undone on its own", async () => {
    const world = await doubleWorld({ [HILDA]: { name: "Hilda", system: hilda(), statuses: [] }, [RAIDER]: { name: "Raider", system: raider(), statuses: [] } });
    const asked: Record<string, unknown>[] = [];
    const out = await dualWield(sheetCtx([BROADSWORD, DAGGER, CROSSBOW], BROADSWORD.id!, { offhand: DAGGER.id!, firstDice: "3" }, world.actor(RAIDER), asked));
    // The dialog offered the Dagger only (the crossbow is ranged), the pool and an even split by default.
    expect(asked[0]).toMatchObject({ dualWield: true, offhands: [{ id: DAGGER.id, name: "Dagger" }], pool: 4, firstDice: 2 });
    const { series, repeat } = seriesOf(out);
    expect(series).toHaveLength(2);
    expect(series.map((r) => [r.label, r.skill, r.weaponId])).toEqual([["Broadsword", 3, BROADSWORD.id], ["Dagger", 1, DAGGER.id]]);

    // Each weapon's bonus is added after the split: 3 + 2 = 5 dice, 1 + 1 = 2 dice; one Roll holds both.
    const groups = series.map((r) => diceFor(r));
    expect(groups.map((g) => g[0]!.count)).toEqual([5, 2]);
    expect(formulaFor(groups.flat())).toBe("5d6 + 2d6");
    const faces = splitSeriesFaces(groups, [6, 5, 2, 1, 3, 6, 4]);
    expect(faces).toEqual([[6, 5, 2, 1, 3], [6, 4]]);
    expect(() => splitSeriesFaces(groups, [6, 5])).toThrow(/2 dice, 7 expected/);

    const cards = series.map((r, i) => resolveRequest(r, faces[i]!));
    // Broadsword: 2 successes + damage 2 = 4 raw; Dagger: 1 success + damage 1 = 2 raw (armour comes off at apply).
    expect(cards.map((c) => [c.total, c.damage])).toEqual([[2, 4], [1, 2]]);
    expect(cards.map((c) => c.details[0])).toEqual([
      { label: "FRAY.FrozenLands.DualWield.Attack1", value: "3 / 4" },
      { label: "FRAY.FrozenLands.DualWield.Attack2", value: "1 / 4" },
    ]);
    const messages = ["msg00000000dual1", "msg00000000dual2"];
    for (const [i, r] of series.entries()) await world.cards.set(messages[i]!, bindExchange(cards[i]!, r, faces[i]!, HILDA, [{ uuid: RAIDER, name: "Raider" }], "Hilda")!);

    // Each card's hit: raw − armour 1. Stamina 8 → 5 (Broadsword) → 4 (Dagger).
    await applyOutcome(world, messages[0]!, RAIDER, player("hilda", [HILDA]));
    expect(world.actors.get(RAIDER)!.system.frozenLands.stamina.value).toBe(5);
    await applyOutcome(world, messages[1]!, RAIDER, player("hilda", [HILDA]));
    expect(world.actors.get(RAIDER)!.system.frozenLands.stamina.value).toBe(4);
    await undoOutcome(world, messages[1]!, RAIDER, GM);
    expect(world.actors.get(RAIDER)!.system.frozenLands.stamina.value).toBe(5);

    // The tracker is charged once: both Attack actions in one step, the second allowed by the rule.
    expect(repeat).toEqual({ times: 2, because: DUAL_WIELDING });
    const state = { phase: "running", active: "h", round: 1, combatants: [{ id: "h" }], data: {} };
    expect(frozenLandsTrackerView.costOf(state as never, "h", "attack", repeat)).toEqual({ type: "act", combatant: "h", action: "attack", times: 2, repeatBecause: "dual wielding" });
    expect(frozenLandsTrackerView.costOf(state as never, "h", "attack")).toEqual({ type: "act", combatant: "h", action: "attack" });
  });

  it("all of the pool on one attack: the other rolls only its weapon's bonus", async () => {
    const out = await dualWield(sheetCtx([DAGGER, BROADSWORD], DAGGER.id!, { offhand: BROADSWORD.id!, firstDice: "4" }, null));
    const { series } = seriesOf(out);
    expect(series.map((r) => diceFor(r)[0]!.count)).toEqual([5, 2]);
  });

  it("weapons that do not qualify, and a bad split, are refused with coded errors before anything is rolled", async () => {
    const refused = (items: SheetItem[], main: SheetItem, form: Record<string, string> = {}) => dualWield(sheetCtx(items, main.id!, { offhand: "", firstDice: "2", ...form }, null));
    await expect(refused([HALBERD, DAGGER], HALBERD)).rejects.toMatchObject({ code: "frozen-lands.dual-wield-two-handed", data: { weapon: "Halberd" } });
    await expect(refused([BROADSWORD, BATTLEAXE], BROADSWORD)).rejects.toMatchObject({ code: "frozen-lands.dual-wield-no-light", data: { main: "Broadsword", offhand: "Battleaxe" } });
    await expect(refused([BROADSWORD], BROADSWORD)).rejects.toMatchObject({ code: "frozen-lands.dual-wield-no-offhand" });
    await expect(refused([CROSSBOW, DAGGER], CROSSBOW)).rejects.toMatchObject({ code: "frozen-lands.dual-wield-not-melee" });
    await expect(refused([BROADSWORD, DAGGER], BROADSWORD, { offhand: BROADSWORD.id! })).rejects.toMatchObject({ code: "frozen-lands.dual-wield-same" });
    await expect(refused([BROADSWORD, DAGGER, BATTLEAXE], BROADSWORD, { offhand: BATTLEAXE.id! })).rejects.toMatchObject({ code: "frozen-lands.bad-choice" });
    await expect(refused([BROADSWORD, DAGGER], BROADSWORD, { offhand: DAGGER.id!, firstDice: "5" })).rejects.toMatchObject({ code: "frozen-lands.bad-split", data: { pool: 4 } });
    // Two one-handed weapons where only the second is Light qualify too (the Battleaxe with a Dagger).
    expect(seriesOf(await refused([BATTLEAXE, DAGGER], BATTLEAXE, { offhand: DAGGER.id! })).series.map((r) => r.label)).toEqual(["Battleaxe", "Dagger"]);
  });
});
