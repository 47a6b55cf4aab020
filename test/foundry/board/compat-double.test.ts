/**
 * Issue 29, point 4, through the Foundry double in both generations: statusEffects in each generation's form, the
 * tracker's context-menu entries in each generation's form (and the v14 entry acts on its row), v14 update
 * operators understood by the partial-update repair and the ruleset guard, no `-=` key written in v14 (a token
 * leaving its zone loses its contact through `_del`), and the token HUD's column found in each generation.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DoubleHandle } from "../../double/index";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";

type Rec = Record<string, unknown>;
let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const op = () => globalThis as unknown as { _del: object; _replace(v: unknown): object };

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}`, () => {
    let h: DoubleHandle;
    const start = () => (h = w.start({ generation }));

    it("statusEffects: an array in v13, an object keyed by id in v14", async () => {
      start();
      const { statusEffectsConfig } = await import("../../../module/compat/statuses");
      const { statusEffectsFor } = await import("../../../module/canvas/statuses");
      const defs = statusEffectsFor("six-seconds");
      const config = statusEffectsConfig(defs);
      if (generation >= 14) {
        expect(Array.isArray(config)).toBe(false);
        expect(Object.keys(config)).toEqual(defs.map((d) => d.id));
        expect((config as Record<string, { id: string }>)[defs[0]!.id]).toEqual(defs[0]);
      } else expect(config).toEqual(defs);
    });

    it("the tracker's board entries come in the generation's form, and act on their row", async () => {
      start();
      await game.settings.set("fray", "ruleset", "six-seconds" as never);
      const { boardEntryOptions } = await import("../../../module/canvas/tracker-board");
      const entries = boardEntryOptions(() => h.game.combats.viewed as never) as unknown as Rec[];
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) {
        if (generation >= 14) {
          expect(Object.keys(e).sort()).toEqual(["icon", "label", "onClick", "visible"]);
          expect(String(e["icon"])).toMatch(/^fa-/);
        } else {
          expect(Object.keys(e).sort()).toEqual(["callback", "condition", "icon", "name"]);
          expect(String(e["icon"])).toMatch(/^<i class="fa-/);
        }
      }
      // The move-mode entry on a row of an owned combatant's token switches its mode.
      const s = await scene({});
      theCanvas().view(s as never);
      const actor = (await w.fray.FrayActor.create({ name: "Runner", type: "character" }))!;
      const token = await tokenFor(s, actor.id!, 0, 0);
      const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }] } as never))!;
      h.view(combat as never);
      const li = { dataset: { combatantId: combat.combatants.contents[0]!.id } } as unknown as HTMLElement;
      const move = entries.find((e) => (e["label"] ?? e["name"]) === "FRAY.Board.Tracker.MoveMode")!;
      const visible = (generation >= 14 ? move["visible"] : move["condition"]) as (li: HTMLElement) => boolean;
      expect(visible(li)).toBe(true);
      if (generation >= 14) (move["onClick"] as (e: Event, li: HTMLElement) => void)(new Event("click"), li);
      else (move["callback"] as (li: HTMLElement) => void)(li);
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
      expect((token as unknown as { movementAction: string | null }).movementAction).toBe("run");
    });

    it("the partial-update repair leaves v14 operators alone; the ruleset guard refuses them on another ruleset's block", async () => {
      start();
      const { repairPresent } = await import("../../../module/data/shared/repair-present");
      const { ACTOR_SYSTEM } = await import("../../../module/data/actor/schema");
      const { actorAccess, guardSystemUpdate } = await import("../../../module/data/shared/ruleset-guard");
      if (generation < 14) {
        expect(op()._del).toBeUndefined();
        return;
      }
      const { _del } = op();
      const source: Rec = { sixSeconds: { wounds: _del } };
      expect(repairPresent(ACTOR_SYSTEM, source)).toEqual([]);
      expect((source["sixSeconds"] as Rec)["wounds"]).toBe(_del);
      const replaced = op()._replace({ name: "Reflex" });
      const withReplace: Rec = { sixSeconds: replaced };
      expect(repairPresent(ACTOR_SYSTEM, withReplace)).toEqual([]);
      expect(withReplace["sixSeconds"]).toBe(replaced);
      // In a six-seconds world another ruleset's block is kept whatever the operator; the world's own block may use it.
      const changes: Rec = { system: { frozenLands: _del, sixSeconds: { wounds: _del } } };
      const dropped = guardSystemUpdate(changes, {}, actorAccess("six-seconds"));
      expect(dropped).toEqual(["system.frozenLands"]);
      expect(changes["system"]).toEqual({ sixSeconds: { wounds: _del } });
    });

    it("a token leaving its zone loses its contact: `-=contact` in v13, the `_del` operator in v14 (no deprecation)", async () => {
      start();
      await game.settings.set("fray", "ruleset", "tactica" as never);
      const { registerBoardHooks } = await import("../../../module/canvas/board-hooks");
      registerBoardHooks();
      const s = await scene({});
      await zoneRegion(s, "West", [0, 0, 1000, 1000]);
      await zoneRegion(s, "East", [1000, 0, 1000, 1000]);
      theCanvas().view(s as never);
      const actor = (await w.fray.FrayActor.create({ name: "Legionary", type: "character" }))!;
      const token = await tokenFor(s, actor.id!, 2, 2, { flags: { fray: { contact: { group: "g", close: [] } } } });
      expect((token as unknown as { flags: { fray?: { contact?: unknown } } }).flags.fray?.contact).toEqual({ group: "g", close: [] });
      await (token as unknown as { update(d: Rec): Promise<unknown> }).update({ x: 1500, y: 200 });
      expect((token as unknown as { x: number }).x).toBe(1500);
      expect((token as unknown as { flags: { fray?: { contact?: unknown } } }).flags.fray?.contact ?? null).toBeNull();
      expect(h.deprecations.filter((d) => d.includes("-="))).toEqual([]);
    });

    it("the zone behaviour carries a creation hint in v14 (CONFIG.RegionBehavior.typeHints), none in v13", async () => {
      start();
      const hints = ((CONFIG as unknown as Record<string, Rec>)["RegionBehavior"]!["typeHints"] ?? {}) as Record<string, string>;
      if (generation >= 14) {
        expect(hints["fray.zone"]).toBe("FRAY.Board.ZoneBehaviorHint");
        expect(game.i18n.has("FRAY.Board.ZoneBehaviorHint")).toBe(true);
      } else expect(hints["fray.zone"]).toBeUndefined();
    });

    it("the token HUD's controls go into the left column", async () => {
      start();
      const { hudLeftColumn } = await import("../../../module/compat/hud");
      const fake = { querySelector: (sel: string) => (sel === ".col.left" ? ({ tag: "left" } as unknown as HTMLElement) : null) } as unknown as HTMLElement;
      expect(hudLeftColumn(fake)).toEqual({ tag: "left" });
      // A HUD without that column: v13 shows nothing extra (as before); v14 puts the controls in the HUD itself.
      const bare = { querySelector: () => null } as unknown as HTMLElement;
      expect(hudLeftColumn(bare)).toBe(generation >= 14 ? bare : null);
    });
  });
}
