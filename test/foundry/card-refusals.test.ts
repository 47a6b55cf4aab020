/**
 * Issue 27 item 6, "each refusal shown once": a damage card applied to several targeted tokens that all refuse for
 * one reason shows that reason once (through the double's tokens, targets and recorded notifications), and a row of
 * defences refused for one reason says it once (the template's helper).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayRefusals } from "../../module/applications/helpers";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./board/on-double";

type Rec = Record<string, unknown>;
let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

describe("a refusal is shown once", () => {
  it("a damage card applied to three goblins that all refuse the amount: one warning, not three", async () => {
    const h = w.start();
    const { applyDamageFromCard } = await import("../../module/documents/chat-message");
    await game.settings.set("fray", "ruleset", "six-seconds");
    const board = await scene({ name: "Board" });
    theCanvas().view(board as never);
    const layer = (theCanvas() as unknown as { tokens: { get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
    for (const col of [1, 3, 5]) {
      const goblin = await w.fray.FrayActor.create({ name: `Goblin ${col}`, type: "npc" });
      const token = await tokenFor(board, goblin!.id!, col, 1);
      layer.get(token.id!).setTarget(true, { releaseOthers: false });
    }
    expect(game.user.targets.size).toBe(3);
    h.notices.length = 0;
    const message = await ChatMessage.implementation.create({ content: "damage", flags: { fray: {} } } as never);
    // A damage amount that is not a number: each actor's takeDamage refuses it, naming `amount`.
    await applyDamageFromCard(message as never, Number.NaN);
    expect(h.notices.map((n) => n.message)).toHaveLength(1);
    expect(h.notices[0]!.message).toContain("amount");
  });

  it("three defences refused for one reason: one line; two reasons: each line names its defences", () => {
    const helpless = ["block", "dodge", "parry"].map((id) => ({ id, label: `L.${id}`, refused: "Unconscious: no defence rolls" }));
    expect(frayRefusals(helpless)).toEqual([{ text: "Unconscious: no defence rolls", labels: [] }]);
    const mixed = [
      { id: "dodge", label: "L.dodge", refused: "x", refusedKey: "K.flat" },
      { id: "block", label: "L.block", refused: "no shield" },
      { id: "parry", label: "L.parry", refused: "y", refusedKey: "K.flat" },
      { id: "hide", label: "L.hide" },
    ];
    expect(frayRefusals(mixed)).toEqual([
      { key: "K.flat", labels: ["L.dodge", "L.parry"] },
      { text: "no shield", labels: ["L.block"] },
    ]);
  });
});
