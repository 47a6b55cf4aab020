/**
 * Issue 21 #8 on the sheet: a player's sheet check (module/dice/roll.ts `rollAndPost`) and sheet action
 * (module/dice/action.ts `runAction`) post their card in the player's roll mode. Through the Foundry double in v13
 * (core.rollMode, ChatMessage.applyRollMode) and v14 (core.messageMode, ChatMessage.applyMode), each mode: public,
 * GM, blind, self; the created ChatMessage's whisper and blind as core sets them. roll-modes.test.ts does the
 * tracker and the board.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../double/index";
import { installTemplates, RENDERED } from "../double/templates";
import { actionContext } from "./action-context";
import { mauve } from "./six-seconds-examples";

type Msg = { whisper: string[]; blind: boolean; rolls: unknown[]; flags: { fray?: { card?: { kind?: string } } }; visible: boolean };

let fresh: (o?: DoubleOptions) => DoubleHandle;
let fray: Fray;
beforeAll(async () => {
  ({ fresh, fray } = await frayOnDouble());
});

const MODES = { 13: { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" }, 14: { public: "public", gm: "gm", blind: "blind", self: "self" } } as const;
const KINDS = ["public", "gm", "blind", "self"] as const;

/** A fresh world where the player owns a hero and rolls in `mode`. */
async function playerWorld(generation: 13 | 14, mode: (typeof KINDS)[number], ruleset: "six-seconds" | "frozen-lands") {
  const h = fresh({ generation });
  installTemplates();
  await game.settings.set("fray", "ruleset", ruleset);
  const hero = await fray.FrayActor.create({ name: "Hero", type: "character", system: { stats: mauve() }, ownership: { [h.player.id!]: 3 } } as never);
  if (!hero) throw new Error("hero was not created");
  h.actAs(h.player);
  await h.modes.setMode(MODES[generation][mode]);
  return { h, hero };
}

/** Who sees the card as core sets it: public none, GM/blind the GMs, self the roller. */
function expectMode(h: DoubleHandle, m: Msg, mode: (typeof KINDS)[number]): void {
  expect(m.whisper, mode).toEqual(mode === "public" ? [] : mode === "self" ? [h.player.id] : [h.gm.id]);
  expect(m.blind, mode).toBe(mode === "blind");
}

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: sheet rolls follow the player's roll mode`, () => {
    for (const mode of KINDS) {
      it(`a sheet check (rollAndPost), ${mode}`, async () => {
        const { h, hero } = await playerWorld(generation, mode, "six-seconds");
        const { rollAndPost } = await import("../../module/dice/roll");
        const { sixSecondsSkillCheck } = await import("../../module/rulesets/six-seconds/from-actor");
        const { prepareActorDerived } = await import("../../module/data/actor/derived");
        const s = mauve();
        const before = h.game.messages.size;
        RENDERED.length = 0;
        await rollAndPost(hero as never, sixSecondsSkillCheck(s, prepareActorDerived(s), 0, 7), []);
        const posts = h.game.messages.contents.slice(before) as unknown as Msg[];
        expect(posts).toHaveLength(1);
        expect(RENDERED.map((r) => r.path)).toEqual(["systems/fray/templates/chat/roll-card.hbs"]);
        expect(posts[0]!.rolls).toHaveLength(1);
        expectMode(h, posts[0]!, mode);
        // The other player (not the roller, not a GM) sees a non-public card only as core's visibility allows.
        const other = await h.addUser({ name: "Other" });
        h.actAs(other);
        expect(posts[0]!.visible, mode).toBe(mode === "public");
      });

      it(`a sheet action (runAction), ${mode}`, async () => {
        const { h, hero } = await playerWorld(generation, mode, "frozen-lands");
        const { runAction } = await import("../../module/dice/action");
        const { restAction } = await import("../../module/rulesets/frozen-lands/rest-action");
        const s = mauve();
        s.frozenLands.stress = 3;
        const req = (await restAction.prepare(actionContext(s, { name: "Hero" })))!;
        const before = h.game.messages.size;
        await runAction(hero as never, restAction, req);
        const posts = h.game.messages.contents.slice(before) as unknown as Msg[];
        expect(posts).toHaveLength(1);
        expect(posts[0]!.flags.fray?.card?.kind).toBe("FRAY.Action.FrozenLands.Rest");
        expectMode(h, posts[0]!, mode);
        // The action's write-back went through on the owner's client.
        expect((hero as unknown as { system: { stats: { frozenLands: { stress: number } } } }).system.stats.frozenLands.stress).toBe(0);
      });
    }
  });
}
