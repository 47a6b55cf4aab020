import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { parseDamage } from "../../../module/engine/rulesets/factions/damage";
import { resolveOpportunityAttack, type OpportunityAttackInput } from "../../../module/engine/rulesets/factions/opportunity";
import { factions } from "../../../module/engine/rulesets/factions";

const sword = { damage: parseDamage("d6") };
// A bandit with 8 health (as in the text's examples) moves away from Theobald, who has not taken his turn yet.
const base: OpportunityAttackInput = {
  reactor: { turnTaken: false },
  enemyMovingAway: true,
  attack: { geometry: { kind: "melee", distance: 0, nearby: true }, wit: 12, weapon: sword, target: { health: { health: 8, maxHealth: 8 }, armour: { armour: 0 } } },
};

describe("factions opportunity attacks", () => {
  it("a sword hit for 4 interrupts the bandit's move and incapacitates him (8 → 4): his turn does not resume", () => {
    const out = resolveOpportunityAttack(queuedDice([4]), base);
    expect(out.kind).toBe("resolved");
    if (out.kind !== "resolved") return;
    expect(out.attack).toMatchObject({ kind: "hit", dealt: 4 });
    expect(out.mover).toMatchObject({ health: 4, incapacitated: true });
    expect(out.movementResumes).toBe(false);
    expect(out.reactor).toEqual({ turnTaken: true, extraReactions: 0, extraReactionsUsed: 0 }); // the reaction was his turn
  });

  it("a hit for 2 leaves him at 6 and conscious: the movement and his turn resume", () => {
    const out = resolveOpportunityAttack(queuedDice([2]), base);
    expect(out).toMatchObject({ kind: "resolved", mover: { health: 6, incapacitated: false }, movementResumes: true });
  });

  it("the mover may still dodge if it has a reaction left (AGI 8 rolls 2: a miss, the move goes on)", () => {
    const out = resolveOpportunityAttack(queuedDice([2]), { ...base, attack: { ...base.attack, reaction: { kind: "dodge", agi: 8 } } });
    expect(out).toMatchObject({ kind: "resolved", attack: { kind: "dodged" }, mover: { health: 8 }, movementResumes: true });
  });

  it("after his turn only an extra reaction from a skill allows it", () => {
    expect(resolveOpportunityAttack(queuedDice([]), { ...base, reactor: { turnTaken: true } })).toEqual({ kind: "refused", reason: "no reaction left this round" });
    const out = resolveOpportunityAttack(queuedDice([3]), { ...base, reactor: { turnTaken: true, extraReactions: 1 } });
    expect(out.kind === "resolved" && out.reactor).toEqual({ turnTaken: true, extraReactions: 1, extraReactionsUsed: 1 });
  });

  it("only against an enemy moving away, and not by a grabbed, unaware or incapacitated reactor", () => {
    expect(resolveOpportunityAttack(queuedDice([]), { ...base, enemyMovingAway: false })).toMatchObject({ kind: "refused", reason: expect.stringMatching(/moving away/) });
    expect(resolveOpportunityAttack(queuedDice([]), { ...base, reactor: { turnTaken: false, grabbed: true } })).toMatchObject({ kind: "refused" });
    expect(resolveOpportunityAttack(queuedDice([]), { ...base, reactor: { turnTaken: false, aware: false } })).toMatchObject({ kind: "refused" });
    expect(resolveOpportunityAttack(queuedDice([]), { ...base, reactor: { turnTaken: false, incapacitated: true } })).toMatchObject({ kind: "refused" });
  });

  it("an enemy out of melee reach is no target: refused, and no reaction is spent", () => {
    const out = resolveOpportunityAttack(queuedDice([]), { ...base, attack: { ...base.attack, geometry: { kind: "melee", distance: 1, nearby: false } } });
    expect(out).toEqual({ kind: "refused", reason: "melee attacks only target nearby enemies" });
  });

  it("is on the ruleset object and rejects malformed input", () => {
    expect(factions.resolve.opportunityAttack).toBe(resolveOpportunityAttack);
    expect(() => resolveOpportunityAttack(queuedDice([]), {} as never)).toThrow(TypeError);
  });
});
