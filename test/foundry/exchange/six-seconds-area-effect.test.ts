/**
 * Issue 24, audit AR5: a non-damage area effect. A weapon item whose *Area effect* is a condition (stored through
 * the item model on the Foundry double), thrown as a sphere from the sheet's rollItem with the dialog's fields,
 * rolled against its square, bound to everyone the area caught; each target defends on the card ("Non-damage-dealing
 * effects cannot be dodged at all without Evasion"; a shield blocks) and the GM's Apply writes the condition on
 * FrayActor documents, undone like any application.
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { sixSecondsAreaMiss } from "../../../module/rulesets/six-seconds/board-area";
import { blankSystem, doubleWorld, GM, uuid } from "./double-world";

const THROWER = uuid("thrower");
const CAT = uuid("cat");
const GOBLIN = uuid("goblin");
const MSG = "msg00000000000ae";

/** Ranged Skill 1 + Dexterity 1 = +2, scale 0: the square's Target 4, the defence DC 4 + 2 = 6. */
function thrower() {
  const s = blankSystem();
  s.sixSeconds.abilities.dexterity = 1;
  s.sixSeconds.skills = [{ name: "Ranged Skill", ability: "dexterity", rank: 1 }];
  return s;
}

/** Reflex 2 + Dexterity 0: a dodge of +2. */
function cat() {
  const s = blankSystem();
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
  return s;
}

/** Shield Use 2 + Dexterity 1 and Reflex 3: a block of +3, a dodge of +3. */
function goblin() {
  const s = blankSystem();
  s.sixSeconds.abilities.dexterity = 1;
  s.sixSeconds.skills = [
    { name: "Shield Use", ability: "dexterity", rank: 2 },
    { name: "Reflex", ability: "dexterity", rank: 3 },
  ];
  return s;
}

/** A flash grenade: no damage die, its area stuns. */
const FLASH = { name: "Flash grenade", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { rangeIncrement: 10, reload: false, damageTypes: [], areaEffect: "stunned" } } };

async function world(catStatuses: string[] = []) {
  return doubleWorld(
    {
      [THROWER]: { name: "Thrower", system: thrower(), statuses: [], items: [FLASH] },
      [CAT]: { name: "Cat", system: cat(), statuses: catStatuses },
      [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: [] },
    },
    {},
    "six-seconds",
  );
}

type Doc = { items: { contents: { name: string; system: Record<string, Record<string, unknown> | null | undefined>; update(u: object): Promise<unknown> }[] } };
const grenade = () => (fromUuidSync(THROWER) as unknown as Doc).items.contents[0]!;

/** The sheet's roll button on the stored grenade, a sphere 4 m away, with the area's tokens targeted. */
async function throwIt(w: Awaited<ReturnType<typeof world>>, form: Record<string, string> = {}): Promise<SixSecondsAttackRequest> {
  const first = w.actor(CAT)!;
  const item = grenade();
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: thrower(),
    derived: w.actor(THROWER)!.derived,
    ask: async () => sixSecondsOptions({ area: "sphere", metres: "4", ...form }),
    firstTarget: () => first,
    targets: () => [{ ...first, uuid: CAT }],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => 2,
    targetBlast: async () => null,
  };
  const build = await rollItem(ctx, { name: item.name, system: item.system });
  return build!() as SixSecondsAttackRequest;
}

async function hitCard(w: Awaited<ReturnType<typeof world>>) {
  const req = await throwIt(w);
  // Attack die 3: 3 + 2 = 5 against the square's Target 4, a hit. No damage dice are rolled.
  const card = resolveRequest(req, [3]);
  expect(card.target).toBe(4);
  expect(card.outcome.success).toBe(true);
  await w.cards.set(MSG, bindExchange(card, req, [3], THROWER, [{ uuid: CAT, name: "Cat" }, { uuid: GOBLIN, name: "Goblin Mook" }])!);
}

describe("six-seconds non-damage area effects (audit AR5)", () => {
  it("“Step Four: Resolve effects”: everyone the area caught is Stunned by the card's Apply, no wound dealt, and the undo lifts it", async () => {
    const w = await world();
    await hitCard(w);
    expect((await applyOutcome(w, MSG, CAT, GM)).ok).toBe(true);
    expect((await applyOutcome(w, MSG, GOBLIN, GM)).ok).toBe(true);
    for (const u of [CAT, GOBLIN]) {
      expect(w.actors.get(u)!.statuses).toContain("six-seconds.stunned");
      expect(w.actors.get(u)!.system.sixSeconds.wounds).toBe(0);
    }
    await undoOutcome(w, MSG, CAT, GM);
    expect(w.actors.get(CAT)!.statuses).not.toContain("six-seconds.stunned");
  });

  it("“Non-damage-dealing effects cannot be dodged at all without Evasion”: the dodge is refused and the effect lands; a shield blocks it", async () => {
    const w = await world();
    await hitCard(w);
    w.dice = [6];
    const dodge = await defend(w, MSG, CAT, "dodge", GM);
    expect(dodge.ok).toBe(false);
    expect(dodge.ok ? "" : (dodge as { reason?: string }).reason).toMatch(/cannot be dodged at all without Evasion/);
    // "shields may be used to block area attacks without penalty": 6 + 3 = 9 against DC 6.
    w.dice = [6];
    expect((await defend(w, MSG, GOBLIN, "block", GM)).ok).toBe(true);
    await applyOutcome(w, MSG, CAT, GM);
    await applyOutcome(w, MSG, GOBLIN, GM);
    expect(w.actors.get(CAT)!.statuses).toContain("six-seconds.stunned");
    expect(w.actors.get(GOBLIN)!.statuses).not.toContain("six-seconds.stunned");
  });

  it("heavy cover gives Evasion: the cat behind it dodges the effect (6 + 2 = 8 against DC 6) and is not Stunned", async () => {
    const w = await world(["six-seconds.cover-heavy"]);
    await hitCard(w);
    w.dice = [6];
    expect((await defend(w, MSG, CAT, "dodge", GM)).ok).toBe(true);
    await applyOutcome(w, MSG, CAT, GM);
    expect(w.actors.get(CAT)!.statuses).not.toContain("six-seconds.stunned");
  });

  it("“If you miss, your attack still has to go somewhere”: a miss applies nothing here, and the board scatters it with its effect (damage 0 where it lands)", async () => {
    const w = await world();
    const req = await throwIt(w);
    // Attack die 1: 1 + 2 = 3 < 4.
    const card = resolveRequest(req, [1]);
    expect(card.damage).toBeNull();
    expect(card.outcome.key).toBe("FRAY.Attack.AreaEffect.Miss");
    const miss = sixSecondsAreaMiss({ request: req, faces: [1] }, { kind: "template", template: "Scene.aaaaaaaaaaaaaaaa.MeasuredTemplate.bbbbbbbbbbbbbbbb", rangeIncrements: 0 });
    expect(miss?.damage).toBe(0);
  });

  it("the effect is the area's: thrown at one target without an area it is refused, naming why; the item keeps only a listed condition", async () => {
    const w = await world();
    expect(grenade().system["sixSeconds"]).toMatchObject({ areaEffect: "stunned" });
    await expect(throwIt(w, { area: "none" })).rejects.toThrow(/sphere, a line or a cone/);
    // The item model's repair, as for any bad field: an unknown effect is none, and the grenade (no die) deals nothing.
    await grenade().update({ "system.sixSeconds.areaEffect": "burning" });
    expect(grenade().system["sixSeconds"]).toMatchObject({ areaEffect: "none" });
    await expect(throwIt(w)).rejects.toThrow(/no six-seconds damage die/);
  });
});
