/**
 * Audit P15, through the Foundry double: "Hand: the target hand is disabled, drop anything held." Only what the
 * wounded hand holds is dropped. Roland fights with a sword and a dagger: the GM's *Drop what the hand holds* asks
 * which of the equipped weapons the wounded hand held (each Dropped unless set to Kept), and unequips only those; the
 * dagger in the other hand stays equipped, the strapped shield too. Closing the question drops nothing. The dialog
 * is the GM's answer (askFormValues, stood in for here); the card, the record and the item updates are the double's.
 */
import { describe, expect, it, vi } from "vitest";

const answers: { next: Record<string, string> | null; asked: string[] } = { next: null, asked: [] };
vi.mock("../../../module/applications/dialogs/form-dialog", () => ({
  askFormValues: async (content: string) => {
    answers.asked.push(content);
    return answers.next;
  },
}));

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
const MSG = "msg00000000000d2";
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;

async function woundRolandsHand() {
  const r = blankSystem();
  r.tactica.physical.rank = 2;
  const items = [
    { name: "Arming sword", type: "weapon", system: { equipped: true, tactica: { weightClass: "medium" } } },
    { name: "Dagger", type: "weapon", system: { equipped: true, tactica: { weightClass: "light" } } },
    { name: "Round shield", type: "armour", system: { ruleset: "tactica", equipped: true } },
  ];
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [], items }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
  const faces = [5, 6, 5, 2];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  const arm = face("right-arm");
  const other = arm === 1 ? 2 : 1;
  // A pair on the right arm, Arms row 4: Hand.
  world.dice = [arm, arm, other, other === 2 ? 3 : 2, 4];
  const answer = await applyOutcome(world, MSG, ROLAND, GM);
  if (!answer.ok || !("records" in answer)) throw new Error("not applied");
  const record = answer.records[0]!;
  expect(record.summary.data["injEffect"]).toBe("hand");
  return record;
}

const equipped = () => Object.fromEntries((fromUuidSync(ROLAND) as Actor).items.contents.map((i) => [i.name, (i.system as unknown as { equipped: boolean }).equipped]));

describe("tactica: the wounded hand drops only what it holds", () => {
  it('"the target hand is disabled, drop anything held": the GM marks the dagger as the other hand\'s; only the sword is unequipped', async () => {
    const record = await woundRolandsHand();
    answers.asked = [];
    answers.next = { w0: "drop", w1: "keep" };
    await adapterFor("tactica").resultActions!.run("drop-held", record);
    expect(answers.asked).toHaveLength(1);
    expect(answers.asked[0]).toContain("Arming sword");
    expect(answers.asked[0]).toContain("Dagger");
    expect(equipped()).toEqual({ "Arming sword": false, Dagger: true, "Round shield": true });
  });

  it("the question closed: nothing is dropped", async () => {
    const record = await woundRolandsHand();
    answers.next = null;
    await adapterFor("tactica").resultActions!.run("drop-held", record);
    expect(equipped()).toEqual({ "Arming sword": true, Dagger: true, "Round shield": true });
  });
});
