/**
 * One Quench batch per ruleset, run inside a live world: create an attacker, a target and a weapon for the
 * ruleset, render their sheets, roll an attack to a chat card, apply damage, run a tracker round with an undo, and
 * delete everything created. Applying damage and the tracker follow the world's ruleset (the actor keeps updates
 * inside it; the Combat runs the world's turn policy), so those tests run only in the batch of the world's ruleset
 * and are skipped, visibly, in the others.
 */
import { DECLARED_OUTCOME } from "../dice/declared-card";
import { applyMessageMode, userMessageMode } from "../compat/messages";
import { FrayActor } from "../documents/actor";
import type { RulesetId } from "../schema/choices";
import { currentRuleset } from "../settings";
import { CreatedDocuments } from "./cleanup";
import { FrayItem } from "../documents/item";
import { FrayCombat } from "../documents/combat";
import { QUENCH_PLANS, quenchBatchKey, quenchName } from "./plan";
import type { Quench, QuenchBatchContext } from "./types";

/** Damage applied when the rolled attack missed, so the apply step always has something to apply. */
const FALLBACK_DAMAGE = 2;

type DocumentSheet = foundry.applications.api.ApplicationV2.Any | FormApplication.Any | null;

/** Render a document's sheet, check it shows controls, and close it again. Fray's sheets are ApplicationV2s. */
async function checkSheet(assert: QuenchBatchContext["assert"], sheet: DocumentSheet, name: string): Promise<void> {
  if (!(sheet instanceof foundry.applications.api.ApplicationV2)) {
    assert.ok(false, `${name} has no ApplicationV2 sheet`);
    return;
  }
  await sheet.render({ force: true });
  try {
    assert.ok(sheet.rendered, `${name}'s sheet rendered`);
    assert.isAbove(sheet.element.querySelectorAll("input, select, textarea, button").length, 0, `${name}'s sheet shows controls`);
  } finally {
    await sheet.close();
  }
}

function rulesetBatch(ruleset: RulesetId) {
  return ({ describe, it, before, after, assert }: QuenchBatchContext): void => {
    const plan = QUENCH_PLANS[ruleset];
    const created = new CreatedDocuments();
    let attacker: FrayActor;
    let target: FrayActor;
    let weapon: FrayItem;
    let damage = FALLBACK_DAMAGE;

    describe(`Fray ${ruleset}`, () => {
      before(async () => {
        const make = async (what: string, type: "character" | "npc", system: Record<string, unknown>) => {
          const actor = await Actor.implementation.create({ name: quenchName(ruleset, what), type, system } as Actor.CreateData);
          if (!(actor instanceof FrayActor)) throw new Error(`creating the ${what} gave no Fray actor`);
          return created.add(actor);
        };
        attacker = await make("attacker", "character", plan.attacker);
        target = await make("target", "npc", plan.target);
        const [item] = await attacker.createEmbeddedDocuments("Item", [{ name: quenchName(ruleset, "weapon"), type: "weapon", system: plan.weapon } as Item.CreateData]);
        if (!(item instanceof FrayItem)) throw new Error("creating the weapon gave no Fray item");
        weapon = item;
      });

      after(async () => {
        const failures = await created.deleteAll();
        if (failures.length > 0) throw new Error(`cleanup failed: ${failures.join("; ")}`);
      });

      it("creates the attacker, the target and a weapon with the ruleset's data", () => {
        assert.equal(weapon.type, "weapon");
        assert.equal((weapon.system.toObject(false) as { ruleset?: unknown }).ruleset, ruleset);
        assert.equal(attacker.items.size, 1);
      });

      it("renders the attacker's, the target's and the weapon's sheets", async () => {
        await checkSheet(assert, attacker.sheet, attacker.name);
        await checkSheet(assert, target.sheet, target.name);
        await checkSheet(assert, weapon.sheet, weapon.name);
      });

      it("rolls an attack with the weapon to a chat card", async () => {
        const messages: ChatMessage.Implementation[] = [];
        const hook = Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => void messages.push(message));
        try {
          const req = plan.attack(attacker.system.stats, attacker.system.derived, weapon.name, weapon.system.toObject(false) as Record<string, unknown>, target.asAttackTarget());
          const card = await attacker.rollRequest(req);
          assert.equal(card.ruleset, ruleset);
          // A ruleset that has the defence declared first posts the card before its waiting dice (dice/declared-card.ts).
          if (card.outcome.key !== DECLARED_OUTCOME) assert.isAbove(card.dice.length, 0, "the card shows dice");
          if (card.damage) damage = card.damage;
        } finally {
          Hooks.off("createChatMessage", hook);
          for (const message of messages) created.add(message);
        }
        // The card itself (the GM's client may add its own record of the exchange beside it).
        const cards = messages.filter((m) => m.flags.fray?.card);
        assert.equal(cards.length, 1, "one chat card posted");
        // The card follows the user's roll mode, in this Foundry generation's form (compat/messages.ts).
        const expected = applyMessageMode({ whisper: [] as string[], blind: false }, userMessageMode());
        assert.deepEqual([...cards[0]!.whisper], expected.whisper, "whispered as the user's roll mode says");
        assert.equal(cards[0]!.blind, expected.blind, "blind as the user's roll mode says");
      });

      const live = currentRuleset() === ruleset;
      (live ? it : it.skip)(`applies the attack's damage to the target${live ? "" : " (the world's ruleset only)"}`, async () => {
        const applied = await target.takeDamage(damage);
        const paths = Object.entries(applied.update);
        assert.isAbove(paths.length, 0, "the damage changes the target");
        for (const [path, value] of paths) assert.equal(foundry.utils.getProperty(target, path), value, path);
      });

      (live ? it : it.skip)(`runs a tracker round and undoes its last step${live ? "" : " (the world's ruleset only)"}`, async () => {
        const combat = await Combat.implementation.create({} as Combat.CreateData);
        if (!(combat instanceof FrayCombat)) throw new Error("creating a combat gave no Fray combat");
        created.add(combat);
        await combat.createEmbeddedDocuments("Combatant", [{ actorId: attacker.id }, { actorId: target.id }] as Combatant.CreateData[]);
        await combat.startCombat();
        assert.equal(combat.frayStore.scheduler.state.phase, "running", "the fight started through the engine");
        const before = JSON.stringify(combat.system.state);
        await combat.nextTurn();
        // A ruleset may stop at a choice only the table makes (factions: which faction acts first): then no step ran.
        const moved = JSON.stringify(combat.system.state) !== before;
        if (moved) {
          await combat.previousTurn();
          assert.deepEqual(combat.system.state, JSON.parse(before), "undo restored the state before the step");
        }
      });
    });
  };
}

export function registerRulesetBatches(quench: Quench, rulesets: readonly RulesetId[]): void {
  for (const ruleset of rulesets) quench.registerBatch(quenchBatchKey(ruleset), rulesetBatch(ruleset), { displayName: `Fray: ${ruleset}` });
}
