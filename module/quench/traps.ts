/**
 * The Quench batch `fray.traps`: in a live world, the Foundry behaviours the test double (test/double/) models
 * from public sources and that a stand-in once hid (the shared list of traps). Each check is what the smoke test
 * (test/browser/bundle-smoke.test.ts) relies on the double for, so anyone with Foundry can confirm the double:
 * - a combat of two combatants sorts its turns through core's setupTurns, which calls `_sortCombatants` unbound
 *   (Cosmere RPG `src/system/documents/combat.ts`; Crucible `module/documents/combat.mjs`);
 * - starting and advancing a fight fires `combatStart` and `combatTurn`/`combatRound` with a direction
 *   (foundryvtt/foundryvtt#12018, #10924; Draw Steel's `endTurn`);
 * - a sheet submitted unchanged changes nothing (a form that posts arrays as objects or same-named checkboxes
 *   as lists would: foundryvtt/foundryvtt#7819, FormDataExtended + expandObject);
 * - a roll posted with the GM roll mode is whispered to the GMs (Nimble-Co/FoundryVTT-Nimble#843; roll modes
 *   apply through `Roll#toMessage` / `ChatMessage.applyRollMode`, v14 `applyMode`, only: module/compat/messages.ts).
 * Runs in the world's ruleset; deletes everything it created.
 */
import { FrayActor } from "../documents/actor";
import { FrayCombat } from "../documents/combat";
import { FrayItem } from "../documents/item";
import { currentRuleset } from "../settings";
import { isV14 } from "../compat/generation";
import { CreatedDocuments } from "./cleanup";
import { QUENCH_PLANS, quenchName } from "./plan";
import type { Quench, QuenchBatchContext } from "./types";

export const TRAPS_BATCH_KEY = "fray.traps";

type Sheet = foundry.applications.api.ApplicationV2.Any | FormApplication.Any | null;

/** A document's stored data without the fields Foundry stamps on every write (`_stats`). */
function stored(doc: { toObject(): object }): Record<string, unknown> {
  const { _stats: _ignored, ...rest } = doc.toObject() as Record<string, unknown>;
  return rest;
}

/** Render a sheet, submit its form as rendered, close it. */
async function submitUnchanged(sheet: Sheet, name: string): Promise<void> {
  if (!(sheet instanceof foundry.applications.api.DocumentSheetV2)) throw new Error(`${name} has no DocumentSheetV2 sheet`);
  await sheet.render({ force: true });
  try {
    await sheet.submit();
  } finally {
    await sheet.close();
  }
}

/** The user's mode setting: `core.rollMode` in v13, `core.messageMode` in v14, each with its own name for "GM". */
interface CoreModeSettings {
  get(namespace: "core", key: string): unknown;
  set(namespace: "core", key: string, value: string): Promise<unknown>;
}
const GM_MODE = { v13: { key: "rollMode", gm: "gmroll", fallback: "publicroll" }, v14: { key: "messageMode", gm: "gm", fallback: "public" } } as const;

function trapsBatch({ describe, it, before, after, assert }: QuenchBatchContext): void {
  const ruleset = currentRuleset();
  const plan = QUENCH_PLANS[ruleset];
  const created = new CreatedDocuments();
  let attacker: FrayActor;
  let target: FrayActor;
  let weapon: FrayItem;

  describe(`Fray: Foundry behaviours the test double models (${ruleset})`, () => {
    before(async () => {
      const make = async (what: string, type: "character" | "npc", system: Record<string, unknown>) => {
        const actor = await Actor.implementation.create({ name: quenchName(ruleset, what), type, system } as Actor.CreateData);
        if (!(actor instanceof FrayActor)) throw new Error(`creating the ${what} gave no Fray actor`);
        return created.add(actor);
      };
      attacker = await make("traps attacker", "character", plan.attacker);
      target = await make("traps target", "npc", plan.target);
      const [item] = await attacker.createEmbeddedDocuments("Item", [{ name: quenchName(ruleset, "traps weapon"), type: "weapon", system: plan.weapon } as Item.CreateData]);
      if (!(item instanceof FrayItem)) throw new Error("creating the weapon gave no Fray item");
      weapon = item;
    });

    after(async () => {
      const failures = await created.deleteAll();
      if (failures.length > 0) throw new Error(`cleanup failed: ${failures.join("; ")}`);
    });

    it("sorts a combat of two combatants through core's setupTurns, and fires the start and turn hooks", async () => {
      const combat = await Combat.implementation.create({} as Combat.CreateData);
      if (!(combat instanceof FrayCombat)) throw new Error("creating a combat gave no Fray combat");
      created.add(combat);
      await combat.createEmbeddedDocuments("Combatant", [{ actorId: attacker.id }, { actorId: target.id }] as Combatant.CreateData[]);
      assert.equal(combat.turns.length, 2, "setupTurns built a turn for each combatant");
      const fired: { hook: string; direction: unknown }[] = [];
      const ids = [
        ["combatStart", Hooks.on("combatStart", () => void fired.push({ hook: "combatStart", direction: null }))],
        ["combatTurn", Hooks.on("combatTurn", (_c, _u, options) => void fired.push({ hook: "combatTurn", direction: options.direction }))],
        ["combatRound", Hooks.on("combatRound", (_c, _u, options) => void fired.push({ hook: "combatRound", direction: options.direction }))],
      ] as const;
      try {
        await combat.startCombat();
        assert.equal(combat.turns.length, 2, "the started fight still has a turn for each combatant");
        assert.deepEqual(combat.turns.map((c) => c.id), combat.frayOrder(), "turns follow the ruleset's order");
        assert.ok(fired.some((f) => f.hook === "combatStart"), "combatStart fired");
        const before = { round: combat.round, turn: combat.turn };
        await combat.nextTurn();
        // A ruleset may stop at a choice only the table makes (factions: which faction acts first): no turn, no hook.
        if (combat.round !== before.round || combat.turn !== before.turn) {
          const turnHooks = fired.filter((f) => f.hook !== "combatStart");
          assert.ok(turnHooks.length > 0, "combatTurn or combatRound fired for the next turn");
          assert.ok(turnHooks.every((f) => f.direction === 1), "the turn hooks carry direction 1");
        }
      } finally {
        for (const [hook, id] of ids) Hooks.off(hook, id);
      }
    });

    it("changes nothing when the attacker's and the weapon's sheets are submitted unchanged", async () => {
      const actorBefore = stored(attacker);
      const weaponBefore = stored(weapon);
      await submitUnchanged(attacker.sheet, attacker.name);
      await submitUnchanged(weapon.sheet, weapon.name);
      assert.deepEqual(stored(attacker), actorBefore, "the attacker is unchanged");
      assert.deepEqual(stored(weapon), weaponBefore, "the weapon is unchanged");
    });

    it("whispers a roll posted in the GM roll mode to the GMs", async () => {
      const settings = game.settings as unknown as CoreModeSettings;
      const { key, gm, fallback } = isV14() ? GM_MODE.v14 : GM_MODE.v13;
      const previous = String(settings.get("core", key) ?? fallback);
      const messages: ChatMessage.Implementation[] = [];
      const hook = Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => void messages.push(message));
      try {
        await settings.set("core", key, gm);
        const req = plan.attack(attacker.system.stats, attacker.system.derived, weapon.name, weapon.system.toObject(false) as Record<string, unknown>, target.asAttackTarget());
        await attacker.rollRequest(req);
      } finally {
        Hooks.off("createChatMessage", hook);
        for (const message of messages) created.add(message);
        await settings.set("core", key, previous);
      }
      // The card itself (the GM's client may add its own record of the exchange beside it).
      const cards = messages.filter((m) => m.flags.fray?.card);
      assert.equal(cards.length, 1, "one chat card posted");
      const whisper = [...cards[0]!.whisper];
      assert.isAbove(whisper.length, 0, "the card is whispered");
      assert.ok(whisper.every((id) => typeof id === "string" && game.users.get(id)?.isGM === true), "only to GMs");
    });
  });
}

export function registerTrapsBatch(quench: Quench): void {
  quench.registerBatch(TRAPS_BATCH_KEY, trapsBatch, { displayName: "Fray: Foundry behaviours" });
}
