/**
 * Issue 25 (audit X3, X6, X8, X11, X12), through the Foundry double: a special result that is an attempt ("Disarm
 * attempt", "Break weapon attempt", "Knockback/down", "Hamstring attack") is rolled when the hit is applied with it
 * (the attacker's BODY / DEX / Size from its sheet when it attacked, the target's from its sheet), and a win is
 * written on the target: its weapon dropped or broken, the Prone marker, the Foot injury. "Remove armour from a
 * location" takes off a worn piece. The card's one Undo takes all of it back.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { RulesError } from "../../../module/engine/errors";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { adapterFor } from "../../../module/rulesets/registry";
import { blankSystem, doubleWorld, GM, player, uuid, type DoubleWorld } from "./double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg00000000000a7";

const ITEMS = [
  { name: "Fist", type: "weapon", system: { equipped: true, tactica: { weightClass: "light", natural: true } } },
  { name: "Arming sword", type: "weapon", system: { equipped: true, tactica: { weightClass: "medium" } } },
  { name: "Round shield", type: "armour", system: { ruleset: "tactica", equipped: true, shield: true, tactica: { block: 2, armour: 0 } } },
  { name: "Leather cap", type: "armour", system: { ruleset: "tactica", equipped: true, tactica: { armour: 1 } } },
  { name: "Mail shirt", type: "armour", system: { ruleset: "tactica", equipped: true, tactica: { armour: 2 } } },
];

/** The goblin (its sheet's `goblin` levels) hits Roland with 6 successes, 3 past his worn armour's 3: one extra success to spend. */
async function hit(goblin: { body?: number; dex?: number } = {}, roland: { body?: number; dex?: number } = {}): Promise<DoubleWorld> {
  const r = blankSystem();
  r.tactica.physical.rank = 4;
  Object.assign(r.tactica, roland);
  const g = blankSystem();
  Object.assign(g.tactica, goblin);
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [], items: ITEMS }, [GOBLIN]: { name: "Goblin", system: g, statuses: [] } }, {}, "tactica");
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 6, world.actor(ROLAND));
  const faces = [5, 5, 5, 5, 5, 5];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
  return world;
}

const items = () => (fromUuidSync(ROLAND) as Actor).items.contents;
const item = (name: string) => items().find((i) => i.name === name)!.system as unknown as { equipped: boolean; tactica: { broken?: boolean } };
const noteOf = (answer: Awaited<ReturnType<typeof applyOutcome>>) => (answer.ok && "records" in answer ? answer.records[0]!.summary.data["noteKey"] : null);

describe("tactica: special results' attempts rolled and written with the hit", () => {
  it('"Disarm attempt": the goblin\'s DEX 1 (5 dice) against Roland\'s BODY 0 (4 dice); won, Roland\'s sword is dropped, not his fist; Undo takes it back', async () => {
    const world = await hit({ dex: 1 });
    world.dice = [5, 6, 1, 2, 3, /* Roland */ 5, 1, 2, 3];
    const answer = await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]), "disarm");
    expect(answer).toMatchObject({ ok: true });
    expect(world.dice).toEqual([]);
    expect(noteOf(answer)).toBe("FRAY.Tactica.AttemptResult.disarm.won");
    expect(item("Arming sword").equipped).toBe(false);
    expect(item("Fist").equipped).toBe(true);
    // The hit itself still lands: the successes left, a Medium weapon's damage.
    expect(answer.ok && "records" in answer ? answer.records[0]!.summary.data["damage"] : 0).toBeGreaterThan(0);
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    expect(item("Arming sword").equipped).toBe(true);
  });

  it("a lost disarm writes nothing on the weapon (a tie goes to the target)", async () => {
    const world = await hit();
    world.dice = [5, 1, 1, 1, /* Roland */ 6, 1, 1, 1];
    const answer = await applyOutcome(world, MSG, ROLAND, GM, "disarm");
    expect(noteOf(answer)).toBe("FRAY.Tactica.AttemptResult.disarm.lost");
    expect(item("Arming sword").equipped).toBe(true);
  });

  it('"Break weapon attempt": BODY vs BODY; won, the sword is broken and useless: unequipped, marked Broken, and its attack refused', async () => {
    const world = await hit();
    world.dice = [5, 5, 1, 1, /* Roland */ 5, 1, 1, 1];
    expect(noteOf(await applyOutcome(world, MSG, ROLAND, GM, "break-weapon"))).toBe("FRAY.Tactica.AttemptResult.break-weapon.won");
    const sword = item("Arming sword");
    expect(sword.equipped).toBe(false);
    expect(sword.tactica.broken).toBe(true);
    const roland = world.actor(ROLAND)!;
    const err = await adapterFor("tactica").sheet.rollItem!({ stats: roland.system, derived: roland.derived, ask: async () => null, firstTarget: () => null, targets: () => [], localize: (k: string) => k } as never, { name: "Arming sword", system: { tactica: sword.tactica } } as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RulesError);
    expect((err as RulesError).code).toBe("tactica.broken-weapon");
  });

  it('"Knockback/down": the knockdown, BODY vs BODY plus the Size difference; won, Roland is Prone', async () => {
    const world = await hit();
    expect(adapterFor("tactica").applyChoices!.offers(world.cards.get(MSG)!, world.actor(ROLAND)!).map((o) => o.id)).toEqual(expect.arrayContaining(["knockback", "knockdown"]));
    world.dice = [6, 5, 1, 1, /* Roland */ 5, 1, 1, 1];
    expect(noteOf(await applyOutcome(world, MSG, ROLAND, GM, "knockdown"))).toBe("FRAY.Tactica.AttemptResult.knockdown.won");
    expect(world.actors.get(ROLAND)!.statuses).toContain("tactica.prone");
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.statuses).not.toContain("tactica.prone");
  });

  it('"Hamstring attack": DEX vs DEX; won, the Foot injury ("Burn one action dice", "an immediate DEX roll or fall prone"): its item, a burnt die, and Prone on a failed DEX roll', async () => {
    const world = await hit({}, { dex: -1 });
    // Goblin DEX 0: 4 dice; Roland DEX -1: 3 dice; then Roland's DEX check: 3 dice.
    world.dice = [5, 5, 1, 1, /* Roland */ 5, 1, 1, /* DEX check */ 1, 2, 3];
    expect(noteOf(await applyOutcome(world, MSG, ROLAND, GM, "hamstring"))).toBe("FRAY.Tactica.AttemptResult.hamstring.wonProne");
    expect(world.dice).toEqual([]);
    const injuries = items().filter((i) => i.type === "injury");
    expect(injuries.map((i) => (i.system as unknown as { location: string }).location)).toEqual(["legs"]);
    expect(world.actors.get(ROLAND)!.system.tactica.burntDice).toBe(1);
    expect(world.actors.get(ROLAND)!.statuses).toContain("tactica.prone");
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    expect(items().filter((i) => i.type === "injury")).toEqual([]);
    expect(world.actors.get(ROLAND)!.system.tactica.burntDice).toBe(0);
  });

  it('"Remove armour from a location": the worn piece giving the most armour (the mail, not the cap nor the shield) is taken off; Undo puts it back', async () => {
    const world = await hit();
    const answer = await applyOutcome(world, MSG, ROLAND, GM, "remove-armour");
    expect(noteOf(answer)).toBe("FRAY.Tactica.AttemptResult.remove-armour.done");
    expect(item("Mail shirt").equipped).toBe(false);
    expect(item("Leather cap").equipped).toBe(true);
    expect(item("Round shield").equipped).toBe(true);
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    expect(item("Mail shirt").equipped).toBe(true);
  });
});
