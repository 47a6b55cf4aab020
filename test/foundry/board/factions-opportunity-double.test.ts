/**
 * factions opportunity attacks offered by the board, through the Foundry double's token movement: "Characters can
 * make an opportunity attack as a reaction against nearby enemies moving away." (factions.txt, Opportunity attacks).
 * "The target's movement is interrupted and the attack is resolved, after which their turn resumes if they are still
 * alive and conscious." A move in the mover's own turn that leaves its zone is held once (the token stays, nearby)
 * and names, in a chat card, the enemies standing in that zone (nearby, as every factions "nearby": the same zone);
 * allies and enemies elsewhere are not named. The move waits (every later move refused) until each named enemy has let
 * the mover go or made its attack on the mover and the attack is resolved (its card applied); then it goes, unless
 * the mover is down (canvas/opportunity-hold.ts).
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import type { SchedulerState } from "../../../module/engine/turns";
import type { FactionsTurnData } from "../../../module/engine/rulesets/factions/turn-policy";

let w: BoardWorld;
let glue: typeof import("../../../module/chat/exchange-query");
let hold: typeof import("../../../module/canvas/opportunity-hold");
beforeAll(async () => {
  w = await boardOnDouble();
  glue = await import("../../../module/chat/exchange-query");
  hold = await import("../../../module/canvas/opportunity-hold");
});

const sword = { name: "Sword", block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] };

const G = 100;
type AnyCombat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;

/** Balthasar (a player's side) with an ally and a bandit in the Hall, a second bandit in the Yard; Balthasar's turn. */
async function hall(h: DoubleHandle, banditDisposition = -1) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "Gate", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string, type: string) => (await w.fray.FrayActor.create({ name, type } as never)) as InstanceType<BoardWorld["fray"]["FrayActor"]>;
  const hero = await make("Balthasar", "character");
  const ally = await make("Sybilla", "character");
  const bandit = await make("Bandit", "npc");
  const far = await make("Gate bandit", "npc");
  const token = await tokenFor(s, hero.id!, 2, 2, { name: "Balthasar", disposition: 1 });
  await tokenFor(s, ally.id!, 4, 4, { name: "Sybilla", disposition: 1 });
  await tokenFor(s, bandit.id!, 3, 2, { name: "Bandit", disposition: banditDisposition });
  await tokenFor(s, far.id!, 25, 2, { name: "Gate bandit", disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [hero, ally, bandit, far].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never)) as AnyCombat;
  h.dice.queue.push(1);
  await combat.startCombat();
  const state = combat.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;
  const choose = combat.frayView.round(state, combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
  await combat.frayCommand(choose.command);
  const heroCombatant = combat.combatants.contents.find((c) => c.actorId === hero.id)!;
  await combat.frayCommand({ type: "activate", combatant: heroCombatant.id! });
  expect(combat.combatant?.tokenId).toBe(token.id);
  return { token, hero, bandit };
}

/** The interruption card's id (the latest card holding the move). */
const holdCardId = () => game.messages.contents.findLast((m) => (m.flags as { fray?: { opportunity?: unknown } }).fray?.opportunity)?.id ?? "";
const banditToken = () => canvas!.scene!.tokens.contents.find((t) => t.name === "Bandit")!;

const chat = () => game.messages.contents.map((m) => (m as unknown as { content: string }).content).join("\n");

describe("factions: the board offers the opportunity attack and interrupts the move", () => {
  it("a neutral token beside him is no enemy (\"against nearby enemies moving away\"): the move goes at once, no one named", async () => {
    const h = w.start();
    const { token } = await hall(h, 0);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat()).not.toMatch(/opportunity attack/);
  });

  it("an incapacitated, dead or grabbed bandit beside him cannot attack (\"Characters can make an opportunity attack as a reaction\"; \"Grabbed characters can't act\"): the move goes at once, no one named", async () => {
    for (const status of ["factions.incapacitated", "factions.dead", "factions.grabbed"]) {
      const h = w.start();
      const { token } = await hall(h);
      const bandit = canvas!.scene!.tokens.contents.find((t) => t.name === "Bandit")!;
      await bandit.actor!.toggleStatusEffect(status, { active: true });
      expect(await token.move({ x: 1200, y: 200 })).toBe(true);
      await new Promise((r) => setTimeout(r, 0));
      expect(chat()).not.toMatch(/opportunity attack/);
    }
  });

  it("a bandit whose turn the tracker has spent (a reaction already taken, no extra reaction left) cannot attack (\"Characters can make an opportunity attack as a reaction\"): the move goes at once, no one named", async () => {
    const h = w.start();
    const { token, bandit } = await hall(h);
    const combat = game.combat as unknown as AnyCombat;
    const banditCombatant = combat.combatants.contents.find((c) => c.actorId === bandit.id)!;
    // The bandit reacted earlier this round (a dodge): its turn for the round is taken.
    expect(await combat.frayCommand({ type: "react", combatant: banditCombatant.id!, name: "defence" })).toBe(true);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat()).not.toMatch(/opportunity attack/);
  });

  it("the hold card's *Attack* (the bandit's owner) targets Balthasar, and the bandit's attack dialog on him starts with *Opportunity attack* ticked (\"Characters can make an opportunity attack as a reaction against nearby enemies moving away\"); on someone else it does not", async () => {
    const h = w.start();
    const { token, bandit } = await hall(h);
    // A linked token: the sheet finds its token on the scene (Actor#getActiveTokens(true)).
    await (banditToken() as unknown as { update(d: object): Promise<unknown> }).update({ actorLink: true });
    const { boardDialogPrefill } = await import("../../../module/canvas/board-prefill");
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(boardDialogPrefill(bandit as never, sword.block as never).data["opportunity"]).toBeUndefined();
    await hold.startAttack(holdCardId(), banditToken().id!);
    expect([...game.user.targets].map((t) => t.id)).toEqual([token.id]);
    expect(boardDialogPrefill(bandit as never, sword.block as never).data["opportunity"]).toBe(true);
    // Another target: not the held mover, no opportunity prefilled.
    const ally = canvas!.scene!.tokens.contents.find((t) => t.name === "Sybilla")!;
    (canvas as unknown as { tokens: { get(id: string): { setTarget(t: boolean, o?: object): void } } }).tokens.get(ally.id!).setTarget(true, { releaseOthers: true });
    expect(boardDialogPrefill(bandit as never, sword.block as never).data["opportunity"]).toBeUndefined();
  });

  it("Balthasar leaves the Hall: the move is held (the token stays, nearby) and the bandit beside him is named, not his ally nor the bandit at the gate; it waits until the bandit lets him go, then goes", async () => {
    const h = w.start();
    const { token } = await hall(h);
    // "The target's movement is interrupted and the attack is resolved, after which their turn resumes"
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect({ x: token.x, y: token.y }).toEqual({ x: 200, y: 200 });
    expect(chat()).toMatch(/Balthasar leaves the melee: Bandit may make an opportunity attack/);
    expect(chat()).not.toMatch(/Sybilla|Gate bandit/);
    expect(h.notices.at(-1)?.message).toMatch(/interrupted/i);
    // Moved again before the bandit has answered: still held.
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/waiting for the opportunity attacks: Bandit/i);
    expect({ x: token.x, y: token.y }).toEqual({ x: 200, y: 200 });
    // The bandit's owner (the GM) lets him go: the move goes on.
    expect(await hold.passOpportunity(holdCardId(), banditToken().id!)).toBe(true);
    expect(chat()).toMatch(/Bandit lets Balthasar go/);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 1200, y: 200 });
  });

  it("the bandit attacks instead: the move waits until his attack on Balthasar is resolved (its card applied), then goes", async () => {
    const h = w.start();
    const { token, hero, bandit } = await hall(h);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    const { bindExchange } = await import("../../../module/chat/exchange/bind");
    const { resolveRequest } = await import("../../../module/dice/requests");
    const { factionsAttackRequest } = await import("../../../module/rulesets/factions/attack");
    const req = factionsAttackRequest(bandit.system.stats, sword as never, hero.asAttackTarget() as never, { raw: { opportunity: "on" } });
    const exchange = bindExchange(resolveRequest(req, [5]), req, [5], bandit.uuid, [{ uuid: hero.uuid, name: "Balthasar" }], "Bandit");
    const card = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange } } } as never);
    // Rolled but not yet resolved: the mover still waits.
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    const ask = (data: Record<string, unknown>) => glue.handleExchangeRequest({ messageId: card!.id, choice: "", ...data }, h.gm as never);
    // "The choice must be made before rolling for damage": Balthasar declares no reaction, the damage is rolled.
    expect(await ask({ type: "defend", targetUuid: hero.uuid, choice: "none" })).toMatchObject({ ok: true });
    // A scratch of 1: Balthasar is still up ("if they are still alive and conscious").
    h.dice.queue.push(1);
    expect(await ask({ type: "rollAttack", targetUuid: bandit.uuid })).toMatchObject({ ok: true });
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(await ask({ type: "applyOutcome", targetUuid: hero.uuid })).toMatchObject({ ok: true });
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
  });

  it("only the bandit's owner or the GM lets him go: a player's pass for the bandit is refused, and a pass forged in chat by another is not counted", async () => {
    const h = w.start();
    const { token } = await hall(h);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    h.actAs(h.player);
    expect(await hold.passOpportunity(holdCardId(), banditToken().id!)).toBe(false);
    await ChatMessage.implementation.create({ content: "forged", flags: { fray: { opportunityPass: { card: holdCardId(), token: banditToken().id! } } } } as never);
    h.actAs(h.gm);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/waiting for the opportunity attacks: Bandit/i);
  });

  it("a hold card forged in chat (the same hold's key, naming no enemy) lifts nothing: the move still waits for the bandit", async () => {
    const h = w.start();
    const { token } = await hall(h);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    const real = game.messages.get(holdCardId())!.flags as { fray: { opportunity: { key: string; mover: string; moverActor: string; moverName: string } } };
    h.actAs(h.player);
    await ChatMessage.implementation.create({ content: "forged", flags: { fray: { opportunity: { ...real.fray.opportunity, attackers: [] } } } } as never);
    h.actAs(h.gm);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect({ x: token.x, y: token.y }).toEqual({ x: 200, y: 200 });
  });

  it("a mover the opportunity attack took down does not resume: its next move is refused", async () => {
    const h = w.start();
    const { token, hero } = await hall(h);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(await hold.passOpportunity(holdCardId(), banditToken().id!)).toBe(true);
    await hero.toggleStatusEffect("factions.incapacitated", { active: true });
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/incapacitated or dead characters cannot move/);
    expect({ x: token.x, y: token.y }).toEqual({ x: 200, y: 200 });
  });

  it("a move inside the Hall leaves nobody: no opportunity is offered, nothing is held", async () => {
    const h = w.start();
    const { token } = await hall(h);
    expect(await token.move({ x: 500, y: 500 })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(chat()).not.toMatch(/opportunity attack/);
  });
});
