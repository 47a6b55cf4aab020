/**
 * Audit P13 and F1, through the Foundry double: "Sever ... all rolls are at -2d"; "Puncture ... all rolls are at
 * -1d"; "Effort, +1 dice to the next roll you make, decided before the roll (4d would become 5d)". A punctured goblin
 * with a waiting effort die rolls its Dodge on the attack card, and its sheet's State removal, fear test, Panicked
 * SPIRIT roll, fatigue resistance and bleed roll, each with one die off for the wound and one on for the effort, named
 * on the card; the first roll spends the effort. So do the move's DEX roll (the effort), the sheet's Injury check,
 * the result card's immediate check and Out-of-Action BODY roll, and both sides of the special attempts (from the
 * card's Apply, with the hamstring's DEX check, and from the sheet).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import type { ActorSystem } from "../../../module/data/actor/schema";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { reviseOutcome } from "../../../module/chat/exchange/revise";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { resolveAction } from "../../../module/dice/action-resolve";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetAction, SheetActionItem } from "../../../module/rulesets/adapter";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { bleedAction } from "../../../module/rulesets/tactica/bleeder-action";
import { fatigueAction } from "../../../module/rulesets/tactica/fatigue-actions";
import { mentalConditionAction } from "../../../module/rulesets/tactica/mental-condition-actions";
import { fearTestAction, removeStateAction } from "../../../module/rulesets/tactica/state-actions";
import { injuryCheckAction, injuryCheckOf } from "../../../module/rulesets/tactica/injury-check-action";
import { specialAttemptAction } from "../../../module/rulesets/tactica/special-attempt-actions";
import { moveCheckAction } from "../../../module/rulesets/tactica/move-check-action";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, GM, player, uuid, type DoubleWorld } from "../exchange/double-world";

const GOBLIN = uuid("goblin");
const HERO = uuid("hero");
const puncture = { name: "Chest: Puncture", type: "injury", system: { ruleset: "tactica", location: "chest", effect: "Punctured lung: all rolls −1d", dicePenalty: -1 } };
const foot = { name: "legs: Foot", type: "injury", system: { ruleset: "tactica", location: "legs", effect: INJURY_EFFECT_TABLE.foot.text, dicePenalty: 0 } };
const bleeder = { name: "Chest: bleeder", type: "injury", system: { ruleset: "tactica", location: "chest", effect: INJURY_EFFECT_TABLE.bleeder.text, dicePenalty: 0 } };

/** The goblin: Stunned and Panicked for its sheet actions (`inState`), in neither for its Dodge. */
async function world(items: { name: string; type: string; system: Record<string, unknown> }[] = [puncture], inState = true): Promise<DoubleWorld> {
  const g = blankSystem();
  g.tactica.defences = { dodge: 5, block: 0, parry: 0 };
  g.tactica.physical.rank = 4;
  g.tactica.mental.rank = 4;
  g.tactica.effort = true;
  g.tactica.physical.state = inState;
  return doubleWorld({ [GOBLIN]: { name: "Goblin", system: g, statuses: inState ? ["tactica.stun", "tactica.panicked"] : [], items }, [HERO]: { name: "Hero", system: blankSystem(), statuses: [] } }, {}, "tactica");
}

/** The goblin's items as its sheet hands them to an action: ids, types and plain system data. */
function ownItems(): SheetActionItem[] {
  const goblin = fromUuidSync(GOBLIN) as Actor.Implementation;
  return goblin.items.contents.map((i) => ({ id: i.id!, name: i.name!, type: i.type, system: (i.system as unknown as { toObject(): Record<string, never> }).toObject() }));
}

const count = <Q>(a: SheetAction<Q>, req: Q) => a.dice(req).reduce((n, g) => n + g.count, 0);

/** The goblin's sheet action prepared from its actor now (its form answered; `target` its first target), rolled on 2s and written back. */
async function sheet<Q>(w: DoubleWorld, a: SheetAction<Q>, form: Record<string, string>, target: string | null = null) {
  const g = w.actor(GOBLIN)!;
  const req = (await a.prepare(actionContext(g.system, { name: "Goblin", derived: g.derived, statuses: g.statuses, askFields: async () => form, items: ownItems(), firstTarget: () => (target ? w.actor(target)! : null) }) as never))!;
  const n = count(a, req);
  const out = resolveAction(a, req, Array(n).fill(2));
  await w.update(GOBLIN, out.update);
  return { n, out, effort: w.actors.get(GOBLIN)!.system.tactica.effort };
}

describe("tactica: the injury dice and the effort die on every roll", () => {
  it('"all rolls are at -1d" and "+1 dice to the next roll you make": the punctured goblin\'s Dodge on the card rolls 5 - 1 + 1 dice, names both, and spends the effort', async () => {
    const w = await world([puncture], false);
    const h = blankSystem();
    const req = tacticaAttackRequest(h, w.actor(HERO)!.derived, { name: "Sword", block: { weightClass: "medium" } }, 4, w.actor(GOBLIN));
    await w.cards.set("msg", bindExchange(resolveRequest(req, [5, 2, 2, 2]), req, [5, 2, 2, 2], HERO, [{ uuid: GOBLIN, name: "Goblin" }], "Hero")!);
    w.dice = [2, 2, 2, 2, 2, 6];
    const r = await defend(w, "msg", GOBLIN, "dodge", player("g", [GOBLIN]));
    expect(r).toMatchObject({ ok: true, defence: { faces: [2, 2, 2, 2, 2], summary: { key: "FRAY.Exchange.TacticaDefenceFailedOwn", data: { injuries: -1, effort: 1 } } } });
    expect(w.actors.get(GOBLIN)!.system.tactica.effort).toBe(false);
  });

  it("the sheet's State removal, fear test, Panicked roll, fatigue resistance and bleed roll each take the wound's -1d and the waiting effort die", async () => {
    // BODY, SPIRIT, MIND 0: 4 dice; Dread's own -1d on the fear test.
    const cases: [SheetAction<never>, Record<string, string>, number][] = [
      [removeStateAction as never, { state: "stun", way: "roll", attempted: "attack" }, 4],
      [fearTestAction as never, { fear: "dread", choice: "rank" }, 3],
      [mentalConditionAction as never, { when: "later" }, 4],
      [fatigueAction as never, { track: "physical", ranks: "1", resist: "yes" }, 4],
    ];
    for (const [a, form, base] of cases) {
      const w = await world();
      const first = await sheet(w, a, form);
      expect(first.n).toBe(base - 1 + 1);
      expect(first.out.card.modifiers).toEqual(expect.arrayContaining([expect.objectContaining({ value: "-1", reasonKey: "FRAY.Reason.injuries" }), expect.objectContaining({ value: "+1", reasonKey: "FRAY.Reason.effort" })]));
      expect(first.effort).toBe(false);
      // The effort is spent: the next roll takes the wound's die only.
      if (a !== (fatigueAction as never)) continue;
      expect((await sheet(w, a, form)).n).toBe(base - 1);
    }
  });

  it("the bleed roll at the start of the round takes the wound's -1d and the effort die", async () => {
    const w = await world([puncture, bleeder]);
    const r = await sheet(w, bleedAction as never, {});
    expect(r.n).toBe(4 - 1 + 1);
    expect(r.effort).toBe(false);
  });

  it('"Effort, +1 dice to the next roll you make": the move\'s DEX roll of the punctured goblin with a Foot wound rolls 4 - 2 - 1 + 1 dice, names the effort and spends it', async () => {
    const w = await world([puncture, foot], false);
    const r = await sheet(w, moveCheckAction as never, {});
    // DEX 0: 4 dice; the Foot's "-2d" on movement rolls and the Puncture's "-1d" (both in the check), the effort's +1.
    expect(r.n).toBe(4 - 2 - 1 + 1);
    expect(r.out.card.modifiers).toEqual(expect.arrayContaining([expect.objectContaining({ value: "+1", reasonKey: "FRAY.Reason.effort" })]));
    expect(r.effort).toBe(false);
    expect((await sheet(w, moveCheckAction as never, {})).n).toBe(4 - 2 - 1);
  });

  it('"each further hit needs a BODY roll or KIA": the Out-of-Action goblin\'s BODY roll takes the Puncture\'s -1d and the effort die, names both and spends the effort', async () => {
    const w = await world([puncture], false);
    await w.toggle(GOBLIN, "tactica.ooa");
    const req = tacticaAttackRequest(blankSystem(), w.actor(HERO)!.derived, { name: "Sword", block: { weightClass: "medium" } }, 4, w.actor(GOBLIN));
    await w.cards.set("msg", bindExchange(resolveRequest(req, [5, 6, 2, 2]), req, [5, 6, 2, 2], HERO, [{ uuid: GOBLIN, name: "Goblin" }], "Hero")!);
    // BODY 0: 4 dice, -1 for the wound, +1 for the effort; a 5 among them and it lives.
    w.dice = [2, 2, 2, 5, 6, 6, 6, 2, 3];
    const r = await applyOutcome(w, "msg", GOBLIN, GM);
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Tactica.OoaSurvives", data: { successes: 1, dice: 4, injuries: -1, effort: 1 } } }] });
    expect(w.actors.get(GOBLIN)!.system.tactica.effort).toBe(false);
  });

  it("with Sever's -2d and no effort die, the Out-of-Action BODY roll is 4 - 2 dice", async () => {
    const sever = { name: "Arm: Sever", type: "injury", system: { ruleset: "tactica", location: "left-arm", effect: INJURY_EFFECT_TABLE.sever.text, dicePenalty: -2 } };
    const w = await world([sever], false);
    await w.update(GOBLIN, { "system.tactica.effort": false });
    await w.toggle(GOBLIN, "tactica.ooa");
    const req = tacticaAttackRequest(blankSystem(), w.actor(HERO)!.derived, { name: "Sword", block: { weightClass: "medium" } }, 4, w.actor(GOBLIN));
    await w.cards.set("msg", bindExchange(resolveRequest(req, [5, 6, 2, 2]), req, [5, 6, 2, 2], HERO, [{ uuid: GOBLIN, name: "Goblin" }], "Hero")!);
    w.dice = [2, 5, 6, 6, 6, 2, 3];
    const r = await applyOutcome(w, "msg", GOBLIN, GM);
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Tactica.OoaSurvives", data: { successes: 1, dice: 2, injuries: -2, effort: 0 } } }] });
  });

  it('the sheet\'s immediate injury checks ("an immediate Will roll", "an immediate DEX roll", "an immediate Body roll") take the wound\'s -1d and the effort die, name both and spend the effort', async () => {
    for (const effect of ["unconscious", "foot", "kill"] as const) {
      const w = await world([puncture], false);
      // Every level 0: 4 dice, less the effect's and its row's dice.
      const base = 4 - injuryCheckOf(effect).penalty;
      const first = await sheet(w, injuryCheckAction as never, { effect });
      expect(first.n).toBe(base - 1 + 1);
      expect(first.out.card.modifiers).toEqual(expect.arrayContaining([expect.objectContaining({ value: "-1", reasonKey: "FRAY.Reason.injuries" }), expect.objectContaining({ value: "+1", reasonKey: "FRAY.Reason.effort" })]));
      expect(first.effort).toBe(false);
      expect((await sheet(w, injuryCheckAction as never, { effect })).n).toBe(Math.max(0, base - 1));
    }
  });

  it('the result card\'s immediate check ("an immediate Will roll or fall unconscious OoA ... with -2d") takes the wound\'s -1d and the effort die, names both, spends the effort, and the Undo gives it back', async () => {
    const w = await world([puncture], false);
    await w.update(GOBLIN, { "system.tactica.physical.rank": 2 });
    // A Trauma: the injury dice read the head (a pair of its face, no triple) and a 2: Unconscious.
    const head = [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === "head")!;
    const others = [1, 2, 3, 4, 5, 6].filter((x) => x !== head);
    const req = tacticaAttackRequest(blankSystem(), w.actor(HERO)!.derived, { name: "Sword", block: { weightClass: "medium" } }, 4, w.actor(GOBLIN));
    await w.cards.set("msg", bindExchange(resolveRequest(req, [5, 6, 5, 2]), req, [5, 6, 5, 2], HERO, [{ uuid: GOBLIN, name: "Goblin" }], "Hero")!);
    w.dice = [head, head, others[0]!, others[1]!, 2];
    const applied = await applyOutcome(w, "msg", GOBLIN, GM);
    expect(applied).toMatchObject({ ok: true, records: [{ summary: { data: { injEffect: "unconscious" } } }] });
    expect(w.actors.get(GOBLIN)!.system.tactica.effort).toBe(true);
    // MIND 0: 4 dice, the row's and the effect's -2d, the Puncture's -1d, the effort's +1: 2 dice, none a success.
    w.dice = [1, 4];
    const r = await reviseOutcome(w, "msg", GOBLIN, GM, "check");
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Tactica.InjuryCheckOf.failed", data: { dice: 2, injuries: -1, effort: 1 } } }] });
    expect(w.dice).toEqual([]);
    expect(w.actors.get(GOBLIN)!.statuses).toContain("tactica.ooa");
    expect(w.actors.get(GOBLIN)!.system.tactica.effort).toBe(false);
    expect(await undoOutcome(w, "msg", GOBLIN, GM)).toMatchObject({ ok: true });
    expect(w.actors.get(GOBLIN)!.system.tactica.effort).toBe(true);
  });

  it('"Hamstring attack" applied from the card: the punctured hero\'s DEX (4 - 1 dice), the severed goblin\'s DEX (4 - 2 + 1 for its effort) and its Foot\'s "immediate DEX roll" (4 - 2); the effort is spent', async () => {
    const sever = { name: "Arm: Sever", type: "injury", system: { ruleset: "tactica", location: "left-arm", effect: INJURY_EFFECT_TABLE.sever.text, dicePenalty: -2 } };
    const g = blankSystem();
    g.tactica.physical.rank = 4;
    g.tactica.effort = true;
    const w = await doubleWorld({ [GOBLIN]: { name: "Goblin", system: g, statuses: [], items: [sever] }, [HERO]: { name: "Hero", system: blankSystem(), statuses: [], items: [puncture] } }, {}, "tactica");
    const hero = w.actor(HERO)!;
    // Six successes, no armour: extra successes to spend on the hamstring.
    const req = tacticaAttackRequest({ ...hero.system, tactica: { ...hero.system.tactica, effort: false } }, hero.derived, { name: "Sword", block: { weightClass: "medium" } }, 7, w.actor(GOBLIN));
    const faces = [5, 5, 5, 5, 5, 5];
    await w.cards.set("msg", bindExchange(resolveRequest(req, faces), req, faces, HERO, [{ uuid: GOBLIN, name: "Goblin" }], "Hero")!);
    w.dice = [5, 1, 1, /* goblin */ 1, 1, 1, /* DEX check */ 1, 2];
    const r = await applyOutcome(w, "msg", GOBLIN, GM, "hamstring");
    expect(r).toMatchObject({ ok: true, records: [{ summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.hamstring.wonProne" } } }] });
    expect(w.dice).toEqual([]);
    expect(w.actors.get(GOBLIN)!.statuses).toContain("tactica.prone");
    expect(w.actors.get(GOBLIN)!.system.tactica.effort).toBe(false);
    expect(await undoOutcome(w, "msg", GOBLIN, GM)).toMatchObject({ ok: true });
    expect(w.actors.get(GOBLIN)!.system.tactica.effort).toBe(true);
  });

  it('the sheet\'s Special attempt: the punctured goblin\'s DEX takes its -1d and its effort die (named, spent), the severed hero\'s BODY its "-2d" and its effort die, which a card bound to the hero spends on Apply', async () => {
    const w = await world([puncture], false);
    const sever = { name: "Arm: Sever", type: "injury", system: { ruleset: "tactica", location: "left-arm", effect: INJURY_EFFECT_TABLE.sever.text, dicePenalty: -2 } };
    const h = blankSystem();
    h.tactica.effort = true;
    const w2 = await doubleWorld({ [GOBLIN]: { name: "Goblin", system: w.actor(GOBLIN)!.system, statuses: [], items: [puncture] }, [HERO]: { name: "Hero", system: h, statuses: [], items: [sever] } }, {}, "tactica");
    const form = { attempt: "disarm", leg: "left-leg" };
    const req = (await specialAttemptAction.prepare(actionContext(w2.actor(GOBLIN)!.system, { name: "Goblin", derived: w2.actor(GOBLIN)!.derived, askFields: async () => form, firstTarget: () => w2.actor(HERO)! }) as never))!;
    // The goblin's DEX 4 - 1 + 1 against the hero's BODY 4 - 2 + 1.
    expect(specialAttemptAction.dice(req).map((g) => g.count)).toEqual([4 - 1 + 1, 4 - 2 + 1]);
    const out = resolveAction(specialAttemptAction, req, [5, 2, 2, 2, 2, 2, 2]);
    expect(out.card.modifiers).toEqual(expect.arrayContaining([expect.objectContaining({ value: "-1", reasonKey: "FRAY.Reason.injuries" }), expect.objectContaining({ value: "+1", reasonKey: "FRAY.Reason.effort" })]));
    expect(out.update).toEqual({ "system.tactica.effort": false });
    expect(out.exchanges).toEqual([expect.objectContaining({ target: { uuid: HERO, name: "Hero" }, damage: 0, hit: { spendEffort: true } })]);
    // Without a waiting effort die the hero's side is 4 - 2 and no card is bound to it.
    await w2.update(HERO, { "system.tactica.effort": false });
    const plain = (await specialAttemptAction.prepare(actionContext(w2.actor(GOBLIN)!.system, { name: "Goblin", derived: w2.actor(GOBLIN)!.derived, askFields: async () => form, firstTarget: () => w2.actor(HERO)! }) as never))!;
    expect(specialAttemptAction.dice(plain).map((g) => g.count)).toEqual([4 - 1 + 1, 4 - 2]);
    expect(resolveAction(specialAttemptAction, plain, [5, 2, 2, 2, 2, 2]).exchanges).toBeUndefined();
  });

  it("a card whose attacker's side claims extra dice is read with its wounds only: dice added on the card are not rolled", async () => {
    const g = blankSystem();
    g.tactica.physical.rank = 4;
    const w = await doubleWorld({ [GOBLIN]: { name: "Goblin", system: g, statuses: [] }, [HERO]: { name: "Hero", system: blankSystem(), statuses: [], items: [puncture] } }, {}, "tactica");
    const hero = w.actor(HERO)!;
    const req = tacticaAttackRequest(hero.system, hero.derived, { name: "Sword", block: { weightClass: "medium" } }, 7, w.actor(GOBLIN));
    // The poster's own copy of the card names +5 dice on its side, beside the wound the request wrote.
    const forged = { ...req, attempter: { ...req.attempter!, modifiers: [...(req.attempter!.modifiers ?? []), { dice: 5, reason: "effort", code: "effort" }] } };
    const faces = [5, 5, 5, 5, 5, 5];
    await w.cards.set("msg", bindExchange(resolveRequest(forged, faces), forged, faces, HERO, [{ uuid: GOBLIN, name: "Goblin" }], "Hero")!);
    // The hero's DEX 4 - 1 against the goblin's BODY 4.
    w.dice = [5, 1, 1, /* goblin */ 6, 1, 1, 1];
    const r = await applyOutcome(w, "msg", GOBLIN, GM, "disarm");
    expect(r).toMatchObject({ ok: true, records: [{ summary: { data: { noteKey: "FRAY.Tactica.AttemptResult.disarm.lost" } } }] });
    expect(w.dice).toEqual([]);
  });
});

describe("tactica: the target's effort die on the sheet's Special attempt, spent through the card bound to it", () => {
  let runAction: typeof import("../../../module/dice/action").runAction;
  beforeAll(async () => {
    await frayOnDouble();
    ({ runAction } = await import("../../../module/dice/action"));
  });

  it("the goblin's Special attempt against the hero with a waiting effort die posts a card bound to the hero whose Apply spends it", async () => {
    const h = blankSystem();
    h.tactica.effort = true;
    const w = await doubleWorld({ [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] }, [HERO]: { name: "Hero", system: h, statuses: [] } }, {}, "tactica");
    installTemplates();
    const goblin = fromUuidSync(GOBLIN) as unknown as { system: { stats: ActorSystem }; name: string; uuid: string };
    const ctx = actionContext<TacticaTypes>(goblin.system.stats, { name: goblin.name, uuid: goblin.uuid, askFields: async () => ({ attempt: "knockdown", leg: "left-leg" }), firstTarget: () => w.actor(HERO)! });
    const req = await specialAttemptAction.prepare(ctx as never);
    const before = new Set(game.messages.contents.map((m) => m.id));
    await runAction(goblin as never, specialAttemptAction, req!);
    const bound = game.messages.contents.filter((m) => !before.has(m.id) && m.getFlag("fray", "exchange")).map((m) => m.id!);
    expect(bound).toHaveLength(1);
    // Nothing is written before Apply.
    expect(w.actors.get(HERO)!.system.tactica.effort).toBe(true);
    expect(await applyOutcome(w, bound[0]!, HERO, GM)).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Tactica.EffortSpent" } }] });
    expect(w.actors.get(HERO)!.system.tactica.effort).toBe(false);
  });
});
