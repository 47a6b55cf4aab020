/**
 * Issue 25 (audit I7), through the Foundry double: "The attacker may use any successes from their attack roll to
 * reduce the number of dice in the Block Pool, with an aim to remove them all and stop the Block." and "If a net
 * number of Block successes exist (more than the one needed) then they can be applied as exposures to the attacker".
 * Under the paragraph's reading (blockRule spend-successes) the card offers the goblin's player, besides breaking the
 * Block, spending fewer successes: the Block then holds on the dice left, and fewer exposures come back.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { tacticaApplyChoices } from "../../../module/rulesets/tactica/apply-choices";
import { blankSystem, doubleWorld, player, uuid, type DoubleWorld } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msgStrip00000000";

/** Roland's Block of 6 dice rolls 3 successes (a pool of 3); the goblin's Medium weapon rolls 4 successes. */
async function blocked(blockRule: "spend-successes" | "pool-compare"): Promise<DoubleWorld> {
  const roland = blankSystem();
  roland.tactica.defences = { dodge: 0, block: 6, parry: 0 };
  // Ranks enough that the hit is a State, not a Trauma (no injury roll).
  roland.tactica.physical.rank = 9;
  const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: roland, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, { tactica: { blockRule } }, "tactica");
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, w.actor(ROLAND));
  const faces = [5, 5, 6, 5];
  await w.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
  w.dice = [5, 6, 5, 2, 3, 4];
  expect(await defend(w, MSG, ROLAND, "block", player("roland", [ROLAND]))).toMatchObject({ ok: true, defence: { summary: { data: { successes: 4, poolBefore: 3 } } } });
  return w;
}

const exposures = (w: DoubleWorld) => w.actors.get(GOBLIN)!.system.tactica.exposures;
const goblinPlayer = player("goblin", [GOBLIN]);

describe("tactica: spending some successes on the Block", () => {
  it("the card offers breaking it (3) or stripping 1 or 2; Roland's player may not choose them", async () => {
    const w = await blocked("spend-successes");
    const ids = tacticaApplyChoices.offers(w.cards.get(MSG)!, w.actor(ROLAND)!).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(["break", "strip-one", "strip-two"]));
    expect(ids).not.toContain("strip-three");
    expect(await applyOutcome(w, MSG, ROLAND, player("roland", [ROLAND]), "strip-one")).toEqual({ ok: false, refusal: "Forbidden" });
  });

  it('spending 1 of 4 successes: the Block holds on 2 dice, so 1 exposure comes back ("more than the one needed") instead of 2', async () => {
    const carried = await blocked("spend-successes");
    expect(await applyOutcome(carried, MSG, ROLAND, goblinPlayer)).toMatchObject({ ok: true });
    expect(exposures(carried)).toBe(2);

    const w = await blocked("spend-successes");
    expect(await applyOutcome(w, MSG, ROLAND, goblinPlayer, "strip-one")).toMatchObject({ ok: true });
    expect(exposures(w)).toBe(1);
  });

  it("under the example's reading (pool-compare) nothing is offered to spend", async () => {
    const w = await blocked("pool-compare");
    const ids = tacticaApplyChoices.offers(w.cards.get(MSG)!, w.actor(ROLAND)!).map((o) => o.id);
    expect(ids.filter((id) => id === "break" || id.startsWith("strip-"))).toEqual([]);
  });
});
