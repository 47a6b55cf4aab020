/**
 * Issue 21 finding #8 (foundry-traps.md #9): ChatMessage.create applies no roll mode, so Fray applies the user's
 * mode itself (compat/messages.ts: v13 applyRollMode, v14 applyMode/messageMode). Through the Foundry double in
 * both generations: each mode (public, GM, blind, self) on the tracker's dice, and a hidden NPC's initiative
 * whispered to the GMs alone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../double/index";

type Msg = { whisper: string[]; blind: boolean; rolls: unknown[]; flavor?: string; isContentVisible: boolean; visible: boolean };

let fresh: (o?: DoubleOptions) => DoubleHandle;
let fray: Fray;
beforeAll(async () => {
  ({ fresh, fray } = await frayOnDouble());
});

const MODES = { 13: { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" }, 14: { public: "public", gm: "gm", blind: "blind", self: "self" } } as const;

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}`, () => {
    async function world(): Promise<{ h: DoubleHandle; dice: DoubleHandle["modes"] }> {
      const h = fresh({ generation });
      return { h, dice: h.modes };
    }

    /** A fight started by the GM in `mode` (frozen-lands rolls everyone's initiative at the start): its dice posts. */
    async function startedFight(h: DoubleHandle, dice: DoubleHandle["modes"], mode: string | null, hidden = false): Promise<Msg[]> {
      h.actAs(h.gm);
      if (mode) await dice.setMode(mode);
      await game.settings.set("fray", "ruleset", "frozen-lands");
      const hero = await fray.FrayActor.create({ name: "Hero", type: "character" });
      const goblin = await fray.FrayActor.create({ name: "Goblin", type: "npc" });
      const combat = (await fray.FrayCombat.create({ active: true })) as InstanceType<typeof fray.FrayCombat>;
      await combat.createEmbeddedDocuments("Combatant", [
        { actorId: hero!.id, name: "Hero" },
        { actorId: goblin!.id, name: "Goblin", hidden },
      ]);
      const before = h.game.messages.size;
      await combat.startCombat();
      // Frozen-lands rolls everyone's initiative at the start: at least one post carries dice.
      const posts = h.game.messages.contents.slice(before).map((m) => m as unknown as Msg).filter((m) => m.rolls.length > 0);
      expect(posts.length).toBeGreaterThan(0);
      return posts;
    }

    it("public: everyone sees the dice", async () => {
      const { h, dice } = await world();
      for (const m of await startedFight(h, dice, MODES[generation].public)) {
        expect(m.whisper).toEqual([]);
        expect(m.blind).toBe(false);
      }
    });

    it("GM roll: whispered to the GMs", async () => {
      const { h, dice } = await world();
      const posts = await startedFight(h, dice, MODES[generation].gm);
      h.actAs(h.player);
      for (const m of posts) {
        expect(m.whisper).toEqual([h.gm.id]);
        expect(m.blind).toBe(false);
        expect(m.visible).toBe(false);
      }
    });

    it("blind roll: to the GMs, flagged blind", async () => {
      const { h, dice } = await world();
      const posts = await startedFight(h, dice, MODES[generation].blind);
      h.actAs(h.player);
      for (const m of posts) {
        expect(m.whisper).toEqual([h.gm.id]);
        expect(m.blind).toBe(true);
        expect(m.isContentVisible).toBe(false);
      }
    });

    it("self roll: to the roller alone", async () => {
      const { h, dice } = await world();
      const second = await h.addUser({ name: "Second GM", role: 4 });
      const posts = await startedFight(h, dice, MODES[generation].self);
      for (const m of posts) expect(m.whisper).toEqual([h.gm.id]);
      h.actAs(second);
      for (const m of posts) expect(m.whisper.includes(second.id!)).toBe(false);
    });

    it("a player's board dice (a scatter, a blast) follow the player's mode", async () => {
      for (const mode of ["public", "gm", "blind", "self"] as const) {
        const { h, dice } = await world();
        h.actAs(h.player);
        await dice.setMode(MODES[generation][mode]);
        const { postBoardChat } = await import("../../module/canvas/board-actions");
        const roll = await new Roll("1d8 + 2d6").evaluate();
        await postBoardChat(["scatter"], [roll as never]);
        const m = h.game.messages.contents.at(-1) as unknown as Msg;
        expect(m.rolls, mode).toHaveLength(1);
        expect(m.whisper, mode).toEqual(mode === "public" ? [] : mode === "self" ? [h.player.id] : [h.gm.id]);
        expect(m.blind, mode).toBe(mode === "blind");
      }
    });

    it("a hidden NPC's initiative goes to the GMs alone, even when the GM rolls in public", async () => {
      for (const hidden of [true, false]) {
        const { h, dice } = await world();
        const posts = await startedFight(h, dice, MODES[generation].public, hidden);
        for (const m of posts) expect(m.whisper, hidden ? "hidden: GMs only" : "public").toEqual(hidden ? [h.gm.id] : []);
        h.actAs(h.player);
        for (const m of posts) expect(m.visible).toBe(!hidden);
      }
    });
  });
}
