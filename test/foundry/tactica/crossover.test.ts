/**
 * Issue 25 (audit N3), through the Foundry double: the world setting "Tactica: crossover damage" (every 3rd loss) and
 * an actor's own crossover (its sheet's select: "Some effects make it every 3rd or 4th") agree between what the
 * sheet and the token bars show (the actor's derived data) and what the card's Apply uses.
 */
import { describe, expect, it, vi } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, uuid } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");

async function world(worldEvery: string, ownEvery = 2) {
  const r = blankSystem();
  r.tactica.physical.rank = 5;
  r.tactica.crossoverEvery = ownEvery;
  const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  await game.settings.set("fray", "tactica-crossoverEvery" as never, worldEvery as never);
  // The exchange's port carries the world's readings as the GM's client does (currentRulesOptions).
  w.options = { tactica: { crossoverEvery: Number(worldEvery) as 2 | 3 | 4 } };
  await w.update(ROLAND, { "system.tactica.physical.lost": 1 });
  return w;
}

async function hit(w: Awaited<ReturnType<typeof world>>, msg: string) {
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 2, w.actor(ROLAND));
  await w.cards.set(msg, bindExchange(resolveRequest(req, [5, 2]), req, [5, 2], GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  await applyOutcome(w, msg, ROLAND, GM, "rank");
}

describe("tactica: crossover every 2nd, 3rd or 4th loss", () => {
  it('"Some effects make it every 3rd or 4th": with the world at every 3rd, two physical losses cost no mental rank on the sheet, and the card agrees', async () => {
    const w = await world("3");
    await hit(w, "msg00000000000n1");
    const roland = w.actor(ROLAND)!;
    expect(roland.system.tactica.physical.lost).toBe(2);
    expect(roland.derived.tactica.mental.crossover).toBe(0);
    await hit(w, "msg00000000000n2");
    expect(w.actor(ROLAND)!.derived.tactica.mental.crossover).toBe(1);
  });

  it("an actor's own effect (every 4th) counts over a world at every 2nd, on the sheet and on the card", async () => {
    const w = await world("2", 4);
    await hit(w, "msg00000000000n3");
    await hit(w, "msg00000000000n4");
    expect(w.actor(ROLAND)!.derived.tactica.mental.crossover).toBe(0);
    await hit(w, "msg00000000000n5");
    expect(w.actor(ROLAND)!.derived.tactica.mental.crossover).toBe(1);
  });

  it("the GM changing the world setting mid-fight shows at once: Roland's sheet, token bars and the tracker are prepared and drawn again, with no write to Roland", async () => {
    const w = await world("2");
    await hit(w, "msg00000000000n6");
    expect(w.actor(ROLAND)!.derived.tactica.mental.crossover).toBe(1);
    const roland = fromUuidSync(ROLAND) as Actor.Implementation;
    const drawn = vi.spyOn(roland, "render");
    const tracker = vi.spyOn(ui.combat!, "render");
    const writes = w.writes;
    await game.settings.set("fray", "tactica-crossoverEvery" as never, "3" as never);
    // Every 3rd: two physical losses cost no mental rank.
    expect(w.actor(ROLAND)!.derived.tactica.mental.crossover).toBe(0);
    expect(drawn).toHaveBeenCalled();
    expect(tracker).toHaveBeenCalled();
    expect(w.writes).toBe(writes);
  });
});
