/**
 * Issue 25 (audit H3, H4), through the Foundry double: the attack dialog's *Where you stand: InClose* (as the board
 * prefills it, or as picked) with the weapon's weight class; the request is rolled and bound like any sheet attack.
 */
import { describe, expect, it } from "vitest";
import { tacticaOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { resolveRequest } from "../../../module/dice/requests";
import { RulesError } from "../../../module/engine/errors";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");

async function inClose(weightClass: string) {
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const g = blankSystem();
  g.tactica.attack = 3;
  const ask = async () => tacticaOptions({ count: "3", attackMode: "melee", hit: "physical", position: "InClose", flyerSpeed: "0" });
  const build = await rollAttack(actionContext(g, { ask: ask as never, firstTarget: () => world.actor(ROLAND) }) as never, { name: `Goblin ${weightClass}`, system: { tactica: { weightClass } } });
  return { world, build: build! };
}

describe("tactica: weapons InClose", () => {
  it('"Light weapons gain an automatic SL": a dagger InClose succeeds on 4–6 (a 4 hits)', async () => {
    const { world, build } = await inClose("light");
    const req = build() as TacticaAttackRequest;
    const card = resolveRequest(req, [4, 2, 3]);
    expect(card.total).toBe(1);
    await world.cards.set("msg00000000000h4", bindExchange(card, req, [4, 2, 3], GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
    expect(world.cards.get("msg00000000000h4")!.damage).toBeGreaterThan(0);
  });

  it("a Medium weapon InClose gets no SL: a 4 misses", async () => {
    const { build } = await inClose("medium");
    expect(resolveRequest(build() as TacticaAttackRequest, [4, 2, 3]).total).toBe(0);
  });

  it('"Only Light, Medium and Natural weapons may be used InClose, Heavy weapons are dropped": a Heavy axe is refused with a translated reason', async () => {
    const { build } = await inClose("heavy");
    let err: unknown;
    try {
      build();
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RulesError);
    expect((err as RulesError).code).toBe("tactica.inclose-heavy");
  });
});

/** A natural weapon item stored on the double (the item sheet's fields), attacking InClose; the dice as rolled. */
async function naturalInClose(tactica: Record<string, unknown>, faces: number[]) {
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Wolf", system: blankSystem(), statuses: [], items: [{ name: "Natural", type: "weapon", system: { ruleset: "tactica", tactica } }] } }, {}, "tactica");
  const item = (fromUuidSync(GOBLIN) as Actor.Implementation).items.contents[0]!;
  const system = (item.system as unknown as { toObject(source: boolean): Record<string, Record<string, unknown>> }).toObject(false);
  const g = blankSystem();
  const ask = async () => tacticaOptions({ count: String(faces.length), attackMode: "melee", hit: "physical", position: "InClose", flyerSpeed: "0" });
  const build = await rollAttack(actionContext(g, { ask: ask as never, firstTarget: () => world.actor(ROLAND) }) as never, { name: item.name, system });
  return resolveRequest(build!() as TacticaAttackRequest, faces).total;
}

describe("tactica: natural weapons InClose", () => {
  it('"Natural weapons designed for combat (claws, talons, beaks, fangs etc) will count as Light unless noted otherwise, and will gain the bonus SL": a wolf\'s fangs hit on a 4', async () => {
    expect(await naturalInClose({ natural: true, combatNatural: true }, [4, 2, 3])).toBe(1);
  });

  it('"Natural human weapons (hands and feet) will count as Light but will not gain the bonus SL": a fist\'s 4 misses', async () => {
    expect(await naturalInClose({ natural: true, combatNatural: false }, [4, 2, 3])).toBe(0);
  });
});
