/**
 * Issue 24 (audit D4, MO7, K9, K10): what the text makes a character do "every round" is rolled by the tracker when a
 * round ends, and waking leaves a character flat-footed for one round. Through the Foundry double: a six-seconds
 * FrayCombat of FrayActors whose statuses are toggled on the documents; the turns are ended through
 * FrayCombat#frayCommand, and the new round's checks are rolled on the GM's client (the ruleset's round-end slot →
 * the sheet action → a chat card and the actor's update).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../module/dice/action-resolve";
import { writeBack } from "../../module/dice/write-back";
import { wakeUpAction } from "../../module/rulesets/six-seconds/condition-actions";
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

/** A fight of two; `setUp` changes the second fighter's actor before Begin Combat; the first acts first. */
async function fight(h: DoubleHandle, setUp: (actor: NonNullable<Combat["combatants"]["contents"][number]["actor"]>) => Promise<void>) {
  installTemplates();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  const [first, second] = combat.combatants.contents;
  await setUp(second!.actor!);
  // Initiative d6s: 6 for the first, 1 for the second (no tie).
  h.dice.queue.push(6, 1);
  await combat.startCombat();
  expect(combat.frayStore.scheduler.state.active).toBe(first!.id);
  return { combat, first: first!, second: second! };
}

async function nextRound(combat: Combat) {
  const round = combat.frayStore.scheduler.state.round;
  for (let i = 0; i < 4 && combat.frayStore.scheduler.state.round === round; i++) {
    const active = combat.frayStore.scheduler.state.active!;
    expect(await combat.frayCommand({ type: "endTurn", combatant: active })).toBe(true);
  }
  expect(combat.frayStore.scheduler.state.round).toBe(round + 1);
}

describe("six-seconds: every round, in the tracker", () => {
  it("“A dying character … must make a DC 4 endurance check every round”: the new round rolls it, stores the next DC", async () => {
    const h = fresh();
    const { combat, second } = await fight(h, async (a) => {
      await a.toggleStatusEffect("six-seconds.dying", { active: true });
    });
    // The dying round's d6 (1 + Endurance 0 < 4: fails, DC 5) and its d10 (3: not stabilised).
    h.dice.queue.push(1, 3);
    await nextRound(combat);
    expect(cards(h).filter((c) => c.kind === "FRAY.Action.SixSeconds.DyingRound").map((c) => c.title)).toEqual([second.actor!.name]);
    expect(second.actor!.system.stats.sixSeconds.dyingDc).toBe(5);
  });

  it("Broken: “Every round, the character can make a Spirit check against DC 10”: the new round rolls it", async () => {
    const h = fresh();
    const { combat, second } = await fight(h, async (a) => {
      // Spirit −5: Will 1; one penalty takes it to 0 (Broken, Helpless).
      await a.update({ "system.sixSeconds.abilities.spirit": -5, "system.sixSeconds.moralePenalties": 1 } as never);
      await a.toggleStatusEffect("six-seconds.broken", { active: true });
    });
    h.dice.queue.push(2);
    await nextRound(combat);
    expect(cards(h).filter((c) => c.kind === "FRAY.Action.SixSeconds.Morale.BrokenRound").map((c) => c.title)).toEqual([second.actor!.name]);
    // 2 − 5 fails DC 10: the DC falls to 9, stored.
    expect(second.actor!.system.stats.sixSeconds.brokenDc).toBe(9);
  });

  it("“When a character first wakes up from being unconscious, he is flat-footed for one round”: Wake up, then the round's end clears it", async () => {
    const h = fresh();
    const { combat, second } = await fight(h, async (a) => {
      await a.toggleStatusEffect("six-seconds.unconscious", { active: true });
      await a.toggleStatusEffect("six-seconds.helpless", { active: true });
    });
    const actor = second.actor!;
    const req = await wakeUpAction.prepare(actionContext(actor.system.stats, { name: actor.name, statuses: [...actor.statuses] }));
    await writeBack(actor as never, resolveAction(wakeUpAction, req!, []));
    expect([...actor.statuses].sort()).toEqual(["six-seconds.flat-footed"]);
    // The round it woke in ends: a full round is still to come.
    await nextRound(combat);
    expect(actor.statuses.has("six-seconds.flat-footed")).toBe(true);
    await nextRound(combat);
    expect(actor.statuses.has("six-seconds.flat-footed")).toBe(false);
  });

  it("a sleeper wakes the same way; a dying character cannot wake", async () => {
    const h = fresh();
    const { second } = await fight(h, async (a) => {
      await a.toggleStatusEffect("six-seconds.sleeping", { active: true });
    });
    const actor = second.actor!;
    await writeBack(actor as never, resolveAction(wakeUpAction, (await wakeUpAction.prepare(actionContext(actor.system.stats, { name: actor.name, statuses: [...actor.statuses] })))!, []));
    expect([...actor.statuses]).toEqual(["six-seconds.flat-footed"]);
    await expect(wakeUpAction.prepare(actionContext(actor.system.stats, { name: actor.name, statuses: ["six-seconds.dying", "six-seconds.unconscious"] }))).rejects.toThrow();
  });
});
