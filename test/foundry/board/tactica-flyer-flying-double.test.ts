/**
 * Audit Z1, through the Foundry double's token movement in a running tactica fight: "The above flyer has a flying
 * move rate of 2 zones per action, of which it MUST move at least 1 zone every action or be considered 'on the
 * ground'." The player's wyvern (~2/2/3 on its sheet) moves on the board: once the move is made its owner's client
 * runs the flight action on the zones the board measured for the action and writes *In flight*
 * (system.tactica.flying), which the attack dialog reads: two zones, flying; a step within its zone as an action's
 * only move, on the ground. A flyer with a Foot wound rolls its DEX roll on the same card.
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
const foot = { name: "legs: Foot", type: "injury", system: { ruleset: "tactica", location: "legs", effect: INJURY_EFFECT_TABLE.foot.text, dicePenalty: 0 } };

/** The wyvern (the player's) in the Hall, an orc far off in the Tower. */
async function field(h: DoubleHandle, flying: boolean, wounds: unknown[] = []) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  for (const [i, name] of ["Hall", "Yard", "Gate", "Tower"].entries()) await zoneRegion(s, name, [i * 1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const wyvern = (await w.fray.FrayActor.create({ name: "Wyvern", type: "character", ownership: { default: 0, [h.player.id!]: 3 }, system: { tactica: { flyer: "~2/2/3", flying } } } as never))!;
  if (wounds.length > 0) await wyvern.createEmbeddedDocuments("Item", wounds as never);
  const orc = (await w.fray.FrayActor.create({ name: "Orc", type: "npc" } as never))!;
  const token = await tokenFor(s, wyvern.id!, 5, 5, { name: "Wyvern", disposition: 1, actorLink: true, rotation: 90 });
  await tokenFor(s, orc.id!, 35, 5, { name: "Orc", disposition: -1 });
  const combat = await w.fray.FrayCombat.create({ active: true, combatants: [wyvern, orc].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never);
  h.dice.queue.push(4, 4, 4, 4, 3, 3, 3, 3);
  await (combat as unknown as { startCombat(): Promise<unknown> }).startCombat();
  h.dice.queue.length = 0;
  return { wyvern, token };
}

const cards = () => game.messages.contents.filter((m) => m.getFlag("fray", "card") !== undefined).map((m) => m.getFlag("fray", "card") as { dice?: unknown[]; outcome?: { key: string }; details?: { label: string }[] });
const flyingOf = (a: { system: unknown }) => (a.system as unknown as { tactica: { flying: boolean } }).tactica.flying;

describe("tactica: a flyer's board move writes In flight", () => {
  it("two zones on the ground-marked wyvern: the flight card posts and In flight is written", async () => {
    const h = w.start();
    const { wyvern, token } = await field(h, false);
    h.actAs(h.player);
    const before = cards().length;
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    await settled();
    const made = cards().slice(before);
    expect(made.map((c) => c.outcome?.key)).toEqual(["FRAY.Action.Tactica.Flight.flying"]);
    expect(flyingOf(wyvern)).toBe(true);
  });

  it('"MUST move at least 1 zone every action": a step within its zone as the action\'s move puts it on the ground', async () => {
    const h = w.start();
    const { wyvern, token } = await field(h, true);
    h.actAs(h.player);
    const before = cards().length;
    expect(await token.move({ x: 500, y: 800 })).toBe(true);
    await settled();
    expect(cards().slice(before).map((c) => c.outcome?.key)).toEqual(["FRAY.Action.Tactica.Flight.grounded"]);
    expect(flyingOf(wyvern)).toBe(false);
  });

  it("a wounded foot's DEX roll rides on the flight card: 2 dice, a failure writes Prone, and In flight is written", async () => {
    const h = w.start();
    const { wyvern, token } = await field(h, false, [foot]);
    h.actAs(h.player);
    const before = cards().length;
    h.dice.queue.push(3, 4);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    const made = cards().slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]!.dice).toHaveLength(2);
    expect(made[0]!.outcome?.key).toBe("FRAY.Action.Tactica.MoveCheck.Prone");
    expect(made[0]!.details?.map((d) => d.label)).toContain("FRAY.Action.Tactica.Flight.flyingShort");
    expect([...wyvern.statuses]).toContain("tactica.prone");
    expect(flyingOf(wyvern)).toBe(true);
  });
});
