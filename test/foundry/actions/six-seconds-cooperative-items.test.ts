/**
 * Issue 24 (audit P5), Cooperative Possession out of a fight: "the character can deliberately allow the creature in
 * (negating the need for a Possession check). Then, when either one acts, they can use the highest skill modifiers and
 * mental ability scores of both the possessor and possessed, as well as techniques, and spells and combos known from
 * both." Through the Foundry double, no combat: Jack's sheet *Work together* lets the demon in (no check) and binds a
 * card to it, which the GM's exchange applies (the demon a possessor of Jack's body); the demon's *Work together*
 * answers; then Jack's own *Use combo* counts the demon's Extra Attack technique, and Jack's *Use a partner's combo*
 * uses the demon's Triple Cut, each read from the demon's actor. Once the demon stops working together, neither.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cooperateAction } from "../../../module/rulesets/six-seconds/cooperate-actions";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsComboRequest } from "../../../module/rulesets/six-seconds/combo-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { armingSword } from "../six-seconds-examples";
import { comboTarget, GOB } from "./six-seconds-combo-fixture";

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
const attack = { name: "Attack", rating: 1 };

/** Jack (Weapon Skill 2, Combo Rating 3, an arming sword, Double Cut, no technique) and the demon (Extra Attack, Triple Cut); no combat. */
async function minds(h: DoubleHandle) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as unknown as Doc;
  const demon = (await fray.FrayActor.create({ name: "Bal-Ziggaroth", type: "npc" } as never)) as unknown as Doc;
  await jack.update({ "system.sixSeconds.comboLimit": 3, "system.sixSeconds.skills": [{ name: "Weapon Skill", ability: "strength", rank: 2 }] } as never);
  await jack.createEmbeddedDocuments("Item", [
    { name: armingSword.name, type: "weapon", system: { sixSeconds: armingSword.block } },
    { name: "Double Cut", type: "combo", system: { components: [attack, attack] } },
  ] as never);
  await demon.createEmbeddedDocuments("Item", [
    { name: "Weapon Skill: Extra Attack", type: "technique", system: {} },
    { name: "Triple Cut", type: "combo", system: { components: [attack, attack, attack] } },
  ] as never);
  // Jack lets the demon in (no check); the card bound to the demon records the body, applied by the GM.
  await workTogether(jack, demon, "yes");
  const bound = (h.game.messages.contents as unknown as Msg[]).find((m) => m.flags.fray?.exchange?.targets?.[0]?.uuid === demon.uuid)!;
  expect(await handleExchangeRequest({ type: "applyOutcome", messageId: bound.id, targetUuid: demon.uuid, choice: "" }, h.gm as never)).toMatchObject({ ok: true });
  expect(now(demon).system.stats.sixSeconds).toMatchObject({ sharedBody: "possessor", bodyUuid: jack.uuid });
  await workTogether(demon, jack, "yes");
  return { jack, demon };
}

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

/** Jack's sheet context: his items as the sheet hands them over, a goblin targeted, each dialog answered. */
function jackContext(jack: Doc, data: Record<string, string>, answer: (d: ActionDialog) => Record<string, string>) {
  const j = now(jack);
  const items = j.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: (i.system as unknown as { toObject(b: boolean): unknown }).toObject(false) })) as unknown as SheetActionContext["items"];
  return actionContext<SixSecondsTypes>(j.system.stats, {
    name: j.name,
    uuid: j.uuid,
    statuses: [...j.statuses],
    data,
    items,
    targets: () => [comboTarget(GOB, "Goblin")],
    firstTarget: () => comboTarget(GOB, "Goblin"),
    askFields: async (d) => answer(d),
  });
}

const comboAnswer = (d: ActionDialog): Record<string, string> =>
  d.fields.some((f) => f.name === "combo") ? { combo: String((d.fields[0] as { value?: unknown }).value) } : { weapon: String((d.fields.find((f) => f.name === "weapon") as { value?: unknown } | undefined)?.value ?? ""), ...Object.fromEntries(d.fields.filter((f) => /^target-/.test(f.name)).map((f) => [f.name, String((f as unknown as { options: { value: string }[] }).options[0]!.value)])) };

const ownCombo = (jack: Doc) => {
  const id = now(jack).items.contents.find((i) => i.type === "combo")!.id!;
  return sixSeconds.sheet.actions!["useCombo"]!.prepare(jackContext(jack, { itemId: id }, comboAnswer) as never) as Promise<SixSecondsComboRequest | null>;
};
const partnerCombo = (jack: Doc) => sixSeconds.sheet.actions!["partnerCombo"]!.prepare(jackContext(jack, {}, comboAnswer) as never) as Promise<SixSecondsComboRequest | null>;

describe("six-seconds Cooperative Possession: techniques and combos known from both (P5)", () => {
  it("“as well as techniques … known from both”: Jack's own two-Attack combo counts the demon's Extra Attack while they work together", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    const req = await ownCombo(jack);
    expect(req!.attacks).toHaveLength(2);
    // The demon stops working together: Jack knows no Extra Attack of his own.
    await workTogether(demon, jack, "no");
    await expect(ownCombo(jack)).rejects.toThrow("Double Cut");
  });

  it("“and spells and combos known from both”: Jack's Use a partner's combo uses the demon's Triple Cut (its three Attacks by the demon's Extra Attack)", async () => {
    const h = fresh();
    const { jack, demon } = await minds(h);
    let offered: string[] = [];
    const req = await sixSeconds.sheet.actions!["partnerCombo"]!.prepare(
      jackContext(jack, {}, (d) => {
        if (d.fields.some((f) => f.name === "combo")) offered = (d.fields[0] as unknown as { options: { text?: string }[] }).options.map((o) => o.text ?? "");
        return comboAnswer(d);
      }) as never,
    ) as SixSecondsComboRequest;
    expect(offered).toEqual(["Triple Cut"]);
    expect(req.attacks).toHaveLength(3);
    expect(req.combo).toBe("Triple Cut");
    await workTogether(demon, jack, "no");
    await expect(partnerCombo(jack)).rejects.toThrow("NoPartnerCombo");
  });
});
