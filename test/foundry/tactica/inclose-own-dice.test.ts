/**
 * Audit P13 and F1 for InClose, through the Foundry double: "Sever ... all rolls are at -2d"; "Puncture ... all rolls
 * are at -1d"; "Effort, +1 dice to the next roll you make, decided before the roll (4d would become 5d)". The sheet's
 * *InClose* rolls each side's BODY in a knock down, a break or a subdual, and the hold's attack, with that side's own
 * wounds and waiting effort die, named on the card; the acting side's effort is spent with the roll, the other's by
 * the card bound to it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import { DICE } from "../../double/dice";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import type { SheetActionItem } from "../../../module/rulesets/adapter";
import { inCloseAction } from "../../../module/rulesets/tactica/inclose-actions";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import { actionContext } from "../action-context";
import { blankSystem, doubleWorld, player, uuid, type DoubleWorld } from "../exchange/double-world";

let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  await frayOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
});

const GORM = uuid("gorm");
const ORC = uuid("orc");
const TROLL = uuid("troll");

type Doc = InstanceType<Fray["FrayActor"]>;
const doc = (u: string) => fromUuidSync(u) as unknown as Doc;

const sever = { name: "Arm: Sever", type: "injury", system: { ruleset: "tactica", location: "arms", effect: "Severed: all rolls −2d", dicePenalty: -2 } };
const puncture = { name: "Chest: Puncture", type: "injury", system: { ruleset: "tactica", location: "chest", effect: "Punctured lung: all rolls −1d", dicePenalty: -1 } };

/** Gorm (BODY 2, Attack 4) severed with a waiting effort die; the Orc (BODY 1) with an effort die; the Troll (Size 3, BODY 0) punctured with one. */
async function arena(): Promise<DoubleWorld> {
  const gorm = blankSystem();
  gorm.tactica.body = 2;
  gorm.tactica.attack = 4;
  gorm.tactica.effort = true;
  const orc = blankSystem();
  orc.tactica.body = 1;
  orc.tactica.effort = true;
  const troll = blankSystem();
  troll.tactica.size = 3;
  troll.tactica.effort = true;
  const world = await doubleWorld(
    {
      [GORM]: { name: "Gorm", system: gorm, statuses: [], items: [sever] },
      [ORC]: { name: "Orc", system: orc, statuses: [] },
      [TROLL]: { name: "Troll", system: troll, statuses: [], items: [puncture] },
    },
    {},
    "tactica",
  );
  installTemplates();
  return world;
}

/** The sheet's InClose of `who` against `target` (its derived data and items its own), rolled on `faces`. */
async function inClose(world: DoubleWorld, who: string, target: string, move: string, faces: number[]) {
  const actor = doc(who);
  const items: SheetActionItem[] = actor.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system.toObject(false) as never }));
  const me = world.actor(who)!;
  const ctx = actionContext<TacticaTypes>(me.system, {
    name: actor.name,
    uuid: actor.uuid,
    derived: me.derived,
    statuses: [...me.statuses],
    items,
    askFields: async () => ({ move, with: "hands" }),
    firstTarget: () => world.actor(target),
    targets: () => [{ ...world.actor(target)!, uuid: target }],
  });
  const req = (await inCloseAction.prepare(ctx))!;
  const groups = inCloseAction.dice(req).map((g) => g.count);
  DICE.queue.length = 0;
  DICE.queue.push(...faces);
  const before = new Set(game.messages.contents.map((m) => m.id));
  const out = await runAction(actor as never, inCloseAction, req);
  const bound = game.messages.contents.filter((m) => !before.has(m.id) && m.getFlag("fray", "exchange")).map((m) => m.id!);
  return { groups, out, bound };
}

const apply = (world: DoubleWorld, messageId: string, target: string) => applyOutcome(world, messageId, target, player("gorm-player", [GORM, ORC, TROLL]));
const rows = (mods: { value: string; reasonKey?: string }[]) => mods.map((m) => [m.value, m.reasonKey]);

describe("tactica InClose: each side's wounds and effort die on its own dice", () => {
  it('"Sever ... all rolls are at -2d", "Puncture ... all rolls are at -1d", "+1 dice to the next roll you make": a knock down rolls Gorm\'s BODY 6 - 2 + 1 against the Troll\'s BODY 4 - 1 + 1, both effort dice spent', async () => {
    const world = await arena();
    // Gorm: 5 dice, four successes, less the Troll's Size edge of 2; the Troll: 4 dice, one success.
    const r = await inClose(world, GORM, TROLL, "knock-down", [5, 5, 5, 5, 2, 5, 2, 2, 2]);
    expect(r.groups).toEqual([5, 4]);
    expect(r.out.card.dice).toHaveLength(9);
    expect(rows(r.out.card.modifiers)).toEqual(expect.arrayContaining([["-2", "FRAY.Reason.injuries"], ["+1", "FRAY.Reason.effort"], ["-1", "FRAY.Reason.opponent.injuries"], ["+1", "FRAY.Reason.opponent.effort"]]));
    expect(world.actors.get(GORM)!.system.tactica.effort).toBe(false);
    // The Troll's card: knocked down, and its effort die spent on its BODY roll.
    expect(r.bound).toHaveLength(1);
    expect(await apply(world, r.bound[0]!, TROLL)).toMatchObject({ ok: true });
    expect(world.actors.get(TROLL)!.statuses).toContain("tactica.prone");
    expect(world.actors.get(TROLL)!.system.tactica.effort).toBe(false);
  });

  it('"A Hold is inflicted by a successful attack": the severed Gorm\'s hold attack rolls its Attack 4 - 2 + 1 dice and spends the effort', async () => {
    const world = await arena();
    const r = await inClose(world, GORM, ORC, "start-hold", [5, 2, 2]);
    expect(r.groups).toEqual([3]);
    expect(r.out.card.dice).toHaveLength(3);
    expect(rows(r.out.card.modifiers)).toEqual(expect.arrayContaining([["-2", "FRAY.Reason.injuries"], ["+1", "FRAY.Reason.effort"]]));
    expect(world.actors.get(GORM)!.system.tactica.effort).toBe(false);
    expect(world.actors.get(GORM)!.statuses).toContain("tactica.holding");
  });

  it('"resisted by the targets BOD roll": a failed subdual still spends the Orc\'s effort die on its BODY 5 + 1, through a card bound to it', async () => {
    const world = await arena();
    await world.update(GORM, { "system.tactica.effort": false, "system.tactica.hold": 1 });
    await world.toggle(GORM, "tactica.holding");
    await world.update(ORC, { "system.tactica.hold": 1 });
    await world.toggle(ORC, "tactica.held");
    // Gorm's Attack 4 - 2: no success; the Orc's 6 dice.
    const r = await inClose(world, GORM, ORC, "subdue", [2, 2, 5, 2, 2, 2, 2, 2]);
    expect(r.groups).toEqual([2, 6]);
    expect(r.out.card.outcome.key).toBe("FRAY.Action.Tactica.InClose.Result.NotSubdued");
    expect(r.bound).toHaveLength(1);
    expect(await apply(world, r.bound[0]!, ORC)).toMatchObject({ ok: true });
    expect(world.actors.get(ORC)!.statuses).not.toContain("tactica.ooa");
    expect(world.actors.get(ORC)!.system.tactica.effort).toBe(false);
  });

  it('"Break the Hold: a BODY vs BODY roll": the held Orc\'s break rolls its BODY 5 + 1 ("+1 dice to the next roll you make") against the severed Gorm\'s 6 - 2 ("all rolls are at -2d"), and spends its own effort with the roll', async () => {
    const world = await arena();
    await world.update(GORM, { "system.tactica.effort": false, "system.tactica.hold": 1 });
    await world.toggle(GORM, "tactica.holding");
    await world.update(ORC, { "system.tactica.hold": 1 });
    await world.toggle(ORC, "tactica.held");
    const r = await inClose(world, ORC, GORM, "break", [5, 5, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(r.groups).toEqual([6, 4]);
    expect(rows(r.out.card.modifiers)).toEqual(expect.arrayContaining([["+1", "FRAY.Reason.effort"], ["-2", "FRAY.Reason.opponent.injuries"]]));
    expect(world.actors.get(ORC)!.system.tactica.effort).toBe(false);
    expect(world.actors.get(ORC)!.statuses).not.toContain("tactica.held");
  });
});
