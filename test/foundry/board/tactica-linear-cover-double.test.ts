/**
 * Audit V5 (linear cover), through the Foundry double's scene, zone borders and token movement in a running tactica
 * fight. "Linear cover is a line behind which someone hides and can be overcome by getting to the other side (a battle
 * move roll) unchallenged." "Linear cover that is being defended could allow the defenders to automatically intercept
 * any attacker trying to get past it, but once you run out of defenders any further attackers would penetrate the
 * defence. The defence should probably have a choke value placed on it to make it useful or sheer numbers will
 * overwhelm it." The GM marks the Field's border with the Yard as linear cover (choke 1); a goblin stands free behind
 * it in the Yard: the player's knight moving across is intercepted (refused). Once the goblin is busy in a melee, the
 * knight gets past and the crossing asks its battle move roll. An unmarked border asks nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
const settled = () => new Promise((r) => setTimeout(r, 20));

async function field(h: DoubleHandle, linear: boolean) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  const region = (name: string, x: number, borders: unknown[]) => ({
    name,
    shapes: [{ type: "rectangle", x, y: 0, width: 1000, height: 1000, rotation: 0, hole: false }],
    // The borders live in the zone behaviour's flags, where the border form writes them.
    behaviors: [{ name, type: "fray.zone", system: { features: [] }, flags: { fray: { borders } } }],
  });
  const [yard] = (await s.createEmbeddedDocuments("Region", [region("Yard", 1000, [])])) as unknown as { id: string }[];
  await s.createEmbeddedDocuments("Region", [region("Field", 0, linear ? [{ zone: yard!.id, cover: "light", soft: false, linear: true, choke: 1, barrier: false }] : [])]);
  theCanvas().view(s as never);
  const knight = (await w.fray.FrayActor.create({ name: "Knight", type: "character", ownership: { default: 0, [h.player.id!]: 3 } } as never))!;
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  const orc = (await w.fray.FrayActor.create({ name: "Orc", type: "npc" } as never))!;
  const token = await tokenFor(s, knight.id!, 8, 5, { name: "Knight", disposition: 1, actorLink: true });
  const goblinToken = await tokenFor(s, goblin.id!, 15, 5, { name: "Goblin", disposition: -1 });
  await tokenFor(s, orc.id!, 17, 8, { name: "Orc", disposition: 1 });
  const combat = await w.fray.FrayCombat.create({ active: true, combatants: [knight, goblin].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never);
  h.dice.queue.push(4, 4, 4, 4, 3, 3, 3, 3);
  await (combat as unknown as { startCombat(): Promise<unknown> }).startCombat();
  h.dice.queue.length = 0;
  return { s, token, goblinToken };
}

const prompts = () => game.messages.contents.map((m) => String((m as unknown as { content?: string }).content ?? "")).filter((c) => c.includes("fray-board-prompt"));

describe("tactica: crossing a linear cover", () => {
  it("a free goblin behind the line intercepts the knight: the move is refused", async () => {
    const h = w.start();
    const { token } = await field(h, true);
    h.actAs(h.player);
    expect(await token.move({ x: 1200, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/linear cover is held: 1 free defender/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 800, y: 500 });
  });

  it("once the goblin is busy in a melee the knight gets past, and the crossing asks its battle move roll", async () => {
    const h = w.start();
    const { s, token, goblinToken } = await field(h, true);
    // The goblin engaged with the orc (one contact group): no longer free to intercept.
    const orcToken = s.tokens.contents.find((t) => t.name === "Orc")!;
    for (const t of [goblinToken, orcToken]) await t.setFlag("fray", "contact", { group: "brawl", close: [] });
    h.actAs(h.player);
    const before = prompts().length;
    expect(await token.move({ x: 1200, y: 500 })).toBe(true);
    await settled();
    expect(prompts().slice(before).join(" ")).toMatch(/battle move roll/);
  });

  it("across an unmarked border nobody intercepts and nothing is asked", async () => {
    const h = w.start();
    const { token } = await field(h, false);
    h.actAs(h.player);
    const before = prompts().length;
    expect(await token.move({ x: 1200, y: 500 })).toBe(true);
    await settled();
    expect(prompts().slice(before).join(" ")).not.toMatch(/battle move roll/);
  });
});
