/**
 * Issue 25 (audit G10), through the Foundry double: "Minor “Advantage” is gained if you have more allies than enemies
 * InContact in that group with you at that moment. Major advantage is where you have twice as many friends
 * InContact." The board counts the attacker's melee (its tokens' contact groups and dispositions), the attack dialog
 * opens on that Advantage, and the sword item's attack rolled from it carries the dice (+1d minor, +2d major: the
 * text prints no value, docs/rules-notes/tactica.md), named on the card.
 */
import { describe, expect, it } from "vitest";
import { diceFor, resolveRequest } from "../../../module/dice/requests";
import { RulesError } from "../../../module/engine/errors";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import type { WeaponSystem } from "../../../module/schema/weapon";
import { actionContext, tacticaOptions } from "../action-context";
import { attackCtx, board, row, token } from "../board/fixtures";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";
import { currentRulesOptions } from "../../../module/settings";

const HERO = uuid("hero");
const foe = { disposition: -1 as const };
const group = (g: string) => ({ flags: { fray: { contact: { group: g } } } });

/** The hero's sword as the sheet reads it: the item created on the actor through the pipeline, its stored data. */
async function storedSword(): Promise<{ name: string; system: Record<string, Record<string, unknown>> }> {
  await doubleWorld({ [HERO]: { name: "Hero", system: blankSystem(), statuses: [], items: [{ name: "Sword", type: "weapon", system: { ruleset: "tactica", tactica: { weightClass: "medium", reach: false, natural: false } } }] } }, {}, "tactica");
  const item = (fromUuidSync(HERO) as Actor.Implementation).items.contents[0]!;
  return { name: item.name, system: (item.system as unknown as { toObject(source: boolean): Record<string, Record<string, unknown>> }).toObject(false) };
}

/** One melee in zone z0: the hero, `friends` allies and `enemies` orcs, all in contact group A. */
function melee(friends: number, enemies: number) {
  const tokens = [token("hero", 1, 1, group("A"))];
  for (let i = 0; i < friends; i++) tokens.push(token(`friend${i}`, 2 + i, 1, group("A")));
  for (let i = 0; i < enemies; i++) tokens.push(token(`orc${i}`, 1 + i, 2, { ...foe, ...group("A") }));
  return board(row(1), tokens);
}

/** The sheet's weapon button: the board's prefill over the dialog's data, the dialog submitted as it opens. */
async function strike(friends: number, enemies: number, options?: object) {
  const sword = await storedSword();
  const prefill = tacticaBoard.attackPrefill(attackCtx(melee(friends, enemies), "hero", "orc0", tacticaBoard.weaponOnBoard(sword.system as Partial<WeaponSystem>)));
  let asked: Record<string, unknown> = {};
  const a = blankSystem();
  a.tactica.attack = 4;
  const ask = async (data: Record<string, unknown>) => {
    asked = { ...data, ...prefill.fields };
    return tacticaOptions({ count: String(asked["count"]), attackMode: "melee", hit: "physical", position: String(asked["position"]), advantage: String(asked["advantage"]), flyerSpeed: "0" });
  };
  const build = await rollAttack(actionContext(a, { ask: ask as never, ...(options ? { options: options as never } : {}) }) as never, sword);
  return { prefill, asked, req: build!() as TacticaAttackRequest };
}

const diceOf = (req: TacticaAttackRequest) => diceFor(req).reduce((n, g) => n + g.count, 0);

describe("tactica: Advantage counted from the board", () => {
  it("3 of the hero's side against 2 orcs is minor: the dialog opens on it and the attack rolls 4 + 1 dice, named on the card", async () => {
    const { prefill, asked, req } = await strike(2, 2);
    expect(asked["advantage"]).toBe("minor");
    expect(prefill.notes).toContainEqual({ key: "FRAY.Board.Prefill.Advantage.minor", data: { allies: 3, enemies: 2 } });
    expect(diceOf(req)).toBe(5);
    const card = resolveRequest(req, [2, 2, 2, 2, 2]);
    expect(card.modifiers).toContainEqual(expect.objectContaining({ value: "+1", unit: "dice", reasonKey: "FRAY.Reason.advantage.minor" }));
  });

  it("twice as many friends is major (+2 dice); as many as the enemies is none", async () => {
    const major = await strike(1, 1);
    expect(major.asked["advantage"]).toBe("major");
    expect(diceOf(major.req)).toBe(6);
    const even = await strike(1, 2);
    expect(even.asked["advantage"]).toBe("none");
    expect(diceOf(even.req)).toBe(4);
  });

  it("a missile attack takes no Advantage (the text's modifiers are to a melee attack roll); a bad value is refused by name", async () => {
    const { req } = await strike(2, 1);
    expect(diceOf(req)).toBe(6);
    expect(() => tacticaOptions({ count: "4", attackMode: "melee", hit: "physical", advantage: "huge", flyerSpeed: "0" })).toThrow(RulesError);
    const missile = tacticaOptions({ count: "4", attackMode: "missile", hit: "physical", advantage: "major", flyerSpeed: "0" });
    const sword = await storedSword();
    const bow = { ...sword, system: { ...sword.system, tactica: { ...sword.system["tactica"], attackMode: "missile" } } };
    const build = await rollAttack(actionContext(blankSystem(), { ask: (async () => missile) as never }) as never, bow);
    expect(diceOf(build!() as TacticaAttackRequest)).toBe(4);
  });
});

describe("tactica: the Advantage dice are the world's setting", () => {
  it('"Standard modifiers to a melee attack roll" print no dice for Advantage: the GM\'s *Advantage dice* setting (+2d minor, +3d major) is what the attack rolls', async () => {
    expect(diceOf((await strike(2, 2, currentRulesOptions())).req)).toBe(5);
    await game.settings.set("fray", "tactica-advantageDice" as never, "2-3" as never);
    const world = currentRulesOptions();
    const minor = await strike(2, 2, world);
    expect(diceOf(minor.req)).toBe(6);
    expect(resolveRequest(minor.req, [2, 2, 2, 2, 2, 2]).modifiers).toContainEqual(expect.objectContaining({ value: "+2", reasonKey: "FRAY.Reason.advantage.minor" }));
    expect(diceOf((await strike(1, 1, world)).req)).toBe(7);
    await game.settings.set("fray", "tactica-advantageDice" as never, "1-2" as never);
  });
});
