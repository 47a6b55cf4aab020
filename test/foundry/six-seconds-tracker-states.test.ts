/**
 * Issue 24, "Stunned, Disabled and mounts never reach the tracker" (audit K5, K7, MT1, MT2; e2e 11) and "players see
 * tracker buttons that are then refused as GM-only" (P-items, GM-first 9). Through the Foundry double: a six-seconds
 * fight of FrayActor documents, the tracker's buttons as each viewer sees them (tracker-context.ts turnExtras), and
 * the buttons' commands sent through FrayCombat.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { turnExtras } from "../../module/applications/combat/tracker-context";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Fighter = { secondsPerTurn: number; stunned: number; spent: number; mount?: string | null; rider?: string | null };
const fighters = (c: InstanceType<Fray["FrayCombat"]>) => (c.frayStore.scheduler.state.data as { fighters: Record<string, Fighter> }).fighters;
const format = (key: string, data?: Record<string, string>) => (data ? `${key} ${JSON.stringify(data)}` : key);

describe("six-seconds conditions and mounts in the tracker", () => {
  it("“The character can only take the equivalent of 3 seconds of action every round”: a Disabled fighter enters with 3 s", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    const disabled = combat.combatants.contents[1]!;
    await disabled.actor!.toggleStatusEffect("six-seconds.disabled", { active: true });
    await combat.startCombat();
    expect(fighters(combat)[disabled.id!]!.secondsPerTurn).toBe(3);
    expect(fighters(combat)[combat.combatants.contents[0]!.id!]!.secondsPerTurn).toBe(6);
  });

  it("“The character cannot take any actions for the duration he is stunned”: the GM's Stunned button adds a second to sit out; a player sees no GM-only button", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const state = () => combat.frayStore.scheduler.state;
    const id = state().active!;
    const gmButtons = turnExtras(combat.frayView, state(), id, { isGM: true, owns: () => true }, format)!.commands;
    const stun = gmButtons.find((b) => JSON.parse(b.command).type === "stun");
    expect(stun).toBeTruthy();
    expect(await combat.frayCommand(JSON.parse(stun!.command))).toBeTruthy();
    // In its own turn the stunned second passes at once, without action.
    expect(fighters(combat)[id]!.spent).toBe(1);
    // The owning player's view: no stun, stagger or possess (the GM's), but the turn's own buttons.
    const playerTypes = turnExtras(combat.frayView, state(), id, { isGM: false, owns: (x) => x === id }, format)!.commands.map((b) => JSON.parse(b.command).type);
    expect(playerTypes).toContain("act");
    expect(playerTypes.filter((t) => ["stun", "stagger", "possess", "release"].includes(t))).toEqual([]);
  });

  it("“Your mount always acts on your initiative count under your control”: the rider mounts from the tracker and pays 2 s a round", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const state = () => combat.frayStore.scheduler.state;
    const rider = state().active!;
    const horse = combat.combatants.contents.map((c) => c.id!).find((x) => x !== rider)!;
    const riderButtons = turnExtras(combat.frayView, state(), rider, { isGM: false, owns: (x) => x === rider }, format)!.commands;
    const mount = riderButtons.find((b) => JSON.parse(b.command).type === "mount");
    expect(JSON.parse(mount!.command)).toEqual({ type: "mount", combatant: rider, mount: horse });
    expect(await combat.frayCommand(JSON.parse(mount!.command))).toBeTruthy();
    expect(fighters(combat)[rider]!.mount).toBe(horse);
    // The mount left the order; the rider may dismount in its turn.
    const after = turnExtras(combat.frayView, state(), rider, { isGM: false, owns: (x) => x === rider }, format)!.commands.map((b) => JSON.parse(b.command).type);
    expect(after).toContain("dismount");
    expect(h.errors).toEqual([]);
  });
});

describe("six-seconds: the action table's timed actions on the seconds bar (audit T9, T11)", () => {
  it("“In one second, a character may … draw a weapon. In four, he could … cast a spell”: draw 1 s, grab 2 s, cast 4 s from the tracker", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const state = () => combat.frayStore.scheduler.state;
    const id = state().active!;
    const press = async (key: string) => {
      const b = turnExtras(combat.frayView, state(), id, { isGM: false, owns: (x) => x === id }, format)!.commands.find((c) => JSON.parse(c.command).key === key);
      expect(b, key).toBeTruthy();
      expect(await combat.frayCommand(JSON.parse(b!.command))).toBeTruthy();
    };
    await press("draw-sheathe");
    expect(fighters(combat)[id]!.spent).toBe(1);
    await press("grab-object");
    expect(fighters(combat)[id]!.spent).toBe(3);
    await press("cast-spell");
    // 3 s left of the turn, the fourth carried into the next.
    expect(fighters(combat)[id]!.spent).toBe(6);
    expect(h.errors).toEqual([]);
  });
});
