/**
 * A larger factions attacker spreading one melee attack's dice over several smaller targets, from the sheet's
 * attack button to the damage applied to each: the text's wyrm (large, bite d8) against three small characters
 * (d8, d8 and 2d8), one card bound to each target; a split that uses more than the whole attack, and a target
 * that is not smaller, are refused before anything is rolled or paid.
 */
import { describe, expect, it } from "vitest";
import { factionsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { diceFor, resolveRequest } from "../../../module/dice/requests";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { AttackTarget, SheetRollContext } from "../../../module/rulesets/adapter";
import { rollItem } from "../../../module/rulesets/factions/sheet";
import type { FactionsAttackRequest } from "../../../module/rulesets/factions/attack";
import { blankSystem, GM, doubleWorld, uuid } from "./double-world";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { FactionsTypes } from "../../../module/rulesets/factions/types";

type Size = "tiny" | "small" | "medium" | "large" | "massive";

function body(size: Size, health = 10) {
  const s = blankSystem();
  Object.assign(s.factions, { size, health: { value: health, max: health }, wit: 10 });
  return s;
}

const WYRM = uuid("wyrm");
const bite = { name: "Bite", system: { factions: { attack: "melee", damageDie: "d8" } } };

function sheet(targets: AttackTarget[], answer: Record<string, string> | null) {
  const asked: ActionDialog[] = [];
  const ctx: SheetRollContext<FactionsTypes> = {
    stats: body("large", 30),
    derived: {} as never,
    ask: async () => factionsOptions({}),
    firstTarget: () => targets[0] ?? null,
    targets: () => targets.map((t) => ({ ...t, uuid: t.uuid ?? "" })),
    askFields: async (d) => {
      asked.push(d);
      return answer;
    },
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
  };
  return { ctx, asked };
}

async function party(sizes: Size[]) {
  const ids = sizes.map((_, i) => uuid(`hero${i}`));
  const world = await doubleWorld({ [WYRM]: { name: "Wyrm", system: body("large", 30), statuses: [] }, ...Object.fromEntries(ids.map((id, i) => [id, { name: `Hero ${i}`, system: body(sizes[i]!), statuses: [] }])) });
  const targets: AttackTarget[] = ids.map((id, i) => ({ uuid: id, name: `Hero ${i}`, system: world.actor(id)!.system, derived: prepareActorDerived(world.actor(id)!.system), statuses: [] }));
  return { world, ids, targets };
}

describe("a larger attacker spreads melee dice over smaller targets", () => {
  it("the wyrm's bite on three small characters: d8, d8 and 2d8, one card bound to each, each hit applied", async () => {
    const { world, ids, targets } = await party(["small", "small", "small"]);
    const { ctx, asked } = sheet(targets, { dice0: "1", dice1: "1", dice2: "2" });
    const build = (await rollItem(ctx, bite))!;
    // The dialog offers each small target up to its whole-attack 4d8 (large vs small: two steps, ×4).
    expect(asked[0]!.fields.map((f) => (f.kind === "select" ? [f.text, f.options.length] : null))).toEqual([["Hero 0", 4], ["Hero 1", 4], ["Hero 2", 4]]);
    const { perTarget } = build.perTarget!();
    expect(perTarget.map((p) => p.target.uuid)).toEqual(ids);
    expect(perTarget.map((p) => diceFor(p.request))).toEqual([[{ count: 1, sides: 8, purpose: "FRAY.Roll.Damage" }], [{ count: 1, sides: 8, purpose: "FRAY.Roll.Damage" }], [{ count: 2, sides: 8, purpose: "FRAY.Roll.Damage" }]]);
    const faces = [[5], [8], [3, 6]];
    for (const [i, p] of perTarget.entries()) {
      const card = resolveRequest(p.request, faces[i]!);
      const msg = `msg00000000000${10 + i}`;
      await world.cards.set(msg, bindExchange(card, p.request, faces[i]!, WYRM, [p.target])!);
      await applyOutcome(world, msg, p.target.uuid, GM);
    }
    expect(ids.map((id) => world.actors.get(id)!.system.factions.health.value)).toEqual([5, 2, 1]);
  });

  it("a medium and a small target: d8 and 2d8 fit the whole attack; 2d8 and 2d8 are more than it, refused before anything is rolled", async () => {
    const { targets } = await party(["medium", "small"]);
    const fits = (await rollItem(sheet(targets, { dice0: "1", dice1: "2" }).ctx, bite))!;
    expect(fits.perTarget!().perTarget.map((p) => (p.request as FactionsAttackRequest).input.weapon.share)).toEqual([1, 2]);
    const tooMany = (await rollItem(sheet(targets, { dice0: "2", dice1: "2" }).ctx, bite))!;
    expect(() => tooMany.perTarget!()).toThrow(/more than the whole attack \(6\/4/);
  });

  it("a target the attacker's size or larger cannot share the dice: the attack is refused with the reason; a closed dialog cancels", async () => {
    const same = (await party(["small", "large"])).targets;
    const refused = (await rollItem(sheet(same, { dice0: "1", dice1: "1" }).ctx, bite))!;
    expect(() => refused()).toThrow(/Hero 1 is not smaller/);
    const { targets } = await party(["small", "small"]);
    expect(await rollItem(sheet(targets, null).ctx, bite)).toBeNull();
  });

  it("one target, a ranged weapon or a blast: no spread, one card as before", async () => {
    const { targets } = await party(["small", "small"]);
    const one = (await rollItem(sheet(targets.slice(0, 1), {}).ctx, bite))!;
    expect(one.perTarget).toBeUndefined();
    expect(diceFor(one())).toEqual([{ count: 4, sides: 8, purpose: "FRAY.Roll.Damage" }]);
    const breath = { name: "Fire breath", system: { factions: { attack: "melee", damageDie: "d6", blast: true } } };
    expect((await rollItem(sheet(targets, {}).ctx, breath))!.perTarget).toBeUndefined();
  });
});
