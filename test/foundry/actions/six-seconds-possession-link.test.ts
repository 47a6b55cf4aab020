/**
 * Issue 24 (audit P3), with no fight running: "If the possession check beats the character's Will, the character is
 * possessed … Whoever is currently controlling the character uses … the possessed character's strength, endurance,
 * and dexterity." Through the Foundry double, no combat: Jack's sheet *Possession check against you*, the demon's
 * token targeted, is won by Bal-Ziggaroth; Jack's own record becomes the body's host with the demon among its
 * possessors, and the card bound to the demon is applied through the GM's exchange (the asker's user as the server
 * names it, its permission, once only): the demon's record becomes a possessor of Jack's body, and its own sheet's
 * Strength check then takes Jack's Strength.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { possessionCheckAction } from "../../../module/rulesets/six-seconds/possession-actions";
import { leaveBodyAction } from "../../../module/rulesets/six-seconds/possession-leave";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsCheckRequest } from "../../../module/rulesets/six-seconds/rolls";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext, sixSecondsOptions } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
let handleExchangeRequest: typeof import("../../../module/chat/exchange-query").handleExchangeRequest;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
  ({ handleExchangeRequest } = await import("../../../module/chat/exchange-query"));
});

type Doc = InstanceType<Fray["FrayActor"]>;
const now = (a: Doc) => fromUuidSync(a.uuid) as unknown as Doc;
type Msg = { id: string; flags: { fray?: { card?: { outcome?: { key: string } }; exchange?: { targets?: { uuid: string }[] } } } };
const boundTo = (h: DoubleHandle, uuid: string) => (h.game.messages.contents as unknown as Msg[]).filter((m) => m.flags.fray?.exchange?.targets?.[0]?.uuid === uuid);
const six = (a: Doc) => now(a).system.stats.sixSeconds;

const TEXT = "If the possession check beats the character's Will, the character is possessed";

/** Jack (Spirit 3: Will 9/3, Strength 4) and Bal-Ziggaroth (Strength 9), and no combat. */
async function minds(h: DoubleHandle) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as unknown as Doc;
  const demon = (await fray.FrayActor.create({ name: "Bal-Ziggaroth", type: "npc" } as never)) as unknown as Doc;
  await jack.update({ "system.sixSeconds.abilities": { spirit: 3, strength: 4, endurance: 2, dexterity: 1 } } as never);
  await demon.update({ "system.sixSeconds.abilities": { spirit: 5, strength: 9, endurance: 7, dexterity: 6 } } as never);
  expect(h.game.combats.size ?? 0).toBe(0);
  return { jack, demon };
}

/** Jack's sheet check, the demon targeted, its bonus typed and the die `face`. */
async function check(h: DoubleHandle, jack: Doc, target: Doc, bonus: number, face: number, answers: Record<string, string> = {}) {
  const j = now(jack);
  const ctx = actionContext<SixSecondsTypes>(j.system.stats, {
    name: j.name,
    uuid: j.uuid,
    statuses: [...j.statuses],
    firstTarget: () => ({ ...(now(target) as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: target.uuid }) as never,
    askFields: async () => ({ bonus: String(bonus), ...answers }),
  });
  const req = await possessionCheckAction.prepare(ctx);
  h.dice.queue.push(face);
  return runAction(j as never, possessionCheckAction, req!);
}

const apply = (h: DoubleHandle, messageId: string, targetUuid: string, user: unknown) => handleExchangeRequest({ type: "applyOutcome", messageId, targetUuid, choice: "" }, user as never);

async function strengthCheck(who: Doc): Promise<number> {
  const a = now(who);
  const ctx = actionContext<SixSecondsTypes>(a.system.stats, { name: a.name, uuid: a.uuid, statuses: [...a.statuses], ask: async () => sixSecondsOptions({}) });
  return ((await sixSeconds.sheet.rollSave!(ctx, "strength")) as SixSecondsCheckRequest).modifiers[0]!.value;
}

describe("six-seconds: a won Possession check records the shared body out of a fight (P3)", () => {
  it(`“${TEXT}”: 6 + 4 beats Will 9: Jack hosts the demon; the card bound to the demon, applied by the GM once, makes it a possessor using Jack's Strength`, async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    expect(await strengthCheck(demon)).toBe(9);
    const out = await check(h, jack, demon, 4, 6);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Possessed");
    expect([six(jack).sharedBody, six(jack).possessors]).toEqual(["host", demon.uuid]);
    const [bound] = boundTo(h, demon.uuid);
    expect(bound!.flags.fray!.card!.outcome!.key).toBe("FRAY.Action.SixSeconds.Possession.LinkPossessor");
    // A player who owns neither mind may not apply it; the GM may, once.
    expect(await apply(h, bound!.id, demon.uuid, h.player)).toMatchObject({ ok: false, refusal: "Forbidden" });
    expect(six(demon).sharedBody).toBe("none");
    expect(await apply(h, bound!.id, demon.uuid, h.gm)).toMatchObject({ ok: true });
    expect([six(demon).sharedBody, six(demon).bodyUuid, six(demon).body]).toEqual(["possessor", jack.uuid, { strength: 4, endurance: 2, dexterity: 1 }]);
    expect(await apply(h, bound!.id, demon.uuid, h.gm)).toMatchObject({ ok: false, refusal: "AlreadyApplied" });
    // "uses … the possessed character's strength": the demon's own sheet now rolls Strength 4.
    expect(await strengthCheck(demon)).toBe(4);
  });

  it(`“${TEXT}”: no token targeted, the dialog picks the demon among the actors on the scene, and the won check records it`, async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    const j = now(jack);
    let offered: string[] = [];
    const ctx = actionContext<SixSecondsTypes>(j.system.stats, {
      name: j.name,
      uuid: j.uuid,
      statuses: [...j.statuses],
      firstTarget: () => null,
      othersOnBoard: () => [jack, demon].map((a) => ({ uuid: a.uuid, name: a.name, system: now(a).system.stats, zones: 0 })),
      askFields: async (d) => {
        const pick = d.fields.find((f) => f.name === "creature") as unknown as { options: { value: string; text?: string }[] } | undefined;
        offered = pick?.options.map((o) => o.text ?? o.value) ?? [];
        return { bonus: "4", creature: demon.uuid };
      },
    });
    const req = await possessionCheckAction.prepare(ctx);
    // Jack himself is not offered: "None named" and the demon.
    expect(offered).toEqual(["", "Bal-Ziggaroth"]);
    h.dice.queue.push(6);
    const out = await runAction(j as never, possessionCheckAction, req!);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Possessed");
    expect([six(jack).sharedBody, six(jack).possessors]).toEqual(["host", demon.uuid]);
    const [bound] = boundTo(h, demon.uuid);
    expect(await apply(h, bound!.id, demon.uuid, h.gm)).toMatchObject({ ok: true });
    expect([six(demon).sharedBody, six(demon).bodyUuid]).toEqual(["possessor", jack.uuid]);
  });

  it("a check the demon loses records nothing and binds no card", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    const out = await check(h, jack, demon, 4, 5);
    expect(out.card.outcome.key).not.toBe("FRAY.Action.SixSeconds.Possession.Possessed");
    expect(six(jack).sharedBody).toBe("none");
    expect(boundTo(h, demon.uuid)).toEqual([]);
  });

  it("the GM's client checks the actors as they are: a demon already possessing another body is refused, naming why", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    await check(h, jack, demon, 4, 6);
    await demon.update({ "system.sixSeconds.sharedBody": "possessor", "system.sixSeconds.bodyUuid": "Actor.elsewhere0000000" } as never);
    const [bound] = boundTo(h, demon.uuid);
    expect(await apply(h, bound!.id, demon.uuid, h.gm)).toMatchObject({ ok: false, reason: expect.stringContaining("already a mind in a shared body") });
    expect(six(demon).bodyUuid).toBe("Actor.elsewhere0000000");
  });

  it("“Multiple creatures can attempt to control the same character's mind”: the demon's own sheet faces the ghost's check; the cards bound to the ghost and to Jack, the host, record the ghost in Jack's body", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    const ghost = (await fray.FrayActor.create({ name: "Ghost", type: "npc" } as never)) as unknown as Doc;
    await check(h, jack, demon, 4, 6);
    expect(await apply(h, boundTo(h, demon.uuid)[0]!.id, demon.uuid, h.gm)).toMatchObject({ ok: true });
    const out = await check(h, demon, ghost, 9, 6, { "aside-0": "no", "aside-1": "no" });
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Possession.Possessed");
    // The demon is not the body's host: its own record stays a possessor's.
    expect([six(demon).sharedBody, six(demon).bodyUuid]).toEqual(["possessor", jack.uuid]);
    const toGhost = boundTo(h, ghost.uuid)[0]!;
    const toJack = boundTo(h, jack.uuid).find((m) => m.flags.fray!.card!.outcome!.key === "FRAY.Action.SixSeconds.Possession.LinkHost")!;
    expect(await apply(h, toJack.id, jack.uuid, h.gm)).toMatchObject({ ok: true });
    expect(await apply(h, toGhost.id, ghost.uuid, h.gm)).toMatchObject({ ok: true });
    expect(six(jack).possessors).toBe(`${demon.uuid}\n${ghost.uuid}`);
    expect([six(ghost).sharedBody, six(ghost).bodyUuid]).toEqual(["possessor", jack.uuid]);
  });

  it("“creatures can choose to stop possessing a character at any point on their turn as a 0SA”: out of a fight the demon's Leave the body frees it, and the card bound to Jack, applied by the GM once, takes it off Jack's body", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    await check(h, jack, demon, 4, 6);
    expect(await apply(h, boundTo(h, demon.uuid)[0]!.id, demon.uuid, h.gm)).toMatchObject({ ok: true });
    const d = now(demon);
    const leave = (round: string | null) => leaveBodyAction.prepare(actionContext<SixSecondsTypes>(d.system.stats, { name: d.name, uuid: d.uuid, combatRound: () => round }));
    // In a running fight the tracker's Leave the body does it.
    await expect(leave("combat0:1")).rejects.toThrow("LeaveInFight");
    await runAction(d as never, leaveBodyAction, (await leave(null))!);
    expect([six(demon).sharedBody, six(demon).bodyUuid]).toEqual(["none", ""]);
    expect(await strengthCheck(demon)).toBe(9);
    const toJack = boundTo(h, jack.uuid).find((m) => m.flags.fray!.card!.outcome!.key === "FRAY.Action.SixSeconds.Possession.LeftHost")!;
    expect(await apply(h, toJack.id, jack.uuid, h.player)).toMatchObject({ ok: false, refusal: "Forbidden" });
    expect(await apply(h, toJack.id, jack.uuid, h.gm)).toMatchObject({ ok: true });
    expect([six(jack).sharedBody, six(jack).possessors]).toEqual(["none", ""]);
    expect(await apply(h, toJack.id, jack.uuid, h.gm)).toMatchObject({ ok: false, refusal: "AlreadyApplied" });
    // No body to leave now.
    await expect(leaveBodyAction.prepare(actionContext<SixSecondsTypes>(now(demon).system.stats, { uuid: demon.uuid }))).rejects.toThrow("NotPossessing");
  });
});
