/**
 * Audits K7, EN2: the tracker's own *Move* is priced from the fighter's actor as the board prices a move. Disabled:
 * "He can't walk, but can crawl as a 4SA one square"; over five encumbrance steps: "a character carrying more than
 * five encumbrance steps of weight can only stagger at one square per six seconds". Through the Foundry double: a
 * six-seconds FrayCombat of FrayActor documents, the sidebar tracker's context (FrayCombatTracker, its per-combatant
 * buttons as the GM sees them) and the Move button's command sent through FrayCombat#frayCommand.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";

let fray: Fray;
let fresh: () => DoubleHandle;
let tracker: typeof import("../../module/applications/combat/combat-tracker");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  // The double's sidebar tracker, as test/double/browser.ts installs it in a page (Node has no page double).
  const { CombatTracker } = await import("../double/combat-tracker");
  const apps = (foundry as unknown as { applications: Record<string, unknown> }).applications;
  apps["sidebar"] = { tabs: { CombatTracker } };
  tracker = await import("../../module/applications/combat/combat-tracker");
});

type Combat = InstanceType<Fray["FrayCombat"]>;
type Fighter = { spent: number; ongoing?: { secondsLeft: number } | null };
const fighters = (c: Combat) => (c.frayStore.scheduler.state.data as { fighters: Record<string, Fighter> }).fighters;

/** The active fighter's Move button as the GM's sidebar tracker shows it: its text and its command. */
async function moveButton(h: DoubleHandle, combat: Combat): Promise<{ text: string; command: Record<string, unknown> }> {
  const app = new tracker.FrayCombatTracker();
  h.view(combat as never);
  const context: Record<string, unknown> = {};
  await (app as unknown as { _prepareTrackerContext(c: object, o: object): Promise<void> })._prepareTrackerContext(context, {});
  const active = combat.frayStore.scheduler.state.active!;
  const turn = (context["turns"] as { id: string; fray: { commands: { text: string; command: string }[] } }[]).find((t) => t.id === active)!;
  const button = turn.fray.commands.find((b) => (JSON.parse(b.command) as { key?: string }).key === "move")!;
  return { text: button.text, command: JSON.parse(button.command) as Record<string, unknown> };
}

async function fight(update: Record<string, unknown>, statuses: string[] = []) {
  const h = fresh();
  installTemplates();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  await combat.startCombat();
  const active = combat.frayStore.scheduler.state.active!;
  const actor = combat.combatants.get(active)!.actor!;
  if (Object.keys(update).length) await actor.update(update as never);
  for (const s of statuses) await actor.toggleStatusEffect(s, { active: true });
  return { h, combat, active };
}

describe("six-seconds: the tracker's Move priced from the actor (audits K7, EN2)", () => {
  it("a fighter in the open: Move (1 s) books 1 s", async () => {
    const { h, combat, active } = await fight({});
    const move = await moveButton(h, combat);
    expect(move.text).toBe(game.i18n.localize("FRAY.Tracker.SixSeconds.Move"));
    expect(await combat.frayCommand(move.command as never)).toBeTruthy();
    expect(fighters(combat)[active]!.spent).toBe(1);
  });

  it("“a character carrying more than five encumbrance steps of weight can only stagger at one square per six seconds”: the button says 6 s and books 6 s", async () => {
    const { h, combat, active } = await fight({ "system.sixSeconds.abilities.strength": 3, "system.sixSeconds.abilities.endurance": 3, "system.sixSeconds.carriedKg": 41 });
    expect(combat.combatants.get(active)!.actor!.system.derived.sixSeconds.encumbrance.staggerOnly).toBe(true);
    const move = await moveButton(h, combat);
    expect(move.text).toBe(game.i18n.format("FRAY.Tracker.SixSeconds.MoveSquare", { seconds: "6" }));
    expect(await combat.frayCommand(move.command as never)).toBeTruthy();
    expect(fighters(combat)[active]!.spent).toBe(6);
  });

  it("Disabled: “He can't walk, but can crawl as a 4SA one square”: the button says 4 s and the step books a 4-second action", async () => {
    const { h, combat, active } = await fight({}, ["six-seconds.disabled"]);
    const move = await moveButton(h, combat);
    expect(move.text).toBe(game.i18n.format("FRAY.Tracker.SixSeconds.MoveSquare", { seconds: "4" }));
    expect(await combat.frayCommand(move.command as never)).toBeTruthy();
    const f = fighters(combat)[active]!;
    // Whatever this turn allows, the crawl is four seconds: spent now plus what is carried into the next turn.
    expect(f.spent + (f.ongoing?.secondsLeft ?? 0)).toBe(4);
  });
});
