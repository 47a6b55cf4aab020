import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { sixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { armingSword, dodgingGoblin as goblin, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000001";

/** Mauve's arming sword at the Goblin: attack die 2 (+3 = 5 ≥ 4), damage die 5 (+3 = 8 ≥ Minimum 3): a wound. */
async function rolled(goblinStatuses: string[] = []): Promise<DoubleWorld> {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: goblinStatuses } });
  const g = world.actor(GOBLIN)!;
  const req = sixSecondsAttackRequest(mauve(), prepareActorDerived(mauve()), armingSword, g);
  const faces = [2, 5];
  const card = resolveRequest(req, faces);
  expect(card.damage).toBe(8);
  await world.cards.set(MSG, bindExchange(card, req, faces, MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  return world;
}

describe("six-seconds: the exchange on the card", () => {
  it("no defence: the GM applies the wound once; a double click, a replay and a second GM change nothing; undo restores it once", async () => {
    const world = await rolled();
    const owner = player("p1", [MAUVE]);
    const first = await applyOutcome(world, MSG, GOBLIN, owner);
    expect(first).toMatchObject({ ok: true });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
    const card = world.cards.get(MSG)!;
    expect(card.applied).toHaveLength(1);
    expect(card.applied[0]).toMatchObject({ by: "p1", damage: 8, changes: [{ path: "system.sixSeconds.wounds", before: 0, after: 1 }], statuses: [] });
    const writes = world.writes;
    for (const again of [owner, GM, { ...GM, id: "gm2" }]) expect(await applyOutcome(world, MSG, GOBLIN, again)).toEqual({ ok: false, refusal: "AlreadyApplied" });
    expect(world.writes).toBe(writes);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);

    expect(await undoOutcome(world, MSG, GOBLIN, owner)).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await undoOutcome(world, MSG, GOBLIN, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
    expect(await undoOutcome(world, MSG, GOBLIN, GM)).toEqual({ ok: false, refusal: "AlreadyUndone" });
    expect(world.posted.map((p) => p.kind)).toEqual(["result", "undone"]);
    // The undone application stays applied: the key is spent, the audit keeps who undid it.
    expect(world.cards.get(MSG)!.applied[0]!.undone).toEqual({ by: "gm", at: 1_700_000_000_000 });
    expect(await applyOutcome(world, MSG, GOBLIN, GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
  });

  it("two clicks at once (the second arrives before the first write lands): one applies, the other is refused", async () => {
    const world = await rolled();
    const answers = await Promise.all([applyOutcome(world, MSG, GOBLIN, GM), applyOutcome(world, MSG, GOBLIN, player("p1", [MAUVE]))]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ refusal: expect.stringMatching(/InFlight|AlreadyApplied/) });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
    expect(world.cards.get(MSG)!.applied).toHaveLength(1);
  });

  it("a non-owner's request, an unbound target and a deleted card change nothing", async () => {
    const world = await rolled();
    expect(await applyOutcome(world, MSG, GOBLIN, player("p2", [GOBLIN]))).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await applyOutcome(world, MSG, MAUVE, GM)).toEqual({ ok: false, refusal: "NotBound" });
    expect(await applyOutcome(world, "gone000000000000", GOBLIN, GM)).toEqual({ ok: false, refusal: "NoCard" });
    await world.remove(GOBLIN);
    expect(await applyOutcome(world, MSG, GOBLIN, GM)).toEqual({ ok: false, refusal: "NoTarget" });
    expect(world.writes).toBe(0);
  });

  it("the Goblin dodges: Reflex +2 rolls 5 = 7 against 4 + Mauve's +3 = 7: defended, nothing to take", async () => {
    const world = await rolled();
    expect(await defend(world, MSG, GOBLIN, "dodge", player("p1", [MAUVE]))).toEqual({ ok: false, refusal: "Forbidden" });
    world.dice = [5];
    const r = await defend(world, MSG, GOBLIN, "dodge", player("gob", [GOBLIN]));
    expect(r).toMatchObject({ ok: true, defence: { choice: "dodge", damage: 0, summary: { key: "FRAY.Exchange.Defended", data: { roll: 7, dc: 7 } } } });
    expect(await defend(world, MSG, GOBLIN, "parry", GM)).toEqual({ ok: false, refusal: "AlreadyDefended" });
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });

  it("a failed dodge (4 + 2 = 6 < 7) leaves the wound; parry without Weapon Skill and any defence while flat-footed are refused with the reason", async () => {
    const world = await rolled();
    world.dice = [4];
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 8 } });
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);

    const caught = await rolled(["six-seconds.flat-footed"]);
    expect(await defend(caught, MSG, GOBLIN, "dodge", GM)).toEqual({ ok: false, refusal: "Refused", reason: "flat-footed: no defence rolls" });
    const clumsy = await rolled();
    expect(await defend(clumsy, MSG, GOBLIN, "parry", GM)).toEqual({ ok: false, refusal: "Refused", reason: 'Goblin Mook has no "weapon skill" skill' });
    expect(caught.writes + clumsy.writes).toBe(0);
  });

  it("a hit that starts the Goblin dying switches the status on, and the undo switches it off again", async () => {
    const world = await rolled();
    await world.update(GOBLIN, { "system.sixSeconds.wounds": 0 });
    await world.update(GOBLIN, { "system.sixSeconds.abilities.endurance": 2 }); // Toughness 8: the 8 reaches it
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.statuses).toContain("six-seconds.dying");
    const rec = world.cards.get(MSG)!.applied[0]!;
    expect(rec.statuses).toContainEqual({ id: "six-seconds.dying", before: false, after: true });
    await undoOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.statuses).toEqual([]);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });
});
