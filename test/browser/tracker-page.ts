/**
 * The combat tracker part as the GM sees it, rendered from a scripted encounter's state: core's turn fields plus
 * Fray's extras, in Foundry's order, with text formatted over the renderer's lang (so a pseudo-locale shows through).
 * Shared by the tracker's browser proof and the pseudo-locale test.
 */
import { trackerExtras, turnExtras, type Format } from "../../module/applications/combat/tracker-context";
import { turnOrder } from "../../module/combat/pointer";
import type { CombatStore } from "../../module/combat/run-step";
import { turnPolicyFor } from "../../module/data/combat/policies";
import { trackerViewFor } from "../../module/rulesets/tracker-views";
import type { RulesetId } from "../../module/schema/choices";
import type { Encounter } from "../foundry/tracker-scenarios";
import { IMG } from "./fixtures";
import type { Renderer } from "./render";

/** game.i18n.format over a lang object; a missing key throws, as in the templates' localize stand-in. */
export function langFormat(lang: Record<string, string>): Format {
  return (key, data) => {
    const text = lang[key];
    if (text === undefined) throw new Error(`missing lang key "${key}"`);
    return text.replace(/\{(\w+)\}/g, (m, k: string) => data?.[k] ?? m);
  };
}

/** `as`: the viewer (the GM by default); `oddsRun`: an encounter-odds run in progress, as the tracker app adds it. */
export function trackerBody(r: Renderer, ruleset: RulesetId, e: Encounter, store: CombatStore, names: Record<string, string>, as: { isGM: boolean; owns: (id: string) => boolean } = { isGM: true, owns: () => true }, oddsRun: { done: number; total: number } | null = null): string {
  const format = langFormat(r.lang);
  const state = store.scheduler.state;
  const view = trackerViewFor(ruleset);
  const viewer = as;
  const lineup = state.phase === "setup" ? [] : turnPolicyFor(ruleset).lineup(state).map((s) => s.id);
  const turns = turnOrder(lineup, e.entrants.map((x) => x.id)).map((id) => ({
    id,
    name: names[id],
    img: IMG,
    css: id === state.active ? "active" : "",
    hidden: false,
    isDefeated: false,
    canPing: true,
    fray: turnExtras(view, state, id, viewer, format),
  }));
  const fray = trackerExtras(ruleset, view, state, names, viewer, format, store.scheduler.ledger.length > 0);
  return r.render("combat/tracker.hbs", { turns, fray: { ...fray, oddsRun: fray.odds ? oddsRun : null } });
}
