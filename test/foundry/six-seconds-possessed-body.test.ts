/**
 * Issue 24 (audit P7): "If a possessed character gains the Broken condition (has Will of zero) … The character cannot
 * remove any morale penalties without outside help … If a possessing creature gains the Broken condition, it ends up
 * in the same situation." Through the Foundry double: a six-seconds FrayCombat of FrayActors; the tracker's *Possess*
 * writes on both actors that they share a body (and *Leave the body* takes it off), so the new round's Broken Spirit
 * check and the sheet's *Broken: Spirit check* know the mind needs outside help.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { brokenRoundAction } from "../../module/rulesets/six-seconds/morale-actions";
import { sixSeconds } from "../../module/rulesets/six-seconds/index";
import type { SixSecondsAttackRequest } from "../../module/rulesets/six-seconds/attack";
import type { SixSecondsCheckRequest } from "../../module/rulesets/six-seconds/rolls";
import type { SixSecondsTypes } from "../../module/rulesets/six-seconds/types";
import { armingSword } from "./six-seconds-examples";
import { sixSecondsOptions } from "./action-context";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { actionContext } from "./action-context";
import { installTemplates } from "../double/templates";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
type Msg = { flags: { fray?: { card?: { kind?: string; title?: string } } } };
const cards = (h: DoubleHandle) => (h.game.messages.contents as unknown as Msg[]).map((m) => m.flags.fray?.card).filter((c) => c !== undefined);

/** Jack (F0, acting first) and the demon (F1); the demon possesses Jack in the demon's turn. */
async function possessed(h: DoubleHandle) {
  installTemplates();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  const [jack, demon] = combat.combatants.contents;
  await jack!.actor!.update({ "system.sixSeconds.abilities": { strength: 4, endurance: 3, dexterity: 2 } } as never);
  h.dice.queue.push(6, 1);
  await combat.startCombat();
  expect(await combat.frayCommand({ type: "endTurn", combatant: jack!.id! })).toBe(true);
  expect(await combat.frayCommand({ type: "possess", combatant: demon!.id!, body: jack!.id! })).toBe(true);
  return { combat, jack: jack!, demon: demon! };
}

async function nextRound(combat: Combat) {
  const round = combat.frayStore.scheduler.state.round;
  for (let i = 0; i < 4 && combat.frayStore.scheduler.state.round === round; i++) {
    expect(await combat.frayCommand({ type: "endTurn", combatant: combat.frayStore.scheduler.state.active! })).toBe(true);
  }
  expect(combat.frayStore.scheduler.state.round).toBe(round + 1);
}

describe("six-seconds: a body shared by possession, on its minds' sheets", () => {
  it("Possess writes the shared body on both actors (the possessor keeps the body's Strength, Endurance, Dexterity); Leave the body takes it off", async () => {
    const h = fresh();
    const { combat, jack, demon } = await possessed(h);
    expect(jack.actor!.system.stats.sixSeconds.sharedBody).toBe("host");
    expect(demon.actor!.system.stats.sixSeconds.sharedBody).toBe("possessor");
    expect(demon.actor!.system.stats.sixSeconds.body).toEqual({ strength: 4, endurance: 3, dexterity: 2 });
    expect(await combat.frayCommand({ type: "release", combatant: demon.id! })).toBe(true);
    expect(jack.actor!.system.stats.sixSeconds.sharedBody).toBe("none");
    expect(demon.actor!.system.stats.sixSeconds.sharedBody).toBe("none");
  });

  it("a Broken possessed character makes no Broken Spirit check at the new round, and the sheet's check is refused: it needs outside help", async () => {
    const h = fresh();
    const { combat, jack } = await possessed(h);
    const a = jack.actor!;
    // Spirit −5: Will 1; one penalty takes it to 0 (Broken).
    await a.update({ "system.sixSeconds.abilities.spirit": -5, "system.sixSeconds.moralePenalties": 1 } as never);
    await a.toggleStatusEffect("six-seconds.broken", { active: true });
    h.dice.queue.push(6);
    await nextRound(combat);
    expect(cards(h).filter((c) => c.kind === "FRAY.Action.SixSeconds.Morale.BrokenRound")).toEqual([]);
    const ctx = actionContext(a.system.stats, { name: a.name, statuses: [...a.statuses] });
    await expect(brokenRoundAction.prepare(ctx)).rejects.toThrow("NeedsOutsideHelp");
  });

  it("out of a shared body the Broken character's check is rolled as before", async () => {
    const h = fresh();
    const { combat, jack, demon } = await possessed(h);
    expect(await combat.frayCommand({ type: "release", combatant: demon.id! })).toBe(true);
    const a = jack.actor!;
    await a.update({ "system.sixSeconds.abilities.spirit": -5, "system.sixSeconds.moralePenalties": 1 } as never);
    await a.toggleStatusEffect("six-seconds.broken", { active: true });
    h.dice.queue.push(2);
    await nextRound(combat);
    expect(cards(h).filter((c) => c.kind === "FRAY.Action.SixSeconds.Morale.BrokenRound").map((c) => c.title)).toEqual([a.name]);
  });
});

describe("six-seconds: the possessor acts with the body's Strength, Endurance and Dexterity (P3)", () => {
  /** The demon's sheet as its owner opens it now (after the tracker's write). */
  function demonSheet(demon: { actor: { name: string; system: { stats: never }; statuses: Set<string> } | null }) {
    const a = demon.actor!;
    return actionContext<SixSecondsTypes>(a.system.stats, { name: a.name, statuses: [...a.statuses], ask: async () => sixSecondsOptions({}) });
  }

  it("“uses … their own mental ability scores (intelligence and spirit) but the possessed character's strength, endurance, and dexterity”: the demon's ability checks", async () => {
    const h = fresh();
    const { demon } = await possessed(h);
    await demon.actor!.update({ "system.sixSeconds.abilities": { strength: 9, spirit: 5 } } as never);
    const ctx = demonSheet(demon as never);
    const check = async (ability: string) => ((await sixSeconds.sheet.rollSave!(ctx, ability)) as SixSecondsCheckRequest).modifiers[0]!.value;
    // Jack's Strength 4, Endurance 3, Dexterity 2; the demon's own Spirit 5.
    expect([await check("strength"), await check("endurance"), await check("dexterity"), await check("spirit")]).toEqual([4, 3, 2, 5]);
  });

  it("the demon's sword strikes with Jack's Strength (1d8 + 4); out of the body, with its own again", async () => {
    const h = fresh();
    const { combat, demon } = await possessed(h);
    await demon.actor!.update({ "system.sixSeconds.abilities.strength": 9 } as never);
    const sword = { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } };
    const damage = async () => ((await sixSeconds.sheet.rollItem!(demonSheet(demon as never), sword))!() as SixSecondsAttackRequest).input.damage.bonus;
    expect(await damage()).toBe(4);
    expect(await combat.frayCommand({ type: "release", combatant: demon.id! })).toBe(true);
    expect(await damage()).toBe(9);
  });
});

describe("six-seconds: the possessor's skill checks and contests add the body's Strength, Endurance and Dexterity (P3)", () => {
  function demonSheet(demon: { actor: { name: string; system: { stats: never }; statuses: Set<string> } | null }) {
    const a = demon.actor!;
    return actionContext<SixSecondsTypes>(a.system.stats, { name: a.name, statuses: [...a.statuses], ask: async () => sixSecondsOptions({}) });
  }

  it("“uses their own skill bonuses … but the possessed character's strength, endurance, and dexterity”: the demon's Athletics (Strength) check", async () => {
    const h = fresh();
    const { demon } = await possessed(h);
    await demon.actor!.update({ "system.sixSeconds.abilities.strength": 9, "system.sixSeconds.skills": [{ name: "Athletics", ability: "strength", rank: 2 }] } as never);
    const req = (await sixSeconds.sheet.rollSkill!(demonSheet(demon as never), 0)) as SixSecondsCheckRequest;
    // Its own ranks, Jack's Strength 4 (not its own 9).
    expect(req.modifiers.find((m) => m.code === "ability.strength")!.value).toBe(4);
  });

  it("the Contested check's Initiative (d6 + Reflex + Dexterity) takes the body's Dexterity, against a target's own", async () => {
    const h = fresh();
    const { jack, demon } = await possessed(h);
    await demon.actor!.update({ "system.sixSeconds.abilities.dexterity": 5, "system.sixSeconds.skills": [{ name: "Reflex", ability: "dexterity", rank: 2 }] } as never);
    const target = { ...(jack.actor as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: jack.actor!.uuid };
    const a = demon.actor!;
    const ctx = actionContext<SixSecondsTypes>(a.system.stats, {
      name: a.name,
      statuses: [...a.statuses],
      targets: () => [target as never],
      askFields: async () => ({ "check-self": "initiative", "check-0": "initiative" }),
    });
    const req = (await sixSeconds.sheet.actions!.contest!.prepare(ctx)) as { sides: { bonus: number }[] };
    // Reflex rank 2 (+2) + Jack's Dexterity 2 = 4 (its own Dexterity 5 would make 7); Jack: 0 + 2.
    expect(req.sides.map((s) => s.bonus)).toEqual([4, 2]);
  });
});
