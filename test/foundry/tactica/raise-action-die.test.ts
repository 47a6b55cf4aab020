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
import system from "../../../system.json";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { blankSystem, player } from "../exchange/people";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  const { registerActionRaise } = await import("../../../module/dice/action-raise");
  const { requesterOf } = await import("../../../module/chat/exchange-query");
  const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
  // As module/fray.ts's init: the raise's 1 goes through the tracker.
  registerActionRaise(() => TRACKER_COSTS, requesterOf);
});

type Troll = { id: string; uuid: string; name: string; statuses: Set<string>; system: { stats: { tactica: { physical: { state: boolean } } }; derived: unknown }; update(d: unknown): Promise<unknown> };
type AnyCombat = InstanceType<Fray["FrayCombat"]>;

interface Table {
  h: DoubleHandle;
  troll: Troll;
  combat: AnyCombat;
}

/** The goblin (the GM's) and the Stunned troll (the player's) in a running fight; the troll's action dice `dice`. */
async function table(dice: number[], fight = true): Promise<Table> {
  const h = fresh();
  installTemplates();
  // API DialogV2.wait: resolves with the clicked button's action (the page double draws it; Node has no DOM, so the
  // user's click is the test's `pick`, made after `whileOpen` ran).
  dialogs.length = 0;
  const f = foundry as unknown as { applications: Record<string, unknown> };
  f.applications = {
    ...f.applications,
    api: {
      DialogV2: {
        wait: async (config: { content?: string; buttons: { action: string; label?: string }[] }) => {
          dialogs.push({ content: config.content ?? "", labels: config.buttons.map((b) => b.label ?? b.action) });
          await whileOpen();
          return config.buttons.find((b) => b.action === pick)?.action ?? null;
        },
      },
    },
  };
  await game.settings.set("fray", "ruleset", "tactica" as never);
  installSocket(h, system);
  const { listenOnChannel } = await import("../../../module/gm/channel");
  listenOnChannel();
  h.actAs(h.player);
  listenOnChannel();
  h.actAs(h.gm);
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: blankSystem() } as never)) as unknown as Troll;
  const t = (await fray.FrayActor.create({ name: "Marsh Troll", type: "character", system: blankSystem(), ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Troll;
  await t.update({ "system.tactica.physical.state": true });
  const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
  const combat = (await Combat.create({ active: true, combatants: [{ actorId: goblin.id }, { actorId: t.id }] })) as AnyCombat;
  h.dice.queue.push(5, 4, 3, ...dice);
  if (fight) await combat.startCombat();
  return { h, troll: game.actors.get(t.id) as unknown as Troll, combat };
}

const trollDice = (t: Table) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
/** The dialogs shown (their text and buttons); the button the user clicks; what happens while one is open. */
const dialogs: { content: string; labels: string[] }[] = [];
let pick = "keep";
let whileOpen: () => Promise<void> = async () => {};
function answer(action: string, meanwhile: () => Promise<void> = async () => {}): void {
  pick = action;
  whileOpen = meanwhile;
}
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
