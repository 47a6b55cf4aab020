/**
 * Issue 24 (re-audit MO6, K5, the Conditions row) on the board: Broken "cannot take any actions, move, speak"; the
 * Helpless, Unconscious and Stunned bodies likewise (the engine's conditionEffects canMove). Through the double's
 * token movement (FrayTokenDocument's _preUpdateMovement → the board's move charge): the status set on the actor as
 * the token HUD does, a move in the fighter's own turn is refused with the condition named and nothing is booked;
 * out of a fight a player's drag is refused too, a GM's (the referee placing the body) goes on.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;

async function world(h: DoubleHandle, status: string | null, inFight: boolean) {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name: "Mauve", type: "character", ownership: { default: 0, [h.player.id as string]: 3 } } as never))!;
  if (status) await actor.toggleStatusEffect(`six-seconds.${status}`, { active: true });
  const token = await tokenFor(s, actor.id!, 0, 0);
  let spent = () => 0;
  if (inFight) {
    const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
    await combat.startCombat();
    const cid = combat.combatants.contents[0]!.id!;
    spent = () => (combat.frayStore.scheduler.state as unknown as { data: { fighters: Record<string, { spent: number }> } }).data.fighters[cid]!.spent;
  }
  h.notices.length = 0;
  return { token, spent };
}

describe("six-seconds: a character who cannot move, on the board", () => {
  it.each(["broken", "unconscious", "stunned"])("%s, in its own turn: the move is refused naming the condition, the token stays, no second is booked", async (status) => {
    const h = w.start();
    const { token, spent } = await world(h, status, true);
    expect(await token.move({ x: G, y: 0 })).toBe(false);
    expect({ x: token.x, y: token.y }).toEqual({ x: 0, y: 0 });
    expect(spent()).toBe(0);
    expect(h.notices.map((n) => n.message).join(" ")).toMatch(/cannot move/);
  });

  it("without the condition the same move is made and booked", async () => {
    const h = w.start();
    const { token, spent } = await world(h, null, true);
    expect(await token.move({ x: G, y: 0 })).toBe(true);
    expect(spent()).toBe(1);
  });

  it("Broken, out of a fight: the owning player's drag is refused; the GM's is the referee's and goes on", async () => {
    const h = w.start();
    const { token } = await world(h, "broken", false);
    h.actAs(h.player);
    expect(await token.move({ x: G, y: 0 })).toBe(false);
    expect(token.x).toBe(0);
    h.actAs(h.gm);
    expect(await token.move({ x: G, y: 0 })).toBe(true);
    expect(token.x).toBe(G);
  });
});
