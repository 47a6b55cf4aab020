/**
 * Issue 25 (tactica injuries), through the Foundry double's token movement in a running tactica fight: "Foot: the
 * target foot is disabled ... Any Battle or Zone movement will require a new DEX roll or fall prone. Any rolls to
 * resolve movement will be at -2d." A player's knight with a Foot wound on its legs (DEX 0: 4 dice, 2 after the −2d)
 * moves a zone: once the move is made its owner's client rolls the DEX roll with the sheet's dice, posts the card, and
 * a failure writes Prone. An unwounded knight's move rolls nothing.
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

/** The knight (the player's, DEX 0) in the Hall, an orc two zones off in the Gate. */
async function field(h: DoubleHandle, wounds: unknown[]) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  for (const [i, name] of ["Hall", "Yard", "Gate"].entries()) await zoneRegion(s, name, [i * 1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const knight = (await w.fray.FrayActor.create({ name: "Knight", type: "character", ownership: { default: 0, [h.player.id!]: 3 }, system: { tactica: { dex: 0 } } } as never))!;
  await knight.createEmbeddedDocuments("Item", wounds as never);
  const orc = (await w.fray.FrayActor.create({ name: "Orc", type: "npc" } as never))!;
  const token = await tokenFor(s, knight.id!, 5, 5, { name: "Knight", disposition: 1, actorLink: true });
  await tokenFor(s, orc.id!, 25, 5, { name: "Orc", disposition: -1 });
  const combat = await w.fray.FrayCombat.create({ active: true, combatants: [knight, orc].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never);
  h.dice.queue.push(4, 4, 4, 4, 3, 3, 3, 3);
  await (combat as unknown as { startCombat(): Promise<unknown> }).startCombat();
  // Whatever the opening rolls left unrolled is not the move's.
  h.dice.queue.length = 0;
  return { knight, token };
}

const cards = () => game.messages.contents.filter((m) => m.getFlag("fray", "card") !== undefined).map((m) => m.getFlag("fray", "card") as { dice?: unknown[]; outcome?: { key: string } });

describe("tactica: a wounded foot's DEX roll at each move", () => {
  it("the knight with a Foot wound moves a zone: 2 dice rolled (DEX 0, −2d); no 5 or 6 and it falls prone", async () => {
    const h = w.start();
    const { knight, token } = await field(h, [foot]);
    h.actAs(h.player);
    const before = cards().length;
    h.dice.queue.push(3, 4);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    await settled();
    const made = cards().slice(before);

    expect(made).toHaveLength(1);
    expect(made[0]!.dice).toHaveLength(2);
    expect(made[0]!.outcome?.key).toBe("FRAY.Action.Tactica.MoveCheck.Prone");
    expect([...knight.statuses]).toContain("tactica.prone");
  });

  it("a 5 among the dice: it keeps its feet; an unwounded knight's move rolls nothing", async () => {
    const h = w.start();
    const { knight, token } = await field(h, [foot]);
    h.actAs(h.player);
    h.dice.queue.push(5, 1);
    await token.move({ x: 1500, y: 500 });
    await settled();
    expect(cards().at(-1)?.outcome?.key).toBe("FRAY.Action.Tactica.MoveCheck.Passed");
    expect([...knight.statuses]).not.toContain("tactica.prone");

    const h2 = w.start();
    const plain = await field(h2, []);
    h2.actAs(h2.player);
    const before = cards().length;
    await plain.token.move({ x: 1500, y: 500 });
    await settled();
    expect(cards().length).toBe(before);
  });
});
