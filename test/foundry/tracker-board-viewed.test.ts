/**
 * Audit row 14 (foundry-traps.md #14): the combat tracker shows `this.viewed`, which need not be game.combat. Its
 * right-click entries must act on the combatant of the combat it shows. Through the Foundry double.
 */
import { beforeAll, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { Scene, TokenDocument } from "../double/documents";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

it("a move-mode entry on a row of the viewed combat steps that combatant's token, not game.combat's", async () => {
  const h = fresh();
  await game.settings.set("fray", "ruleset", "six-seconds");
  const actor = await fray.FrayActor.create({ name: "Runner", type: "npc" } as never);
  const scene = (await (globalThis as unknown as { Scene: typeof Scene }).Scene.create({ name: "Field" })) as Scene;
  h.viewScene(scene);
  const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Runner", actorId: actor!.id }])) as TokenDocument[];
  // game.combat is another encounter; the tracker views the one with the runner.
  await fray.FrayCombat.create({ active: true } as never);
  const viewed = (await fray.FrayCombat.create({ active: false, combatants: [{ actorId: actor!.id, tokenId: token!.id, sceneId: scene.id }] } as never))!;
  h.view(viewed as never);
  expect(game.combat).not.toBe(viewed);
  const { boardEntryOptions } = await import("../../module/canvas/tracker-board");
  const entries = boardEntryOptions(() => viewed as never);
  // The entry in the generation's form (compat/menus.ts): v13 name/condition/callback, v14 label/visible/onClick.
  type Either = { name?: string; label?: string; condition?: (li: HTMLElement) => boolean; visible?: (li: HTMLElement) => boolean; callback?: (li: HTMLElement) => unknown; onClick?: (e: Event, li: HTMLElement) => unknown };
  const moveMode = (entries as unknown as Either[]).find((e) => (e.label ?? e.name) === "FRAY.Board.Tracker.MoveMode")!;
  const li = { dataset: { combatantId: viewed.combatants.contents[0]!.id } } as unknown as HTMLElement;
  expect((moveMode.visible ?? moveMode.condition)!(li)).toBe(true);
  await (moveMode.onClick ? moveMode.onClick(new Event("click"), li) : moveMode.callback!(li));
  await new Promise((r) => setTimeout(r, 0)); // the entry's callback does not return its update: let it settle
  // The mode is core's movement action (canvas/movement-actions.ts), which the ruler prices the next drag in.
  expect((token as unknown as { movementAction: string | null }).movementAction).toBe("run");
  expect(h.errors).toEqual([]);
});
