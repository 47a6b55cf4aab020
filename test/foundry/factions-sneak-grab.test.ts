/**
 * factions: attacking from concealment reveals the attacker, and a grabbed character cannot act, through the Foundry
 * double. From the sheet's roll context (the actor's data and statuses as the sheet hands them over), through the
 * adapter and the engine, the Roll posted as an attack card, to what the roll's write-back and the tracker write.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";
import { rollItem } from "../../module/rulesets/factions/sheet";
import { breakFreeAction, NON_LETHAL_ATTACKS } from "../../module/rulesets/factions/nonlethal-actions";
import { chaseAction, surrenderAction } from "../../module/rulesets/factions/morale-actions";
import { mountAction } from "../../module/rulesets/factions/mount-actions";
import { adapterFor } from "../../module/rulesets/registry";
import type { SheetRollContext } from "../../module/rulesets/adapter";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";
import { actionContext, factionsOptions } from "./action-context";
import type { FactionsTypes } from "../../module/rulesets/factions/types";

let fray: Fray;
let fresh: () => DoubleHandle;
let rollAndPost: typeof import("../../module/dice/roll").rollAndPost;
let exchangeOf: typeof import("../../module/chat/exchange-query").exchangeOf;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ rollAndPost } = await import("../../module/dice/roll"));
  ({ exchangeOf } = await import("../../module/chat/exchange-query"));
});

type AnyActor = InstanceType<Fray["FrayActor"]>;
const SWORD = { name: "Sword", system: { factions: { attack: "melee", damageDie: "d6" } } };

async function pair() {
  await game.settings.set("fray", "ruleset", "factions" as never);
  const rogue = (await fray.FrayActor.create({ name: "Sybilla", type: "character", system: { factions: { wit: 10, health: { value: 8, max: 8 } } } } as never)) as unknown as AnyActor;
  const bandit = (await fray.FrayActor.create({ name: "Bandit", type: "npc", system: { factions: { agi: 12, health: { value: 8, max: 8 } } } } as never)) as unknown as AnyActor;
  return { rogue, bandit };
}

/** What the actor sheet's roll buttons hand the adapter (`#rollContext`): the actor's data and its statuses now. */
function sheetContext(actor: AnyActor, target: AnyActor): SheetRollContext<FactionsTypes> {
  return {
    stats: actor.system.stats,
    derived: actor.system.derived,
    statuses: [...actor.statuses],
    ask: async () => factionsOptions({ distance: "0" }),
    firstTarget: () => target.asAttackTarget(),
    targets: () => [{ ...target.asAttackTarget(), uuid: target.uuid }],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
  };
}

/** The bandit's reactions on the card the attack posted, as its row offers them. */
function banditOffers(rogue: AnyActor, bandit: AnyActor) {
  const message = game.messages.contents.findLast((m) => m.getFlag("fray", "exchange"))!;
  const card = exchangeOf(message as never)!;
  return adapterFor("factions").defence!.offers(card, bandit.asAttackTarget(), { attacker: rogue.asAttackTarget(), attackerUuid: rogue.uuid, targetUuid: bandit.uuid });
}

describe("factions: attacking reveals a concealed character", () => {
  it("\"Enemies attacked by a concealed character are taken by surprise and can't react\" and \"Actions which might reveal a character include: attacking\": the first attack's target cannot react, and the attacker is Concealed no more", async () => {
    const h = fresh();
    installTemplates();
    const { rogue, bandit } = await pair();
    await rogue.toggleStatusEffect("factions.concealed", { active: true });
    const build = await rollItem(sheetContext(rogue, bandit), SWORD);
    h.dice.queue.push(4);
    await rollAndPost(rogue as never, (build as () => never)(), [{ uuid: bandit.uuid, name: "Bandit" }]);
    expect([...rogue.statuses]).not.toContain("factions.concealed");
    // The card remembers the surprise: the bandit's own reactions are refused, though the rogue is revealed now.
    const offers = banditOffers(rogue, bandit).filter((o) => ["dodge", "counter", "hide"].includes(o.id));
    expect(offers).toHaveLength(3);
    expect(offers.map((o) => o.refusedKey)).toEqual(["FRAY.Error.factions.react-unaware", "FRAY.Error.factions.react-unaware", "FRAY.Error.factions.react-unaware"]);

    // The next attack is seen coming: the bandit may dodge.
    const again = await rollItem(sheetContext(rogue, bandit), SWORD);
    h.dice.queue.push(3);
    await rollAndPost(rogue as never, (again as () => never)(), [{ uuid: bandit.uuid, name: "Bandit" }]);
    expect(banditOffers(rogue, bandit).find((o) => o.id === "dodge")?.refused).toBeNull();
  });

  it("a grapple from concealment reveals too, and its target cannot react", async () => {
    const h = fresh();
    installTemplates();
    const { rogue, bandit } = await pair();
    await rogue.toggleStatusEffect("factions.concealed", { active: true });
    const req = (await NON_LETHAL_ATTACKS.grapple(actionContext(rogue.system.stats, { name: "Sybilla", statuses: [...rogue.statuses], firstTarget: () => bandit.asAttackTarget() })))!;
    h.dice.queue.push(15);
    await rollAndPost(rogue as never, req as never, [{ uuid: bandit.uuid, name: "Bandit" }]);
    expect([...rogue.statuses]).not.toContain("factions.concealed");
    expect(banditOffers(rogue, bandit).every((o) => o.refused !== null)).toBe(true);
  });
});

describe("factions: grabbed characters can't act", () => {
  const GRABBED_TEXT = "Grabbed characters can't act, and can only spend their turn to attempt to break free";

  it(`"${GRABBED_TEXT}": the sheet refuses a grabbed character's weapon attack and its non-lethal attacks, with the reason`, async () => {
    fresh();
    const { rogue, bandit } = await pair();
    await rogue.toggleStatusEffect("factions.grabbed", { active: true });
    const build = await rollItem(sheetContext(rogue, bandit), SWORD);
    expect(() => (build as () => unknown)()).toThrow(expect.objectContaining({ code: "factions.grabbed" }));
    await expect(NON_LETHAL_ATTACKS.disarm(actionContext(rogue.system.stats, { statuses: [...rogue.statuses], firstTarget: () => bandit.asAttackTarget() }))).rejects.toMatchObject({ code: "factions.grabbed" });
    expect(game.i18n.localize("FRAY.Error.factions.grabbed")).not.toBe("FRAY.Error.factions.grabbed");
  });

  it(`"${GRABBED_TEXT}": in its turn the tracker refuses a grabbed character's move and bonus action; its main action (Break free) is charged`, async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    h.dice.queue.push(1);
    await combat.startCombat();
    const state = () => combat.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;
    const choose = combat.frayView.round(state(), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
    await combat.frayCommand(choose.command);
    const hero = combat.combatants.contents[0]!;
    await hero.actor!.toggleStatusEffect("factions.grabbed", { active: true });
    expect(await combat.frayCommand({ type: "activate", combatant: hero.id! })).toBe(true);
    const buttons = combat.frayView.combatant(state(), hero.id!).commands;
    const move = buttons.find((b) => b.command.kind === "move")!;
    const bonus = buttons.find((b) => b.command.kind === "bonus")!;
    expect(await combat.frayCommand(move.command)).toBe(false);
    expect(await combat.frayCommand(bonus.command)).toBe(false);
    expect(state().data.characters[hero.id!]!.turn).toMatchObject({ moved: 0, bonus: 0 });
    // The tracker's plain Main action is refused too: the turn goes only to the sheet's Break free, charged as its main action.
    expect(await combat.frayCommand(buttons.find((b) => b.command.kind === "main")!.command)).toBe(false);
    expect(state().data.characters[hero.id!]!.turn).toMatchObject({ main: 0 });
    const breakFree = combat.frayView.costOf!(state(), hero.id!, breakFreeAction.cost!({} as never)!)!;
    expect(await combat.frayCommand(breakFree)).toBe(true);
    expect(state().data.characters[hero.id!]!.turn).toMatchObject({ main: 1 });
  });

  it(`"${GRABBED_TEXT}": the sheet refuses a grabbed character's Surrender, Get on or off a mount and Chase, with the reason`, async () => {
    fresh();
    const { rogue, bandit } = await pair();
    await rogue.toggleStatusEffect("factions.grabbed", { active: true });
    const ctx = actionContext(rogue.system.stats, { name: "Sybilla", statuses: [...rogue.statuses], firstTarget: () => ({ ...bandit.asAttackTarget(), uuid: bandit.uuid }) });
    for (const action of [surrenderAction, mountAction, chaseAction]) {
      await expect((action.prepare as (c: typeof ctx) => Promise<unknown>)(ctx)).rejects.toMatchObject({ code: "factions.grabbed" });
    }
  });
});
