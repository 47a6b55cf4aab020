/**
 * Issue 25 (audit H1–H3, H6–H14), through the Foundry double: the sheet's *InClose* reads both creatures' Size,
 * legs, footing and BODY from their actors (nothing typed), writes the acting actor's side with the roll
 * (`runAction`: its card, its update, its weapons), and posts a card bound to the other creature whose Apply (through
 * the GM's exchange) writes what the move did to it: prone, knocked down, subdued, its side of the hold, the hold's
 * damage.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import { DICE } from "../../double/dice";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { SheetActionItem } from "../../../module/rulesets/adapter";
import { inCloseAction } from "../../../module/rulesets/tactica/inclose-actions";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actionContext } from "../action-context";
import { scene, theCanvas, tokenFor } from "../board/on-double";
import { blankSystem, doubleWorld, GM, player, uuid, type DoubleWorld } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  // Fray's documents are imported after the double is installed.
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
  // As fray.ts does: a step out of close combat writes the tokens' contact on the GM's client (canvas/close-combat.ts).
  const [channel, close] = await Promise.all([import("../../../module/gm/channel"), import("../../../module/canvas/close-combat")]);
  channel.registerGmHandler(close.CLOSE_COMBAT_KIND, close.handleLeaveCloseCombat);
});

const GORM = uuid("gorm");
const ORC = uuid("orc");
const TROLL = uuid("troll");

type Doc = InstanceType<Fray["FrayActor"]>;
const doc = (u: string) => fromUuidSync(u) as unknown as Doc;

async function arena(): Promise<DoubleWorld> {
  const gorm = blankSystem();
  gorm.tactica.body = 2;
  gorm.tactica.attack = 4;
  const orc = blankSystem();
  orc.tactica.body = 1;
  const troll = blankSystem();
  troll.tactica.size = 3;
  const world = await doubleWorld(
    {
      [GORM]: { name: "Gorm", system: gorm, statuses: [], items: [
        { name: "Great axe", type: "weapon", system: { equipped: true, tactica: { weightClass: "heavy" } } },
        { name: "Dagger", type: "weapon", system: { equipped: true, tactica: { weightClass: "light" } } },
      ] },
      [ORC]: { name: "Orc", system: orc, statuses: [] },
      [TROLL]: { name: "Troll", system: troll, statuses: [] },
    },
    {},
    "tactica",
  );
  installTemplates();
  return world;
}

/** Run the sheet's InClose as the actor's sheet would, the dialog answered with `answer`; returns the dialog asked. */
async function inClose(world: DoubleWorld, who: string, target: string, answer: Record<string, string>, targets: string[] = [target]) {
  const actor = doc(who);
  let asked: ActionDialog | null = null;
  const items: SheetActionItem[] = actor.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system.toObject(false) as never }));
  const ctx = actionContext<TacticaTypes>(actor.system.stats, {
    name: actor.name,
    uuid: actor.uuid,
    statuses: [...actor.statuses],
    items,
    askFields: async (d) => {
      asked = d;
      return answer;
    },
    firstTarget: () => world.actor(target),
    targets: () => targets.map((t) => ({ ...world.actor(t)!, uuid: t })),
  });
  const req = await inCloseAction.prepare(ctx);
  const before = new Set(game.messages.contents.map((m) => m.id));
  await runAction(actor as never, inCloseAction, req!);
  // The cards bound to the other creatures, as posted (their exchange flag).
  const bound = game.messages.contents.filter((m) => !before.has(m.id) && m.getFlag("fray", "exchange")).map((m) => m.id!);
  return { asked: asked as ActionDialog | null, bound };
}

const apply = (world: DoubleWorld, messageId: string, target: string) => applyOutcome(world, messageId, target, player("gorm-player", [GORM, ORC]));

describe("tactica InClose from the actors", () => {
  it('"All combatants InClose are considered to fall prone unless they are 3x the Size of all opponents … Heavy weapons will be dropped": Sizes from the actors, both sides written', async () => {
    const world = await arena();
    const { asked, bound } = await inClose(world, GORM, ORC, { move: "prone", with: "hands" }, [ORC, TROLL]);
    // Nothing about either creature is typed: the dialog asks the move and what a hold's attack is made with.
    expect(asked!.fields.map((f) => f.name)).toEqual(["move", "with"]);
    expect(world.actors.get(GORM)!.statuses).toContain("tactica.prone");
    // The Heavy great axe is dropped (no longer equipped); the Light dagger stays in hand.
    expect(doc(GORM).items.contents.map((i) => [i.name, (i.system as unknown as { equipped: boolean }).equipped])).toEqual([["Great axe", false], ["Dagger", true]]);
    // One card per opponent: the Orc (Size 1) falls prone, the Troll (Size 3 = 3× Gorm's 1) stays standing.
    expect(bound).toHaveLength(2);
    expect(await apply(world, bound[0]!, ORC)).toMatchObject({ ok: true });
    expect(await apply(world, bound[1]!, TROLL)).toMatchObject({ ok: true });
    expect(world.actors.get(ORC)!.statuses).toContain("tactica.prone");
    expect(world.actors.get(TROLL)!.statuses).not.toContain("tactica.prone");
  });

  it('"The types of weapons available for use in InClose combat are limited to Light and Medium, and Natural weapons. Heavy weapons will be dropped": the Orc\'s card unequips its Heavy weapons on Apply, and Undo takes them back', async () => {
    const world = await arena();
    await doc(ORC).createEmbeddedDocuments("Item", [
      { name: "Orc cleaver", type: "weapon", system: { equipped: true, tactica: { weightClass: "heavy" } } },
      { name: "Orc knife", type: "weapon", system: { equipped: true, tactica: { weightClass: "light" } } },
      { name: "Tusks", type: "weapon", system: { equipped: true, tactica: { weightClass: "heavy", natural: true } } },
    ] as never);
    const equipped = () => doc(ORC).items.contents.map((i) => [i.name, (i.system as unknown as { equipped: boolean }).equipped]);
    const { bound } = await inClose(world, GORM, ORC, { move: "prone", with: "hands" });
    const applied = await apply(world, bound[0]!, ORC);
    expect(applied).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Tactica.InClose.proneDropped", data: { weapons: "Orc cleaver" } } }] });
    expect(equipped()).toEqual([["Orc cleaver", false], ["Orc knife", true], ["Tusks", true]]);
    expect(await undoOutcome(world, bound[0]!, ORC, GM)).toMatchObject({ ok: true });
    expect(equipped()).toEqual([["Orc cleaver", true], ["Orc knife", true], ["Tusks", true]]);
  });

  it('"unless they are 3x the Size of all opponents": a Troll brought down by another opponent stays prone when Gorm (a third of its Size) joins, and Gorm, prone, does not rise by going InClose with the Orc', async () => {
    const world = await arena();
    // The Troll is already down (an earlier opponent, or a knock-down): being 3x Gorm's Size is not 3x all of them.
    await world.toggle(TROLL, "tactica.prone");
    const { bound } = await inClose(world, GORM, TROLL, { move: "prone", with: "hands" });
    expect(await apply(world, bound[0]!, TROLL)).toMatchObject({ ok: true });
    expect(world.actors.get(TROLL)!.statuses).toContain("tactica.prone");
    // Gorm at Size 3 is 3x the Orc, but it is down already: "To stand-up they must Withdraw from InClose".
    await world.update(GORM, { "system.tactica.size": 3 });
    await world.toggle(GORM, "tactica.prone");
    await inClose(world, GORM, ORC, { move: "prone", with: "hands" });
    expect(world.actors.get(GORM)!.statuses).toContain("tactica.prone");
  });

  it('"a horse might be rated +1 Size due to having 4 legs": a Size 1 four-legged creature against Size 1 still falls, at Size 2 with four legs it stands over Size 1', async () => {
    const world = await arena();
    await world.update(ORC, { "system.tactica.size": 2, "system.tactica.legs": 4 });
    const { bound } = await inClose(world, GORM, ORC, { move: "prone", with: "hands" });
    await apply(world, bound[0]!, ORC);
    expect(world.actors.get(ORC)!.statuses).not.toContain("tactica.prone");
    expect(world.actors.get(GORM)!.statuses).toContain("tactica.prone");
  });

  it('"A knock down … will be a BODY vs BODY roll plus any Size difference": BODY from the sheets (6 dice against 4), the Troll\'s Size 3 edge, and Prone written on Apply', async () => {
    const world = await arena();
    // Gorm BODY 2: 6 dice, four successes; less the Troll's Size edge of 2 is 2, against the Troll's BODY 0 (4 dice): 1.
    const queue = doubleQueue();
    queue.push(5, 5, 5, 5, 2, 2, 5, 2, 2, 2);
    const { bound } = await inClose(world, GORM, TROLL, { move: "knock-down", with: "hands" });
    expect(queue).toHaveLength(0);
    expect(bound).toHaveLength(1);
    await apply(world, bound[0]!, TROLL);
    expect(world.actors.get(TROLL)!.statuses).toContain("tactica.prone");
  });

  it('holds written on both: "Once a Hold is inflicted the opponent has only the following options: Break the Hold … if reduced to zero then it is broken"', async () => {
    const world = await arena();
    // "A Hold is inflicted by a successful attack with an Skill that will allow it": the attack's 4 dice, one hit.
    doubleQueue().push(5, 2, 2, 2);
    const started = await inClose(world, GORM, ORC, { move: "start-hold", with: "hands" });
    expect(world.actors.get(GORM)!.system.tactica.hold).toBe(1);
    expect(world.actors.get(GORM)!.statuses).toContain("tactica.holding");
    await apply(world, started.bound[0]!, ORC);
    expect(world.actors.get(ORC)!.system.tactica.hold).toBe(1);
    expect(world.actors.get(ORC)!.statuses).toContain("tactica.held");
    // The Orc breaks it from its own sheet: its BODY 1 (5 dice) against Gorm's BODY 2 (6 dice); 2 successes to 1.
    doubleQueue().push(5, 5, 2, 2, 2, 5, 2, 2, 2, 2, 2);
    const broke = await inClose(world, ORC, GORM, { move: "break", with: "hands" });
    expect(world.actors.get(ORC)!.system.tactica.hold).toBe(0);
    expect(world.actors.get(ORC)!.statuses).not.toContain("tactica.held");
    await apply(world, broke.bound[0]!, GORM);
    expect(world.actors.get(GORM)!.system.tactica.hold).toBe(0);
    expect(world.actors.get(GORM)!.statuses).not.toContain("tactica.holding");
  });

  it('"Inflict damage. A base hold does Light damage" and "If the attacker wins then the opponent is OoA": the hold\'s damage and the subdual written on the held', async () => {
    const world = await arena();
    doubleQueue().push(5, 2, 2, 2);
    const started = await inClose(world, GORM, ORC, { move: "start-hold", with: "hands" });
    await apply(world, started.bound[0]!, ORC);
    // Light hold, 3 successes of 4 dice: 2 damage, a State first (Stun).
    doubleQueue().push(5, 5, 5, 2);
    const hurt = await inClose(world, GORM, ORC, { move: "inflict", with: "hands" });
    await apply(world, hurt.bound[0]!, ORC);
    expect(world.actors.get(ORC)!.system.tactica.physical.state).toBe(true);
    // Subdual: 3 successes (2 damage) against the Orc's BODY 1 (5 dice), 1 success: Out of Action.
    doubleQueue().push(5, 5, 5, 2, 5, 2, 2, 2, 2);
    const subdued = await inClose(world, GORM, ORC, { move: "subdue", with: "hands" });
    await apply(world, subdued.bound[0]!, ORC);
    expect(world.actors.get(ORC)!.statuses).toContain("tactica.ooa");
  });

  it("a missed attack starts no hold: nothing is written on either side, no card is bound", async () => {
    const world = await arena();
    doubleQueue().push(2, 2, 3, 4);
    const missed = await inClose(world, GORM, ORC, { move: "start-hold", with: "hands" });
    expect(missed.bound).toEqual([]);
    expect(world.actors.get(GORM)!.system.tactica.hold).toBe(0);
    expect(world.actors.get(GORM)!.statuses).not.toContain("tactica.holding");
  });

  it("a forged InClose effect on a card is refused by the hit reader, naming the field", async () => {
    const { readTacticaHit } = await import("../../../module/rulesets/tactica/types");
    expect(() => readTacticaHit({ inclose: { hold: { level: 9, role: "held" } } })).toThrow(/inclose\.hold\.level/);
    expect(() => readTacticaHit({ inclose: { kia: true } })).toThrow(/inclose\.kia/);
  });
});

/** The double's queue of faces the next Foundry Rolls take. */
function doubleQueue(): number[] {
  DICE.queue.length = 0;
  return DICE.queue;
}

describe("tactica: standing up from InClose", () => {
  it('"To stand-up they must Withdraw from InClose": Withdraw clears the prone Gorm\'s Prone and ends the hold it had on the Orc, written on both', async () => {
    const world = await arena();
    doubleQueue().push(5, 2, 2, 2);
    const started = await inClose(world, GORM, ORC, { move: "start-hold", with: "hands" });
    await apply(world, started.bound[0]!, ORC);
    await world.toggle(GORM, "tactica.prone");
    const out = await inClose(world, GORM, ORC, { move: "withdraw", with: "hands" });
    expect(world.actors.get(GORM)!.statuses).not.toContain("tactica.prone");
    expect(world.actors.get(GORM)!.statuses).not.toContain("tactica.holding");
    expect(world.actors.get(GORM)!.system.tactica.hold).toBe(0);
    await apply(world, out.bound[0]!, ORC);
    expect(world.actors.get(ORC)!.statuses).not.toContain("tactica.held");
  });

  it('"To stand-up they must Withdraw from InClose" and "InClose ... By definition this means they are also InContact": Withdraw takes Gorm\'s token out of close combat on the board, its own pairs and the Orc\'s, and leaves both in their melee', async () => {
    const world = await arena();
    const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
    theCanvas().view(s as never);
    type Tok = { id: string | null; flags: { fray?: { contact?: { group?: string; close?: string[] } } }; setFlag(scope: string, key: string, value: unknown): Promise<unknown> };
    const gorm = (await tokenFor(s, GORM.slice("Actor.".length), 1, 1, { name: "Gorm", actorLink: true })) as unknown as Tok;
    const orc = (await tokenFor(s, ORC.slice("Actor.".length), 2, 1, { name: "Orc", actorLink: true })) as unknown as Tok;
    const troll = (await tokenFor(s, TROLL.slice("Actor.".length), 3, 1, { name: "Troll", actorLink: true })) as unknown as Tok;
    // Gorm InClose with the Orc (named on both sides); the Orc InClose with the Troll too; all in melee m1.
    await gorm.setFlag("fray", "contact", { group: "m1", close: [orc.id!] });
    await orc.setFlag("fray", "contact", { group: "m1", close: [gorm.id!, troll.id!] });
    await troll.setFlag("fray", "contact", { group: "m1", close: [orc.id!] });
    await world.toggle(GORM, "tactica.prone");
    await inClose(world, GORM, ORC, { move: "withdraw", with: "hands" });
    expect(gorm.flags.fray?.contact).toEqual({ group: "m1", close: [] });
    expect(orc.flags.fray?.contact).toEqual({ group: "m1", close: [troll.id] });
    expect(troll.flags.fray?.contact).toEqual({ group: "m1", close: [orc.id] });
  });

  it("the GM's client refuses a step out of close combat asked for an actor the asker does not own, naming why", async () => {
    await arena();
    const { handleLeaveCloseCombat } = await import("../../../module/canvas/close-combat");
    const stranger = { id: "stranger", isGM: false } as unknown as User.Implementation;
    await expect(handleLeaveCloseCombat({ actorUuid: GORM }, stranger)).rejects.toThrow(/NotOwner|owner/i);
    await expect(handleLeaveCloseCombat({ actorUuid: 7 }, stranger)).rejects.toThrow(/no actor named/);
  });

  it("the held may not withdraw: only break, reverse or yield", async () => {
    const world = await arena();
    await world.toggle(ORC, "tactica.held");
    await world.update(ORC, { "system.tactica.hold": 1 });
    await expect(inClose(world, ORC, GORM, { move: "withdraw", with: "hands" })).rejects.toThrow(/held/);
  });
});

describe("tactica InClose: every text its cards name is in the lang file", () => {
  it("each move, each result, each effect on the other creature", async () => {
    const { readFileSync } = await import("node:fs");
    const { INCLOSE_MOVES } = await import("../../../module/rulesets/tactica/inclose-actions");
    const flat = (o: Record<string, unknown>, at = ""): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === "object" && v ? flat(v as Record<string, unknown>, `${at}${k}.`) : [`${at}${k}`]));
    const keys = new Set(flat(JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>));
    const source = readFileSync("module/rulesets/tactica/inclose-actions.ts", "utf8");
    const results = [...source.matchAll(/out\("(\w+)"/g), ...source.matchAll(/Result\.\$\{prone \? "(\w+)" : "(\w+)"\}/g)].flatMap((m) => m.slice(1).filter(Boolean));
    const wanted = [
      ...INCLOSE_MOVES.map((m) => `FRAY.Action.Tactica.InClose.Move.${m}`),
      ...results.map((r) => `FRAY.Action.Tactica.InClose.Result.${r}`),
      ...["prone", "standing", "knockedDown", "subdued", "held", "holding", "free", "effort", "damage"].map((p) => `FRAY.Action.Tactica.InClose.OnTarget.${p}`),
      ...["prone", "standing", "knockedDown", "subdued", "held", "holding", "free", "effort", "none"].map((p) => `FRAY.Damage.Tactica.InClose.${p}`),
    ];
    expect(results).toContain("Withdrawn");
    expect(wanted.filter((k) => !keys.has(k))).toEqual([]);
  });
});
