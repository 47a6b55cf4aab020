import type { SixSecondsHit } from "../../../module/rulesets/six-seconds/types";
import { describe, expect, it } from "vitest";
import { newExchange } from "../../../module/chat/exchange/card";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { chargeFor } from "../../../module/combat/charge";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { AttackTarget, SheetActionContext } from "../../../module/rulesets/adapter";
import { sixSeconds } from "../../../module/rulesets/six-seconds";
import { comboFromFields, useComboAction, type SixSecondsComboRequest } from "../../../module/rulesets/six-seconds/combo-actions";
import { sixSecondsTrackerView } from "../../../module/rulesets/six-seconds/tracker-view";
import { doubleWorld, player } from "../exchange/double-world";
import { goblin, mauve } from "../six-seconds-examples";
import { started } from "../tracker-scenarios";

import { comboTarget as target, GOB, GOB2, MAUVE, mauveCombo } from "./six-seconds-combo-fixture";
import { actionContext } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

/** The sheet's context with the dialog answered by `answer` (null: closed). */
function ctx(s: ActorSystem, items: SheetActionContext["items"], targets: (AttackTarget & { uuid: string })[], answer: (d: ActionDialog) => Record<string, string> | null, statuses: string[] = []): SheetActionContext<SixSecondsTypes> {
  return actionContext<SixSecondsTypes>(s, { name: "Colonel Mauve", statuses, data: { itemId: "triple" }, askFields: async (d) => answer(d), firstTarget: () => targets[0] ?? null, items, targets: () => targets });
}

/** Bind each target card of the outcome as the sheet's runAction does, into an in-memory world. */
async function bindAll(outcome: ReturnType<typeof resolveAction>, actors: Record<string, { name: string; system: ActorSystem; statuses: string[] }>) {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, ...actors });
  for (const [i, seed] of (outcome.exchanges ?? []).entries()) {
    await world.cards.set(`msg${String(i).padStart(13, "0")}`, newExchange({ ruleset: "six-seconds", attackerUuid: MAUVE, targets: [seed.target], damage: seed.damage, hit: seed.hit, attack: null }));
  }
  return world;
}

describe("six-seconds Use Combo from the sheet", () => {
  it("the text's example: Mauve's three arming-sword hits 8, 6 and 4 on a 9/3 Goblin are three wounds, never 18", async () => {
    const { s, items } = mauveCombo();
    let asked: ActionDialog | null = null;
    const req = (await useComboAction.prepare(
      ctx(s, items, [target(GOB, "Goblin Mook")], (d) => {
        asked = d;
        return { weapon: "sword", "target-0": GOB, "target-1": GOB, "target-2": GOB };
      }),
    ))!;
    // The dialog lists where each target stands, then each component with the user's targets (no defence: the defender's).
    // Each Attack also picks a called shot or an item on its target, as a single attack does.
    expect(asked!.fields.map((f) => f.name)).toEqual(["weapon", "flanked-0", "metres-0", ...[0, 1, 2].flatMap((i) => [`target-${i}`, `location-${i}`, `item-${i}`])]);
    expect(useComboAction.cost!(req)).toBe("combo");
    // All the dice at once: per attack the attack d6 and the d8.
    expect(useComboAction.dice(req).map((g) => `${g.count}d${g.sides}`)).toEqual(["1d6", "1d8", "1d6", "1d8", "1d6", "1d8"]);
    // d8 faces 5, 3 and 1 (+3 Strength): 8, 6 and 4; each attack die 4 (+3 = 7) hits.
    const out = resolveAction(useComboAction, req, [4, 5, 4, 3, 4, 1]);
    expect(out.update).toEqual({});
    expect(out.exchanges).toHaveLength(1);
    const seed = out.exchanges![0]!;
    expect((seed.hit as SixSecondsHit).hits).toEqual([8, 6, 4]);
    expect(seed.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Combo.Hits", data: { hits: 3, damage: "8, 6, 4" } });
    expect(seed.card.details).toContainEqual({ label: "FRAY.Attack.Toughness", value: "9/3" });

    const world = await bindAll(out, { [GOB]: { name: "Goblin Mook", system: goblin(), statuses: [] } });
    const applied = await applyOutcome(world, "msg0000000000000", GOB, player("p1", [MAUVE]));
    expect(applied).toMatchObject({ ok: true });
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(3);
    expect(world.actors.get(GOB)!.statuses).toEqual([]);
    // Exactly once: a second click changes nothing.
    expect(await applyOutcome(world, "msg0000000000000", GOB, player("p1", [MAUVE]))).toEqual({ ok: false, refusal: "AlreadyApplied" });
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(3);
  });

  it("hits are judged against the Toughness before the combo: two 8s on a 9/3 Goblin are two wounds, not a wound and dying", async () => {
    const { s, items } = mauveCombo();
    const req = comboFromFields(ctx(s, items, [], () => null), [{ name: "Attack" }, { name: "Attack" }], "Double", [target(GOB, "Goblin Mook")], items, { weapon: "sword", "target-0": GOB, "target-1": GOB });
    const out = resolveAction(useComboAction, req, [4, 5, 4, 5]);
    const world = await bindAll(out, { [GOB]: { name: "Goblin Mook", system: goblin(), statuses: [] } });
    await applyOutcome(world, "msg0000000000000", GOB, player("p1", [MAUVE]));
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(2);
    expect(world.actors.get(GOB)!.statuses).not.toContain("six-seconds.dying");
    // The same two hits one after the other would have started it dying (8 meets the wounded 8).
    const one = sixSeconds.applyDamage(goblin(), prepareActorDerived(goblin()), 8, {});
    const wounded = goblin();
    wounded.sixSeconds.wounds = 1;
    expect(one.update["system.sixSeconds.wounds"]).toBe(1);
    expect(sixSeconds.applyDamage(wounded, prepareActorDerived(wounded), 8, {}).statuses).toContain("six-seconds.dying");
  });

  it("two targets: one card each, every Attack's dice rolled at once (the defence is the defender's, on the card)", async () => {
    const { s, items } = mauveCombo();
    const dodger = goblin();
    dodger.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
    const targets = [target(GOB, "Goblin Mook"), target(GOB2, "Goblin Archer", dodger)];
    const req: SixSecondsComboRequest = comboFromFields(ctx(s, items, targets, () => null), [{ name: "Attack" }, { name: "Attack" }, { name: "Attack" }], "Triple Cut", targets, items, {
      weapon: "sword",
      "target-0": GOB,
      "target-1": GOB2,
      "target-2": GOB2,
    });
    expect(useComboAction.dice(req).map((g) => `${g.count}d${g.sides}`)).toEqual(["1d6", "1d8", "1d6", "1d8", "1d6", "1d8"]);
    // Attack 1 hits the Mook for 8; attack 2 (2 + 3 = 5) hits the Archer for 4; attack 3 (1 + 3 = 4 ≥ 4) for 10.
    const out = resolveAction(useComboAction, req, [4, 5, 2, 1, 1, 7]);
    expect(out.exchanges!.map((e) => [e.target.name, e.damage, (e.hit as SixSecondsHit).hits])).toEqual([
      ["Goblin Mook", 8, [8]],
      ["Goblin Archer", 10, [4, 10]],
    ]);
  });

  it("refusals lose nothing: no target, a disabled attacker, a charge without its move, a combo over the limit", async () => {
    const { s, items } = mauveCombo();
    const never = () => {
      throw new Error("no dialog expected");
    };
    await expect(useComboAction.prepare(ctx(s, items, [], never))).rejects.toThrow("FRAY.Action.SixSeconds.Combo.NoTargets");
    await expect(useComboAction.prepare(ctx(s, items, [target(GOB, "Goblin Mook")], never, ["six-seconds.disabled"]))).rejects.toThrow("Combo.Disabled");
    const low = structuredClone(s);
    low.sixSeconds.comboLimit = 2;
    await expect(useComboAction.prepare(ctx(low, items, [target(GOB, "Goblin Mook")], never))).rejects.toThrow("FRAY.Combo.OverLimit");
    expect(() => comboFromFields(ctx(s, items, [], () => null), [{ name: "Charge" }, { name: "Attack" }], "Charge!", [target(GOB, "Goblin Mook")], items, { weapon: "sword", "target-0": GOB, "target-1": GOB, "charge-0": "no" })).toThrow("ChargeNeedsMove");
    expect(() => comboFromFields(ctx(s, items, [], () => null), [{ name: "Attack" }], "One", [target(GOB, "Goblin Mook")], items, { weapon: "sword", "target-0": "Actor.nobody0000000000" })).toThrow("choose one of your targets");
    // Closing the dialog rolls nothing.
    expect(await useComboAction.prepare(ctx(s, items, [target(GOB, "Goblin Mook")], () => null))).toBeNull();
  });

  it("a non-Attack component is named on the combo's card for the GM, at its target", () => {
    const { s, items } = mauveCombo();
    const req = comboFromFields(ctx(s, items, [], () => null), [{ name: "Trip" }, { name: "Attack" }], "Trip and cut", [target(GOB, "Goblin Mook")], items, { weapon: "sword", "target-0": GOB, "target-1": GOB });
    const out = resolveAction(useComboAction, req, [4, 5]);
    expect(out.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Combo.ByHand", value: "Trip → Goblin Mook" });
  });

  it("pays the table's 4 seconds of Use a Combo in the tracker", async () => {
    const e = await started("six-seconds");
    const active = e.state.active!;
    const charge = chargeFor(sixSecondsTrackerView, e.state, [active], "combo")!;
    expect(charge.command).toEqual({ type: "act", combatant: active, key: "combo" });
    await e.run("combo", charge.command);
    const f = (e.state.data as { fighters: Record<string, { spent: number }> }).fighters[active]!;
    expect(f.spent).toBe(4);
  });
});
