/**
 * Issue 24 (audit SM9), through the Foundry double's board: "If you try to attack an invisible character, you must
 * first locate its square — there are a few ways to do this, (guessing, having it pointed out, etc.) but the most
 * common way is simply by hearing the target." The thief's *Hide* writes whom it is hidden from and its Stealth
 * total; the guard's sheet *Listen* finds on the scene everyone hidden from it, rolls its Perception from its own
 * sheet against each one's Stealth, and writes the hiders it located on the guard; the guard's attack dialog then
 * says the square is located (the +4 Target of Invisible stays), or a guess when it is not.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hideAction } from "../../../module/rulesets/six-seconds/hide-actions";
import { listenAction } from "../../../module/rulesets/six-seconds/listen-actions";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "../board/on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { armingSword } from "../six-seconds-examples";

let w: BoardWorld;
let runAction: typeof import("../../../module/dice/action").runAction;
let othersOnBoard: typeof import("../../../module/canvas/board-others").othersOnBoard;
let registerLastMove: () => void;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ registerLastMove } = await import("../../../module/canvas/last-move"));
  ({ runAction } = await import("../../../module/dice/action"));
  ({ othersOnBoard } = await import("../../../module/canvas/board-others"));
});

type Doc = InstanceType<BoardWorld["fray"]["FrayActor"]>;
const now = (a: Doc) => fromUuidSync(a.uuid) as unknown as Doc;
const perceptive = { sixSeconds: { skills: [{ name: "Perception", ability: "intelligence", rank: 0 }] } };

/** The thief (Stealth 3: a 3 makes the text's 6) and the guard on one viewed scene; the thief behind medium cover. */
async function yard(h: DoubleHandle) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  theCanvas().view(s as never);
  const tokens: Record<string, Awaited<ReturnType<typeof tokenFor>>> = {};
  const make = async (name: string, system: Record<string, unknown>, col: number) => {
    const a = (await w.fray.FrayActor.create({ name, type: "character", system } as never)) as unknown as Doc;
    tokens[name] = await tokenFor(s, a.id!, col, 2, { name });
    return a;
  };
  const thief = await make("Thief", { sixSeconds: { skills: [{ name: "Stealth", ability: "dexterity", rank: 3 }] } }, 1);
  const guard = await make("Guard", perceptive, 5);
  const cook = await make("Cook", { sixSeconds: { skills: [{ name: "Perception", ability: "intelligence", rank: 2 }] } }, 8);
  await thief.toggleStatusEffect("six-seconds.cover-medium", { active: true });
  void h;
  return { thief, guard, cook, tokens };
}

/** The thief hides from the targeted onlookers, its Stealth die first, then one Perception die per onlooker. */
async function hide(h: DoubleHandle, thief: Doc, onlookers: Doc[], faces: number[]) {
  const ctx = actionContext<SixSecondsTypes>(now(thief).system.stats, { name: "Thief", statuses: [...now(thief).statuses], askFields: async () => ({ what: "hide", concealed: "no" }), targets: () => onlookers.map((v) => ({ ...now(v).asAttackTarget(), uuid: v.uuid })) });
  const req = await hideAction.prepare(ctx);
  h.dice.queue.push(...faces);
  await runAction(now(thief), hideAction, req!);
}

/** The listener's sheet *Listen*, as the sheet builds its context (its UUID, the board's other actors). */
async function listen(h: DoubleHandle, who: Doc, die: number) {
  const ctx = actionContext<SixSecondsTypes>(now(who).system.stats, { name: now(who).name, uuid: who.uuid, othersOnBoard: () => othersOnBoard(now(who) as never) });
  const req = await listenAction.prepare(ctx);
  h.dice.queue.push(die);
  return runAction(now(who), listenAction, req!);
}

/** What the attacker's weapon dialog starts with against the thief. */
async function dialogFrom(attacker: Doc, thief: Doc): Promise<Record<string, unknown>> {
  let asked: Record<string, unknown> = {};
  const ctx = actionContext<SixSecondsTypes>(now(attacker).system.stats, { name: attacker.name, uuid: attacker.uuid, localize: (k) => k, firstTarget: () => ({ ...now(thief).asAttackTarget(), uuid: thief.uuid }), ask: async (data) => ((asked = data), null) });
  await sixSeconds.sheet.rollItem!(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return asked;
}

describe("six-seconds: locating a hider by hearing (SM9)", () => {
  it("the hide keeps the thief's Stealth total (6), not the visual DC its medium cover raised to 8", async () => {
    const h = w.start();
    const { thief, guard } = await yard(h);
    await hide(h, thief, [guard], [3, 5]);
    expect(now(thief).system.stats.sixSeconds.hiddenFrom).toBe(guard.uuid);
    expect(now(thief).system.stats.sixSeconds.hideStealth).toBe(6);
  });

  it("the guard, who rolled 5 and did not see the thief, hears a 6 and locates its square: written on the guard, and its attack dialog says so, Invisible still ticked", async () => {
    const h = w.start();
    const { thief, guard } = await yard(h);
    await hide(h, thief, [guard], [3, 5]);
    expect((await dialogFrom(guard, thief))["hiddenNote"]).toBe("FRAY.Action.SixSeconds.Hide.SquareGuessed");
    const out = await listen(h, guard, 6);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Listen.Located", data: { names: "Thief" } });
    expect(now(guard).system.stats.sixSeconds.located).toBe(thief.uuid);
    const dialog = await dialogFrom(guard, thief);
    expect(dialog["invisible"]).toBe(true);
    expect(dialog["hiddenNote"]).toBe("FRAY.Action.SixSeconds.Hide.SquareLocated");
  });

  it("a 5 does not reach the thief's 6: nothing is located, and the attack stays a guess", async () => {
    const h = w.start();
    const { thief, guard } = await yard(h);
    await hide(h, thief, [guard], [3, 5]);
    const out = await listen(h, guard, 5);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Listen.NotLocated" });
    expect(out.card.details).toEqual([]);
    expect(now(guard).system.stats.sixSeconds.located).toBe("");
    expect((await dialogFrom(guard, thief))["hiddenNote"]).toBe("FRAY.Action.SixSeconds.Hide.SquareGuessed");
  });

  it('"Invisibility is relative": the cook, who saw the thief, has no one to listen for: its roll hears nobody and names no one', async () => {
    const h = w.start();
    const { thief, guard, cook } = await yard(h);
    // The DC to see is 6 + 2 (medium cover): the guard's 5 does not see, the cook's 6 + Perception 2 does.
    await hide(h, thief, [guard, cook], [3, 5, 6]);
    expect(now(thief).system.stats.sixSeconds.hiddenFrom).toBe(guard.uuid);
    const out = await listen(h, cook, 6);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Listen.NotLocated" });
    expect(out.card.details).toEqual([]);
    expect(now(cook).system.stats.sixSeconds.located).toBe("");
    expect((await dialogFrom(cook, thief))["hiddenNote"]).toBeUndefined();
  });

  it("a located square goes stale when the thief moves itself: after its own board move the guard's attack is a guess again, until it listens again", async () => {
    const h = w.start();
    registerLastMove();
    const { thief, guard, tokens } = await yard(h);
    await hide(h, thief, [guard], [3, 5]);
    await listen(h, guard, 6);
    expect((await dialogFrom(guard, thief))["hiddenNote"]).toBe("FRAY.Action.SixSeconds.Hide.SquareLocated");
    expect(await tokens["Thief"]!.move({ x: 100, y: 300 })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(now(thief).system.stats.sixSeconds.hideMoves).toBe(1);
    expect((await dialogFrom(guard, thief))["hiddenNote"]).toBe("FRAY.Action.SixSeconds.Hide.SquareGuessed");
    await listen(h, guard, 6);
    expect((await dialogFrom(guard, thief))["hiddenNote"]).toBe("FRAY.Action.SixSeconds.Hide.SquareLocated");
  });
});
