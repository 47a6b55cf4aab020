/**
 * Issue 24 (re-audit MO3): Panicked, "The character flees as fast as possible from the source of fear … If there are
 * multiple possible escape paths, roll a scatter die and run in that direction." Through the Foundry double: a
 * FrayActor set Panicked as the token HUD does; the sheet's *Panicked: which way* (the registered adapter's
 * panicFlight) prepared from the actor's statuses and run as the sheet runs it (runAction: a Foundry Roll of the d8,
 * the card posted as a ChatMessage).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { adapterFor } from "../../../module/rulesets/registry";
import { actionContext } from "../action-context";
import { mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Card = { kind: string; dice: { value: number }[]; outcome: { key: string; data: Record<string, string> } };
const action = () => adapterFor("six-seconds").sheet.actions!["panicFlight"]!;

async function hero(panicked: boolean) {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: { stats: mauve() } } as never))!;
  if (panicked) await doc.toggleStatusEffect("six-seconds.panicked", { active: true });
  const ctx = actionContext(doc.system.stats, { name: doc.name, statuses: [...doc.statuses], localize: (k) => k });
  return { h, doc, ctx };
}

describe("six-seconds: a Panicked character's flight", () => {
  it("“roll a scatter die and run in that direction”: the d8 is rolled and the card names the way (3: east)", async () => {
    const { h, doc, ctx } = await hero(true);
    const { runAction } = await import("../../../module/dice/action");
    const req = await action().prepare(ctx);
    h.dice.queue.push(3);
    await runAction(doc as never, action(), req);
    const card = (h.game.messages.contents.at(-1) as unknown as { flags: { fray: { card: Card } } }).flags.fray.card;
    expect(card.kind).toBe("FRAY.Action.SixSeconds.Panic.Kind");
    expect(card.dice.map((d) => d.value)).toEqual([3]);
    expect(card.outcome).toEqual({ key: "FRAY.Action.SixSeconds.Panic.Flee", data: { directionKey: "FRAY.Action.SixSeconds.Panic.Direction.E" }, success: null });
  });

  it("a character who is not Panicked is refused, with the reason", async () => {
    const { ctx } = await hero(false);
    await expect(action().prepare(ctx)).rejects.toThrow("FRAY.Action.SixSeconds.Panic.NotPanicked");
  });
});
