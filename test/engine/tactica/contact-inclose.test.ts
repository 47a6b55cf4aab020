import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { Occupancy, ZoneGraph } from "../../../module/engine/zones";
import { advantage, canMelee, enterZone, leaveContact, mayJoinAttackOn } from "../../../module/engine/rulesets/tactica/contact";
import { DEFAULT_TACTICA_OPTIONS } from "../../../module/engine/rulesets/tactica/options";
import {
  canHold, escapeHold, holdDamage, improveHold, inCloseWeapon, knockDown, proneInClose, startHold, subdue,
} from "../../../module/engine/rulesets/tactica/inclose";

const graph = () => new ZoneGraph([{ id: "a" }, { id: "b" }], [{ between: ["a", "b"] }]);

describe("contact status", () => {
  it("entering a zone is Alone unless charging; friends alone together become InContact when an enemy joins", () => {
    const occ = new Occupancy(graph());
    enterZone(occ, "r1", "a", { side: "red" });
    enterZone(occ, "r2", "a", { side: "red" });
    occ.engage("r2", "r1");
    expect(occ.status("r1")).toBe("Alone");
    enterZone(occ, "e1", "a", { side: "empty", chargeTarget: "r1" });
    expect(occ.status("r1")).toBe("InContact");
    expect(occ.status("r2")).toBe("InContact");
    expect(canMelee(occ, "e1", "r2")).toBe(true);
  });

  it("leaving InContact by Move risks opportunity attacks from every enemy; Withdraw does not", () => {
    const occ = new Occupancy(graph());
    enterZone(occ, "r1", "a", { side: "red" });
    enterZone(occ, "e1", "a", { side: "empty", chargeTarget: "r1" });
    enterZone(occ, "e2", "a", { side: "empty", chargeTarget: "r1" });
    expect(leaveContact(occ, "r1", "move").opportunityAttackers.sort()).toEqual(["e1", "e2"]);
    expect(occ.status("r1")).toBe("Alone");
    occ.engage("r1", "e1");
    expect(leaveContact(occ, "r1", "withdraw").opportunityAttackers).toEqual([]);
    expect(() => leaveContact(occ, "r1", "withdraw")).toThrow(/Alone already/);
  });

  it("advantage: more allies than enemies is minor, twice as many major", () => {
    const occ = new Occupancy(graph());
    enterZone(occ, "e1", "a", { side: "empty" });
    for (const id of ["r1", "r2", "r3"]) enterZone(occ, id, "a", { side: "red", chargeTarget: "e1" });
    enterZone(occ, "e2", "a", { side: "empty", chargeTarget: "e1" });
    // 3 red vs 2 empty: minor.
    expect(advantage(occ, "r1", DEFAULT_TACTICA_OPTIONS)).toMatchObject({ level: "minor", allies: 3, enemies: 2, dice: 1 });
    expect(advantage(occ, "e1", DEFAULT_TACTICA_OPTIONS).level).toBe("none");
    enterZone(occ, "r4", "a", { side: "red", chargeTarget: "e1" });
    expect(advantage(occ, "r1", DEFAULT_TACTICA_OPTIONS)).toMatchObject({ level: "major", dice: 2 });
    expect(advantage(occ, "r1", { ...DEFAULT_TACTICA_OPTIONS, advantageCountsSelf: false }).level).toBe("minor");
  });

  it("optional cap on attackers per target", () => {
    expect(mayJoinAttackOn(3, 4)).toBe(true);
    expect(mayJoinAttackOn(4, 4)).toBe(false);
    expect(mayJoinAttackOn(10, null)).toBe(true);
  });
});

describe("InClose", () => {
  it("prone unless 3× the Size of all opponents; legs add Stability", () => {
    expect(proneInClose(1, [1])).toBe(true);
    expect(proneInClose(3, [1, 1])).toBe(false);
    expect(proneInClose(3, [1, 2])).toBe(true);
    expect(proneInClose(2, [1], 4)).toBe(false); // a horse: +1 Size for four legs
    expect(proneInClose(1, [1], 8)).toBe(false); // spider: +2
  });
  it("weapons: Light gains an SL, Medium allowed, Heavy dropped, human hands no SL without skill", () => {
    expect(inCloseWeapon("light").slModifiers).toEqual([{ value: 1, reason: "inclose.light", code: "inclose.light" }]);
    expect(inCloseWeapon("medium")).toMatchObject({ allowed: true, slModifiers: [] });
    expect(inCloseWeapon("heavy")).toMatchObject({ allowed: false, dropped: true });
    expect(inCloseWeapon("light", "human").slModifiers).toEqual([]);
    expect(inCloseWeapon("light", "human", true).slModifiers).toHaveLength(1);
    expect(inCloseWeapon("light", "combat").slModifiers).toHaveLength(1);
  });
  it("holds start Light, improve a class, break by net successes, reverse by 2+", () => {
    expect(canHold(1, 3)).toBe(false);
    expect(() => startHold("a", "b", 1, 3)).toThrow(/no hold/);
    let h = startHold("a", "b", 1, 1);
    expect(holdDamage(h, 3)).toBe(2); // Light 1+2d
    h = improveHold(h, true);
    expect(holdDamage(h, 3)).toBe(3); // Medium 1+1d
    expect(improveHold(h, false)).toBe(h);
    // Break: victim 2 successes vs holder 1: one level off (Medium → Light).
    const broken = escapeHold(queuedDice([5, 6, 2, 5, 1]), h, "break", 3, 2);
    expect(broken.hold).toMatchObject({ level: 0 });
    const gone = escapeHold(queuedDice([5, 6, 6, 2, 1]), h, "break", 3, 2);
    expect(gone.hold).toBeNull();
    const rev = escapeHold(queuedDice([5, 6, 2, 3]), h, "reverse", 2, 2);
    expect(rev).toMatchObject({ reversed: true, hold: { holder: "b", held: "a", level: 0 } });
  });
  it("subdual: hold damage against BODY successes plus Size; knock-down adds the Size difference", () => {
    const h = startHold("a", "b", 1, 1);
    const s = subdue(queuedDice([5, 6, 5, 2, 5, 2]), h, 3, 3, 0);
    expect(s).toMatchObject({ damage: 2, resistance: 1, subdued: true });
    const big = subdue(queuedDice([5, 6, 5, 2, 5, 2]), h, 3, 3, 2);
    expect(big).toMatchObject({ resistance: 3, subdued: false });
    expect(knockDown(queuedDice([2, 2, 5]), 2, 1, 1).knockedDown).toBe(false);
    expect(knockDown(queuedDice([5, 2, 2]), 2, 1, 1).knockedDown).toBe(true);
  });
});
