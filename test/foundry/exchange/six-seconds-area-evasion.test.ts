/**
 * Audits AR4, AR5: an area attack's Evasion is each caught target's own. "Heavy cover also allows the target to dodge
 * as if he had the Evasion technique", and "Non-damage-dealing effects cannot be dodged at all without Evasion": a
 * target's own heavy cover status decides its dodge on the card, not the attack dialog's one Cover field (which starts
 * from the first targeted token's status). From the dialog's fields through the sheet's rollItem, the card bound to
 * every target caught and each target's defend step, onto FrayActor documents on the Foundry double.
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
const FIRST = uuid("first");
const SECOND = uuid("second");
const MSG = "msg0000000000022";
const HEAVY = "Heavy cover also allows the target to dodge as if he had the Evasion technique.";
const NON_DAMAGE = "Non-damage-dealing effects cannot be dodged at all without Evasion.";

/** Ranged Skill 1 + Dexterity 1 = +2: the defence DC is 6. */
function thrower() {
  const s = blankSystem();
  s.sixSeconds.abilities.dexterity = 1;
  s.sixSeconds.skills = [{ name: "Ranged Skill", ability: "dexterity", rank: 1 }];
  return s;
}

/** Toughness 9/3, Reflex 3 + 0 = +3. */
function dodger() {
  const s = blankSystem();
  s.sixSeconds.abilities.endurance = 3;
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 3 }];
  return s;
}

const GRENADE = { damageDie: "d6", rangeIncrement: 10, reload: false, damageTypes: ["piercing"] };
const FLASH = { rangeIncrement: 10, reload: false, damageTypes: [], areaEffect: "stunned" };

async function world(first: string[], second: string[]): Promise<DoubleWorld> {
  return doubleWorld(
    {
      [THROWER]: { name: "Thrower", system: thrower(), statuses: [] },
      [FIRST]: { name: "First", system: dodger(), statuses: first },
      [SECOND]: { name: "Second", system: dodger(), statuses: second },
    },
    {},
    "six-seconds",
  );
}

/**
 * The thrower's area on both (the dialog's Cover posted as it starts: the first target's), rolled with `faces` and bound
 * to both targets caught.
 */
async function thrown(w: DoubleWorld, weapon: Record<string, unknown>, cover: string, faces: number[]): Promise<void> {
  const first = w.actor(FIRST)!;
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: thrower(),
    derived: w.actor(THROWER)!.derived,
    ask: async () => sixSecondsOptions({ area: "sphere", metres: "4", cover }),
    firstTarget: () => first,
    targets: () => [{ ...first, uuid: FIRST }],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => 2,
    targetBlast: async () => null,
  };
  const req = (await rollItem(ctx, { name: "Grenade", system: { sixSeconds: weapon } }))!() as SixSecondsAttackRequest;
  const card = resolveRequest(req, faces);
  await w.cards.set(MSG, bindExchange(card, req, faces, THROWER, [{ uuid: FIRST, name: "First" }, { uuid: SECOND, name: "Second" }])!);
}

/** One target's dodge with a 4 (4 + 3 = 7 ≥ DC 6). */
async function dodge(w: DoubleWorld, who: string) {
  w.dice = [4];
  return defend(w, MSG, who, "dodge", GM);
}

describe(`six-seconds areas: “${HEAVY}” for each target caught (audit AR4)`, () => {
  it("the first target in heavy cover evades the whole damage; the second, in the open, only takes 3 off", async () => {
    const w = await world(["six-seconds.cover-heavy"], []);
    // Attack die 3 + 2 = 5 ≥ 4 hits the square; damage die 6: 6 for everyone caught.
    await thrown(w, GRENADE, "heavy", [3, 6]);
    expect(await dodge(w, FIRST)).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Exchange.SixSeconds.AreaEvaded" } } });
    expect(await dodge(w, SECOND)).toMatchObject({ ok: true, defence: { damage: 3, summary: { key: "FRAY.Exchange.SixSeconds.AreaDodged" } } });
  });

  it("the second target in heavy cover evades though the first (and the dialog's Cover) is in the open", async () => {
    const w = await world([], ["six-seconds.cover-heavy"]);
    await thrown(w, GRENADE, "none", [3, 6]);
    expect(await dodge(w, FIRST)).toMatchObject({ ok: true, defence: { damage: 3, summary: { key: "FRAY.Exchange.SixSeconds.AreaDodged" } } });
    expect(await dodge(w, SECOND)).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Exchange.SixSeconds.AreaEvaded" } } });
    await applyOutcome(w, MSG, SECOND, GM);
    expect(w.actors.get(SECOND)!.system.sixSeconds.wounds).toBe(0);
  });

  it("a Helpless first target refuses no one else's defence", async () => {
    const w = await world(["six-seconds.helpless"], []);
    await thrown(w, GRENADE, "none", [3, 6]);
    expect(await dodge(w, FIRST)).toMatchObject({ ok: false, refusal: "Refused" });
    expect(await dodge(w, SECOND)).toMatchObject({ ok: true, defence: { damage: 3 } });
  });
});

describe(`six-seconds area effects: “${NON_DAMAGE}” (audit AR5)`, () => {
  it("with the first target in heavy cover, only it may dodge the effect; the second's dodge is refused", async () => {
    const w = await world(["six-seconds.cover-heavy"], []);
    await thrown(w, FLASH, "heavy", [3]);
    expect(await dodge(w, FIRST)).toMatchObject({ ok: true, defence: { summary: { key: "FRAY.Attack.AreaEffect.Evaded" } } });
    expect(await dodge(w, SECOND)).toMatchObject({ ok: false, refusal: "Refused", reason: "non-damage-dealing effects cannot be dodged at all without Evasion" });
  });

  it("the second target's own heavy cover lets it dodge the effect", async () => {
    const w = await world([], ["six-seconds.cover-heavy"]);
    await thrown(w, FLASH, "none", [3]);
    expect(await dodge(w, SECOND)).toMatchObject({ ok: true, defence: { summary: { key: "FRAY.Attack.AreaEffect.Evaded" } } });
    await applyOutcome(w, MSG, SECOND, GM);
    expect(w.actors.get(SECOND)!.statuses).not.toContain("six-seconds.stunned");
  });
});
