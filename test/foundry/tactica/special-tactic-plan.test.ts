/**
 * Issue 25 (the index's *Special tactics* row), through the Foundry double: "ALL OUT ATTACK - no defence, combine both
 * attacks into one, no defence till you have a new action." and "DOUBLE STRIKE - two attacks, one after the other,
 * may only use Dodge as a defence till you have a new action." The sheet's *Special tactic* plans the attacks from
 * the sheet's attack dice and keeps the plan on the actor; each weapon attack's dialog opens on the next planned
 * attack's dice and uses it up; the marker stays through the planned attacks and ends at the creature's next action.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { DICE } from "../../double/dice";
import { installTemplates } from "../../double/templates";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { specialTacticAction } from "../../../module/rulesets/tactica/tactic-actions";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actionContext, tacticaOptions } from "../action-context";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
let rollAndPost: typeof import("../../../module/dice/roll").rollAndPost;
beforeAll(async () => {
  // Fray's documents are imported after the double is installed.
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
  ({ rollAndPost } = await import("../../../module/dice/roll"));
});

const HERO = uuid("hero");
type Doc = InstanceType<Fray["FrayActor"]>;

async function hero(): Promise<Doc> {
  const world = await doubleWorld({ [HERO]: { name: "Hero", system: blankSystem(), statuses: [] } }, {}, "tactica");
  await world.update(HERO, { "system.tactica.attack": 4 });
  installTemplates();
  return fromUuidSync(HERO) as unknown as Doc;
}

/** The sheet's Special tactic, the dialog taken as it opens but for the tactic. */
async function declare(actor: Doc, tactic: string) {
  let opened: Record<string, string> = {};
  const ctx = actionContext<TacticaTypes>(actor.system.stats, {
    name: actor.name,
    askFields: async (d) => {
      opened = Object.fromEntries(d.fields.map((f) => [f.name, String(f.value)]));
      return { ...opened, tactic, conditions: "no" };
    },
  });
  await runAction(actor as never, specialTacticAction, (await specialTacticAction.prepare(ctx))!);
  return opened;
}

/** The sheet's weapon attack with the dialog as it opens, rolled and written back as the sheet does. */
async function attack(actor: Doc): Promise<number> {
  let count = 0;
  const ask = async (data: Record<string, unknown>) => ((count = Number(data["count"])), tacticaOptions({ count: String(data["count"]), attackMode: "melee", hit: "physical", position: "unknown", flyerSpeed: "0" }));
  const build = await rollAttack(actionContext<TacticaTypes>(actor.system.stats, { ask: ask as never }) as never, { name: "Sword", system: { tactica: { weightClass: "medium" } } });
  DICE.queue.length = 0;
  await rollAndPost(actor as never, build!() as TacticaAttackRequest, []);
  return count;
}

describe("tactica: a special tactic's attacks", () => {
  it("all-out: both attacks of the sheet's 4 dice as one of 8; the marker (no defence) lasts through it and ends at the next action", async () => {
    const actor = await hero();
    const opened = await declare(actor, "all-out-attack");
    // Each attack commits the sheet's attack dice.
    expect([opened["first"], opened["second"]]).toEqual(["4", "4"]);
    expect(actor.statuses.has("tactica.all-out")).toBe(true);
    expect(await attack(actor)).toBe(8);
    expect(actor.statuses.has("tactica.all-out")).toBe(true);
    // Its next action is an ordinary attack: the attack skill's dice, and the defences are back.
    expect(await attack(actor)).toBe(4);
    expect(actor.statuses.has("tactica.all-out")).toBe(false);
  });

  it("double strike: two attacks of 4, one after the other, Dodge only until the action after them", async () => {
    const actor = await hero();
    await declare(actor, "double-strike");
    expect(await attack(actor)).toBe(4);
    expect(await attack(actor)).toBe(4);
    expect(actor.statuses.has("tactica.double-strike")).toBe(true);
    expect(actor.system.stats.tactica.tacticDice).toBe("");
    await attack(actor);
    expect(actor.statuses.has("tactica.double-strike")).toBe(false);
  });
});

describe("tactica: a special tactic given up in the tracker", () => {
  it("an action other than an attack (a move, cost 1) is the creature's new action: the plan is dropped and the marker ends", async () => {
    const { frayFight } = await import("../../double/fray-world");
    const { fray, fresh } = await frayOnDouble();
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    const goblin = combat.combatants.contents[0]!.actor!;
    await goblin.update({ "system.tactica.tacticDice": "4,4" } as never);
    await goblin.toggleStatusEffect("tactica.double-strike", { active: true });
    h.dice.queue.push(5, 5, 5, 2, 2, 2);
    await combat.startCombat();
    expect(await combat.frayCommand({ type: "act", combatant: combat.combatants.contents[0]!.id!, action: { name: "action", cost: 1 } } as never)).toBe(true);
    expect(goblin.system.stats.tactica.tacticDice).toBe("");
    expect([...goblin.statuses]).not.toContain("tactica.double-strike");
  });

  it("the planned attack paid in the tracker keeps the plan and the marker (its roll uses the plan up)", async () => {
    const { frayFight } = await import("../../double/fray-world");
    const { fray, fresh } = await frayOnDouble();
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    const goblin = combat.combatants.contents[0]!.actor!;
    await goblin.update({ "system.tactica.tacticDice": "4,4" } as never);
    await goblin.toggleStatusEffect("tactica.double-strike", { active: true });
    h.dice.queue.push(5, 5, 5, 2, 2, 2);
    await combat.startCombat();
    expect(await combat.frayCommand({ type: "act", combatant: combat.combatants.contents[0]!.id!, action: { name: "attack", cost: 4 } } as never)).toBe(true);
    expect(goblin.system.stats.tactica.tacticDice).toBe("4,4");
    expect([...goblin.statuses]).toContain("tactica.double-strike");
  });
});
