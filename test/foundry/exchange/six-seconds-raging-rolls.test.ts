/**
 * Audit MO5: Raging — "He takes a -1 penalty to all Dexterity- and Intelligence-based skills" — reaches every roll
 * of such a skill, not only the Skills table's checks: the attack from the weapon's button (its skill, so both its roll
 * and the defence DC of 4 + that skill), the defence rolled on the card (a single attack's and an area's), the
 * collision dodge and the fall's ledge catch (Reflex). A Strength-based skill takes nothing. From the sheet's rollItem,
 * the card's defend step and the sheet actions, onto FrayActor documents on the Foundry double.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sixSecondsOptions, actionContext } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { defend } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { collisionAction } from "../../../module/rulesets/six-seconds/collision-actions";
import { fallAction } from "../../../module/rulesets/six-seconds/falling-actions";
import { blankSystem, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { armingSword } from "../six-seconds-examples";

const ARCHER = uuid("archer");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000021";
const RAGE = "He takes a -1 penalty to all Dexterity- and Intelligence-based skills";

/** Ranged Skill 2 + Dexterity 1 = +3; Weapon Skill 2 + Strength 1 = +3 (Strength-based: no rage penalty). */
function archer() {
  const s = blankSystem();
  s.sixSeconds.abilities.dexterity = 1;
  s.sixSeconds.abilities.strength = 1;
  s.sixSeconds.skills = [
    { name: "Ranged Skill", ability: "dexterity", rank: 2 },
    { name: "Weapon Skill", ability: "strength", rank: 2 },
  ];
  return s;
}

/** Toughness 9/3; Reflex 2 + Dexterity 0 = +2 (Dexterity-based). */
function goblin() {
  const s = blankSystem();
  s.sixSeconds.abilities.endurance = 3;
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
  return s;
}

const bow = { damageDie: "d6", rangeIncrement: 10, reload: false, damageTypes: ["piercing"] };

async function world(archerStatuses: string[], goblinStatuses: string[]): Promise<DoubleWorld> {
  return doubleWorld({ [ARCHER]: { name: "Archer", system: archer(), statuses: archerStatuses }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: goblinStatuses } }, {}, "six-seconds");
}

/** The weapon's button on the archer's sheet (its statuses as the sheet passes them), the dialog answered with `form`. */
async function attack(w: DoubleWorld, statuses: string[], weapon: Record<string, unknown>, form: Record<string, string> = {}): Promise<SixSecondsAttackRequest> {
  const first = w.actor(GOBLIN)!;
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: archer(),
    derived: w.actor(ARCHER)!.derived,
    statuses,
    ask: async () => sixSecondsOptions(form),
    firstTarget: () => first,
    targets: () => [{ ...first, uuid: GOBLIN }],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => 1,
    targetBlast: async () => null,
  };
  return (await rollItem(ctx, { name: "Bow", system: { sixSeconds: weapon } }))!() as SixSecondsAttackRequest;
}

/** The card of `req` rolled with `faces`, bound to the Goblin; the Goblin then dodges with a 4. */
async function dodgeWith4(w: DoubleWorld, req: SixSecondsAttackRequest, faces: number[]) {
  const card = resolveRequest(req, faces);
  await w.cards.set(MSG, bindExchange(card, req, faces, ARCHER, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  w.dice = [4];
  return defend(w, MSG, GOBLIN, "dodge", player("gob", [GOBLIN]));
}

describe(`six-seconds Raging: “${RAGE}” on attack and defence rolls (audit MO5)`, () => {
  it("a raging archer's Ranged Skill (Dexterity) attack: 3 + 3 = 6 becomes 5, and the defence DC 4 + 3 = 7 becomes 6; the card names the rage", async () => {
    const calm = await world([], []);
    const calmCard = resolveRequest(await attack(calm, [], bow), [3, 5]);
    expect(calmCard.total).toBe(6);
    expect(calmCard.details).toContainEqual({ label: "FRAY.Attack.DefenceDC", value: 7 });
    const raging = await world(["six-seconds.raging"], []);
    const card = resolveRequest(await attack(raging, ["six-seconds.raging"], bow), [3, 5]);
    expect(card.total).toBe(5);
    expect(card.details).toContainEqual({ label: "FRAY.Attack.DefenceDC", value: 6 });
    expect(card.modifiers).toContainEqual(expect.objectContaining({ value: "-1/-1", reasonKey: "FRAY.Reason.condition.raging" }));
  });

  it("a Strength-based Weapon Skill takes nothing from the rage", async () => {
    const raging = await world(["six-seconds.raging"], []);
    const req = await attack(raging, ["six-seconds.raging"], armingSword.block as Record<string, unknown>);
    expect(resolveRequest(req, [3, 5]).total).toBe(6);
  });

  it("a raging Goblin's dodge on the card (Reflex, Dexterity): 4 + 2 = 6 becomes 5", async () => {
    // Calm archer (DC 4 + 3 = 7): a calm Goblin's 4 + 2 = 6, a raging one's 5.
    const calm = await world([], []);
    expect(await dodgeWith4(calm, await attack(calm, [], bow), [3, 5])).toMatchObject({ ok: true, defence: { summary: { data: { roll: 6, dc: 7 } } } });
    const raging = await world([], ["six-seconds.raging"]);
    expect(await dodgeWith4(raging, await attack(raging, [], bow), [3, 5])).toMatchObject({ ok: true, defence: { summary: { data: { roll: 5, dc: 7 } } } });
  });

  it("against an area: the raging Goblin's dodge is 4 + 2 − 1 = 5", async () => {
    const raging = await world([], ["six-seconds.raging"]);
    const req = await attack(raging, [], bow, { area: "sphere", metres: "4" });
    expect(await dodgeWith4(raging, req, [3, 5])).toMatchObject({ ok: true, defence: { summary: { data: { roll: 5, dc: 7 } } } });
  });
});

describe(`six-seconds Raging: “${RAGE}” on the sheet's Reflex rolls (collision dodge, ledge)`, () => {
  let fray: Fray;
  let fresh: () => unknown;
  beforeAll(async () => {
    ({ fray, fresh } = await frayOnDouble());
  });

  async function jack(statuses: string[]) {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const a = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never))!;
    await a.update({ "system.sixSeconds.skills": [{ name: "Reflex", ability: "dexterity", rank: 2 }], "system.sixSeconds.abilities.dexterity": 1 } as never);
    for (const s of statuses) await a.toggleStatusEffect(s, { active: true });
    return a;
  }

  async function prepared<Q>(a: Awaited<ReturnType<typeof jack>>, action: { prepare: (ctx: never) => Promise<Q | null> }, fields: Record<string, string>): Promise<Q> {
    return (await action.prepare(actionContext<SixSecondsTypes>(a.system.stats, { name: a.name, derived: a.system.derived, statuses: [...a.statuses], askFields: async () => fields }) as never))!;
  }

  it("the collision dodge (Reflex 2 + 1 = 3) of a raging Jack is +2", async () => {
    const calm = await prepared(await jack([]), collisionAction, { speed: "5", otherScale: "0", crushed: "no", dodge: "yes" });
    expect(calm.dodgeBonus).toBe(3);
    const raging = await prepared(await jack(["six-seconds.raging"]), collisionAction, { speed: "5", otherScale: "0", crushed: "no", dodge: "yes" });
    expect(raging.dodgeBonus).toBe(2);
  });

  it("the ledge's Reflex check (DC 4): a 1 + 3 = 4 catches it, raging 1 + 2 = 3 does not", async () => {
    const fields = { metres: "3", surface: "hard", ledge: "yes", tuck: "0" };
    const calm = resolveAction(fallAction, await prepared(await jack([]), fallAction, fields), [1, 1]);
    expect(calm.card.outcome.key).toBe("FRAY.Action.SixSeconds.Fall.Caught");
    const raging = resolveAction(fallAction, await prepared(await jack(["six-seconds.raging"]), fallAction, fields), [1, 1]);
    expect(raging.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Fall.Ledge", value: "3 / DC 4: ✗" });
  });
});
