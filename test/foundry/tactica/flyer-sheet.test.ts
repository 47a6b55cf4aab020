/**
 * Issue 25 (the index's *Flying* row), through the Foundry double: the flyer's rating ("~2/2/3") is its sheet's;
 * the sheet's *Flight* asks only the zones moved and the turns made, and writes whether the creature is in flight
 * ("Most flyers that fail to move at least 1 zone in an action are considered to be hovering, or to have landed").
 * An archer's attack dialog on that target opens with its speed ("Missile fire against a flyer is harder, reduce the
 * number of dice by their speed as long as they are flying").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import { diceFor } from "../../../module/dice/requests";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { flightAction } from "../../../module/rulesets/tactica/flight-actions";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actionContext, tacticaOptions } from "../action-context";
import { blankSystem, doubleWorld, uuid, type DoubleWorld } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  // Fray's documents are imported after the double is installed.
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
});

const HAWK = uuid("hawk");
type Doc = InstanceType<Fray["FrayActor"]>;

async function sky(rating: string): Promise<DoubleWorld> {
  const world = await doubleWorld({ [HAWK]: { name: "Hawk", system: blankSystem(), statuses: [] } }, {}, "tactica");
  await world.update(HAWK, { "system.tactica.flyer": rating });
  installTemplates();
  return world;
}

async function fly(answer: Record<string, string>) {
  const hawk = fromUuidSync(HAWK) as unknown as Doc;
  let asked: ActionDialog | null = null;
  const req = await flightAction.prepare(actionContext<TacticaTypes>(hawk.system.stats, { name: "Hawk", askFields: async (d) => ((asked = d), answer) }));
  await runAction(hawk as never, flightAction as never, req);
  return asked as ActionDialog | null;
}

/** The archer's bow attack on the hawk, the dialog as it opens. */
async function shoot(world: DoubleWorld): Promise<{ opened: Record<string, unknown>; dice: number }> {
  let opened: Record<string, unknown> = {};
  const archer = blankSystem();
  archer.tactica.attack = 5;
  const ask = async (data: Record<string, unknown>) => ((opened = data), tacticaOptions({ count: String(data["count"]), attackMode: "missile", hit: "physical", position: "unknown", flyerSpeed: String(data["flyerSpeed"] ?? 0) }));
  const build = await rollAttack(actionContext<TacticaTypes>(archer, { ask: ask as never, firstTarget: () => world.actor(HAWK) }) as never, { name: "Bow", system: { tactica: { weightClass: "light", attackMode: "missile" } } });
  return { opened, dice: diceFor(build!() as TacticaAttackRequest).reduce((n, g) => n + g.count, 0) };
}

describe("tactica: a flyer's rating and flight on its sheet", () => {
  it("~2/2/3 moving a zone is in flight: the archer's 5 dice lose 2; hovering (no zone moved) it loses none", async () => {
    const world = await sky("~2/2/3");
    const asked = await fly({ zones: "1", turns: "1" });
    expect(asked!.fields.map((f) => f.name)).toEqual(["zones", "turns"]);
    expect(world.actors.get(HAWK)!.system.tactica.flying).toBe(true);
    const aloft = await shoot(world);
    expect(aloft.opened["flyerSpeed"]).toBe(2);
    expect(aloft.dice).toBe(3);
    await fly({ zones: "0", turns: "0" });
    expect(world.actors.get(HAWK)!.system.tactica.flying).toBe(false);
    expect((await shoot(world)).dice).toBe(5);
  });

  it('"A turn rate of 6 means the flyer is able to circle the zone it is in without leaving and still count as flying": ~1/6/2 turning in its zone stays in flight; ~2/2/3 turning in its zone hovers', async () => {
    const world = await sky("~1/6/2");
    await fly({ zones: "0", turns: "3" });
    expect(world.actors.get(HAWK)!.system.tactica.flying).toBe(true);
    expect((await shoot(world)).dice).toBe(4);
    // Not turning at all, it does not circle: "hovering, or to have landed".
    await fly({ zones: "0", turns: "0" });
    expect(world.actors.get(HAWK)!.system.tactica.flying).toBe(false);
    await sky("~2/2/3");
    await fly({ zones: "0", turns: "2" });
    expect(world.actors.get(HAWK)!.system.tactica.flying).toBe(false);
  });

  it("a creature without a rating cannot fly; a rating not of the form ~speed/turn/dive is refused by name", async () => {
    await sky("");
    await expect(fly({ zones: "1", turns: "0" })).rejects.toThrow(/flying rating/);
    await sky("fast");
    await expect(fly({ zones: "1", turns: "0" })).rejects.toThrow(/fast/);
  });
});
