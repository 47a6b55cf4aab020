/**
 * Issue 25 (re-audit H7, H12), through the Foundry double: "A Hold is inflicted by a successful attack with an Skill
 * that will allow it" and "Improve the Hold. A new attack is made and if successful the Hold increases one damage
 * class". An attack rolls at the roller's SL ("The rollers Superiority Level (SL) is used to determine what numbers
 * are successes"), so the hold's attack takes the sheet's *SL*, the Fumbled target's +1 ("anyone attacking them will
 * gain a bonus SL") and, for the weapon it is made with, InClose's "Light weapons will gain an automatic SL" (hands
 * "count as Light but will not gain the bonus SL"). The dice are the sheet's *Attack*: nothing is typed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { installTemplates } from "../../double/templates";
import { DICE } from "../../double/dice";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
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
type Doc = InstanceType<Fray["FrayActor"]>;
const doc = (u: string) => fromUuidSync(u) as unknown as Doc;

/** Gorm (Attack 4, SL `sl`) with an equipped Light dagger and a Medium sword, against an Orc. */
async function arena(sl = 0, orcStatuses: string[] = []): Promise<DoubleWorld> {
  const gorm = blankSystem();
  gorm.tactica.attack = 4;
  gorm.tactica.sl = sl;
  const world = await doubleWorld(
    {
      [GORM]: { name: "Gorm", system: gorm, statuses: [], items: [
        { name: "Dagger", type: "weapon", system: { equipped: true, tactica: { weightClass: "light" } } },
        { name: "Sword", type: "weapon", system: { equipped: true, tactica: { weightClass: "medium" } } },
      ] },
      [ORC]: { name: "Orc", system: blankSystem(), statuses: orcStatuses },
    },
    {},
    "tactica",
  );
  installTemplates();
  return world;
}

/** The sheet's InClose as the actor sheet runs it: the dialog's answer `pick(asked)`, the Roll's faces queued. */
async function hold(world: DoubleWorld, answer: (d: ActionDialog) => Record<string, string>, faces: number[]) {
  const actor = doc(GORM);
  let asked: ActionDialog | null = null;
  const items: SheetActionItem[] = actor.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system.toObject(false) as never }));
  const ctx = actionContext<TacticaTypes>(actor.system.stats, {
    name: actor.name,
    uuid: actor.uuid,
    statuses: [...actor.statuses],
    items,
    askFields: async (d) => {
      asked = d;
      return answer(d);
    },
    firstTarget: () => world.actor(ORC),
    targets: () => [{ ...world.actor(ORC)!, uuid: ORC }],
  });
  const req = await inCloseAction.prepare(ctx);
  DICE.queue.length = 0;
  DICE.queue.push(...faces);
  const before = new Set(game.messages.contents.map((m) => m.id));
  await runAction(actor as never, inCloseAction, req!);
  expect(DICE.queue, "the action rolled exactly the sheet's Attack dice").toHaveLength(0);
  const bound = game.messages.contents.filter((m) => !before.has(m.id) && m.getFlag("fray", "exchange")).map((m) => m.id!);
  return { asked: asked as unknown as ActionDialog, bound };
}

/** The *With* select's value for the weapon named `name` (its options show the items by name). */
function withIndex(d: ActionDialog, name: string): string {
  const field = d.fields.find((f) => f.name === "with");
  if (field?.kind !== "select") throw new Error("the InClose dialog has no With select");
  return field.options.find((o) => o.text === name)!.value;
}
const apply = (world: DoubleWorld, id: string) => applyOutcome(world, id, ORC, player("gorm-player", [GORM, ORC]));

describe("tactica holds: the attack rolls at the attacker's SL", () => {
  it("a 4 starts no hold at the standard SL (5–6), and starts one for Gorm whose sheet SL is +1 (4–6); written on both", async () => {
    const plain = await arena(0);
    await hold(plain, () => ({ move: "start-hold", with: "hands" }), [4, 2, 2, 2]);
    expect(plain.actors.get(GORM)!.statuses).not.toContain("tactica.holding");

    const skilled = await arena(1);
    const { asked, bound } = await hold(skilled, () => ({ move: "start-hold", with: "hands" }), [4, 2, 2, 2]);
    // Nothing about the roll is typed: the move and what the attack is made with, no dice count.
    expect(asked.fields.map((f) => f.name)).toEqual(["move", "with"]);
    expect(skilled.actors.get(GORM)!.system.tactica.hold).toBe(1);
    expect(skilled.actors.get(GORM)!.statuses).toContain("tactica.holding");
    expect(await apply(skilled, bound[0]!)).toMatchObject({ ok: true });
    expect(skilled.actors.get(ORC)!.statuses).toContain("tactica.held");
  });

  it('InClose "Light weapons will gain an automatic SL": the dagger\'s hold succeeds on a 4, bare hands ("will not gain the bonus SL") do not', async () => {
    const world = await arena(0);
    await hold(world, (d) => ({ move: "start-hold", with: withIndex(d, "Dagger") }), [4, 2, 2, 2]);
    expect(world.actors.get(GORM)!.statuses).toContain("tactica.holding");
    const card = game.messages.contents.at(-2)!;
    expect(JSON.stringify(card.toObject())).toContain("inclose.light");
    // A Medium sword gains nothing InClose.
    const sword = await arena(0);
    await hold(sword, (d) => ({ move: "start-hold", with: withIndex(d, "Sword") }), [4, 2, 2, 2]);
    expect(sword.actors.get(GORM)!.statuses).not.toContain("tactica.holding");
  });

  it('the Fumbled target: "anyone attacking them will gain a bonus SL", so a 4 holds it', async () => {
    const world = await arena(0, ["tactica.fumbled"]);
    await hold(world, () => ({ move: "start-hold", with: "hands" }), [4, 2, 2, 2]);
    expect(world.actors.get(GORM)!.statuses).toContain("tactica.holding");
  });

  it('"Improve the Hold. A new attack is made and if successful the Hold increases one damage class": a 4 at SL +1 raises Light to Medium on both', async () => {
    const world = await arena(1);
    const started = await hold(world, () => ({ move: "start-hold", with: "hands" }), [5, 2, 2, 2]);
    await apply(world, started.bound[0]!);
    const improved = await hold(world, () => ({ move: "improve-hold", with: "hands" }), [4, 2, 2, 2]);
    expect(world.actors.get(GORM)!.system.tactica.hold).toBe(2);
    await apply(world, improved.bound[0]!);
    expect(world.actors.get(ORC)!.system.tactica.hold).toBe(2);
  });

  it("a weapon not in hand, or too heavy InClose, is refused by name before anything is rolled", async () => {
    const world = await arena(0);
    await expect(hold(world, () => ({ move: "start-hold", with: "no-such-item" }), [])).rejects.toThrow(/no-such-item/);
  });
});
