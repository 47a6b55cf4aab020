import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import type { RulesetTypes, SheetRollContext } from "../../../module/rulesets/adapter";
import type { DialogParser } from "../../../module/rulesets/contract/dialog";
import { rollOptionsFrom } from "../../../module/rulesets/contract/dialog";
import { parseFactionsDialog } from "../../../module/rulesets/factions/attack-options";
import { parseSixSecondsDialog } from "../../../module/rulesets/six-seconds/dialog";
import { rollItem as factionsRollItem } from "../../../module/rulesets/factions/sheet";
import { rollItem as sixSecondsRollItem } from "../../../module/rulesets/six-seconds/sheet";

/** A sheet context whose dialog answers `fields` and which records what the board was asked. */
function recording<D extends object>(parse: DialogParser<D>, fields: Record<string, string>) {
  const stats = initialOf(ACTOR_SYSTEM);
  stats.sixSeconds.scale = 2;
  const calls: { areas: [string, number][]; blasts: { melee: boolean; range?: number }[]; asked: Record<string, unknown>[] } = { areas: [], blasts: [], asked: [] };
  const ctx: SheetRollContext<RulesetTypes & { dialog: D }> = {
    stats,
    derived: prepareActorDerived(stats),
    ask: async (data) => {
      calls.asked.push(data);
      return rollOptionsFrom(fields, parse);
    },
    firstTarget: () => null,
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async (form, scale) => {
      calls.areas.push([form, scale]);
      return 2;
    },
    targetBlast: async (opts) => {
      calls.blasts.push(opts);
      return 3;
    },
  };
  return { ctx, calls };
}

describe("areas from the attack's sheet button", () => {
  it("six-seconds offers the area forms and places the chosen one at the attacker's scale before the attack", async () => {
    const { ctx, calls } = recording(parseSixSecondsDialog, { area: "cone" });
    const build = await sixSecondsRollItem(ctx, { name: "Flame", system: { sixSeconds: {} } });
    expect(build).not.toBeNull();
    expect(calls.asked[0]?.["areas"]).toEqual(["none", "sphere", "line", "cone"]);
    expect(calls.areas).toEqual([["cone", 2]]);
  });

  it("six-seconds places nothing when no area is chosen", async () => {
    const { ctx, calls } = recording(parseSixSecondsDialog, { area: "none" });
    await sixSecondsRollItem(ctx, { name: "Sword", system: { sixSeconds: {} } });
    expect(calls.areas).toEqual([]);
  });

  it("factions targets a blast's zone: ranged on the target's zone with the weapon's range, melee on the attacker's", async () => {
    const ranged = recording(parseFactionsDialog, {});
    await factionsRollItem(ranged.ctx, { name: "Grenade", system: { factions: { attack: "ranged", range: 2, blast: true } } });
    expect(ranged.calls.blasts).toEqual([{ melee: false, range: 2 }]);
    const melee = recording(parseFactionsDialog, {});
    await factionsRollItem(melee.ctx, { name: "Flail", system: { factions: { attack: "melee", blast: true } } });
    expect(melee.calls.blasts).toEqual([{ melee: true }]);
    const plain = recording(parseFactionsDialog, {});
    await factionsRollItem(plain.ctx, { name: "Rifle", system: { factions: { attack: "ranged", range: 3, blast: false } } });
    expect(plain.calls.blasts).toEqual([]);
  });
});
