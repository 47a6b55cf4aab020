/**
 * Issue 24 (re-audit MO6, K5, the Conditions row): conditions that stop a character acting or moving. Broken: "He
 * cannot take any actions, move, speak, or make defence rolls. The character is Helpless." Stunned: "The character
 * cannot take any actions for the duration he is stunned". Helpless, Unconscious, Sleeping and Dying bodies likewise
 * (the engine's conditionEffects canAct / canMove). Through the Foundry double: the status is set on a FrayActor as
 * the token HUD does; the sheet's buttons (the registered adapter's rollItem, Unarmed, Use a combo, Aim, Posture)
 * get the actor's statuses as the sheet hands them; the tracker's steps go through FrayCombat#frayCommand (the GM's
 * client reads the actor, TrackerView.withActors); a token's move goes through the double's token movement.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SheetAction, SheetActionContext } from "../../../module/rulesets/adapter";
import { actionContext, sixSecondsOptions } from "../action-context";
import { armingSword, mauve } from "../six-seconds-examples";
import { mauveCombo } from "./six-seconds-combo-fixture";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const sheet = () => adapterFor("six-seconds").sheet;
type Doc = InstanceType<Fray["FrayActor"]>;

async function mauveWith(status: string | null): Promise<Doc> {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve() } as never)) as unknown as Doc;
  if (status) await doc.toggleStatusEffect(`six-seconds.${status}`, { active: true });
  return doc;
}

/** The context the sheet builds for this actor (its statuses as the document holds them). */
const ctxOf = (doc: Doc, over: Partial<SheetActionContext<SixSecondsTypes>> = {}) =>
  actionContext<SixSecondsTypes>(doc.system.stats, { statuses: [...doc.statuses], ask: async () => sixSecondsOptions({}), ...over });

async function weaponAttack(doc: Doc) {
  const build = await sheet().rollItem!(ctxOf(doc) as never, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  return () => build!();
}

const STOPPING = ["broken", "helpless", "unconscious", "sleeping", "stunned", "dying", "soul-coma"] as const;

describe("six-seconds: conditions that stop a character acting (the sheet)", () => {
  it.each(STOPPING)("%s: the weapon's attack button is refused with a coded error naming the condition", async (status) => {
    fresh();
    const doc = await mauveWith(status);
    expect(await weaponAttack(doc)).toThrow(expect.objectContaining({ code: "condition-no-action", data: { conditionKey: `FRAY.Status.six-seconds.${status}` } }));
  });

  it("without such a condition (or only Disabled, Held, Prone …) the same attack is built", async () => {
    fresh();
    expect((await weaponAttack(await mauveWith(null)))()).toMatchObject({ kind: "six-seconds.attack" });
    fresh();
    expect((await weaponAttack(await mauveWith("held")))()).toMatchObject({ kind: "six-seconds.attack" });
  });

  it("“He cannot take any actions” (Broken): Unarmed, Use a combo, Aim and Posture are refused before any dialog", async () => {
    fresh();
    const doc = await mauveWith("broken");
    const asked: string[] = [];
    const ctx = ctxOf(doc, {
      askFields: async (d) => (asked.push(d.title), {}),
      items: mauveCombo().items,
      data: { itemId: "triple", weapon: "sword", posture: "prone" },
    });
    const s = sheet();
    await expect(s.attackActions!["unarmed"]!(ctx as never)).rejects.toMatchObject({ code: "condition-no-action" });
    for (const name of ["useCombo", "aim", "reload", "posture", "delayedSpell", "expel"]) {
      await expect((s.actions![name] as SheetAction<unknown, SixSecondsTypes>).prepare(ctx), name).rejects.toMatchObject({ code: "condition-no-action" });
    }
    expect(asked).toEqual([]);
  });

  it("checks and recovery rolls still run for a Broken character (its Spirit check each round is how it recovers)", async () => {
    fresh();
    const doc = await mauveWith("broken");
    await doc.update({ "system.sixSeconds.moralePenalties": doc.system.derived.sixSeconds.will.base } as never);
    const req = await sheet().actions!["brokenRound"]!.prepare(ctxOf(doc, { askFields: async () => ({}) }) as never);
    expect(req).not.toBeNull();
  });
});

describe("six-seconds: conditions that stop a fighter acting (the tracker)", () => {
  type Combat = InstanceType<Fray["FrayCombat"]>;
  const spent = (c: Combat, id: string) => (c.frayStore.scheduler.state.data as { fighters: Record<string, { spent: number }> }).fighters[id]!.spent;

  it("“The character cannot take any actions for the duration he is stunned”: a Stunned fighter's Attack, Move and Delay are refused, naming Stunned, nothing spent; the turn may still end", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const active = combat.frayStore.scheduler.state.active!;
    await combat.combatants.get(active)!.actor!.toggleStatusEffect("six-seconds.stunned", { active: true });
    h.notices.length = 0;
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "melee-attack" })).toBe(false);
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "move" })).toBe(false);
    expect(await combat.frayCommand({ type: "delay", combatant: active })).toBe(false);
    expect(spent(combat, active)).toBe(0);
    expect(h.notices.map((n) => n.message).join(" ")).toContain("Stunned: this character cannot take any actions");
    expect(await combat.frayCommand({ type: "endTurn", combatant: active })).toBe(true);
  });

  it("once the status is removed the fighter acts again", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const active = combat.frayStore.scheduler.state.active!;
    const actor = combat.combatants.get(active)!.actor!;
    await actor.toggleStatusEffect("six-seconds.unconscious", { active: true });
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "melee-attack" })).toBe(false);
    await actor.toggleStatusEffect("six-seconds.unconscious", { active: false });
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "melee-attack" })).toBe(true);
    expect(spent(combat, active)).toBe(4);
  });
});
