/**
 * Trust, "nothing is lost", on the result card's revising follow-up (revise.ts): the GM reads the injury another way
 * (a Chest triple read on the Neck table), and creating the new injury item fails (the server refuses it). Before, the
 * first injury item was already deleted and the extra Physical Rank written, with no record: the injury was lost and
 * the rank could not be undone. Now the request fails naming the error, the rank is taken back, the first injury stays,
 * and the same reading can be asked again.
 */
import { describe, expect, it } from "vitest";
import { ROLAND, traumaOnRoland } from "./trauma-fixture";
import { reviseOutcome } from "../../../module/chat/exchange/revise";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { GM } from "../exchange/double-world";

const MSG = "msg00000000000r9";
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;
const injuries = () => (fromUuidSync(ROLAND) as Actor).items.contents.filter((i) => i.type === "injury").map((i) => i.id);

describe("tactica: a revising follow-up that fails half-way loses nothing", () => {
  it("the new injury item refused: the first injury stays, the extra rank is taken back, and the reading can be asked again", async () => {
    const chest = face("chest");
    const { world, record } = await traumaOnRoland(MSG, [chest, chest, chest, chest === 6 ? 5 : 6, 3]);
    const lost = world.actors.get(ROLAND)!.system.tactica.physical.lost;
    const first = injuries();
    expect(first).toEqual(record.items);
    const posted = world.posted.length;
    const create = world.createItems!.bind(world);
    world.createItems = async () => {
      throw new Error("the server refused the injury item");
    };
    await expect(reviseOutcome(world, MSG, ROLAND, GM, "reread-neck-flesh-wound")).rejects.toThrow("the server refused the injury item");
    expect(world.actors.get(ROLAND)!.system.tactica.physical.lost).toBe(lost);
    expect(injuries()).toEqual(first);
    expect(world.posted).toHaveLength(posted);
    world.createItems = create;
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "reread-neck-flesh-wound")).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.system.tactica.physical.lost).toBe(lost + 1);
    expect(injuries()).not.toContain(first[0]);
    expect(injuries()).toHaveLength(1);
  });
});
