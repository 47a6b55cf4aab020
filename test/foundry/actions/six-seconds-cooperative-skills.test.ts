/**
 * Cooperative Possession, a skill only the partner lists: "Then, when either one acts, they can use the highest skill
 * modifiers and mental ability scores of both the possessor and possessed". Through the Foundry double, no combat:
 * Jack (no Stealth) lets the demon (Stealth 3) in and both work together; Jack's sheet *Use a partner's skill* offers
 * the demon's Stealth (his own Weapon Skill is not offered: the sheet's own row rolls it) and rolls it at the demon's
 * rank with Jack's Dexterity, read from the demon's actor. Once the demon stops working together, nothing is offered.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cooperateAction } from "../../../module/rulesets/six-seconds/cooperate-actions";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsCheckRequest } from "../../../module/rulesets/six-seconds/rolls";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { rankBonus } from "../../../module/rulesets/six-seconds/actor";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext, sixSecondsOptions } from "../action-context";
import { armingSword } from "../six-seconds-examples";
import { comboTarget, GOB } from "./six-seconds-combo-fixture";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";

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
type Msg = { id: string; flags: { fray?: { exchange?: { targets?: { uuid: string }[] } } } };

async function workTogether(who: Doc, other: Doc, together: "yes" | "no") {
  const a = now(who);
  const ctx = actionContext<SixSecondsTypes>(a.system.stats, {
    name: a.name,
    uuid: a.uuid,
    statuses: [...a.statuses],
    firstTarget: () => ({ ...(now(other) as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: other.uuid }) as never,
    askFields: async () => ({ together }),
  });
  return runAction(a as never, cooperateAction, (await cooperateAction.prepare(ctx))!);
}

/** Jack (Weapon Skill 2, Dexterity 2, no Stealth) and the demon (Weapon Skill 1, Stealth 3), working together in Jack's body. */
async function minds(h: DoubleHandle) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as unknown as Doc;
  const demon = (await fray.FrayActor.create({ name: "Bal-Ziggaroth", type: "npc" } as never)) as unknown as Doc;
  await jack.update({ "system.sixSeconds.abilities.dexterity": 2, "system.sixSeconds.skills": [{ name: "Weapon Skill", ability: "strength", rank: 2 }] } as never);
  await demon.update({
    "system.sixSeconds.skills": [
      { name: "Weapon Skill", ability: "strength", rank: 1 },
      { name: "Stealth", ability: "dexterity", rank: 3 },
    ],
  } as never);
  await workTogether(jack, demon, "yes");
  const bound = (h.game.messages.contents as unknown as Msg[]).find((m) => m.flags.fray?.exchange?.targets?.[0]?.uuid === demon.uuid)!;
  expect(await handleExchangeRequest({ type: "applyOutcome", messageId: bound.id, targetUuid: demon.uuid, choice: "" }, h.gm as never)).toMatchObject({ ok: true });
  await workTogether(demon, jack, "yes");
  return { jack, demon };
}

function partnerSkill(jack: Doc, seen: (d: ActionDialog) => void = () => {}) {
  const j = now(jack);
  const ctx = actionContext<SixSecondsTypes>(j.system.stats, {
    name: j.name,
    uuid: j.uuid,
    statuses: [...j.statuses],
    askFields: async (d) => {
      seen(d);
      return { skill: "0", dc: "5" };
    },
  });
  return sixSeconds.sheet.actions!["partnerSkill"]!.prepare(ctx as never) as Promise<SixSecondsCheckRequest | null>;
}

describe("six-seconds Cooperative Possession: a skill only the partner lists", () => {
  it("“the highest skill modifiers … of both”: Jack's Use a partner's skill rolls the demon's Stealth at its rank 3, with Jack's Dexterity", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    let offered: string[] = [];
    const req = (await partnerSkill(jack, (d) => (offered = (d.fields[0] as unknown as { options: { text?: string }[] }).options.map((o) => o.text ?? ""))))!;
    expect(offered).toEqual(["Stealth"]);
    expect(req.label).toBe("Stealth");
    expect(req.target).toBe(5);
    expect(req.modifiers.slice(0, 2)).toEqual([
      { value: rankBonus(3, false), reason: "Stealth" },
      { value: 2, reason: "dexterity", code: "ability.dexterity" },
    ]);
    // The check posts its card from Jack's sheet.
    const out = sixSeconds.sheet.actions!["partnerSkill"]!.resolve(req, [4]);
    expect(out.card).toMatchObject({ title: "Stealth", total: 4 + rankBonus(3, false) + 2, target: 5 });
    // The demon stops working together: Jack's sheet has no Stealth to borrow.
    await workTogether(demon, jack, "no");
    await expect(partnerSkill(jack)).rejects.toThrow("NoPartnerSkill");
  });

  it("“the highest skill modifiers … of both”: Jack's sword attack rolls at the demon's Weapon Skill 4, not his own 2, while they work together", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    await demon.update({ "system.sixSeconds.skills": [{ name: "Weapon Skill", ability: "strength", rank: 4 }] } as never);
    await jack.update({ "system.sixSeconds.abilities.strength": 1 } as never);
    const sword = async () => {
      const j = now(jack);
      const ctx = actionContext<SixSecondsTypes>(j.system.stats, { name: j.name, uuid: j.uuid, statuses: [...j.statuses], ask: async () => sixSecondsOptions({}), firstTarget: () => comboTarget(GOB, "Goblin") });
      const build = await sixSeconds.sheet.rollItem!(ctx as never, { name: armingSword.name, system: { sixSeconds: armingSword.block } } as never);
      return (build!() as SixSecondsAttackRequest).input.attacker.skill;
    };
    expect(await sword()).toBe(rankBonus(4, false) + 1);
    await workTogether(demon, jack, "no");
    expect(await sword()).toBe(rankBonus(2, false) + 1);
  });

  it("“as well as techniques, and spells … known from both”: Jack, with no Magic Skill, casts the demon's Hellfire as a Magical attack at the demon's Magic Skill 3", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    await jack.update({ "system.sixSeconds.abilities.intelligence": 1 } as never);
    await demon.update({ "system.sixSeconds.skills": [{ name: "Magic Skill", ability: "intelligence", rank: 3 }] } as never);
    await demon.createEmbeddedDocuments("Item", [{ name: "Hellfire", type: "weapon", system: { sixSeconds: { damageDie: "d8", rangeIncrement: 10 } } }] as never);
    let offered: string[] = [];
    const cast = () => {
      const j = now(jack);
      const ctx = actionContext<SixSecondsTypes>(j.system.stats, {
        name: j.name,
        uuid: j.uuid,
        statuses: [...j.statuses],
        ask: async () => sixSecondsOptions({}),
        firstTarget: () => comboTarget(GOB, "Goblin"),
        askFields: async (d) => {
          const pick = d.fields[0] as unknown as { value: string; options: { text?: string }[] };
          offered = pick.options.map((o) => o.text ?? "");
          return { spell: pick.value };
        },
      });
      return sixSeconds.sheet.attackActions!["partnerSpell"]!(ctx as never) as Promise<SixSecondsAttackRequest | null>;
    };
    const req = (await cast())!;
    expect(offered).toEqual(["Hellfire"]);
    // The Magic Skill's bonus (the demon's 3 ranks, the higher Intelligence: the demon's 0 against Jack's 1).
    expect(req.input.attacker.skill).toBe(rankBonus(3, false) + 1);
    await workTogether(demon, jack, "no");
    await expect(cast()).rejects.toThrow("NoPartnerSpell");
  });
});

