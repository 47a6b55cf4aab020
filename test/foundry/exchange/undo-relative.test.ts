/**
 * Issue 23: Undo is relative. It takes back what its application added, from the values as they are now, so undoing
 * an older hit after a newer one keeps the newer hit; and it writes only the `system` fields its record names, on the
 * record's own actor, inside the schema's bounds (a forged path or value writes nothing).
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { undoOf } from "../../../module/chat/exchange/changes";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { sixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { armingSword, dodgingGoblin as goblin, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid, type DoubleWorld } from "./double-world";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const FIRST = "msg0000000000001";
const SECOND = "msg0000000000002";

/** Two cards of Mauve's arming sword at the Goblin, each a wound (attack die 2, damage die 5). */
async function twoCards(): Promise<DoubleWorld> {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: [] } });
  for (const id of [FIRST, SECOND]) {
    const req = sixSecondsAttackRequest(mauve(), prepareActorDerived(mauve()), armingSword, world.actor(GOBLIN)!);
    await world.cards.set(id, bindExchange(resolveRequest(req, [2, 5]), req, [2, 5], MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  }
  return world;
}

describe("Undo is relative", () => {
  it("undoing the older of two hits keeps the newer one (before: it wrote the older 'before' back, losing both)", async () => {
    const world = await twoCards();
    expect(await applyOutcome(world, FIRST, GOBLIN, GM)).toMatchObject({ ok: true });
    expect(await applyOutcome(world, SECOND, GOBLIN, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(2);
    expect(await undoOutcome(world, FIRST, GOBLIN, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
    expect(await undoOutcome(world, SECOND, GOBLIN, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });

  it("a status another step changed since is left alone; one still as the application left it is switched back", () => {
    const record = { changes: [], statuses: [{ id: "prone", before: false, after: true }, { id: "dying", before: false, after: true }] };
    expect(undoOf(record, { system: {}, statuses: ["dying"] }).statuses).toEqual([{ id: "dying", active: false }]);
  });

  it("a record naming a path outside system, a prototype key or a field the schema lacks writes nothing", () => {
    const current = { system: goblin(), statuses: [] };
    const forged = {
      changes: [
        { path: "ownership.default", before: 3, after: 0 },
        { path: "system.__proto__.polluted", before: 1, after: 0 },
        { path: "system.sixSeconds.nothingHere", before: 5, after: 0 },
        { path: "system.sixSeconds.wounds", before: -1e308, after: 0 },
      ],
      statuses: [],
    };
    const back = undoOf(forged, current);
    expect(Object.keys(back.update)).toEqual(["system.sixSeconds.wounds"]);
    // Relative and clamped: wounds 0 minus (0 - -1e308) is far below the field's minimum, so it stays at the minimum.
    expect(back.update["system.sixSeconds.wounds"]).toBe(0);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});

describe("a target deleted mid-flight", () => {
  it("a defence whose target is deleted while its dice roll is refused, and nothing is recorded or written", async () => {
    const world = await twoCards();
    world.roll = async (groups) => {
      await world.remove(GOBLIN); // the GM deletes the goblin while the dodge's dice are in the air
      return groups.flatMap((g) => Array.from({ length: g.count }, () => 5));
    };
    const writes = world.writes;
    expect(await defend(world, FIRST, GOBLIN, "dodge", GM)).toEqual({ ok: false, refusal: "NoTarget" });
    expect(world.writes).toBe(writes);
    expect(world.cards.get(FIRST)!.defences).toEqual([]);
  });
});
