/**
 * Issue 24 (re-audit CS2, possession): a possessor directs the possessed character's body, so the limbs a called shot
 * hurt on that body are the ones its weapon and fists must use. Hand: "Hand cannot be used to carry objects, weapons,
 * shields, etc. … Hand cannot be used for unarmed attacks." Possession: "Whoever is currently controlling the
 * character uses … the possessed character's strength, endurance, and dexterity" (the body is the host's). Through the
 * Foundry double: a six-seconds FrayCombat where the tracker's *Possess* writes the shared body, then the body (Jack)
 * takes called shots to both hands through its own takeDamage; the demon's weapon button, *Use combo* and *Unarmed*
 * from its own sheet read the body's counts, live, and its own again once it leaves the body.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sixSeconds } from "../../module/rulesets/six-seconds/index";
import type { SixSecondsTypes } from "../../module/rulesets/six-seconds/types";
import { armingSword } from "./six-seconds-examples";
import { actionContext, sixSecondsOptions } from "./action-context";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function possessed(h: DoubleHandle) {
  installTemplates();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  const [jack, demon] = combat.combatants.contents;
  h.dice.queue.push(6, 1);
  await combat.startCombat();
  expect(await combat.frayCommand({ type: "endTurn", combatant: jack!.id! })).toBe(true);
  expect(await combat.frayCommand({ type: "possess", combatant: demon!.id!, body: jack!.id! })).toBe(true);
  return { combat, jack: jack!.actor!, demon: demon! };
}

/** Both of the body's hands hurt at the hand's Toughness column ("Hand +3 −2"), applied as the card's Apply does. */
async function bothHandsHurt(body: { system: { derived: { sixSeconds: { toughness: { toughness: number } } } }; takeDamage(n: number, ctx: never): Promise<unknown> }) {
  for (let i = 0; i < 2; i++) await body.takeDamage(body.system.derived.sixSeconds.toughness.toughness - 2, { ruleset: "six-seconds", hit: { calledShot: "hand" } } as never);
}

function demonSheet(demon: { actor: { name: string; system: { stats: never }; statuses: Set<string> } | null }, limb = "hand") {
  const a = demon.actor!;
  return actionContext<SixSecondsTypes>(a.system.stats, { name: a.name, statuses: [...a.statuses], ask: async () => sixSecondsOptions({}), askFields: async () => ({ die: "d4", limb }) });
}

const sword = { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } };
const swing = async (demon: Parameters<typeof demonSheet>[0]) => (await sixSeconds.sheet.rollItem!(demonSheet(demon), sword))!;

describe("six-seconds: a possessor's hurt limbs are the body's", () => {
  it("the body's hands hurt after the possession began: the demon's sword and punch are refused (“cannot be used to carry … weapons”); out of the body they are its own again", async () => {
    const h = fresh();
    const { combat, jack, demon } = await possessed(h);
    expect(await swing(demon as never)).not.toThrow();
    await bothHandsHurt(jack as never);
    expect(jack.system.stats.sixSeconds.hurt.hands).toBe(2);
    expect(demon.actor!.system.stats.sixSeconds.hurt.hands).toBe(0);
    expect(await swing(demon as never)).toThrow(expect.objectContaining({ code: "hurt-limb-carry" }));
    await expect(sixSeconds.sheet.attackActions!["unarmed"]!(demonSheet(demon as never) as never)).rejects.toMatchObject({ code: "hurt-limb-unarmed" });
    expect(await combat.frayCommand({ type: "release", combatant: demon.id! })).toBe(true);
    expect(await swing(demon as never)).not.toThrow();
  });

  it("the demon's own hurt hands do not bar the body it directs", async () => {
    const h = fresh();
    const { demon } = await possessed(h);
    await demon.actor!.update({ "system.sixSeconds.hurt.hands": 2 } as never);
    expect(await swing(demon as never)).not.toThrow();
  });
});
