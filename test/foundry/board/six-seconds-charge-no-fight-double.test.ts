/**
 * Issue 24 (audit C3, SM12), with no fight running: "Charge : [Attack Combo -1]: Your combo must be made immediately
 * following a straight movement of at least 6 metres", and "+1 per 5 squares/second that the fastest-moving creature
 * is moving at". Through the Foundry double: the charger's token moves along waypoints with no combat (priced by the
 * board, booked nowhere); its latest own move is kept on its actor (last-move.ts, registered as fray.ts does); its
 * user controls its token and targets the goblin's; the Use Combo dialog is built with the sheet's per-target board
 * prefill (board-prefill.ts targetPrefill) and the answer made into the combo request; a timed action in between is
 * paid as the sheet pays it (payFromPlay).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext } from "../action-context";
import { comboTarget, mauveCombo } from "../actions/six-seconds-combo-fixture";

let w: BoardWorld;
let m: {
  useComboAction: typeof import("../../../module/rulesets/six-seconds/combo-actions").useComboAction;
  targetPrefill: typeof import("../../../module/canvas/board-prefill").targetPrefill;
  payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
};
beforeAll(async () => {
  w = await boardOnDouble();
  const [combo, prefill, pay, last] = await Promise.all([
    import("../../../module/rulesets/six-seconds/combo-actions"),
    import("../../../module/canvas/board-prefill"),
    import("../../../module/combat/pay-from-play"),
    import("../../../module/canvas/last-move"),
  ]);
  last.registerLastMove();
  m = { useComboAction: combo.useComboAction, targetPrefill: prefill.targetPrefill, payFromPlay: pay.payFromPlay };
});

const G = 100; // pixels per 1 m square
type Rec = Record<string, unknown>;
type Actor = InstanceType<BoardWorld["fray"]["FrayActor"]>;

/** The charger at (0, 0) and a goblin at (10, 0), targeted by the charger's user; no combat. */
async function field() {
  w.start();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const charger = (await w.fray.FrayActor.create({ name: "Mauve", type: "character" } as never))!;
  await charger.update({ "system.sixSeconds.speed": 6 } as never);
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  const tCharger = await tokenFor(s, charger.id!, 0, 0);
  const tGoblin = await tokenFor(s, goblin.id!, 10, 0);
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(tCharger.id!)];
  layer.get(tGoblin.id!).setTarget(true, { releaseOthers: true });
  return { charger: charger as Actor, goblin: goblin as Actor, tCharger };
}

/** The flag writes run after the move resolves: let the queued work finish (no time is measured). */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** Mauve's sheet opening a Charge + Attack combo on the goblin: the dialog's fields, and the request for `answer`. */
function chargeCombo(charger: Actor, goblinUuid: string, answer: (d: ActionDialog) => Record<string, string>) {
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
  return { run: () => m.useComboAction.prepare(ctx), asked: () => asked! };
}

const chargeField = (d: ActionDialog) => d.fields.find((f) => f.name === "charge-0") as unknown as { value?: unknown; options: readonly { value: string }[] };
const option0 = (d: ActionDialog, name: string) => String((d.fields.find((f) => f.name === name) as unknown as { options: { value: string }[] }).options[0]!.value);
/** The dialog's answer: the high-speed fields as prefilled (the form submits them), the targets and the Charge given. */
const answerWith = (charge: string) => (d: ActionDialog) => ({
  ...Object.fromEntries(d.fields.flatMap((f) => (f.kind === "number" && /^(moved|speed)-/.test(f.name) ? [[f.name, String(f.value)]] : []))),
  weapon: "sword",
  "target-0": option0(d, "target-0"),
  "target-1": option0(d, "target-1"),
  "charge-0": charge,
});

describe("six-seconds Charge with no fight running (C3)", () => {
  it("“immediately following a straight movement of at least 6 metres”: after 6 squares east, out of any fight, the Charge is Yes, the only choice", async () => {
    const { charger, goblin, tCharger } = await field();
    expect(await tCharger.move({ x: 6 * G, y: 0 })).toBe(true);
    await nextTask();
    const { run, asked } = chargeCombo(charger, goblin.uuid, answerWith("yes"));
    expect(await run()).not.toBeNull();
    expect(chargeField(asked())).toMatchObject({ value: "yes", options: [{ value: "yes" }] });
  });

  it("a bent path of 6 squares, or no move at all, is no straight movement: No is the only choice and the combo is refused", async () => {
    const { charger, goblin, tCharger } = await field();
    let combo = chargeCombo(charger, goblin.uuid, answerWith("no"));
    await expect(combo.run()).rejects.toThrow("ChargeNeedsMove");
    expect(chargeField(combo.asked())).toMatchObject({ value: "no", options: [{ value: "no" }] });
    expect(await tCharger.move([{ x: 3 * G, y: 0 }, { x: 3 * G, y: 3 * G }])).toBe(true);
    await nextTask();
    combo = chargeCombo(charger, goblin.uuid, answerWith("no"));
    await expect(combo.run()).rejects.toThrow("ChargeNeedsMove");
    expect(chargeField(combo.asked()).options).toEqual([expect.objectContaining({ value: "no" })]);
  });

  it("a straight 6 m followed by an attack the sheet pays for is no longer immediately before", async () => {
    const { charger, goblin, tCharger } = await field();
    expect(await tCharger.move({ x: 0, y: 6 * G })).toBe(true);
    await nextTask();
    let combo = chargeCombo(charger, goblin.uuid, answerWith("yes"));
    expect(await combo.run()).not.toBeNull();
    expect(await m.payFromPlay(charger as never, "attack")).toBe(true);
    combo = chargeCombo(charger, goblin.uuid, answerWith("no"));
    await expect(combo.run()).rejects.toThrow("ChargeNeedsMove");
    expect(chargeField(combo.asked()).options).toEqual([expect.objectContaining({ value: "no" })]);
  });
});

describe("six-seconds high speed with no fight running (SM12)", () => {
  it("“+1 per 5 squares/second”: a charge run of 18 squares in 3 s (6 m/s) out of any fight gives the combo's Attack +1 damage, the speed read from the move", async () => {
    const { charger, goblin, tCharger } = await field();
    await tCharger.update({ movementAction: "run" });
    expect(await tCharger.move({ x: 0, y: 18 * G })).toBe(true);
    await nextTask();
    const { run, asked } = chargeCombo(charger, goblin.uuid, answerWith("yes"));
    const req = (await run())!;
    expect(asked().fields.find((f) => f.name === "speed-0")).toMatchObject({ value: 6 });
    // No squares "in a single turn" out of a fight: the +1 Target per 30 is not prefilled.
    expect(asked().fields.map((f) => f.name)).not.toContain("moved-0");
    expect(req.attacks[0]!.attack.input.damageModifiers).toEqual([expect.objectContaining({ value: 1, code: "speed" })]);
  });
});
