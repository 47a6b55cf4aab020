/**
 * factions: the GM's undo of the grabber's step that let go puts the hold back, through the Foundry double's combat
 * (the tracker's step and its undo, *Previous turn*, and their writes on the held character's actor).
 * - "The grabbing character can keep hold while moving together with the grabbed character, attempting to disarm
 *   them, hiding behind them as reaction to an attack, or attacking with a one-handed weapon or an unarmed attack.
 *   Any other action frees the grabbed character." (factions.txt, Non-lethal attacks)
 * Undone, the other action was never taken: the held one is Grabbed again, its record naming the grabber as before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const RULE = "Any other action frees the grabbed character";
type AnyCombat = InstanceType<Fray["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;
type Record3 = { grabbedBy: string; grabbedByName: string; grabbedBySize: string };
const record = (a: { system: unknown }) => {
  const f = (a.system as { stats: { factions: Record3 } }).stats.factions;
  return { grabbedBy: f.grabbedBy, grabbedByName: f.grabbedByName, grabbedBySize: f.grabbedBySize };
};

/** The hero (F0) holds the first enemy (F1), as a landed grab records it; the hero's turn. */
async function holding(h: DoubleHandle) {
  const combat = await frayFight(fray, h, "factions", 3);
  const [hero, held, other] = combat.combatants.contents;
  await held!.actor!.update({ "system.factions.grabbedBy": hero!.actor!.uuid, "system.factions.grabbedByName": "F0", "system.factions.grabbedBySize": "medium" } as never);
  await held!.actor!.toggleStatusEffect("factions.grabbed", { active: true });
  h.dice.queue.push(1);
  await combat.startCombat();
  const choose = combat.frayView.round(state(combat), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
  await combat.frayCommand(choose.command);
  expect(await combat.frayCommand({ type: "activate", combatant: hero!.id! })).toBe(true);
  const buttons = () => combat.frayView.combatant(state(combat), hero!.id!).commands;
  const grab = { grabbedBy: hero!.actor!.uuid, grabbedByName: "F0", grabbedBySize: "medium" };
  return { combat, hero: hero!, held: held!.actor!, other: other!.actor!, buttons, grab };
}

describe("factions: undoing the grabber's step that let go", () => {
  it(`"${RULE}": the grabber's bonus action freed the held one; the GM's Previous turn undoes it, and the held one is Grabbed again by the grabber`, async () => {
    const h = fresh();
    const { combat, held, buttons, grab } = await holding(h);
    expect(await combat.frayCommand(buttons().find((b) => b.command.kind === "bonus")!.command)).toBe(true);
    expect([...held.statuses]).not.toContain("factions.grabbed");
    expect(record(held).grabbedBy).toBe("");
    await combat.previousTurn();
    expect([...held.statuses]).toContain("factions.grabbed");
    expect(record(held)).toEqual(grab);
    // Done again, it frees again.
    expect(await combat.frayCommand(buttons().find((b) => b.command.kind === "bonus")!.command)).toBe(true);
    expect([...held.statuses]).not.toContain("factions.grabbed");
  });

  it("grabbed by another since (a new grab's record): the undo leaves that hold as it is", async () => {
    const h = fresh();
    const { combat, held, other, buttons } = await holding(h);
    expect(await combat.frayCommand(buttons().find((b) => b.command.kind === "bonus")!.command)).toBe(true);
    const newer = { grabbedBy: other.uuid, grabbedByName: "F2", grabbedBySize: "large" };
    await held.update({ "system.factions.grabbedBy": newer.grabbedBy, "system.factions.grabbedByName": newer.grabbedByName, "system.factions.grabbedBySize": newer.grabbedBySize } as never);
    await held.toggleStatusEffect("factions.grabbed", { active: true });
    await combat.previousTurn();
    expect(record(held)).toEqual(newer);
  });

  it("undoing a step that kept hold (the grabber's move) changes nothing on the held one", async () => {
    const h = fresh();
    const { combat, held, buttons, grab } = await holding(h);
    expect(await combat.frayCommand(buttons().find((b) => b.command.kind === "move")!.command)).toBe(true);
    await combat.previousTurn();
    expect([...held.statuses]).toContain("factions.grabbed");
    expect(record(held)).toEqual(grab);
  });
});
