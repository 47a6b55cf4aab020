/**
 * Issue 24, audit C5: "each Attack an ordinary attack". A combo's Attacks get the weapon attack's situation (the
 * target's cover status, Helpless, range and reach from the metres, flanked) and the defender picks their own
 * defence on the card, under the Flat-Footed and Held rules. Driven end to end on the Foundry double: the targets are
 * FrayActor documents (their statuses toggled through the pipeline), the combo is prepared from the dialog's strings,
 * its cards are the exchanges runAction posts (seedExchange), and the defence and the GM's apply write the actors.
 */
import { describe, expect, it } from "vitest";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { resolveAction } from "../../../module/dice/action-resolve";
import { seedExchange } from "../../../module/dice/seed";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { AttackTarget, SheetActionContext } from "../../../module/rulesets/adapter";
import { useComboAction } from "../../../module/rulesets/six-seconds/combo-actions";
import { sixSecondsDefence } from "../../../module/rulesets/six-seconds/defence";
import type { SixSecondsHit } from "../../../module/rulesets/six-seconds/types";
import { doubleWorld, GM, player, type DoubleWorld } from "../exchange/double-world";
import { dodgingGoblin, goblin, mauve } from "../six-seconds-examples";
import { actionContext } from "../action-context";
import { GOB, GOB2, MAUVE, mauveCombo } from "./six-seconds-combo-fixture";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

type Target = AttackTarget & { uuid: string };

/** The user's targets as the sheet hands them over: the world's actors, read from their documents. */
function targetsOf(world: DoubleWorld, uuids: readonly string[]): Target[] {
  return uuids.map((u) => ({ ...world.actor(u)!, uuid: u }));
}

/** Prepare Mauve's Triple Cut with the dialog answered by `answer`, roll it with `faces`, post its cards into the world. */
async function combo(world: DoubleWorld, targets: Target[], answer: Record<string, string>, faces: number[], seen?: (d: ActionDialog) => void) {
  const { s, items } = mauveCombo();
  const ctx: SheetActionContext<SixSecondsTypes> = actionContext<SixSecondsTypes>(s, {
    name: "Colonel Mauve",
    data: { itemId: "triple" },
    items,
    targets: () => targets,
    firstTarget: () => targets[0] ?? null,
    askFields: async (d) => {
      seen?.(d);
      return answer;
    },
  });
  const req = await useComboAction.prepare(ctx);
  const out = resolveAction(useComboAction, req!, faces);
  for (const [i, seed] of (out.exchanges ?? []).entries()) await world.cards.set(`msg${String(i).padStart(13, "0")}`, seedExchange(seed, MAUVE, "Colonel Mauve"));
  return out;
}

const allAt = (gob: string) => ({ weapon: "sword", "target-0": gob, "target-1": gob, "target-2": gob });

describe("six-seconds combos are ordinary attacks (audit C5, e2e 4b–4d)", () => {
  it("the dialog asks no defence for the defender; the Goblin picks its own dodge on the card, one die per Attack that hit", async () => {
    const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOB]: { name: "Goblin Mook", system: dodgingGoblin(), statuses: [] } }, {}, "six-seconds");
    let asked: ActionDialog | null = null;
    // Attack dice 4, 4, 4 (+3 = 7 ≥ 4: three hits) with d8s 5, 3, 1 (+3): 8, 6, 4.
    const out = await combo(world, targetsOf(world, [GOB]), allAt(GOB), [4, 5, 4, 3, 4, 1], (d) => (asked = d));
    expect(asked!.fields.map((f) => f.name).filter((n) => n.startsWith("defence"))).toEqual([]);
    expect((out.exchanges![0]!.hit as SixSecondsHit).hits).toEqual([8, 6, 4]);
    // "He picks one of his available defence options … and rolls. A successful defence roll negates the attack."
    const card = world.card("msg0000000000000")!;
    expect(sixSecondsDefence.offers(card, world.actor(GOB)!, { attacker: null, attackerUuid: MAUVE, targetUuid: GOB, options: {}, other: null }).map((o) => [o.id, o.refused === null])).toEqual([
      ["block", false],
      ["dodge", true],
      ["parry", false],
    ]);
    // The attacker's player cannot choose for the Goblin; its owner (here the GM) can. Dodge dice 6, 1, 5 + 2 vs DC 7.
    expect(await defend(world, "msg0000000000000", GOB, "dodge", player("p1", [MAUVE]))).toMatchObject({ ok: false, refusal: "Forbidden" });
    world.dice.push(6, 1, 5);
    expect(await defend(world, "msg0000000000000", GOB, "dodge", GM)).toMatchObject({ ok: true });
    await applyOutcome(world, "msg0000000000000", GOB, player("p1", [MAUVE]));
    // The 8 and the 4 were dodged (8 and 7 ≥ 7); the 6 lands: one wound.
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(1);
  });

  it("“Melee attacks against a Helpless character automatically hit”: an attack die of 1 still hits an Unconscious Goblin", async () => {
    const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOB]: { name: "Goblin Mook", system: goblin(), statuses: ["six-seconds.unconscious"] } }, {}, "six-seconds");
    const out = await combo(world, targetsOf(world, [GOB]), allAt(GOB), [1, 5, 1, 3, 1, 1]);
    expect((out.exchanges![0]!.hit as SixSecondsHit).hits).toEqual([8, 6, 4]);
    // "Helpless characters cannot make defence rolls."
    const offers = sixSecondsDefence.offers(world.card("msg0000000000000")!, world.actor(GOB)!, { attacker: null, attackerUuid: MAUVE, targetUuid: GOB, options: {}, other: null });
    expect(offers.every((o) => o.refused !== null)).toBe(true);
    await applyOutcome(world, "msg0000000000000", GOB, GM);
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(3);
  });

  it("“A flat-footed character may not make any defence rolls”; “Held characters can't make block or parry … but can dodge with a -1 penalty”", async () => {
    const world = await doubleWorld(
      {
        [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] },
        [GOB]: { name: "Goblin Mook", system: dodgingGoblin(), statuses: ["six-seconds.flat-footed"] },
        [GOB2]: { name: "Goblin Archer", system: dodgingGoblin(), statuses: ["six-seconds.held"] },
      },
      {},
      "six-seconds",
    );
    await combo(world, targetsOf(world, [GOB, GOB2]), { weapon: "sword", "target-0": GOB, "target-1": GOB2, "target-2": GOB2 }, [4, 5, 4, 3, 4, 1]);
    expect(await defend(world, "msg0000000000000", GOB, "dodge", GM)).toMatchObject({ ok: false, refusal: "Refused" });
    expect(await defend(world, "msg0000000000001", GOB2, "parry", GM)).toMatchObject({ ok: false, refusal: "Refused" });
    // Dodge 5 + 2 − 1 = 6 < 7 fails against the 6; 6 + 2 − 1 = 7 stops the 4.
    world.dice.push(5, 6);
    expect(await defend(world, "msg0000000000001", GOB2, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 6 } });
    await applyOutcome(world, "msg0000000000001", GOB2, GM);
    expect(world.actors.get(GOB2)!.system.sixSeconds.wounds).toBe(1);
  });

  it("“Medium cover adds +2 to the target's Target score”: a combo Attack of 2 + 3 = 5 misses a Goblin behind medium cover", async () => {
    const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOB]: { name: "Goblin Mook", system: goblin(), statuses: ["six-seconds.cover-medium"] } }, {}, "six-seconds");
    const out = await combo(world, targetsOf(world, [GOB]), allAt(GOB), [2, 5, 3, 3, 4, 1]);
    // 5 < 6 and 6 ≥ 6, 7 ≥ 6: the first attack misses, the others hit for 6 and 4.
    expect((out.exchanges![0]!.hit as SixSecondsHit).hits).toEqual([6, 4]);
    await applyOutcome(world, "msg0000000000000", GOB, GM);
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(2);
  });

  it("reach and range from the metres per target: a sword cannot reach a Goblin 3 m away, flanked costs the dodge 1", async () => {
    const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOB]: { name: "Goblin Mook", system: dodgingGoblin(), statuses: [] } }, {}, "six-seconds");
    // "Standard: Areas adjacent to your occupied area": 3 m centre to centre is two squares away.
    await expect(combo(world, targetsOf(world, [GOB]), { ...allAt(GOB), "metres-0": "3" }, [4, 5, 4, 3, 4, 1])).rejects.toThrow(/Standard reach/);
    // Adjacent (1 m) and flanked: "Flanked characters take a -1 circumstance penalty to all defence rolls".
    await combo(world, targetsOf(world, [GOB]), { ...allAt(GOB), "metres-0": "1", "flanked-0": "yes" }, [4, 5, 4, 3, 4, 1]);
    world.dice.push(5, 5, 5);
    // 5 + 2 − 1 = 6 < 7: every dodge fails.
    expect(await defend(world, "msg0000000000000", GOB, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 8 } });
    await applyOutcome(world, "msg0000000000000", GOB, GM);
    expect(world.actors.get(GOB)!.system.sixSeconds.wounds).toBe(3);
  });
});
