/**
 * Issue 25 (audit G9), through the Foundry double: the Fumbled mark is one thing, the token HUD's *Fumbled* status.
 * The card writes it on the fumbler, the GM may set or clear it on the HUD (toggleStatusEffect), and the next
 * attack on the creature (the goblin's sheet attack, its target read from the actor as the sheet reads it) gets
 * +1 SL exactly while the status is on.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, player, uuid, type DoubleWorld } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");

/** The goblin's attack on Roland as the sheet builds it now: the +1 SL, if any, from Roland's mark. */
function fumbleBonus(w: DoubleWorld): boolean {
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 3, w.actor(ROLAND));
  const card = resolveRequest(req, [4, 2, 2]);
  return card.details?.some((d) => d.label === "FRAY.Roll.SuccessOn" && d.value === "4–6") ?? false;
}

const world = () => doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");

describe("tactica: the Fumbled mark is the token's status", () => {
  it('"Mark the creature as Fumbled, anyone attacking them will gain a bonus SL (5-6 will become 4-6)": the GM marks Roland Fumbled on the token HUD, and the goblin\'s attack on him succeeds on 4–6', async () => {
    const w = await world();
    expect(fumbleBonus(w)).toBe(false);
    await w.toggle(ROLAND, "tactica.fumbled", true);
    expect(fumbleBonus(w)).toBe(true);
  });

  it("the card's fumble mark, taken off on the HUD, gives no more +1 SL", async () => {
    const w = await world();
    // Roland fumbles against the goblin (1, 1, 2): his owner applies the mark to himself.
    const r = blankSystem();
    const req = tacticaAttackRequest(r, prepareActorDerived(r), { name: "Roland's sword", block: { weightClass: "medium" } }, 3, w.actor(GOBLIN));
    await w.cards.set("msg00000000000f1", bindExchange(resolveRequest(req, [1, 1, 2]), req, [1, 1, 2], ROLAND, [{ uuid: GOBLIN, name: "Goblin" }], "Roland")!);
    expect(await applyOutcome(w, "msg00000000000f1", ROLAND, player("roland", [ROLAND]))).toMatchObject({ ok: true });
    expect(w.actors.get(ROLAND)!.statuses).toContain("tactica.fumbled");
    expect(fumbleBonus(w)).toBe(true);
    await w.toggle(ROLAND, "tactica.fumbled", false);
    expect(fumbleBonus(w)).toBe(false);
  });
});
