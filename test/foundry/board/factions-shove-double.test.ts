/**
 * factions: a landed shove moved on the board from the result card, through the Foundry double (the exchange's
 * apply writes the record, the GM's button moves the token with core's `displace`, walls from the scene).
 * - "Shove. Target a nearby character. The target must pass a STR save or the attacker can force them to move by
 *   half a zone" (factions.txt, Non-lethal attacks).
 * - "Larger characters shoving a smaller one inflict d4 direct damage and double the range of the shove for each
 *   category of difference (1, 2, 4, or 8 zones if the target is respectively 1, 2, 3, or 4 sizes smaller)"
 *   (Shoving and grabbing).
 * Half a zone on Fray's board: half the length of the shoved one's zone along the line from the shover through it
 * (docs/rules-notes.md). The Hall and the Yard are 1000 px wide (10 squares): half a zone is 5 squares.
 */
import { describe, expect, it } from "vitest";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { adapterFor } from "../../../module/rulesets/registry";
import type { AppliedRecord } from "../../../module/chat/exchange/card";
import { GM, player } from "../exchange/double-world";
import { attack, BANDIT, fight, fighter, MSG, THEOBALD } from "../actions/factions-nonlethal-fixture";
import { scene, theCanvas, tokenFor, zoneRegion } from "./on-double";
import type { Scene, TokenDocument } from "../../double/canvas";

type Board = { s: Scene; theobald: TokenDocument; bandit: TokenDocument };

/** The Hall (0–1000) and the Yard (1000–2000) side by side; Theobald at square 3, the bandit beside him at 4, row 5. */
async function hall(walls: number[][] = [], yard = true): Promise<Board> {
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  if (yard) await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  if (walls.length) await s.createEmbeddedDocuments("Wall", walls.map((c) => ({ c })));
  theCanvas().view(s as never);
  const theobald = await tokenFor(s, THEOBALD.slice("Actor.".length), 3, 5, { name: "Theobald" });
  const bandit = await tokenFor(s, BANDIT.slice("Actor.".length), 4, 5, { name: "Bandit" });
  return { s, theobald, bandit };
}

async function shoved(faces: number[], theobald = fighter(8)): Promise<{ record: AppliedRecord; world: Awaited<ReturnType<typeof fight>> }> {
  const world = await fight(fighter(8), theobald);
  await attack(world, "shove", faces);
  const answer = await applyOutcome(world, MSG, BANDIT, GM);
  if (!answer.ok || !("records" in answer)) throw new Error(`not applied: ${JSON.stringify(answer)}`);
  return { record: answer.records[0]!, world };
}

const slot = () => adapterFor("factions").resultActions!;
const at = (t: TokenDocument) => ({ x: t.x, y: t.y });

describe("factions shove on the board: the result card's button pushes the token", () => {
  it("a landed shove (the bandit fails his STR save) offers the push of half a zone; the GM's press moves him 5 squares straight away from Theobald", async () => {
    const { record } = await shoved([15]);
    const b = await hall();
    expect(slot().offers(record).map((o) => [o.id, o.data?.["zones"]])).toEqual([["shove", 0.5], ...["n", "ne", "e", "se", "s", "sw", "w", "nw"].map((d) => [`shove:${d}`, 0.5]), ["shoveBack", undefined]]);
    await slot().run("shove", record);
    expect(at(b.bandit)).toEqual({ x: 900, y: 500 });
    expect(at(b.theobald)).toEqual({ x: 300, y: 500 });
  });

  it("the same hit shoves once; Put back returns the bandit where the shove found him", async () => {
    const { record } = await shoved([15]);
    const b = await hall();
    await slot().run("shove", record);
    await slot().run("shove", record);
    expect(at(b.bandit)).toEqual({ x: 900, y: 500 });
    await slot().run("shoveBack", record);
    expect(at(b.bandit)).toEqual({ x: 400, y: 500 });
  });

  it("a resisted shove (the bandit passes his STR save) offers nothing", async () => {
    const { record } = await shoved([3]);
    expect(slot().offers(record)).toEqual([]);
  });

  it("a large Theobald shoves the medium bandit 1 zone (10 squares), with the d4", async () => {
    const { record, world } = await shoved([3], fighter(12, 14, "large"));
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(5);
    const b = await hall();
    expect(slot().offers(record)[0]?.data?.["zones"]).toBe(1);
    await slot().run("shove", record);
    expect(at(b.bandit)).toEqual({ x: 1400, y: 500 });
  });

  it("a wall across the way stops the bandit short of it: his square ends at the wall", async () => {
    const { record } = await shoved([15]);
    const b = await hall([[700, 0, 700, 1000]]);
    await slot().run("shove", record);
    expect(at(b.bandit)).toEqual({ x: 600, y: 500 });
  });

  it("the end of the zones stops him: with no Yard, he stays in the Hall at its edge", async () => {
    const { record } = await shoved([15]);
    const b = await hall([], false);
    await slot().run("shove", record);
    expect(at(b.bandit)).toEqual({ x: 900, y: 500 });
    // From square 8 the Hall's edge is 1 square away: he goes only that far.
    await b.bandit.update({ x: 800 });
    await b.bandit.unsetFlag("fray", "shoved");
    await slot().run("shove", record);
    expect(at(b.bandit)).toEqual({ x: 900, y: 500 });
  });

  it("a shove used as the counter (\"can be used to counter\") pushes the attacker: Theobald, shoved by the bandit, goes away from him to the Hall's west edge", async () => {
    const world = await fight();
    // The bandit passes his save on Theobald's shove (3), then Theobald fails his against the bandit's (15).
    await attack(world, "shove", [3]);
    world.dice = [15];
    expect(await defend(world, MSG, BANDIT, "counter-shove", player("npc", [BANDIT]))).toMatchObject({ ok: true });
    const answer = await applyOutcome(world, MSG, BANDIT, GM);
    if (!answer.ok || !("records" in answer)) throw new Error(`not applied: ${JSON.stringify(answer)}`);
    const onTheobald = answer.records.find((r) => r.targetUuid === THEOBALD)!;
    expect(slot().offers(answer.records.find((r) => r.targetUuid === BANDIT)!)).toEqual([]);
    const b = await hall();
    await slot().run("shove", onTheobald);
    expect(at(b.theobald)).toEqual({ x: 0, y: 500 });
    expect(at(b.bandit)).toEqual({ x: 400, y: 500 });
  });
});

describe("factions shove on the board: a direction the shover picks", () => {
  it("\"the attacker can force them to move by half a zone, and eventually push them into a hazard\": the card offers the push in each of eight directions; north moves the bandit half the Hall's height north (5 squares), not away from Theobald; the Undo puts him back", async () => {
    const { record } = await shoved([15]);
    const b = await hall();
    expect(slot().offers(record).map((o) => o.id)).toEqual(expect.arrayContaining(["shove", "shove:n", "shove:ne", "shove:e", "shove:se", "shove:s", "shove:sw", "shove:w", "shove:nw", "shoveBack"]));
    await slot().run("shove:n", record);
    expect(at(b.bandit)).toEqual({ x: 400, y: 0 });
    // Once a hit, whatever the direction.
    await slot().run("shove:s", record);
    expect(at(b.bandit)).toEqual({ x: 400, y: 0 });
    await slot().undo!(record);
    expect(at(b.bandit)).toEqual({ x: 400, y: 500 });
  });

  it("west, towards the shover's side, is the attacker's choice too: the bandit goes 5 squares west, past Theobald's square; a wall to the south stops a push that way", async () => {
    const { record } = await shoved([15]);
    const b = await hall([[0, 800, 1000, 800]]);
    await slot().run("shove:w", record);
    expect(at(b.bandit)).toEqual({ x: 0, y: 500 });
    await slot().run("shoveBack", record);
    await slot().run("shove:s", record);
    expect(at(b.bandit)).toEqual({ x: 400, y: 700 });
  });
});
