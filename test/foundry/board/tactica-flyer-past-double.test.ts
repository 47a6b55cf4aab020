/**
 * Issue 25 (audit Z4), through the Foundry double's token movement in a running tactica fight: "Flyers can generally
 * only be attacked at the moment they attack, or with ranged attacks. ... You can also rely on opportunity attacks as
 * a flyer goes past you". A wyvern (flying rating ~2/2/3 on its sheet, its token facing east) flies from the Hall
 * through the Yard to the Gate: the enemies standing in the Yard, which it goes past, are counted for an opportunity
 * attack in the move's prompt card; its allies there, and the enemies where it starts or lands, are not. The board's
 * charged path names them too (moveCost's opportunityAttackers, as a melee left by Move: tacticaBoard below).
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
type AnyCombat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;
const chat = () => game.messages.contents.map((m) => (m as unknown as { content: string }).content).join("\n");
const settled = () => new Promise((r) => setTimeout(r, 0));

/** The wyvern (NPC side) in the Hall; in the Yard a knight and a squire (players) and a goblin (the wyvern's side); an archer at the Gate. */
async function field(h: DoubleHandle) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "Gate", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string, type: string, system: Record<string, unknown> = {}) => (await w.fray.FrayActor.create({ name, type, system } as never))!;
  const wyvern = await make("Wyvern", "npc", { tactica: { flyer: "~2/2/3", actionDice: 6 } });
  const knight = await make("Knight", "character");
  const goblin = await make("Goblin", "npc");
  const archer = await make("Archer", "character");
  const token = await tokenFor(s, wyvern.id!, 2, 5, { name: "Wyvern", disposition: -1, rotation: 90 });
  await tokenFor(s, knight.id!, 14, 5, { name: "Knight", disposition: 1 });
  await tokenFor(s, goblin.id!, 15, 2, { name: "Goblin", disposition: -1 });
  await tokenFor(s, archer.id!, 26, 8, { name: "Archer", disposition: 1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [wyvern, knight, goblin, archer].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never)) as AnyCombat;
  // The wyvern's six dice put it at the top of the countdown.
  h.dice.queue.push(4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3);
  await combat.startCombat();
  return { token, combat };
}

describe("tactica: opportunity attacks as a flyer goes past", () => {
  it("the board's charge names the knight as an opportunity attacker, not the goblin nor the archer", async () => {
    const h = w.start();
    const { token } = await field(h);
    // fray.board's moveCost, what the move's charge reads from the documents (module/canvas/board.ts).
    const charge = w.board.moveCost(token as never, [{ x: 2400, y: 500 }], "walk")!;
    const named = charge.opportunityAttackers.map((id) => canvas!.scene!.tokens.get(id)?.name);
    expect(named).toEqual(["Knight"]);
  });

  it("the wyvern flies Hall → Yard → Gate: the prompt counts the knight it passes in the Yard, not the goblin (its side) nor the archer where it lands", async () => {
    const h = w.start();
    const { token } = await field(h);
    expect(await token.move({ x: 2400, y: 500 })).toBe(true);
    await settled();
    // One enemy gone past: the knight (the goblin in the Yard is the wyvern's side; the archer is where it lands).
    expect(chat()).toMatch(/Flying past 1 enemy token\(s\) on its way: each may make an opportunity attack/);
  });

  it("one zone into the Yard: it lands there, goes past no one, and nobody is named", async () => {
    const h = w.start();
    const { token } = await field(h);
    expect(await token.move({ x: 1200, y: 500 })).toBe(true);
    await settled();
    expect(chat()).not.toMatch(/Flying past/);
  });
});
