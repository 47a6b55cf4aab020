/**
 * Audit Y3 (the horse team's target count), through the Foundry double's scene, tokens and targets: "2 Horse Team:
 * ... may attack one target at a time"; "4 Horse team: ... may attack upto 2 targets (see later)"; "A Heavy Chariot may
 * attack 2 targets at once, as long as they are both contacted by the front of the chariot figure (not diagonal)".
 * A heavy chariot with a 4-horse team faces east; two goblins stand before its front, one beside it. Its team's
 * attack (a natural weapon on the chariot actor, the registered adapter's rollItem with the user's targets and the
 * board's prefill for each) on both front goblins is one attack with a card bound to each; a third target, or a
 * target off its front, is refused; a light chariot's 2-horse team attacks one target at a time.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import { actionContext, tacticaOptions } from "../action-context";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
type Rec = Record<string, unknown>;
const hooves = { name: "Team", type: "weapon", system: { tactica: { attackMode: "melee", natural: true } } };

async function field(chariot: Rec) {
  (await import("../../../module/canvas/board-hooks")).registerBoardHooks();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Plain", [0, 0, 2000, 2000]);
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name: "Chariot", type: "npc", system: { tactica: { chariot: { nation: "any", crew: 1, driving: 4, ...chariot } } } } as never))!;
  const [team] = await actor.createEmbeddedDocuments("Item", [hooves] as never);
  await tokenFor(s, actor.id!, 2, 2, { name: "Chariot", disposition: 1, rotation: 90, actorLink: true });
  const goblins = [];
  // Two before its front (east), one beside it (south).
  for (const [i, [col, row]] of [[6, 2], [6, 4], [3, 8]].entries()) {
    const g = (await w.fray.FrayActor.create({ name: `Goblin ${i}`, type: "npc" } as never))!;
    goblins.push({ actor: g, token: await tokenFor(s, g.id!, col!, row!, { name: `Goblin ${i}`, disposition: -1 }) });
  }
  return { actor, team: team!, goblins };
}

function target(ids: string[]) {
  const layer = (theCanvas() as unknown as { tokens: { get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  for (const [i, id] of ids.entries()) layer.get(id).setTarget(true, { releaseOthers: i === 0 });
}

/** The sheet's attack button on the team's weapon, with the user's targets and the board's prefill for each. */
async function teamAttack(actor: Actor, team: Item) {
  const { adapterFor } = await import("../../../module/rulesets/registry");
  const { targetPrefill } = await import("../../../module/canvas/board-prefill");
  const FrayActor = w.fray.FrayActor as unknown as { targets(): never[]; firstTarget(): never };
  const ctx = actionContext<TacticaTypes>(actor.system.stats, {
    ask: async () => tacticaOptions({ count: "4", dice: "0", sl: "0", armour: "0", position: "InContact" }),
    firstTarget: () => FrayActor.firstTarget(),
    targets: () => FrayActor.targets(),
    targetPrefill: (uuid, weapon) => targetPrefill(actor as never, uuid, weapon ?? {}),
  });
  const used = { name: team.name, id: team.id, system: team.system.toObject(false) as never, state: {} };
  return (await adapterFor("tactica").sheet.rollItem!(ctx as never, used as never))!;
}

describe("tactica: the chariot's team attacks its printed number of targets", () => {
  it("a heavy chariot's 4-horse team on both goblins before its front: one attack, a card bound to each", async () => {
    w.start();
    const { actor, team, goblins } = await field({ kind: "heavy", team: "4" });
    target([goblins[0]!.token.id!, goblins[1]!.token.id!]);
    const build = await teamAttack(actor, team);
    expect(build.perTarget).toBeDefined();
    const { perTarget } = build.perTarget!();
    expect(perTarget.map((p) => p.target.uuid)).toEqual([goblins[0]!.actor.uuid, goblins[1]!.actor.uuid]);
  });

  it("a third target is refused; so is a second target beside the chariot, off its front", async () => {
    w.start();
    const { actor, team, goblins } = await field({ kind: "heavy", team: "4" });
    target(goblins.map((g) => g.token.id!));
    expect((await teamAttack(actor, team)).perTarget!.bind(null)).toThrow(/at most 2 target/);
    target([goblins[0]!.token.id!, goblins[2]!.token.id!]);
    expect((await teamAttack(actor, team)).perTarget!.bind(null)).toThrow(/Goblin 2 is off its front/);
  });

  it("a light chariot's 2-horse team attacks one target at a time: two targets are refused, one is a plain attack", async () => {
    w.start();
    const { actor, team, goblins } = await field({ kind: "light", team: "2" });
    target([goblins[0]!.token.id!, goblins[1]!.token.id!]);
    expect((await teamAttack(actor, team)).perTarget!.bind(null)).toThrow(/at most 1 target/);
    target([goblins[0]!.token.id!]);
    const one = await teamAttack(actor, team);
    expect(one.perTarget).toBeUndefined();
    expect(one()).toBeDefined();
  });
});
