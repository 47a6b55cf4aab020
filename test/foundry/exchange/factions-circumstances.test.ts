/**
 * The factions roll dialog's circumstances, from the form's raw fields to the card and the applied hit: darkness
 * and shooting while moving (a WIT save, or impossible), holding back, cover (+1 armour unless penetrated) and
 * barriers, a broken weapon refused, and a damaged weapon breaking on a 1. The text's examples where it has them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { resolveRequest, diceFor, writeBackFor } from "../../../module/dice/requests";
import { RulesError } from "../../../module/engine/errors";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { blankSystem, GM, doubleWorld, uuid } from "./double-world";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { factionsOptions } from "../action-context";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import { rollItem } from "../../../module/rulesets/factions/sheet";
import type { FactionsAttackRequest } from "../../../module/rulesets/factions/attack";
import type { FactionsTypes } from "../../../module/rulesets/factions/types";

const weapon = (file: string, name: string): FactionsWeaponData => ({
  name,
  block: (parse(readFileSync(`packs/_source/weapons/factions/${file}.yml`, "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
});
const sword = weapon("sword", "Sword");
const bow = weapon("bow", "Bow");

function fighter(armour = 0) {
  const s = blankSystem();
  s.factions.health = { value: 8, max: 8 };
  s.factions.wit = 10;
  s.factions.armour = armour;
  return s;
}
const target = (armour = 0) => {
  const system = fighter(armour);
  return { name: "Bandit", system, derived: prepareActorDerived(system), statuses: [] as string[] };
};

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof RulesError ? e.code : `not coded: ${String(e)}`;
  }
  return "no error";
}

describe("the hit: darkness and moving", () => {
  it("Theobald's sword in complete darkness needs a WIT save: 20 on the d20 misses, the bandit takes nothing", () => {
    const req = factionsAttackRequest(fighter(), sword, target(), { raw: { hidden: "on" } });
    expect(diceFor(req).map((g) => g.purpose)).toEqual(["FRAY.Attack.HitSave", "FRAY.Roll.Damage"]);
    const card = resolveRequest(req, [20, 6]);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.miss");
    expect(card.damage).toBeNull();
  });

  it("a ranged shot at what the attacker cannot see is impossible; while moving it needs a WIT save, and beyond half range it is impossible", () => {
    expect(codeOf(() => factionsAttackRequest(fighter(), bow, target(), { raw: { hidden: "on" }, distance: 1 }))).toBe("factions.ranged-not-visible");
    const moving = factionsAttackRequest(fighter(), bow, target(), { raw: { moving: "on" }, distance: 1 });
    expect(diceFor(moving)[0]!.purpose).toBe("FRAY.Attack.HitSave");
    expect(codeOf(() => factionsAttackRequest(fighter(), bow, target(), { raw: { moving: "on" }, distance: 5 }))).toBe("factions.moving-beyond-half");
  });

  it("holding back deals impaired damage: two damage dice, the lower kept (the world's default reading)", () => {
    const req = factionsAttackRequest(fighter(), sword, target(), { raw: { holdBack: "on" } });
    expect(diceFor(req)).toEqual([{ count: 2, sides: 6, purpose: "FRAY.Roll.Damage" }]);
    expect(resolveRequest(req, [5, 2]).damage).toBe(2);
  });
});

describe("cover and barriers", () => {
  async function hit(raw: Record<string, string>, face: number, armour: number): Promise<number> {
    const T = uuid("bandit");
    const A = uuid("attacker");
    const world = await doubleWorld({ [A]: { name: "A", system: fighter(), statuses: [] }, [T]: { name: "Bandit", system: fighter(armour), statuses: [] } });
    const req = factionsAttackRequest(fighter(), sword, world.actor(T)!, { raw });
    await world.cards.set("msg0000000000009", bindExchange(resolveRequest(req, [face]), req, [face], A, [{ uuid: T, name: "Bandit" }])!);
    await applyOutcome(world, "msg0000000000009", T, GM);
    return world.actors.get(T)!.system.factions.health.value;
  }

  it("cover adds 1 armour on the applied hit (6 against armour 1 + cover: 4 taken), never above 3, and not when the attack penetrates it", async () => {
    expect(await hit({}, 6, 1)).toBe(3);
    expect(await hit({ protection: "cover" }, 6, 1)).toBe(4);
    expect(await hit({ protection: "cover" }, 6, 3)).toBe(5);
    expect(await hit({ protection: "cover", penetrates: "on" }, 6, 1)).toBe(3);
    expect(await hit({ protection: "barrier-peeking" }, 6, 1)).toBe(4);
  });

  it("a barrier blocks the attack outright; an unknown protection or stunt is a coded error", () => {
    expect(codeOf(() => factionsAttackRequest(fighter(), sword, target(), { raw: { protection: "barrier" } }))).toBe("factions.barrier-blocks");
    expect(codeOf(() => factionsAttackRequest(fighter(), sword, target(), { raw: { protection: "wall" } }))).toBe("factions.bad-protection");
    expect(codeOf(() => factionsAttackRequest(fighter(), sword, target(), { raw: { stunt: "explode" } }))).toBe("factions.bad-stunt");
  });
});

describe("damaged and broken weapons", () => {
  it("a broken weapon cannot attack (a translated refusal)", () => {
    expect(codeOf(() => factionsAttackRequest(fighter(), { name: "Sword", block: { ...sword.block, broken: true } }, target()))).toBe("factions.weapon-broken");
  });

  it("a damaged or improvised weapon breaks on a 1 on its damage die; a sound one does not", () => {
    const breaks = (block: FactionsWeaponData["block"], face: number) => resolveRequest(factionsAttackRequest(fighter(), { name: "Sword", block }, target()), [face]).details.some((d) => d.label === "FRAY.Factions.WeaponBreaks");
    expect(breaks({ ...sword.block, damaged: true }, 1)).toBe(true);
    expect(breaks({ ...sword.block, improvised: true }, 1)).toBe(true);
    expect(breaks({ ...sword.block, damaged: true }, 2)).toBe(false);
    expect(breaks(sword.block, 1)).toBe(false);
  });

  it("the breaking is written back to the attacker's weapon item (broken), only on a hit showing a 1 by a damaged weapon with a known item", () => {
    const damaged = { id: "sword0000000000a", name: "Sword", block: { ...sword.block, damaged: true } };
    expect(writeBackFor(factionsAttackRequest(fighter(), damaged, target()), [1], fighter()).items).toEqual([{ id: "sword0000000000a", update: { "system.factions.broken": true } }]);
    expect(writeBackFor(factionsAttackRequest(fighter(), damaged, target()), [3], fighter()).items).toBeUndefined();
    // In darkness the WIT save misses (20): no damage is dealt, so nothing breaks.
    expect(writeBackFor(factionsAttackRequest(fighter(), damaged, target(), { raw: { hidden: "on" } }), [20, 1], fighter()).items).toBeUndefined();
    expect(writeBackFor(factionsAttackRequest(fighter(), { name: "Sword", block: { ...sword.block, damaged: true } }, target()), [1], fighter()).items).toBeUndefined();
  });
});

describe("a rider's attacks are impaired", () => {
  /** The sheet's attack button with a dialog answering `fields`; what the dialog was opened with. */
  async function fromSheet(stats: ReturnType<typeof fighter>, fields: Record<string, string>, tgt: ReturnType<typeof target>) {
    const asked: Record<string, unknown>[] = [];
    const ctx: SheetRollContext<FactionsTypes> = {
      stats,
      derived: {} as never,
      ask: async (data) => {
        asked.push(data);
        return factionsOptions(fields);
      },
      firstTarget: () => tgt,
      targets: () => [],
      localize: (k) => k,
      checkPrefill: () => ({}),
      placeArea: async () => null,
      targetBlast: async () => null,
    };
    const build = await rollItem(ctx, { name: "Sword", system: { factions: sword.block } });
    return { asked, req: (build as () => FactionsAttackRequest)() };
  }

  it("a mounted attacker's dialog starts with riding ticked; the sword rolls 2d6, keeps the lower (5, 2: 2), and the bandit takes 2", async () => {
    const rider = fighter();
    rider.factions.mount = "Actor.horse";
    const T = uuid("bandit");
    const A = uuid("attacker");
    const world = await doubleWorld({ [A]: { name: "Sybilla", system: rider, statuses: [] }, [T]: { name: "Bandit", system: fighter(), statuses: [] } });
    const { asked, req } = await fromSheet(rider, { riding: "on" }, { name: "Bandit", system: world.actor(T)!.system, derived: prepareActorDerived(world.actor(T)!.system), statuses: [] });
    expect(asked[0]).toMatchObject({ attack: true, riding: true });
    expect(diceFor(req)).toEqual([{ count: 2, sides: 6, purpose: "FRAY.Roll.Damage" }]);
    const card = resolveRequest(req, [5, 2]);
    expect(card.damage).toBe(2);
    await world.cards.set("msg0000000000010", bindExchange(card, req, [5, 2], A, [{ uuid: T, name: "Bandit" }])!);
    await applyOutcome(world, "msg0000000000010", T, GM);
    expect(world.actors.get(T)!.system.factions.health.value).toBe(6);
  });

  it("on foot the box starts clear and the sword rolls its single d6; unticked on a mount, the attack is not impaired", async () => {
    const onFoot = await fromSheet(fighter(), {}, target());
    expect(onFoot.asked[0]).toMatchObject({ riding: false });
    expect(diceFor(onFoot.req)).toEqual([{ count: 1, sides: 6, purpose: "FRAY.Roll.Damage" }]);
    const rider = fighter();
    rider.factions.mount = "Actor.horse";
    expect(diceFor((await fromSheet(rider, {}, target())).req)).toEqual([{ count: 1, sides: 6, purpose: "FRAY.Roll.Damage" }]);
  });
});
