/**
 * Audit SM11: "If you move 30 squares or more in a single turn (whether deliberately running, or falling, or being
 * thrown, etc.), you add +1 to your Target score." Falls and throws count, not only the board's own moves. Through
 * the Foundry double: a six-seconds FrayCombat of two FrayActors with tokens on a 1 m grid (init's actor-change
 * hooks and the board's move booking on). A fall is the faller's sheet *Falling damage* (its request built by the
 * action's prepare with the sheet's round key, module/combat/round-key.ts), rolled and written back through the
 * faller's document; the GM's client hears the change and the tracker adds the fall's squares to the faller's record, working them out
 * from the fall's metres at the faller's scale (the field is the owner's to write: no square count in it is trusted).
 * A throw is the GM's forced move of the token (core's displace), recorded by the board's move hook. The striker's
 * attack dialog prefill is read from the board (board-prefill.ts) as the weapon button reads it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { fallAction } from "../../../module/rulesets/six-seconds/falling-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext } from "../action-context";

let w: BoardWorld;
let m: {
  boardDialogPrefill: typeof import("../../../module/canvas/board-prefill").boardDialogPrefill;
  changes: typeof import("../../../module/combat/actor-changes");
  combatRoundKey: typeof import("../../../module/combat/round-key").combatRoundKey;
};
beforeAll(async () => {
  w = await boardOnDouble();
  const [prefill, changes, round] = await Promise.all([import("../../../module/canvas/board-prefill"), import("../../../module/combat/actor-changes"), import("../../../module/combat/round-key")]);
  m = { boardDialogPrefill: prefill.boardDialogPrefill, changes, combatRoundKey: round.combatRoundKey };
});

const G = 100; // pixels per 1 m square
type Rec = Record<string, unknown>;
type Combat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;
type Doc = InstanceType<BoardWorld["fray"]["FrayActor"]>;

/** A fight of a faller at (0, 0) and a striker at (60, 1), started with the striker's turn up (the faller is not acting). */
async function fight(h: DoubleHandle) {
  m.changes.registerActorChanges();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const faller = (await w.fray.FrayActor.create({ name: "Faller", type: "character" } as never)) as unknown as Doc;
  const striker = (await w.fray.FrayActor.create({ name: "Striker", type: "character" } as never)) as unknown as Doc;
  const tFaller = await tokenFor(s, faller.id!, 0, 0);
  const tStriker = await tokenFor(s, striker.id!, 60, 1);
  const combat = (await w.fray.FrayCombat.create({
    active: true,
    combatants: [faller, striker].map((a, i) => ({ actorId: a.id, tokenId: [tFaller, tStriker][i]!.id, sceneId: s.id })),
  } as never)) as Combat;
  await combat.startCombat();
  const idOf = (t: { id: string | null }) => combat.combatants.contents.find((c) => c.tokenId === t.id)!.id!;
  if (combat.frayStore.scheduler.state.active !== idOf(tStriker)) expect(await combat.frayCommand({ type: "endTurn", combatant: combat.frayStore.scheduler.state.active! })).toBe(true);
  expect(combat.frayStore.scheduler.state.active).toBe(idOf(tStriker));
  h.notices.length = 0;
  return { faller, striker, tFaller, tStriker, combat, idOf };
}

/** The striker's user controls its token and targets the faller's, as on the canvas. */
function aim(striker: string, target: string) {
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(striker)];
  layer.get(target).setTarget(true, { releaseOthers: true });
}

/** The faller's sheet *Falling damage*: `metres` onto hard ground (no ledge unless `ledge`), rolled with `faces`. */
async function fall(faller: Doc, metres: number, faces: number[], ledge = "no") {
  const ctx = actionContext<SixSecondsTypes>(faller.system.stats, {
    name: faller.name,
    askFields: async () => ({ metres: String(metres), surface: "hard", ledge, tuck: "0" }),
    combatRound: () => m.combatRoundKey(faller as never),
  });
  const req = (await fallAction.prepare(ctx))!;
  await writeBack(faller as never, resolveAction(fallAction, req, faces));
  await m.changes.actorChangesSettled();
}

const movedPrefill = (striker: Doc) => (m.boardDialogPrefill(striker as never, {}).data as { moved?: number }).moved ?? 0;

describe("six-seconds: falls and throws count for high speed (SM11)", () => {
  it("“… or falling …”: the faller's 30 m fall from its sheet, in the striker's turn, prefills Squares moved 30; another change of the faller does not count it twice", async () => {
    const h = w.start();
    const { faller, striker, tFaller, tStriker } = await fight(h);
    aim(tStriker.id!, tFaller.id!);
    expect(movedPrefill(striker)).toBe(0);
    await fall(faller, 30, [1]);
    expect(movedPrefill(striker)).toBe(30);
    await faller.update({ "system.sixSeconds.speed": 5 } as never);
    await m.changes.actorChangesSettled();
    expect(movedPrefill(striker)).toBe(30);
    // A second fall adds up in the same turn: "Every additional 30 squares after that you move in the same turn".
    await fall(faller, 30, [1]);
    expect(movedPrefill(striker)).toBe(60);
    expect(h.game.messages.contents.some((x) => String((x as unknown as { content: string }).content).includes("60"))).toBe(true);
  });

  it("the owner-writable fall field carries no square count the GM's client trusts: a player's forged 900 000 squares is refused, a scale 1 faller's 30 m is worked out as 15 squares of 2 m", async () => {
    const h = w.start();
    const { faller, striker, tFaller, tStriker, combat } = await fight(h);
    aim(tStriker.id!, tFaller.id!);
    await fall(faller, 30, [1]);
    expect(movedPrefill(striker)).toBe(30);
    // The faller's owner writes the field by hand: the current round's key, a fresh id and a huge count.
    const warn = console.warn;
    const warned: string[] = [];
    console.warn = (...a: unknown[]) => void warned.push(a.map(String).join(" "));
    try {
      await faller.update({ "system.sixSeconds.forcedMove": `${combat.id}:${combat.round}|forged1|900000` } as never);
      await m.changes.actorChangesSettled();
    } finally {
      console.warn = warn;
    }
    expect(movedPrefill(striker)).toBe(30);
    expect(warned.some((x) => x.includes("forged1") && x.includes("900000"))).toBe(true);
    // A count that looks like squares is read as metres and worked out at the faller's own scale (2 m squares).
    await faller.update({ "system.sixSeconds.scale": 1 } as never);
    await faller.update({ "system.sixSeconds.forcedMove": `${combat.id}:${combat.round}|forged2|30` } as never);
    await m.changes.actorChangesSettled();
    expect(movedPrefill(striker)).toBe(45);
  });

  it("a fall caught on a ledge (the Reflex check made) records nothing: it stopped short of its height", async () => {
    const h = w.start();
    const { faller, striker, tFaller, tStriker } = await fight(h);
    aim(tStriker.id!, tFaller.id!);
    await fall(faller, 30, [6, 1], "yes");
    expect(movedPrefill(striker)).toBe(0);
  });

  it("“… or being thrown …”: the GM's forced move (displace) of the faller's token 30 squares in the striker's turn prefills Squares moved 30", async () => {
    const h = w.start();
    const { striker, tFaller, tStriker } = await fight(h);
    aim(tStriker.id!, tFaller.id!);
    expect(await tFaller.move({ x: 30 * G, y: 0, action: "displace" })).toBe(true);
    expect(movedPrefill(striker)).toBe(30);
  });

  it("out of a running fight a displace records nothing in a fight's record (no turns: the GM judges)", async () => {
    const h = w.start();
    const { striker, tFaller, tStriker, combat } = await fight(h);
    await combat.delete();
    aim(tStriker.id!, tFaller.id!);
    expect(await tFaller.move({ x: 30 * G, y: 0, action: "displace" })).toBe(true);
    expect(movedPrefill(striker)).toBe(0);
  });
});
