/**
 * `fray.encounterOdds(combat, {fights, seed?, signal?, onProgress?, post?})` (docs/encounter-odds.md): the GM's odds
 * of a combat before it starts. The combatants are read as the tracker reads them (roster.ts, the world ruleset's
 * `odds` slot, the world's rules readings); the fights run on web workers (pool.ts; one thread where Worker is
 * absent), cancellable with an AbortSignal; the result is whispered to the GMs as a chat card unless `post: false`.
 * A player's call is refused: the odds show the GM's NPCs' stats.
 */
import { autoPlayFor } from "../../engine/rulesets/autoplay";
import { sidesOf } from "../../engine/sim/play";
import type { EncounterOdds } from "../../engine/sim/odds";
import { escapeHtml } from "../../chat/notice";
import { adapterFor } from "../../rulesets/registry";
import { currentRuleset, currentRulesOptions } from "../../settings";
import { oddsCardView, ODDS_CARD_TEMPLATE } from "./card";
import { defaultWorkers, runOddsInWorkers, spawnOddsWorker, type OddsWorker } from "./pool";
import { rosterSources } from "./read-combat";
import { readRoster, type Skipped } from "./roster";
import { sameThreadWorker } from "./same-thread";

export const MAX_FIGHTS = 100_000;

export interface EncounterOddsOptions {
  fights: number;
  /** Default: a random seed (shown on the card, so the run can be played again). */
  seed?: number;
  signal?: AbortSignal;
  /** Fights played so far of all there are to play (the pivotal search's included). */
  onProgress?: (done: number, total: number) => void;
  /** Whisper the card to the GMs (default true). */
  post?: boolean;
}

export interface EncounterOddsResult {
  odds: EncounterOdds;
  /** Combatants left out, with why. */
  skipped: Skipped[];
}

/** The odds' refusal: a lang key and its data, thrown as an Error whose message is the localized text. */
export class OddsRefused extends Error {
  constructor(
    readonly key: string,
    readonly data: Record<string, string> = {},
  ) {
    super(game.i18n.format(key, data));
    this.name = "OddsRefused";
  }
}

function checkFights(fights: unknown): number {
  if (typeof fights !== "number" || !Number.isInteger(fights) || fights < 1 || fights > MAX_FIGHTS) {
    throw new OddsRefused("FRAY.Odds.Refused.Fights", { value: String(fights), max: String(MAX_FIGHTS) });
  }
  return fights;
}

function checkSeed(seed: unknown): number {
  if (seed === undefined) return Math.floor(Math.random() * 2 ** 32);
  if (typeof seed !== "number" || !Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw new OddsRefused("FRAY.Odds.Refused.Seed", { value: String(seed) });
  return seed;
}

/** Web workers where the browser has them, else the same thread (tests, an old browser). */
function spawner(): { spawn: () => OddsWorker; workers: number } {
  return typeof Worker === "undefined" ? { spawn: sameThreadWorker, workers: 1 } : { spawn: spawnOddsWorker, workers: defaultWorkers() };
}

export async function encounterOdds(combat: Combat, o: EncounterOddsOptions): Promise<EncounterOddsResult> {
  if (!game.user?.isGM) throw new OddsRefused("FRAY.Odds.Refused.GmOnly");
  if (!combat || !(combat instanceof Combat)) throw new OddsRefused("FRAY.Odds.Refused.NoCombat");
  if (combat.started) throw new OddsRefused("FRAY.Odds.Refused.Started");
  const fights = checkFights(o?.fights);
  const seed = checkSeed(o.seed);
  const ruleset = currentRuleset();
  const world = currentRulesOptions();
  const slot = adapterFor(ruleset).odds;
  const roster = readRoster(slot, rosterSources(combat), world);
  for (const s of roster.skipped) ui.notifications?.warn(game.i18n.format(s.key, { name: escapeHtml(s.name), reason: escapeHtml(s.reason ?? "") }));
  const sides = sidesOf(roster.entries);
  if (sides.length < 2) throw new OddsRefused("FRAY.Odds.Refused.Sides", { sides: sides.join(", ") });
  const max = autoPlayFor(ruleset).maxSides;
  if (max !== undefined && sides.length > max) throw new OddsRefused("FRAY.Odds.Refused.TooManySides", { max: String(max), sides: sides.join(", ") });
  const odds = await runOddsInWorkers({ ruleset, entries: roster.entries, fights, seed, options: slot.options(world) }, { ...spawner(), onProgress: o.onProgress, signal: o.signal });
  if (o.post !== false) await postOddsCard(odds, roster.skipped);
  return { odds, skipped: roster.skipped };
}

/** The card, whispered to the GMs. */
export async function postOddsCard(odds: EncounterOdds, skipped: readonly Skipped[]): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(ODDS_CARD_TEMPLATE, oddsCardView(odds, skipped));
  const whisper = game.users.contents.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));
  await ChatMessage.implementation.create({ content, whisper, speaker: { alias: game.i18n.localize("FRAY.Odds.Title") } });
}
