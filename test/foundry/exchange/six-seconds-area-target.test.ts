/**
 * Issue 24, audit AR1 and AR3 (e2e 5): an area attack rolls against its square, "a Target score the same as if it
 * were your scale", not the first targeted token's; and a miss scatters in squares "of your scale or the weapon's
 * scale, whichever is larger". From the dialog's fields (the adapter's parseDialog) through the sheet's rollItem, the card and
 * the GM's apply, onto FrayActor documents on the Foundry double.
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { sixSecondsAreaLanding, sixSecondsAreaMiss } from "../../../module/rulesets/six-seconds/board-area";
import { blankSystem, doubleWorld, GM, uuid } from "./double-world";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const THROWER = uuid("thrower");
const CAT = uuid("cat");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000005";

/** Ranged Skill 1 + Dexterity 1 = +2, scale 0. */
function thrower() {
  const s = blankSystem();
  s.sixSeconds.abilities.dexterity = 1;
  s.sixSeconds.skills = [{ name: "Ranged Skill", ability: "dexterity", rank: 1 }];
  return s;
}

/** A scale −1 cat: Target 5, Toughness 6 − 3 = 3. */
function cat() {
  const s = blankSystem();
  s.sixSeconds.scale = -1;
  return s;
}

function goblin() {
  const s = blankSystem();
  s.sixSeconds.abilities.endurance = 3;
  return s;
}

async function areaRequest(world: Awaited<ReturnType<typeof doubleWorld>>, weapon: Record<string, unknown>): Promise<SixSecondsAttackRequest> {
  const first = world.actor(CAT)!;
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: thrower(),
    derived: world.actor(THROWER)!.derived,
    ask: async () => sixSecondsOptions({ area: "sphere", metres: "4" }),
    firstTarget: () => first,
    targets: () => [{ ...first, uuid: CAT }],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => 2,
    targetBlast: async () => null,
  };
  const build = await rollItem(ctx, { name: "Grenade", system: { sixSeconds: weapon } });
  return build!() as SixSecondsAttackRequest;
}

describe("six-seconds area attacks roll against their square (audit AR1, AR3)", () => {
  it("“The target area has a Target score the same as if it were your scale”: a 2 + 2 = 4 hits the square, though the cat's own Target is 5", async () => {
    const world = await doubleWorld(
      {
        [THROWER]: { name: "Thrower", system: thrower(), statuses: [] },
        [CAT]: { name: "Cat", system: cat(), statuses: ["six-seconds.cover-medium"] },
        [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: [] },
      },
      {},
      "six-seconds",
    );
    const req = await areaRequest(world, { damageDie: "d6", rangeIncrement: 10, reload: false, damageTypes: ["piercing"] });
    // Attack die 2, damage die 2: one damage roll compared with every target's Toughness.
    const card = resolveRequest(req, [2, 2]);
    expect(card.target).toBe(4);
    expect(card.damage).toBe(2);
    await world.cards.set(MSG, bindExchange(card, req, [2, 2], THROWER, [{ uuid: CAT, name: "Cat" }, { uuid: GOBLIN, name: "Goblin Mook" }])!);
    // The board agrees: a hit does not scatter.
    expect(sixSecondsAreaMiss({ request: req, faces: [2, 2] }, { kind: "template", template: "Scene.aaaaaaaaaaaaaaaa.MeasuredTemplate.bbbbbbbbbbbbbbbb", rangeIncrements: 0 })).toBeNull();
    await applyOutcome(world, MSG, CAT, GM);
    await applyOutcome(world, MSG, GOBLIN, GM);
    // 2 > the cat's Minimum −3: a wound; 2 is not above the Goblin's Minimum 3: nothing.
    expect(world.actors.get(CAT)!.system.sixSeconds.wounds).toBe(1);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });

  it("“squares (of your scale or the weapon's scale, whichever is larger)”: a scale-2 weapon's miss scatters in 4 m squares", async () => {
    const world = await doubleWorld({ [THROWER]: { name: "Thrower", system: thrower(), statuses: [] }, [CAT]: { name: "Cat", system: cat(), statuses: [] } }, {}, "six-seconds");
    const req = await areaRequest(world, { damageDie: "d6", rangeIncrement: 10, reload: false, damageTypes: ["piercing"], scale: 2 });
    const area = { kind: "template" as const, template: "Scene.aaaaaaaaaaaaaaaa.MeasuredTemplate.bbbbbbbbbbbbbbbb", rangeIncrements: 0 };
    // Attack die 1: 3 < 4, a miss; scatter d8 = 1 (straight on), d6 = 3: three squares of 4 m.
    expect(sixSecondsAreaMiss({ request: req, faces: [1, 2] }, area)).not.toBeNull();
    const landing = sixSecondsAreaLanding({ request: req, faces: [1, 2] }, area, [1, 3]);
    expect(landing.squares).toBe(3);
    expect(Math.hypot(landing.dx, landing.dy)).toBeCloseTo(12);
  });
});
