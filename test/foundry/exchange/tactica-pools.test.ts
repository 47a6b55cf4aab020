/**
 * The tactica exchange from request to applied outcome with the text's own numbers: Roland's standing Dodge and
 * Block pools against three goblins (kept on the actor between cards, one die per use, the Pool action, lost to a
 * State), exposures left on the attacker and picked up by the next one, the Fumbled mark, the attacker's
 * Block-breaking choice (the paragraph's example), mental and magic hits, and the attack skill's dice in the dialog.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { exchangeView } from "../../../module/chat/exchange/view";
import { tacticaOptions } from "../action-context";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveAction } from "../../../module/dice/action-resolve";
import { resolveRequest } from "../../../module/dice/requests";
import type { AttackTarget, SheetRollContext } from "../../../module/rulesets/adapter";
import { tacticaAttackRequest, type TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { parseHitKind, rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { tacticaDefence } from "../../../module/rulesets/tactica/defence";
import { poolDefenceAction } from "../../../module/rulesets/tactica/pool-action";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";

const ROLAND = uuid("roland");
const GOBLINS = [uuid("goblin1"), uuid("goblin2"), uuid("goblin3")] as const;

/** Roland: Dodge and Block 4d (Skill) + 1d (Adv) = 5 dice; a Medium Shield is Block 2. */
function roland(): ActorSystem {
  const s = blankSystem();
  s.tactica.defences = { dodge: 5, block: 5, parry: 3 };
  s.tactica.physical.rank = 4;
  return s;
}

async function world(options: DoubleWorld["options"] = {}, shieldBlock = 0): Promise<DoubleWorld> {
  // Roland's shield is an equipped tactica armour item (the item sheet's fields), read from his prepared data.
  const shield = { name: "Medium Shield", type: "armour", system: { ruleset: "tactica", equipped: true, shield: true, tactica: { block: shieldBlock, physicalRanks: 0, mentalRanks: 0 } } };
  return doubleWorld(
    {
      [ROLAND]: { name: "Roland", system: roland(), statuses: [], ...(shieldBlock > 0 ? { items: [shield] } : {}) },
      ...Object.fromEntries(GOBLINS.map((g, i) => [g, { name: `Goblin ${i + 1}`, system: blankSystem(), statuses: [] }])),
    },
    options,
    "tactica",
  );
}

/** A goblin's attack on Roland (4 dice) rolled with `faces` and bound to a card under `msg`. */
async function goblinAttacks(w: DoubleWorld, goblin: string, msg: string, faces: number[], weightClass = "light", opts: { track?: "physical" | "mental"; magic?: boolean } = {}): Promise<TacticaAttackRequest> {
  const g = w.actors.get(goblin)!.system;
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass } }, 4, w.actor(ROLAND), opts);
  const card = resolveRequest(req, faces);
  await w.cards.set(msg, bindExchange(card, req, faces, goblin, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
  return req;
}

const pools = (w: DoubleWorld) => w.actors.get(ROLAND)!.system.tactica.pools;
const exposures = (w: DoubleWorld, id: string) => w.actors.get(id)!.system.tactica.exposures;
const rolandPlayer = player("roland", [ROLAND]);

/** The sheet's Pool button: the action's update written on Roland. */
function poolAction(w: DoubleWorld, kind: "dodge" | "block") {
  return (async () => {
    const req = await poolDefenceAction.prepare({ name: "Roland", stats: w.actors.get(ROLAND)!.system, data: { kind } } as never);
    const out = resolveAction(poolDefenceAction, req!, []);
    await w.update(ROLAND, out.update);
    return out;
  })();
}

describe("tactica: Roland's Dodge pool against three goblins (the text's example)", () => {
  it("4 successes cancel the first goblin's 4 dice; the pool stands at 3, then 2; the Pool action brings it to 3; the third goblin's net 1d rolls a 1: a Fumble", async () => {
    const w = await world();
    const spent: string[] = [];
    w.costs = { refusal: () => null, spend: async (_id, cost) => void spent.push(typeof cost === "string" ? cost : cost.name) };

    await goblinAttacks(w, GOBLINS[0], "msg1", [5, 6, 2, 3]);
    w.dice = [5, 6, 5, 6, 1];
    expect(await defend(w, "msg1", ROLAND, "dodge", rolandPlayer)).toMatchObject({ ok: true, defence: { damage: 0, writes: [{ targetUuid: ROLAND, changes: [{ path: "system.tactica.pools.dodge.dice", before: 0, after: 3 }, { path: "system.tactica.pools.dodge.max", before: 0, after: 5 }] }] } });
    expect(pools(w).dodge).toEqual({ dice: 3, max: 5 });
    expect(spent).toEqual(["action-die"]);

    // The second goblin meets the standing pool of 3: offered as the pool, no dice, no new action die.
    await goblinAttacks(w, GOBLINS[1], "msg2", [3, 5, 5, 5]);
    const offer = tacticaDefence.offers(w.cards.get("msg2")!, w.actor(ROLAND)!, { attacker: null, attackerUuid: GOBLINS[1] }).find((o) => o.id === "dodge")!;
    expect(offer).toMatchObject({ label: "FRAY.Exchange.Defence.dodgePool", refused: null });
    expect(offer.cost).toBeUndefined();
    expect(await defend(w, "msg2", ROLAND, "dodge", rolandPlayer)).toMatchObject({ ok: true, defence: { damage: 0, faces: [], summary: { data: { successes: 0, pool: 2 } } } });
    expect(pools(w).dodge.dice).toBe(2);
    expect(spent).toEqual(["action-die"]);

    const added = await poolAction(w, "dodge");
    expect(added.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.Pool.Added", data: { before: 2, after: 3 } });
    expect(pools(w).dodge.dice).toBe(3);

    await goblinAttacks(w, GOBLINS[2], "msg3", [1, 5, 5, 5]);
    expect(await defend(w, "msg3", ROLAND, "dodge", rolandPlayer)).toMatchObject({ ok: true, defence: { damage: 0, summary: { data: { pool: 2 } } } });
    // The net 1d rolled a 1: the third goblin's own row puts the Fumbled mark on him.
    expect(await applyOutcome(w, "msg3", GOBLINS[2], player("g3", [GOBLINS[2]]))).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Exchange.FumbledMark" } }] });
    expect(w.actors.get(GOBLINS[2])!.system.tactica.fumbled).toBe(true);

    // Roland's next attack on that goblin gains +1 SL from the mark, read from the target automatically.
    const r = w.actors.get(ROLAND)!.system;
    const back = tacticaAttackRequest(r, prepareActorDerived(r), { name: "Sword", block: { weightClass: "medium" } }, 4, w.actor(GOBLINS[2]));
    expect(resolveRequest(back, [4, 4, 2, 2]).total).toBe(2);
  });

  it("the Pool action refuses without a standing pool, and stops at the dice normally rolled", async () => {
    const w = await world();
    await expect(poolAction(w, "dodge")).rejects.toThrow(/no standing dodge pool/);
    await w.update(ROLAND, { "system.tactica.pools.dodge": { dice: 5, max: 5 } });
    expect((await poolAction(w, "dodge")).card.outcome.key).toBe("FRAY.Action.Tactica.Pool.Full");
    expect(pools(w).dodge.dice).toBe(5);
  });
});

describe("tactica: Roland's Block pool with a Medium Shield (the text's example)", () => {
  it("pool 4 stops the first goblin's 2 successes (2 exposures on him), pool 3 stops the second's 2 (1 exposure); Pool back to 3; the third's 4 successes ignore the shield, and the Stun State loses the pool", async () => {
    const w = await world({ tactica: { blockRule: "pool-compare" } }, 2);
    await goblinAttacks(w, GOBLINS[0], "msg1", [5, 6, 2, 3]);
    w.dice = [5, 6, 1, 2, 3];
    expect(await defend(w, "msg1", ROLAND, "block", rolandPlayer)).toMatchObject({ ok: true, defence: { damage: 0, summary: { data: { exposures: 2, pool: 3 } } } });
    expect(pools(w).block).toEqual({ dice: 3, max: 7, shield: 2 });
    // Applying the card puts the exposures on the goblin (and the undo takes them off again).
    expect(await applyOutcome(w, "msg1", ROLAND, player("g1", [GOBLINS[0]]))).toMatchObject({ ok: true, records: [{ targetUuid: ROLAND }, { targetUuid: GOBLINS[0], changes: [{ path: "system.tactica.exposures", before: 0, after: 2 }] }] });
    expect(exposures(w, GOBLINS[0])).toBe(2);

    await goblinAttacks(w, GOBLINS[1], "msg2", [5, 5, 2, 3]);
    expect(await defend(w, "msg2", ROLAND, "block", rolandPlayer)).toMatchObject({ ok: true, defence: { damage: 0, faces: [], summary: { data: { exposures: 1, pool: 2 } } } });
    await applyOutcome(w, "msg2", ROLAND, GM);
    expect(exposures(w, GOBLINS[1])).toBe(1);

    await poolAction(w, "block");
    expect(pools(w).block.dice).toBe(3);

    await goblinAttacks(w, GOBLINS[2], "msg3", [5, 5, 6, 5]);
    const third = await defend(w, "msg3", ROLAND, "block", rolandPlayer);
    // 4 successes > the pool of 3: the shield is ignored, the 4 hits land (light: 1 + 3 / 2 = 2 damage); the pool is reduced to 2.
    expect(third).toMatchObject({ ok: true, defence: { damage: 2, summary: { key: "FRAY.Exchange.TacticaDefenceFailed", data: { successes: 4, pool: 2 } } } });
    expect(pools(w).block.dice).toBe(2);
    await applyOutcome(w, "msg3", ROLAND, GM);
    expect(w.actors.get(ROLAND)!.system.tactica.physical.state).toBe(true);
    expect(pools(w).block.dice).toBe(0);
    await undoOutcome(w, "msg3", ROLAND, GM);
    expect(pools(w).block.dice).toBe(2);
  });

  it("the next attacker of the exposed goblin picks up his 2 exposure dice, and applying the attack uses them up", async () => {
    const w = await world();
    await w.update(GOBLINS[0], { "system.tactica.exposures": 2 });
    const r = w.actors.get(ROLAND)!.system;
    const req = tacticaAttackRequest(r, prepareActorDerived(r), { name: "Sword", block: { weightClass: "medium" } }, 4, w.actor(GOBLINS[0]));
    expect(req.input.targetExposures).toBe(2);
    const faces = [5, 5, 2, 3, 4, 6];
    const card = resolveRequest(req, faces);
    expect(card.dice).toHaveLength(6);
    await w.cards.set("msgR", bindExchange(card, req, faces, ROLAND, [{ uuid: GOBLINS[0], name: "Goblin 1" }], "Roland")!);
    expect(await applyOutcome(w, "msgR", GOBLINS[0], GM)).toMatchObject({ ok: true });
    expect(exposures(w, GOBLINS[0])).toBe(0);
    expect(await applyOutcome(w, "msgR", GOBLINS[0], GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
  });

  it("a miss that picked up exposures still applies, so the dice are used up", async () => {
    const w = await world();
    await w.update(GOBLINS[0], { "system.tactica.exposures": 1 });
    const r = w.actors.get(ROLAND)!.system;
    const req = tacticaAttackRequest(r, prepareActorDerived(r), { name: "Sword", block: { weightClass: "medium" } }, 2, w.actor(GOBLINS[0]));
    const card = resolveRequest(req, [2, 3, 4]);
    expect(card.damage).toBe(0);
    await w.cards.set("msgM", bindExchange(card, req, [2, 3, 4], ROLAND, [{ uuid: GOBLINS[0], name: "Goblin 1" }])!);
    await applyOutcome(w, "msgM", GOBLINS[0], GM);
    expect(exposures(w, GOBLINS[0])).toBe(0);
  });
});

describe("tactica: the attacker's Block-breaking choice (the paragraph's example, blockRule spend-successes)", () => {
  /** Roland blocks with 6 dice and 2 successes (no shield): a pool of 2; the goblin's Medium weapon rolls 4 successes. */
  async function blocked() {
    const w = await world({ tactica: { blockRule: "spend-successes" } });
    await w.update(ROLAND, { "system.tactica.defences.block": 6 });
    await goblinAttacks(w, GOBLINS[0], "msgB", [5, 5, 6, 5], "medium");
    w.dice = [5, 6, 2, 2, 3, 4];
    const d = await defend(w, "msgB", ROLAND, "block", rolandPlayer);
    return { w, d };
  }

  it("carrying on with 4 successes: the Block holds and the goblin gains 1 exposure (pool 2, more than the one needed)", async () => {
    const { w, d } = await blocked();
    expect(d).toMatchObject({ ok: true, defence: { damage: 4, summary: { data: { breakable: 2, exposures: 1 } } } });
    await applyOutcome(w, "msgB", ROLAND, GM);
    expect(exposures(w, GOBLINS[0])).toBe(1);
  });

  it("the goblin's player spends 2 successes: the Block fails, only 2 successes hit, no exposure; Roland's player may not make that choice", async () => {
    const { w } = await blocked();
    expect(await applyOutcome(w, "msgB", ROLAND, rolandPlayer, "break")).toEqual({ ok: false, refusal: "Forbidden" });
    const r = await applyOutcome(w, "msgB", ROLAND, player("g1", [GOBLINS[0]]), "break");
    expect(r).toMatchObject({ ok: true, records: [{ damage: 4, summary: { data: { amount: 2 } } }] });
    expect(exposures(w, GOBLINS[0])).toBe(0);
    expect(pools(w).block.dice).toBe(0);
  });

  it("under Roland's reading (the default) the card offers no break", async () => {
    const w = await world();
    await goblinAttacks(w, GOBLINS[0], "msgB", [5, 5, 6, 5], "medium");
    w.dice = [5, 6, 2, 2, 3];
    await defend(w, "msgB", ROLAND, "block", rolandPlayer);
    expect(await applyOutcome(w, "msgB", ROLAND, GM, "break")).toEqual({ ok: false, refusal: "NoDefence" });
  });
});

describe("tactica: mental and magic hits from the card", () => {
  it("a mental hit takes Shock, a magic hit takes Doubt (the dialog's hit select)", async () => {
    const w = await world();
    await goblinAttacks(w, GOBLINS[0], "msgS", [5, 6, 2, 3], "light", parseHitKind({ hit: "mental" }));
    await applyOutcome(w, "msgS", ROLAND, GM);
    expect(w.actors.get(ROLAND)!.system.tactica.mental.state).toBe(true);
    expect(w.actors.get(ROLAND)!.system.tactica.physical.state).toBe(false);
    await goblinAttacks(w, GOBLINS[1], "msgD", [5, 6, 2, 3], "light", parseHitKind({ hit: "magic" }));
    await applyOutcome(w, "msgD", ROLAND, GM);
    expect(w.actors.get(ROLAND)!.system.tactica.doubt).toBe(true);
    expect(() => parseHitKind({ hit: "spiritual" })).toThrow(/physical, mental or magic/);
  });
});

describe("tactica: refusals carry lang keys, and the world's crossover reaches the card's application", () => {
  it("a stunned Roland is refused every defence with FRAY.Exchange.TacticaRefused.state; without Parry dice, noDice.parry", async () => {
    const w = await world();
    await goblinAttacks(w, GOBLINS[0], "msg1", [5, 6, 2, 3]);
    // The port answers the document's live data (as exchange-query.ts's does): a test's variant is a copy.
    const stunned: AttackTarget = structuredClone({ ...w.actor(ROLAND)!, statuses: [] });
    stunned.system.tactica.physical.state = true;
    expect(tacticaDefence.offers(w.cards.get("msg1")!, stunned, { attacker: null, attackerUuid: GOBLINS[0] }).map((o) => o.refusedKey)).toEqual(Array(3).fill("FRAY.Exchange.TacticaRefused.state"));
    const noParry = structuredClone(w.actor(ROLAND)!);
    noParry.system.tactica.defences.parry = 0;
    expect(tacticaDefence.offers(w.cards.get("msg1")!, noParry, { attacker: null, attackerUuid: GOBLINS[0] }).find((o) => o.id === "parry")!.refusedKey).toBe("FRAY.Exchange.TacticaRefused.noDice.parry");
  });

  it("a Stateless Roland with one physical rank lost: every 2nd loss crosses over by default, the world's every-4th does not", async () => {
    for (const [every, mentalLost] of [[2, 1], [4, 0]] as const) {
      const w = await world({ tactica: { crossoverEvery: every } });
      await w.update(ROLAND, { "system.tactica.stateless": true });
      await w.update(ROLAND, { "system.tactica.physical.lost": 1 });
      await goblinAttacks(w, GOBLINS[0], "msg1", [5, 6, 2, 3]);
      const r = await applyOutcome(w, "msg1", ROLAND, GM);
      expect(r.ok && "records" in r ? r.records[0]!.summary.data["mental"] : null).toBe(3 - mentalLost);
    }
  });
});

describe("tactica: the attack dialog fills the pool with the attack skill's dice (defect: it used the action dice)", () => {
  it("asks with system.tactica.attack and builds the request from the dialog's count and hit", async () => {
    const s = blankSystem();
    s.tactica.attack = 6;
    s.tactica.actionDice = 3;
    const asked: Record<string, unknown>[] = [];
    const ctx = {
      stats: s,
      derived: prepareActorDerived(s),
      ask: async (data: Record<string, unknown>) => {
        asked.push(data);
        return tacticaOptions({ count: String(data["count"]), hit: "mental" });
      },
      firstTarget: () => null,
    } as unknown as SheetRollContext<TacticaTypes>;
    const build = await rollAttack(ctx, { name: "Sword", system: { tactica: { weightClass: "medium" } } });
    expect(asked[0]).toMatchObject({ count: 6, attack: true });
    const req = build!() as TacticaAttackRequest;
    expect(req.input.dice).toBe(6);
    expect(req.track).toBe("mental");
  });
});

describe("tactica: the Parry turns misses into exposures, and the defender ripostes with them at once", () => {
  it("Roland's 2 parry successes turn 2 of the goblin's misses into exposures; once applied, the card offers Roland (only) a riposte with those 2 dice, which uses them up", async () => {
    const w = await world();
    const spent: string[] = [];
    w.costs = { refusal: () => null, spend: async (_id, cost) => void spent.push(typeof cost === "string" ? cost : cost.name) };
    await goblinAttacks(w, GOBLINS[0], "msgP", [5, 2, 3, 4]);
    w.dice = [5, 6, 1];
    expect(await defend(w, "msgP", ROLAND, "parry", rolandPlayer)).toMatchObject({ ok: true, defence: { damage: 1, summary: { data: { exposures: 2 } } } });
    expect(spent).toEqual(["action-die"]);
    const slot = tacticaDefence.followUp!;
    // Not yet applied: the exposures are not on the goblin, so there is nothing to riposte with.
    expect(slot.dice(w.cards.get("msgP")!, ROLAND, w.actor(GOBLINS[0]))).toBe(0);
    await applyOutcome(w, "msgP", ROLAND, rolandPlayer, "state");
    expect(exposures(w, GOBLINS[0])).toBe(2);
    const card = w.cards.get("msgP")!;
    expect(slot.dice(card, ROLAND, w.actor(GOBLINS[0]))).toBe(2);
    const rows = (viewer: Parameters<typeof exchangeView>[2]) => exchangeView(card, "msgP", viewer, () => [], () => [], false, (u) => slot.dice(card, u, w.actor(GOBLINS[0])));
    expect(rows(rolandPlayer).rows[0]!.followUp).toEqual({ dice: 2 });
    expect(rows(player("g1", [GOBLINS[0]])).rows[0]!.followUp).toBeNull();

    const req = slot.request(card, ROLAND, w.actor(ROLAND)!, [{ name: "Sword", system: { tactica: { weightClass: "medium" }, equipped: true } as never }], w.actor(GOBLINS[0])!, (k) => k) as TacticaAttackRequest;
    expect(req).toMatchObject({ label: "Sword", input: { dice: 0, targetExposures: 2, weapon: "medium" } });
    const riposte = resolveRequest(req, [5, 6]);
    expect(riposte.damage).toBe(2);
    await w.cards.set("msgQ", bindExchange(riposte, req, [5, 6], ROLAND, [{ uuid: GOBLINS[0], name: "Goblin 1" }], "Roland")!);
    await applyOutcome(w, "msgQ", GOBLINS[0], GM);
    expect(exposures(w, GOBLINS[0])).toBe(0);
    expect(slot.dice(card, ROLAND, w.actor(GOBLINS[0]))).toBe(0);
    expect(() => slot.request(card, ROLAND, w.actor(ROLAND)!, [], w.actor(GOBLINS[0])!, (k) => k)).toThrow(/no exposure dice/);
  });
});

describe("tactica: what the result card says is due (OoA BODY roll, injury roll)", () => {
  it("a hit on an OoA Roland rolls BODY (4 + level dice): a success and he lives; a failure and he is KIA, with an injury rolled", async () => {
    const ooa = await world();
    await goblinAttacks(ooa, GOBLINS[0], "msgO", [5, 6, 2, 3]);
    await ooa.toggle(ROLAND, "tactica.ooa");
    ooa.dice = [5, 1, 1, 1, 6, 6, 6, 2, 3];
    const r = await applyOutcome(ooa, "msgO", ROLAND, GM);
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Tactica.OoaSurvives", data: { successes: 1, dice: 4 } }, changes: [], statuses: [] }] });

    const dead = await world();
    await goblinAttacks(dead, GOBLINS[0], "msgO", [5, 6, 2, 3]);
    await dead.toggle(ROLAND, "tactica.ooa");
    await dead.update(ROLAND, { "system.tactica.body": -1 });
    dead.dice = [1, 2, 4, 6, 6, 6, 2, 3];
    const k = await applyOutcome(dead, "msgO", ROLAND, GM);
    expect(k).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Tactica.Injured", data: { tookKey: "FRAY.Damage.Tactica.Took.OoaKilled", dice: 3 } }, statuses: [{ id: "tactica.kia", after: true }], items: ["item000000000000"] }] });
  });

  it("a Killing Blow rolls a location and an injury at +1, creates the injury item, and the undo deletes it", async () => {

    // Rank 4: 9 damage is more than twice the rank, a Killing Blow (a Large weapon, 7 successes: 3 + 6).
    const kb = await world();
    const g = kb.actors.get(GOBLINS[0])!.system;
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Troll club", block: { weightClass: "large" } }, 7, kb.actor(ROLAND));
    const faces = [5, 5, 5, 5, 5, 5, 5];
    await kb.cards.set("msgK", bindExchange(resolveRequest(req, faces), req, faces, GOBLINS[0], [{ uuid: ROLAND, name: "Roland" }])!);
    // The injury is rolled on the GM's client: 4d6 location (three 6s: the head, may shift one area) and 1d6 + 1.
    kb.dice = [6, 6, 6, 2, 3];
    const k = await applyOutcome(kb, "msgK", ROLAND, GM);
    expect(k).toMatchObject({
      ok: true,
      records: [{ damage: 9, rolled: [6, 6, 6, 2, 3], summary: { key: "FRAY.Damage.Tactica.Injured", data: { severityKey: "FRAY.Card.Severity.killing-blow", locationKey: "FRAY.Tactica.Area.head", tableKey: "FRAY.Tactica.InjuryTable.head", row: 4 } }, statuses: [{ id: "tactica.ooa", after: true }], items: ["item000000000000"] }],
    });
    const made = kb.items.get(ROLAND)!;
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ type: "injury", nameKey: "FRAY.Tactica.InjuryName", system: { ruleset: "tactica", location: "head" } });
    // The undo deletes the injury item with the rest.
    await undoOutcome(kb, "msgK", ROLAND, GM);
    expect(kb.items.get(ROLAND)).toEqual([]);
    expect(kb.actors.get(ROLAND)!.statuses).toEqual([]);
  });

  it("without dice for the injury the application is refused before anything is written", async () => {
    const kb = await world();
    const g = kb.actors.get(GOBLINS[0])!.system;
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Troll club", block: { weightClass: "large" } }, 7, kb.actor(ROLAND));
    const faces = [5, 5, 5, 5, 5, 5, 5];
    await kb.cards.set("msgK", bindExchange(resolveRequest(req, faces), req, faces, GOBLINS[0], [{ uuid: ROLAND, name: "Roland" }])!);
    await expect(applyOutcome(kb, "msgK", ROLAND, GM)).rejects.toThrow(/queued 0 faces/);
    expect(kb.writes).toBe(0);
    expect(kb.actors.get(ROLAND)!.system).toEqual(roland());
  });
});
