/**
 * factions: what frees a grabbed character when its grabber acts otherwise, through the Foundry double's combat (the
 * tracker's step, its write on the held character's actor).
 * - "The grabbing character can keep hold while moving together with the grabbed character, attempting to disarm
 *   them, hiding behind them as reaction to an attack, or attacking with a one-handed weapon or an unarmed attack.
 *   Any other action frees the grabbed character." (factions.txt, Non-lethal attacks)
 * - "Larger characters ... besides having that hand occupied they can perform any action while keeping hold."
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";
import { surrenderAction } from "../../module/rulesets/factions/morale-actions";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;

/** The hero (F0) holds the first enemy (F1), as a landed grab records it; the hero's turn. */
async function holding(h: DoubleHandle, heroSize: "medium" | "large" = "medium") {
  const combat = await frayFight(fray, h, "factions", 3);
  const [hero, held] = combat.combatants.contents;
  await hero!.actor!.update({ "system.factions.size": heroSize } as never);
  await held!.actor!.update({ "system.factions.grabbedBy": hero!.actor!.uuid, "system.factions.grabbedByName": "F0", "system.factions.grabbedBySize": heroSize } as never);
  await held!.actor!.toggleStatusEffect("factions.grabbed", { active: true });
  h.dice.queue.push(1);
  await combat.startCombat();
  const choose = combat.frayView.round(state(combat), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
  await combat.frayCommand(choose.command);
  expect(await combat.frayCommand({ type: "activate", combatant: hero!.id! })).toBe(true);
  const buttons = () => combat.frayView.combatant(state(combat), hero!.id!).commands;
  return { combat, hero: hero!, held: held!.actor!, buttons };
}

describe("factions: the grabber's other actions free the one it holds", () => {
  it("\"Any other action frees the grabbed character\": the grabber's bonus action lifts Grabbed and clears the record", async () => {
    const h = fresh();
    const { combat, held, buttons } = await holding(h);
    expect(await combat.frayCommand(buttons().find((b) => b.command.kind === "bonus")!.command)).toBe(true);
    expect([...held.statuses]).not.toContain("factions.grabbed");
    expect((held.system as unknown as { stats: { factions: { grabbedBy: string } } }).stats.factions.grabbedBy).toBe("");
  });

  it("\"Any other action frees the grabbed character\": the grabber's Surrender (its sheet action, charged in its turn) frees the held one", async () => {
    const h = fresh();
    const { combat, hero, held } = await holding(h);
    const surrender = combat.frayView.costOf!(state(combat), hero.id!, surrenderAction.cost!({} as never)!)!;
    expect(await combat.frayCommand(surrender)).toBe(true);
    expect([...held.statuses]).not.toContain("factions.grabbed");
  });

  it("\"can keep hold while moving together ... or attacking with a one-handed weapon\": the grabber's move and its sheet attack keep the hold", async () => {
    const h = fresh();
    const { combat, hero, held, buttons } = await holding(h);
    expect(await combat.frayCommand(buttons().find((b) => b.command.kind === "move")!.command)).toBe(true);
    // A weapon attack from the sheet (not ticked Two-handed) pays "attack".
    expect(await combat.frayCommand(combat.frayView.costOf!(state(combat), hero.id!, "attack")!)).toBe(true);
    expect([...held.statuses]).toContain("factions.grabbed");
  });

  it("\"Larger characters ... can perform any action while keeping hold\": a large grabber's bonus action keeps it", async () => {
    const h = fresh();
    const { combat, held, buttons } = await holding(h, "large");
    expect(await combat.frayCommand(buttons().find((b) => b.command.kind === "bonus")!.command)).toBe(true);
    expect([...held.statuses]).toContain("factions.grabbed");
  });

  it("\"besides having that hand occupied\": a large grabber's attack with a two-handed weapon needs that hand, so it frees the held one", async () => {
    const h = fresh();
    const { combat, hero, held } = await holding(h, "large");
    const { otherAttack, TWO_HANDED } = await import("../../module/rulesets/factions/grabber-lets-go");
    expect(await combat.frayCommand(combat.frayView.costOf!(state(combat), hero.id!, otherAttack(TWO_HANDED))!)).toBe(true);
    expect([...held.statuses]).not.toContain("factions.grabbed");
  });
});
