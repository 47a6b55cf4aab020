/**
 * The tactica InClose, special attempt and special tactic sheet actions, from the sheet's request (prepare with the
 * dialog's answers and the user's target) to the applied outcome (card, update, markers), with queued faces.
 */
import { describe, expect, it } from "vitest";
import { tacticaDefence } from "../../../module/rulesets/tactica/defence";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { AttackTarget, SheetAction, SheetActionContext } from "../../../module/rulesets/adapter";
import { inCloseAction } from "../../../module/rulesets/tactica/inclose-actions";
import { opposedOdds } from "../../../module/rulesets/tactica/opposed-card";
import { specialAttemptAction } from "../../../module/rulesets/tactica/special-attempt-actions";
import { specialTacticAction } from "../../../module/rulesets/tactica/tactic-actions";
import { tactica } from "../../../module/rulesets/tactica";
import { actionContext } from "../action-context";

function system(edit: (s: ActorSystem) => void = () => {}): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  edit(s);
  return s;
}

function targetOf(name: string, statuses: string[] = []): AttackTarget {
  const s = system((x) => (x.tactica.defences = { dodge: 4, block: 4, parry: 4 }));
  return { name, system: s, derived: prepareActorDerived(s), statuses };
}

function ctx(fields: Record<string, string>, opts: { stats?: ActorSystem; statuses?: string[]; target?: AttackTarget | null } = {}): SheetActionContext {
  const stats = opts.stats ?? system();
  return actionContext(stats, { name: "Gorm", statuses: opts.statuses ?? [], askFields: async () => fields, firstTarget: () => (opts.target === undefined ? targetOf("Orc") : opts.target) });
}

async function run<Q>(action: SheetAction<Q>, c: SheetActionContext, faces: number[]) {
  const req = await action.prepare(c);
  if (req === null) throw new Error("cancelled");
  const count = action.dice(req).reduce((n, g) => n + g.count, 0);
  expect(faces, "faces the test queues match the dice the action rolls").toHaveLength(count);
  return resolveAction(action, req, faces);
}

/** The InClose dialog asks only the move and what a hold's attack is made with: Sizes, BODY and the attack dice (4) are the actors' own. */
const DICE = { with: "hands" };

function sized(size: number, edit: (s: ActorSystem) => void = () => {}): ActorSystem {
  return system((s) => {
    s.tactica.size = size;
    edit(s);
  });
}

function bigTarget(name: string, size: number, statuses: string[] = [], edit: (s: ActorSystem) => void = () => {}): AttackTarget {
  const s = sized(size, edit);
  return { name, uuid: `Actor.${name.padEnd(16, "0")}`, system: s, derived: prepareActorDerived(s), statuses };
}

describe("tactica InClose against the user's target", () => {
  it("two humans InClose both fall prone (neither is 3× the other's Size); a Size 3 creature stays up against Size 1", async () => {
    const prone = await run(inCloseAction, ctx({ ...DICE, move: "prone" }), []);
    expect(prone.statuses).toEqual({ on: ["tactica.prone"] });
    const big = await run(inCloseAction, ctx({ ...DICE, move: "prone" }, { stats: sized(3) }), []);
    expect(big.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.Standing");
    // Its target (Size 1, not 3× the big one) falls: the card bound to it says so.
    const them = await run(inCloseAction, ctx({ ...DICE, move: "prone" }, { stats: sized(3), target: bigTarget("Orc", 1) }), []);
    expect(them.exchanges?.[0]).toMatchObject({ damage: 0, hit: { inclose: { prone: true } } });
  });

  it("knock-down: BODY 4 dice against 4 dice, one Roll with the knocker's dice first; the Size difference adds successes", async () => {
    const c = ctx({ ...DICE, move: "knock-down" }, { stats: sized(2), target: bigTarget("Orc", 1) });
    const req = (await inCloseAction.prepare(c))!;
    expect(inCloseAction.dice(req).map((g) => g.count)).toEqual([4, 4]);
    // 1 success + 1 Size against 1 success: the knock-down wins.
    const won = resolveAction(inCloseAction, req, [5, 2, 2, 2, 6, 2, 2, 2]);
    expect(won.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.InClose.Result.KnockedDown", success: true });
    expect(won.card.odds).toBeCloseTo(opposedOdds(4, 4, 1));
    expect(won.exchanges?.[0]?.hit).toEqual({ inclose: { knockedDown: true } });
    // Without the Size edge the tie goes to the target.
    const tie = await run(inCloseAction, ctx({ ...DICE, move: "knock-down" }), [5, 2, 2, 2, 6, 2, 2, 2]);
    expect(tie.card.outcome.success).toBe(false);
    expect(tie.exchanges).toBeUndefined();
  });

  it("a hold: started Light (holding marker, hold 1), improved to Medium by a successful attack, its damage is Medium's", async () => {
    // The attack that inflicts it: one hit of the 4 dice.
    const start = await run(inCloseAction, ctx({ ...DICE, move: "start-hold" }), [5, 2, 2, 2]);
    expect(start.update).toEqual({ "system.tactica.hold": 1 });
    expect(start.statuses).toEqual({ on: ["tactica.holding"], off: [] });
    const holding = system((s) => (s.tactica.hold = 1));
    const improved = await run(inCloseAction, ctx({ ...DICE, move: "improve-hold" }, { stats: holding, statuses: ["tactica.holding"] }), [5, 1, 2, 3]);
    expect(improved.update).toEqual({ "system.tactica.hold": 2 });
    expect(improved.card.outcome.data).toMatchObject({ levelKey: "FRAY.Action.Tactica.InClose.Level.medium" });
    const medium = system((s) => (s.tactica.hold = 2));
    // Medium 1+1d: 3 successes → 3 damage.
    const hurt = await run(inCloseAction, ctx({ ...DICE, move: "inflict" }, { stats: medium, statuses: ["tactica.holding"] }), [5, 6, 5, 2]);
    expect(hurt.card.outcome.data).toMatchObject({ damage: 3 });
    const gone = await run(inCloseAction, ctx({ ...DICE, move: "abandon" }, { stats: medium, statuses: ["tactica.holding"] }), []);
    expect(gone.update).toEqual({ "system.tactica.hold": 0 });
    expect(gone.statuses).toEqual({ on: [], off: ["tactica.holding"] });
  });

  it("the held: a Medium hold (2) breaks on a win by 2, weakens on a win by 1; a win by 2 on Reverse makes the victim the holder", async () => {
    const held = system((s) => (s.tactica.hold = 2));
    const as = { stats: held, statuses: ["tactica.held"] };
    const broken = await run(inCloseAction, ctx({ ...DICE, move: "break" }, as), [5, 5, 2, 2, 2, 2, 2, 2]);
    expect(broken.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.Broken");
    expect(broken.update).toEqual({ "system.tactica.hold": 0 });
    expect(broken.statuses?.off).toEqual(["tactica.held"]);
    const weaker = await run(inCloseAction, ctx({ ...DICE, move: "break" }, as), [5, 2, 2, 2, 2, 2, 2, 2]);
    expect(weaker.update).toEqual({ "system.tactica.hold": 1 });
    const reversed = await run(inCloseAction, ctx({ ...DICE, move: "reverse" }, as), [5, 5, 2, 2, 2, 2, 2, 2]);
    expect(reversed.update).toEqual({ "system.tactica.hold": 1 });
    expect(reversed.statuses).toEqual({ on: ["tactica.holding"], off: ["tactica.held"] });
  });

  it("subdual with a Light hold: 4 attack dice, 3 successes → 2 damage against a BODY of 1 success: Out of Action", async () => {
    const holding = system((s) => (s.tactica.hold = 1));
    const out = await run(inCloseAction, ctx({ ...DICE, move: "subdue" }, { stats: holding, statuses: ["tactica.holding"] }), [5, 6, 5, 2, 5, 2, 2, 2]);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.InClose.Result.Subdued", success: true });
    expect(out.card).toMatchObject({ total: 2, target: 2 });
    // The odds are subdual's own: one attack die against a BODY of −4 (no dice) subdues on any success, 1 in 3.
    const weak = bigTarget("Orc", 1, [], (s) => (s.tactica.body = -4));
    const oneDie = system((s) => ((s.tactica.hold = 1), (s.tactica.attack = 1)));
    const one = await run(inCloseAction, ctx({ move: "subdue" }, { stats: oneDie, statuses: ["tactica.holding"], target: weak }), [5]);
    expect(one.card.odds).toBeCloseTo(1 / 3);
  });

  it("bad input loses nothing: no target, a hold on a creature 3× the Size, the holder's own Break, a weapon not in hand", async () => {
    await expect(inCloseAction.prepare(ctx({ ...DICE, move: "prone" }, { target: null }))).rejects.toThrow(/target/);
    await expect(inCloseAction.prepare(ctx({ ...DICE, move: "start-hold" }, { target: bigTarget("Troll", 3) }))).rejects.toThrow(/3× or more the Size/);
    // Prone, the big creature may be held.
    const proneBig = await inCloseAction.prepare(ctx({ ...DICE, move: "start-hold" }, { target: bigTarget("Troll", 3, ["tactica.prone"]) }));
    expect(resolveAction(inCloseAction, proneBig!, [6, 2, 2, 2]).update).toEqual({ "system.tactica.hold": 1 });
    await expect(inCloseAction.prepare(ctx({ ...DICE, move: "break" }, { statuses: ["tactica.holding"] }))).rejects.toThrow(/only the held/);
    await expect(inCloseAction.prepare(ctx({ ...DICE, move: "break" }))).rejects.toThrow(/is not held/);
    await expect(inCloseAction.prepare(ctx({ ...DICE, move: "inflict" }))).rejects.toThrow(/holds nobody/);
    await expect(inCloseAction.prepare(ctx({ with: "club", move: "subdue" }, { statuses: ["tactica.holding"] }))).rejects.toThrow(/"club" is not an equipped weapon/);
    // A knock down is for a target still standing.
    const down = await inCloseAction.prepare(ctx({ ...DICE, move: "knock-down" }, { target: bigTarget("Orc", 1, ["tactica.prone"]) }));
    expect(() => resolveAction(inCloseAction, down!, [5, 5, 5, 5, 2, 2, 2, 2])).toThrow(/already prone/);
  });
});

describe("tactica special attempts after a special result", () => {
  it("disarm: DEX 4 dice against BODY 5 dice (level 1), the attacker's first; a win drops the target's weapon", async () => {
    // The levels are the sheets': the target's BODY 1.
    const c = ctx({ attempt: "disarm", leg: "left-leg" }, { target: bigTarget("Orc", 1, [], (s) => (s.tactica.body = 1)) });
    const req = (await specialAttemptAction.prepare(c))!;
    expect(specialAttemptAction.dice(req).map((g) => g.count)).toEqual([4, 5]);
    const won = resolveAction(specialAttemptAction, req, [5, 6, 2, 2, 5, 2, 2, 2, 2]);
    expect(won.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.Attempt.Won.disarm", data: { target: "Orc" }, success: true });
    expect(won.update).toEqual({});
    const lost = resolveAction(specialAttemptAction, req, [5, 2, 2, 2, 5, 2, 2, 2, 2]);
    expect(lost.card.outcome.key).toBe("FRAY.Action.Tactica.Attempt.Lost");
  });

  it("knockdown counts the Size difference; without a target the attempt is refused", async () => {
    const out = await run(specialAttemptAction, ctx({ attempt: "knockdown", leg: "left-leg" }, { stats: sized(2) }), [5, 2, 2, 2, 5, 2, 2, 2]);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.Attempt.Won.knockdown");
    await expect(specialAttemptAction.prepare(ctx({ attempt: "disarm" }, { target: null }))).rejects.toThrow(/target/);
  });
});

describe("tactica special tactics", () => {
  it("all-out attack: 3 + 3 dice become one attack of 6, and the attacker's defences close until cleared", async () => {
    const out = await run(specialTacticAction, ctx({ tactic: "all-out-attack", first: "3", second: "3", conditions: "no" }), []);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.Tactic.Plan.One", data: { attacks: "6" } });
    expect(out.statuses).toEqual({ on: ["tactica.all-out"], off: ["tactica.double-strike"] });
    // The card's defence step reads the marker: no defence for the all-out attacker.
    const attacker = targetOf("Gorm", ["tactica.all-out"]);
    const card = { ruleset: "tactica" as const, attackerUuid: "x", targets: [{ uuid: "y", name: "Gorm" }], damage: 1, hit: { nonlethal: false, track: "physical" as const, magic: false, massiveWeapon: false }, attack: { request: { kind: "tactica.attack", label: "Sword", target: "Gorm", input: { dice: 4, weapon: "medium" } }, faces: [5, 2, 2, 2] }, defences: [], applied: [] };
    const offers = tacticaDefence.offers(card, attacker, { attacker: null, attackerUuid: "x" });
    expect(offers.every((o) => o.refused !== null)).toBe(true);
    const double = targetOf("Gorm", ["tactica.double-strike"]);
    expect(tacticaDefence.offers(card, double, { attacker: null, attackerUuid: "x" }).filter((o) => o.refused === null).map((o) => o.id)).toEqual(["dodge"]);
  });

  it("double strike: two attacks; follow on: the second only when the conditions are met; Normal clears the markers", async () => {
    const two = await run(specialTacticAction, ctx({ tactic: "double-strike", first: "3", second: "2", conditions: "no" }), []);
    expect(two.card.outcome.data).toEqual({ attacks: "3 + 2" });
    const follow = await run(specialTacticAction, ctx({ tactic: "follow-on", first: "3", second: "2", conditions: "no" }), []);
    expect(follow.card.outcome.data).toEqual({ attacks: "3" });
    const normal = await run(specialTacticAction, ctx({ tactic: "normal", first: "4", second: "0", conditions: "no" }), []);
    expect(normal.statuses).toEqual({ on: [], off: ["tactica.all-out", "tactica.double-strike"] });
  });

  it("every new action is on the adapter's sheet", () => {
    expect(Object.keys(tactica.sheet.actions ?? {})).toEqual(expect.arrayContaining(["specialTactic", "specialAttempt", "inClose"]));
  });
});
