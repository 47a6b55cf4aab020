/**
 * Issue 24 (audit P5), Cooperative Possession: "the character can deliberately allow the creature in (negating the
 * need for a Possession check). Then, when either one acts, they can use the highest skill modifiers and mental
 * ability scores of both the possessor and possessed … At any point, either can stop working together and begin
 * vetoing the other's actions". Through the Foundry double: a six-seconds FrayCombat of Jack and Bal-Ziggaroth; Jack's
 * sheet *Work together* lets the demon in (no check), the GM's tracker *Possess* records the body, the demon's sheet
 * *Work together* answers, and then both sheets' checks roll with the better Intelligence, Spirit and skill ranks of
 * the two, read from the other's actor; once either stops, each rolls with its own again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cooperateAction } from "../../../module/rulesets/six-seconds/cooperate-actions";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsCheckRequest } from "../../../module/rulesets/six-seconds/rolls";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext, sixSecondsOptions } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

type Doc = InstanceType<Fray["FrayActor"]>;
const now = (a: Doc) => fromUuidSync(a.uuid) as unknown as Doc;

/** Jack: Intelligence 1, Spirit 3, Athletics 2, Occult 0. The demon: Intelligence 4, Spirit 5, Athletics 0, Occult 3. */
async function fight(h: DoubleHandle) {
  installTemplates();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  const [jack, demon] = combat.combatants.contents.map((c) => c.actor as unknown as Doc);
  const skills = (athletics: number, occult: number) => [
    { name: "Athletics", ability: "strength", rank: athletics },
    { name: "Occult", ability: "intelligence", rank: occult },
  ];
  await jack!.update({ name: "Jack", "system.sixSeconds.abilities": { strength: 4, intelligence: 1, spirit: 3 }, "system.sixSeconds.skills": skills(2, 0) } as never);
  await demon!.update({ name: "Bal-Ziggaroth", "system.sixSeconds.abilities": { strength: 9, intelligence: 4, spirit: 5 }, "system.sixSeconds.skills": skills(0, 3) } as never);
  h.dice.queue.push(6, 1);
  await combat.startCombat();
  const [fj, fd] = combat.combatants.contents.map((c) => c.id!);
  return { combat, jack: jack!, demon: demon!, fj: fj!, fd: fd! };
}

/** `who`'s sheet *Work together* with `other` targeted, answered `together` ("yes" / "no"). */
async function workTogether(who: Doc, other: Doc, together: "yes" | "no") {
  const a = now(who);
  const ctx = actionContext<SixSecondsTypes>(a.system.stats, {
    name: a.name,
    uuid: a.uuid,
    statuses: [...a.statuses],
    firstTarget: () => ({ ...(now(other) as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: other.uuid }) as never,
    askFields: async () => ({ together }),
  });
  const req = await cooperateAction.prepare(ctx);
  return runAction(a as never, cooperateAction, req!);
}

/** The skill check `who` rolls from its sheet (row `index`): its rank and ability modifiers. */
async function skillCheck(who: Doc, index: number): Promise<[number, number]> {
  const a = now(who);
  const ctx = actionContext<SixSecondsTypes>(a.system.stats, { name: a.name, uuid: a.uuid, statuses: [...a.statuses], ask: async () => sixSecondsOptions({}) });
  const req = (await sixSeconds.sheet.rollSkill!(ctx, index)) as SixSecondsCheckRequest;
  return [req.modifiers[0]!.value, req.modifiers[1]!.value];
}

async function spiritCheck(who: Doc): Promise<number> {
  const a = now(who);
  const ctx = actionContext<SixSecondsTypes>(a.system.stats, { name: a.name, uuid: a.uuid, statuses: [...a.statuses], ask: async () => sixSecondsOptions({}) });
  return ((await sixSeconds.sheet.rollSave!(ctx, "spirit")) as SixSecondsCheckRequest).modifiers[0]!.value;
}

describe("six-seconds Cooperative Possession from the sheets", () => {
  it("“the character can deliberately allow the creature in (negating the need for a Possession check)”: Jack's Work together lets the demon in, no die rolled", async () => {
    const h = fresh();
    const { jack, demon } = await fight(h);
    const out = await workTogether(jack, demon, "yes");
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.LetIn");
    expect(out.card.dice).toEqual([]);
    expect(now(jack).system.stats.sixSeconds.cooperating).toBe(demon.uuid);
    expect(now(jack).system.stats.sixSeconds.moralePenalties).toBe(0);
  });

  it("“when either one acts, they can use the highest skill modifiers and mental ability scores of both”: Jack's Occult takes the demon's ranks and Intelligence, the demon's Athletics Jack's ranks (and the body's Strength)", async () => {
    const h = fresh();
    const { combat, jack, demon, fj, fd } = await fight(h);
    await workTogether(jack, demon, "yes");
    expect(await combat.frayCommand({ type: "endTurn", combatant: fj })).toBe(true);
    expect(await combat.frayCommand({ type: "possess", combatant: fd, body: fj })).toBe(true);
    // Jack alone works together: the demon has not said so, so each keeps its own mind.
    expect(await skillCheck(jack, 1)).toEqual([0, 1]);
    const answer = await workTogether(demon, jack, "yes");
    expect(answer.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Together");
    // Jack: Occult rank 3 (the demon's) + Intelligence 4 (the demon's); Spirit 5.
    expect(await skillCheck(jack, 1)).toEqual([3, 4]);
    expect(await spiritCheck(jack)).toBe(5);
    // The demon: Athletics rank 2 (Jack's) + the body's Strength 4 (Jack's, not its own 9).
    expect(await skillCheck(demon, 0)).toEqual([2, 4]);
    // A Broken partner adds nothing ("A Broken character cannot aid another possessing creature"); again once it is not.
    // (Broken follows Will 0: the demon's Will 11 under 11 morale penalties.)
    await demon.update({ "system.sixSeconds.moralePenalties": 11 } as never);
    expect(await skillCheck(jack, 1)).toEqual([0, 1]);
    await demon.update({ "system.sixSeconds.moralePenalties": 0 } as never);
    expect(await skillCheck(jack, 1)).toEqual([3, 4]);
    // "At any point, either can stop working together": the demon stops; each rolls with its own again.
    expect((await workTogether(demon, jack, "no")).card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Apart");
    expect(await skillCheck(jack, 1)).toEqual([0, 1]);
    expect(await skillCheck(demon, 0)).toEqual([0, 4]);
  });

  it("“A Broken character cannot aid another possessing creature with a cooperative possession”: a Broken Jack cannot let the demon in", async () => {
    const h = fresh();
    const { jack, demon } = await fight(h);
    // Spirit −5: Will 1; one penalty takes it to 0.
    await jack.update({ "system.sixSeconds.abilities.spirit": -5, "system.sixSeconds.moralePenalties": 1 } as never);
    await jack.toggleStatusEffect("six-seconds.broken", { active: true });
    await expect(workTogether(jack, demon, "yes")).rejects.toThrow("BrokenCannotCooperate");
  });
});
