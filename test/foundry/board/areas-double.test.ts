/**
 * Issue 29: the whole six-seconds area flow through the Foundry double, in both generations: a player places the
 * area (v13 a MeasuredTemplate; v14 a Region through canvas.regions.placeRegion, with no behaviour), everyone it
 * catches is targeted, the attack card takes the area, the attack misses, the GM's client scatters the area,
 * moves its document and rebinds the card to whoever it lands on; an area whose attack is refused is taken off the
 * board. The attack card is built with the builders module/dice/roll.ts uses (the double renders no templates).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DoubleHandle } from "../../double/index";
import type { Scene } from "../../double/canvas";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";

type Rec = Record<string, unknown>;
let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

async function setUp(generation: 13 | 14) {
  const h = w.start({ generation });
  const [{ registerBoardHooks }, areaAttack, areaMiss, bind, requests, attack, derived] = await Promise.all([
    import("../../../module/canvas/board-hooks"),
    import("../../../module/canvas/area-attack"),
    import("../../../module/canvas/area-miss"),
    import("../../../module/chat/exchange/bind"),
    import("../../../module/dice/requests"),
    import("../../../module/rulesets/six-seconds/attack"),
    import("../../../module/data/actor/derived"),
  ]);
  registerBoardHooks();
  await game.settings.set("fray", "ruleset", "six-seconds");
  // A thrower with Weapon Skill +0 (Target 4 for a scale-0 area: a 3 misses), owned by the player.
  const thrower = await w.fray.FrayActor.create({
    name: "Thrower",
    type: "character",
    ownership: { default: 0, [h.player.id!]: 3 } as never,
    system: { sixSeconds: { skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 0 }] } },
  });
  const goblin = await w.fray.FrayActor.create({ name: "Goblin", type: "npc" });
  const bystander = await w.fray.FrayActor.create({ name: "Bystander", type: "npc" });
  const board = await scene({ name: "Board" });
  theCanvas().view(board as never);
  const tThrower = await tokenFor(board, thrower!.id!, 1, 5);
  const tGoblin = await tokenFor(board, goblin!.id!, 5, 5);
  const tBystander = await tokenFor(board, bystander!.id!, 8, 5);
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  return { h, board, thrower: thrower!, goblin: goblin!, bystander: bystander!, tThrower, tGoblin, tBystander, layer, areaAttack, areaMiss, bind, requests, attack, derived };
}

type World = Awaited<ReturnType<typeof setUp>>;

/** The area document on the board: the template (v13) or the Region Fray placed (v14). */
function areaDocs(h: DoubleHandle, board: Scene): Rec[] {
  if (h.generation >= 14) return (board as unknown as { regions: { contents: { toObject(): Rec }[] } }).regions.contents.map((r) => r.toObject());
  return (board as unknown as { templates: { contents: { toObject(): Rec }[] } }).templates.contents.map((t) => t.toObject());
}

/** The player aims at the goblin and places a scale-0 sphere for the thrower. */
async function place(x: World): Promise<number | null> {
  x.h.actAs(x.h.player);
  x.layer.controlled = [(x.layer as unknown as { get(id: string): unknown }).get(x.tThrower.id!)];
  x.layer.get(x.tGoblin.id!).setTarget(true, { releaseOthers: true });
  return x.areaAttack.placeAttackArea(x.thrower as never, "sphere", 0, 1);
}

const targetIds = () => [...(game.user.targets as unknown as Set<{ id: string }>)].map((t) => t.id);

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: an area on the board`, () => {
    it("place, target, attack, miss, scatter, retarget", async () => {
      const x = await setUp(generation);
      const caught = await place(x);
      expect(caught).toBe(1);
      const [area] = areaDocs(x.h, x.board);
      expect(area, "the area's document").toBeDefined();
      if (generation >= 14) {
        // A Region core draws as a template, with the squares it covers, and no behaviour (players may place it).
        expect(area!["flags"]).toMatchObject({ core: { MeasuredTemplate: true }, fray: { area: true } });
        expect(area!["highlightMode"]).toBe("coverage");
        expect(area!["displayMeasurements"]).toBe(true);
        expect((area!["shapes"] as Rec[])[0]).toMatchObject({ type: "circle", x: 550, y: 550, radius: 50 });
        expect(x.h.regions.previews.length).toBeGreaterThan(0);
      } else {
        expect(area).toMatchObject({ t: "circle", x: 550, y: 550, distance: 0.5 });
      }
      expect(targetIds()).toEqual([x.tGoblin.id]);

      // The attack (a 3 misses the area's Target 4; the vial's d6 rolled 5), posted by the GM's client.
      x.h.actAs(x.h.gm);
      const system = (x.thrower as unknown as { system: { stats: never } }).system.stats;
      const req = x.attack.sixSecondsAttackRequest(system, x.derived.prepareActorDerived(system), { name: "Splash vial", block: { damageDie: "d6" } }, {
        name: "Goblin",
        system: (x.goblin as unknown as { system: { stats: never } }).system.stats,
        derived: x.derived.prepareActorDerived((x.goblin as unknown as { system: { stats: never } }).system.stats),
        statuses: [],
      });
      const card = x.requests.resolveRequest(req, [3, 5]);
      const exchange = x.bind.bindExchange(card, req, [3, 5], x.thrower.uuid, [{ uuid: x.goblin.uuid, name: "Goblin" }], "Thrower");
      // Scatter: d8 = 3 (east), 2d6 = 2 + 1: three 1 m squares east, onto the bystander.
      x.h.dice.queue.push(3, 2, 1);
      expect(exchange).not.toBeNull();
      const message = (await ChatMessage.implementation.create({ content: "attack", flags: { fray: { card, exchange: exchange! } } })) as unknown as { id: string };
      // The card's author asks the GM's client from the createChatMessage hook, without waiting: let it finish.
      for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
      expect(x.h.errors).toEqual([]);
      const stored = x.h.game.messages.get(message.id) as unknown as { flags: { fray: { exchange: { targets: { uuid: string }[] }; area: { kind: string; resolved?: { missed: boolean } } } } };
      expect(stored.flags.fray.area.kind).toBe("template");
      expect(stored.flags.fray.area.resolved?.missed).toBe(true);
      expect(stored.flags.fray.exchange.targets.map((t) => t.uuid)).toEqual([x.bystander.uuid]);
      const [landed] = areaDocs(x.h, x.board);
      if (generation >= 14) expect((landed!["shapes"] as Rec[])[0]).toMatchObject({ type: "circle", x: 850, y: 550 });
      else expect(landed).toMatchObject({ x: 850, y: 550 });
      // The GM's move of the area retargets the GM's client (the area hooks), by the footprint rule.
      expect(targetIds()).toEqual([x.tBystander.id]);
    });

    it("an area whose attack is refused is taken off the board by the player who placed it", async () => {
      const x = await setUp(generation);
      await place(x);
      expect(areaDocs(x.h, x.board)).toHaveLength(1);
      await x.areaMiss.discardPlacedArea(x.thrower as never);
      expect(areaDocs(x.h, x.board)).toHaveLength(0);
    });

    if (generation >= 14) {
      it("the user moves the preview before confirming, or cancels and nothing is placed", async () => {
        const x = await setUp(generation);
        x.h.regions.placements.push({ x: 850, y: 550 });
        expect(await place(x)).toBe(1);
        expect((areaDocs(x.h, x.board)[0]!["shapes"] as Rec[])[0]).toMatchObject({ x: 850, y: 550 });
        expect(targetIds()).toEqual([x.tBystander.id]);
        // On a scene's level, the area is placed on the viewed level.
        const z = await setUp(generation);
        z.h.regions.setLevel("upper");
        await place(z);
        expect(areaDocs(z.h, z.board)[0]!["levels"]).toEqual(["upper"]);
        const y = await setUp(generation);
        y.h.regions.placements.push(null);
        expect(await place(y)).toBeNull();
        expect(areaDocs(y.h, y.board)).toHaveLength(0);
        expect(y.h.notices.at(-1)?.message).toBe(game.i18n.localize("FRAY.Board.Area.NotPlaced"));
      });
    }
  });
}

