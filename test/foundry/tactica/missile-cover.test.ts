/**
 * Issue 25 (audit V1–V3, I4), through the Foundry double: a tactica weapon item stored as a missile weapon (the item
 * sheet's *Attack* field, `system.tactica.attackMode`) is what the board calls ranged, so the zone border's cover is
 * prefilled as dice off the attack (the sheet's `boardDialogPrefill` hands the item's data to `weaponOnBoard`); the
 * dialog opens on the weapon's mode; the attack rolled from it loses those dice and is fired.
 */
import { describe, expect, it } from "vitest";
import type { ZoneBorderData } from "../../../module/canvas/zone-data";
import { diceFor } from "../../../module/dice/requests";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import type { WeaponSystem } from "../../../module/schema/weapon";
import { actionContext, tacticaOptions } from "../action-context";
import { attackCtx, board, rect, token, zone } from "../board/fixtures";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

const ARCHER = uuid("archer");

/** The archer's weapon as the sheet reads it: the item created on the actor through the pipeline, its stored data. */
async function storedWeapon(tactica: Record<string, unknown>): Promise<{ name: string; system: Record<string, Record<string, unknown>> }> {
  await doubleWorld({ [ARCHER]: { name: "Archer", system: blankSystem(), statuses: [], items: [{ name: "Short bow", type: "weapon", system: { ruleset: "tactica", tactica } }] } }, {}, "tactica");
  const item = (fromUuidSync(ARCHER) as Actor.Implementation).items.contents[0]!;
  return { name: item.name, system: (item.system as unknown as { toObject(source: boolean): Record<string, Record<string, unknown>> }).toObject(false) };
}

/** Archer in zone a, the goblin in zone b, heavy hard cover on a's border with b. */
function field() {
  const border: ZoneBorderData = { zone: "b", cover: "heavy", soft: false, linear: false, choke: 0, barrier: false };
  return board([zone("a", [rect(0, 0, 1000, 1000)], { borders: [border] }), zone("b", [rect(1000, 0, 1000, 1000)])], [token("archer", 1, 1), token("goblin", 11, 1, { disposition: -1 })]);
}

/** The sheet's weapon button: the board's prefill over the dialog's data, the dialog submitted as it opens. */
async function shoot(weapon: { name: string; system: Record<string, Record<string, unknown>> }) {
  const prefill = tacticaBoard.attackPrefill(attackCtx(field(), "archer", "goblin", tacticaBoard.weaponOnBoard(weapon.system as Partial<WeaponSystem>)));
  let asked: Record<string, unknown> = {};
  const a = blankSystem();
  a.tactica.attack = 5;
  const ask = async (data: Record<string, unknown>) => {
    asked = { ...data, ...prefill.fields };
    // The form as it opens: the first option of each select, the prefilled bonus dice.
    return tacticaOptions({ count: String(asked["count"]), dice: String(asked["dice"] ?? 0), attackMode: String((asked["attackModes"] as string[])[0]), hit: "physical", position: "unknown", flyerSpeed: "0" });
  };
  const build = await rollAttack(actionContext(a, { ask: ask as never }) as never, weapon);
  return { prefill, asked, req: build!() as TacticaAttackRequest };
}

describe("tactica: cover on a zone boundary against a missile weapon", () => {
  it('"Anyone firing from one side to the other clearly suffers the penalties of the cover": a bow item fires across heavy hard cover at −2d ("Heavy -2d, no rerolls")', async () => {
    const bow = await storedWeapon({ weightClass: "light", reach: false, natural: false, attackMode: "missile" });
    expect(bow.system["tactica"]).toMatchObject({ attackMode: "missile" });
    const { prefill, asked, req } = await shoot(bow);
    expect(prefill.fields["dice"]).toBe(-2);
    expect(prefill.notes).toContainEqual({ key: "FRAY.Board.Prefill.CoverNoRerolls", data: { dice: -2 } });
    // The dialog opens on the weapon's mode: a fired missile.
    expect((asked["attackModes"] as string[])[0]).toBe("missile");
    expect(req.input.missile).toBe("fired");
    // 5 attack dice, 2 off for the cover.
    expect(diceFor(req).reduce((n, g) => n + g.count, 0)).toBe(3);
  });

  it("a melee weapon item takes no cover dice and opens on melee", async () => {
    const sword = await storedWeapon({ weightClass: "medium", reach: false, natural: false });
    const { prefill, asked, req } = await shoot(sword);
    expect(prefill.fields["dice"]).toBeUndefined();
    expect((asked["attackModes"] as string[])[0]).toBe("melee");
    expect(req.input.missile).toBeUndefined();
  });
});
