/**
 * Issue 25 (audit I4, I9), through the Foundry double: the attack dialog's "Attack" select (templates/dialogs/
 * roll-tactica.hbs, read by the adapter's parseDialog) builds the sheet's attack, which is rolled, bound to Roland and
 * defended on the card; the defence is written back to Roland through the pipeline.
 */
import { describe, expect, it } from "vitest";
import { tacticaOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { defend } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { tacticaDefence } from "../../../module/rulesets/tactica/defence";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, GM, uuid, type DoubleWorld } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000mi1";
/** The defence step's context as the handler builds it for Roland (the offers read none of it but the card). */
const CTX = { attacker: null, attackerUuid: GOBLIN, targetUuid: ROLAND, options: {}, other: null };

/** The goblin's sheet attack with the dialog's `attackMode`, 4 dice showing `faces`, bound to Roland. */
async function shot(attackMode: string, faces: number[], parryMissiles = false): Promise<DoubleWorld> {
  const r = blankSystem();
  r.tactica.defences = { dodge: 5, block: 5, parry: 3 };
  r.tactica.parryMissiles = parryMissiles;
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const g = blankSystem();
  g.tactica.attack = 4;
  const ask = async () => tacticaOptions({ count: "4", attackMode, hit: "physical", position: "unknown", flyerSpeed: "0" });
  const build = await rollAttack({ ...actionContext(g, { ask: ask as never, firstTarget: () => world.actor(ROLAND) }) } as never, { name: "Goblin bow", system: { tactica: { weightClass: "light" } } });
  const req = build!() as TacticaAttackRequest;
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  return world;
}

describe("tactica: fired missiles", () => {
  it('"you roll 3 successes, but they will only count as 2 against a fired missile": the Dodge takes 2 of the 4 arrows, 2 successes still hit', async () => {
    const world = await shot("missile", [5, 6, 5, 6]);
    world.dice = [5, 6, 5, 1, 2];
    const r = await defend(world, MSG, ROLAND, "dodge", GM);
    expect(r).toMatchObject({ ok: true, defence: { summary: { data: { successes: 2 } } } });
  });

  it("a thrown missile is not fired: the same 3 Dodge successes take 3 of the 4 dice", async () => {
    const world = await shot("thrown", [5, 6, 5, 6]);
    world.dice = [5, 6, 5, 1, 2];
    expect(await defend(world, MSG, ROLAND, "dodge", GM)).toMatchObject({ ok: true, defence: { summary: { data: { successes: 1 } } } });
  });
});

describe("tactica: a Parry against missiles", () => {
  it('"A Parry may be usable vs missiles if the appropriate Skill+Mod is taken": refused with the reason without it', async () => {
    const world = await shot("missile", [5, 2, 3, 4]);
    const parry = tacticaDefence.offers(world.cards.get(MSG)!, world.actor(ROLAND)!, CTX).find((o) => o.id === "parry")!;
    expect(parry.refused).toMatch(/missile/i);
    world.dice = [5, 6, 1];
    expect(await defend(world, MSG, ROLAND, "parry", GM)).toMatchObject({ ok: false, refusal: "Refused" });
  });

  it("with the sheet's Parry vs missiles (the Skill+Mod) the Parry is offered and turns misses into exposures", async () => {
    const world = await shot("missile", [5, 2, 3, 4], true);
    const parry = tacticaDefence.offers(world.cards.get(MSG)!, world.actor(ROLAND)!, CTX).find((o) => o.id === "parry")!;
    expect(parry.refused).toBeNull();
    world.dice = [5, 6, 1];
    expect(await defend(world, MSG, ROLAND, "parry", GM)).toMatchObject({ ok: true, defence: { summary: { data: { exposures: 2 } } } });
  });

  it("a melee attack may always be parried", async () => {
    const world = await shot("melee", [5, 2, 3, 4]);
    expect(tacticaDefence.offers(world.cards.get(MSG)!, world.actor(ROLAND)!, CTX).find((o) => o.id === "parry")!.refused).toBeNull();
  });
});
