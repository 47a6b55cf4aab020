/**
 * Issue 24 (audit SM7), through the Foundry double: "Attacks that defeat the Toughness on the cover continue and can hit
 * the target hiding behind it, who can use the cover's Durability score as a defence bonus that does not stack with
 * armour." The dialog's *Cover's Durability* (the GM's number for that cover: the text prints none) goes with the
 * cover's Toughness; the card that went through the cover is worked out, and applied on the target's FrayActor, with
 * the best of its own Defence and the cover's Durability.
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { readSixSecondsHit, type SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { armingSword, goblin as goblinMook, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid } from "./double-world";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000007";
const STATUSES = ["six-seconds.cover-medium"];

/** The Goblin Mook (Toughness 9/3) with natural armour `natural`. */
function goblin(natural = 0): ActorSystem {
  const s = goblinMook();
  s.sixSeconds.naturalArmour = natural;
  return s;
}

async function attack(fields: Record<string, string>, target: ActorSystem): Promise<SixSecondsAttackRequest> {
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: mauve(),
    derived: prepareActorDerived(mauve()),
    ask: async (data) => sixSecondsOptions({ cover: String(data["cover"]), defence: "none", ...fields }),
    firstTarget: () => ({ name: "Goblin Mook", system: target, derived: prepareActorDerived(target), statuses: STATUSES }),
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
  };
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return build!() as SixSecondsAttackRequest;
}

/** Mauve misses by 1 (a 2) behind medium cover, the crate (Toughness 7) is beaten by 5 + 3 = 8; applied by the GM. */
async function appliedWounds(fields: Record<string, string>, target: ActorSystem): Promise<{ wounds: number; outcome: unknown }> {
  const req = await attack({ coverToughness: "7", ...fields }, target);
  const faces = [2, 5];
  const card = resolveRequest(req, faces);
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: target, statuses: [...STATUSES] } });
  await world.cards.set(MSG, bindExchange(card, req, faces, MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  expect(await applyOutcome(world, MSG, GOBLIN, GM)).toMatchObject({ ok: true });
  return { wounds: world.actors.get(GOBLIN)!.system.sixSeconds.wounds, outcome: card.outcome };
}

describe("six-seconds: the cover's Durability protects the target behind it (SM7)", () => {
  it("without a Durability the 8 through the crate wounds the Goblin (9/3)", async () => {
    const r = await appliedWounds({}, goblin());
    expect(r.outcome).toMatchObject({ key: "FRAY.Attack.CoverHit.beaten", data: { outcomeKey: "FRAY.Attack.CoverOutcome.wound" } });
    expect(r.wounds).toBe(1);
  });

  it("a crate of Durability 6 makes the Goblin 15/9 behind it: the 8 does nothing, on the card and when applied", async () => {
    const r = await appliedWounds({ coverDurability: "6" }, goblin());
    expect(r.outcome).toMatchObject({ key: "FRAY.Attack.CoverHit.beaten", data: { outcomeKey: "FRAY.Attack.CoverOutcome.no-effect" } });
    expect(r.wounds).toBe(0);
  });

  it("it does not stack with the Goblin's own Defence: natural armour 2 and Durability 4 make 13/7 (not 15/9), so the 8 wounds", async () => {
    const r = await appliedWounds({ coverDurability: "4" }, goblin(2));
    expect(r.outcome).toMatchObject({ data: { outcomeKey: "FRAY.Attack.CoverOutcome.wound" } });
    expect(r.wounds).toBe(1);
  });

  it("a bad Durability is refused naming the field; a stored hit's cover Durability is read back, a bad one refused", async () => {
    await expect(attack({ coverToughness: "7", coverDurability: "-1" }, goblin())).rejects.toThrow(/coverDurability/);
    expect(readSixSecondsHit({ coverDefence: 6 })).toEqual({ coverDefence: 6 });
    expect(() => readSixSecondsHit({ coverDefence: "a lot" })).toThrow(/coverDefence/);
  });
});
