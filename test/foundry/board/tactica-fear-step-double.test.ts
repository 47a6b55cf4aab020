/**
 * Issue 25 (audit Q2), through the Foundry double's board and combat: "Everyone affected by the attack must either
 * pass a Spirit test, or lose Mental Ranks. This continues every time a creature has an action (discards a dice) until
 * they pass a Spirit test, after which they no longer need to make further rolls." Roland (SPIRIT 1) stands in the
 * Hall with a Dread troll; each time he acts in the tracker (frayCommand act, as its Pay button sends) the GM's client
 * rolls his sheet's *Fear test* (SPIRIT −1d) with no one pressing it: a failure costs a mental rank and the next action
 * tests again, a pass is recorded on the sheet (*Fear passed*) and his later actions roll nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import type { CardData } from "../../../module/dice/card";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

type Doc = Actor.Implementation & { system: { stats: { tactica: { fearPassed: string; mental: { lost: number } } } } };
const now = (a: Doc) => fromUuidSync(a.uuid) as unknown as Doc;
const cardsSince = (n: number) =>
  game.messages.contents
    .slice(n)
    .map((m) => m.getFlag("fray", "card") as CardData | undefined)
    .filter((c): c is CardData => c !== undefined);

/** Roland in the Hall (x 0–1000), the troll in the Hall or the Yard next to it; Roland has 6 action dice, the troll 3. */
async function field(h: DoubleHandle, trollAt: number, fearPower = "dread") {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const roland = (await w.fray.FrayActor.create({ name: "Roland", type: "character", system: { tactica: { mental: { rank: 4 }, spirit: 1, actionDice: 6 } } } as never)) as unknown as Doc;
  const troll = (await w.fray.FrayActor.create({ name: "Troll", type: "npc", system: { tactica: { fearPower, actionDice: 3 } } } as never))!;
  await tokenFor(s, roland.id!, 2, 2, { name: "Roland" });
  await tokenFor(s, troll.id!, trollAt, 5, { name: "Troll", disposition: -1 });
  const combat = await w.fray.FrayCombat.create({ active: true, combatants: [roland, troll].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never);
  h.dice.queue.push(4, 4, 4, 4, 4, 4, 3, 3, 3);
  await (combat as unknown as { startCombat(): Promise<unknown> }).startCombat();
  const id = (combat as unknown as { combatants: { contents: { id: string; actorId: string }[] } }).combatants.contents.find((c) => c.actorId === roland.id)!.id;
  const act = () => (combat as unknown as { frayCommand(c: unknown): Promise<boolean> }).frayCommand({ type: "act", combatant: id, action: { name: "action", cost: 1 } });
  return { roland, act };
}

describe("tactica: the tracker rolls the fear test due at each action", () => {
  it("a Dread troll in his zone: a failed test at his action costs a rank and tests again at the next; a pass is recorded and ends the tests", async () => {
    const h = w.start();
    const { roland, act } = await field(h, 5);
    // SPIRIT 1: 5 dice, −1d at Dread: four 1–4s fail.
    h.dice.queue.push(1, 2, 3, 4);
    let n = game.messages.contents.length;
    expect(await act()).toBe(true);
    expect(cardsSince(n).map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Fear.RankLost"]);
    expect(now(roland).system.stats.tactica.mental.lost).toBe(1);
    expect(now(roland).system.stats.tactica.fearPassed).toBe("none");
    h.dice.queue.push(5, 1, 1, 1);
    n = game.messages.contents.length;
    expect(await act()).toBe(true);
    const passed = cardsSince(n);
    expect(passed.map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Fear.Passed"]);
    expect(passed[0]!.dice).toHaveLength(4);
    expect(now(roland).system.stats.tactica.fearPassed).toBe("dread");
    // "after which they no longer need to make further rolls"
    n = game.messages.contents.length;
    expect(await act()).toBe(true);
    expect(cardsSince(n)).toEqual([]);
  });

  it('"Fear generally only affects the zone the cause is in": a Dread troll in the Yard next door calls for no test', async () => {
    const h = w.start();
    const { roland, act } = await field(h, 15);
    const n = game.messages.contents.length;
    expect(await act()).toBe(true);
    expect(cardsSince(n)).toEqual([]);
    expect(now(roland).system.stats.tactica.mental.lost).toBe(0);
  });

  it('"Fearsome: pass a Fear roll or lose one Mental Rank, or be stunned": the choice is the victim\'s, so the tracker says the test is due and rolls nothing', async () => {
    const h = w.start();
    const { roland, act } = await field(h, 5, "fearsome");
    const n = game.messages.contents.length;
    expect(await act()).toBe(true);
    expect(cardsSince(n)).toEqual([]);
    const lines = game.messages.contents.slice(n).map((m) => (m as unknown as { content: string }).content).join("\n");
    expect(lines).toMatch(/Roland acts within the fear of Troll.*Fear test/);
    expect(now(roland).system.stats.tactica.mental.lost).toBe(0);
  });
});
