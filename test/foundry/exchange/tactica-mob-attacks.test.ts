/**
 * tactica Mobs (Mobs, Crowds and Hordes): "A MOB ... can attack twice in one round against separate targets". From
 * the sheet's attack (the adapter's rollAttack with the fight's round) through the roll's write-back to the next
 * attack's refusal, and the hit applied on the card.
 */
import { describe, expect, it } from "vitest";
import { tacticaOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest, writeBackFor, type RollRequest } from "../../../module/dice/requests";
import { isCodedError } from "../../../module/engine/errors";
import { mobAttackRefusal } from "../../../module/engine/rulesets/tactica/mobs";
import type { AttackTarget, SheetRollContext } from "../../../module/rulesets/adapter";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { blankSystem, GM, doubleWorld, uuid } from "./double-world";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";

const CLUB = { name: "Club", system: { tactica: { weightClass: "medium", reach: false, natural: false } } };

function target(name: string): AttackTarget {
  const system = blankSystem();
  return { name, system, derived: prepareActorDerived(system), statuses: [] };
}

/** The mob's sheet: its stats, the round the fight is in, the user's target; what the dialog was asked. */
function sheet(stats: ActorSystem, round: string | null, aim: AttackTarget | null, asked: Record<string, unknown>[]): SheetRollContext<TacticaTypes> {
  return {
    stats,
    derived: prepareActorDerived(stats),
    ask: async (data) => {
      asked.push(data);
      return tacticaOptions({ count: "4", dice: "0", sl: "0", parryDice: "0", armour: "0", position: "InContact" });
    },
    firstTarget: () => aim,
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    combatRound: () => round,
  };
}

/** Build the attack as the sheet does; the coded refusal when the rules refuse it. */
async function attack(stats: ActorSystem, round: string | null, aim: AttackTarget | null, asked: Record<string, unknown>[] = []): Promise<RollRequest | string> {
  const build = await rollAttack(sheet(stats, round, aim, asked), CLUB);
  try {
    return build!();
  } catch (e) {
    return isCodedError(e) ? e.code : String(e);
  }
}

/** What the roll writes back to the mob, applied to its stats (as the document update does). */
function rolled(stats: ActorSystem, req: RollRequest): void {
  const u = writeBackFor(req, [5, 6, 2, 3], stats).update;
  if (typeof u["system.tactica.groupRound"] === "string") stats.tactica.groupRound = u["system.tactica.groupRound"];
  if (typeof u["system.tactica.groupTargets"] === "string") stats.tactica.groupTargets = u["system.tactica.groupTargets"];
}

describe("tactica Mobs: attacks a round against separate targets", () => {
  it("the engine: a Mob's two attacks go to separate targets; a Crowd has three", () => {
    expect(mobAttackRefusal("mob", [], "a")).toBeNull();
    expect(mobAttackRefusal("mob", ["a"], "a")).toBe("same-target");
    expect(mobAttackRefusal("mob", ["a", "b"], "c")).toBe("no-attacks-left");
    expect(mobAttackRefusal("crowd", ["a", "b"], "c")).toBeNull();
  });

  it("a Mob of goblins attacks Roland, is refused Roland again, attacks Hugh, then has no attack left until the next round", async () => {
    const mob = blankSystem();
    mob.tactica.group = "mob";
    const asked: Record<string, unknown>[] = [];
    const first = await attack(mob, "fight:1", target("Roland"), asked);
    expect(asked[0]!["groupAttacks"]).toEqual({ left: 2, attacks: 2, attacked: "" });
    expect(first).toMatchObject({ kind: "tactica.attack", groupRound: { key: "fight:1", targets: ["Roland"] } });
    rolled(mob, first as RollRequest);
    expect(await attack(mob, "fight:1", target("Roland"), asked)).toBe("tactica.mob-same-target");
    expect(asked[1]!["groupAttacks"]).toEqual({ left: 1, attacks: 2, attacked: "Roland" });
    // The refused attack wrote nothing: Hugh is still open.
    const second = await attack(mob, "fight:1", target("Hugh"));
    expect(second).toMatchObject({ groupRound: { targets: ["Roland", "Hugh"] } });
    rolled(mob, second as RollRequest);
    expect(await attack(mob, "fight:1", target("Wat"))).toBe("tactica.mob-no-attacks");
    // Round 2: the count starts again.
    expect(await attack(mob, "fight:2", target("Roland"))).toMatchObject({ groupRound: { key: "fight:2", targets: ["Roland"] } });
  });

  it("a single creature, or a group outside a fight, is not counted", async () => {
    const one = await attack(blankSystem(), "fight:1", target("Roland"));
    expect(one).not.toHaveProperty("groupRound");
    expect(writeBackFor(one as RollRequest, [5, 6, 2, 3], blankSystem()).update).toEqual({});
    const mob = blankSystem();
    mob.tactica.group = "mob";
    const asked: Record<string, unknown>[] = [];
    expect(await attack(mob, null, target("Roland"), asked)).not.toHaveProperty("groupRound");
    expect(asked[0]!["groupAttacks"]).toBeNull();
  });

  it("the Mob's attack (4 dice + the Mob's 1 extra die) is applied to Roland on the card", async () => {
    const R = uuid("roland");
    const G = uuid("goblins");
    const mob = blankSystem();
    mob.tactica.group = "mob";
    const world = await doubleWorld({ [R]: { name: "Roland", system: blankSystem(), statuses: [] }, [G]: { name: "Goblins", system: mob, statuses: [] } });
    const req = (await attack(mob, "fight:1", world.actor(R))) as RollRequest;
    const faces = [5, 6, 2, 3, 4];
    const card = resolveRequest(req, faces);
    expect(card.dice).toHaveLength(5);
    expect(card.total).toBe(2);
    await world.cards.set("m", bindExchange(card, req, faces, G, [{ uuid: R, name: "Roland" }])!);
    expect(await applyOutcome(world, "m", R, GM)).toMatchObject({ ok: true });
    const t = world.actors.get(R)!.system.tactica.physical;
    expect(t.state || t.lost > 0).toBe(true);
  });
});
