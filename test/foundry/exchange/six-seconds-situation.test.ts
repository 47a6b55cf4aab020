/**
 * The six-seconds attack from the dialog's situational selectors to the applied outcome, Foundry-free: the form's
 * fields (the adapter's parseDialog → situation.ts), the sheet's rollItem, the card, the defender's step
 * and the GM's application, with the text's numbers (Colonel Mauve +3 against the Goblin Mook, Toughness 9/3).
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest } from "../../../module/dice/requests";
import { isCodedError } from "../../../module/engine/errors";
import type { AttackTarget, SheetRollContext } from "../../../module/rulesets/adapter";
import { sixSecondsAttackRequest, type SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { attackDialogData, rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { sixSecondsDefence } from "../../../module/rulesets/six-seconds/defence";
import { NO_SITUATION, parseSituationFields } from "../../../module/rulesets/six-seconds/situation";
import { armingSword, goblin as goblinMook, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid, type DoubleWorld } from "./double-world";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000002";

/** The Goblin Mook (Toughness 9/3) with Reflex +2 and Shield Use +2. */
function goblin(): ActorSystem {
  const s = goblinMook();
  s.sixSeconds.skills = [
    { name: "Reflex", ability: "dexterity", rank: 2 },
    { name: "Shield Use", ability: "dexterity", rank: 2 },
  ];
  return s;
}

function targetOf(system: ActorSystem, statuses: string[] = []): AttackTarget {
  return { name: "Goblin Mook", system, derived: prepareActorDerived(system), statuses };
}

/** Run the sheet's weapon button with these dialog fields (as the form gives them) against the Goblin. */
async function fromDialog(fields: Record<string, string>, statuses: string[] = [], attacker: ActorSystem = mauve()): Promise<SixSecondsAttackRequest> {
  const asked: Record<string, unknown>[] = [];
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: attacker,
    derived: prepareActorDerived(attacker),
    ask: async (data) => {
      asked.push(data);
      return sixSecondsOptions(fields);
    },
    firstTarget: () => targetOf(goblin(), statuses),
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => 1,
    targetBlast: async () => null,
  };
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  expect(asked[0]).toMatchObject({ attack: true, covers: ["none", "light", "medium", "heavy", "total"] });
  return build!() as SixSecondsAttackRequest;
}

/** Roll the request with these faces onto a card bound to the Goblin, in a world holding both fighters. */
async function rolled(req: SixSecondsAttackRequest, faces: number[], statuses: string[] = [], system: ActorSystem = goblin()): Promise<DoubleWorld> {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system, statuses } });
  const card = resolveRequest(req, faces);
  await world.cards.set(MSG, bindExchange(card, req, faces, MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  return world;
}

function codeOf(f: () => unknown): string | null {
  try {
    f();
  } catch (e) {
    return isCodedError(e) ? e.code : `uncoded: ${String(e)}`;
  }
  return null;
}

describe("six-seconds situational selectors: parsing the dialog", () => {
  it("empty fields are the plain situation; a bad choice or number is refused with a coded error", () => {
    expect(parseSituationFields({})).toEqual(NO_SITUATION);
    expect(parseSituationFields({ cover: "heavy", posture: "prone", flanked: "on", location: "head", moved: "60" })).toMatchObject({ cover: "heavy", posture: "prone", flanked: true, location: "head", moved: 60 });
    expect(codeOf(() => parseSituationFields({ cover: "wall" }))).toBe("dialog-choice");
    expect(codeOf(() => parseSituationFields({ moved: "-1" }))).toBe("dialog-number");
    expect(codeOf(() => parseSituationFields({ location: "tail" }))).toBe("dialog-choice");
  });

  it("the dialog offers the magic checkbox only to an actor with a Magic Skill", () => {
    expect(attackDialogData(false)).toMatchObject({ magicSkill: false, locations: ["none", "leg", "arm", "hand", "head", "critical", "torso", "wings"] });
    expect(attackDialogData(true)).toMatchObject({ magicSkill: true });
  });
});

describe("six-seconds situational selectors: the attack", () => {
  it("crouching behind light cover counts as medium (+2): Mauve's 2 + 3 = 5 misses Target 6; in the open the same die hits", async () => {
    const covered = await fromDialog({ cover: "light", posture: "crouching" });
    const card = resolveRequest(covered, [2, 5]);
    expect(card.target).toBe(6);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.miss");
    expect(card.modifiers).toContainEqual(expect.objectContaining({ value: "+2", reasonKey: "FRAY.Reason.cover.medium" }));
    expect(resolveRequest(await fromDialog({}), [2, 5]).outcome.key).toBe("FRAY.Attack.Result.wound");
  });

  it("crouching in the open: −1 Target against melee (Mauve's 1 + 3 = 4 hits Target 3)", async () => {
    const card = resolveRequest(await fromDialog({ posture: "crouching" }), [1, 5]);
    expect(card.target).toBe(3);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.wound");
  });

  it("concealment +1, hazy light conceals, darkness makes invisible (+4), high speed +1 per 30 squares", async () => {
    expect(resolveRequest(await fromDialog({ concealed: "on" }), [6, 1]).target).toBe(5);
    expect(resolveRequest(await fromDialog({ lighting: "hazy" }), [6, 1]).target).toBe(5);
    expect(resolveRequest(await fromDialog({ lighting: "dark" }), [6, 1]).target).toBe(8);
    expect(resolveRequest(await fromDialog({ lighting: "dark", lowlight: "on" }), [6, 1]).target).toBe(5);
    expect(resolveRequest(await fromDialog({ moved: "60" }), [6, 1]).target).toBe(6);
  });

  it("the text's charging mount at 18 m/s adds +3 to the arming sword's 1d8+3: a 5 deals 11, past the Goblin's Toughness 9", async () => {
    const req = await fromDialog({ speed: "18" });
    const card = resolveRequest(req, [3, 5]);
    expect(card.damage).toBe(11);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.dying");
    const world = await rolled(req, [3, 5]);
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.statuses).toContain("six-seconds.dying");
  });

  it("total cover cannot be targeted: the dialog's build is refused with a coded error", async () => {
    await expect(fromDialog({ cover: "total" })).rejects.toMatchObject({ code: "total-cover" });
  });

  it("a magical attack uses the Magic Skill; without one it is refused; a caster cannot aim a ranged spell", async () => {
    const caster = mauve();
    caster.sixSeconds.skills.push({ name: "Magic Skill", ability: "intelligence", rank: 4 });
    const card = resolveRequest(await fromDialog({ magic: "on" }, [], caster), [1, 5]);
    // Magic Skill 4 + Intelligence 0 = +4: a 1 reaches Target 4 (Weapon Skill's +3 would not).
    expect(card.total).toBe(5);
    await expect(fromDialog({ magic: "on" })).rejects.toMatchObject({ code: "no-attack-skill", data: { skill: "Magic Skill" } });
    const bow = { name: "Firebolt", block: { damageDie: "d6", rangeIncrement: 10 } };
    expect(codeOf(() => sixSecondsAttackRequest(caster, prepareActorDerived(caster), bow, targetOf(goblin()), { situation: { ...NO_SITUATION, magic: true }, aimed: true }))).toBe("magic-no-aim");
  });
});

describe("six-seconds: the defender's side from its statuses and the situation", () => {
  it("a Helpless (unconscious) Goblin is hit automatically in melee — a 1 still hits — and is offered no defence, with the reason's key", async () => {
    const req = await fromDialog({}, ["six-seconds.unconscious"]);
    const card = resolveRequest(req, [1, 5]);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.wound");
    expect(card.odds).toBe(1);
    const world = await rolled(req, [1, 5], ["six-seconds.unconscious"]);
    const offers = sixSecondsDefence.offers(world.card(MSG)!, world.actor(GOBLIN)!, { attacker: null, attackerUuid: MAUVE });
    expect(offers.map((o) => o.refusedKey)).toEqual(Array(3).fill("FRAY.Exchange.SixSeconds.Refused.none.unconscious"));
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: false, refusal: "Refused" });
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
  });

  it("Held: block and parry refused, the dodge at −1 — Reflex +2 rolls 5 = 6 < DC 7, so the wound lands (unheld it was defended)", async () => {
    const req = await fromDialog({}, ["six-seconds.held"]);
    const world = await rolled(req, [2, 5], ["six-seconds.held"]);
    const offers = sixSecondsDefence.offers(world.card(MSG)!, world.actor(GOBLIN)!, { attacker: null, attackerUuid: MAUVE });
    expect(offers.map((o) => [o.id, o.refusedKey ?? null])).toEqual([
      ["block", "FRAY.Exchange.SixSeconds.Refused.dodgeOnly.held"],
      ["dodge", null],
      ["parry", "FRAY.Exchange.SixSeconds.Refused.dodgeOnly.held"],
    ]);
    world.dice = [5];
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 8, summary: { data: { roll: 6, dc: 7 } } } });
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
  });

  it("flanked: −1 to the dodge (5 + 2 − 1 = 6 < 7); surprised: every defence refused, in the dialog too", async () => {
    const flanked = await rolled(await fromDialog({ flanked: "on" }), [2, 5]);
    flanked.dice = [5];
    expect(await defend(flanked, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 8 } });
    const surprised = await rolled(await fromDialog({ surprised: "on" }), [2, 5]);
    const offers = sixSecondsDefence.offers(surprised.card(MSG)!, surprised.actor(GOBLIN)!, { attacker: null, attackerUuid: MAUVE });
    expect(offers.every((o) => o.refusedKey === "FRAY.Exchange.SixSeconds.Refused.surprised")).toBe(true);
    await expect(fromDialog({ surprised: "on", defence: "dodge" })).rejects.toMatchObject({ code: "defence-refused" });
  });

  it("a Flat-Footed status refuses every defence with its key", async () => {
    const world = await rolled(await fromDialog({}, ["six-seconds.flat-footed"]), [2, 5], ["six-seconds.flat-footed"]);
    const offers = sixSecondsDefence.offers(world.card(MSG)!, world.actor(GOBLIN)!, { attacker: null, attackerUuid: MAUVE });
    expect(offers.every((o) => o.refusedKey === "FRAY.Exchange.SixSeconds.Refused.none.flat-footed")).toBe(true);
  });
});

describe("six-seconds: defending against an area", () => {
  it("no parry; a shield blocks it; a dodge takes 3 off (8 → 5, still a wound); heavy cover's Evasion negates it", async () => {
    const area = await fromDialog({ area: "sphere" });
    const world = await rolled(area, [2, 5]);
    const offers = sixSecondsDefence.offers(world.card(MSG)!, world.actor(GOBLIN)!, { attacker: null, attackerUuid: MAUVE });
    expect(offers.find((o) => o.id === "parry")).toMatchObject({ refusedKey: "FRAY.Exchange.SixSeconds.Refused.areaParry" });
    world.dice = [5];
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 5, summary: { key: "FRAY.Exchange.SixSeconds.AreaDodged", data: { roll: 7, dc: 7 } } } });
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);

    const blocked = await rolled(area, [2, 5]);
    blocked.dice = [5];
    expect(await defend(blocked, MSG, GOBLIN, "block", GM)).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Exchange.SixSeconds.AreaBlocked" } } });

    // The Goblin's own heavy cover status gives it Evasion (the area rolls against its square: Target 4).
    const evaded = await rolled(await fromDialog({ area: "sphere", cover: "heavy" }, ["six-seconds.cover-heavy"]), [4, 5], ["six-seconds.cover-heavy"]);
    evaded.dice = [5];
    expect(await defend(evaded, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Exchange.SixSeconds.AreaEvaded" } } });
    await applyOutcome(evaded, MSG, GOBLIN, GM);
    expect(evaded.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });
});

describe("six-seconds: called shots and nonlethal attacks, applied", () => {
  it("a head shot: Target 4 + 3 = 7 (Mauve's 4 + 3 reaches it); 3 + 3 = 6 meets the head's Toughness 9 − 3 = 6: a wound and dying; undo restores both", async () => {
    const req = await fromDialog({ location: "head" });
    expect(resolveRequest(req, [3, 3]).outcome.key).toBe("FRAY.Attack.Result.miss");
    const card = resolveRequest(req, [4, 3]);
    expect(card.target).toBe(7);
    expect(card.damage).toBe(6);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.dying");
    expect(card.modifiers).toContainEqual(expect.objectContaining({ value: "+3", reasonKey: "FRAY.Reason.called-shot.head" }));
    const world = await rolled(req, [4, 3]);
    const r = await applyOutcome(world, MSG, GOBLIN, GM);
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.SixSeconds.CalledShot", data: { toughness: 6, minimum: 0, effectsKey: "FRAY.Damage.SixSeconds.Location.head.toughness" } } }] });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
    expect(world.actors.get(GOBLIN)!.statuses).toContain("six-seconds.dying");
    await undoOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.statuses).toEqual([]);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });

  it("a hand shot at Minimum Toughness gives its effects without a wound (the table as printed)", async () => {
    // Hand: Target 4 + 2 = 6, Toughness 9 − 2 = 7 / Minimum 1. Die 3 + 3 = 6 hits; damage 1 + 3 = 4 reaches Minimum only.
    const req = await fromDialog({ location: "hand" });
    const world = await rolled(req, [3, 1]);
    const r = await applyOutcome(world, MSG, GOBLIN, GM);
    // No wound; the hand's Fortitude check (DC = the 4 damage) is kept for the Goblin's sheet, and the hand is counted
    // for its "-1 to attacks made with this hand".
    expect(r).toMatchObject({ ok: true, records: [{ summary: { data: { effectsKey: "FRAY.Damage.SixSeconds.Location.hand.minimum" } }, changes: [{ path: "system.sixSeconds.calledShot.drop", before: 0, after: 4 }, { path: "system.sixSeconds.hurt.sore", before: 0, after: 1 }] }] });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });

  it("nonlethal from the dialog: a would-be-fatal hit knocks out instead of dying; a nonlethal called shot is refused", async () => {
    const req = await fromDialog({ nonlethal: "on", speed: "18" });
    const card = resolveRequest(req, [3, 5]);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.knocked-out");
    const world = await rolled(req, [3, 5]);
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.statuses).not.toContain("six-seconds.dying");
    expect(world.actors.get(GOBLIN)!.statuses).toContain("six-seconds.unconscious");
    await expect(fromDialog({ nonlethal: "on", location: "head" })).rejects.toMatchObject({ code: "called-shot-nonlethal" });
  });
});
