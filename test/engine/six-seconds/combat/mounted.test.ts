import { describe, expect, it } from "vitest";
import { mountedRound, riderActionsFit } from "../../../../module/engine/rulesets/six-seconds/mounted";
import { COMBO_SECONDS } from "../../../../module/engine/rulesets/six-seconds/combos";

describe("six-seconds mounted combat", () => {
  it("control takes 2 s a round: the rider still has 4 s for a combo while the mount runs", () => {
    const r = mountedRound();
    expect(r).toMatchObject({ controlSeconds: 2, riderSecondsLeft: 4, handsForControl: 1, freeHands: 1, mountActsOn: "rider-initiative" });
    expect(riderActionsFit(r, [COMBO_SECONDS])).toBe(true);
    expect(riderActionsFit(r, [COMBO_SECONDS, 1])).toBe(false);
  });

  it("a stationary mount needs no hand", () => {
    expect(mountedRound({ mountStationary: true })).toMatchObject({ handsForControl: 0, freeHands: 2 });
  });

  it("techniques may cut the control time", () => {
    expect(mountedRound({ controlSeconds: 1 }).riderSecondsLeft).toBe(5);
  });

  it("rejects impossible rounds", () => {
    expect(() => mountedRound({ riderSeconds: 1 })).toThrow(/only 1 s/);
    expect(() => mountedRound({ riderHands: 0 })).toThrow(/free hand/);
    expect(() => mountedRound({ controlSeconds: -1 })).toThrow(RangeError);
  });
});
