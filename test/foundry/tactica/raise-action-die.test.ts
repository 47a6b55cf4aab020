/**
 * Tactica F3 on a sheet action's roll, through the Foundry double: "Act as a +1 dice to increase another skill dice,
 * eg: increasing a 3 result to a 4, after you have rolled." and "Only one 1 may be used at a time, so you cannot use
 * two 1's to increase a roll by +2." The Stunned troll's player rolls the sheet's *Remove a State* → *Roll the
 * characteristic* (runAction, as the sheet runs it): after the Roll and before the outcome is written, a dialog offers
 * *Raise a 4 to 5* for each face below 6 and *Keep the roll*; a pick asks the active GM's client over the system
 * socket, which checks who asks (named by the server), spends a 1 of the troll's action dice in a real FrayCombat,
 * and only then is the die raised: the State is written off once, the card naming the raise.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { player } from "../exchange/people";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import { answer, raiseDialog, raiseTable, registerRaise, type Creature, type RaiseTable } from "./raise-table";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  await registerRaise();
});

type Troll = Creature & { system: { stats: { tactica: { physical: { state: boolean } } } } };
type Table = RaiseTable & { troll: Troll };

/** The goblin (the GM's) and the Stunned troll (the player's) in a running fight; the troll's action dice `dice`. */
async function table(dice: number[], fight = true, goblinDice?: number[]): Promise<Table> {
  return (await raiseTable(fray, fresh, dice, { "system.tactica.physical.state": true }, fight, goblinDice)) as Table;
}

const trollDice = (t: Table) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
const dialogs = raiseDialog.shown;
const PROMPT = "Raise one die by 1, spending a 1 of your action dice";

/** The troll's player rolls *Remove a State* → *Roll the characteristic* from the sheet with faces `lead`, then 2s. */
async function removeStun(t: Table, lead: number[]) {
  t.h.actAs(t.h.player);
  const { removeStateAction } = await import("../../../module/rulesets/tactica/state-actions");
  const { runAction } = await import("../../../module/dice/action");
  const troll = game.actors.get(t.troll.id) as unknown as Troll & { system: { stats: never; derived: never } };
  const req = await removeStateAction.prepare({ name: troll.name, stats: troll.system.stats, derived: troll.system.derived, statuses: [...troll.statuses], data: {}, options: undefined, items: [], askFields: async () => ({ state: "stun", way: "roll", attempted: "attack" }) } as never);
  const n = removeStateAction.dice(req!)[0]!.count;
  t.h.dice.queue.push(...lead, ...Array<number>(Math.max(0, n - lead.length)).fill(2));
  return { done: runAction(troll as never, removeStateAction, req!, { offerRaise: true }), n };
}

const writesOfStun = (t: Table) => t.h.hooks.calls("updateActor").filter(([doc, change]) => (doc as { id: string }).id === t.troll.id && JSON.stringify(change).includes('"state":false')).length;
type Flags = { card: { outcome: { key: string }; dice: { value: number }[]; details: { label: string; value: string | number }[] }; raised?: { choice: string; before: number[] } };
const lastFlags = () => (game.messages.contents.at(-1) as unknown as { flags: { fray: Flags } }).flags.fray;

describe("tactica: a 1 of the action dice raises a die of a sheet action's roll before its outcome is written (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the troll\'s 4 becomes a 5, its 1 is spent through the GM, the Stun is written off once', async () => {
    const t = await table([5, 3, 1]);
    const before = [...trollDice(t)];
    expect(before).toContain(1);
    answer("raise-four");
    const { done, n } = await removeStun(t, [4, 3]);
    expect(n).toBeGreaterThanOrEqual(2);
    const out = await done;
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.content).toContain(PROMPT);
    expect(dialogs[0]!.labels).toEqual(["Raise a 2 to 3", "Raise a 3 to 4", "Raise a 4 to 5", "Keep the roll"]);
    t.h.actAs(t.h.gm);
    // Rolled, it failed (no 5 or 6); raised, the 5 removes the Stun.
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.StateRemoved");
    expect((game.actors.get(t.troll.id) as unknown as Troll).system.stats.tactica.physical.state).toBe(false);
    expect(writesOfStun(t)).toBe(1);
    // The GM's client spent exactly one 1 of the troll's action dice.
    const left = [...before];
    left.splice(left.indexOf(1), 1);
    expect(trollDice(t)).toEqual(left);
    // The card names the raise and keeps the face it replaced.
    const f = lastFlags();
    expect(f.card.dice[0]!.value).toBe(5);
    expect(f.card.details).toContainEqual({ label: "FRAY.ActionRaise.Detail", value: "4 → 5" });
    expect(f.raised).toMatchObject({ choice: "raise-four", before: [4, 3, ...Array<number>(n - 2).fill(2)] });
  });

  it('"you cannot use two 1\'s to increase a roll by +2": with two 1s held, one raise is offered and one 1 spent', async () => {
    const t = await table([1, 1, 3]);
    const before = [...trollDice(t)];
    expect(before.filter((d) => d === 1).length).toBe(2);
    answer("raise-three");
    const { done } = await removeStun(t, [3]);
    const out = await done;
    t.h.actAs(t.h.gm);
    // 3 → 4: still no success, and no second dialog to raise the 4 again.
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.StateStays");
    expect(dialogs).toHaveLength(1);
    expect(trollDice(t).filter((d) => d === 1).length).toBe(1);
    // The GM's client refuses a second 1 asked by a stranger, and anyone's for an actor out of the fight.
    const { decideActionRaise } = await import("../../../module/dice/action-raise");
    const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
    expect(await decideActionRaise({ actorUuid: t.troll.uuid, choice: "raise-four" }, player("stranger", []), TRACKER_COSTS, () => true)).toMatchObject({ ok: false, refusal: "Forbidden" });
    expect(await decideActionRaise({ actorUuid: t.troll.uuid, choice: "raise-four" }, player(t.h.player.id!, [t.troll.uuid]), TRACKER_COSTS, () => false)).toMatchObject({ ok: false, refusal: "NotFighting" });
    expect(trollDice(t).filter((d) => d === 1).length).toBe(1);
  });

  it("over the socket the GM's client takes who asks from the server: the player's raise for the GM's goblin is refused, bad data is refused by name, and nothing is spent", async () => {
    // The goblin holds a 1 the player's forged raise would spend.
    const t = await table([5, 3, 1], true, [5, 4, 1]);
    const { askGM } = await import("../../../module/gm/channel");
    const { ACTION_RAISE_KIND } = await import("../../../module/dice/action-raise");
    const goblinOnes = () => ((t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[0]!.id!]!.dice).filter((d) => d === 1).length;
    const before = goblinOnes();
    expect(before).toBe(1);
    t.h.actAs(t.h.player);
    expect(await askGM(ACTION_RAISE_KIND, { actorUuid: t.goblin.uuid, choice: "raise-four" })).toMatchObject({ ok: false, refusal: "Forbidden" });
    expect(await askGM(ACTION_RAISE_KIND, { actorUuid: 7, choice: "raise-four" })).toMatchObject({ ok: false, refusal: "Invalid", reason: "a raise names an actor and a choice" });
    expect(await askGM(ACTION_RAISE_KIND, { actorUuid: t.troll.uuid, choice: "raise-seven" })).toMatchObject({ ok: false, refusal: "NoRevision" });
    // The player's own wolf, not a combatant of the running fight: the GM's client's own reading of the combat refuses it.
    t.h.actAs(t.h.gm);
    const wolf = (await fray.FrayActor.create({ name: "Wolf", type: "npc", ownership: { default: 0, [t.h.player.id!]: 3 } } as never))!;
    t.h.actAs(t.h.player);
    expect(await askGM(ACTION_RAISE_KIND, { actorUuid: wolf.uuid, choice: "raise-four" })).toMatchObject({ ok: false, refusal: "NotFighting" });
    t.h.actAs(t.h.gm);
    expect(goblinOnes()).toBe(before);
    expect(trollDice(t).filter((d) => d === 1).length).toBe(1);
  });

  it('"Keep the roll" spends nothing and the roll stands as rolled', async () => {
    const t = await table([5, 3, 1]);
    const before = [...trollDice(t)];
    answer("keep");
    const { done } = await removeStun(t, [4]);
    const out = await done;
    expect(dialogs).toHaveLength(1);
    t.h.actAs(t.h.gm);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.StateStays");
    expect((game.actors.get(t.troll.id) as unknown as Troll).system.stats.tactica.physical.state).toBe(true);
    expect(trollDice(t)).toEqual(before);
    expect(lastFlags().raised).toBeUndefined();
  });

  it("no 1 among the action dice: no dialog, the roll resolved as rolled", async () => {
    const t = await table([5, 3, 2]);
    expect(trollDice(t)).not.toContain(1);
    answer("raise-four");
    const { done } = await removeStun(t, [4]);
    const out = await done;
    t.h.actAs(t.h.gm);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.StateStays");
    expect(dialogs).toHaveLength(0);
  });

  it("the GM's client refuses when the 1 is gone: the user is told why and the roll stands as rolled", async () => {
    const t = await table([5, 3, 1]);
    const warned = t.h.notices.length;
    const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
    const { RAISE_DIE_ACTION } = await import("../../../module/rulesets/tactica/raise-die");
    // The 1 leaves the tracker while the dialog is open (spent elsewhere, on the GM's client).
    answer("raise-four", async () => {
      t.h.actAs(t.h.gm);
      await TRACKER_COSTS.spend(t.troll.uuid, { name: RAISE_DIE_ACTION, seconds: 0 });
      expect(trollDice(t)).not.toContain(1);
      t.h.actAs(t.h.player);
    });
    const { done } = await removeStun(t, [4]);
    const out = await done;
    t.h.actAs(t.h.gm);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.StateStays");
    expect(lastFlags().raised).toBeUndefined();
    expect(t.h.notices.slice(warned).map((n) => n.message).join(" ")).toContain("The roll stands as rolled.");
  });
});
