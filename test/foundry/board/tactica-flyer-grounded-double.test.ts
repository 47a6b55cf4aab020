/**
 * Audit Z1, through the Foundry double's tracker steps and token moves in a running tactica fight: "The above flyer
 * has a flying move rate of 2 zones per action, of which it MUST move at least 1 zone every action or be considered
 * 'on the ground'." / "Most flyers that fail to move at least 1 zone in an action are considered to be hovering, or
 * to have landed." A flyer in flight that pays its next action in the tracker with no board move of a zone since its
 * previous one is put on the ground by the GM's client: the sheet's Flight card (hovering or landed) and a tracker
 * line name it, and *In flight* is written off, once. A move of a zone between the two keeps it flying; an action's
 * flight is before or after the die it pays ("they can move and perform an action (or perform an action and move)"),
 * one span's flight one action's, so "fly in and strike, strike and fly off" keeps it up; and a flyer of turn
 * rate 6 that turned in place circles ("A turn rate of 6 means the flyer is able to circle the zone it is in without
 * leaving and still count as flying"); one of turn rate 2 that turned in place comes down. The span runs across the
 * round's reroll: its last action of a round and its first of the next have no move between them, it comes down.
 * The drags between two dice may be two actions' flights (the previous one's after its die, the next one's before its
 * own): a drag past the dive counted with the span's after-flight starts the next flight from nothing, at most two;
 * so are two zone drags, and (turn rate 6) a zone drag and a circling in either order or two circlings, when the
 * previous action owes its flight. The token counts its moves over the fight and the step note marks the count at
 * each action, so whatever keys the tracker repeats after the GM's undo, one zone is one action's flight, and the
 * board's per-action limit counts the same span. An attack pool's activation is an action that pays no die: the drags
 * before it are the span it closed, and the action after it with no move comes down.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
const settled = () => new Promise((r) => setTimeout(r, 20));
type Combat = { frayCommand(command: unknown, undo?: boolean): Promise<boolean>; combatants: { contents: { id: string; tokenId: string }[] } };
type Tok = Awaited<ReturnType<typeof tokenFor>> & { rotation: number; update(d: Record<string, unknown>): Promise<unknown> };

/** Four zones in a row; the hawk (the player's, in flight) faces east in the first, the goblin far off in the last. */
async function field(h: DoubleHandle, flyer = "~2/2/3", dice = 6) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  for (const [i, name] of ["Hall", "Yard", "Gate", "Tower"].entries()) await zoneRegion(s, name, [i * 1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const hawk = (await w.fray.FrayActor.create({ name: "Hawk", type: "character", ownership: { default: 0, [h.player.id!]: 3 }, system: { tactica: { flyer, flying: true, actionDice: dice, maxActionDice: 6 } } } as never))!;
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  const token = (await tokenFor(s, hawk.id!, 5, 5, { name: "Hawk", disposition: 1, actorLink: true, rotation: 90 })) as Tok;
  await tokenFor(s, goblin.id!, 35, 5, { name: "Goblin", disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [hawk, goblin].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never)) as unknown as Combat & { startCombat(): Promise<unknown> };
  h.dice.queue.push(...Array(dice).fill(6), 1, 1, 1, 1, 1, 1);
  await combat.startCombat();
  h.dice.queue.length = 0;
  const hawkId = combat.combatants.contents.find((c) => c.tokenId === token.id)!.id;
  const goblinId = combat.combatants.contents.find((c) => c.tokenId !== token.id)!.id;
  return { hawk, token, combat, hawkId, goblinId };
}

/** The hawk pays its next action in the tracker (the GM's Pay: 1 pip). */
async function act(h: DoubleHandle, combat: Combat, id: string) {
  const was = game.user;
  h.actAs(h.gm);
  expect(await combat.frayCommand({ type: "act", combatant: id, action: { name: "action", cost: 1 } })).toBe(true);
  await settled();
  h.actAs(was as never);
}

const cards = () => game.messages.contents.filter((m) => m.getFlag("fray", "card") !== undefined).map((m) => m.getFlag("fray", "card") as { outcome?: { key: string } });
const groundedCards = () => cards().filter((c) => c.outcome?.key === "FRAY.Action.Tactica.Flight.grounded").length;
const lines = () => game.messages.contents.map((m) => String(m.content));
const flyingOf = (a: { system: unknown }) => (a.system as unknown as { tactica: { flying: boolean } }).tactica.flying;

describe('tactica: "it MUST move at least 1 zone every action or be considered \'on the ground\'"', () => {
  it("two actions with no board move between them: the second puts the hawk on the ground, once", async () => {
    const h = w.start();
    const { hawk, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
    expect(lines().some((l) => l.includes("Hawk flew no zone since its previous action: it is on the ground (hovering or landed)."))).toBe(true);
    // An action ended again on the ground grounds nothing more.
    await act(h, combat, hawkId);
    expect(groundedCards()).toBe(1);
  });

  it("a move of one zone between its actions (after the die it paid, or before the next) keeps it flying", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    h.actAs(h.player);
    await act(h, combat, hawkId);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    // A step within its zone is no zone flown: the board's own Flight card grounds it at the move.
  });

  it("fly in and strike, strike and fly off: each action's flight is before or after its die, and the hawk stays up", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    h.actAs(h.player);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    // Its second action: the die first, its flight after it.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
  });

  it("strike, fly 1 and fly 1 more in two drags, strike, stay: one drag each for the two actions, the hawk stays up", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    h.actAs(h.player);
    await act(h, combat, hawkId);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    // Its third action had no flight before its die and none after it: down at the fourth.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("strike, fly 1, its own response (a new key, no die of the countdown), fly 1, strike, strike: a drag for each action, the hawk stays up", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    h.actAs(h.player);
    await act(h, combat, hawkId);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "respond", combatant: hawkId, name: "response", cost: 1 } as never)).toBe(true);
    await settled();
    h.actAs(h.player);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("turn rate 6: strike, fly 1 and circle in place, strike, strike: the flight for one action and the circling for the next, it stays up", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/6/2");
    h.actAs(h.player);
    await act(h, combat, hawkId);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    await token.update({ rotation: 135 });
    await settled();
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    // Over-credit guard: the third action flew neither before nor after its die.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("fly in and strike, then strike and stay: the second action flew no zone, and at the next die the hawk is down", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    h.actAs(h.player);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    // Its second action may still fly after its die: nothing yet.
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("turn rate 6 turning in place circles and stays in flight; turn rate 2 turning in place comes down", async () => {
    const h = w.start();
    const circler = await field(h, "~1/6/2");
    h.actAs(h.player);
    await act(h, circler.combat, circler.hawkId);
    await circler.token.update({ rotation: 135 });
    expect(circler.token.rotation).toBe(135);
    await act(h, circler.combat, circler.hawkId);
    expect(flyingOf(circler.hawk)).toBe(true);
    expect(groundedCards()).toBe(0);

    const h2 = w.start();
    const hoverer = await field(h2, "~1/2/2");
    h2.actAs(h2.player);
    await act(h2, hoverer.combat, hoverer.hawkId);
    await hoverer.token.update({ rotation: 135 });
    expect(hoverer.token.rotation).toBe(135);
    await act(h2, hoverer.combat, hoverer.hawkId);
    expect(flyingOf(hoverer.hawk)).toBe(false);
  });

  it("across the round's reroll: the hawk's one die paid, the round rerolled, its next action with no move between grounds it", async () => {
    const h = w.start();
    const { hawk, combat, hawkId, goblinId } = await field(h, "~2/2/3", 1);
    const round = () => (combat as unknown as { round: number }).round;
    const first = round();
    // The goblin, more dice, is up first: it holds, and the countdown comes to the hawk.
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "pass", combatant: goblinId })).toBe(true);
    await act(h, combat, hawkId);
    // Its last die spent: the tracker's "next turn" closes the round (the goblin's last option kept), and all reroll.
    h.actAs(h.gm);
    h.dice.queue.push(6, 1, 1, 1, 1, 1, 1);
    for (let i = 0; i < 6 && round() === first; i++) await (combat as unknown as { nextTurn(): Promise<unknown> }).nextTurn();
    await settled();
    expect(round()).toBe(first + 1);
    expect(flyingOf(hawk)).toBe(true);
    expect(await combat.frayCommand({ type: "pass", combatant: goblinId })).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });
});

describe('tactica: "they can move and perform an action (or perform an action and move)": two actions\' flights in one span', () => {
  // The ~2/6/2 hawk (speed 2, dive 2) faces east in the Hall; back west from the Gate is 4 facing steps, within 6.
  it("a die, 2 zones off (its flight after the die), 2 zones in (the next action's before its die): both go, and it stays up", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~2/6/2");
    await act(h, combat, hawkId);
    h.actAs(h.player);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    // Refused before as "4 zones in this action": the next action's flight, counted from nothing.
    expect(await token.move({ x: 500, y: 500 })).toBe(true);
    await settled();
    expect(token.x).toBe(500);
    const record = () => (token as unknown as { flags: { fray?: { actionMoves?: { drags?: { zones: number }[] } } } }).flags.fray?.actionMoves;
    expect(record()?.drags?.map((d) => d.zones)).toEqual([2, 2]);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    // That action flew before its die: its span after it is the next action's, and an empty one grounds nothing yet.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    // The third action flew neither before nor after its die.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("a span already one action's (its latest flew before its die) is one flight: 2 zones, then 2 more, refused", async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~2/6/2");
    h.actAs(h.player);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    h.actAs(h.player);
    expect(await token.move({ x: 500, y: 500 })).toBe(true);
    await settled();
    expect(await token.move({ x: 2500, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/4 zones in this action/);
  });

  it("two flights a span at most: after the split, a third drag adds to the second flight and past its dive is refused", async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~2/6/2");
    await act(h, combat, hawkId);
    h.actAs(h.player);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    expect(await token.move({ x: 500, y: 500 })).toBe(true);
    await settled();
    expect(await token.move({ x: 1500, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/3 zones in this action \(2 flown already/);
    expect(token.x).toBe(500);
    // The next span counts from its own die: that action flew before it (the span's second flight), so the span after
    // it is one flight, 2 zones and no more.
    await act(h, combat, hawkId);
    h.actAs(h.player);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    expect(await token.move({ x: 3500, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/3 zones in this action \(2 flown already/);
    expect(token.x).toBe(2500);
  });
});

describe('tactica: "it MUST move at least 1 zone every action or be considered \'on the ground\'": a span\'s flights in any order, an undo counted once', () => {
  // "A turn rate of 6 means the flyer is able to circle the zone it is in without leaving and still count as flying."
  // The ~1/6/2 hawk faces east in the Hall; a drag north within a zone is 2 facing steps, a circling.
  const respond = async (h: DoubleHandle, combat: Combat, id: string) => {
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "respond", combatant: id, name: "response", cost: 1 } as never)).toBe(true);
    await settled();
  };
  const drag = async (h: DoubleHandle, token: Tok, x: number, y: number) => {
    h.actAs(h.player);
    expect(await token.move({ x, y })).toBe(true);
    await settled();
  };

  it("(b1) turn rate 6: strike, fly 1 then circle in the new zone (a 0-zone turning drag, one action key), strike, strike: two flights, it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/6/2");
    await act(h, combat, hawkId);
    await drag(h, token, 1500, 500);
    await drag(h, token, 1500, 300);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    // Over-credit guard: the third action flew neither before nor after its die.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("(b1) turn rate 2: the same drags are one flight (its turn within the zone is no circling): down at the third strike", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/2/2");
    await act(h, combat, hawkId);
    await drag(h, token, 1500, 500);
    await drag(h, token, 1500, 300);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("(b2) turn rate 6: strike, circle in place, then fly 1 (no tracker step between), strike, strike: it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/6/2");
    await act(h, combat, hawkId);
    h.actAs(h.player);
    await token.update({ rotation: 135 });
    await settled();
    expect(token.rotation).toBe(135);
    await drag(h, token, 1500, 500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("(b2) turn rate 6: strike, circle by a 0-zone turning drag, then fly 1 (one action key), strike, strike: it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/6/2");
    await act(h, combat, hawkId);
    await drag(h, token, 500, 300);
    await drag(h, token, 1500, 300);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("turn rate 6: strike, circle by a 0-zone turning drag, circle again by another, strike, strike: one circling for each action, it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/6/2");
    await act(h, combat, hawkId);
    await drag(h, token, 500, 300);
    await drag(h, token, 300, 500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("turn rate 6: a circling in place made in two rotations is one circling: strike, turn, turn, strike, strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/6/2");
    await act(h, combat, hawkId);
    h.actAs(h.player);
    await token.update({ rotation: 135 });
    await token.update({ rotation: 180 });
    await settled();
    expect(token.rotation).toBe(180);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("(u) strike, fly 1, its response, the GM undoes the response, strike, stay: the one zone is one flight, and the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    await drag(h, token, 1500, 500);
    await respond(h, combat, hawkId);
    h.actAs(h.gm);
    expect(await combat.frayCommand(null, true)).toBe(true);
    await settled();
    // The zone flown after the first die is that action's flight (or the second's before its die, not both).
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    // The second action flew no zone after its die: "MUST move at least 1 zone every action".
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("(u) the undone response then taken again and a second zone flown: two flights, it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    await drag(h, token, 1500, 500);
    await respond(h, combat, hawkId);
    h.actAs(h.gm);
    expect(await combat.frayCommand(null, true)).toBe(true);
    await settled();
    await respond(h, combat, hawkId);
    await drag(h, token, 2500, 500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });
});

describe('tactica: "it MUST move at least 1 zone every action or be considered \'on the ground\'": an attack pool\'s activation is an action', () => {
  // "Activate the pool ... when it is their turn": the activation pays no die, so the fight's action key stays; the
  // drags before it are the span it closed, never the next one's too.
  const command = async (h: DoubleHandle, combat: Combat, c: unknown) => {
    h.actAs(h.gm);
    expect(await combat.frayCommand(c)).toBe(true);
    await settled();
  };
  const start = (id: string) => ({ type: "act", combatant: id, action: { name: "attack", cost: 4, pool: "start" } });
  const activate = (id: string) => ({ type: "act", combatant: id, action: { name: "attack", pool: "activate" } });
  const drag = async (h: DoubleHandle, token: Tok, x: number, y: number) => {
    h.actAs(h.player);
    expect(await token.move({ x, y })).toBe(true);
    await settled();
  };

  it("start the pool, fly 1, activate it, strike with no move: the activation flew nothing before or after its die, the strike grounds the hawk", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await command(h, combat, start(hawkId));
    await drag(h, token, 1500, 500);
    await command(h, combat, activate(hawkId));
    // The zone is the pool start's flight after its die (or the activation's before its own): it stays up.
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("start the pool, fly 1, activate it, fly 1, strike, strike: one drag for each of the first two actions, the hawk stays up at the strike; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await command(h, combat, start(hawkId));
    await drag(h, token, 1500, 500);
    await command(h, combat, activate(hawkId));
    await drag(h, token, 2500, 500);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    // The drag after the activation is its flight after its die: the strike flew neither before nor after its own.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it('"the maximum number of zones the flying can move in one action": a ~1/2/1 hawk flies 1, starts the pool, flies 1, activates it and flies 1 more: a new action\'s flight, not refused; strike, strike stays up, the next grounds it', async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/2/1");
    await drag(h, token, 1500, 500);
    await command(h, combat, start(hawkId));
    await drag(h, token, 2500, 500);
    await command(h, combat, activate(hawkId));
    // Counted with the zone flown before the activation it would be 2 zones in one action, past its dive of 1.
    await drag(h, token, 3500, 500);
    expect(token.x).toBe(3500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
  });

  it("the GM undoes the activation and it is taken again: the zone flown before it is counted for it once, the strike after it with no move grounds the hawk", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await command(h, combat, start(hawkId));
    await drag(h, token, 1500, 500);
    await command(h, combat, activate(hawkId));
    h.actAs(h.gm);
    expect(await combat.frayCommand(null, true)).toBe(true);
    await settled();
    await command(h, combat, activate(hawkId));
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });
});

describe('tactica: "it MUST move at least 1 zone every action or be considered \'on the ground\'": the GM undoes the flyer\'s own action', () => {
  const undo = async (h: DoubleHandle, combat: Combat) => {
    h.actAs(h.gm);
    expect(await combat.frayCommand(null, true)).toBe(true);
    await settled();
  };

  it("strike, the GM undoes it, strike again: its first action of the fight still has no earlier one to check; the next strike with no move grounds it", async () => {
    const h = w.start();
    const { hawk, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    await undo(h, combat);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("fly 1, strike, strike, the GM undoes the second strike, strike again: judged as the second strike was (its flight may come after its die), it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    h.actAs(h.player);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    await undo(h, combat);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("strike, fly 1, the GM undoes the strike, strike again: the zone now comes before it, its flight; the next strike stays up (its flight may come after), the one after grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    h.actAs(h.player);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    await undo(h, combat);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("strike, fly 1, strike, two undos back to the start, its response, strike, strike: the one zone is the first strike's flight once, and the third strike with no move grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    h.actAs(h.player);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    await undo(h, combat);
    await undo(h, combat);
    // Its response brings back the action key the undone first strike had, under which the zone was flown.
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "respond", combatant: hawkId, name: "response", cost: 1 } as never)).toBe(true);
    await settled();
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  const fly = async (h: DoubleHandle, token: Tok, x: number) => {
    h.actAs(h.player);
    expect(await token.move({ x, y: 500 })).toBe(true);
    await settled();
  };
  const pay = async (h: DoubleHandle, combat: Combat, id: string, cost: number) => {
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "act", combatant: id, action: { name: "action", cost } })).toBe(true);
    await settled();
  };

  it("strike, fly 1, the strike undone, fly 1 more, strike, strike: two zones before the strike taken again are two flights (as 'strike, fly 1, fly 1, strike, strike'), it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    await fly(h, token, 1500);
    await act(h, combat, hawkId);
    await undo(h, combat);
    await fly(h, token, 2500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("strike, fly 1, strike, its response, fly 1, the response and the strike undone, strike, strike: both zones come before the strike taken again, it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    await fly(h, token, 1500);
    await act(h, combat, hawkId);
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "respond", combatant: hawkId, name: "response", cost: 1 } as never)).toBe(true);
    await settled();
    await fly(h, token, 2500);
    await undo(h, combat);
    await undo(h, combat);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("three undos with the first action taken again on one die where it had paid two: no zone serves two actions, the hawk comes down where every reading grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h);
    await act(h, combat, hawkId);
    await fly(h, token, 1500);
    await pay(h, combat, hawkId, 7);
    await fly(h, token, 2500);
    await act(h, combat, hawkId);
    await undo(h, combat);
    await undo(h, combat);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    await undo(h, combat);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    // Two zones, both before the first action taken again: the action after it flew none, before or after its die.
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });
});

describe('tactica: "it MUST move at least 1 zone every action" and "the maximum number of zones the flying can move in one action" after the GM\'s undo', () => {
  // The token counts its flights over the fight (never reset by the action key), and the step note marks that count at
  // each action: the GM's undo puts the mark back, whatever keys the tracker repeats.
  const undo = async (h: DoubleHandle, combat: Combat) => {
    h.actAs(h.gm);
    expect(await combat.frayCommand(null, true)).toBe(true);
    await settled();
  };
  const fly = async (h: DoubleHandle, token: Tok, x: number) => {
    h.actAs(h.player);
    expect(await token.move({ x, y: 500 })).toBe(true);
    await settled();
  };
  /** A turn in place by the player; whether it happened. */
  const turn = async (h: DoubleHandle, token: Tok, rotation: number) => {
    h.actAs(h.player);
    await token.update({ rotation });
    await settled();
    return token.rotation === rotation;
  };
  /** With one 6 left, a cost of 7 cannot be paid and the engine calls the refresh (no action); the GM undoes it. */
  const refreshUndone = async (h: DoubleHandle, combat: Combat, id: string) => {
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "act", combatant: id, action: { name: "action", cost: 7 } })).toBe(true);
    await settled();
    await undo(h, combat);
  };

  it("(U7) turn rate 2: strike, fly 1, strike, a turn in place, the GM undoes the strike, fly 1, strike, strike: the two zones are two flights (as without the undo), it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~2/2/3");
    await act(h, combat, hawkId);
    await fly(h, token, 1500);
    await act(h, combat, hawkId);
    // One facing step in place (east to south-east), within its turn rate.
    expect(await turn(h, token, 135)).toBe(true);
    await undo(h, combat);
    await fly(h, token, 2500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("(U7) turn rate 2: strike, fly 1, its response, a turn in place, the GM undoes the response, fly 1, strike, strike: two flights, it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~2/2/3");
    await act(h, combat, hawkId);
    await fly(h, token, 1500);
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "respond", combatant: hawkId, name: "response", cost: 1 } as never)).toBe(true);
    await settled();
    expect(await turn(h, token, 135)).toBe(true);
    await undo(h, combat);
    await fly(h, token, 2500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(0);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("(U7) turn rate 6: strike, fly 1, strike, a step within the zone (no zone, no turn), the GM undoes the strike, fly 1, strike, strike: two flights, it stays up; the next strike grounds it", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~2/6/3");
    await act(h, combat, hawkId);
    await fly(h, token, 1500);
    await act(h, combat, hawkId);
    await fly(h, token, 1600);
    // The board's own Flight card for that step (no zone in it) is the move's; the tracker's groundings are counted past it.
    const atStep = groundedCards();
    await undo(h, combat);
    await fly(h, token, 2500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    expect(groundedCards()).toBe(atStep);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(atStep + 1);
  });

  it("(B1) strike, fly 1, the GM undoes the strike, strike again, then a drag of 2 zones: the zone flown before the strike taken again is not counted with it, the flight goes", async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~2/2/2");
    await act(h, combat, hawkId);
    await fly(h, token, 1500);
    await undo(h, combat);
    await act(h, combat, hawkId);
    h.actAs(h.player);
    expect(await token.move({ x: 3500, y: 500 })).toBe(true);
    expect(token.x).toBe(3500);
  });
  it("(B1) turn rate 6: strike, fly 2, strike, fly 1, the GM undoes the second strike, then 2 zones back: the span since the first strike holds 3 zones, and a third flight in it is refused; 1 zone back goes", async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~2/6/2");
    await act(h, combat, hawkId);
    await fly(h, token, 2500);
    await act(h, combat, hawkId);
    await fly(h, token, 3500);
    await undo(h, combat);
    h.actAs(h.player);
    // The first strike's flight after its die (2 zones), then the next action's: 1 zone and 2 more are past its speed.
    expect(await token.move({ x: 1500, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/3 zones in this action \(1 flown already/);
    expect(token.x).toBe(3500);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
  });

  it('"the maximum number of zones the flying can move in one action" across its own response: fly 1, strike, fly 1, its response, fly 1 more is 2 zones in the next action\'s flight, refused for a ~1/2/1 flyer', async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~1/2/1");
    await fly(h, token, 1500);
    await act(h, combat, hawkId);
    await fly(h, token, 2500);
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "respond", combatant: hawkId, name: "response", cost: 1 } as never)).toBe(true);
    await settled();
    h.actAs(h.player);
    // The strike flew before its die: the span after it is the next action's flight, its response no action of it.
    expect(await token.move({ x: 3500, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/2 zones in this action \(1 flown already/);
    expect(token.x).toBe(2500);
  });

  it("(X1) fly 1, strike, strike, fly 1, strike, a Call refresh (an act that pays nothing), the GM undoes it, strike: the undo takes back no action, the zone serves one action, and the hawk comes down at that strike", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~2/2/3", 4);
    await fly(h, token, 1500);
    await act(h, combat, hawkId);
    await act(h, combat, hawkId);
    await fly(h, token, 2500);
    await act(h, combat, hawkId);
    await refreshUndone(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("turn rate 6: strike, a turn in place, its response, another turn in place, strike, strike: one run of turns in place is one circling, response or not, and the hawk comes down at the third strike", async () => {
    const h = w.start();
    const { hawk, token, combat, hawkId } = await field(h, "~1/6/2");
    await act(h, combat, hawkId);
    expect(await turn(h, token, 135)).toBe(true);
    h.actAs(h.gm);
    expect(await combat.frayCommand({ type: "respond", combatant: hawkId, name: "response", cost: 1 } as never)).toBe(true);
    await settled();
    expect(await turn(h, token, 180)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(true);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it("a drag that lands while the GM's client is still posting the strike's step is after that strike's die: strike, strike with the drag landing then, and the second strike grounds the hawk (the first flew nothing)", async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~1/2/1");
    await act(h, combat, hawkId);
    const moved: Promise<boolean>[] = [];
    Hooks.once("updateCombat", () => {
      moved.push(
        (async () => {
          h.actAs(h.player);
          const ok = await token.move({ x: 1500, y: 500 });
          h.actAs(h.gm);
          return ok;
        })(),
      );
    });
    await act(h, combat, hawkId);
    expect(await moved[0]).toBe(true);
    await settled();
    expect(groundedCards()).toBe(1);
  });

  it("(X2) the Flying rating entered mid-fight: strike, a Call refresh, the GM undoes it, strike with nothing flown: the undo takes back no action, and the hawk comes down at the second strike", async () => {
    const h = w.start();
    const { hawk, combat, hawkId } = await field(h, "", 2);
    h.actAs(h.gm);
    await hawk.update({ "system.tactica.flyer": "~2/2/3" } as never);
    await settled();
    await act(h, combat, hawkId);
    await refreshUndone(h, combat, hawkId);
    await act(h, combat, hawkId);
    expect(flyingOf(hawk)).toBe(false);
    expect(groundedCards()).toBe(1);
  });

  it('(T1) "It can turn upto 2 times during an action": two turns in place, a strike, then two more in the next action go; a third in that action is refused', async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~2/2/3");
    expect(await turn(h, token, 135)).toBe(true);
    expect(await turn(h, token, 180)).toBe(true);
    await act(h, combat, hawkId);
    expect(await turn(h, token, 225)).toBe(true);
    expect(await turn(h, token, 270)).toBe(true);
    expect(await turn(h, token, 315)).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/turn/i);
  });

  it('(T1) "It can turn upto 2 times during an action", after the GM\'s undo: fly 1, strike, a turn in place, strike, a turn, the second strike undone: both turns are the first strike\'s action again, and a third is refused', async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h, "~2/2/3");
    await fly(h, token, 1500);
    await act(h, combat, hawkId);
    expect(await turn(h, token, 135)).toBe(true);
    await act(h, combat, hawkId);
    expect(await turn(h, token, 180)).toBe(true);
    await undo(h, combat);
    expect(await turn(h, token, 225)).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/3 times in this action/);
  });
});

