/** The worked examples of the factions combat text, with the text's own dice and numbers. */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { deathBlow, hitRequirement, rollAttackDamage, rollToHit } from "../../../module/engine/rulesets/factions/attack";
import { applyDamage } from "../../../module/engine/rulesets/factions/health";
import { dodge, reactionRefusal } from "../../../module/engine/rulesets/factions/reactions";
import { resolveCounter } from "../../../module/engine/rulesets/factions/counter";
import { breakFree } from "../../../module/engine/rulesets/factions/nonlethal";
import { parseDamage } from "../../../module/engine/rulesets/factions/damage";

const d6 = parseDamage("d6");
const d8 = parseDamage("d8");
const d4 = parseDamage("d4");

describe("Attacking: Balthasar and Sybilla against a bandit", () => {
  it("a sword hit for 4 takes the bandit from 8 to 4 and incapacitates him; a dagger death blow kills him", () => {
    const hit = rollToHit(queuedDice([]), { kind: "melee", distance: 0, nearby: true }, 10);
    expect(hit).toMatchObject({ hit: true, save: null, requirement: { kind: "automatic" } });
    const roll = rollAttackDamage(queuedDice([4]), { damage: d6 });
    expect(roll.total).toBe(4);
    const change = applyDamage({ health: 8, maxHealth: 8 }, roll.total);
    expect(change.after.health).toBe(4);
    expect(change.incapacitatedNow).toBe(true);
    expect(deathBlow(change.after, true).dead).toBe(true);
  });
});

describe("Hitting in challenging circumstances", () => {
  it("a bow (range 8) at 5 zones needs a WIT save; a 5 passes and Balthasar takes d6", () => {
    const geometry = { kind: "ranged" as const, distance: 5, range: 8 };
    expect(hitRequirement(geometry)).toEqual({ kind: "wit-save", reasons: ["beyond half range (5 of 8)"] });
    const hit = rollToHit(queuedDice([5]), geometry, 10);
    expect(hit.save?.roll).toBe(5);
    expect(hit.hit).toBe(true);
  });

  it("Theobald's sword in complete darkness needs a WIT save; a 20 misses", () => {
    const hit = rollToHit(queuedDice([20]), { kind: "melee", distance: 0, nearby: true, visible: false }, 12);
    expect(hit.requirement).toEqual({ kind: "wit-save", reasons: ["target not visible"] });
    expect(hit.hit).toBe(false);
  });
});

describe("Reacting: dodge and counter", () => {
  it("the bandit (AGI 8) who has not acted dodges Sybilla's musket with a 2: the attack misses", () => {
    expect(reactionRefusal({ kind: "dodge", reactor: { turnTaken: false } })).toBeNull();
    const r = dodge(queuedDice([2]), 8);
    expect(r.evaded).toBe(true);
  });

  it("Theobald's spear (4) against the bandit leader's battleaxe counter (5): Theobald's armour 2 leaves 3, so the leader is hit first and never lands his blow", () => {
    const out = resolveCounter(queuedDice([4, 5]), {
      attacker: { id: "theobald", action: { kind: "damage", damage: d6 }, health: { health: 10, maxHealth: 10 }, armour: { armour: 2 }, str: 12 },
      counterer: { id: "leader", action: { kind: "damage", damage: d8 }, health: { health: 8, maxHealth: 8 }, armour: { armour: 0 }, str: 12 },
    });
    expect(out.order).toBe("attack-first");
    expect(out.steps[0]).toMatchObject({ actor: "theobald", kind: "damage", dealt: 4 });
    expect(out.steps[0]?.kind === "damage" && out.steps[0].health.incapacitatedNow).toBe(true);
    expect(out.steps[1]).toMatchObject({ actor: "leader", kind: "prevented" });
    expect(out.health.theobald?.health).toBe(10);
  });
});

describe("Non-lethal attacks: Theobald grapples a bandit", () => {
  it("the bandit's axe counter lands first for a scratch, then he fails his STR save and is grabbed", () => {
    // Counter damage d6 rolls 1 (Theobald's armour 2 absorbs it); the bandit's STR save rolls 15 against STR 10.
    const out = resolveCounter(queuedDice([1, 15]), {
      attacker: { id: "theobald", action: { kind: "nonlethal", effect: "grapple" }, health: { health: 10, maxHealth: 10 }, armour: { armour: 2 }, str: 12 },
      counterer: { id: "bandit", action: { kind: "damage", damage: d6 }, health: { health: 8, maxHealth: 8 }, armour: { armour: 0 }, str: 10 },
    });
    expect(out.order).toBe("counter-first");
    expect(out.steps[0]).toMatchObject({ actor: "bandit", kind: "damage", dealt: 0 });
    expect(out.steps[1]).toMatchObject({ actor: "theobald", kind: "nonlethal", result: { success: true, save: { roll: 15, success: false } } });
    expect(out.grabbed).toEqual({ holder: "theobald", held: "bandit" });
  });

  it("next turn the grabbed bandit cannot react to Theobald's dagger, survives, and breaks free with his turn", () => {
    expect(reactionRefusal({ kind: "dodge", reactor: { turnTaken: false }, grabbed: true })).toBe("grabbed characters cannot act");
    const dagger = rollAttackDamage(queuedDice([3]), { damage: d4 });
    const change = applyDamage({ health: 8, maxHealth: 8 }, dagger.total);
    expect(change.after.incapacitated).toBe(false);
    const free = breakFree(queuedDice([6]), 10);
    expect(free).toMatchObject({ possible: true, free: true });
  });
});
