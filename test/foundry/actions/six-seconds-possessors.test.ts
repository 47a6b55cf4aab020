/**
 * Issue 24 (audit P6), Multiple Possessors: "If attempting to possess someone who already is possessed by one or more
 * creatures, the initial possession check is made against the creature with the highest Will. However, that creature
 * can deliberately forgo the check (and take no risk of a morale penalty for failure), meaning the check is made
 * against the second-highest Will. That creature can similarly refuse the check, and so on."
 * Through the Foundry double: a six-seconds FrayCombat of Jack (Will 9/3), Bal-Ziggaroth (Will 11/5) and a ghost; the
 * tracker's *Possess* puts the demon in Jack's body and writes it on both actors; Jack's sheet *Possession check
 * against you*, with the ghost targeted, reads the minds in the body from their actors, faces the highest Will or the
 * next when a mind steps aside, and its card's penalty lands on the mind that faced the check (the demon's through a
 * card bound to it, applied by the GM's exchange).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { possessionCheckAction } from "../../../module/rulesets/six-seconds/possession-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
let handleExchangeRequest: typeof import("../../../module/chat/exchange-query").handleExchangeRequest;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
  ({ handleExchangeRequest } = await import("../../../module/chat/exchange-query"));
});

type Doc = InstanceType<Fray["FrayActor"]>;
const now = (a: Doc) => fromUuidSync(a.uuid) as unknown as Doc;
type Msg = { id: string; flags: { fray?: { card?: { kind?: string; title?: string; outcome?: { key: string }; total?: number | null; target?: number | null; details?: { label: string; value: unknown }[] }; exchange?: { targets?: { uuid: string }[] } } } };
const messages = (h: DoubleHandle) => h.game.messages.contents as unknown as Msg[];

/** Jack (F0, Spirit 3: Will 9/3) acts first; the demon (F1, Spirit 5: Will 11/5) possesses him in its turn; the ghost (F2) waits. */
async function possessedBody(h: DoubleHandle) {
  installTemplates();
  const combat = await frayFight(fray, h, "six-seconds", 3);
  const [jack, demon, ghost] = combat.combatants.contents.map((c) => c.actor as unknown as Doc);
  await jack!.update({ name: "Jack", "system.sixSeconds.abilities.spirit": 3 } as never);
  await demon!.update({ name: "Bal-Ziggaroth", "system.sixSeconds.abilities.spirit": 5 } as never);
  await ghost!.update({ name: "Ghost" } as never);
  h.dice.queue.push(6, 3, 1);
  await combat.startCombat();
  const [fj, fd] = combat.combatants.contents;
  expect(await combat.frayCommand({ type: "endTurn", combatant: fj!.id! })).toBe(true);
  expect(await combat.frayCommand({ type: "possess", combatant: fd!.id!, body: fj!.id! })).toBe(true);
  return { combat, jack: jack!, demon: demon!, ghost: ghost!, demonCombatant: fd!.id! };
}

/** Jack's sheet check, the ghost targeted, with its Possession bonus and who steps aside (by dialog row). */
async function check(h: DoubleHandle, jack: Doc, target: Doc, answers: Record<string, string>, faces: number[], seen?: (d: ActionDialog) => void) {
  const j = now(jack);
  const ctx = actionContext<SixSecondsTypes>(j.system.stats, {
    name: j.name,
    uuid: j.uuid,
    statuses: [...j.statuses],
    firstTarget: () => ({ ...(now(target) as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: target.uuid }) as never,
    askFields: async (d) => (seen?.(d), answers),
  });
  const req = await possessionCheckAction.prepare(ctx);
  h.dice.queue.push(...faces);
  return runAction(j as never, possessionCheckAction, req!);
}

const penalties = (a: Doc) => now(a).system.stats.sixSeconds.moralePenalties;

describe("six-seconds Multiple Possessors: the sheet's Possession check against a possessed body", () => {
  it("Possess writes the demon on Jack's record; leaving takes it off", async () => {
    const h = fresh();
    const { combat, jack, demon, demonCombatant } = await possessedBody(h);
    expect(now(jack).system.stats.sixSeconds.possessors).toBe(demon.uuid);
    expect(await combat.frayCommand({ type: "release", combatant: demonCombatant })).toBe(true);
    expect(now(jack).system.stats.sixSeconds.possessors).toBe("");
  });

  it("a list left behind (the demon's own record no longer names Jack's body) is not read: the check faces Jack alone", async () => {
    const h = fresh();
    const { combat, jack, demon, ghost, demonCombatant } = await possessedBody(h);
    expect(await combat.frayCommand({ type: "release", combatant: demonCombatant })).toBe(true);
    await jack.update({ "system.sixSeconds.sharedBody": "host", "system.sixSeconds.possessors": demon.uuid } as never);
    const out = await check(h, jack, ghost, { bonus: "4" }, [6]);
    expect([out.card.total, out.card.target]).toEqual([10, 9]);
  });

  it("“the initial possession check is made against the creature with the highest Will”: the ghost's 6 + 4 = 10 faces the demon's Will 11/5, not Jack's 9; the demon's penalty is a card bound to it, applied by the GM", async () => {
    const h = fresh();
    const { jack, demon, ghost } = await possessedBody(h);
    let dialog: ActionDialog | undefined;
    const out = await check(h, jack, ghost, { bonus: "4", "aside-0": "no", "aside-1": "no" }, [6], (d) => (dialog = d));
    // The dialog names each mind in the body with its Will, the host first.
    expect(dialog!.fields.filter((f) => f.kind === "select").map((f) => (f as { text?: string }).text)).toEqual(["Jack (FRAY.Action.SixSeconds.Possession.Will 9/3)", "Bal-Ziggaroth (FRAY.Action.SixSeconds.Possession.Will 11/5)"]);
    expect([out.card.total, out.card.target]).toEqual([10, 11]);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Shaken");
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Possession.Faced", value: "Bal-Ziggaroth" });
    // Jack did not face it: no penalty on him.
    expect(penalties(jack)).toBe(0);
    const bound = messages(h).find((m) => m.flags.fray?.exchange?.targets?.[0]?.uuid === demon.uuid)!;
    expect(bound.flags.fray!.card!.outcome!.key).toBe("FRAY.Action.SixSeconds.Possession.DefenderPenalty");
    expect(await handleExchangeRequest({ type: "applyOutcome", messageId: bound.id, targetUuid: demon.uuid, choice: "" }, h.gm as never)).toMatchObject({ ok: true });
    expect(penalties(demon)).toBe(1);
  });

  it("“that creature can deliberately forgo the check … meaning the check is made against the second-highest Will”: the demon steps aside, 10 beats Jack's 9: possessed, and Jack takes the penalty", async () => {
    const h = fresh();
    const { jack, demon, ghost } = await possessedBody(h);
    const out = await check(h, jack, ghost, { bonus: "4", "aside-0": "no", "aside-1": "yes" }, [6]);
    expect([out.card.total, out.card.target]).toEqual([10, 9]);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Possessed");
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Possession.SteppedAside", value: "Bal-Ziggaroth" });
    expect(penalties(jack)).toBe(1);
    // "take no risk of a morale penalty": nothing for the demon, and no card bound to it.
    expect(penalties(demon)).toBe(0);
    expect(messages(h).some((m) => m.flags.fray?.exchange?.targets?.[0]?.uuid === demon.uuid)).toBe(false);
  });

  it("“That creature can similarly refuse the check, and so on”: every mind steps aside, the ghost enters without a check (no die)", async () => {
    const h = fresh();
    const { jack, demon, ghost } = await possessedBody(h);
    const out = await check(h, jack, ghost, { bonus: "0", "aside-0": "yes", "aside-1": "yes" }, []);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Unopposed");
    expect(out.card.dice).toEqual([]);
    expect([penalties(jack), penalties(demon)]).toEqual([0, 0]);
  });

  it("a creature already in the body cannot be the one attempting: targeting the demon is refused", async () => {
    const h = fresh();
    const { jack, demon } = await possessedBody(h);
    await expect(check(h, jack, demon, { bonus: "4" }, [6])).rejects.toThrow("AlreadyInBody");
  });
});
