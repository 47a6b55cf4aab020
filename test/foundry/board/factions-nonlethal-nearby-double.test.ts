/**
 * factions non-lethal attacks read "nearby" from the board, through the Foundry double: the sheet's context is the
 * one the actor sheet builds (FrayActor's targets, board-prefill.ts targetPrefill on the viewed scene), and a target
 * in another zone is refused with the reason before anything is rolled; off the board the table decides.
 * - "Disarm. Target a nearby character." / "Shove. Target a nearby character." / "Grapple. Target a nearby
 *   character." (factions.txt, Non-lethal attacks)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { SheetActionContext } from "../../../module/rulesets/adapter";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

type Actor = InstanceType<BoardWorld["fray"]["FrayActor"]>;
type Layer = { get(id: string): { setTarget(t: boolean, o?: Record<string, unknown>): void } };

/** Theobald and a bandit in the Hall; another bandit in the Yard next door. */
async function hall() {
  w.start();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string) => (await w.fray.FrayActor.create({ name, type: "npc", system: { factions: { health: { value: 8, max: 8 }, str: 10 } } } as never)) as Actor;
  const hero = await make("Theobald");
  const bandit = await make("Bandit");
  const far = await make("Yard bandit");
  const linked = { actorLink: true };
  const tokens = { hero: await tokenFor(s, hero.id!, 1, 1, linked), bandit: await tokenFor(s, bandit.id!, 2, 1, linked), far: await tokenFor(s, far.id!, 12, 1, linked) };
  const layer = (theCanvas() as unknown as { tokens: Layer }).tokens;
  return { hero, bandit, far, tokens, layer };
}

/** The sheet's context for Theobald, as actor-sheet.ts builds it (the user's targets, the board's prefill). */
async function ctxOf(hero: Actor): Promise<SheetActionContext> {
  const { targetPrefill } = await import("../../../module/canvas/board-prefill");
  const FrayActor = w.fray.FrayActor as unknown as { firstTarget(): SheetActionContext["firstTarget"] extends () => infer T ? T : never; targets(): ReturnType<SheetActionContext["targets"]> };
  return {
    stats: hero.system.stats,
    derived: hero.system.derived,
    ask: async () => null,
    firstTarget: () => FrayActor.firstTarget(),
    targets: () => FrayActor.targets(),
    targetPrefill: (uuid, weapon) => targetPrefill(hero as never, uuid, weapon ?? {}),
    items: [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    name: hero.name,
    statuses: [],
    data: {},
    options: {},
    askFields: async () => ({ freeHand: "yes" }),
  } as SheetActionContext;
}

describe("factions non-lethal attacks: 'Target a nearby character' from the board", () => {
  it("a target in another zone is refused with the reason; one in the attacker's zone is attacked", async () => {
    const t = await hall();
    const { NON_LETHAL_ATTACKS } = await import("../../../module/rulesets/factions/nonlethal-actions");
    const ctx = await ctxOf(t.hero);
    t.layer.get(t.tokens.far.id!).setTarget(true, { releaseOthers: true });
    for (const effect of ["disarm", "shove", "grapple"] as const) {
      await expect(NON_LETHAL_ATTACKS[effect](ctx)).rejects.toThrow(`Yard bandit: ${effect} targets a nearby character`);
    }
    t.layer.get(t.tokens.bandit.id!).setTarget(true, { releaseOthers: true });
    await expect(NON_LETHAL_ATTACKS.grapple(ctx)).resolves.toMatchObject({ effect: "grapple", target: "Bandit" });
  });

  it("off the board (the target has no token on the viewed scene) the table decides: the attack goes on", async () => {
    const t = await hall();
    const { NON_LETHAL_ATTACKS } = await import("../../../module/rulesets/factions/nonlethal-actions");
    const ctx = await ctxOf(t.hero);
    t.layer.get(t.tokens.far.id!).setTarget(true, { releaseOthers: true });
    await t.tokens.hero.delete();
    await expect(NON_LETHAL_ATTACKS.shove(ctx)).resolves.toMatchObject({ effect: "shove", target: "Yard bandit" });
  });
});
