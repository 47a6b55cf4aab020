/**
 * Audit S7, through the Foundry double's scene, tokens, combat and game socket: "Its possible that Command skills
 * might allow you to break down a Horde or Crowd into its component Mob parts". A player breaks their Horde from its
 * sheet in a running fight: on the GM's client the other three Mobs are made as actors, each with a token beside the
 * Horde's token inside its zone (the Yard next door stays empty), and each joins the fight as a late arrival, its
 * action dice rolled as the tracker rolls them. The Horde's own token and combatant carry on as Mob 1, renamed. The
 * GM's client refuses a copy request from a user who does not own the actor, one writing more than sheet data, and
 * copies its rule does not make of the actor as it stands ("a CROWD is 2 Mobs", a HORDE "is 2 Crowds"): a player who
 * owns a Horde cannot ask for sixteen copies of it, or break it twice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installSocket } from "../../double/socket";
import system from "../../../system.json";
import { breakGroupAction } from "../../../module/rulesets/tactica/group-break";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import type { SchedulerState } from "../../../module/engine/turns";
import { actionContext } from "../action-context";
import { installTemplates } from "../../double/templates";

let w: BoardWorld;
let runAction: typeof import("../../../module/dice/action").runAction;
let copies: typeof import("../../../module/combat/actor-copies");
beforeAll(async () => {
  w = await boardOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
  copies = await import("../../../module/combat/actor-copies");
  const [{ registerGmHandler }, { COMBAT_KIND }, { handleCombatRequest }] = await Promise.all([
    import("../../../module/gm/channel"),
    import("../../../module/combat/query-data"),
    import("../../../module/combat/query"),
  ]);
  registerGmHandler(COMBAT_KIND, handleCombatRequest);
  registerGmHandler(copies.ACTOR_COPIES_KIND, copies.handleActorCopies);
});

const G = 100;
type AnyCombat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;
type Doc = InstanceType<BoardWorld["fray"]["FrayActor"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<TacticaTurnData>;

/** The Hall (0–1000) and the Yard (1000–2000); the player's Horde at the Hall's east edge, an orc in the Yard. */
async function field(h: DoubleHandle) {
  installSocket(h, system);
  const { listenOnChannel } = await import("../../../module/gm/channel");
  for (const user of [h.player, h.gm]) {
    h.actAs(user);
    listenOnChannel();
  }
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  installTemplates();
  const horde = (await w.fray.FrayActor.create({ name: "Spearmen", type: "npc", ownership: { default: 0, [h.player.id!]: 3 }, system: { tactica: { group: "horde" } } } as never))! as unknown as Doc;
  const orc = (await w.fray.FrayActor.create({ name: "Orc", type: "npc" } as never))!;
  const hordeToken = await tokenFor(s, horde.id!, 9, 5, { name: "Spearmen", disposition: 1, actorLink: true });
  const orcToken = await tokenFor(s, orc.id!, 15, 5, { name: "Orc", disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: horde.id, tokenId: hordeToken.id, sceneId: s.id }, { actorId: orc.id, tokenId: orcToken.id, sceneId: s.id }] } as never)) as AnyCombat;
  h.dice.queue.push(4, 4, 4, 3, 3, 3);
  await combat.startCombat();
  return { s, horde, hordeToken, combat };
}

describe("tactica: a Horde broken into its Mobs in a running fight", () => {
  it("the three new Mobs stand beside the Horde's token in its zone and join the fight with their action dice rolled; the Horde's token is Mob 1", async () => {
    const h = w.start();
    const { s, horde, hordeToken, combat } = await field(h);
    expect(state(combat).phase).toBe("running");
    h.actAs(h.player);
    // The late arrivals' action dice (three each, the sheet's default).
    h.dice.queue.push(5, 5, 5, 2, 2, 2, 4, 4, 4);
    const req = await breakGroupAction.prepare(actionContext<TacticaTypes>(horde.system.stats, { name: horde.name, uuid: horde.uuid }));
    await runAction(horde as never, breakGroupAction, req!);
    h.actAs(h.gm);
    const mobs = game.actors.contents.filter((a) => a.name.startsWith("Spearmen (Mob ")).map((a) => a.name).sort();
    expect(mobs).toEqual(["Spearmen (Mob 1)", "Spearmen (Mob 2)", "Spearmen (Mob 3)", "Spearmen (Mob 4)"]);
    expect(hordeToken.name).toBe("Spearmen (Mob 1)");
    const parts = s.tokens.contents.filter((t) => t.id !== hordeToken.id && (t.name ?? "").startsWith("Spearmen (Mob "));
    expect(parts.map((t) => t.name).sort()).toEqual(["Spearmen (Mob 2)", "Spearmen (Mob 3)", "Spearmen (Mob 4)"]);
    const spots = new Set<string>([`${hordeToken.x},${hordeToken.y}`]);
    for (const t of parts) {
      // Beside it (one token away), inside the Hall, each on a spot of its own.
      expect(Math.max(Math.abs(t.x - hordeToken.x), Math.abs(t.y - hordeToken.y))).toBe(G);
      expect(t.x + G / 2).toBeLessThan(1000);
      expect(spots.has(`${t.x},${t.y}`)).toBe(false);
      spots.add(`${t.x},${t.y}`);
      expect(t.actorId).toBe(game.actors.contents.find((a) => a.name === t.name)!.id);
    }
    // Each joins the running fight as a late arrival, with its rolled dice.
    const joined = combat.combatants.contents.filter((c) => parts.some((t) => t.id === c.tokenId));
    expect(joined).toHaveLength(3);
    for (const c of joined) {
      const f = state(combat).data.fighters[c.id!];
      expect(f?.dice.length).toBeGreaterThan(0);
    }
    expect(state(combat).combatants).toHaveLength(5);
  });

  it("the GM's client refuses copies of an actor the asker does not own, and a copy writing more than its sheet data", async () => {
    const h = w.start();
    const { horde } = await field(h);
    const orc = game.actors.contents.find((a) => a.name === "Orc")!;
    const before = game.actors.contents.length;
    await expect(copies.handleActorCopies({ requestId: "r1", actorUuid: orc.uuid, copies: [{ name: "Orc 2", update: {} }] }, h.player as never)).rejects.toThrow();
    await expect(copies.handleActorCopies({ requestId: "r2", actorUuid: horde.uuid, copies: [{ name: "Mine", update: { "ownership.default": 3 } }] }, h.player as never)).rejects.toThrow(/may not write "ownership.default"/);
    await expect(copies.handleActorCopies({ requestId: "r3", actorUuid: horde.uuid, copies: [] }, h.player as never)).rejects.toThrow(/between 1 and/);
    expect(game.actors.contents.length).toBe(before);
    // More copies than the rule makes, or other names or writes, are refused; nothing is made.
    const mob = (i: number) => ({ name: `Spearmen (Mob ${i})`, update: { "system.tactica.group": "mob" } });
    const sixteen = Array.from({ length: 16 }, (_, i) => mob(i + 2));
    await expect(copies.handleActorCopies({ requestId: "r5", actorUuid: horde.uuid, copies: sixteen }, h.player as never)).rejects.toThrow(/not the 3 its ruleset's rule makes/);
    await expect(copies.handleActorCopies({ requestId: "r6", actorUuid: horde.uuid, copies: [mob(2), mob(3), { name: "Spearmen (Mob 4)", update: { "system.tactica.group": "horde" } }] }, h.player as never)).rejects.toThrow(/not the 3/);
    expect(game.actors.contents.length).toBe(before);
    // The rule's own request is carried out once, and the GM's client makes the Horde its first Mob itself.
    const one = { requestId: "r4", actorUuid: horde.uuid, copies: [mob(2), mob(3), mob(4)] };
    await copies.handleActorCopies(one, h.player as never);
    await copies.handleActorCopies(one, h.player as never);
    expect(game.actors.contents.length).toBe(before + 3);
    expect(horde.name).toBe("Spearmen (Mob 1)");
    expect(horde.system.stats.tactica.group).toBe("mob");
    // A new request for the same break finds a Mob, which breaks no further.
    await expect(copies.handleActorCopies({ ...one, requestId: "r7" }, h.player as never)).rejects.toThrow(/makes no copies of it as it stands/);
    expect(game.actors.contents.length).toBe(before + 3);
  });
});
