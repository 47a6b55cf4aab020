/**
 * Issue 24, audit M2: a weapon's reach. "Humans have a natural reach of Close, meaning they can use unarmed attacks
 * against targets in their occupied area only. Most melee weapons have reach of Standard." Long is "one square away
 * from adjacent", Long X "X squares away". From the weapon item's data (its Reach field) and the dialog's metres
 * (the board's prefill) through the sheet's rollItem, and the unarmed attack button, to the GM's apply on the double.
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { sixSeconds } from "../../../module/rulesets/six-seconds";
import { actionContext } from "../action-context";
import { goblin, mauve } from "../six-seconds-examples";
import { doubleWorld, GM, uuid } from "./double-world";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");

async function world() {
  return doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: [] } }, {}, "six-seconds");
}

/** Mauve's attack with this weapon block at a Goblin `metres` away, centre to centre (the board's prefill). */
async function attackAt(w: Awaited<ReturnType<typeof world>>, block: Record<string, unknown>, metres: number): Promise<SixSecondsAttackRequest> {
  const goblinTarget = w.actor(GOBLIN)!;
  const ctx = actionContext<SixSecondsTypes>(mauve(), { ask: async () => sixSecondsOptions({ metres: String(metres) }), firstTarget: () => goblinTarget, targets: () => [{ ...goblinTarget, uuid: GOBLIN }] });
  const build = await rollItem(ctx, { name: "Weapon", system: { sixSeconds: block } });
  return build!() as SixSecondsAttackRequest;
}

describe("six-seconds melee reach from the weapon (audit M2)", () => {
  it("“Long: Areas one square away from adjacent to you”: a reach-2 pike is refused adjacent and strikes two squares off", async () => {
    const w = await world();
    const pike = { damageDie: "d8", reach: 2, reload: false, damageTypes: ["piercing"] };
    await expect(attackAt(w, pike, 1)).rejects.toThrow(/reach/);
    const req = await attackAt(w, pike, 2);
    expect(req.input.attacker.skill).toBe(3);
  });

  it("a weapon naming no reach is Standard: adjacent only", async () => {
    const w = await world();
    const sword = { damageDie: "d8", reload: false, damageTypes: [] };
    await expect(attackAt(w, sword, 2)).rejects.toThrow(/Standard/);
    await expect(attackAt(w, sword, 1)).resolves.toMatchObject({ kind: "six-seconds.attack" });
  });

  it("“they can use unarmed attacks against targets in their occupied area only”: the Unarmed button is Close, its die the GM's", async () => {
    const w = await world();
    const goblinTarget = w.actor(GOBLIN)!;
    const unarmed = sixSeconds.sheet.attackActions!["unarmed"]!;
    const ctx = (metres: number, die: string) =>
      actionContext<SixSecondsTypes>(mauve(), {
        askFields: async () => ({ die, limb: "arm" }),
        ask: async () => sixSecondsOptions({ metres: String(metres) }),
        firstTarget: () => goblinTarget,
        targets: () => [{ ...goblinTarget, uuid: GOBLIN }],
      });
    // The text prints no unarmed damage die: the dialog asks it and refuses none chosen.
    await expect(unarmed(ctx(0, ""))).rejects.toThrow(/damage die/);
    await expect(unarmed(ctx(1, "d4"))).rejects.toThrow(/reach/);
    const req = (await unarmed(ctx(0, "d4"))) as SixSecondsAttackRequest;
    // Attack 4 + 3 = 7 hits; d4 = 3, + Strength 3 = 6 > Minimum 3: a wound.
    const card = resolveRequest(req, [4, 3]);
    expect(card.damage).toBe(6);
    await w.cards.set("msg0000000000009", bindExchange(card, req, [4, 3], MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!);
    await applyOutcome(w, "msg0000000000009", GOBLIN, GM);
    expect(w.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
  });
});
