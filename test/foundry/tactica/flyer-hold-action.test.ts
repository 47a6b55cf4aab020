/**
 * Audit Z4, through the Foundry double: "To attack a flyer you will need to hold an action ready. Anyone InContact
 * with the flyers target, and holding an action ready, may attack the flyer at the time it attacks." A running
 * FrayCombat: the hero's sheet attack on the wyvern in flight that has come down into its melee (InContact) reads the
 * hero's place in the countdown. At its own turn, holding nothing ready, the blow is refused before the roll; once it
 * has held (the tracker's Hold) it may strike; and before the countdown reaches it the blow is an opportunity action
 * the tracker charges, allowed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { isCodedError } from "../../../module/engine/errors";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { actionContext, tacticaOptions } from "../action-context";
import { blankSystem } from "../exchange/double-world";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const cid = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;

/** The wyvern "~2/2/3", in flight. */
function wyvern() {
  const s = blankSystem();
  s.tactica.flyer = "~2/2/3";
  s.tactica.flying = true;
  return { name: "Wyvern", system: s, derived: prepareActorDerived(s), statuses: [] };
}

/** The fight: the hero (F0) with `heroDice` action dice, all 4s, against the NPC's three 3s. */
async function fight(h: DoubleHandle, heroDice: number) {
  const combat = await frayFight(fray, h, "tactica", 2);
  const hero = combat.combatants.contents[0]!.actor!;
  await hero.update({ "system.tactica.actionDice": heroDice } as never);
  h.dice.queue.push(...Array<number>(heroDice).fill(4), 3, 3, 3);
  await combat.startCombat();
  return { combat, hero };
}

/** The hero's sword at the wyvern, InContact with it (it came down into the hero's melee to attack). */
async function strike(hero: { uuid: string; system: unknown }) {
  const ask = async () => tacticaOptions({ count: "4", attackMode: "melee", hit: "physical", position: "InContact", advantage: "none", flyerSpeed: "2" });
  const item = { name: "Sword", system: { tactica: { weightClass: "medium", natural: false } } };
  const build = await rollAttack(actionContext((hero.system as { stats: ActorSystem }).stats, { uuid: hero.uuid, ask: ask as never, firstTarget: () => wyvern() }) as never, item as never);
  try {
    build!();
    return null;
  } catch (e) {
    return isCodedError(e) ? e.code : `uncoded: ${String(e)}`;
  }
}

describe("tactica: striking a flyer needs a held action", () => {
  it("at its own turn in the countdown, holding nothing ready: refused; after the tracker's Hold: it may strike", async () => {
    const h = fresh();
    const { combat, hero } = await fight(h, 4);
    expect(await strike(hero)).toBe("tactica.flyer-hold-action");
    expect(await combat.frayCommand({ type: "hold", combatant: cid(combat, 0) })).toBe(true);
    expect(await strike(hero)).toBeNull();
  });

  it("before the countdown reaches it (the NPC holds more dice): the blow is an opportunity action, allowed", async () => {
    const h = fresh();
    const { hero } = await fight(h, 2);
    expect(await strike(hero)).toBeNull();
  });
});
