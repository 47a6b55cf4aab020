/**
 * Issue 25 (audit L5, M5), through the Foundry double: the rolls to shake a State or a mental condition roll the
 * actor's own characteristic level from its sheet (4 + level dice), nothing typed. The sheet's *Remove a State* and
 * *Panicked or Crushed: this action* run as the sheet runs them (`runAction`: one Foundry Roll, the card, the
 * write-back through the actor's pipeline).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { DICE } from "../../double/dice";
import { installTemplates } from "../../double/templates";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { SheetAction } from "../../../module/rulesets/adapter";
import { removeStateAction } from "../../../module/rulesets/tactica/state-actions";
import { mentalConditionAction } from "../../../module/rulesets/tactica/mental-condition-actions";
import { specialAttemptAction } from "../../../module/rulesets/tactica/special-attempt-actions";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  // Fray's documents are imported after the double is installed.
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
});

const HERO = uuid("hero");
type Doc = InstanceType<Fray["FrayActor"]>;

const ORC = uuid("orc");

async function hero(edit: Record<string, unknown>, statuses: string[] = [], orc: Record<string, unknown> = {}): Promise<Doc> {
  const world = await doubleWorld({ [HERO]: { name: "Hero", system: blankSystem(), statuses }, [ORC]: { name: "Orc", system: blankSystem(), statuses: [] } }, {}, "tactica");
  await world.update(HERO, edit);
  if (Object.keys(orc).length) await world.update(ORC, orc);
  installTemplates();
  return fromUuidSync(HERO) as unknown as Doc;
}

/** The sheet action as the sheet runs it, the dialog answered; how many dice its Roll took, and the dialog. */
async function run<Q>(actor: Doc, action: SheetAction<Q, TacticaTypes>, answer: Record<string, string>, faces: number[]) {
  let asked: ActionDialog | null = null;
  const orc = (fromUuidSync(ORC) as unknown as Doc).asAttackTarget();
  const ctx = actionContext<TacticaTypes>(actor.system.stats, { name: actor.name, uuid: actor.uuid, statuses: [...actor.statuses], askFields: async (d) => ((asked = d), answer), firstTarget: () => orc });
  const req = await action.prepare(ctx);
  DICE.queue.length = 0;
  DICE.queue.push(...faces, 99);
  await runAction(actor as never, action as never, req);
  // What is left of the queue: the faces the Roll did not take (the sentinel 99 stays unless the Roll took more).
  const left = DICE.queue.length;
  DICE.queue.length = 0;
  return { asked: asked as ActionDialog | null, rolled: faces.length + 1 - left };
}

describe("tactica: the characteristic a roll needs is the actor's own", () => {
  it('"The roll to remove a STATE is based on the characteristic affected (Body, Mind, Soul)": a Stun rolls the sheet\'s BODY 2 (6 dice) and a success clears it', async () => {
    const actor = await hero({ "system.tactica.body": 2, "system.tactica.physical.state": true });
    const { asked, rolled } = await run(actor, removeStateAction, { state: "stun", way: "roll" }, [2, 2, 2, 2, 2, 5]);
    expect(asked!.fields.map((f) => f.name)).toEqual(["state", "way", "attempted"]);
    expect(rolled).toBe(6);
    expect(actor.system.stats.tactica.physical.state).toBe(false);
  });

  it("a Shock rolls MIND (−1: 3 dice), a Doubt the SPIRIT the text also calls Soul (1: 5 dice)", async () => {
    const shocked = await hero({ "system.tactica.mind": -1, "system.tactica.mental.state": true });
    expect((await run(shocked, removeStateAction, { state: "shock", way: "roll" }, [2, 2, 2])).rolled).toBe(3);
    expect(shocked.system.stats.tactica.mental.state).toBe(true);
    const doubting = await hero({ "system.tactica.spirit": 1, "system.tactica.doubt": true });
    expect((await run(doubting, removeStateAction, { state: "doubt", way: "roll" }, [2, 2, 2, 2, 6])).rolled).toBe(5);
    expect(doubting.system.stats.tactica.doubt).toBe(false);
  });

  it('"They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one": the sheet\'s SPIRIT 2 rolls 6 dice and a pass clears Panicked', async () => {
    const actor = await hero({ "system.tactica.spirit": 2 }, ["tactica.panicked"]);
    const { asked, rolled } = await run(actor, mentalConditionAction, { when: "later" }, [2, 2, 2, 2, 2, 6]);
    expect(asked!.fields.map((f) => f.name)).toEqual(["when"]);
    expect(rolled).toBe(6);
    expect(actor.statuses.has("tactica.panicked")).toBe(false);
  });

  it("a special attempt rolls both sheets: Disarm is the hero's DEX 2 (6 dice) against the Orc's BODY −1 (3 dice); Knockdown counts their Sizes", async () => {
    const actor = await hero({ "system.tactica.dex": 2, "system.tactica.body": 0 }, [], { "system.tactica.body": -1 });
    const { asked, rolled } = await run(actor, specialAttemptAction, { attempt: "disarm", leg: "left-leg" }, [2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(asked!.fields.map((f) => f.name)).toEqual(["attempt", "leg"]);
    expect(rolled).toBe(9);
    // BODY 0 (4 dice) against BODY −1 (3 dice); the Orc's Size 3 against the hero's 1 gives it 2 successes.
    const small = await hero({}, [], { "system.tactica.size": 3 });
    const ctx = actionContext<TacticaTypes>(small.system.stats, { name: small.name, askFields: async () => ({ attempt: "knockdown", leg: "left-leg" }), firstTarget: () => (fromUuidSync(ORC) as unknown as Doc).asAttackTarget() });
    const req = (await specialAttemptAction.prepare(ctx))!;
    expect(specialAttemptAction.resolve(req, [5, 5, 2, 2, 2, 2, 2, 2]).card.outcome.success).toBe(false);
  });
});
