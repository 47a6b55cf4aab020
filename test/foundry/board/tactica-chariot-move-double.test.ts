/**
 * Audit Y9 and Y8 (Chariot Movement), through the Foundry double's token movement in a running tactica fight.
 * "When charging or running the chariot always uses the Turning Template and is limited to one 45 degree turn. A
 * second 45 degree turn can be attempted but this requires a Driving roll, with light chariots at –2 and heavy chariots
 * at –4. Fail and you don't make the turn and must continue straight onward. Fumble and the chariot flips over."
 * The player's light chariot (driver's Driving 4 dice) faces east; moved in the *Charge or run* mode its turns are
 * counted from where it faces: one is free, the second makes the Driving roll (4 − 2 = 2 dice) once the move is made,
 * a third is refused. A walk may end "facing in any direction" (the Blast Template) and counts none.
 * "The Turning Template allows the chariot to move its full distance (7-9 inches)": with the world's template length
 * set to 9 squares, a 10-square path is refused and an 8-square one goes. Its length is counted in grid spaces as
 * the scene's grid counts them: the world's diagonal rule on squares (6 diagonal squares are 6 under the default
 * equidistant rule; an alternating rule's 1, 2, 1 runs on through the path's waypoints), hex steps on hexes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
const settled = () => new Promise((r) => setTimeout(r, 20));

/** One wide Plain (3000 × 2000); the player's light chariot (2×3 squares) at (2, 2) facing east; an orc far off. */
async function field(h: DoubleHandle, template = "none", gridType = 1, more: (s: Awaited<ReturnType<typeof scene>>) => Promise<unknown> = async () => {}, plain: [number, number, number, number] = [0, 0, 3000, 2000]) {
  installTemplates();
  (await import("../../../module/canvas/board-hooks")).registerBoardHooks();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  await game.settings.set("fray", "tactica-chariotTemplateSquares" as never, template as never);
  const s = await scene({ grid: { type: gridType, size: G, distance: 1 } });
  await zoneRegion(s, "Plain", plain);
  await more(s);
  theCanvas().view(s as never);
  const chariot = (await w.fray.FrayActor.create({
    name: "Chariot",
    type: "npc",
    ownership: { default: 0, [h.player.id!]: 3 },
    system: { tactica: { chariot: { kind: "light", team: "2", crew: 1, nation: "any", driving: 4 } } },
  } as never))!;
  const orc = (await w.fray.FrayActor.create({ name: "Orc", type: "npc" } as never))!;
  const token = await tokenFor(s, chariot.id!, 2, 2, { name: "Chariot", disposition: 1, actorLink: true, rotation: 90 });
  await tokenFor(s, orc.id!, 28, 18, { name: "Orc", disposition: -1 });
  const combat = await w.fray.FrayCombat.create({ active: true, combatants: [chariot, orc].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never);
  h.dice.queue.push(4, 4, 4, 4, 3, 3, 3, 3);
  await (combat as unknown as { startCombat(): Promise<unknown> }).startCombat();
  h.dice.queue.length = 0;
  return { chariot, token };
}

const cards = () => game.messages.contents.filter((m) => m.getFlag("fray", "card") !== undefined).map((m) => m.getFlag("fray", "card") as { dice?: unknown[]; title?: string; outcome?: { key: string } });

/** From (2, 2): east 3, then south-east 2, then south 2, then south-west 2 (waypoints are the token's top-left). */
const E = { x: 500, y: 200 };
const SE = { x: 700, y: 400 };
const S = { x: 700, y: 600 };
const SW = { x: 500, y: 800 };

describe("tactica: a chariot's turns on a charge or a run", () => {
  it("one 45° turn is free: no roll", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    const before = cards().length;
    expect(await token.move([E, SE].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    expect(cards().length).toBe(before);
  });

  it("a second turn makes the Driving roll (light −2: 2 of its 4 dice): a 6 and it turns", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    const before = cards().length;
    h.dice.queue.push(6, 2);
    expect(await token.move([E, SE, S].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    const made = cards().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]!.dice).toHaveLength(2);
    expect(made[0]!.outcome?.key).toBe("FRAY.Action.Tactica.Chariot.made");
  });

  it("a third turn is refused; the same path walked (the Blast Template: any facing) goes", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    expect(await token.move([E, SE, S, SW].map((p) => ({ ...p, action: "charge" })))).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/turns 3 times/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 200, y: 200 });
    expect(await token.move([E, SE, S, SW].map((p) => ({ ...p, action: "walk" })))).toBe(true);
  });
});

/**
 * "Fail and you don't make the turn and must continue straight onward." The move is made before its roll, so the
 * failed roll's card offers the GM *Drive it straight on*: the token goes back along its path to the second turn's
 * point and on straight, facing as it was there, for the path's remaining squares (a forced move, nothing booked),
 * and *Put it back* undoes it. A player is offered no control. The GM's client works the place out from the charge
 * it was sent (hookEvents.moveToken fires on every client, with the moving user the server names), never from the
 * card's flags or what a control kept on the message, which their author may write (the double runs moveToken and
 * createChatMessage on every connected client, the GM's included: test/double/hooks.ts `broadcast`).
 */
describe("tactica: a failed second turn's card drives the chariot straight on", () => {
  it("east 3, south-east 2, then the failed turn south: the GM's control puts it 2 squares on south-east instead; Put it back undoes it", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    const before = game.messages.contents.length;
    h.dice.queue.push(3, 4);
    expect(await token.move([E, SE, S].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    const message = game.messages.contents.slice(before).find((m) => m.getFlag("fray", "card") !== undefined)!;
    expect((message.getFlag("fray", "card") as { outcome: { key: string } }).outcome.key).toBe("FRAY.Action.Tactica.Chariot.straight");
    expect({ x: token.x, y: token.y }).toEqual({ x: 700, y: 600 });
    const { cardControls, runCardControl } = await import("../../../module/chat/card-controls");
    expect(cardControls(message as never, h.player)).toEqual([]);
    expect(await runCardControl(message as never, "chariotStraight")).toBe(false);

    h.actAs(h.gm);
    expect(cardControls(message as never).map((c) => c.id)).toEqual(["chariotStraight"]);
    // The charge left it facing its last leg, south (180°); driven straight on it faces south-east, as it held.
    expect(token.rotation).toBe(180);
    expect(await runCardControl(message as never, "chariotStraight")).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 900, y: 600 });
    expect(token.rotation).toBe(135);
    expect(cardControls(message as never).map((c) => c.id)).toEqual(["chariotPutBack"]);
    expect(await runCardControl(message as never, "chariotPutBack")).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 700, y: 600 });
    expect(token.rotation).toBe(180);
    expect(cardControls(message as never).map((c) => c.id)).toEqual(["chariotStraight"]);
  });

  /** The failed turn of the first test, driven straight on by the GM: where the token ends. */
  async function drivenOn(h: DoubleHandle, token: TokenDocument): Promise<{ x: number; y: number }> {
    h.actAs(h.player);
    const before = game.messages.contents.length;
    h.dice.queue.push(3, 4);
    expect(await token.move([E, SE, S].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    const message = game.messages.contents.slice(before).find((m) => m.getFlag("fray", "card") !== undefined)!;
    h.actAs(h.gm);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(message as never, "chariotStraight")).toBe(true);
    return { x: token.x, y: token.y };
  }

  it('"must continue straight onward" up to a wall that blocks movement: the second square south-east is across it, so it stops one square on', async () => {
    const h = w.start();
    // A wall from north to south at x = 950: the chariot's centre crosses it on its second square on (900 → 1000).
    const { token } = await field(h, "none", 1, (s) => s.createEmbeddedDocuments("Wall", [{ c: [950, 0, 950, 2000] }] as never));
    expect(await drivenOn(h, token as never)).toEqual({ x: 800, y: 500 });
  });

  it('"... or marshes are impassable": a zone impassable to chariots beyond the first square on stops it there', async () => {
    const h = w.start();
    const { token } = await field(h, "none", 1, (s) => zoneRegion(s, "Marsh", [950, 0, 2050, 2000], ["chariot-impassable"]), [0, 0, 950, 2000]);
    expect(await drivenOn(h, token as never)).toEqual({ x: 800, y: 500 });
  });

  it("a card whose author (as the server vouches for it) neither is a GM nor owns the chariot moves nothing, whatever speaker it names", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    const before = game.messages.contents.length;
    h.dice.queue.push(3, 4);
    await token.move([E, SE, S].map((p) => ({ ...p, action: "charge" })));
    await settled();
    const real = game.messages.contents.slice(before).find((m) => m.getFlag("fray", "card") !== undefined)!;
    // Another player copies the card, speaker and all, and posts it as their own.
    const other = await h.addUser({ name: "Mallory" });
    h.actAs(other as never);
    const forged = (await ChatMessage.implementation.create({ speaker: real.speaker, content: "", flags: { fray: { card: real.getFlag("fray", "card") } } } as never))!;
    h.actAs(h.gm);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(forged as never, "chariotStraight")).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/not posted by a GM or an owner/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 700, y: 600 });
  });

  /** The player's failed charge east 3, south-east 2, south 2 (the card's roll 3, 4), seen by the GM's client. */
  async function failedCharge(h: DoubleHandle, token: Awaited<ReturnType<typeof field>>["token"], faces = [3, 4]) {
    h.actAs(h.player);
    const before = game.messages.contents.length;
    h.dice.queue.push(...faces);
    await token.move([E, SE, S].map((p) => ({ ...p, action: "charge" })));
    await settled();
    const message = game.messages.contents.slice(before).find((m) => m.getFlag("fray", "card") !== undefined)!;
    h.actAs(h.gm);
    return message;
  }

  it("T1: the author edits the card's place to (2500, 1500): the GM's control still drives it only where the charge gives, (900, 600)", async () => {
    const h = w.start();
    const { token } = await field(h);
    const message = await failedCharge(h, token);
    h.actAs(h.player);
    await message.update({ "flags.fray.card.outcome.data.x": 2500, "flags.fray.card.outcome.data.y": 1500 } as never);
    expect((message.getFlag("fray", "card") as unknown as { outcome: { data: { x: number } } }).outcome.data.x).toBe(2500);
    h.actAs(h.gm);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(message as never, "chariotStraight")).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 900, y: 600 });
  });

  it("T1: the owner posts a straight-on card for a chariot that made no charge: it moves nothing", async () => {
    const h = w.start();
    const { chariot, token } = await field(h);
    h.actAs(h.player);
    const card = { ruleset: "tactica", title: "Chariot", kind: "FRAY.Action.Tactica.Chariot.Title", dice: [{ value: 2, mark: "failure" }], modifiers: [], total: 0, target: 1, odds: null, details: [], outcome: { key: "FRAY.Action.Tactica.Chariot.straight", data: { token: token.id, x: 2500, y: 1500 }, success: false } };
    const forged = (await ChatMessage.implementation.create({ speaker: { actor: chariot.id, token: token.id, scene: token.parent!.id }, content: "", flags: { fray: { card } } } as never))!;
    h.actAs(h.gm);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(forged as never, "chariotStraight")).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/has not seen that chariot charge/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 200, y: 200 });
  });

  it("T1: a made roll's card (a 6) edited to say the turn failed, with a place: it moves nothing", async () => {
    const h = w.start();
    const { token } = await field(h);
    const message = await failedCharge(h, token, [6, 2]);
    expect((message.getFlag("fray", "card") as { outcome: { key: string } }).outcome.key).toBe("FRAY.Action.Tactica.Chariot.made");
    h.actAs(h.player);
    await message.update({ "flags.fray.card.outcome": { key: "FRAY.Action.Tactica.Chariot.straight", data: { token: token.id, x: 900, y: 600 }, success: false } } as never);
    h.actAs(h.gm);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(message as never, "chariotStraight")).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/do not fail the Driving roll/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 700, y: 600 });
  });

  it("T1: an older failed card clicked after a newer charge whose roll was made moves nothing: only the latest charge's own card drives it", async () => {
    const h = w.start();
    const { token } = await field(h);
    const old = await failedCharge(h, token);
    expect(token.rotation).toBe(180);
    // A new charge from (700, 600) facing south: south 2, south-west 1, west 1 (two turns); its roll, a 6, is made.
    h.actAs(h.player);
    const before = game.messages.contents.length;
    h.dice.queue.push(6, 2);
    expect(await token.move([{ x: 700, y: 800 }, { x: 600, y: 900 }, { x: 500, y: 900 }].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    const made = game.messages.contents.slice(before).find((m) => m.getFlag("fray", "card") !== undefined)!;
    expect((made.getFlag("fray", "card") as { outcome: { key: string } }).outcome.key).toBe("FRAY.Action.Tactica.Chariot.made");
    h.actAs(h.gm);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(old as never, "chariotStraight")).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/not the Driving roll of the chariot.*latest charge/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 500, y: 900 });
  });

  it("T1: Put it back ignores the place the author writes into what the control kept: the token returns where its charge left it", async () => {
    const h = w.start();
    const { token } = await field(h);
    const message = await failedCharge(h, token);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(message as never, "chariotStraight")).toBe(true);
    h.actAs(h.player);
    await message.update({ "flags.fray.cardControl": { token: token.id, x: 2500, y: 1500, driven: true } } as never);
    h.actAs(h.gm);
    expect(await runCardControl(message as never, "chariotPutBack")).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 700, y: 600 });
    // Driven once: a second click (or a copy of the card) drives it no further.
    expect(await runCardControl(message as never, "chariotStraight")).toBe(true);
    expect(await runCardControl(message as never, "chariotStraight")).toBe(false);
    expect({ x: token.x, y: token.y }).toEqual({ x: 900, y: 600 });
  });

  it("a hex scene (pointy-topped rows) counts the rest in hexes: a last leg of two hexes straight down (SW then SE, 173 px) goes on two hexes south-east, onto a hex", async () => {
    const h = w.start();
    const { token } = await field(h, "none", 2);
    h.actAs(h.player);
    const before = game.messages.contents.length;
    h.dice.queue.push(3, 4);
    // From (200, 200) facing east: 3 hexes east, 2 hexes south-east (the free turn), then two hexes down (SW + SE:
    // the second turn, a heading read as south-west). Neighbouring hex centres are one grid size (100 px) apart.
    const r = Math.sqrt(3) * 50;
    const path = [{ x: 500, y: 200 }, { x: 600, y: 200 + 2 * r }, { x: 600, y: 200 + 4 * r }];
    expect(await token.move(path.map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    const message = game.messages.contents.slice(before).find((m) => m.getFlag("fray", "card") !== undefined)!;
    expect((message.getFlag("fray", "card") as { outcome: { key: string } }).outcome.key).toBe("FRAY.Action.Tactica.Chariot.straight");
    h.actAs(h.gm);
    const { runCardControl } = await import("../../../module/chat/card-controls");
    expect(await runCardControl(message as never, "chariotStraight")).toBe(true);
    // Two hexes on south-east from (600, 373): (700, 546), where the path's own steps would land, not 1.73 hexes on.
    expect({ x: token.x, y: token.y }).toEqual({ x: 700, y: Math.round(200 + 4 * r) });
  });

  it("a made turn's card offers no control", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    const before = game.messages.contents.length;
    h.dice.queue.push(6, 2);
    await token.move([E, SE, S].map((p) => ({ ...p, action: "charge" })));
    await settled();
    const message = game.messages.contents.slice(before).find((m) => m.getFlag("fray", "card") !== undefined)!;
    h.actAs(h.gm);
    const { cardControls } = await import("../../../module/chat/card-controls");
    expect(cardControls(message as never)).toEqual([]);
  });
});

/**
 * Row 232's token facing: a chariot faces where it drives, so once its own move is made its token turns to the
 * facing of the path's last leg ("When charging or running the chariot always uses the Turning Template and is
 * limited to one 45 degree turn": its next move's turns count from there). That turn is the move's own, not a turn
 * in place: a flyer's turns in place ("Turn Rate: the number of turns a flyer may make during an action") start
 * from nothing after it.
 */
describe("tactica: a chariot's token faces along its last leg once its move is made", () => {
  it("a charge east 3 then south-east 2 leaves it facing south-east (135°); a walk's last leg west leaves it facing west", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    expect(await token.move([E, SE].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    expect(token.rotation).toBe(135);
    expect(await token.move([{ x: 500, y: 400, action: "walk" }])).toBe(true);
    await settled();
    expect(token.rotation).toBe(270);
  });

  it("a chariot with a flying rating of turn rate 1: the turn after its move is not counted, so one 45° turn in place is still allowed", async () => {
    const h = w.start();
    const { chariot, token } = await field(h);
    await chariot.update({ "system.tactica.flyer": "~9/1/1" } as never);
    h.actAs(h.player);
    expect(await token.move([E, SE].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    expect(token.rotation).toBe(135);
    expect(token.getFlag("fray", "turnsInPlace") ?? 0).toBe(0);
    await token.update({ rotation: 180 });
    expect(token.rotation).toBe(180);
    await token.update({ rotation: 225 });
    expect(token.rotation).toBe(180);
    expect(h.notices.at(-1)?.message).toMatch(/turn rate is 1/);
  });

  it("a forced move (the GM's displace) leaves its facing as it is", async () => {
    const h = w.start();
    const { token } = await field(h);
    await token.move([{ x: 200, y: 600, action: "displace" }]);
    await settled();
    expect(token.rotation).toBe(90);
  });
});

/**
 * A chariot whose driver owes a DEX roll at each move too ("Foot: ... Any Battle or Zone movement will require a new
 * DEX roll or fall prone. Any rolls to resolve movement will be at -2d."): the charge's second turn makes both rolls,
 * the Driving roll and the DEX roll, each with its card.
 */
describe("tactica: a chariot's Driving roll and its mover's DEX roll on one move", () => {
  it("a second turn with a Foot wound: two cards, the Driving roll's and the DEX roll's", async () => {
    const h = w.start();
    const { chariot, token } = await field(h);
    await chariot.createEmbeddedDocuments("Item", [{ name: "legs: Foot", type: "injury", system: { ruleset: "tactica", location: "legs", effect: INJURY_EFFECT_TABLE.foot.text, dicePenalty: 0 } }] as never);
    h.actAs(h.player);
    const before = cards().length;
    h.dice.queue.push(6, 6, 6, 6, 6, 6, 6, 6);
    expect(await token.move([E, SE, S].map((p) => ({ ...p, action: "charge" })))).toBe(true);
    await settled();
    const keys = cards().slice(before).map((c) => c.outcome?.key);
    expect(keys).toHaveLength(2);
    expect(keys).toContain("FRAY.Action.Tactica.Chariot.made");
    expect(keys).toContain("FRAY.Action.Tactica.MoveCheck.Passed");
  });
});

describe("tactica: the Turning Template's length", () => {
  it("set to 9 squares: a 10-square move is refused, an 8-square one goes", async () => {
    const h = w.start();
    const { token } = await field(h, "9");
    h.actAs(h.player);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/Turning Template.*9 squares.*this path is 10\./);
    expect(await token.move({ x: 1000, y: 200 })).toBe(true);
  });

  it("measured in grid spaces as the scene's grid counts them: set to 6 squares, 6 diagonal squares go (the world's diagonal rule, equidistant, counts each 1), 7 are refused and named 7", async () => {
    const h = w.start();
    const { token } = await field(h, "6");
    h.actAs(h.player);
    // South-east 7 squares: 9.9 squares of straight line, 7 grid spaces.
    expect(await token.move({ x: 900, y: 900 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/Turning Template.*6 squares.*this path is 7\.$/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 200, y: 200 });
    // South-east 6 squares (8.5 squares of straight line): within the template.
    expect(await token.move({ x: 800, y: 800 })).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 800, y: 800 });
  });

  it("an alternating diagonal rule (1, 2, 1 …) runs on from leg to leg: 5 diagonal squares in 5 legs are 7, over a template of 6", async () => {
    const h = w.start();
    const { CANVAS } = await import("../../double/canvas");
    CANVAS.gridDiagonals = 4; // CONST.GRID_DIAGONALS.ALTERNATING_1
    const { token } = await field(h, "6");
    h.actAs(h.player);
    const legs = [1, 2, 3, 4, 5].map((n) => ({ x: 200 + n * G, y: 200 + n * G }));
    expect(await token.move(legs)).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/Turning Template.*6 squares.*this path is 7\.$/);
    // 4 of them are 1 + 2 + 1 + 2 = 6: within it.
    expect(await token.move(legs.slice(0, 4))).toBe(true);
  });

  it("a hex scene counts hex steps: 8 hexes straight down (6.9 grid sizes of straight line) are over a template of 7", async () => {
    const h = w.start();
    const { token } = await field(h, "7", 2);
    h.actAs(h.player);
    // Pointy-topped rows: a hex row is √3/2 of the grid size below the last; two rows down is two hex steps.
    const row = (Math.sqrt(3) / 2) * G;
    expect(await token.move({ x: 200, y: Math.round(200 + 8 * row) })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/Turning Template.*7 squares.*this path is 8\.$/);
    expect(await token.move({ x: 200, y: Math.round(200 + 6 * row) })).toBe(true);
  });

  it("unset (the default), nothing is measured: a 20-square move goes", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    expect(await token.move({ x: 2200, y: 200 })).toBe(true);
  });
});
