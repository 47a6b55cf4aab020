/**
 * Issue 24 (re-audit CS2, the Called shots row): the limbs a called shot hurt at its Toughness column. Leg: "Leg
 * cannot be used to make unarmed attacks." Arm: "Arm cannot be used to carry objects, weapons, shields, etc. until
 * the wound is healed. This arm cannot be used to make unarmed attacks." Hand: "Hand cannot be used to carry objects,
 * weapons, shields, etc. … Hand cannot be used for unarmed attacks". Through the Foundry double: a FrayActor hit by
 * a called shot to the arm through its own takeDamage (the card's Apply: the adapter writes *Arms hurt*), then the
 * sheet's Unarmed (askFields answering the limb) and weapon button (the registered adapter's rollItem) read the counts
 * against the body's *Legs / Arms / Hands* (2 each for a human).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext, sixSecondsOptions } from "../action-context";
import { armingSword, mauve } from "../six-seconds-examples";
import { sixSecondsBoard } from "../../../module/rulesets/six-seconds/board";
import { board, moveCtx, token } from "../board/fixtures";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = InstanceType<Fray["FrayActor"]>;
const sheet = () => adapterFor("six-seconds").sheet;

async function mauveDoc(hurt: Partial<Record<"legs" | "arms" | "hands", number>> = {}): Promise<Doc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve() } as never)) as unknown as Doc;
  const update: Record<string, number> = {};
  for (const [k, v] of Object.entries(hurt)) update[`system.sixSeconds.hurt.${k}`] = v;
  if (Object.keys(update).length > 0) await doc.update(update as never);
  return doc;
}

const ctxOf = (doc: Doc, limb: string) =>
  actionContext<SixSecondsTypes>(doc.system.stats, { statuses: [...doc.statuses], askFields: async () => ({ die: "d4", limb }), ask: async () => sixSecondsOptions({}) });

const unarmed = (doc: Doc, limb: string) => sheet().attackActions!["unarmed"]!(ctxOf(doc, limb) as never);

async function weapon(doc: Doc) {
  const build = await sheet().rollItem!(ctxOf(doc, "arm") as never, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return () => build!();
}

describe("six-seconds: limbs hurt by a called shot", () => {
  it("a called shot to the arm at its Toughness column, applied: *Arms hurt* 1; one arm of two still punches", async () => {
    const doc = await mauveDoc();
    const t = doc.system.derived.sixSeconds.toughness.toughness;
    // The arm's column: Toughness −1 ("Arm +1 −1"): damage of Toughness − 1 meets it.
    await doc.takeDamage(t - 1, { ruleset: "six-seconds", hit: { calledShot: "arm" } } as never);
    expect(doc.system.stats.sixSeconds.hurt.arms).toBe(1);
    await expect(unarmed(doc, "arm")).resolves.toMatchObject({ kind: "six-seconds.attack" });
  });

  it("“cannot be used to make unarmed attacks”: with both arms hurt an arm is refused, naming it; a leg or a head-butt still attacks", async () => {
    const doc = await mauveDoc({ arms: 2 });
    await expect(unarmed(doc, "arm")).rejects.toMatchObject({ code: "hurt-limb-unarmed", data: { limbKey: "FRAY.Action.SixSeconds.Unarmed.Limb.arm" } });
    await expect(unarmed(doc, "leg")).resolves.toMatchObject({ kind: "six-seconds.attack" });
    await expect(unarmed(doc, "other")).resolves.toMatchObject({ kind: "six-seconds.attack" });
  });

  it("legs and hands likewise; an odd limb name is refused naming the field", async () => {
    const doc = await mauveDoc({ legs: 2, hands: 2 });
    await expect(unarmed(doc, "leg")).rejects.toMatchObject({ code: "hurt-limb-unarmed" });
    await expect(unarmed(doc, "hand")).rejects.toMatchObject({ code: "hurt-limb-unarmed" });
    await expect(unarmed(doc, "tentacle")).rejects.toThrow(/limb must be one of/);
  });

  it("“cannot be used to carry … weapons”: every hand (or every arm) hurt, the weapon button is refused; one hand hurt, it attacks", async () => {
    expect(await weapon(await mauveDoc({ hands: 2 }))).toThrow(expect.objectContaining({ code: "hurt-limb-carry" }));
    expect(await weapon(await mauveDoc({ arms: 2 }))).toThrow(expect.objectContaining({ code: "hurt-limb-carry" }));
    expect((await weapon(await mauveDoc({ hands: 1 })))()).toMatchObject({ kind: "six-seconds.attack" });
  });

  it("a body of another shape: a one-armed creature (*Arms* 1) with that arm hurt cannot punch with it", async () => {
    const doc = await mauveDoc({ arms: 1 });
    await doc.update({ "system.sixSeconds.limbs.arms": 1 } as never);
    await expect(unarmed(doc, "arm")).rejects.toMatchObject({ code: "hurt-limb-unarmed" });
  });

  it("“If all legs are hurt in this manner, the character can only crawl”: both legs hurt, a board move is the crawl (4 s a square, no running); one leg hurt, a walk", async () => {
    const index = board([], [token("p", 0, 0)]);
    const both = await mauveDoc({ legs: 2 });
    expect(sixSecondsBoard.moveCost(moveCtx(index, "p", token("p", 1, 0), { stats: both.system.stats })).cost.seconds).toBe(4);
    expect(sixSecondsBoard.moveCost(moveCtx(index, "p", token("p", 1, 0), { stats: both.system.stats, mode: "run" })).allowed).toBe(false);
    const one = await mauveDoc({ legs: 1 });
    expect(sixSecondsBoard.moveCost(moveCtx(index, "p", token("p", 1, 0), { stats: one.system.stats })).cost.seconds).toBe(1);
  });
});
