/**
 * Issue 24 (audit SM11, SM12): the high-speed fields of the attack dialog come from the fight's record of the board's
 * moves. Through the Foundry double: a six-seconds FrayCombat of two FrayActors whose tokens move along waypoints in
 * their turns (priced by FrayTokenDocument's _preUpdateMovement and booked with the tracker, which keeps each
 * fighter's squares and speed of its latest turn); the striker's user controls its token and targets the runner
 * (API Token#setTarget, User#targets), the sheet's dialog prefill is read from the board (board-prefill.ts), the
 * dialog template is rendered with it, and its values are parsed and made into the attack request.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { createRenderer, dialogPage } from "../../browser/render";
import { parseSixSecondsDialog } from "../../../module/rulesets/six-seconds/dialog";
import { rollOptionsFrom } from "../../../module/rulesets/contract/dialog";

let w: BoardWorld;
// Modules that read Foundry's globals when loaded come after the double is up.
let m: {
  attackDialogData: typeof import("../../../module/rulesets/six-seconds/attack-item").attackDialogData;
  sixSecondsAttackRequest: typeof import("../../../module/rulesets/six-seconds/attack").sixSecondsAttackRequest;
  boardDialogPrefill: typeof import("../../../module/canvas/board-prefill").boardDialogPrefill;
};
beforeAll(async () => {
  w = await boardOnDouble();
  const [item, attack, prefill] = await Promise.all([
    import("../../../module/rulesets/six-seconds/attack-item"),
    import("../../../module/rulesets/six-seconds/attack"),
    import("../../../module/canvas/board-prefill"),
  ]);
  m = { attackDialogData: item.attackDialogData, sixSecondsAttackRequest: attack.sixSecondsAttackRequest, boardDialogPrefill: prefill.boardDialogPrefill };
});

const G = 100; // pixels per 1 m square
type Rec = Record<string, unknown>;
type Combat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;

/** A fight of a runner (speed 4) at (0, 0) and a striker at (40, 1), started with the runner's turn up. */
async function fight(h: DoubleHandle) {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const runner = (await w.fray.FrayActor.create({ name: "Runner", type: "character" } as never))!;
  await runner.update({ "system.sixSeconds.speed": 4 } as never);
  const striker = (await w.fray.FrayActor.create({ name: "Striker", type: "character", system: { sixSeconds: { skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 1 }] } } } as never))!;
  const tRunner = await tokenFor(s, runner.id!, 0, 0);
  const tStriker = await tokenFor(s, striker.id!, 40, 1);
  const combat = (await w.fray.FrayCombat.create({
    active: true,
    combatants: [runner, striker].map((a, i) => ({ actorId: a.id, tokenId: [tRunner, tStriker][i]!.id, sceneId: s.id })),
  } as never)) as Combat;
  await combat.startCombat();
  const idOf = (t: { id: string | null }) => combat.combatants.contents.find((c) => c.tokenId === t.id)!.id!;
  const endTurn = async () => expect(await combat.frayCommand({ type: "endTurn", combatant: combat.frayStore.scheduler.state.active! })).toBe(true);
  if (combat.frayStore.scheduler.state.active !== idOf(tRunner)) await endTurn();
  expect(combat.frayStore.scheduler.state.active).toBe(idOf(tRunner));
  h.notices.length = 0;
  return { runner, striker, tRunner, tStriker, combat, endTurn, idOf };
}

/** The striker's user controls its token and targets the runner's, as on the canvas. */
function aim(striker: string, target: string) {
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(striker)];
  layer.get(target).setTarget(true, { releaseOthers: true });
}

/** The value a rendered dialog's number input `name` shows. */
const inputValue = (html: string, name: string) => new RegExp(`<input type="number" name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe("six-seconds high speed from the board", () => {
  it("“If you move 30 squares or more in a single turn … you add +1 to your Target score”: a 30-square run prefills Squares moved 30 and the attack's Target is one higher", async () => {
    const h = w.start();
    const { runner, striker, tRunner, tStriker, endTurn } = await fight(h);
    await tRunner.update({ movementAction: "run" });
    // 30 squares in a straight line: speed 4 runs 12 squares a second, so 3 s.
    expect(await tRunner.move({ x: 30 * G, y: 0 })).toBe(true);
    await endTurn();
    aim(tStriker.id!, tRunner.id!);
    const prefill = m.boardDialogPrefill(striker as never, {});
    expect(prefill.data).toMatchObject({ moved: 30, speed: 10 });
    const html = dialogPage(createRenderer(), "six-seconds", { ...m.attackDialogData(false), ...prefill.data });
    expect(inputValue(html, "moved")).toBe("30");
    expect(inputValue(html, "speed")).toBe("10");
    const opts = rollOptionsFrom({ moved: inputValue(html, "moved")!, speed: inputValue(html, "speed")!, metres: "1" }, parseSixSecondsDialog);
    const target = (runner as unknown as { asAttackTarget(): never }).asAttackTarget();
    const stats = (a: unknown) => (a as { system: { stats: never; derived: never } }).system;
    const fast = m.sixSecondsAttackRequest(stats(striker).stats, stats(striker).derived, { name: "Sword", block: { damageDie: "d8" } as never }, target, { situation: opts.dialog.situation });
    const still = m.sixSecondsAttackRequest(stats(striker).stats, stats(striker).derived, { name: "Sword", block: { damageDie: "d8" } as never }, target, {});
    expect(fast.input.defender.targetModifiers).toEqual([expect.objectContaining({ value: 1, code: "high-speed" })]);
    expect(still.input.defender.targetModifiers).toEqual([]);
    // "+1 per 5 squares/second that the fastest-moving creature is moving at": 10 m/s against a scale-0 target, +2.
    expect(fast.input.damageModifiers).toEqual([expect.objectContaining({ value: 2, code: "speed" })]);
  });

  it("moves add up over the turn; the runner's next turn starts its count again", async () => {
    const h = w.start();
    const { striker, tRunner, tStriker, endTurn } = await fight(h);
    // Two walks of 4 squares (1 s each, 4 m/s): 8 squares this turn.
    expect(await tRunner.move({ x: 4 * G, y: 0 })).toBe(true);
    expect(await tRunner.move({ x: 8 * G, y: 0 })).toBe(true);
    await endTurn();
    aim(tStriker.id!, tRunner.id!);
    expect(m.boardDialogPrefill(striker as never, {}).data).toMatchObject({ moved: 8, speed: 4 });
    await endTurn(); // the striker's turn ends; a new round opens with the runner's turn
    expect(m.boardDialogPrefill(striker as never, {}).data).toMatchObject({ moved: 0, speed: 0 });
  });

  it("with no fight running the fight's record is not read: a move made in the fight counts for nothing after it (out of a fight only the latest own move out of one is read, last-move.ts)", async () => {
    const h = w.start();
    const { striker, tRunner, tStriker, combat } = await fight(h);
    expect(await tRunner.move({ x: 4 * G, y: 0 })).toBe(true);
    await combat.delete();
    aim(tStriker.id!, tRunner.id!);
    expect(m.boardDialogPrefill(striker as never, {}).data).toMatchObject({ moved: 0, speed: 0 });
  });
});
