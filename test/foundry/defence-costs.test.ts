/**
 * A defence on an attack card pays its cost through the tracker (module/combat/charge.ts defenceCharge): a Reaction
 * in frozen-lands and factions, a full action die in tactica, nothing in six-seconds; refused with the engine's
 * reason once nothing is left to pay with.
 */
import { describe, expect, it } from "vitest";
import { defenceCharge } from "../../module/combat/charge";
import { runCommands } from "../../module/data/combat/flow";
import { trackerViewFor } from "../../module/rulesets/tracker-views";
import { Encounter, encounterEntrants } from "./tracker-scenarios";

const ALLY = "allyAAAAAAAAAAAA"; // frozen-lands Agility 2: one Reaction a round
const HERO = "heroAAAAAAAAAAAA";

async function started(ruleset: Parameters<typeof trackerViewFor>[0]) {
  const e = new Encounter(ruleset, encounterEntrants(ruleset), 5);
  await e.start();
  return e;
}

describe("defence costs from attack cards", () => {
  it("frozen-lands: a dodge or block spends a Reaction, and with none left it is refused", async () => {
    const e = await started("frozen-lands");
    const view = trackerViewFor("frozen-lands");
    const first = defenceCharge("frozen-lands", view, e.store.scheduler, [ALLY], "reaction");
    expect(first).toEqual({ command: { type: "react", combatant: ALLY, name: "defence" } });
    const after = runCommands("frozen-lands", e.store.scheduler, [(first as { command: never }).command]).scheduler;
    const second = defenceCharge("frozen-lands", view, after, [ALLY], "reaction");
    expect(second).toEqual({ refusal: expect.stringMatching(/no Reactions left/) });
  });

  it("tactica: Dodge, Block and Parry each pay a full action die", async () => {
    const e = await started("tactica");
    expect(defenceCharge("tactica", trackerViewFor("tactica"), e.store.scheduler, [HERO], "action-die")).toEqual({ command: { type: "respond", combatant: HERO, name: "defence" } });
  });

  it("six-seconds defences cost no seconds; an actor outside the fight owes nothing", async () => {
    const six = await started("six-seconds");
    expect(defenceCharge("six-seconds", trackerViewFor("six-seconds"), six.store.scheduler, [HERO], "reaction")).toBeNull();
    const fl = await started("frozen-lands");
    expect(defenceCharge("frozen-lands", trackerViewFor("frozen-lands"), fl.store.scheduler, ["strangerAAAAAAAA"], "reaction")).toBeNull();
  });
});
