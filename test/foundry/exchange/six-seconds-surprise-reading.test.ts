/**
 * Issue 24 (audit SM13): the Surprise section's own reading, offered as a world setting. "Flat-footed characters take
 * a -1 circumstance penalty to all defence rolls made against the creature that surprised them" (Surprise) against
 * "A flat-footed character may not make any defence rolls" (Conditions, the default). With the world setting
 * *Six Seconds: flat-footed* on the Surprise reading, set through the double's game.settings, the sheet's weapon
 * button (rollItem, with the context the actor sheet gives: the world's readings) builds the attack the surpriser's
 * dialog ticks *Surprised* on; its card is bound and the Goblin dodges at −1 through the exchange's handler. A
 * Flat-Footed status alone (no surpriser named) costs nothing under that reading.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { defend } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { prepareRoll } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { currentRulesOptions } from "../../../module/settings";
import { frayOnDouble } from "../../double/fray-world";
import { armingSword, goblin as goblinMook, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid } from "./double-world";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000031";

beforeAll(async () => {
  await frayOnDouble();
});

/** The Goblin Mook (Toughness 9/3) with Reflex +2. */
function goblin(): ActorSystem {
  const s = goblinMook();
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
  return s;
}

/** The world on `reading`, the Goblin with `statuses`; Mauve's sheet attack (dialog `fields`) rolled with `faces` and bound. */
async function attack(reading: string, fields: Record<string, string>, statuses: string[] = [], faces = [2, 5]) {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses } }, {}, "six-seconds");
  await game.settings.set("fray", "sixSeconds-flatFooted" as never, reading as never);
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: mauve(),
    derived: prepareActorDerived(mauve()),
    options: currentRulesOptions(),
    ask: async () => sixSecondsOptions(fields),
    firstTarget: () => world.actor(GOBLIN),
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
  };
  const build = await rollItem(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  // As rollAndPost: the request prepared with the world's readings, resolved, bound to the target.
  const prepared = prepareRoll(build!() as SixSecondsAttackRequest, currentRulesOptions());
  await world.cards.set(MSG, bindExchange(prepared.resolve(faces), prepared.req, faces, MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
  return world;
}

describe("six-seconds: the Surprise section's flat-footed reading (world setting)", () => {
  it("Surprise reading: the surpriser's Surprised box gives −1 to the Goblin's dodge (5 + 2 − 1 = 6 < DC 7: the hit stands); 6 + 2 − 1 = 7 dodges", async () => {
    const world = await attack("minus-one-vs-source", { surprised: "on" });
    world.dice = [5];
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 8 } });
    const again = await attack("minus-one-vs-source", { surprised: "on" });
    again.dice = [6];
    expect(await defend(again, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 0 } });
  });

  it("Surprise reading: a dodge declared in the surpriser's own dialog is allowed, at −1", async () => {
    // Faces: attack 2, the dodge 5 (5 + 2 − 1 = 6 < DC 7), damage 5.
    const world = await attack("minus-one-vs-source", { surprised: "on", defence: "dodge" }, [], [2, 5, 5]);
    const req = world.card(MSG)!.attack!.request as SixSecondsAttackRequest;
    expect(req.input.defence).toMatchObject({ kind: "dodge", modifiers: [expect.objectContaining({ value: -1, code: "flat-footed" })] });
  });

  it("Surprise reading: a Flat-Footed status with no surpriser named (woken up) refuses no defence and costs nothing", async () => {
    const world = await attack("minus-one-vs-source", {}, ["six-seconds.flat-footed"]);
    world.dice = [5];
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 0 } });
  });

  it("the default, the Conditions list: the same surprised dodge is refused", async () => {
    const world = await attack("no-defence", { surprised: "on" });
    world.dice = [6];
    expect(await defend(world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: false, refusal: "Refused" });
  });
});
