/**
 * An area attack's one damage roll is judged against each caught target's own Toughness. The text: "Remember that you
 * only roll one damage die and compare it to all targets' toughness." The card's request carries the first targeted
 * token as its defender; each target's defence on the card (the defence slot's resolveAreaDefence) judges the damage
 * against that target's own Toughness and says so, and Apply writes it. From the dialog's fields through the sheet's
 * rollItem, the card bound to both targets caught and each one's defend step, onto FrayActor documents on the double.
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { blankSystem, doubleWorld, GM, uuid, type DoubleWorld } from "./double-world";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const THROWER = uuid("thrower");
const GOBLIN = uuid("goblin");
const OGRE = uuid("ogre");
const MSG = "msg0000000000031";
const TEXT = "Remember that you only roll one damage die and compare it to all targets' toughness.";

/** Ranged Skill 1 + Dexterity 1 = +2: the defence DC is 6. */
function thrower() {
  const s = blankSystem();
  s.sixSeconds.abilities.dexterity = 1;
  s.sixSeconds.skills = [{ name: "Ranged Skill", ability: "dexterity", rank: 1 }];
  return s;
}

/** Toughness 6 + Endurance, Reflex 3 + 0 = +3. */
function dodger(endurance: number) {
  const s = blankSystem();
  s.sixSeconds.abilities.endurance = endurance;
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 3 }];
  return s;
}

/** The grenade on both, the goblin (Toughness 8/2) targeted first, the ogre (12/6) caught too; damage die 8. */
async function thrown(): Promise<DoubleWorld> {
  const w = await doubleWorld(
    {
      [THROWER]: { name: "Thrower", system: thrower(), statuses: [] },
      [GOBLIN]: { name: "Goblin", system: dodger(2), statuses: [] },
      [OGRE]: { name: "Ogre", system: dodger(6), statuses: [] },
    },
    {},
    "six-seconds",
  );
  const first = w.actor(GOBLIN)!;
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: thrower(),
    derived: w.actor(THROWER)!.derived,
    ask: async () => sixSecondsOptions({ area: "sphere", metres: "4" }),
    firstTarget: () => first,
    targets: () => [{ ...first, uuid: GOBLIN }],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => 2,
    targetBlast: async () => null,
  };
  const req = (await rollItem(ctx, { name: "Grenade", system: { sixSeconds: { damageDie: "d8", rangeIncrement: 10, reload: false, damageTypes: ["piercing"] } } }))!() as SixSecondsAttackRequest;
  // Attack die 3 + 2 = 5 ≥ 4 hits the square; damage die 8: 8 for everyone caught.
  const card = resolveRequest(req, [3, 8]);
  // The card judges no one: it names neither the first target's Toughness nor its odds of each result.
  expect(card.outcome).toMatchObject({ key: "FRAY.Attack.AreaHit", data: { damage: 8 } });
  expect(card.details.map((d) => d.label)).not.toContain("FRAY.Attack.Toughness");
  expect(card.details.some((d) => d.label.startsWith("FRAY.Attack.Chance."))).toBe(false);
  await w.cards.set(MSG, bindExchange(card, req, [3, 8], THROWER, [{ uuid: GOBLIN, name: "Goblin" }, { uuid: OGRE, name: "Ogre" }])!);
  return w;
}

describe(`six-seconds areas: “${TEXT}”`, () => {
  it("both dodge (8 − 3 = 5): the goblin's 8/2 takes a wound, the ogre's own 12/6 takes nothing", async () => {
    const w = await thrown();
    w.dice = [4];
    expect(await defend(w, MSG, GOBLIN, "dodge", GM)).toMatchObject({
      ok: true,
      defence: { damage: 5, summary: { key: "FRAY.Exchange.SixSeconds.AreaDodged", data: { damage: 5, toughness: 8, minimum: 2, resultKey: "FRAY.Damage.SixSeconds.Short.wound" } } },
    });
    w.dice = [4];
    expect(await defend(w, MSG, OGRE, "dodge", GM)).toMatchObject({
      ok: true,
      defence: { damage: 5, summary: { key: "FRAY.Exchange.SixSeconds.AreaDodged", data: { damage: 5, toughness: 12, minimum: 6, resultKey: "FRAY.Damage.SixSeconds.Short.no-effect" } } },
    });
    await applyOutcome(w, MSG, GOBLIN, GM);
    await applyOutcome(w, MSG, OGRE, GM);
    expect(w.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
    expect(w.actors.get(OGRE)!.system.sixSeconds.wounds).toBe(0);
  });

  it("both fail the dodge (8): the goblin's own 8/2 is met (dying), the ogre's own 12/6 only wounded", async () => {
    const w = await thrown();
    w.dice = [1];
    expect(await defend(w, MSG, GOBLIN, "dodge", GM)).toMatchObject({
      ok: true,
      defence: { damage: 8, summary: { key: "FRAY.Exchange.SixSeconds.AreaHit", data: { damage: 8, toughness: 8, resultKey: "FRAY.Damage.SixSeconds.Short.dying" } } },
    });
    w.dice = [1];
    expect(await defend(w, MSG, OGRE, "dodge", GM)).toMatchObject({
      ok: true,
      defence: { damage: 8, summary: { key: "FRAY.Exchange.SixSeconds.AreaHit", data: { damage: 8, toughness: 12, resultKey: "FRAY.Damage.SixSeconds.Short.wound" } } },
    });
    await applyOutcome(w, MSG, OGRE, GM);
    expect(w.actors.get(OGRE)!.system.sixSeconds.wounds).toBe(1);
    expect(w.actors.get(OGRE)!.statuses).not.toContain("six-seconds.dying");
  });
});
