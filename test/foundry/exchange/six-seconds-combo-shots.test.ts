/**
 * Issue 24 (re-audit C5): "Each Attack is an ordinary attack", so each Attack of a combo picks a called shot or an
 * item on its target, as a single attack does: "A called shot is an attack against the target's head, hands, limbs
 * …"; "An attack against an enemy can instead be directed to something he is wearing or carrying". Through the
 * Foundry double: Colonel Mauve (a player's FrayActor) with the arming sword, Extra Attack and a two-Attack combo as
 * embedded items; the registered adapter's Use combo prepared from them with the dialog answered as the form posts it
 * (location-i, item-i), run as the sheet runs it (runAction: one Roll, the bound cards posted), then the player's Apply
 * sent as a raw message on the system socket to the GM's client, which writes the goblin and its sword.
 */
import { beforeAll, describe, expect, it } from "vitest";
import system from "../../../system.json";
import { type Fray, frayWithExchange } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { goblin, mauve } from "../six-seconds-examples";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SixSecondsComboRequest } from "../../../module/rulesets/six-seconds/combo-actions";
import type { SheetAction, SheetActionContext } from "../../../module/rulesets/adapter";

let fray: Fray;
let fresh: () => DoubleHandle;
let KIND: string;
beforeAll(async () => {
  ({ fray, fresh, KIND } = await frayWithExchange());
});

type Rec = Record<string, unknown>;
type ItemDoc = { id: string; type: string; name: string; system: Rec & { sixSeconds: { wounds: number | null }; toObject(b: boolean): Rec } };
type Six = { wounds: number; speed: number; hurt: { legs: number }; calledShot: { prone: number } };
type ActorDoc = { id: string; uuid: string; name: string; system: { stats: { sixSeconds: Six } }; items: { get(id: string): ItemDoc | undefined; contents: ItemDoc[] }; asAttackTarget(): never; createEmbeddedDocuments(t: string, d: unknown[]): Promise<ItemDoc[]> };

const SWORD = { name: "Goblin's sword", type: "weapon", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { itemClass: "metal", target: 5, toughness: 13, damageDie: "d8", reload: false, damageTypes: [] } } };
const combo = () => adapterFor("six-seconds").sheet.actions!["useCombo"] as SheetAction<SixSecondsComboRequest, SixSecondsTypes>;

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `cmb${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: KIND, data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

async function table() {
  const h = fresh();
  installTemplates();
  const server = installSocket(h, system);
  (await import("../../../module/gm/channel")).listenOnChannel();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = mauve();
  s.sixSeconds.comboLimit = 3;
  const m = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: s, ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as ActorDoc;
  const g = (await fray.FrayActor.create({ name: "Goblin Mook", type: "npc", system: { ...goblin(), sixSeconds: { ...goblin().sixSeconds, speed: 5 } } } as never)) as unknown as ActorDoc;
  const [sword] = await g.createEmbeddedDocuments("Item", [SWORD]);
  const attack = { name: "Attack", rating: 1 };
  const armingSword = (await import("../six-seconds-examples")).armingSword;
  await m.createEmbeddedDocuments("Item", [
    { name: armingSword.name, type: "weapon", system: { ruleset: "six-seconds", sixSeconds: armingSword.block } },
    { name: "Weapon Skill: Extra Attack", type: "technique", system: { ruleset: "six-seconds" } },
    { name: "Double Cut", type: "combo", system: { ruleset: "six-seconds", components: [attack, attack] } },
  ]);
  const items: SheetActionContext["items"] = m.items.contents.map((i) => ({ id: i.id, type: i.type, name: i.name, system: i.system.toObject(false) as never }));
  const weapon = m.items.contents.find((i) => i.type === "weapon")!.id;
  /** The combo with the dialog's answers for each Attack, rolled with `faces` (attack die, damage die, per Attack). */
  const use = async (answers: Record<string, string>, faces: number[]) => {
    const target = { ...((fromUuidSync(g.uuid) as unknown as ActorDoc).asAttackTarget() as object), uuid: g.uuid } as never;
    const ctx = actionContext<SixSecondsTypes>(m.system.stats as never, {
      name: m.name,
      data: { itemId: m.items.contents.find((i) => i.type === "combo")!.id },
      items,
      targets: () => [target],
      firstTarget: () => target,
      askFields: async () => ({ weapon, "target-0": g.uuid, "target-1": g.uuid, ...answers }),
    });
    const req = (await combo().prepare(ctx))!;
    const { runAction } = await import("../../../module/dice/action");
    const before = new Set(game.messages.contents.map((x) => x.id));
    h.dice.queue.push(...faces);
    h.actAs(h.player);
    try {
      await runAction(m as never, combo() as never, req);
    } finally {
      h.actAs(h.gm);
    }
    return game.messages.contents.filter((x) => !before.has(x.id) && x.getFlag("fray", "exchange")).map((x) => x.id!);
  };
  const apply = (messageId: string) => ask(server.client(h.player, { remote: true }), h.gm.id!, { type: "applyOutcome", messageId, targetUuid: g.uuid, choice: "" });
  const six = () => (fromUuidSync(g.uuid) as unknown as ActorDoc).system.stats.sixSeconds;
  const swordWounds = () => (fromUuidSync(g.uuid) as unknown as ActorDoc).items.get(sword!.id)!.system.sixSeconds.wounds ?? 0;
  return { use, apply, six, swordWounds };
}

describe("six-seconds: a combo's card applied on the GM's client", () => {
  it("“Damage is never added together”: a plain Double Cut's 8 and 6 on the goblin (9/3), applied through the socket: 2 wounds", async () => {
    const t = await table();
    const cards = await t.use({}, [6, 5, 6, 3]);
    expect(cards).toHaveLength(1);
    expect(await t.apply(cards[0]!)).toMatchObject({ ok: true });
    expect(t.six().wounds).toBe(2);
    expect(t.six().speed).toBe(5);
  });
});

describe("six-seconds: a called shot or an item per combo Attack", () => {
  it("Attack 1 a called shot at the leg (8 against the leg's 8/2: the Toughness column), Attack 2 a plain 6 (the goblin's 9/3): one card, 2 wounds, Speed −2, a leg hurt, the Fortitude check kept", async () => {
    const t = await table();
    const cards = await t.use({ "location-0": "leg" }, [6, 5, 6, 3]);
    expect(cards).toHaveLength(1);
    expect(await t.apply(cards[0]!)).toMatchObject({ ok: true });
    const six = t.six();
    expect(six.wounds).toBe(2);
    expect(six.speed).toBe(3);
    expect(six.hurt.legs).toBe(1);
    expect(six.calledShot.prone).toBe(8);
  });

  it("Attack 1 at the goblin's sword (metal: Target 5, Toughness 13), Attack 2 plain: the sword's hit is its own card and wounds the sword, never the goblin", async () => {
    const t = await table();
    const cards = await t.use({ "item-0": "metal" }, [6, 5, 6, 3]);
    expect(cards).toHaveLength(2);
    for (const id of cards) expect(await t.apply(id)).toMatchObject({ ok: true });
    expect(t.swordWounds()).toBe(1);
    expect(t.six().wounds).toBe(1);
  });

  it("a called shot and an item on one Attack is refused before anything is rolled, with the engine's reason", async () => {
    const t = await table();
    await expect(t.use({ "location-0": "leg", "item-0": "metal" }, [])).rejects.toThrow(/item/);
  });
});
