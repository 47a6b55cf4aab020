/**
 * Issue 25 (audit A3), through the Foundry double's token movement: "Moving to Alone status from InContact requires
 * the use of the Move (and risk an opportunity attack) or Withdraw action." A tactica fighter InContact with a goblin
 * drags its token out of the melee by Move: the board posts, in chat, the enemies of its melee who may make an
 * opportunity attack, whoever the countdown has reached (an opportunity action "can occur at anytime", and a tactica
 * action opens and closes its turn in one step); by Withdraw it posts nothing.
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

/** Roland and a goblin InContact in the Hall, a second goblin alone in the Yard; a tactica fight running. */
async function hall(h: DoubleHandle, dice: number[]) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string, type: string) => (await w.fray.FrayActor.create({ name, type } as never))!;
  const hero = await make("Roland", "character");
  const goblin = await make("Goblin", "npc");
  const far = await make("Yard goblin", "npc");
  const melee = { flags: { fray: { contact: { group: "m1", close: [] } } } };
  const token = await tokenFor(s, hero.id!, 2, 2, { name: "Roland", disposition: 1, ...melee });
  await tokenFor(s, goblin.id!, 3, 2, { name: "Goblin", disposition: -1, ...melee });
  await tokenFor(s, far.id!, 15, 2, { name: "Yard goblin", disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [hero, goblin, far].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never)) as AnyCombat;
  h.dice.queue.push(...dice);
  await combat.startCombat();
  return { token, combat };
}

const chat = () => game.messages.contents.map((m) => (m as unknown as { content: string }).content).join("\n");

describe("tactica: leaving a melee by Move risks an opportunity attack, by Withdraw none", () => {
  it("Roland, up in the countdown, moves out of the Hall: the goblin of his melee is named, not the one in the Yard", async () => {
    const h = w.start();
    const { token } = await hall(h, [5, 4, 3, 2, 2, 2, 2, 2, 2]);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat()).toMatch(/Roland leaves the melee: Goblin may make an opportunity attack/);
    expect(chat()).not.toMatch(/Yard goblin/);
  });

  it("Roland moves out while the countdown has not reached him (the goblins have more dice): the goblin is still named", async () => {
    const h = w.start();
    const { token, combat } = await hall(h, [2, 2, 6, 5, 5, 4, 5, 5, 4]);
    expect(combat.combatant?.tokenId).not.toBe(token.id);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat()).toMatch(/Roland leaves the melee: Goblin may make an opportunity attack/);
  });

  it("by Withdraw: no one is named", async () => {
    const h = w.start();
    const { token } = await hall(h, [2, 2, 6, 5, 5, 4, 5, 5, 4]);
    expect(await token.move({ x: 1200, y: 200, action: "withdraw" })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat()).not.toMatch(/opportunity attack/);
  });
});
