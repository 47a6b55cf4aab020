/**
 * Issue 24, audit T6: "A character can, for example, spend the last 3 seconds of one round casting a spell and finish
 * it on the first second of the next round." A sheet attack whose 4 seconds spill into the fighter's next turn is paid
 * now but rolled when its last second is spent, not when it starts. Through the Foundry double: a six-seconds fight,
 * the tracker's seconds paid by payFromPlay, the sheet's attack step (attackNowOrHold), and the combat update that
 * opens the fighter's next turn rolling the held attack's card.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sixSecondsAttackRequest } from "../../module/rulesets/six-seconds/attack";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";
import { armingSword, goblin, mauve } from "./six-seconds-examples";
import { actionContext } from "./action-context";
import { mauveCombo } from "./actions/six-seconds-combo-fixture";
import type { AttackTarget } from "../../module/rulesets/adapter";

let fray: Fray;
let fresh: () => DoubleHandle;
// Imported after the double is installed: they extend its document classes.
let payFromPlay: typeof import("../../module/combat/pay-from-play").payFromPlay;
let held: typeof import("../../module/combat/held-attack");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ payFromPlay } = await import("../../module/combat/pay-from-play"));
  held = await import("../../module/combat/held-attack");
});

/** The attack cards posted so far (the fight's own chat lines aside). */
const attackCards = () => game.messages.contents.filter((m) => m.getFlag("fray", "exchange"));

type SixSecondsData = { fighters: Record<string, { spent: number; ongoing: { secondsLeft: number } | null }> };

describe("six-seconds: an attack that spills into the next turn", () => {
  it("is paid now and rolled when its last second is spent, in the fighter's next turn", async () => {
    const h = fresh();
    installTemplates();
    held.registerHeldAttacks();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    const [mauveCombatant, goblinCombatant] = combat.combatants.contents;
    const attacker = mauveCombatant!.actor!;
    await attacker.update({ system: { sixSeconds: mauve().sixSeconds } } as never);
    await goblinCombatant!.actor!.update({ system: { sixSeconds: goblin().sixSeconds } } as never);
    await combat.startCombat();
    const mine = mauveCombatant!.id!;
    while (combat.frayStore.scheduler.state.active !== mine) await combat.nextTurn();
    // Two moves of a second each: 4 s left, then a 1-second move: 3 s left for a 4-second attack.
    for (let i = 0; i < 3; i++) await combat.frayCommand({ type: "act", combatant: mine, key: "move" });
    expect(await payFromPlay(attacker as never, "attack")).toBe(true);
    const fighters = () => (combat.frayStore.scheduler.state.data as SixSecondsData).fighters;
    expect(fighters()[mine]!.ongoing?.secondsLeft).toBe(1);
    const target = goblinCombatant!.actor!;
    const req = sixSecondsAttackRequest(mauve(), (attacker as unknown as { system: { derived: never } }).system.derived, armingSword, (target as unknown as { asAttackTarget(): never }).asAttackTarget());
    const before = attackCards().length;
    expect(await held.attackNowOrHold(attacker as never, req, [{ uuid: target.uuid, name: target.name }])).toBe("held");
    // Nothing is rolled while the attack is under way.
    expect(attackCards().length).toBe(before);
    expect(attacker.getFlag("fray", held.HELD_FLAG)).toBeTruthy();
    // The turn ends; the goblin acts; Mauve's next turn opens with the attack's last second: now it is rolled.
    await combat.nextTurn();
    while (combat.frayStore.scheduler.state.active !== mine) await combat.nextTurn();
    await new Promise((r) => setTimeout(r, 0));
    expect(fighters()[mine]!.ongoing).toBeNull();
    expect(attackCards().length).toBe(before + 1);
    const card = attackCards().at(-1)!.getFlag("fray", "exchange") as { targets: { uuid: string }[] };
    expect(card.targets.map((t) => t.uuid)).toEqual([target.uuid]);
    expect(attacker.getFlag("fray", held.HELD_FLAG)).toBeFalsy();
    expect(h.errors).toEqual([]);
  });

  it("a combo begun with 3 s left is rolled in the next turn too", async () => {
    const h = fresh();
    installTemplates();
    held.registerHeldAttacks();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    const [mauveCombatant, goblinCombatant] = combat.combatants.contents;
    const attacker = mauveCombatant!.actor!;
    await attacker.update({ system: { sixSeconds: mauve().sixSeconds } } as never);
    await combat.startCombat();
    const mine = mauveCombatant!.id!;
    while (combat.frayStore.scheduler.state.active !== mine) await combat.nextTurn();
    for (let i = 0; i < 3; i++) await combat.frayCommand({ type: "act", combatant: mine, key: "move" });
    expect(await payFromPlay(attacker as never, "combo")).toBe(true);
    const { comboFromFields, useComboAction } = await import("../../module/rulesets/six-seconds/combo-actions");
    const { s, items } = mauveCombo();
    const target = { ...(goblinCombatant!.actor! as unknown as { asAttackTarget(): AttackTarget }).asAttackTarget(), uuid: goblinCombatant!.actor!.uuid };
    const req = comboFromFields(actionContext(s, { name: "Colonel Mauve" }), [{ name: "Attack" }], "Cut", [target], items, { weapon: "sword", "target-0": target.uuid });
    const before = attackCards().length;
    expect(await held.actionNowOrHold(attacker as never, "useCombo", useComboAction, req)).toBe("held");
    expect(attackCards().length).toBe(before);
    await combat.nextTurn();
    while (combat.frayStore.scheduler.state.active !== mine) await combat.nextTurn();
    await new Promise((r) => setTimeout(r, 0));
    expect(attackCards().length).toBe(before + 1);
    expect(attacker.getFlag("fray", held.HELD_FLAG)).toBeFalsy();
  });

  it("an attack that fits in the turn is rolled at once", async () => {
    const h = fresh();
    installTemplates();
    held.registerHeldAttacks();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    const [mauveCombatant, goblinCombatant] = combat.combatants.contents;
    const attacker = mauveCombatant!.actor!;
    await attacker.update({ system: { sixSeconds: mauve().sixSeconds } } as never);
    await combat.startCombat();
    while (combat.frayStore.scheduler.state.active !== mauveCombatant!.id) await combat.nextTurn();
    expect(await payFromPlay(attacker as never, "attack")).toBe(true);
    const target = goblinCombatant!.actor!;
    const req = sixSecondsAttackRequest(mauve(), (attacker as unknown as { system: { derived: never } }).system.derived, armingSword, (target as unknown as { asAttackTarget(): never }).asAttackTarget());
    const before = attackCards().length;
    expect(await held.attackNowOrHold(attacker as never, req, [{ uuid: target.uuid, name: target.name }])).toBe("rolled");
    expect(attackCards().length).toBe(before + 1);
  });
});
