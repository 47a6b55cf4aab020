/**
 * Attacks Without Combos from the weapon dialog, Foundry-free: a single attack may be replaced by a complexity-1
 * component (a Trip). Colonel Mauve (+3) against the Goblin Mook (Toughness 9/3), the Use Combo example's fighters.
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { parseSingleAttack, singleAttackSubstitutes } from "../../../module/rulesets/six-seconds/single-attack";
import { armingSword, goblin, mauve } from "../six-seconds-examples";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const TECHNIQUES = [
  { name: "Trip", comboRating: 1, component: true },
  { name: "Whirlwind", comboRating: 2, component: true },
  { name: "Toughened", comboRating: 0, component: false },
];

async function fromDialog(fields: Record<string, string>): Promise<{ asked: Record<string, unknown>; req: SixSecondsAttackRequest }> {
  const asked: Record<string, unknown>[] = [];
  const s = mauve();
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: s,
    derived: prepareActorDerived(s),
    ask: async (data) => {
      asked.push(data);
      return sixSecondsOptions(fields);
    },
    firstTarget: () => ({ name: "Goblin Mook", system: goblin(), derived: prepareActorDerived(goblin()), statuses: [] }),
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => 1,
    targetBlast: async () => null,
    techniques: () => TECHNIQUES,
  };
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return { asked: asked[0]!, req: build!() as SixSecondsAttackRequest };
}

describe("six-seconds single attack replaced by a complexity-1 component", () => {
  it("offers only the components rated +1 (complexity read as the Combo Rating), never non-components", () => {
    expect(singleAttackSubstitutes(TECHNIQUES)).toEqual(["Trip"]);
    expect(singleAttackSubstitutes([])).toEqual([]);
  });

  it("the dialog offers Trip; a Trip that hits names its effect for the GM and deals no damage", async () => {
    const { asked, req } = await fromDialog({ singleAs: "Trip" });
    expect(asked["substitutes"]).toEqual(["Trip"]);
    expect(req.component).toBe("Trip");
    // Mauve's 2 + 3 = 5 hits the Goblin's Target 4: the same die that wounds with a plain Attack (d8 5 + 3 = 8).
    const card = resolveRequest(req, [2, 5]);
    expect(card.outcome).toEqual({ key: "FRAY.Attack.ComponentResult.hit", data: { target: "Goblin Mook", component: "Trip" }, success: true });
    expect(card.damage).toBeNull();
    const attack = resolveRequest((await fromDialog({})).req, [2, 5]);
    expect(attack.outcome.key).toBe("FRAY.Attack.Result.wound");
    expect(attack.damage).toBe(8);
  });

  it("a Trip that misses says so; an unknown component is refused with a coded error", async () => {
    // In the dark the Goblin is invisible (+4): Target 8, and Mauve's 2 + 3 = 5 misses.
    expect(resolveRequest((await fromDialog({ singleAs: "Trip", lighting: "dark" })).req, [2, 5]).outcome.key).toBe("FRAY.Attack.ComponentResult.miss");
    expect(() => parseSingleAttack({ singleAs: "Whirlwind" }, ["Trip"])).toThrow(expect.objectContaining({ code: "single-attack" }));
    await expect(fromDialog({ singleAs: "Whirlwind" }).then(() => null)).rejects.toMatchObject({ code: "single-attack" });
  });
});
