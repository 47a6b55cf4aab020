/**
 * Issue 25 (audit P13), through the Foundry double: an injury's penalty on the rolls it names, read from the injury
 * items the card's injury roll creates (their location and effect): "Sight: ... apply -1d to all rolls that require
 * sight" and "Fracture: ... reduce all dice rolls related to using that area by -2d" (an arm's fracture: a weapon is
 * swung or drawn with the arm). A sheet attack aims and uses the arms; a sheet pool (a Dodge or Block die) is left to
 * the GM, and a fracture elsewhere does not touch the attack.
 */
import { describe, expect, it } from "vitest";
import { diceFor } from "../../../module/dice/requests";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { rollPool } from "../../../module/rulesets/tactica/sheet";
import type { RollRequest } from "../../../module/rulesets/registry";
import { actionContext, tacticaOptions } from "../action-context";
import { blankSystem, doubleWorld, uuid, type DoubleWorld } from "../exchange/double-world";

const GOBLIN = uuid("goblin");
const injury = (location: string, effect: keyof typeof INJURY_EFFECT_TABLE) => ({
  name: `${location}: ${effect}`,
  type: "injury",
  system: { ruleset: "tactica", location, effect: INJURY_EFFECT_TABLE[effect].text, dicePenalty: -INJURY_EFFECT_TABLE[effect].allRolls },
});

const count = (req: RollRequest) => diceFor(req).reduce((n, g) => n + g.count, 0);

async function rolls(w: DoubleWorld): Promise<{ attack: number; pool: number; reasons: string[] }> {
  const g = w.actor(GOBLIN)!;
  const ctx = actionContext(g.system, { derived: g.derived, ask: (async () => tacticaOptions({ count: "4", attackMode: "melee", hit: "physical", position: "unknown", flyerSpeed: "0" })) as never });
  const attack = (await rollAttack(ctx as never, { name: "Goblin sword", system: { tactica: { weightClass: "medium" } } }))!() as TacticaAttackRequest;
  const pool = (await rollPool({ ...ctx, ask: (async () => tacticaOptions({ count: "3" })) as never } as never))!;
  return { attack: count(attack), pool: count(pool as RollRequest), reasons: (attack.input.diceModifiers ?? []).map((m) => m.code ?? m.reason) };
}

async function goblinWith(items: ReturnType<typeof injury>[]): Promise<DoubleWorld> {
  const s = blankSystem();
  s.tactica.attack = 4;
  return doubleWorld({ [GOBLIN]: { name: "Goblin", system: s, statuses: [], items } }, {}, "tactica");
}

describe("tactica: an injury's penalty on the rolls it names", () => {
  it('"apply -1d to all rolls that require sight": a goblin with a Sight wound attacks with 3 of its 4 dice, until the wound is gone', async () => {
    const w = await goblinWith([injury("head", "sight")]);
    expect(await rolls(w)).toMatchObject({ attack: 3, pool: 3 });
    const goblin = fromUuidSync(GOBLIN) as Actor.Implementation;
    await goblin.deleteEmbeddedDocuments("Item", [goblin.items.contents[0]!.id!]);
    expect(await rolls(w)).toMatchObject({ attack: 4, pool: 3 });
  });
  it('"reduce all dice rolls related to using that area by -2d": an arm\'s fracture takes 2 dice off its attacks; a leg\'s does not', async () => {
    const arm = await goblinWith([injury("arms", "fracture")]);
    const r = await rolls(arm);
    expect(r).toMatchObject({ attack: 2, pool: 3 });
    expect(r.reasons).toContain("injury.fracture");
    expect(await rolls(await goblinWith([injury("legs", "fracture")]))).toMatchObject({ attack: 4, pool: 3 });
  });
  it("a lasting penalty adds to an all-rolls one: Sight with a Puncture leaves 2 of 4 attack dice, the pool 2 of 3", async () => {
    expect(await rolls(await goblinWith([injury("head", "sight"), injury("chest", "puncture")]))).toMatchObject({ attack: 2, pool: 2 });
  });
});
