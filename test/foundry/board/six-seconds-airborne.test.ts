/**
 * Issue 24, audit PO3 (airborne spread read from the board): "Airborne Secondary: Every round the character is within
 * 3m of an infected creature, roll a d6. On a 1, the character gets infected." Through the Foundry double: a
 * six-seconds FrayCombat whose combatants are tokens on a 1 m grid; Jack carries the pack's Plague already working on
 * him. The combat's own fighters (FrayCombat#frayFighters, with where their tokens stand) go through the round-end
 * step (combat/round-end.ts with the six-seconds slot), and each due d6 runs as the sheet action on its actor.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { roundEndStep } from "../../../module/combat/round-end";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import type { TurnEvent } from "../../../module/engine/turns";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import { boardOnDouble, scene, tokenFor, type BoardWorld } from "./on-double";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

type Doc = { id: string; uuid: string; name: string; items: { contents: { name: string; flags: Record<string, Record<string, unknown>> }[] }; createEmbeddedDocuments(t: string, d: unknown[]): Promise<unknown[]> };
type Fighters = { frayFighters(): never[] };
const round = (n: number): TurnEvent[] => [{ type: "roundStart", round: n }];
const PLAGUE = parse(readFileSync("packs/_source/poisons/six-seconds/plague.yml", "utf8")) as { name: string; system: Record<string, unknown> };

async function actor(name: string): Promise<Doc> {
  return (await w.fray.FrayActor.create({ name, type: "character", system: initialOf(ACTOR_SYSTEM) } as never)) as unknown as Doc;
}

/** Jack (infected) at column 0, Mauve 2 m east of him, the Goblin 5 m east: all in one fight. */
async function camp() {
  w.start();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene();
  const jack = await actor("Jack");
  const mauve = await actor("Mauve");
  const goblin = await actor("Goblin");
  await jack.createEmbeddedDocuments("Item", [{ name: PLAGUE.name, type: "poison", system: PLAGUE.system, flags: { fray: { affliction: { doses: 1, successesInRow: 0, failuresInRow: 1, failures: 1, checks: 1, cured: false } } } }]);
  const tokens = [await tokenFor(s, jack.id, 0, 0), await tokenFor(s, mauve.id, 2, 0), await tokenFor(s, goblin.id, 5, 0)];
  const docs = [jack, mauve, goblin];
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: docs.map((a, i) => ({ actorId: a.id, tokenId: tokens[i]!.id, sceneId: s.id })) } as never)) as unknown as Fighters;
  return { jack, mauve, goblin, combat };
}

function dueCalls(combat: Fighters) {
  const slot = sixSeconds.combat.roundEnd!;
  const start = roundEndStep(slot, null, round(1), () => combat.frayFighters(), {});
  return roundEndStep(slot, start.marks, round(2), () => combat.frayFighters(), {}).calls.filter((c) => c.rolls.some((r) => r.action === "airborneExposure"));
}

const plagueOn = (doc: Doc) => (fromUuidSync(doc.uuid) as unknown as Doc).items.contents.find((i) => i.name === "Plague");

describe("six-seconds: airborne spread from the board (PO3)", () => {
  it("“within 3m of an infected creature, roll a d6”: Mauve 2 m away rolls, the Goblin 5 m away does not; a 1 infects Mauve with Jack's Plague", async () => {
    const { mauve, combat } = await camp();
    const calls = dueCalls(combat);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.line).toEqual({ key: "FRAY.Tracker.SixSeconds.AirborneDue", data: { name: "Mauve", source: "Jack", poison: "Plague" } });
    const roll = calls[0]!.rolls[0]!;
    const doc = fromUuidSync(mauve.uuid) as unknown as Doc;
    await writeBack(doc as never, resolveAction(sixSeconds.sheet.actions![roll.action]!, roll.request, [1]));
    expect(plagueOn(mauve)?.flags["fray"]?.["affliction"]).toMatchObject({ doses: 1, checks: 0, cured: false });
  });

  it("“On a 1”: a 2 spares Mauve (no item); once infected she rolls no more for it, and now spreads it to the Goblin 3 m from her", async () => {
    const { mauve, combat } = await camp();
    const roll = dueCalls(combat)[0]!.rolls[0]!;
    const action = sixSeconds.sheet.actions![roll.action]!;
    const doc = fromUuidSync(mauve.uuid) as unknown as Doc;
    await writeBack(doc as never, resolveAction(action, roll.request, [2]));
    expect(plagueOn(mauve)).toBeUndefined();
    await writeBack(doc as never, resolveAction(action, roll.request, [1]));
    expect(dueCalls(combat).map((c) => c.line.data)).toEqual([{ name: "Goblin", source: "Mauve", poison: "Plague" }]);
  });
});
