/**
 * Issue 24 (six-seconds contested checks): "any time when you need to know who does something first … have the
 * contesting characters make a Reflex check for initiative … the one who rolled higher goes before the lower", and a
 * check one side makes against another's (Stealth against Perception). Through the Foundry double: FrayActors whose
 * sheet data are written through the document, the user's targets as the sheet hands them over (asAttackTarget, with
 * their statuses), the Contested check dialog answered as its form would, and the card the roll's faces make.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import { actionContext } from "./action-context";
import { resolveAction } from "../../module/dice/action-resolve";
import { contestAction, CONTEST_D6S_EACH, type SixSecondsContestRequest } from "../../module/rulesets/six-seconds/contest-actions";
import type { AttackTarget } from "../../module/rulesets/adapter";
import type { ActionDialog } from "../../module/rulesets/action-fields";
import type { SixSecondsTypes } from "../../module/rulesets/six-seconds/types";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Rec = Record<string, unknown>;

async function person(name: string, sixSeconds: Rec, statuses: string[] = []) {
  const a = (await fray.FrayActor.create({ name, type: "character" } as never))!;
  await a.update({ system: { sixSeconds } } as never);
  for (const s of statuses) await a.toggleStatusEffect(s, { active: true });
  return a;
}
const asTarget = (a: unknown) => ({ ...(a as { asAttackTarget(): AttackTarget }).asAttackTarget(), uuid: (a as { uuid: string }).uuid });

/** The sheet's Contested check for `self` against `others`, its dialog answered by `answer`. */
async function contest(self: unknown, others: unknown[], answer: (d: ActionDialog) => Record<string, string>) {
  const me = self as { name: string; system: { stats: never }; statuses: Set<string> };
  let asked: ActionDialog | null = null;
  const ctx = actionContext<SixSecondsTypes>(me.system.stats, { name: me.name, statuses: [...me.statuses], targets: () => others.map(asTarget), askFields: async (d) => ((asked = d), answer(d)) });
  const req = (await contestAction.prepare(ctx)) as SixSecondsContestRequest;
  return { req, asked: () => asked! };
}

describe("six-seconds contested checks", () => {
  it("who acts first out of combat: each rolls d6 + Reflex + Dexterity, the higher first", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const mauve = await person("Mauve", { abilities: { dexterity: 1 }, skills: [{ name: "Reflex", ability: "dexterity", rank: 2 }] });
    const gob = await person("Goblin", { abilities: { dexterity: 2 }, skills: [] });
    const { req, asked } = await contest(mauve, [gob], () => ({ "check-self": "initiative", "check-0": "initiative" }));
    expect(asked().fields.map((f) => f.name)).toEqual(["check-self", "check-0"]);
    expect(req.sides.map((s) => s.bonus)).toEqual([3, 2]);
    expect(contestAction.dice(req)).toEqual([expect.objectContaining({ count: 2 * CONTEST_D6S_EACH, sides: 6 })]);
    // Mauve 2 + 3 = 5, the goblin 4 + 2 = 6: the goblin first.
    const out = resolveAction(contestAction, req, [2, 4, ...Array(10).fill(1)]);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Contest.First", data: { name: "Goblin", order: "Goblin › Mauve" } });
    expect(out.update).toEqual({});
  });

  it("“In the case of a draw, have the characters who tied roll initiative checks again”: 5 each, then 6 against 3", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const mauve = await person("Mauve", { abilities: { dexterity: 1 }, skills: [{ name: "Reflex", ability: "dexterity", rank: 2 }] });
    const gob = await person("Goblin", { abilities: { dexterity: 2 }, skills: [] });
    const { req } = await contest(mauve, [gob], () => ({ "check-self": "initiative", "check-0": "initiative" }));
    const out = resolveAction(contestAction, req, [2, 3, 3, 1, ...Array(8).fill(1)]);
    expect(out.card.outcome).toMatchObject({ data: { name: "Mauve" } });
    expect(out.card.details).toContainEqual({ label: "Mauve", value: expect.stringContaining("= 5 (6)") });
  });

  it("Stealth against Perception, each from its own sheet: the sleeper's −6 Perception counts", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const thief = await person("Thief", { abilities: { dexterity: 2 }, skills: [{ name: "Stealth", ability: "dexterity", rank: 1 }] });
    const guard = await person("Guard", { abilities: { intelligence: 2 }, skills: [{ name: "Perception", ability: "intelligence", rank: 3 }] }, ["six-seconds.sleeping"]);
    const { req, asked } = await contest(thief, [guard], () => ({ "check-self": "skill.0", "check-0": "skill.0" }));
    // The guard's select lists its own skills.
    const guardField = asked().fields.find((f) => f.name === "check-0") as unknown as { options: { value: string; text?: string }[] };
    expect(guardField.options).toContainEqual(expect.objectContaining({ value: "skill.0", text: "Perception" }));
    expect(req.sides).toEqual([expect.objectContaining({ check: "Stealth", bonus: 3 }), expect.objectContaining({ check: "Perception", bonus: 5 - 6 })]);
    // Thief 4 + 3 = 7; the guard 6 + 5 − 6 = 5 (awake it would be 11).
    const out = resolveAction(contestAction, req, [4, 6, ...Array(10).fill(1)]);
    expect(out.card.outcome).toMatchObject({ data: { name: "Thief" } });
  });

  it("a check not on the list is refused naming the field, and a contest needs a target", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const mauve = await person("Mauve", {});
    const gob = await person("Goblin", {});
    await expect(contest(mauve, [gob], () => ({ "check-self": "skill.99", "check-0": "initiative" }))).rejects.toThrow(/check-self/);
    await expect(contest(mauve, [], () => ({}))).rejects.toThrow("NeedsTarget");
  });
});

describe("the sheet offers it", () => {
  it("Contested check is under In combat", async () => {
    const { actorPageBody, createRenderer } = await import("../browser/render");
    const { actorFixture } = await import("../browser/fixtures");
    const html = actorPageBody(createRenderer(), { ...actorFixture("six-seconds", "character"), mode: "play", statuses: [], viewer: { isGM: false } }, "stats");
    expect(html.slice(html.indexOf("<legend>In combat</legend>"), html.indexOf("<legend>Recovery</legend>"))).toContain('data-sheet-action="contest"');
  });
});
