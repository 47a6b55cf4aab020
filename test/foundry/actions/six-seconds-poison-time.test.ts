/**
 * Issue 24 (audit PO1, "timing of slow checks by hand"): "The check rate is how often the character has to make a
 * Fortitude check against the syndrome's DC." A disease checked once a day is rolled as the world's clock passes each
 * day (module/combat/world-time.ts with the six-seconds slot, poison-time.ts): Jack is a FrayActor on the Foundry
 * double holding the pack's Plague already working on him; the world's time moves on, the due checks are posted and
 * rolled as a sheet action on his document (Foundry Rolls from the double's queued faces) and written back.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double";
import { installTemplates } from "../../double/templates";

let fray: Fray;
let fresh: () => DoubleHandle;
// Loaded once the double is installed (the module reads the document classes).
let clock: typeof import("../../../module/combat/world-time");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  clock = await import("../../../module/combat/world-time");
});

type Doc = { uuid: string; system: { stats: { sixSeconds: { wounds: number; moralePenalties: number; mobilityPenalties: number } } }; items: { contents: { flags: Record<string, Record<string, unknown>> }[] }; createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown[]> };
const DAY = 86400;

async function jackWith(file: string): Promise<{ h: DoubleHandle; jack: Doc }> {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character", system: initialOf(ACTOR_SYSTEM) } as never)) as unknown as Doc;
  const entry = parse(readFileSync(`packs/_source/poisons/six-seconds/${file}.yml`, "utf8")) as { name: string; system: unknown };
  // As his first check left it (the sheet's Poison or disease check): afflicted, one failure.
  await jack.createEmbeddedDocuments("Item", [{ name: entry.name, type: "poison", system: entry.system, flags: { fray: { affliction: { doses: 1, successesInRow: 0, failuresInRow: 1, failures: 1, checks: 1, cured: false } } } }]);
  return { h, jack };
}

const affliction = (jack: Doc) => (fromUuidSync(jack.uuid) as unknown as Doc).items.contents[0]!.flags["fray"]!["affliction"];
const wounds = (jack: Doc) => (fromUuidSync(jack.uuid) as unknown as Doc).system.stats.sixSeconds.wounds;

describe("six-seconds: a slow poison's checks fall due with the world's time", () => {
  it("Plague (1/day, “1 cumulative wound”): two days passing roll two Fortitude checks; two failures write two wounds", async () => {
    const { h, jack } = await jackWith("plague");
    const before = game.messages.contents.length;
    // Endurance 0 against DC 6: a 1 and a 2 both fail.
    h.dice.queue.push(1, 2);
    await clock.worldTimePassed(3600, 2 * DAY + 3600);
    expect(wounds(jack)).toBe(2);
    expect(affliction(jack)).toMatchObject({ checks: 3, failures: 3, failuresInRow: 3, cured: false });
    expect(game.messages.contents.length - before).toBe(2);
  });

  it("three successes in a row cure it: the checks stop there and the affliction is cleared", async () => {
    const { h, jack } = await jackWith("plague");
    h.dice.queue.push(6, 6, 6, 1);
    await clock.worldTimePassed(0, 4 * DAY);
    expect(affliction(jack)).toBeNull();
    // The fourth die (a 1, a failure) counts for nothing: the checks stopped at the cure.
    expect(wounds(jack)).toBe(0);
  });

  it("an hour within the same day rolls nothing; a one-a-round venom is the tracker's, not the clock's", async () => {
    const { jack } = await jackWith("plague");
    await clock.worldTimePassed(3600, 7200);
    expect(game.messages.contents.length).toBe(0);
    expect(affliction(jack)).toMatchObject({ checks: 1 });
    const venom = await jackWith("spider-venom");
    await clock.worldTimePassed(0, DAY);
    expect(game.messages.contents.length).toBe(0);
    expect(affliction(venom.jack)).toMatchObject({ checks: 1 });
  });

  it("Zombie Virus (1/hour, “Random: 1 cumulative wound, morale penalty, or mobility penalty”): three failed hours, the d3 picks a wound, a morale penalty, a mobility penalty", async () => {
    const { h, jack } = await jackWith("zombie-virus");
    // Each hour: the d6 (1 fails DC 5) and the d3 of the random symptom.
    h.dice.queue.push(1, 1, 1, 2, 1, 3);
    await clock.worldTimePassed(0, 3 * 3600);
    const six = (fromUuidSync(jack.uuid) as unknown as Doc).system.stats.sixSeconds;
    expect([six.wounds, six.moralePenalties, six.mobilityPenalties]).toEqual([1, 1, 1]);
    expect(affliction(jack)).toMatchObject({ checks: 4, failuresInRow: 4 });
  });

  it("through core's updateWorldTime hook on the active GM's client: game.time.advance by a day rolls the day's check", async () => {
    const { h, jack } = await jackWith("plague");
    clock.registerWorldTime();
    h.dice.queue.push(1);
    await game.time.advance(DAY);
    await clock.worldTimeSettled();
    expect(wounds(jack)).toBe(1);
    expect(affliction(jack)).toMatchObject({ checks: 2 });
  });
});
