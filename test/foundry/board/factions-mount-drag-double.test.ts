/**
 * factions: a drag of the mount in its group's turn is booked, through the Foundry double's token movement, even
 * when the group was activated from the rider (the tracker's active combatant is then the rider):
 * - "If the mount or vehicle moves at full speed, riders and passengers can't take any action nor react."
 *   (factions.txt, Mounts and vehicles)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import type { SchedulerState } from "../../../module/engine/turns";
import type { FactionsTurnData } from "../../../module/engine/rulesets/factions/turn-policy";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

type AnyCombat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;

/** Balthasar riding his horse in the Hall, a bandit far off on the Moor; the group's turn, activated from the rider. */
async function ride(h: DoubleHandle, extraReactions = 0) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  for (const [i, name] of ["Hall", "Yard", "Gate", "Moor"].entries()) await zoneRegion(s, name, [i * 1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const horse = (await w.fray.FrayActor.create({ name: "Horse", type: "character" } as never))!;
  const hero = (await w.fray.FrayActor.create({ name: "Balthasar", type: "character", system: { factions: { mount: horse.uuid, extraReactions } } } as never))!;
  const bandit = (await w.fray.FrayActor.create({ name: "Bandit", type: "npc" } as never))!;
  const horseToken = await tokenFor(s, horse.id!, 2, 2, { name: "Horse", disposition: 1 });
  const heroToken = await tokenFor(s, hero.id!, 2, 3, { name: "Balthasar", disposition: 1 });
  await tokenFor(s, bandit.id!, 35, 2, { name: "Bandit", disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [hero, horse, bandit].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never)) as AnyCombat;
  h.dice.queue.push(1);
  await combat.startCombat();
  const state = () => combat.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;
  const choose = combat.frayView.round(state(), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
  await combat.frayCommand(choose.command);
  const id = (a: { id: string | null }) => combat.combatants.contents.find((c) => c.actorId === a.id)!.id!;
  await combat.frayCommand({ type: "activate", combatant: id(hero) });
  expect(combat.combatant?.tokenId).toBe(heroToken.id);
  expect(state().data.group).toContain(id(horse));
  return { combat, state, horseToken, rider: id(hero), mount: id(horse) };
}

describe("factions: dragging the mount in its group's turn", () => {
  it("the horse dragged 2 zones is booked as its full-speed move: the rider can then neither act nor react", async () => {
    const h = w.start();
    const r = await ride(h);
    expect(await r.horseToken.move({ x: 2200, y: 200 })).toBe(true);
    expect(r.state().data.characters[r.mount]!.turn.moved).toBe(2);
    expect(await r.combat.frayCommand({ type: "act", combatant: r.rider, kind: "main", name: "attack" })).toBe(false);
    expect(await r.combat.frayCommand({ type: "react", combatant: r.rider, name: "dodge" })).toBe(false);
  });

  it("the horse dragged 3 zones is refused (beyond its speed) and stays", async () => {
    const h = w.start();
    const r = await ride(h);
    expect(await r.horseToken.move({ x: 3200, y: 200 })).toBe(false);
    expect({ x: r.horseToken.x, y: r.horseToken.y }).toEqual({ x: 200, y: 200 });
  });

  it("a rider with Extra reactions cannot react either, for the rest of the round, once the horse moved at full speed", async () => {
    const h = w.start();
    const r = await ride(h, 2);
    expect(await r.horseToken.move({ x: 2200, y: 200 })).toBe(true);
    await r.combat.frayCommand({ type: "endTurn", combatant: r.rider });
    expect(await r.combat.frayCommand({ type: "react", combatant: r.rider, name: "dodge" })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/full speed/);
    expect(r.state().data.characters[r.rider]!.extraReactionsUsed ?? 0).toBe(0);
  });
});

describe("factions: the mount's full-speed move belongs to its round", () => {
  it("\"If the mount or vehicle moves at full speed, riders and passengers can't take any action nor react\": a horse that ran in round 1 and only dodges in round 2 leaves its rider free to react in round 2", async () => {
    const h = w.start();
    const r = await ride(h);
    expect(await r.horseToken.move({ x: 2200, y: 200 })).toBe(true);
    await r.combat.frayCommand({ type: "endTurn", combatant: r.rider });
    // Every faction passes in turn: the round ends and the next begins.
    for (let i = 0; i < r.state().data.factions.length; i++) {
      expect(await r.combat.frayCommand({ type: "pass", faction: r.state().data.current! })).toBe(true);
    }
    expect(r.state().round).toBe(2);
    const choose = r.combat.frayView.round(r.state(), r.combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst")!;
    await r.combat.frayCommand(choose.command);
    // The horse's round-2 turn is a reaction: it does not move at all this round.
    expect(await r.combat.frayCommand({ type: "react", combatant: r.mount, name: "dodge" })).toBe(true);
    expect(await r.combat.frayCommand({ type: "react", combatant: r.rider, name: "dodge" })).toBe(true);
  });
});
