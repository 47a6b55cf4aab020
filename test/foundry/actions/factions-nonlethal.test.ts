import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { resolveAction } from "../../../module/dice/action-resolve";
import { diceFor, resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest } from "../../../module/rulesets/factions/attack";
import { breakFreeAction, breakFreeRequest, NON_LETHAL_ATTACKS } from "../../../module/rulesets/factions/nonlethal-actions";
import { factions } from "../../../module/rulesets/factions/index";
import { GM, player } from "../exchange/double-world";
import { attack, BANDIT, fight, fighter, MSG, sheetCtx, THEOBALD } from "./factions-nonlethal-fixture";

describe("factions grapple: Theobald grabs a bandit (the text's example)", () => {
  it("the bandit counters with his axe for 1 (a scratch), then fails his STR save: grabbed; the counter lands first", async () => {
    const world = await fight();
    const req = await attack(world, "grapple", [14]);
    expect(diceFor(req)).toEqual([{ count: 1, sides: 20, purpose: "FRAY.Action.Factions.NonLethal.StrSave" }]);
    // The odds before the roll: the bandit resists on 1–10 of a d20.
    expect(resolveRequest(req, [14]).odds).toBeCloseTo(0.5);
    world.dice = [1];
    const r = await defend(world, MSG, BANDIT, "counter", player("bandit-gm", [BANDIT]));
    expect(r).toMatchObject({ ok: true, defence: { summary: { data: { orderKey: "FRAY.Exchange.Order.counter-first", toAttacker: 1, lands: 1 } } } });
    const applied = await applyOutcome(world, MSG, BANDIT, player("theo", [THEOBALD]));
    expect(applied).toMatchObject({ ok: true, records: [{ targetUuid: BANDIT, statuses: [{ id: "factions.grabbed", before: false, after: true }] }, { targetUuid: THEOBALD }] });
    expect(world.actors.get(BANDIT)!.statuses).toEqual(["factions.grabbed"]);
    expect(world.actors.get(THEOBALD)!.system.factions.health.value).toBe(7);
    // Applied once; the GM's undo restores exactly.
    expect(await applyOutcome(world, MSG, BANDIT, GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.statuses).toEqual([]);
    expect(world.actors.get(THEOBALD)!.system.factions.health.value).toBe(8);
  });

  it("Theobald's dagger next turn: the grabbed bandit cannot react; on his turn he breaks free with a STR save", async () => {
    const world = await fight(fighter(8), fighter(8), ["factions.grabbed"]);
    const dagger = factionsAttackRequest(world.actors.get(THEOBALD)!.system, { name: "Dagger", block: { attack: "melee", damageDie: "d4" } }, world.actor(BANDIT));
    const card = bindExchange(resolveRequest(dagger, [3]), dagger, [3], THEOBALD, [{ uuid: BANDIT, name: "Bandit" }])!;
    const offers = factions.defence!.offers(card, world.actor(BANDIT)!, { attacker: world.actor(THEOBALD), attackerUuid: THEOBALD });
    const refused = Object.fromEntries(offers.map((o) => [o.id, o.refused]));
    expect([refused["dodge"], refused["counter"], refused["hide"]]).toEqual(["grabbed characters cannot act", "grabbed characters cannot act", "grabbed characters cannot act"]);
    // Breaking free: STR 10, a 6 passes; Grabbed goes off this actor.
    const req = breakFreeRequest("Bandit", ["factions.grabbed"], 10, "medium", "medium");
    expect(resolveAction(breakFreeAction, req, [6])).toMatchObject({ card: { outcome: { success: true } }, statuses: { off: ["factions.grabbed"] } });
    expect(resolveAction(breakFreeAction, req, [16]).statuses).toBeUndefined();
    expect(() => breakFreeRequest("Bandit", [], 10, "medium", "medium")).toThrow(/not grabbed/);
  });

  it("a counter that takes the attacker down first stops the grab: the non-lethal attack is resolved last", async () => {
    const world = await fight(fighter(8), fighter(4));
    await attack(world, "grapple", [14]);
    world.dice = [4];
    const r = await defend(world, MSG, BANDIT, "counter", GM);
    expect(r).toMatchObject({ ok: true, defence: { summary: { data: { toAttacker: 4, lands: 0 } } } });
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.statuses).toEqual([]);
    expect(world.actors.get(THEOBALD)!.statuses).toContain("factions.incapacitated");
  });

  it("a dodge (AGI save) makes it miss; a passed STR save resists; neither writes the status", async () => {
    const dodged = await fight();
    await attack(dodged, "grapple", [14]);
    dodged.dice = [3];
    expect(await defend(dodged, MSG, BANDIT, "dodge", GM)).toMatchObject({ ok: true, defence: { summary: { key: "FRAY.Exchange.Defended", data: { lands: 0 } } } });
    await applyOutcome(dodged, MSG, BANDIT, GM);
    expect(dodged.actors.get(BANDIT)!.statuses).toEqual([]);

    const resisted = await fight();
    await attack(resisted, "grapple", [9]);
    expect(await applyOutcome(resisted, MSG, BANDIT, GM)).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Action.Factions.NonLethal.NoEffect" }, statuses: [] }] });
  });

  it("only the attacker's owner or a GM applies it; a card bound to two targets is refused and writes nothing", async () => {
    const world = await fight();
    await attack(world, "grapple", [14]);
    expect(await applyOutcome(world, MSG, BANDIT, player("bandit", [BANDIT]))).toEqual({ ok: false, refusal: "Forbidden" });
    const card = world.cards.get(MSG)!;
    await world.cards.set(MSG, { ...card, targets: [...card.targets, { uuid: THEOBALD, name: "Theobald" }] });
    await expect(applyOutcome(world, MSG, BANDIT, GM)).rejects.toThrow(/targets one character/);
    expect(world.writes).toBe(0);
  });
});

describe("factions shove, disarm and the size rules", () => {
  it("a shove moves half a zone; a large attacker's shove on a medium target needs no save, moves 1 zone and deals d4 direct damage past armour", async () => {
    const world = await fight();
    const req = await attack(world, "shove", [15]);
    expect(resolveRequest(req, [15]).outcome.key).toBe("FRAY.Action.Factions.NonLethal.Lands.shove");
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(8);

    const armoured = fighter(8);
    armoured.factions.armour = 2;
    const big = await fight(armoured, fighter(12, 14, "large"));
    const hard = await attack(big, "shove", [3]);
    expect(diceFor(hard)).toEqual([{ count: 1, sides: 4, purpose: "FRAY.Roll.Damage" }]);
    const card = resolveRequest(hard, [3]);
    expect(card).toMatchObject({ odds: 1, damage: 3, outcome: { key: "FRAY.Action.Factions.NonLethal.Lands.shoveHard", data: { zones: 1, damage: 3 } } });
    await applyOutcome(big, MSG, BANDIT, GM);
    expect(big.actors.get(BANDIT)!.system.factions.health.value).toBe(5);
  });

  it("a smaller attacker cannot disarm, shove or grab a larger target: refused before anything is rolled", async () => {
    const world = await fight(fighter(12, 14, "large"));
    for (const effect of ["disarm", "shove", "grapple"] as const) {
      await expect(NON_LETHAL_ATTACKS[effect](sheetCtx("Theobald", fighter(8), world.actor(BANDIT)))).rejects.toThrow(/larger characters cannot be/);
    }
    await expect(NON_LETHAL_ATTACKS.grapple(sheetCtx("Theobald", fighter(8), null))).rejects.toThrow(/target the character/);
  });

  it("a large grabber holds a medium one in one hand: the held one cannot break free with a save, nor can an ally smaller than the grabber", async () => {
    const world = await fight(fighter(8), fighter(12, 14, "large"));
    const req = await attack(world, "grapple", []);
    expect(resolveRequest(req, []).outcome.key).toBe("FRAY.Action.Factions.NonLethal.Lands.grappleOneHand");
    expect(() => breakFreeRequest("Bandit", ["factions.grabbed"], 10, "medium", "large")).toThrow(/larger character/);
    const ally = sheetCtx("Sybilla", fighter(8), { ...world.actor(BANDIT)!, statuses: ["factions.grabbed"] }, { grabberSize: "large" });
    await expect(NON_LETHAL_ATTACKS.freeAlly(ally)).rejects.toThrow(/no STR save can free/);
  });
});

describe("factions: an ally frees a grabbed character", () => {
  it("the ally's STR save (a main action) clears Grabbed on the target through the GM's client, undone exactly", async () => {
    const world = await fight(fighter(8), fighter(8), ["factions.grabbed"]);
    const ctx = sheetCtx("Theobald", fighter(8, 12), world.actor(BANDIT), { grabberSize: "medium" });
    const req = (await NON_LETHAL_ATTACKS.freeAlly(ctx))!;
    expect(req).toMatchObject({ effect: "free", str: 12 });
    const card = resolveRequest(req, [11]);
    expect(card.odds).toBeCloseTo(12 / 20);
    await world.cards.set(MSG, bindExchange(card, req, [11], THEOBALD, [{ uuid: BANDIT, name: "Bandit" }])!);
    // Freeing is no attack on the ally: nothing to react with.
    expect(factions.defence!.offers(world.cards.get(MSG)!, world.actor(BANDIT)!, { attacker: null, attackerUuid: THEOBALD })).toEqual([]);
    const r = await applyOutcome(world, MSG, BANDIT, GM);
    expect(r).toMatchObject({ ok: true, records: [{ statuses: [{ id: "factions.grabbed", before: true, after: false }] }] });
    expect(world.actors.get(BANDIT)!.statuses).toEqual([]);
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.statuses).toEqual(["factions.grabbed"]);
    await expect(NON_LETHAL_ATTACKS.freeAlly(sheetCtx("Theobald", fighter(8), world.actor(THEOBALD)))).rejects.toThrow(/not grabbed/);
  });
});

describe("factions: an attack by a concealed character takes the target by surprise", () => {
  it("while the attacker's token is Concealed its target may neither dodge nor counter, weapon or non-lethal; revealed, it may", async () => {
    const world = await fight();
    await world.toggle(THEOBALD, "factions.concealed");
    const dagger = factionsAttackRequest(world.actors.get(THEOBALD)!.system, { name: "Dagger", block: { attack: "melee", damageDie: "d4" } }, world.actor(BANDIT));
    await world.cards.set(MSG, bindExchange(resolveRequest(dagger, [3]), dagger, [3], THEOBALD, [{ uuid: BANDIT, name: "Bandit" }])!);
    world.dice = [2];
    // The weapon card refuses through the factions defence slot's own unaware rule; the non-lethal card through its own.
    expect(await defend(world, MSG, BANDIT, "dodge", GM)).toEqual({ ok: false, refusal: "Refused", reason: "targets unaware of their attacker cannot react" });
    await attack(world, "grapple", [14]);
    expect(await defend(world, MSG, BANDIT, "counter", GM)).toEqual({ ok: false, refusal: "Refused", reason: "taken by surprise by a concealed attacker: no reaction" });
    await world.toggle(THEOBALD, "factions.concealed", false);
    expect(await defend(world, MSG, BANDIT, "dodge", GM)).toMatchObject({ ok: true });
  });
});
