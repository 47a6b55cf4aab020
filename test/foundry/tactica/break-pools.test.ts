/**
 * Issue 25 (audit E4, I16), through the Foundry double: "a Break action will cost 4 pips of dice" and "Specific
 * tactics exist to remove Defence Pools (eg Break)". The sheet's *Break* against the targeted creature pays its 4 pips
 * in the tracker (a step on the GM's client), and the card bound to the target empties its standing Dodge and Block
 * pools when the acting side presses Apply (the GM's exchange writes the target's actor).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { breakAction } from "../../../module/rulesets/tactica/break-action";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, player, uuid } from "../exchange/double-world";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
let payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
  ({ payFromPlay } = await import("../../../module/combat/pay-from-play"));
});

const GORM = uuid("gorm");
const ORC = uuid("orc");
type Doc = InstanceType<Fray["FrayActor"]>;
const doc = (u: string) => fromUuidSync(u) as unknown as Doc;

describe("tactica: Break", () => {
  it('"a Break action will cost 4 pips of dice ... Dice, other than 1s, may be combined": the character up next pays 4 pips from [2, 2, 3] with 2 + 2', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(2, 2, 3, 2, 2, 2);
    await combat.startCombat();
    const hero = combat.combatants.contents[0]!.actor!;
    const req = { name: "F0", target: { uuid: "Actor.x", name: "Orc" } };
    expect(await payFromPlay(hero as never, breakAction.cost!(req)!)).toBe(true);
    const id = combat.combatants.contents[0]!.id!;
    expect((combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[id]!.dice).toEqual([3]);
  });

  it('"Specific tactics exist to remove Defence Pools (eg Break)": the card bound to the targeted Orc empties its Dodge 3 and Block 2 pools on Apply', async () => {
    const orc = blankSystem();
    orc.tactica.pools.dodge.dice = 3;
    orc.tactica.pools.dodge.max = 4;
    orc.tactica.pools.block.dice = 2;
    orc.tactica.pools.block.max = 4;
    const world = await doubleWorld({ [GORM]: { name: "Gorm", system: blankSystem(), statuses: [] }, [ORC]: { name: "Orc", system: orc, statuses: [] } }, {}, "tactica");
    installTemplates();
    const actor = doc(GORM);
    const ctx = actionContext<TacticaTypes>(actor.system.stats, { name: actor.name, uuid: actor.uuid, targets: () => [{ ...world.actor(ORC)!, uuid: ORC }] });
    const req = await breakAction.prepare(ctx);
    const before = new Set(game.messages.contents.map((m) => m.id));
    await runAction(actor as never, breakAction, req!);
    const bound = game.messages.contents.filter((m) => !before.has(m.id) && m.getFlag("fray", "exchange")).map((m) => m.id!);
    expect(bound).toHaveLength(1);
    // Nothing is written before Apply.
    expect(world.actors.get(ORC)!.system.tactica.pools.dodge.dice).toBe(3);
    expect(await applyOutcome(world, bound[0]!, ORC, player("gorm-player", [GORM]))).toMatchObject({ ok: true });
    expect(world.actors.get(ORC)!.system.tactica.pools.dodge.dice).toBe(0);
    expect(world.actors.get(ORC)!.system.tactica.pools.block.dice).toBe(0);
    // The pools' size (what a later Pool action may rebuild to) is untouched.
    expect(world.actors.get(ORC)!.system.tactica.pools.block.max).toBe(4);
  });

  it("a Break with no target is refused, naming what is missing", async () => {
    await doubleWorld({ [GORM]: { name: "Gorm", system: blankSystem(), statuses: [] } }, {}, "tactica");
    const actor = doc(GORM);
    await expect(breakAction.prepare(actionContext<TacticaTypes>(actor.system.stats, { name: "Gorm", targets: () => [] }))).rejects.toThrow(/target/);
  });
});
