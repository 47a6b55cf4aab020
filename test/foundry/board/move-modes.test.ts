/**
 * Move modes, core's movement actions of the same ids (picked in core's token HUD or the tracker), reach each
 * ruleset's move charge: six-seconds runs,
 * factions sprints (and the tracker books the sprint), tactica withdraws; a mode the world ruleset does not offer
 * moves as a walk.
 */
import { describe, expect, it } from "vitest";
import { moveCharge } from "../../../module/combat/charge";
import { moveModeOf, nextMoveMode } from "../../../module/canvas/move-mode";
import type { FactionsTurnData } from "../../../module/engine/rulesets/factions/turn-policy";
import { BOARD_RULES } from "../../../module/rulesets/boards";
import { trackerViewFor } from "../../../module/rulesets/tracker-views";
import { started } from "../tracker-scenarios";
import { board, moveCtx, row, stats, token } from "./fixtures";

describe("the move modes", () => {
  it("each ruleset offers walking first, then its own mode", () => {
    expect(BOARD_RULES["six-seconds"].moveModes).toEqual(["walk", "run"]);
    expect(BOARD_RULES.factions.moveModes).toEqual(["walk", "sprint"]);
    expect(BOARD_RULES.tactica.moveModes).toEqual(["walk", "withdraw", "charge"]);
    expect(BOARD_RULES["frozen-lands"].moveModes).toEqual(["walk"]);
  });

  it("a movement action is its mode only where the ruleset has it; the tracker's entry steps round the modes", () => {
    const six = BOARD_RULES["six-seconds"].moveModes;
    expect(moveModeOf(six, "run")).toBe("run");
    expect(moveModeOf(six, "sprint")).toBe("walk");
    expect(moveModeOf(six, undefined)).toBe("walk");
    expect(moveModeOf(six, "<script>")).toBe("walk");
    expect(nextMoveMode(six, "walk")).toBe("run");
    expect(nextMoveMode(six, "run")).toBe("walk");
    expect(nextMoveMode(BOARD_RULES["frozen-lands"].moveModes, "walk")).toBe("walk");
  });
});

describe("the mode changes the charge", () => {
  it("six-seconds: 9 squares at speed 4 walk in 3 s; a run covers 12 a second (3 s at least)", () => {
    const rules = BOARD_RULES["six-seconds"];
    const index = board(row(1), [token("a", 0, 0)]);
    const speed4 = stats((s) => (s.sixSeconds.speed = 4));
    const mode = moveModeOf(rules.moveModes, "run");
    expect(rules.moveCost(moveCtx(index, "a", token("a", 9, 0), { stats: speed4 })).cost).toMatchObject({ seconds: 3 });
    expect(rules.moveCost(moveCtx(index, "a", token("a", 9, 0), { stats: speed4, mode })).cost).toMatchObject({ seconds: 3 });
    // 30 squares: 8 s walking, 3 s running.
    const far = board(row(4), [token("a", 0, 0)]);
    expect(rules.moveCost(moveCtx(far, "a", token("a", 30, 0), { stats: speed4 })).cost).toMatchObject({ seconds: 8 });
    expect(rules.moveCost(moveCtx(far, "a", token("a", 30, 0), { stats: speed4, mode })).cost).toMatchObject({ seconds: 3 });
  });

  it("factions: a sprint of 3 zones is allowed on the board and booked as a sprint by the tracker", async () => {
    const rules = BOARD_RULES.factions;
    const index = board(row(6), [token("runner", 1, 1)]);
    const walk = rules.moveCost(moveCtx(index, "runner", token("runner", 31, 1)));
    const sprint = rules.moveCost(moveCtx(index, "runner", token("runner", 31, 1), { mode: moveModeOf(rules.moveModes, "sprint") }));
    expect(walk.allowed).toBe(false);
    expect(sprint.allowed).toBe(true);
    expect(sprint.cost).toEqual({ zones: 3, sprint: true });

    const e = await started("factions");
    const view = trackerViewFor("factions");
    const data = () => e.state.data as FactionsTurnData;
    if (data().first === null) await e.run("choose first", { type: "chooseFirst", faction: data().initiative! });
    const mover = Object.keys(data().characters).find((id) => data().characters[id]!.faction === data().current && !data().characters[id]!.acted)!;
    await e.run("activate", { type: "activate", combatant: mover });
    expect(moveCharge("factions", view, e.store.scheduler, mover, walk.cost)).toEqual({ refusal: expect.stringMatching(/can move 2 zone/) });
    expect(moveCharge("factions", view, e.store.scheduler, mover, sprint.cost)).toEqual({ command: { type: "act", combatant: mover, kind: "move", zones: 3, sprint: true } });
  });

  it("tactica: withdrawing from a melee leaves no opportunity attacks; moving out leaves one per enemy", () => {
    const rules = BOARD_RULES.tactica;
    const group = { flags: { fray: { contact: { group: "A", close: [] } } } };
    const index = board(row(2), [token("hero", 1, 1, group), token("orc", 2, 1, { disposition: -1, ...group })]);
    expect(rules.moveCost(moveCtx(index, "hero", token("hero", 11, 1))).opportunityAttackers).toEqual(["orc"]);
    expect(rules.moveCost(moveCtx(index, "hero", token("hero", 11, 1), { mode: moveModeOf(rules.moveModes, "withdraw") })).opportunityAttackers).toEqual([]);
  });
});
