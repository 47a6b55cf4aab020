/**
 * factions: who holds whom. A grab that lands records its grabber on the grabbed character (uuid, name, size), through
 * the exchange's write-back on the Foundry double; breaking free and freeing an ally read that record (hiding
 * behind a grabbed enemy: exchange/factions-reactions.test.ts) instead of a typed size or any Grabbed token.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import { resolveAction } from "../../../module/dice/action-resolve";
import { breakFreeAction, NON_LETHAL_ATTACKS } from "../../../module/rulesets/factions/nonlethal-actions";
import { GM } from "../exchange/double-world";
import { attack, BANDIT, fight, fighter, MSG, sheetCtx, THEOBALD } from "./factions-nonlethal-fixture";

const GRABBED = "factions.grabbed";

/** The bandit held by `grabber` (name and size) as a landed grab records it. */
function heldBy(uuid: string, name: string, size: "medium" | "large") {
  const s = fighter(8);
  Object.assign(s.factions, { grabbedBy: uuid, grabbedByName: name, grabbedBySize: size });
  return s;
}

describe("factions: a landed grab records who holds whom", () => {
  it("\"The target must pass a STR save or the attacker grabs them\": the bandit's record names Theobald, his size, and is undone with the grab", async () => {
    const world = await fight(fighter(8), fighter(8, 10, "large"));
    await attack(world, "grapple", []);
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.statuses).toEqual([GRABBED]);
    expect(world.actors.get(BANDIT)!.system.factions).toMatchObject({ grabbedBy: THEOBALD, grabbedByName: "Theobald", grabbedBySize: "large" });
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.system.factions).toMatchObject({ grabbedBy: "", grabbedByName: "", grabbedBySize: "" });
  });

  it("\"Grabbed characters ... can only spend their turn to attempt to break free by passing a STR save\": the grabber's size comes from the record, no field asked; a success clears the record", async () => {
    const world = await fight(heldBy(THEOBALD, "Theobald", "medium"), fighter(8), [GRABBED]);
    const bandit = world.actors.get(BANDIT)!;
    let asked = 0;
    const ctx = { ...sheetCtx("Bandit", bandit.system, null), statuses: [GRABBED], askFields: async () => (asked++, {}) };
    const req = (await breakFreeAction.prepare(ctx))!;
    expect(asked).toBe(0);
    expect(req).toMatchObject({ grabberSize: "medium" });
    const out = resolveAction(breakFreeAction, req, [6]);
    expect(out).toMatchObject({ statuses: { off: [GRABBED] }, update: { "system.factions.grabbedBy": "", "system.factions.grabbedByName": "", "system.factions.grabbedBySize": "" } });
  });

  it("\"Smaller characters ... can't free themselves from a grab with a STR save\": a bandit held by a large grabber is refused before any roll", async () => {
    const world = await fight(heldBy(THEOBALD, "Theobald", "large"), fighter(8), [GRABBED]);
    const ctx = { ...sheetCtx("Bandit", world.actors.get(BANDIT)!.system, null), statuses: [GRABBED] };
    await expect(breakFreeAction.prepare(ctx)).rejects.toThrow(/held by a larger character/);
  });

  it("\"Allies can also spend a main action to attempt to free them with a STR save\": the ally reads the grabber from the held one's record; freed, the record is cleared and the undo restores it", async () => {
    const world = await fight(heldBy(THEOBALD, "Theobald", "large"), fighter(8), [GRABBED]);
    let asked = 0;
    const small = { ...sheetCtx("Sybilla", fighter(8), world.actor(BANDIT)), askFields: async () => (asked++, {}) };
    await expect(NON_LETHAL_ATTACKS.freeAlly(small)).rejects.toThrow(/larger than Sybilla/);
    const big = sheetCtx("Ogre", fighter(8, 12, "large"), world.actor(BANDIT));
    const req = (await NON_LETHAL_ATTACKS.freeAlly({ ...big, askFields: async () => (asked++, {}) }))!;
    expect(asked).toBe(0);
    expect(req).toMatchObject({ effect: "free", grabberSize: "large" });
    await world.cards.set(MSG, bindExchange(resolveRequest(req, [3]), req, [3], THEOBALD, [{ uuid: BANDIT, name: "Bandit" }])!);
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.statuses).toEqual([]);
    expect(world.actors.get(BANDIT)!.system.factions.grabbedBy).toBe("");
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.system.factions).toMatchObject({ grabbedBy: THEOBALD, grabbedBySize: "large" });
  });
});
