import { describe, expect, it } from "vitest";
import { tacticaBoard } from "../../../module/rulesets/tactica/board";
import { occupancyFrom } from "../../../module/canvas/board-occupancy";
import type { ZoneBorderData } from "../../../module/canvas/zone-data";
import { attackCtx, board, moveCtx, rect, row, stats, token, zone } from "./fixtures";

const rules = tacticaBoard;
const foe = { disposition: -1 };
const group = (g: string, close: string[] = []) => ({ flags: { fray: { contact: { group: g, close } } } });

describe("tactica: contact status from the board", () => {
  const make = () =>
    board(row(3), [
      token("hero", 1, 1, group("A")),
      token("orc", 2, 1, { ...foe, ...group("A") }),
      token("duellist", 5, 5, group("B", ["goblin"])),
      token("goblin", 6, 5, { ...foe, ...group("B") }),
      token("friend1", 8, 8, group("C")),
      token("friend2", 8, 9, group("C")),
      token("loner", 15, 5, foe),
    ]);

  it("Alone, InContact (a group holding an enemy) and InClose, by the engine's occupancy", () => {
    const index = make();
    const occ = occupancyFrom(index.graph, index.allTokens());
    expect(occ.status("hero")).toBe("InContact");
    expect(occ.status("duellist")).toBe("InClose");
    expect(occ.status("goblin")).toBe("InClose");
    // Friends standing alone as a group are still Alone.
    expect(occ.status("friend1")).toBe("Alone");
    expect(occ.status("loner")).toBe("Alone");
  });

  it("prefills the attacker's contact status and whether the target is within melee reach", () => {
    const index = make();
    expect(rules.attackPrefill(attackCtx(index, "hero", "orc")).fields).toMatchObject({ contact: "InContact", inReach: true });
    expect(rules.attackPrefill(attackCtx(index, "hero", "goblin")).fields).toMatchObject({ contact: "InContact", targetContact: "InClose", inReach: false });
    expect(rules.attackPrefill(attackCtx(index, "friend1", "loner")).fields).toMatchObject({ contact: "Alone", inReach: false });
  });

  it("prefills the dialog's melee position: in the target's melee, in another one, or standing alone (Reach weapons)", () => {
    const index = make();
    expect(rules.attackPrefill(attackCtx(index, "hero", "orc")).fields["position"]).toBe("InContact");
    expect(rules.attackPrefill(attackCtx(index, "hero", "goblin")).fields["position"]).toBe("Elsewhere");
    expect(rules.attackPrefill(attackCtx(index, "goblin", "duellist")).fields["position"]).toBe("InClose");
    expect(rules.attackPrefill(attackCtx(index, "friend2", "friend1")).fields["position"]).toBe("Alone");
    // The loner stands in the next zone: out of every melee weapon's reach ("as opposed to range").
    expect(rules.attackPrefill(attackCtx(index, "friend1", "loner")).fields["position"]).toBe("OtherZone");
  });

  it("works without a map: hand-assigned zones and contact flags", () => {
    const index = board([], [token("p", 0, 0, { flags: { fray: { zone: "hall", contact: { group: "g" } } } }), token("q", 0, 0, { ...foe, flags: { fray: { zone: "hall", contact: { group: "g" } } } })]);
    index.setManual({ zones: [{ id: "hall" }] });
    expect(rules.attackPrefill(attackCtx(index, "p", "q")).fields["contact"]).toBe("InContact");
  });
});

describe("tactica: cover across a boundary", () => {
  const border = (cover: ZoneBorderData["cover"], soft: boolean): ZoneBorderData => ({ zone: "b", cover, soft, linear: false, choke: 0, barrier: false });
  const make = (b: ZoneBorderData) => board([zone("a", [rect(0, 0, 1000, 1000)], { borders: [b] }), zone("b", [rect(1000, 0, 1000, 1000)])], [token("archer", 1, 1), token("t", 11, 1, foe)]);

  it("hard heavy cover: −2 dice and no rerolls; soft medium: −2 dice; nothing for melee", () => {
    const hard = rules.attackPrefill(attackCtx(make(border("heavy", false)), "archer", "t", { ranged: true }));
    expect(hard.fields["dice"]).toBe(-2);
    expect(hard.notes).toContainEqual({ key: "FRAY.Board.Prefill.CoverNoRerolls", data: { dice: -2 } });
    const soft = rules.attackPrefill(attackCtx(make(border("medium", true)), "archer", "t", { ranged: true }));
    expect(soft.fields["dice"]).toBe(-2);
    expect(soft.notes).toContainEqual({ key: "FRAY.Board.Prefill.Cover", data: { dice: -2 } });
    expect(rules.attackPrefill(attackCtx(make(border("heavy", false)), "archer", "t")).fields["dice"]).toBeUndefined();
  });
});

describe("tactica: zone moves", () => {
  const make = () => board(row(3), [token("hero", 1, 1, group("A")), token("orc1", 2, 1, { ...foe, ...group("A") }), token("orc2", 1, 2, { ...foe, ...group("A") }), token("loner", 5, 5)]);

  it("leaving InContact with Move lets every enemy of the group make an opportunity attack; Withdraw lets none", () => {
    const move = rules.moveCost(moveCtx(make(), "hero", token("hero", 11, 1)));
    expect(move.allowed).toBe(true);
    expect(move.opportunityAttackers).toEqual(["orc1", "orc2"]);
    expect(move.notes).toContainEqual({ key: "FRAY.Board.Move.Opportunity", data: { count: 2 } });
    expect(rules.moveCost(moveCtx(make(), "hero", token("hero", 11, 1), { mode: "withdraw" })).opportunityAttackers).toEqual([]);
    // Stepping out of the melee inside the zone (dropping the group) is leaving contact too.
    expect(rules.moveCost(moveCtx(make(), "hero", token("hero", 7, 7))).opportunityAttackers).toEqual(["orc1", "orc2"]);
  });

  it("an Alone figure moves one zone freely and arrives Alone; two zones at once are refused", () => {
    const one = rules.moveCost(moveCtx(make(), "loner", token("loner", 15, 5)));
    expect(one).toMatchObject({ allowed: true, opportunityAttackers: [], cost: { zones: 1 } });
    expect(one.notes).toEqual([{ key: "FRAY.Board.Move.ArriveAlone" }]);
    expect(rules.moveCost(moveCtx(make(), "loner", token("loner", 25, 5))).reasons).toEqual([{ key: "FRAY.Board.Move.OneZone", data: { zones: 2 } }]);
  });

  it("shows the Physical rank as the size on the token", () => {
    expect(rules.sizeLabel(stats((s) => (s.tactica.physical.rank = 6)))).toEqual({ key: "FRAY.Board.Size.Physical", data: { rank: 6 } });
  });
});
