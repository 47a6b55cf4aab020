/**
 * The odds chat card's view (templates/chat/odds-card.hbs), Foundry-free: each side's win chance and the draw as a
 * bar with its 95% interval, the expected rounds, each combatant's chance to be down, the pivotal combatant, and the
 * fights and seed that reproduce it. Side names: a disposition's lang key (FRAY.Odds.Side.<id>), or the faction's
 * own name as typed (escaped by the template).
 */
import type { Chance, EncounterOdds } from "../../engine/sim/odds";
import { DISPOSITION_SIDES } from "./roster";
import type { Skipped } from "./roster";

export const ODDS_CARD_TEMPLATE = "systems/fray/templates/chat/odds-card.hbs";

export interface OddsBar {
  /** A lang key (localized by the template) or null: `name` is shown as it is. */
  key: string | null;
  name: string;
  pct: string;
  low: string;
  high: string;
  /** CSS widths and offsets in percent of the track, rounded. */
  width: number;
  from: number;
  span: number;
  /** The draw row (styled apart from the sides). */
  draw: boolean;
  interval: { low: string; high: string };
}

// A type, not an interface: renderTemplate takes an object with an index signature.
export type OddsCardView = {
  fights: number;
  seed: number;
  played: { fights: number };
  seedData: { seed: number };
  rounds: string;
  bars: OddsBar[];
  combatants: { name: string; side: OddsBar["key"]; sideName: string; down: string; interval: { low: string; high: string } }[];
  pivotal: { name: string; shift: string } | null;
  skipped: { name: string; key: string; reason: string }[];
};

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const pos = (p: number) => Math.round(p * 1000) / 10;

function sideKey(side: string): string | null {
  return Object.values(DISPOSITION_SIDES).includes(side) ? `FRAY.Odds.Side.${side}` : null;
}

function bar(key: string | null, name: string, c: Chance, draw = false): OddsBar {
  return { key, name, pct: pct(c.p), low: pct(c.low), high: pct(c.high), interval: { low: pct(c.low), high: pct(c.high) }, width: pos(c.p), from: pos(c.low), span: Math.max(0.5, pos(c.high) - pos(c.low)), draw };
}

export function oddsCardView(odds: EncounterOdds, skipped: readonly Skipped[] = []): OddsCardView {
  return {
    fights: odds.fights,
    seed: odds.seed,
    played: { fights: odds.fights },
    seedData: { seed: odds.seed },
    rounds: odds.expectedRounds.toFixed(1),
    bars: [...odds.sides.map((s) => bar(sideKey(s.side), s.side, s.win)), bar("FRAY.Odds.Draw", "", odds.draw, true)],
    combatants: odds.combatants.map((c) => ({ name: c.name, side: sideKey(c.side), sideName: c.side, down: pct(c.down.p), interval: { low: pct(c.down.low), high: pct(c.down.high) } })),
    pivotal: odds.pivotal ? { name: odds.pivotal.name, shift: pct(odds.pivotal.shift) } : null,
    skipped: skipped.map((s) => ({ name: s.name, key: s.key, reason: s.reason ?? "" })),
  };
}
