/**
 * Issue 25 (tactica injuries): "Balance: any kind of movement will require a DEX roll or you fall prone", "Broken: ...
 * If a leg then the victim must make DEX rolls at -2d or fall prone each time they try to move", "Foot: ... Any Battle
 * or Zone movement will require a new DEX roll or fall prone. Any rolls to resolve movement will be at -2d."
 */
import { describe, expect, it } from "vitest";
import { movementCheck } from "../../../module/engine/rulesets/tactica/injuries/movement-check";
import type { Injury } from "../../../module/engine/rulesets/tactica/injuries/injury-record";

const hurt = (effect: Injury["effect"], location: Injury["location"], healed = false): Injury => ({ effect, location, diceOff: 0, healed });

describe("tactica: the DEX roll a move asks of an injured creature", () => {
  it("Balance asks a plain DEX roll; a broken leg and the Foot ask it at −2d each", () => {
    expect(movementCheck([hurt("balance", "head")])).toMatchObject({ characteristic: "dex", penalty: 0, onFail: "prone" });
    expect(movementCheck([hurt("broken", "left-leg")])?.penalty).toBe(2);
    expect(movementCheck([hurt("foot", "right-leg")])?.penalty).toBe(2);
    expect(movementCheck([hurt("foot", "right-leg"), hurt("broken", "left-leg")])?.penalty).toBe(4);
  });

  it("a broken arm, a healed Foot or no injury asks for none; an all-rolls wound takes its dice off too", () => {
    expect(movementCheck([hurt("broken", "left-arm")])).toBeNull();
    expect(movementCheck([hurt("foot", "left-leg", true)])).toBeNull();
    expect(movementCheck([])).toBeNull();
    expect(movementCheck([hurt("balance", "head"), hurt("sever", "left-arm")])?.penalty).toBe(2);
  });
});
