/**
 * Issue 25 (re-audit Z4), through the Foundry double: "Flyers can generally only be attacked at the moment they
 * attack, or with ranged attacks. A flyer circling within a zone is immune to melee attack by ground based creatures.
 * … Anyone InContact with the flyers target, and holding an action ready, may attack the flyer at the time it
 * attacks." A wyvern in flight (its sheet's *In flight*) standing alone in the zone is circling: a ground creature's
 * melee attack on it is refused, Reach or not; once it comes down into a melee to attack, those InContact with it
 * may strike; a missile may always, at its speed in dice off; another flyer in flight may meet it in melee.
 */
import { describe, expect, it } from "vitest";
import { isCodedError } from "../../../module/engine/errors";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import type { WeaponSystem } from "../../../module/schema/weapon";
import { diceFor } from "../../../module/dice/requests";
import { actionContext, tacticaOptions } from "../action-context";
import { attackCtx, board, row, token } from "../board/fixtures";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

const HERO = uuid("hero");
const foe = { disposition: -1 as const };
const group = (g: string) => ({ flags: { fray: { contact: { group: g } } } });

/** A weapon as the sheet reads it: created on the hero through the double's pipeline, its stored data. */
async function stored(tactica: Record<string, unknown>): Promise<{ name: string; system: Record<string, Record<string, unknown>> }> {
  await doubleWorld({ [HERO]: { name: "Hero", system: blankSystem(), statuses: [], items: [{ name: "Weapon", type: "weapon", system: { ruleset: "tactica", tactica: { weightClass: "medium", natural: false, ...tactica } } }] } }, {}, "tactica");
  const item = (fromUuidSync(HERO) as Actor.Implementation).items.contents[0]!;
  return { name: item.name, system: (item.system as unknown as { toObject(source: boolean): Record<string, Record<string, unknown>> }).toObject(false) };
}

/** The wyvern "~2/2/3", in flight after its Flight action. */
function wyvern() {
  const s = blankSystem();
  s.tactica.flyer = "~2/2/3";
  s.tactica.flying = true;
  return { name: "Wyvern", system: s, derived: prepareActorDerived(s), statuses: [] };
}

/** The hero strikes the wyvern from the sheet, the board's prefill over the dialog's data; `heroFlies`: the hero is in flight too. */
async function strike(weapon: Record<string, unknown>, inMelee: boolean, mode = "melee", heroFlies = false) {
  const item = await stored(weapon);
  const field = board(row(1), [token("hero", 1, 1, inMelee ? group("A") : {}), token("wyvern", 5, 5, { ...foe, ...(inMelee ? group("A") : {}) })]);
  const prefill = tacticaBoard.attackPrefill(attackCtx(field, "hero", "wyvern", tacticaBoard.weaponOnBoard(item.system as Partial<WeaponSystem>)));
  const ask = async (data: Record<string, unknown>) => {
    const asked = { ...data, ...prefill.fields };
    return tacticaOptions({ count: "4", attackMode: mode, hit: "physical", position: String(asked["position"]), advantage: "none", flyerSpeed: String(asked["flyerSpeed"]) });
  };
  const a = blankSystem();
  if (heroFlies) Object.assign(a.tactica, { flyer: "~1/2/2", flying: true });
  const build = await rollAttack(actionContext(a, { ask: ask as never, firstTarget: () => wyvern() }) as never, item);
  try {
    return { req: build!() as TacticaAttackRequest, refusal: null };
  } catch (e) {
    return { req: null, refusal: isCodedError(e) ? e.code : `uncoded: ${String(e)}` };
  }
}

describe("tactica: a circling flyer is immune to ground melee", () => {
  it("a sword or a spear (Reach, from StandAlone) on the circling wyvern is refused before the roll", async () => {
    expect((await strike({}, false)).refusal).toBe("tactica.flyer-circling");
    expect((await strike({ reach: true }, false)).refusal).toBe("tactica.flyer-circling");
  });

  it("come down into the melee to attack, the wyvern may be struck by those InContact with it", async () => {
    const { refusal, req } = await strike({}, true);
    expect(refusal).toBeNull();
    expect(req?.kind).toBe("tactica.attack");
  });

  it("a missile may always, losing the wyvern's speed in dice; a flyer in flight meets it in melee", async () => {
    const bow = await strike({ attackMode: "missile" }, false, "missile");
    expect(bow.refusal).toBeNull();
    expect(diceFor(bow.req!).reduce((n, g) => n + g.count, 0)).toBe(2);
    expect((await strike({}, false, "melee", true)).refusal).not.toBe("tactica.flyer-circling");
  });
});
