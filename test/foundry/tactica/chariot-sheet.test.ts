/**
 * Issue 25 (re-audit Y2, Y4, Y6, Y7, Y10), through the Foundry double: a chariot is a tactica actor whose sheet's
 * *Chariot* section says its kind, team, crew, nation and its driver's Driving dice; the actor is the chariot and its
 * horse team ("The horse team counts as one target based on a single horse"), so its injuries are the team's.
 * - "Any wound modifiers applying to the team also apply to any driving rolls": the actor's injury penalty.
 * - "Chariots are very poor vehicles in rough terrain (-2), or difficult terrain (-4). Steep slopes, rocky ground,
 *   very soft sand … or marshes are impassable": read from the zone the chariot's token stands in, and a move into an
 *   impassable zone is refused on the board.
 * - "Egyptian: 2H Light …": a nation offers only its chariots.
 * - "A 2 horse chariot is 2x3 squares in size on the map … A 4 horse chariot is 3x4 squares": the token's size.
 * - "A second 45 degree turn can be attempted but this requires a Driving roll, with light chariots at –2 and heavy
 *   chariots at –4": rolled from the sheet, nothing typed.
 * - "Effort, +1 dice to the next roll you make, decided before the roll (4d would become 5d)": the chariot's waiting
 *   effort die goes on its Driving roll, named on the card, and is spent.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import { DICE } from "../../double/dice";
import { chariotTurnAction } from "../../../module/rulesets/tactica/chariot-actions";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { actionContext } from "../action-context";
import { board, GRID, moveCtx, rect, token, zone } from "../board/fixtures";
import { blankSystem, doubleWorld } from "../exchange/double-world";
import { uuid } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
});

const CHARIOT = uuid("chariot");
type Doc = InstanceType<Fray["FrayActor"]>;
const doc = (u: string) => fromUuidSync(u) as unknown as Doc;
const puncture = { name: "Team: Puncture", type: "injury", system: { ruleset: "tactica", location: "chest", effect: "all rolls −1d", dicePenalty: -1 } };

/** Two zones: "plain" (flat) and "scrub" (rough), and a "marsh" beyond, impassable to chariots. */
const field = (at: [number, number]) =>
  board(
    [
      zone("plain", [rect(0, 0, 1000, 1000)]),
      zone("scrub", [rect(1000, 0, 1000, 1000)], { features: ["rough"] }),
      zone("marsh", [rect(2000, 0, 1000, 1000)], { features: ["chariot-impassable"] }),
    ],
    [token("chariot", at[0], at[1], { width: 2, height: 3 })],
  );

async function chariotActor(chariot: Record<string, unknown>, items: unknown[] = []) {
  const s = blankSystem();
  Object.assign(s.tactica, { chariot: { ...s.tactica.chariot, ...chariot } });
  await doubleWorld({ [CHARIOT]: { name: "Chariot", system: s, statuses: [], items: items as never } }, {}, "tactica");
  installTemplates();
  return doc(CHARIOT);
}

/** The sheet's *Chariot: second turn* as the sheet runs it, its check prefill from where the token stands. */
async function secondTurn(actor: Doc, at: [number, number], faces: number[]) {
  const index = field(at);
  let asked = false;
  const ctx = actionContext<TacticaTypes>(actor.system.stats, {
    name: actor.name,
    uuid: actor.uuid,
    derived: prepareActorDerived(actor.system.stats, actor.items.contents.map((i) => ({ type: i.type, system: i.system.toObject(false) })) as never),
    askFields: async () => {
      asked = true;
      return {};
    },
    checkPrefill: (skill) => tacticaBoard.checkPrefill({ graph: index.graph, grid: GRID, tokens: index.allTokens(), token: index.token("chariot")!, skill }).fields,
  });
  const req = await chariotTurnAction.prepare(ctx);
  DICE.queue.length = 0;
  DICE.queue.push(...faces);
  const before = game.messages.contents.length;
  await runAction(actor as never, chariotTurnAction, req!);
  expect(DICE.queue, "the roll took exactly the dice the sheet gives").toHaveLength(0);
  return { asked, card: game.messages.contents.slice(before)[0]!, req: req! };
}

describe("tactica chariots from the sheet and the board", () => {
  it("a heavy chariot, crew 3, its team wounded (−1d), in rough scrub: 10 driving dice less crew 1, wounds 1, rough 2, second turn 4 roll 2; nothing typed", async () => {
    const actor = await chariotActor({ kind: "heavy", team: "2", crew: 3, nation: "carthage", driving: 10 }, [puncture]);
    const { asked, card, req } = await secondTurn(actor, [12, 1], [5, 2]);
    expect(asked).toBe(false);
    expect(req).toMatchObject({ chariot: { kind: "heavy", team: 2, crew: 3 }, terrain: "rough", drivingDice: 10, teamWoundDice: 1 });
    const text = JSON.stringify(card.toObject());
    expect(text).toContain("chariot.team-wounds");
    expect(text).toContain("chariot.terrain.rough");
    expect(text).toContain("FRAY.Action.Tactica.Chariot.made");
  });

  it('"Effort, +1 dice to the next roll you make": the chariot\'s waiting effort die is one more Driving die, named on its card and spent', async () => {
    const actor = await chariotActor({ kind: "heavy", team: "2", crew: 3, nation: "carthage", driving: 10 }, [puncture]);
    await actor.update({ "system.tactica.effort": true } as never);
    expect(actor.system.stats.tactica.effort).toBe(true);
    // 10 less crew 1, wounds 1, rough 2, second turn 4: 2 dice, and the effort's one more.
    const { card } = await secondTurn(actor, [12, 1], [5, 2, 2]);
    const text = JSON.stringify(card.toObject());
    expect(text).toContain("FRAY.Reason.effort");
    expect(actor.system.stats.tactica.effort).toBe(false);
  });

  it('"Egyptian: 2H Light": an Egyptian chariot with a 4-horse team, or a heavy one, is refused by name before anything is rolled', async () => {
    const four = await chariotActor({ kind: "light", team: "4", crew: 1, nation: "egyptian", driving: 6 });
    await expect(secondTurn(four, [1, 1], [])).rejects.toThrow(/egyptian/i);
    const heavy = await chariotActor({ kind: "heavy", team: "2", crew: 1, nation: "egyptian", driving: 6 });
    await expect(secondTurn(heavy, [1, 1], [])).rejects.toThrow(/egyptian/i);
  });

  it("an actor with no chariot on its sheet has no chariot to drive", async () => {
    const none = await chariotActor({ kind: "none" });
    await expect(secondTurn(none, [1, 1], [])).rejects.toThrow(/no chariot/i);
  });

  it("the token's footprint: 2x3 squares with 2 horses, 3x4 with 4; none for a creature without a chariot", () => {
    const s = blankSystem();
    expect(tacticaBoard.tokenSize(s, GRID)).toBeNull();
    s.tactica.chariot = { ...s.tactica.chariot, kind: "light", team: "2" };
    expect(tacticaBoard.tokenSize(s, GRID)).toEqual({ width: 2, height: 3 });
    s.tactica.chariot = { ...s.tactica.chariot, kind: "heavy", team: "4" };
    expect(tacticaBoard.tokenSize(s, GRID)).toEqual({ width: 3, height: 4 });
  });

  it("a chariot's move into the marsh is refused, naming why; a man on foot may go", () => {
    const index = field([12, 1]);
    const s = blankSystem();
    s.tactica.chariot = { ...s.tactica.chariot, kind: "light", team: "2" };
    const refused = tacticaBoard.moveCost(moveCtx(index, "chariot", token("chariot", 22, 1, { width: 2, height: 3 }), { stats: s }));
    expect(refused.allowed).toBe(false);
    expect(refused.reasons).toContainEqual({ key: "FRAY.Board.Move.ChariotImpassable" });
    const walker = tacticaBoard.moveCost(moveCtx(index, "chariot", token("chariot", 22, 1, { width: 2, height: 3 }), { stats: blankSystem() }));
    expect(walker.allowed).toBe(true);
  });
});
