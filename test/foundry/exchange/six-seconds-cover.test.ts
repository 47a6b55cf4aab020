/**
 * Hitting the cover, from the dialog to the applied outcome (Foundry-free): Colonel Mauve (+3, 1d8+3) at the Goblin
 * Mook (Toughness 9/3) behind a wooden crate. The cover's step is a status on the target's token: the dialog starts
 * from it, and a hit that beats the cover's Toughness moves it down a step when the GM applies the hit (undone with it).
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { coverFromStatuses } from "../../../module/rulesets/six-seconds/situation";
import { armingSword, goblin as goblinMook, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid, type DoubleWorld } from "./double-world";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000004";

function goblin(): ActorSystem {
  const s = goblinMook();
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
  return s;
}

/** The sheet's weapon button: the dialog sees the target's cover status, the fields come back as typed. */
async function fromDialog(fields: Record<string, string>, statuses: string[]): Promise<{ req: SixSecondsAttackRequest; asked: Record<string, unknown> }> {
  let asked: Record<string, unknown> = {};
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: mauve(),
    derived: prepareActorDerived(mauve()),
    ask: async (data) => {
      asked = data;
      return sixSecondsOptions({ cover: String(data["cover"]), ...fields });
    },
    firstTarget: () => ({ name: "Goblin Mook", system: goblin(), derived: prepareActorDerived(goblin()), statuses }),
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
  };
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return { req: build!() as SixSecondsAttackRequest, asked };
}

async function rolled(req: SixSecondsAttackRequest, faces: number[], statuses: string[]): Promise<DoubleWorld> {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses } });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  return world;
}

describe("six-seconds: hitting the cover", () => {
  it("the dialog starts from the target's cover status (the best one it has)", async () => {
    expect(coverFromStatuses(["six-seconds.cover-light", "six-seconds.cover-heavy"])).toBe("heavy");
    expect((await fromDialog({}, ["six-seconds.cover-medium"])).asked["cover"]).toBe("medium");
    expect((await fromDialog({}, [])).asked["cover"]).toBe("none");
  });

  it("a miss by 1 behind medium cover (+2) hits a crate of Toughness 7: 5 + 3 = 8 beats it, the attack goes on and wounds; applying drops the cover to light; undo puts it back", async () => {
    const statuses = ["six-seconds.cover-medium"];
    const { req } = await fromDialog({ coverToughness: "7" }, statuses);
    const card = resolveRequest(req, [2, 5]);
    expect(card.target).toBe(6);
    expect(card.outcome).toMatchObject({ key: "FRAY.Attack.CoverHit.beaten", data: { coverKey: "FRAY.Reason.cover.medium", afterKey: "FRAY.Attack.CoverAfter.light", outcomeKey: "FRAY.Attack.CoverOutcome.wound" } });
    expect(card.damage).toBe(8);
    const world = await rolled(req, [2, 5], statuses);
    const r = await applyOutcome(world, MSG, GOBLIN, GM);
    expect(r).toMatchObject({ ok: true });
    const goblinNow = world.actors.get(GOBLIN)!;
    expect(goblinNow.system.sixSeconds.wounds).toBe(1);
    expect(goblinNow.statuses).toEqual(["six-seconds.cover-light"]);
    expect(world.cards.get(MSG)!.applied[0]!.statuses).toEqual([
      { id: "six-seconds.cover-light", before: false, after: true },
      { id: "six-seconds.cover-medium", before: true, after: false },
    ]);
    // The next attack's dialog reads the lighter cover.
    expect((await fromDialog({}, goblinNow.statuses)).asked["cover"]).toBe("light");
    await undoOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.statuses).toEqual(["six-seconds.cover-medium"]);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
  });

  it("a tougher crate (Toughness 10) is only wounded by 8: the attack goes on at −3 (5, still a wound); the cover keeps its step", async () => {
    const statuses = ["six-seconds.cover-medium"];
    const { req } = await fromDialog({ coverToughness: "10" }, statuses);
    const card = resolveRequest(req, [2, 5]);
    expect(card.outcome.key).toBe("FRAY.Attack.CoverHit.wounded");
    expect(card.damage).toBe(5);
    const world = await rolled(req, [2, 5], statuses);
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
    expect(world.actors.get(GOBLIN)!.statuses).toEqual(statuses);
  });

  it("a stone wall (Toughness 15) holds: nothing reaches the Goblin and there is nothing to apply", async () => {
    const { req } = await fromDialog({ coverToughness: "15" }, ["six-seconds.cover-medium"]);
    const card = resolveRequest(req, [2, 5]);
    expect(card.outcome.key).toBe("FRAY.Attack.CoverHit.stopped");
    expect(card.damage).toBeNull();
    const world = await rolled(req, [2, 5], ["six-seconds.cover-medium"]);
    expect(await applyOutcome(world, MSG, GOBLIN, GM)).toEqual({ ok: false, refusal: "NothingToApply" });
  });

  it("missing by more than the cover's bonus misses both (light cover + concealment: 1 + 3 = 4 against 6)", async () => {
    const { req } = await fromDialog({ coverToughness: "7", concealed: "on" }, ["six-seconds.cover-light"]);
    expect(resolveRequest(req, [1, 5]).outcome.key).toBe("FRAY.Attack.Result.miss");
  });

  it("the target behind a beaten cover still defends: a dodge of 5 + 2 = 7 reaches DC 7, no damage, but the cover still drops", async () => {
    const statuses = ["six-seconds.cover-medium"];
    const { req } = await fromDialog({ coverToughness: "7" }, statuses);
    const world = await rolled(req, [2, 5], statuses);
    world.dice = [5];
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Exchange.Defended", data: { roll: 7, dc: 7 } } } });
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(0);
    expect(world.actors.get(GOBLIN)!.statuses).toEqual(["six-seconds.cover-light"]);
  });

  it("total cover: refused without the cover's Toughness; through a door of Toughness 7 the invisible target (+4, Target 8) is reached on a 4, and the door drops to heavy", async () => {
    await expect(fromDialog({}, ["six-seconds.cover-total"])).rejects.toMatchObject({ code: "total-cover" });
    const { req } = await fromDialog({ coverToughness: "7" }, ["six-seconds.cover-total"]);
    const card = resolveRequest(req, [4, 5]);
    expect(card.target).toBe(8);
    expect(card.outcome).toMatchObject({ key: "FRAY.Attack.CoverHit.beaten", data: { afterKey: "FRAY.Attack.CoverAfter.heavy" } });
    const world = await rolled(req, [4, 5], ["six-seconds.cover-total"]);
    await applyOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.statuses).toEqual(["six-seconds.cover-heavy"]);
  });
});
