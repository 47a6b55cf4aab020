/**
 * Issue 25 (re-audit W5), through the Foundry double: Reach Weapons, "Some weapons have extra long reach, such as
 * spears, polearms and pikes (as opposed to range). The main benefit of Reach is that you can attack an opponent
 * without moving into InContact with them, you can attack them from StandAlone." Reach is not range: a pikeman
 * standing alone strikes a foe in its own zone, never one in the next zone. The board's prefill says where the
 * attacker stands (another zone), the dialog opens on it, and the sheet's attack is refused before anything is rolled.
 */
import { describe, expect, it } from "vitest";
import { isCodedError } from "../../../module/engine/errors";
import { meleeRefusal } from "../../../module/engine/rulesets/tactica/tactics";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import type { WeaponSystem } from "../../../module/schema/weapon";
import { actionContext, tacticaOptions } from "../action-context";
import { attackCtx, board, row, token } from "../board/fixtures";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

const PIKEMAN = uuid("pikeman");
const foe = { disposition: -1 as const };

/** The pikeman's item as the sheet reads it: created on the actor through the double's pipeline, its stored data. */
async function storedPike(reach: boolean): Promise<{ name: string; system: Record<string, Record<string, unknown>> }> {
  await doubleWorld({ [PIKEMAN]: { name: "Pikeman", system: blankSystem(), statuses: [], items: [{ name: "Pike", type: "weapon", system: { ruleset: "tactica", tactica: { weightClass: "medium", reach, natural: false } } }] } }, {}, "tactica");
  const item = (fromUuidSync(PIKEMAN) as Actor.Implementation).items.contents[0]!;
  return { name: item.name, system: (item.system as unknown as { toObject(source: boolean): Record<string, Record<string, unknown>> }).toObject(false) };
}

/** z0 | z1: the pikeman alone in z0, one orc alone in z0 and one alone in z1. */
const field = () => board(row(2), [token("pikeman", 1, 1), token("near", 5, 5, foe), token("far", 12, 5, foe)]);

/** The sheet's weapon button with the board's prefill over the dialog's data, the dialog submitted as it opens. */
async function strike(target: string, reach = true) {
  const pike = await storedPike(reach);
  const prefill = tacticaBoard.attackPrefill(attackCtx(field(), "pikeman", target, tacticaBoard.weaponOnBoard(pike.system as Partial<WeaponSystem>)));
  let asked: Record<string, unknown> = {};
  const ask = async (data: Record<string, unknown>) => {
    asked = { ...data, ...prefill.fields };
    return tacticaOptions({ count: String(asked["count"]), attackMode: "melee", hit: "physical", position: String(asked["position"]), advantage: "none", flyerSpeed: "0" });
  };
  const a = blankSystem();
  a.tactica.attack = 4;
  const build = await rollAttack(actionContext(a, { ask: ask as never }) as never, pike);
  let refusal: string | null = null;
  let req: TacticaAttackRequest | null = null;
  try {
    req = build!() as TacticaAttackRequest;
  } catch (e) {
    refusal = isCodedError(e) ? e.code : `uncoded: ${String(e)}`;
  }
  return { asked, refusal, req };
}

describe("tactica Reach: from StandAlone within the zone, not across it (as opposed to range)", () => {
  it("a pike strikes a foe alone in its own zone from StandAlone", async () => {
    const { asked, refusal, req } = await strike("near");
    expect(asked["position"]).toBe("Alone");
    expect(refusal).toBeNull();
    expect(req?.kind).toBe("tactica.attack");
  });

  it("a foe in the next zone is out of reach: the dialog opens on 'another zone' and the attack is refused, nothing rolled", async () => {
    const { asked, refusal, req } = await strike("far");
    expect(asked["position"]).toBe("OtherZone");
    expect(refusal).toBe("tactica.other-zone");
    expect(req).toBeNull();
  });

  it("the engine refuses every melee weapon, Reach or not, on a target in another zone", async () => {
    expect(meleeRefusal(true, "OtherZone")).toBe("other-zone");
    expect(meleeRefusal(false, "OtherZone")).toBe("other-zone");
    expect((await strike("far", false)).refusal).toBe("tactica.other-zone");
  });
});
