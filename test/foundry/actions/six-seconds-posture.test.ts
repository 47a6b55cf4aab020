/**
 * Issue 24, "Make posture a token state" (audit T13, SM10): the sheet's Posture action pays the action table's
 * seconds and writes the crouching / prone status on the FrayActor (Foundry double); the attack dialog and a combo's
 * Attacks read the target's posture from those statuses.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { postureAction } from "../../../module/rulesets/six-seconds/posture-actions";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { comboFromFields } from "../../../module/rulesets/six-seconds/combo-actions";
import { sixSecondsOptions } from "../action-context";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";
import type { AttackTarget } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { armingSword, mauve } from "../six-seconds-examples";
import { mauveCombo } from "./six-seconds-combo-fixture";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function actorWith(statuses: string[]) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  for (const s of statuses) await a.toggleStatusEffect(s, { active: true });
  return a;
}

describe("six-seconds posture as a token state", () => {
  it("“Stand up from prone” costs 2 s (the prose) and clears Prone; “Crouch or go to prone” 1 s sets it", async () => {
    const goblin = await actorWith(["six-seconds.prone"]);
    const ctx = (to: string) => actionContext<SixSecondsTypes>(goblin.system.stats, { name: goblin.name, statuses: [...goblin.statuses], askFields: async () => ({ to }) });
    const stand = (await postureAction.prepare(ctx("standing")))!;
    expect(postureAction.cost!(stand)).toEqual({ name: "posture", seconds: 2 });
    await writeBack(goblin as never, resolveAction(postureAction, stand, []));
    expect([...goblin.statuses].filter((s) => s === "six-seconds.prone" || s === "six-seconds.crouching")).toEqual([]);
    const crouch = (await postureAction.prepare(ctx("crouching")))!;
    expect(postureAction.cost!(crouch)).toEqual({ name: "posture", seconds: 1 });
    await writeBack(goblin as never, resolveAction(postureAction, crouch, []));
    expect(goblin.statuses.has("six-seconds.crouching")).toBe(true);
  });

  it("the attack dialog's Posture starts from the target's status; a combo Attack on a prone target takes the melee penalty", async () => {
    const goblin = await actorWith(["six-seconds.prone"]);
    const target = { ...(goblin as unknown as { asAttackTarget(): AttackTarget }).asAttackTarget(), uuid: goblin.uuid };
    const asked: Record<string, unknown>[] = [];
    const ctx = actionContext<SixSecondsTypes>(mauve(), { ask: async (d) => (asked.push(d), sixSecondsOptions({ posture: String(d["posture"]) })), firstTarget: () => target, targets: () => [target] });
    const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
    expect(asked[0]!["posture"]).toBe("prone");
    const req = build!() as SixSecondsAttackRequest;
    // "these same bonuses apply as penalties against melee attacks": Target −2.
    expect(req.input.defender.targetModifiers!.reduce((n, m) => n + m.value, 0)).toBe(-2);
    const { s, items } = mauveCombo();
    const combo = comboFromFields(actionContext<SixSecondsTypes>(s), [{ name: "Attack" }], "Cut", [target], items, { weapon: "sword", "target-0": target.uuid });
    expect(combo.attacks[0]!.attack.input.defender.targetModifiers!.reduce((n, m) => n + m.value, 0)).toBe(-2);
  });
});
