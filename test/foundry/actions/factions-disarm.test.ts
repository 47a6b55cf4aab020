/**
 * factions disarm: "The target must pass a STR save or drop a weapon chosen by the attacker." The attacker picks one of
 * the target's weapons in the dialog; a landed disarm marks that item dropped through the exchange's write-back on the
 * Foundry double (undone exactly), and a dropped weapon neither attacks nor counters until picked up.
 */
import { describe, expect, it } from "vitest";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { factionsAttackRequest } from "../../../module/rulesets/factions/attack";
import { NON_LETHAL_ATTACKS } from "../../../module/rulesets/factions/nonlethal-actions";
import type { FactionsHeld } from "../../../module/rulesets/factions/types";
import { GM } from "../exchange/double-world";
import { attack, BANDIT, fight, fighter, MSG, sheetCtx, THEOBALD } from "./factions-nonlethal-fixture";

const RULE = "The target must pass a STR save or drop a weapon chosen by the attacker";

describe("factions disarm drops the chosen weapon", () => {
  it(`"${RULE}": the dialog lists the bandit's weapons; a failed save marks the Axe dropped, undone exactly`, async () => {
    const world = await fight();
    // The world plays factions before any card is posted (the double world takes the ruleset of the card it is given).
    await game.settings.set("fray", "ruleset", "factions" as never);
    const axe = (world.actor(BANDIT)!.held as FactionsHeld).factionsWeapons![0]!;
    let offered: string[] = [];
    const ctx = { ...sheetCtx("Theobald", world.actors.get(THEOBALD)!.system, world.actor(BANDIT)), askFields: async (d: { fields: { name: string; options?: { value: string }[] }[] }) => ((offered = d.fields.find((f) => f.name === "weapon")?.options?.map((o) => o.value) ?? []), { weapon: axe.id!, freeHand: "no" }) };
    const req = (await NON_LETHAL_ATTACKS.disarm(ctx as never))!;
    expect(offered).toEqual([axe.id]);
    expect(req).toMatchObject({ weaponId: axe.id, weaponName: "Axe" });
    await attack(world, "disarm", [17], { weapon: axe.id!, freeHand: "no" });
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.item!(BANDIT, axe.id!)!.system).toMatchObject({ factions: { dropped: true } });
    // Dropped, the axe neither counters nor attacks.
    expect((world.actor(BANDIT)!.held as FactionsHeld).factionsWeapons ?? []).toEqual([]);
    expect(() => factionsAttackRequest(world.actors.get(BANDIT)!.system, { name: "Axe", id: axe.id!, block: { attack: "melee", damageDie: "d6", dropped: true } }, world.actor(THEOBALD))).toThrow(/dropped/);
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.item!(BANDIT, axe.id!)!.system).toMatchObject({ factions: { dropped: false } });
    // A closed dialog cancels without a request.
    expect(await NON_LETHAL_ATTACKS.disarm(sheetCtx("Theobald", fighter(8), world.actor(BANDIT), null))).toBeNull();
  });

  it("a target with no weapon cannot be disarmed: refused before the roll, with the reason", async () => {
    const world = await fight();
    await expect(NON_LETHAL_ATTACKS.disarm(sheetCtx("Bandit", fighter(8), world.actor(THEOBALD)))).rejects.toThrow(/no weapon to drop/);
  });

  it("a disarm countered by a disarm: the bandit's axe drops (the card's choice); Theobald's weapon is told, and the apply still writes both sides", async () => {
    const world = await fight();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const axe = (world.actor(BANDIT)!.held as FactionsHeld).factionsWeapons![0]!;
    // The bandit's save fails (17); Theobald's own save against the counter fails too (15).
    await attack(world, "disarm", [17], { weapon: axe.id!, freeHand: "no" });
    world.dice = [15];
    expect(await defend(world, MSG, BANDIT, "counter-disarm", GM)).toMatchObject({ ok: true });
    expect(await applyOutcome(world, MSG, BANDIT, GM)).toMatchObject({ ok: true });
    expect(world.item!(BANDIT, axe.id!)!.system).toMatchObject({ factions: { dropped: true } });
  });
});
