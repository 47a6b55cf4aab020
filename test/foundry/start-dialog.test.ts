/**
 * Issue 27 (9): the GM's start-combat dialog. Its fields come from the world ruleset's tracker view; the form the GM
 * fills becomes the `start` command's arguments, which the ruleset's turn policy reads (tactica's surprise round,
 * factions' ambush and initiative). Each case plays the start on the engine through the tracker scenarios.
 */
import { describe, expect, it } from "vitest";
import { startArgsFromForm, startDialogContext } from "../../module/applications/combat/start-fields";
import { trackerViewFor } from "../../module/rulesets/tracker-views";
import { Encounter, encounterEntrants } from "./tracker-scenarios";
import type { RulesetId } from "../../module/schema/choices";

const format = (key: string, data?: Record<string, string>) => (data ? `${key}(${Object.values(data).join(",")})` : key);

function fieldsOf(ruleset: RulesetId, mark: (e: ReturnType<typeof encounterEntrants>[number], i: number) => void = () => {}) {
  const entrants = encounterEntrants(ruleset);
  entrants.forEach(mark);
  const names = Object.fromEntries(entrants.map((e) => [e.id, e.name]));
  return { entrants, names, fields: trackerViewFor(ruleset).startFields?.(entrants) ?? [] };
}

async function startWith(ruleset: RulesetId, entrants: ReturnType<typeof encounterEntrants>, args: Record<string, unknown>) {
  const e = new Encounter(ruleset, entrants, 3);
  await e.start(args);
  return e.state;
}

describe("the start-combat dialog's fields, from the ruleset's tracker view", () => {
  it("six-seconds and frozen-lands start with nothing to ask: no dialog", () => {
    expect(fieldsOf("six-seconds").fields).toEqual([]);
    expect(fieldsOf("frozen-lands").fields).toEqual([]);
  });

  it("tactica: who is surprised (prefilled from the Surprised status) and extra dice for severe surprise reach the surprise round", async () => {
    const { entrants, names, fields } = fieldsOf("tactica", (e, i) => {
      if (i === 0) e["surprised"] = 1;
    });
    const ctx = startDialogContext(fields, entrants, names, format);
    const who = ctx.fields.find((f) => f.name === "surprised")!;
    expect(who.options.map((o) => [o.value, o.checked])).toEqual(entrants.map((e, i) => [e.id, i === 0]));
    const args = startArgsFromForm(fields, entrants, { [`surprised.${entrants[1]!.id}`]: "on", surpriseExtraDice: "1" });
    expect(args).toEqual({ surprised: [entrants[1]!.id], surpriseExtraDice: 1 });
    const state = await startWith("tactica", entrants, args);
    expect((state.data as { surprised: string[] }).surprised).toEqual([entrants[1]!.id]);
  });

  it("tactica: unticking everyone starts without surprise although a token is marked Surprised", async () => {
    const { entrants, fields } = fieldsOf("tactica", (e) => (e["surprised"] = 1));
    const args = startArgsFromForm(fields, entrants, { surpriseExtraDice: "0" });
    expect(args).toEqual({ surprised: [], surpriseExtraDice: 0 });
    const state = await startWith("tactica", entrants, args);
    expect((state.data as { surprised: string[] }).surprised).toEqual([]);
  });

  it("factions: the ambushers play the bonus round and the chosen faction holds the initiative", async () => {
    const { entrants, names, fields } = fieldsOf("factions");
    const ctx = startDialogContext(fields, entrants, names, format);
    const initiative = ctx.fields.find((f) => f.name === "initiative")!;
    const factions = [...new Set(entrants.map((e) => String(e["faction"])))];
    expect(initiative.options.map((o) => o.value)).toEqual(["", ...factions]);
    const last = factions[factions.length - 1]!;
    const ambusher = entrants.find((e) => e["faction"] === last)!.id;
    const args = startArgsFromForm(fields, entrants, { [`concealed.${ambusher}`]: "on", initiative: last });
    expect(args).toEqual({ concealed: [ambusher], initiative: last });
    const state = await startWith("factions", entrants, args);
    const d = state.data as { initiative: string; bonusRound?: string[] };
    expect(d.initiative).toBe(last);
    expect(d.bonusRound).toEqual([ambusher]);
  });

  it("factions: 'draw at random' leaves the initiative to the die even when an ambusher's faction would default to it", async () => {
    const { entrants, fields } = fieldsOf("factions", (e, i) => {
      if (i === 0) e["concealed"] = 1;
    });
    const defaults = trackerViewFor("factions").startArgs(entrants);
    expect(defaults["initiative"]).toBeDefined();
    const args = startArgsFromForm(fields, entrants, { initiative: "" });
    expect(Object.hasOwn(args, "initiative")).toBe(true);
    expect(args["initiative"]).toBeUndefined();
    expect(args["concealed"]).toEqual([]);
  });

  it("refuses a form naming a combatant not in the fight, or a number out of range, naming the field", () => {
    const { entrants, fields } = fieldsOf("tactica");
    expect(() => startArgsFromForm(fields, entrants, { "surprised.ghost": "on" })).toThrow(/surprised.*ghost/);
    expect(() => startArgsFromForm(fields, entrants, { surpriseExtraDice: "lots" })).toThrow(/surpriseExtraDice/);
    expect(() => startArgsFromForm(fields, entrants, { surpriseExtraDice: "-1" })).toThrow(/surpriseExtraDice/);
    const f = fieldsOf("factions");
    expect(() => startArgsFromForm(f.fields, f.entrants, { initiative: "pirates" })).toThrow(/initiative.*pirates/);
  });
});
