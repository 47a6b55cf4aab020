/**
 * Issue 25 (audit A6), through the Foundry double: "GMs may restrict the total number of people that can attack
 * another based around some maximum number (maybe 4 for a man sized target)". The world setting *Tactica: most
 * attackers per target* (the GM's number; none by default) is read when the token HUD's *Engage the targeted tokens*
 * joins a melee: with two goblins already on Roland and the cap at 2, a third goblin's Engage is refused and writes
 * no flag; without a cap it joins.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
type Rec = Record<string, unknown>;

/** Roland InContact with two goblins in the Hall; a third goblin alone beside them. */
async function hall(h: DoubleHandle, cap: string) {
  await game.settings.set("fray", "ruleset", "tactica" as never);
  await game.settings.set("fray", "tactica-maxAttackersPerTarget" as never, cap as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string, type: string) => (await w.fray.FrayActor.create({ name, type } as never))!;
  const melee = { flags: { fray: { contact: { group: "m1", close: [] } } } };
  const roland = await tokenFor(s, (await make("Roland", "character")).id!, 2, 2, { name: "Roland", disposition: 1, ...melee });
  await tokenFor(s, (await make("Goblin 1", "npc")).id!, 3, 2, { name: "Goblin 1", disposition: -1, ...melee });
  await tokenFor(s, (await make("Goblin 2", "npc")).id!, 3, 3, { name: "Goblin 2", disposition: -1, ...melee });
  const third = await tokenFor(s, (await make("Goblin 3", "npc")).id!, 6, 6, { name: "Goblin 3", disposition: -1 });
  h.notices.length = 0;
  // The GM targets Roland's token (API Token#setTarget, User#targets) and presses Engage on the third goblin's HUD.
  const layer = (theCanvas() as unknown as { tokens: { get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.get(roland.id!).setTarget(true, { releaseOthers: true });
  return { roland, third };
}

const group = (t: TokenDocument) => (t as unknown as { flags: { fray?: { contact?: { group?: string } } } }).flags.fray?.contact?.group ?? null;

describe("tactica: the GM's cap on attackers per target", () => {
  it("cap 2: a third goblin's Engage on Roland is refused, named, and writes nothing", async () => {
    const h = w.start();
    const { roland, third } = await hall(h, "2");
    const { engage } = await import("../../../module/canvas/token-hud");
    await engage(third as never, false);
    expect(group(third)).toBeNull();
    expect(group(roland)).toBe("m1");
    expect(h.notices.at(-1)).toMatchObject({ type: "warning" });
    expect(h.notices.at(-1)!.message).toMatch(/Roland would have 3 attackers in its melee: the world allows at most 2 per target/);
  });

  it("cap 3, or no cap (the default): the third goblin joins Roland's melee", async () => {
    for (const cap of ["3", "none"]) {
      const h = w.start();
      const { third } = await hall(h, cap);
      const { engage } = await import("../../../module/canvas/token-hud");
      await engage(third as never, false);
      expect(group(third), cap).toBe("m1");
      expect(h.notices.filter((n) => n.type === "warning")).toEqual([]);
    }
  });
});
