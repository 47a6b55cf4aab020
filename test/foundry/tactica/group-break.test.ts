/**
 * Issue 25 (re-audit S7), through the Foundry double: "Its possible that Command skills might allow you to break down
 * a Horde or Crowd into its component Mob parts". A CROWD "is 2 Mobs (8 men)", a HORDE "is 2 Crowds (16 men)": the
 * sheet's *Break into Mobs* turns the group actor into its first Mob and creates the others as actors of their own,
 * each a Mob (+1 Physical level, +1d, two attacks a round), its losses kept.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import { breakGroupAction } from "../../../module/rulesets/tactica/group-break";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
  // As fray.ts does: the copies are made on the GM's client (combat/actor-copies.ts).
  const [channel, copies] = await Promise.all([import("../../../module/gm/channel"), import("../../../module/combat/actor-copies")]);
  channel.registerGmHandler(copies.ACTOR_COPIES_KIND, copies.handleActorCopies);
});

const GROUP = uuid("horde");
type Doc = InstanceType<Fray["FrayActor"]>;

async function group(kind: string, lost = 0) {
  const s = blankSystem();
  s.tactica.group = kind as never;
  s.tactica.physical.rank = 3;
  s.tactica.physical.lost = lost;
  await doubleWorld({ [GROUP]: { name: "Spearmen", system: s, statuses: [] } }, {}, "tactica");
  installTemplates();
  return fromUuidSync(GROUP) as unknown as Doc;
}

async function breakUp(actor: Doc) {
  const req = await breakGroupAction.prepare(actionContext<TacticaTypes>(actor.system.stats, { name: actor.name, uuid: actor.uuid, askFields: async () => ({}) }));
  await runAction(actor as never, breakGroupAction, req!);
}

const mobs = () => game.actors.contents.filter((a) => (a as unknown as Doc).system.stats.tactica.group === "mob") as unknown as Doc[];

describe("tactica: breaking a Horde or Crowd into its Mobs", () => {
  it("a Horde becomes four Mobs: the actor is Mob 1, three Mob actors are created, each with a Mob's ranks and its losses", async () => {
    const horde = await group("horde", 1);
    expect(horde.system.derived.tactica.physical.total).toBe(5);
    await breakUp(horde);
    const parts = mobs();
    expect(parts.map((a) => a.name).sort()).toEqual(["Spearmen (Mob 1)", "Spearmen (Mob 2)", "Spearmen (Mob 3)", "Spearmen (Mob 4)"]);
    expect(parts.find((a) => a.uuid === GROUP)).toBeDefined();
    // "A MOB … gains +1 Physical level": rank 3 + 1, the Horde's lost rank kept on each part.
    for (const m of parts) {
      expect(m.system.derived.tactica.physical.total).toBe(4);
      expect(m.system.stats.tactica.physical.lost).toBe(1);
      expect(m.system.derived.tactica.group).toEqual({ extraDice: 1, attacks: 2 });
    }
  });

  it("a Crowd becomes two Mobs; a Mob or a single creature has no Mob parts and nothing is created", async () => {
    await breakUp(await group("crowd"));
    expect(mobs()).toHaveLength(2);
    const mob = await group("mob");
    await expect(breakUp(mob)).rejects.toThrow(/Horde or a Crowd/);
    expect(game.actors.contents).toHaveLength(1);
  });
});
