/**
 * Issue 25 (audit P9): "Bleeder: ... The target must make a BODY roll at the start of each Round or suffer an extra
 * Physical Rank loss". Roland is a FrayActor on the Foundry double in a FrayCombat with a bleeding chest and a
 * bleeding neck (injury items, as the card's injury roll makes them); the combat's own fighters go through the
 * round-end step (combat/round-end.ts with the tactica slot) as a refresh opens round 2, and the due rolls run as the
 * sheet's *Bleeding* on his document.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { roundEndStep } from "../../../module/combat/round-end";
import type { TurnEvent } from "../../../module/engine/turns";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { tactica } from "../../../module/rulesets/tactica/index";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

type Doc = Actor.Implementation & { system: { stats: { tactica: { physical: { lost: number } } } } };
type CombatDoc = { frayFighters(): never[] };
const round = (n: number): TurnEvent[] => [{ type: "roundStart", round: n }];
const wound = (location: string, effect: string) => ({ name: `${location}: ${effect}`, type: "injury", system: { ruleset: "tactica", location, effect, dicePenalty: 0 } });

async function rolandBleeding(wounds: { name: string; type: string; system: Record<string, unknown> }[]) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const roland = (await fray.FrayActor.create({ name: "Roland", type: "character", system: { tactica: { physical: { rank: 5 }, body: 1 } } } as never)) as unknown as Doc;
  await roland.createEmbeddedDocuments("Item", wounds as never);
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: roland.id }] } as never)) as unknown as CombatDoc;
  return { roland, combat };
}

describe("tactica: the bleeders' BODY rolls at the start of each round", () => {
  it("round 2 opens: Roland's chest and neck bleed, 5 and 3 dice (the Neck's -2d); one roll fails, a Physical Rank is lost", async () => {
    const h = fresh();
    const { roland, combat } = await rolandBleeding([wound("chest", INJURY_EFFECT_TABLE.bleeder.text), wound("neck", INJURY_EFFECT_TABLE.bleeder.text), wound("head", INJURY_EFFECT_TABLE.stun.text)]);
    const slot = tactica.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    expect(start.calls).toEqual([]);
    const end = roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {});
    expect(end.calls.map((c) => c.line)).toEqual([{ key: "FRAY.Tracker.Tactica.BleedRoundDue", data: { name: "Roland", wounds: 2 } }]);
    const roll = end.calls[0]!.rolls[0]!;
    const action = tactica.sheet.actions![roll.action]!;
    expect(action.dice(roll.request).map((g) => g.count)).toEqual([5, 3]);
    h.dice.queue.push(5, 1, 1, 1, 1, /* neck */ 1, 2, 3);
    await runAction(fromUuidSync(roland.uuid) as never, action, roll.request);
    expect((fromUuidSync(roland.uuid) as unknown as Doc).system.stats.tactica.physical.lost).toBe(1);
  });

  it('"Multiple bleeder results to different locations will accumulate": a bleeding left arm and right arm, as the card\'s injury roll records them, are two rolls', async () => {
    fresh();
    const { injuryItem } = await import("../../../module/rulesets/tactica/injury-roll");
    const arm = (location: "left-arm" | "right-arm") => ({ name: location, type: "injury", system: injuryItem(location, "bleeder").system });
    const { combat } = await rolandBleeding([arm("left-arm"), arm("right-arm")]);
    const slot = tactica.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    expect(roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {}).calls.map((c) => c.line.data)).toEqual([{ name: "Roland", wounds: 2 }]);
  });

  it("another bleeder result to the same location will not: two on the right arm bleed once; an arm with no side recorded (made by hand) counts as one arm", async () => {
    fresh();
    const { injuryItem } = await import("../../../module/rulesets/tactica/injury-roll");
    const right = { name: "right", type: "injury", system: injuryItem("right-arm", "bleeder").system };
    const { combat } = await rolandBleeding([right, right, wound("arms", INJURY_EFFECT_TABLE.bleeder.text), wound("arms", INJURY_EFFECT_TABLE.bleeder.text)]);
    const slot = tactica.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    expect(roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {}).calls.map((c) => c.line.data)).toEqual([{ name: "Roland", wounds: 2 }]);
  });

  it("no bleeding wound, no roll", async () => {
    fresh();
    const { combat } = await rolandBleeding([wound("chest", INJURY_EFFECT_TABLE.wind.text)]);
    const slot = tactica.combat.roundEnd!;
    const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
    expect(roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {}).calls).toEqual([]);
  });
});
