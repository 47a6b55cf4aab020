/**
 * Issue 30 (4): `fray.encounterOdds(combat, {fights, seed, signal, onProgress})` through the Foundry double. Where
 * Worker is absent (Node) the same batches run on this thread, so the result is exactly the engine's single-thread
 * `encounterOdds` for the same roster and seed. The GM gets the odds and a card whispered to the GMs; a player's
 * call, a bad fight count, a started fight, a one-sided roster and a cancelled run are refused and post nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { autoPlayFor } from "../../module/engine/rulesets/autoplay";
import { encounterOdds as engineOdds } from "../../module/engine/sim/odds";
import { OddsCancelled } from "../../module/combat/odds/pool";
import { readRoster } from "../../module/combat/odds/roster";
import { adapterFor } from "../../module/rulesets/registry";
import { currentRulesOptions } from "../../module/settings";
import { installTemplates, RENDERED } from "../double/templates";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { oddsCombat, type Fighter } from "./odds-fixtures";

let fray: Fray;
let fresh: () => DoubleHandle;
let api: typeof import("../../module/combat/odds/api");
let rosterSources: typeof import("../../module/combat/odds/read-combat").rosterSources;
let tracker: typeof import("../../module/applications/combat/combat-tracker");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  api = await import("../../module/combat/odds/api");
  ({ rosterSources } = await import("../../module/combat/odds/read-combat"));
  // The double's sidebar tracker, as test/double/browser.ts installs it in a page (Node has no page double).
  const { CombatTracker } = await import("../double/combat-tracker");
  const apps = (foundry as unknown as { applications: Record<string, unknown> }).applications;
  apps["sidebar"] = { tabs: { CombatTracker } };
  tracker = await import("../../module/applications/combat/combat-tracker");
});

const axe = { name: "Axe", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6" } } };
const stats = (faction: string, health = 8) => ({ factions: { wit: 12, agi: 10, health: { value: health, max: 8 }, armour: 0, faction } });
const FIGHTERS: Fighter[] = [
  { name: "Theobald", type: "character", disposition: 1, system: stats("Knights"), items: [axe] },
  { name: "Squire", disposition: 1, system: stats("Knights", 4), items: [axe] },
  { name: "Bandit <i>leader</i>", disposition: -1, system: stats("Bandits"), items: [axe] },
  { name: "Pebble", disposition: -1, system: stats("Bandits") }, // no weapon: left out
];

async function setup() {
  const h = fresh();
  installTemplates();
  const combat = await oddsCombat(fray, "factions", FIGHTERS);
  return { h, combat };
}

const posted = () => game.messages!.contents as unknown as { whisper: string[]; content: string }[];

describe("fray.encounterOdds as the GM", () => {
  it("plays the fights as the engine does for the same seed, reports progress, whispers the card to the GMs", async () => {
    const { h, combat } = await setup();
    const progress: [number, number][] = [];
    RENDERED.length = 0;
    const { odds, skipped } = await api.encounterOdds(combat as never, { fights: 600, seed: 11, onProgress: (d, t) => progress.push([d, t]) });
    const roster = readRoster(adapterFor("factions").odds, rosterSources(combat as never), currentRulesOptions());
    expect(odds).toEqual(engineOdds(autoPlayFor("factions"), roster.entries, { fights: 600, seed: 11, options: adapterFor("factions").odds.options(currentRulesOptions()) }));
    expect(odds.sides.map((s) => s.side)).toEqual(["Knights", "Bandits"]);
    expect(odds.combatants.map((c) => c.name)).toEqual(["Theobald", "Squire", "Bandit <i>leader</i>"]);
    // The pivotal search plays a quarter as many fights without each combatant whose removal leaves two sides: the
    // two knights, not the bandits' only fighter.
    expect(progress.at(-1)).toEqual([600 + 2 * 150, 600 + 2 * 150]);
    expect(skipped).toEqual([{ name: "Pebble", key: "FRAY.Odds.Skip.Unreadable", reason: "no melee weapon with factions stats" }]);
    expect(h.notices.map((n) => [n.type, n.message])).toEqual([["warning", game.i18n.format("FRAY.Odds.Skip.Unreadable", { name: "Pebble", reason: "no melee weapon with factions stats" })]]);
    const messages = posted();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.whisper).toEqual([h.gm.id]);
    const card = RENDERED.find((r) => r.path === "systems/fray/templates/chat/odds-card.hbs");
    expect(card?.data).toMatchObject({ fights: 600, seed: 11, pivotal: { name: odds.pivotal!.name }, skipped: [{ name: "Pebble" }] });
  });

  it("with post: false it returns the odds and posts nothing; a random seed is a whole 32-bit number", async () => {
    await setup();
    const { odds } = await api.encounterOdds((await setup()).combat as never, { fights: 50, post: false });
    expect(Number.isInteger(odds.seed) && odds.seed >= 0 && odds.seed < 2 ** 32).toBe(true);
    expect(posted()).toHaveLength(0);
  });

  it.each([0, -3, 1.5, "100", Number.NaN, 100_001, undefined])("refuses %s fights, naming the value, and posts nothing", async (fights) => {
    const { combat } = await setup();
    await expect(api.encounterOdds(combat as never, { fights } as never)).rejects.toThrow(game.i18n.format("FRAY.Odds.Refused.Fights", { value: String(fights), max: "100000" }));
    expect(posted()).toHaveLength(0);
  });

  it("refuses a started fight, and a roster with one side left", async () => {
    const { combat } = await setup();
    await combat.startCombat();
    await expect(api.encounterOdds(combat as never, { fights: 10 })).rejects.toThrow(game.i18n.localize("FRAY.Odds.Refused.Started"));
    fresh();
    const lonely = await oddsCombat(fray, "factions", FIGHTERS.slice(0, 2));
    await expect(api.encounterOdds(lonely as never, { fights: 10 })).rejects.toThrow(game.i18n.format("FRAY.Odds.Refused.Sides", { sides: "Knights" }));
    expect(posted().filter((m) => m.content !== "" || m.whisper.length)).toHaveLength(0);
  });

  it("a cancelled run rejects with OddsCancelled and posts nothing", async () => {
    const { combat } = await setup();
    const abort = new AbortController();
    const run = api.encounterOdds(combat as never, { fights: 5000, seed: 1, signal: abort.signal, onProgress: () => abort.abort() });
    await expect(run).rejects.toBeInstanceOf(OddsCancelled);
    expect(posted()).toHaveLength(0);
  });
});

describe("a player", () => {
  it("is refused, and nothing is played or posted", async () => {
    const { h, combat } = await setup();
    h.actAs(h.player);
    let progressed = false;
    await expect(api.encounterOdds(combat as never, { fights: 100, onProgress: () => (progressed = true) })).rejects.toThrow(game.i18n.localize("FRAY.Odds.Refused.GmOnly"));
    expect(progressed).toBe(false);
    expect(posted()).toHaveLength(0);
  });

  it("gets no Odds button in the tracker's context; the GM gets it before the start and not after", async () => {
    const { h, combat } = await setup();
    const app = new tracker.FrayCombatTracker();
    h.view(combat as never);
    const oddsOf = async () => {
      const context: Record<string, unknown> = {};
      await (app as unknown as { _prepareTrackerContext(c: object, o: object): Promise<void> })._prepareTrackerContext(context, {});
      return (context["fray"] as { odds: unknown }).odds;
    };
    expect(await oddsOf()).toMatchObject({ text: game.i18n.localize("FRAY.Odds.Button") });
    h.actAs(h.player);
    expect(await oddsOf()).toBeNull();
    h.actAs(h.gm);
    await combat.startCombat();
    expect(await oddsOf()).toBeNull();
  });
});
