import { describe, expect, it } from "vitest";
import { frozenLandsBoard } from "../../../module/rulesets/frozen-lands/board";
import { attackCtx, board, moveCtx, row, stats, token } from "./fixtures";

const rules = frozenLandsBoard;
const foe = { disposition: -1 };

describe("frozen-lands: the range band from the board", () => {
  // Six zones in a row, 10 squares each: z0 … z5.
  const index = board(row(6), [
    token("hero", 1, 1),
    token("touching", 2, 1, foe),
    token("across", 8, 8, foe),
    token("next", 12, 1, foe),
    token("far4", 41, 1, foe),
    token("far5", 51, 1, foe),
  ]);
  const band = (t: string) => rules.attackPrefill(attackCtx(index, "hero", t)).fields["band"];

  it("Close at arm's length, Short in the same zone, Medium next door, Long up to four zones, then Distant", () => {
    expect(band("touching")).toBe("close");
    expect(band("across")).toBe("short");
    expect(band("next")).toBe("medium");
    expect(band("far4")).toBe("long");
    expect(band("far5")).toBe("distant");
  });

  it("nothing is prefilled for a token outside every zone (the dialog keeps its default)", () => {
    index.upsertToken(token("lost", 200, 200, foe));
    expect(rules.attackPrefill(attackCtx(index, "hero", "lost"))).toEqual({ fields: {}, notes: [], refusal: null });
  });
});

describe("frozen-lands: zone features apply by themselves", () => {
  const index = board(row(2, { z0: ["dimly-lit", "cramped"], z1: ["cluttered"] }), [token("hero", 1, 1), token("orc", 12, 1, foe)]);

  it("Dimly lit: −2 on ranged attack rolls and on Perception, not on melee or other skills", () => {
    const ranged = rules.attackPrefill(attackCtx(index, "hero", "orc", { ranged: true }));
    expect(ranged.fields["dice"]).toBe(-2);
    expect(ranged.notes.map((n) => n.key)).toContain("FRAY.Board.Prefill.DimlyLit");
    expect(rules.attackPrefill(attackCtx(index, "hero", "orc")).fields["dice"]).toBeUndefined();
    const hero = index.token("hero")!;
    expect(rules.checkPrefill({ graph: index.graph, grid: index.grid, tokens: index.allTokens(), token: hero, skill: "perception" }).fields["dice"]).toBe(-2);
    expect(rules.checkPrefill({ graph: index.graph, grid: index.grid, tokens: index.allTokens(), token: hero, skill: "stealth" }).fields).toEqual({});
  });

  it("Cramped: no Heavy weapons", () => {
    expect(rules.attackPrefill(attackCtx(index, "hero", "orc", { heavy: true })).refusal).toEqual({ key: "FRAY.Board.Refuse.HeavyCramped" });
    expect(rules.attackPrefill(attackCtx(index, "orc", "hero", { heavy: true })).refusal).toBeNull();
  });
});

describe("frozen-lands: movement costs an action per adjacent zone", () => {
  const make = () => board(row(3, { z1: ["cluttered"], z2: ["cramped"] }), [token("hero", 5, 5), token("orc1", 6, 5, foe), token("orc2", 4, 5, foe), token("friend", 5, 6)]);

  it("one zone, one action; entering a cluttered zone prompts a Mobility roll", () => {
    const index = board(row(3, { z1: ["cluttered"] }), [token("hero", 5, 5)]);
    const c = rules.moveCost(moveCtx(index, "hero", token("hero", 15, 5), { turn: { actionsLeft: 3 } }));
    expect(c).toMatchObject({ allowed: true, cost: { actions: 1, zones: 1 } });
    expect(c.prompts).toEqual([{ key: "FRAY.Board.Prompt.Cluttered" }]);
    // Moving within the zone costs nothing.
    expect(rules.moveCost(moveCtx(index, "hero", token("hero", 7, 5))).cost).toEqual({});
  });

  it("disengaging from two close enemies prompts a Mobility roll needing two successes", () => {
    const c = rules.moveCost(moveCtx(make(), "hero", token("hero", 15, 5), { turn: { actionsLeft: 3 } }));
    expect(c.prompts[0]).toEqual({ key: "FRAY.Board.Prompt.Disengage", data: { successes: 2 } });
    // "you must make a Mobility roll": until the sheet's Disengage is rolled, the move is refused with the reason.
    expect(c.reasons).toEqual([{ key: "FRAY.Board.Move.DisengageFirst", data: { successes: 2 } }]);
    const rolled = rules.moveCost(moveCtx(make(), "hero", token("hero", 15, 5), { turn: { actionsLeft: 3 }, stats: stats((s) => (s.frozenLands.disengage = { rolled: true, failed: false })) }));
    expect(rolled.allowed).toBe(true);
  });

  it("two zones take two actions; without them the move is refused; a cramped zone means crawling", () => {
    const c = rules.moveCost(moveCtx(make(), "hero", token("hero", 25, 5), { turn: { actionsLeft: 1 } }));
    expect(c.allowed).toBe(false);
    expect(c.cost).toEqual({ actions: 2, zones: 2 });
    expect(c.reasons).toContainEqual({ key: "FRAY.Board.Move.NoActions", data: { actions: 2, left: 1 } });
    expect(c.notes).toEqual([{ key: "FRAY.Board.Move.Crawl" }]);
  });
});
