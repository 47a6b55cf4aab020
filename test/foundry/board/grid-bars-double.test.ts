/**
 * Issue 21 #15 and #6 through the Foundry double. #15: each scene is measured by its own grid (two scenes, one
 * hex), and the diagonal rule comes from the scene's grid even with no canvas. #6: Fray's derived bars are
 * editable in the Token HUD, so a HUD edit reaches FrayActor#modifyTokenAttribute.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CANVAS, hudBarEdit } from "../../double/canvas";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

async function character(name = "Mauve") {
  return (await w.fray.FrayActor.create({ name, type: "character" } as never))!;
}

describe("each scene is measured by its own grid", () => {
  it("a hex scene the GM is not viewing counts hex steps in its own units", async () => {
    w.start();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const square = await scene({ name: "Square", grid: { type: 1, size: 100, distance: 1 } });
    const hex = await scene({ name: "Hex", grid: { type: 2, size: 50, distance: 5 } });
    const a = await character();
    const b = await character("Goblin");
    // On the hex scene: three hexes east and three rows down the south-east line is six hexes of 5 m.
    const h = (50 * Math.sqrt(3)) / 2;
    await tokenFor(hex, a.id!, 0, 0, { x: 0, y: 0 });
    await tokenFor(hex, b.id!, 0, 0, { x: 150 + 75, y: Math.round(3 * h) });
    theCanvas().view(square as never);
    const index = w.board.indexFor(hex as never);
    expect(index.grid).toMatchObject({ shape: "hex-rows", size: 50, distance: 5 });
    const [ta, tb] = index.allTokens();
    const prefill = w.board.boardRules().attackPrefill({ graph: index.graph, grid: index.grid, attacker: ta!, target: tb!, tokens: index.allTokens() });
    expect(prefill.fields["metres"]).toBe(30);
  });

  it("the diagonal rule is the measured scene's grid's, with or without a canvas", async () => {
    w.start();
    CANVAS.gridDiagonals = 4; // ALTERNATING_1: 1, 2, 1 …
    const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
    expect(theCanvas().scene).toBeNull();
    expect(w.board.indexFor(s as never).grid.diagonals).toBe("alternating");
  });
});

describe("derived token bars in the Token HUD", () => {
  it("core leaves a bars.* bar read-only: the HUD cannot edit it", async () => {
    w.start({ coreToken: true });
    const s = await scene();
    const a = await character();
    const t = await tokenFor(s, a.id!, 1, 1, { bar1: { attribute: "bars.toughness" } });
    expect(t.getBarAttribute("bar1")).toMatchObject({ type: "bar", attribute: "bars.toughness", editable: false });
    expect(await hudBarEdit(t, "bar1", "-1")).toBe(false);
  });

  it("FrayTokenDocument makes it editable, and a HUD edit writes the stored field behind the bar", async () => {
    w.start();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const s = await scene();
    const a = await character();
    const t = await tokenFor(s, a.id!, 1, 1, { bar1: { attribute: "bars.toughness" } });
    expect(t).toBeInstanceOf(w.FrayTokenDocument);
    const before = t.getBarAttribute("bar1")!;
    expect(before).toMatchObject({ type: "bar", editable: true });
    expect(await hudBarEdit(t, "bar1", "-1")).toBe(true);
    const after = t.getBarAttribute("bar1")!;
    expect(after.value).toBe(before.value - 1);
    // A bar that is a real schema field is left to core (nothing forced).
    expect(t.getBarAttribute("bar1", { alternative: "stats.sixSeconds.scale" })?.type).toBe("value");
  });
});
