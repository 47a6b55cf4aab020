/**
 * Issue 25 (audit P15), through the Foundry double: a Hand injury (or a broken arm) applied from the card offers the
 * GM *Drop what is held* on the result card, which unequips the wounded actor's weapons; its shield stays strapped on.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { adapterFor } from "../../../module/rulesets/registry";
import { blankSystem, doubleWorld, GM, uuid } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg00000000000d1";
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;

async function woundRoland(injury: number[]) {
  const r = blankSystem();
  r.tactica.physical.rank = 2;
  const items = [
    { name: "Arming sword", type: "weapon", system: { equipped: true, tactica: { weightClass: "medium" } } },
    { name: "Round shield", type: "armour", system: { ruleset: "tactica", equipped: true } },
  ];
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [], items }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
  const faces = [5, 6, 5, 2];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  world.dice = [...injury];
  const answer = await applyOutcome(world, MSG, ROLAND, GM);
  if (!answer.ok || !("records" in answer)) throw new Error("not applied");
  return answer.records[0]!;
}

const equipped = () => Object.fromEntries((fromUuidSync(ROLAND) as Actor).items.contents.map((i) => [i.name, (i.system as unknown as { equipped: boolean }).equipped]));

describe("tactica: what a wounded hand drops", () => {
  it('"Hand: the target hand is disabled, drop anything held": the GM\'s button unequips the sword; the shield stays', async () => {
    const arm = face("right-arm");
    const other = arm === 1 ? 2 : 1;
    // A pair on the right arm, Arms row 4: Hand.
    const record = await woundRoland([arm, arm, other, other === 2 ? 3 : 2, 4]);
    expect(record.summary.data["injEffect"]).toBe("hand");
    const slot = adapterFor("tactica").resultActions!;
    expect(slot.offers(record).map((o) => o.id)).toContain("drop-held");
    await slot.run("drop-held", record);
    expect(equipped()).toEqual({ "Arming sword": false, "Round shield": true });
  });

  it("a wound of the chest drops nothing and offers no drop", async () => {
    const chest = face("chest");
    const record = await woundRoland([chest, chest, chest === 1 ? 2 : 1, chest === 3 ? 4 : 3, 4]);
    expect(adapterFor("tactica").resultActions!.offers(record).map((o) => o.id)).not.toContain("drop-held");
    expect(equipped()).toEqual({ "Arming sword": true, "Round shield": true });
  });
});
