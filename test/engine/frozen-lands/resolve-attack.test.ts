import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { resolveAttack, type AttackInput } from "../../../module/engine/rulesets/frozen-lands/attack";
import { meleeAttack } from "../../../module/engine/rulesets/frozen-lands/melee";
import { rangedAttack } from "../../../module/engine/rulesets/frozen-lands/ranged";
import type { Weapon } from "../../../module/engine/rulesets/frozen-lands/weapons";
import frozenLands from "../../../module/engine/rulesets/frozen-lands/index";

const broadsword: Weapon = { name: "Broadsword", bonus: 2, damage: 2, features: ["S/P", "Parrying"] };
const shortBow: Weapon = { name: "Short Bow", bonus: 2, damage: 1, range: "medium", features: ["P", "Reload", "Two-handed"] };

describe("frozen-lands resolveAttack (resolve.attack): melee or ranged by kind", () => {
  it("a melee attack is meleeAttack's outcome with the same dice", () => {
    const input = { attacker: { melee: 3 }, weapon: broadsword, target: { defence: 1 } };
    const out = frozenLands.resolve.attack(queuedDice([6, 5, 2, 1, 5]), { kind: "melee", ...input });
    expect(out).toEqual(meleeAttack(queuedDice([6, 5, 2, 1, 5]), input));
    expect(out.kind === "resolved" && out.result.damage).toBe(4); // 3 successes + 2 − 1
  });

  it("a ranged attack is rangedAttack's outcome, changes included", () => {
    const input = { attacker: { marksmanship: 2 }, weapon: shortBow, target: { defence: 0 }, band: "medium", aimed: true, loaded: true } as const;
    const out = resolveAttack(queuedDice([5, 5, 6, 1, 2]), { kind: "ranged", ...input });
    expect(out).toEqual(rangedAttack(queuedDice([5, 5, 6, 1, 2]), input));
    expect(out.kind === "resolved" && "changes" in out && out.changes).toEqual({ aimed: false, loaded: false });
  });

  it("refuses an attack of no known kind, naming it", () => {
    const bad = { kind: "thrown", attacker: { melee: 1 }, weapon: broadsword, target: { defence: 0 } } as unknown as AttackInput;
    expect(() => resolveAttack(queuedDice([]), bad)).toThrow(/"melee" or "ranged", got "thrown"/);
  });
});
