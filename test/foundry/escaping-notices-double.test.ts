/**
 * Issue 21 #13 through the Foundry double: v13 renders a notification's text as HTML (foundry-traps.md #13), so a
 * name or engine text placed in one must arrive escaped. The double's ui.notifications records what was shown.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

const HOSTILE = `<img src=x onerror="window.__pwned=1">`;

let fray: Fray;
let fresh: () => DoubleHandle;
let payFromPlay: typeof import("../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ payFromPlay } = await import("../../module/combat/pay-from-play"));
});

/** A six-seconds fight of one character, in its turn, with every second of the turn spent. */
async function spentFight(h: DoubleHandle) {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const actor = (await fray.FrayActor.create({ name: HOSTILE, type: "character" } as never))!;
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id }] } as never)) as InstanceType<Fray["FrayCombat"]>;
  await combat.startCombat();
  const cid = combat.combatants.contents[0]!.id!;
  expect(await combat.frayCommand({ type: "act", combatant: cid, action: { name: "wait", seconds: 6 } } as never)).toBe(true);
  h.notices.length = 0;
  return { actor, combat, cid };
}

function expectEscaped(h: DoubleHandle) {
  const shown = h.notices.map((n) => n.message);
  expect(shown.length).toBeGreaterThan(0);
  for (const m of shown) expect(m).not.toContain("<img");
  expect(shown.join(" ")).toContain("&lt;img");
}

describe("names and engine text in notifications arrive escaped", () => {
  it("a charge refused for a named actor: its name and the tracker's reason", async () => {
    const h = fresh();
    const { actor } = await spentFight(h);
    expect(await payFromPlay(actor as never, { name: HOSTILE, seconds: 2 })).toBe(false);
    expectEscaped(h);
  });

  it("a tracker step refused by the rules, naming the action", async () => {
    const h = fresh();
    const { combat, cid } = await spentFight(h);
    expect(await combat.frayCommand({ type: "act", combatant: cid, action: { name: HOSTILE, seconds: 2 } } as never)).toBe(false);
    expectEscaped(h);
  });
});
