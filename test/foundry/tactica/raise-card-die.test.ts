/**
 * Tactica F3 on a plain roll card, through the Foundry double: "Act as a +1 dice to increase another skill dice, eg:
 * increasing a 3 result to a 4, after you have rolled." and "Only one 1 may be used at a time, so you cannot use two
 * 1's to increase a roll by +2." The troll's player rolls a dice pool from the sheet (`rollAndPost` with the sheet's
 * *Roll dice pool* request), then asks, as the card's *Raise a 4 to 5* button sends it over the system socket, to
 * raise one of its dice: the active GM's client checks who asks (named by the server), spends a 1 of the troll's
 * action dice in a real FrayCombat, raises the die and writes the card again with its successes worked out anew.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { blankSystem } from "../exchange/people";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";

let fray: Fray;
let fresh: () => DoubleHandle;

beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  const { registerRollCard } = await import("../../../module/chat/roll-card-revise");
  const { requesterOf } = await import("../../../module/chat/exchange-query");
  const { rollCardContent } = await import("../../../module/dice/roll");
  const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
  // As module/fray.ts's init: the card's cost goes through the tracker.
  registerRollCard(() => TRACKER_COSTS, requesterOf, (card) => rollCardContent(card as never, false));
});

type Doc = { id: string; uuid: string; name: string; system: { stats: ReturnType<typeof blankSystem> } };
type AnyCombat = InstanceType<Fray["FrayCombat"]>;

interface Table {
  h: DoubleHandle;
  player: ClientSocket;
  gm: ClientSocket;
  troll: Doc;
  combat: AnyCombat;
}

/** The goblin (the GM's) and the troll (the player's) in a running fight; the troll's action dice are `dice`. */
async function table(dice: number[], fight = true): Promise<Table> {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: blankSystem() } as never)) as unknown as Doc;
  const t = (await fray.FrayActor.create({ name: "Marsh Troll", type: "character", system: blankSystem(), ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Doc;
  const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
  const combat = (await Combat.create({ active: true, combatants: [{ actorId: goblin.id }, { actorId: t.id }] })) as AnyCombat;
  if (fight) {
    h.dice.queue.push(6, 5, 4, ...dice);
    await combat.startCombat();
  }
  return { h, player: server.client(h.player, { remote: true }), gm: server.client(h.gm, { remote: true }), troll: t, combat };
}

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `rcd${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: "rollCard", data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

/** The troll's player rolls a 4-die pool from the sheet, with `faces`; answers the card's message id. */
async function pooled(t: Table, faces: number[]): Promise<string> {
  t.h.actAs(t.h.player);
  const { tacticaPool } = await import("../../../module/rulesets/tactica/from-actor");
  const { prepareActorDerived } = await import("../../../module/data/actor/derived");
  const actor = game.actors.get(t.troll.id)! as unknown as Doc;
  const s = actor.system.stats;
  t.h.dice.queue.push(...faces);
  const { rollAndPost } = await import("../../../module/dice/roll");
  await rollAndPost(actor as never, tacticaPool(s as never, "Roll dice pool", 4, [], [], prepareActorDerived(s as never)) as never, []);
  t.h.actAs(t.h.gm);
  return game.messages.contents.at(-1)!.id!;
}

type Card = { total: number | null; dice: { value: number }[]; outcome: { key: string } };
const flagsOf = (id: string) => (game.messages.get(id) as unknown as { flags: { fray: { card: Card; roll?: { faces: number[]; revised?: { choice: string; by: string; before: number[] } } } } }).flags.fray;
const trollDice = (t: Table) => (t.combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[t.combat.combatants.contents[1]!.id!]!.dice;
const raise = (id: string, choice: string) => ({ messageId: id, choice });

describe("tactica: a 1 raises a die on a sheet's roll card (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the troll\'s 4 becomes a 5, its 1 is spent in the tracker, the card counts one success more', async () => {
    const t = await table([5, 3, 1]);
    const id = await pooled(t, [4, 2, 6, 3]);
    expect(flagsOf(id).card.total).toBe(1);
    expect(flagsOf(id).roll!.faces).toEqual([4, 2, 6, 3]);

    // The card offers its roller's owner (and a GM) a raise per face below 6; a stranger nothing.
    const { rollCardOffers, rollCardRecord, rollCardButtons } = await import("../../../module/chat/roll-card-revise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const record = rollCardRecord(flagsOf(id).roll);
    expect(rollCardOffers("tactica", record, requesterOf(t.h.player as never)).map((o) => o.id)).toEqual(["raise-two", "raise-three", "raise-four"]);
    const stranger = await t.h.addUser({ name: "Stranger" });
    expect(rollCardOffers("tactica", record, requesterOf(stranger as never))).toEqual([]);
    // Drawn under the card for the troll's player: one button per pick, its label translated; none for the stranger.
    expect(rollCardButtons(game.messages.get(id) as never, requesterOf(t.h.player as never)).map((b) => b.label)).toContain("Raise a 4 to 5 (spend a 1 of your action dice)");
    expect(rollCardButtons(game.messages.get(id) as never, requesterOf(stranger as never))).toEqual([]);

    const diceBefore = trollDice(t);
    expect(await ask(t.player, t.h.gm.id!, raise(id, "raise-four"))).toEqual({ ok: true, faces: [5, 2, 6, 3] });
    const left = [...diceBefore];
    left.splice(left.indexOf(1), 1);
    expect(trollDice(t)).toEqual(left);
    expect(flagsOf(id).card.total).toBe(2);
    expect(flagsOf(id).card.dice.map((d) => d.value)).toEqual([5, 2, 6, 3]);
    expect(flagsOf(id).roll!.revised).toMatchObject({ choice: "raise-four", by: t.h.player.id, before: [4, 2, 6, 3] });
    // A 2 raised to 3 on the card again: refused, nothing spent.
    expect(await ask(t.player, t.h.gm.id!, raise(id, "raise-two"))).toMatchObject({ ok: false, refusal: "AlreadyRevised" });
    expect(trollDice(t)).toEqual(left);
    // The author edits its own card's record back to unraised: the running combat's flags, which only a GM writes,
    // record that this card was raised, and outlive the GM client's reload (no memory of the GM's client is asked).
    expect(t.combat.getFlag("fray", "raisedCards")).toEqual([id]);
    t.h.actAs(t.h.player);
    await expect(t.combat.setFlag("fray", "raisedCards", [])).rejects.toThrow(/permission/);
    const { revised: _r, ...unraised } = flagsOf(id).roll!;
    await (game.messages.get(id) as unknown as { update(d: object): Promise<unknown> }).update({ "flags.fray.roll": { ...unraised, revised: null } });
    t.h.actAs(t.h.gm);
    expect(flagsOf(id).roll!.revised).toBeNull();
    expect(await ask(t.player, t.h.gm.id!, raise(id, "raise-two"))).toMatchObject({ ok: false, refusal: "AlreadyRevised" });
    expect(trollDice(t)).toEqual(left);
  });

  it('"Only one 1 may be used at a time": with two 1s the card is still raised once; a stranger is refused, and with no 1 the tracker\'s reason', async () => {
    const t = await table([1, 1, 4]);
    const id = await pooled(t, [4, 2, 6, 3]);
    const stranger = await t.h.addUser({ name: "Stranger" });
    const { reviseRollCard } = await import("../../../module/chat/roll-card-revise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    const { rollCardRecord } = await import("../../../module/chat/roll-card-revise");
    const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
    const msg = { ruleset: "tactica", record: rollCardRecord(flagsOf(id).roll), authorMay: true };
    expect(await reviseRollCard(msg, requesterOf(stranger as never), "raise-four", TRACKER_COSTS, 0, async () => {})).toEqual({ ok: false, refusal: "Forbidden" });
    // A record its author may not roll for (another's actor named in it) is no roll of that actor.
    expect(await reviseRollCard({ ...msg, authorMay: false }, requesterOf(t.h.gm as never), "raise-four", TRACKER_COSTS, 0, async () => {})).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await ask(t.player, t.h.gm.id!, raise(id, "raise-four"))).toMatchObject({ ok: true });
    expect(trollDice(t)).toHaveLength(2);
    expect(await ask(t.player, t.h.gm.id!, raise(id, "raise-five"))).toMatchObject({ ok: false, refusal: "AlreadyRevised" });
    expect(trollDice(t)).toHaveLength(2);
    expect(flagsOf(id).card.total).toBe(2);

    const none = await table([5, 4, 3]);
    const nid = await pooled(none, [4, 2, 6, 3]);
    const answer = await ask(none.player, none.h.gm.id!, raise(nid, "raise-four"));
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/no die showing 1/);
    expect(flagsOf(nid).card.total).toBe(1);
    expect(flagsOf(nid).roll!.revised).toBeUndefined();
  });

  it('"Any 1’s rolled on your initiative dice": out of a running fight the troll rolled none, so its card offers no raise and the GM\'s client refuses one, writing nothing', async () => {
    const t = await table([], false);
    const id = await pooled(t, [4, 2, 6, 3]);
    const total = flagsOf(id).card.total;
    const { rollCardButtons } = await import("../../../module/chat/roll-card-revise");
    const { requesterOf } = await import("../../../module/chat/exchange-query");
    expect(rollCardButtons(game.messages.get(id) as never, requesterOf(t.h.player as never))).toEqual([]);
    const answer = await ask(t.player, t.h.gm.id!, raise(id, "raise-four"));
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/running fight/);
    expect(flagsOf(id).card.total).toBe(total);
    expect(flagsOf(id).roll!.faces).toEqual([4, 2, 6, 3]);
  });

  it('"OoA creature get no action dice": an Out-of-Action troll that still holds a 1 from before is refused with the tracker\'s reason (its dry run reads the actors as the step does), and the card stands as rolled', async () => {
    const t = await table([5, 3, 1]);
    const id = await pooled(t, [4, 2, 6, 3]);
    const total = flagsOf(id).card.total;
    await (game.actors.get(t.troll.id) as unknown as { toggleStatusEffect(id: string, o: object): Promise<unknown> }).toggleStatusEffect("tactica.ooa", { active: true });
    const answer = await ask(t.player, t.h.gm.id!, raise(id, "raise-four"));
    expect(answer).toMatchObject({ ok: false, refusal: "Refused" });
    expect(String(answer["reason"])).toMatch(/no die showing 1/);
    expect(flagsOf(id).card.total).toBe(total);
    expect(flagsOf(id).roll!.revised).toBeUndefined();
  });
});
