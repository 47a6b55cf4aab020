/**
 * Issue 24 (audit SM4, SM9), through the Foundry double: "Cover or concealment is necessary for a character to make a
 * Stealth check"; cover adds "+1 / +2 / +3 to its visual perception DC to see" the creature hiding behind it; and
 * "Invisibility is relative — a hiding character who made a DC 6 stealth roll is invisible to characters who rolled 5
 * or lower on perception, but visible to those who rolled 6 or higher." The hider's sheet *Hide (Stealth)* against the
 * targeted onlookers rolls its Stealth and each onlooker's Perception from their own sheets, and writes whom it is
 * hidden from on the hider's FrayActor; an attack from one of them starts with the dialog's *Invisible* ticked.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { hideAction } from "../../../module/rulesets/six-seconds/hide-actions";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { actionContext } from "../action-context";
import { armingSword } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = InstanceType<Fray["FrayActor"]>;
const perceptive = { sixSeconds: { skills: [{ name: "Perception", ability: "intelligence", rank: 0 }] } };

async function actors() {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const make = async (name: string, system: Record<string, unknown>) => (await fray.FrayActor.create({ name, type: "character", system } as never)) as unknown as Doc;
  // Stealth 3 (rank 3, Dexterity 0): a 3 makes 6, the text's DC 6 stealth roll.
  const thief = await make("Thief", { sixSeconds: { skills: [{ name: "Stealth", ability: "dexterity", rank: 3 }] } });
  return { thief, guard: await make("Guard", perceptive), captain: await make("Captain", perceptive) };
}

async function hide(thief: Doc, viewers: Doc[], faces: number[], concealed = "no") {
  const ctx = actionContext<SixSecondsTypes>(thief.system.stats, { name: thief.name, statuses: [...thief.statuses], askFields: async () => ({ concealed }), targets: () => viewers.map((v) => ({ ...v.asAttackTarget(), uuid: v.uuid })) });
  const req = await hideAction.prepare(ctx);
  const out = resolveAction(hideAction, req!, faces);
  await writeBack(thief as never, out);
  return out;
}

/** What the attacker's weapon dialog starts with against the thief. */
async function dialogFrom(attacker: Doc, thief: Doc): Promise<Record<string, unknown>> {
  let asked: Record<string, unknown> = {};
  const ctx = actionContext<SixSecondsTypes>(attacker.system.stats, { name: attacker.name, uuid: attacker.uuid, firstTarget: () => thief.asAttackTarget(), ask: async (data) => ((asked = data), null) });
  await sixSeconds.sheet.rollItem!(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return asked;
}

describe("six-seconds: hiding and seeing (SM4, SM9)", () => {
  it("in the open, with neither cover nor concealment, the Stealth check is refused", async () => {
    const { thief, guard } = await actors();
    await expect(hide(thief, [guard], [3, 1])).rejects.toThrow("NeedsCover");
  });

  it("concealed, the thief's 6 is invisible to the guard who rolled 5, visible to the captain who rolled 6; the guard's attack starts Invisible", async () => {
    const { thief, guard, captain } = await actors();
    const out = await hide(thief, [guard, captain], [3, 5, 6], "yes");
    expect(out.card.total).toBe(6);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Hide.HiddenFrom", data: { names: "Guard" } });
    expect(thief.system.stats.sixSeconds.hiddenFrom.split("\n")).toEqual([guard.uuid]);
    expect((await dialogFrom(guard, thief))["invisible"]).toBe(true);
    expect((await dialogFrom(captain, thief))["invisible"]).toBeFalsy();
  });

  it("behind medium cover (the token's status) the DC to see is 6 + 2: the captain's 6 no longer sees; no concealment needed", async () => {
    const { thief, guard, captain } = await actors();
    await thief.toggleStatusEffect("six-seconds.cover-medium", { active: true });
    const out = await hide(thief, [guard, captain], [3, 5, 6]);
    expect(out.card.outcome).toMatchObject({ data: { names: "Guard, Captain" } });
    expect(thief.system.stats.sixSeconds.hiddenFrom.split("\n").sort()).toEqual([guard.uuid, captain.uuid].sort());
  });

  it("an onlooker with no Perception skill on its sheet is refused, naming it", async () => {
    const { thief } = await actors();
    const dog = (await fray.FrayActor.create({ name: "Dog", type: "npc", system: { sixSeconds: { skills: [] } } } as never)) as unknown as Doc;
    await expect(hide(thief, [dog], [3, 1], "yes")).rejects.toThrow("Dog");
  });
});
