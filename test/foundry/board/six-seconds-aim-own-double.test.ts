/**
 * Issue 24 (re-audit R5, the Aiming row): "Aiming at a target for 2 seconds … If you move or the target leaves your
 * line of sight between aiming and attacking, you lose any benefits of having aimed." Through the Foundry double:
 * an archer FrayActor with a crossbow item whose aim is the weapon state the sheet's Aim writes; the attack built by
 * the registered adapter's rollItem from the item as the sheet hands it (its stored system and flags); the archer's
 * own token moved along waypoints (FrayTokenDocument's movement → the board's move charge), out of any fight, or
 * displaced behind a Wall (Foundry's sight collision test decides the line of sight).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import { weaponStateOf, weaponStateUpdate } from "../../../module/data/item/weapon-state";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { Scene } from "../../double/canvas";

let w: BoardWorld;
let registerAimLostOnSight: () => void;
let registerAimLostOnMove: () => void;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ registerAimLostOnSight } = await import("../../../module/canvas/aim-on-sight"));
  ({ registerAimLostOnMove } = await import("../../../module/canvas/aim-on-move"));
});

const G = 100;
type Rec = Record<string, unknown>;
type Item = { id: string; name: string; flags: { fray?: unknown }; system: { toObject(b: boolean): Rec }; update(d: Rec): Promise<unknown> };
type Actor = InstanceType<BoardWorld["fray"]["FrayActor"]> & { items: { contents: Item[] } };

/** The hooks' item updates run after the move resolves: let the queued work finish (no time is measured). */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

const crossbow = { name: "Crossbow", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { damageDie: "d8", rangeIncrement: 15, reload: true } } };

/** An archer at (1, 1) aiming its crossbow at a goblin at (3, 1); a wall along x = 5 squares, top to bottom. */
async function setup() {
  w.start();
  registerAimLostOnSight();
  registerAimLostOnMove();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = (await scene({ grid: { type: 1, size: G, distance: 1 } })) as Scene;
  theCanvas().view(s as never);
  await (s as unknown as { createEmbeddedDocuments(t: string, d: Rec[]): Promise<unknown> }).createEmbeddedDocuments("Wall", [{ c: [5 * G, 0, 5 * G, 10 * G] }]);
  const archer = (await w.fray.FrayActor.create({ name: "Archer", type: "character" } as never)) as unknown as Actor;
  archer.system.stats.sixSeconds.skills.push({ name: "Ranged Skill", ability: "dexterity", rank: 2 });
  await archer.createEmbeddedDocuments("Item", [crossbow] as never);
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never)) as unknown as Actor;
  const tArcher = await tokenFor(s, archer.id!, 1, 1);
  await tokenFor(s, goblin.id!, 3, 1);
  const bow = () => archer.items.contents[0]!;
  return { archer, goblin, tArcher, bow };
}

const aimAt = async (bow: Item, uuid: string) => bow.update(weaponStateUpdate({ aimedAt: uuid }));

/** The sheet's weapon button: the item as the sheet hands it over, the dialog answered with `form`, the goblin targeted. */
async function attack(archer: Actor, goblin: Actor, bow: Item, form: Record<string, string>): Promise<SixSecondsAttackRequest> {
  const target = goblin.asAttackTarget();
  const ctx = actionContext<SixSecondsTypes>(archer.system.stats, { statuses: [...archer.statuses], ask: async () => sixSecondsOptions({ metres: "30", ...form }), firstTarget: () => target, targets: () => [{ ...target, uuid: goblin.uuid }] });
  const used = { name: bow.name, id: bow.id, system: bow.system.toObject(false) as never, state: weaponStateOf(bow.flags.fray) };
  const build = await adapterFor("six-seconds").sheet.rollItem!(ctx as never, used);
  return build!() as SixSecondsAttackRequest;
}

const aimCodes = (req: SixSecondsAttackRequest) => (req.input.attacker.modifiers ?? []).map((m) => m.code).filter((c) => c === "aim");

describe("six-seconds: the Aimed box follows the weapon's aim", () => {
  it("a box ticked by hand without the Aim action gives no aim; with the weapon's aim on the target it does", async () => {
    const { archer, goblin, bow } = await setup();
    expect(aimCodes(await attack(archer, goblin, bow(), { aimed: "true" }))).toEqual([]);
    await aimAt(bow(), goblin.uuid);
    expect(aimCodes(await attack(archer, goblin, bow(), {}))).toEqual(["aim"]);
  });

  it("an aim on someone else gives no aim at the goblin, ticked or not", async () => {
    const { archer, goblin, bow } = await setup();
    await aimAt(bow(), "Actor.someoneElse00000");
    expect(aimCodes(await attack(archer, goblin, bow(), { aimed: "true" }))).toEqual([]);
  });
});

describe("six-seconds: the aimer's own move and sight", () => {
  it("“If you move … between aiming and attacking”: the archer walks a square out of any fight; the aim is gone", async () => {
    const { tArcher, bow, goblin } = await setup();
    await aimAt(bow(), goblin.uuid);
    expect(await tArcher.move({ x: G, y: 2 * G })).toBe(true);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });

  it("“… or the target leaves your line of sight”: the archer displaced (a forced move) behind the wall loses the aim; displaced within sight it keeps it", async () => {
    const { tArcher, bow, goblin } = await setup();
    await aimAt(bow(), goblin.uuid);
    expect(await tArcher.move({ x: G, y: 3 * G, action: "displace" })).toBe(true);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
    expect(await tArcher.move({ x: 7 * G, y: 3 * G, action: "displace" })).toBe(true);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });
});
