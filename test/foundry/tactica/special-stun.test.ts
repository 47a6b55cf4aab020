/**
 * Issue 25 (audit X5), through the Foundry double: the Stun special result bought with an extra success. The hit
 * itself may already be taken as the Stun State ("the first point of damage inflicted from an attack MAY always be
 * taken as a Stun, unless the target is already Stunned"), so a Stun special that only wrote the State added nothing.
 * Read (docs/rules-notes.md): the special stuns first, so the hit's damage finds the target "already suffering a State
 * effect of the appropriate type" and "they must take a Rank loss".
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, player, uuid } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg00000000000s5";

describe("tactica: the Stun special result", () => {
  it('"If they already have an appropriate State they must take a Rank loss": a 3-success Medium hit with Stun leaves Roland Stunned and a rank down', async () => {
    const roland = blankSystem();
    roland.tactica.physical.rank = 3;
    roland.tactica.pools.dodge.dice = 2;
    const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: roland, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } });
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
    const faces = [5, 6, 5, 2];
    await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
    expect(await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]), "stun")).toMatchObject({ ok: true });
    const t = world.actors.get(ROLAND)!;
    expect(t.system.tactica.physical.state).toBe(true);
    expect(t.statuses).toContain("tactica.stun");
    expect(t.system.tactica.physical.lost).toBe(1);
    // Stunned: "you would lose the defence pool".
    expect(t.system.tactica.pools.dodge.dice).toBe(0);
  });
});

describe("tactica: Expose and Reduce defence pool are written", () => {
  async function card(setup: (s: ReturnType<typeof blankSystem>) => void) {
    const roland = blankSystem();
    roland.tactica.physical.rank = 5;
    setup(roland);
    const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: roland, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } });
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
    const faces = [5, 6, 5, 2];
    await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
    return world;
  }

  it('"Expose to next attack": Roland gains an exposure die for the next attack on him', async () => {
    const world = await card(() => {});
    expect(await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]), "expose")).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.system.tactica.exposures).toBe(1);
  });

  it('"Reduce defence pool": one die leaves Roland\'s standing Block pool (3 → 2)', async () => {
    // Stateless: the hit costs a rank and leaves the pool standing, so only the special takes its die.
    const world = await card((s) => void ((s.tactica.pools.block = { dice: 3, max: 3, shield: 0 }), (s.tactica.stateless = true)));
    expect(await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]), "reduce-defence-pool")).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.system.tactica.pools.block.dice).toBe(2);
  });
});
