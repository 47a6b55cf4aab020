/**
 * Issue 24 (six-seconds Charge): "Charge : [Attack Combo -1]: Your combo must be made immediately following a straight
 * movement of at least 6 metres". Through the Foundry double: a six-seconds FrayCombat whose charger's token moves
 * along waypoints in its turn (booked with the tracker, which keeps the latest action's straight metres); its user
 * controls its token and targets the goblin's (API Token#setTarget, User#targets); the Use Combo dialog's fields are
 * built with the sheet's per-target board prefill (board-prefill.ts targetPrefill, as the actor sheet wires it), and
 * the answer is made into the combo request.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext } from "../action-context";
import { comboTarget, mauveCombo } from "../actions/six-seconds-combo-fixture";

let w: BoardWorld;
let m: {
  useComboAction: typeof import("../../../module/rulesets/six-seconds/combo-actions").useComboAction;
  targetPrefill: typeof import("../../../module/canvas/board-prefill").targetPrefill;
};
beforeAll(async () => {
  w = await boardOnDouble();
  const [combo, prefill] = await Promise.all([import("../../../module/rulesets/six-seconds/combo-actions"), import("../../../module/canvas/board-prefill")]);
  m = { useComboAction: combo.useComboAction, targetPrefill: prefill.targetPrefill };
});

const G = 100; // pixels per 1 m square
type Rec = Record<string, unknown>;

/** A fight of the charger at (0, 0), in its turn, and a goblin at (10, 0), targeted by the charger's user. */
async function fight(h: DoubleHandle) {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const charger = (await w.fray.FrayActor.create({ name: "Mauve", type: "character" } as never))!;
  await charger.update({ "system.sixSeconds.speed": 6 } as never);
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  const tCharger = await tokenFor(s, charger.id!, 0, 0);
  const tGoblin = await tokenFor(s, goblin.id!, 10, 0);
  const combat = (await w.fray.FrayCombat.create({
    active: true,
    combatants: [
      { actorId: charger.id, tokenId: tCharger.id, sceneId: s.id },
      { actorId: goblin.id, tokenId: tGoblin.id, sceneId: s.id },
    ],
  } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  await combat.startCombat();
  const chargerId = combat.combatants.contents.find((c) => c.tokenId === tCharger.id)!.id!;
  const active = () => combat.frayStore.scheduler.state.active!;
  if (active() !== chargerId) expect(await combat.frayCommand({ type: "endTurn", combatant: active() })).toBe(true);
  expect(active()).toBe(chargerId);
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(tCharger.id!)];
  layer.get(tGoblin.id!).setTarget(true, { releaseOthers: true });
  h.notices.length = 0;
  return { charger, goblin, tCharger, combat, chargerId };
}

/** Mauve's sheet opening a Charge + Attack combo on the goblin: the dialog's fields, and the request for `answer`. */
async function chargeCombo(charger: unknown, goblinUuid: string, answer: (d: ActionDialog) => Record<string, string>) {
  const { s, items } = mauveCombo();
  const combo = { id: "charge", type: "combo", name: "Charge!", system: { components: [{ name: "Charge", rating: -1 }, { name: "Attack", rating: 1 }] } } as unknown as SheetActionContext["items"][number];
  let asked: ActionDialog | null = null;
  const ctx = actionContext<SixSecondsTypes>(s, {
    name: "Colonel Mauve",
    data: { itemId: "charge" },
    items: [...items.filter((i) => i.type !== "combo"), combo],
    targets: () => [comboTarget(goblinUuid, "Goblin")],
    firstTarget: () => comboTarget(goblinUuid, "Goblin"),
    askFields: async (d) => ((asked = d), answer(d)),
    targetPrefill: (uuid, weapon) => m.targetPrefill(charger as never, uuid, weapon ?? {}),
  });
  const run = () => m.useComboAction.prepare(ctx);
  return { run, asked: () => asked! };
}

const chargeField = (d: ActionDialog) => d.fields.find((f) => f.name === "charge-0") as unknown as { value?: unknown; options: readonly { value: string }[] };
/** The dialog's answer: the high-speed fields as prefilled (the form submits them), the targets and the Charge given. */
const answerWith = (charge: string) => (d: ActionDialog) => ({ ...Object.fromEntries(d.fields.flatMap((f) => (f.kind === "number" && /^(moved|speed)-/.test(f.name) ? [[f.name, String(f.value)]] : []))), weapon: "sword", "target-0": String((d.fields.find((f) => f.name === "target-0") as unknown as { options: { value: string }[] }).options[0]!.value), "target-1": String((d.fields.find((f) => f.name === "target-1") as unknown as { options: { value: string }[] }).options[0]!.value), "charge-0": charge });

describe("six-seconds Charge checked from the board", () => {
  it("“immediately following a straight movement of at least 6 metres”: after 6 squares east the dialog's Charge is Yes, the only choice, and the combo is made", async () => {
    const h = w.start();
    const { charger, goblin, tCharger } = await fight(h);
    expect(await tCharger.move({ x: 6 * G, y: 0 })).toBe(true);
    const { run, asked } = await chargeCombo(charger, goblin.uuid, answerWith("yes"));
    expect(await run()).not.toBeNull();
    expect(chargeField(asked())).toMatchObject({ value: "yes", options: [{ value: "yes" }] });
  });

  it("6 squares on a bent path are not a straight movement: No is the only choice and the combo is refused", async () => {
    const h = w.start();
    const { charger, goblin, tCharger } = await fight(h);
    expect(await tCharger.move([{ x: 3 * G, y: 0 }, { x: 3 * G, y: 3 * G }])).toBe(true);
    const { run, asked } = await chargeCombo(charger, goblin.uuid, answerWith("no"));
    await expect(run()).rejects.toThrow("ChargeNeedsMove");
    expect(chargeField(asked())).toMatchObject({ value: "no", options: [{ value: "no" }] });
  });

  it("a straight 5 m is too short, and a straight 6 m followed by drawing a weapon is no longer immediately before", async () => {
    const h = w.start();
    const { charger, goblin, tCharger, combat, chargerId } = await fight(h);
    expect(await tCharger.move({ x: 5 * G, y: 0 })).toBe(true);
    let combo = await chargeCombo(charger, goblin.uuid, answerWith("no"));
    await expect(combo.run()).rejects.toThrow("ChargeNeedsMove");
    expect(await tCharger.move({ x: 5 * G, y: 6 * G })).toBe(true); // 6 squares south, straight
    combo = await chargeCombo(charger, goblin.uuid, answerWith("yes"));
    expect(await combo.run()).not.toBeNull();
    expect(await combat.frayCommand({ type: "act", combatant: chargerId, key: "draw-sheathe" })).toBe(true);
    combo = await chargeCombo(charger, goblin.uuid, answerWith("no"));
    await expect(combo.run()).rejects.toThrow("ChargeNeedsMove");
    expect(chargeField(combo.asked()).options).toEqual([expect.objectContaining({ value: "no" })]);
  });
});

describe("six-seconds high speed in a combo's Attacks", () => {
  it("“A melee attack made against or by an extremely fast-moving creature can deal extra damage”: a charge run of 18 squares in 3 s (6 m/s) gives the combo's Attack +1 damage", async () => {
    const h = w.start();
    const { charger, goblin, tCharger } = await fight(h);
    await tCharger.update({ movementAction: "run" });
    // Straight south, away from the goblin at (10, 0): speed 6 runs 18 squares a second, 3 s at least.
    expect(await tCharger.move({ x: 0, y: 18 * G })).toBe(true);
    const { run, asked } = await chargeCombo(charger, goblin.uuid, answerWith("yes"));
    const req = (await run())!;
    expect(asked().fields.map((f) => f.name)).toContain("speed-0");
    expect(req.attacks[0]!.attack.input.damageModifiers).toEqual([expect.objectContaining({ value: 1, code: "speed" })]);
  });
});
