/**
 * frozen-lands on the board: the range band from the zone graph (Close when an enemy stands at arm's length in the
 * same zone), the zone features applied by themselves (Dimly lit: −2 to ranged attack and Perception rolls;
 * Cramped: no Heavy weapons, crawling only; Cluttered: a Mobility roll on entering), and movement as one action
 * per adjacent zone, with a Mobility roll (one success per close enemy) to disengage.
 */
import type { AttackPrefill, BoardNote, BoardRules, MoveCharge } from "../../canvas/board-rules";
import { freeMove, noPrefill } from "../../canvas/board-rules";
import { wholeCost, zoneStepCost, zonesCrossed, zonesEntered } from "../../canvas/zone-move";
import { occupancyFrom } from "../../canvas/board-occupancy";
import { footprintsTouch, type GridSpec } from "../../canvas/token-data";
import type { BoardToken } from "../../canvas/zone-index";
import type { ZoneGraph } from "../../engine/zones/graph";
import { bandBetween } from "../../engine/rulesets/frozen-lands/range";
import { ZONE_FEATURES } from "../../engine/rulesets/frozen-lands/zone-features";

/** The rules text's Dimly lit feature: −2 to Perception and ranged attack rolls. */
export const DIMLY_LIT_DICE = -2;

/** The check name the sheet's Disengage asks the board about (its close enemies). */
export const DISENGAGE_CHECK = "disengage";

const features = (graph: ZoneGraph, zone: string | null) => (zone !== null && graph.has(zone) ? graph.zone(zone).features : []);

/** Enemies close to a token: in its zone and at arm's length (bases touching, or in its contact group). */
export function closeEnemies(graph: ZoneGraph, grid: GridSpec, tokens: readonly BoardToken[], who: BoardToken): string[] {
  if (who.zone === null) return [];
  const occ = occupancyFrom(graph, tokens);
  const grouped = new Set(occ.has(who.id) ? occ.enemiesInContact(who.id) : []);
  return tokens
    .filter((t) => t.id !== who.id && t.zone === who.zone && t.side !== who.side && (grouped.has(t.id) || footprintsTouch(t.footprint, who.footprint, grid)))
    .map((t) => t.id);
}

export const frozenLandsBoard: BoardRules = {
  areas: { membership: "centre", flatCones: false },
  moveModes: ["walk"],
  contactStatus: false,
  zoneFeatures: ZONE_FEATURES,

  weaponOnBoard: (w) => ({ ranged: w.frozenLands?.category === "ranged", heavy: w.frozenLands?.features.includes("heavy") === true }),

  attackPrefill(ctx): AttackPrefill {
    const { graph, attacker, target } = ctx;
    if (attacker.zone === null || target.zone === null || !graph.connected(attacker.zone, target.zone)) return noPrefill();
    const engaged = attacker.zone === target.zone && closeEnemies(graph, ctx.grid, ctx.tokens, attacker).includes(target.id);
    const band = bandBetween(graph, attacker.zone, target.zone, engaged);
    const out: AttackPrefill = { fields: { band }, notes: [{ key: "FRAY.Board.Prefill.Band", data: { band: `FRAY.Dialog.Bands.${band}` } }], refusal: null };
    const here = features(graph, attacker.zone);
    if (ctx.weapon?.ranged && (here.includes("dimly-lit") || features(graph, target.zone).includes("dimly-lit"))) {
      out.fields["dice"] = DIMLY_LIT_DICE;
      out.notes.push({ key: "FRAY.Board.Prefill.DimlyLit", data: { dice: DIMLY_LIT_DICE } });
    }
    if (ctx.weapon?.heavy && here.includes("cramped")) out.refusal = { key: "FRAY.Board.Refuse.HeavyCramped" };
    return out;
  },

  checkPrefill(ctx) {
    // The sheet's Disengage: "one success for each enemy close to you", counted where the token stands.
    if (ctx.skill === DISENGAGE_CHECK) return { fields: { closeEnemies: closeEnemies(ctx.graph, ctx.grid, ctx.tokens, ctx.token).length }, notes: [], refusal: null };
    if (ctx.skill !== "perception" || !features(ctx.graph, ctx.token.zone).includes("dimly-lit")) return noPrefill();
    return { fields: { dice: DIMLY_LIT_DICE }, notes: [{ key: "FRAY.Board.Prefill.DimlyLit", data: { dice: DIMLY_LIT_DICE } }], refusal: null };
  },

  moveCost(ctx): MoveCharge {
    const zones = zonesCrossed(ctx);
    if (typeof zones !== "number") return zones;
    const out = freeMove();
    const { graph, from, to } = ctx;
    const actions = zones;
    out.cost = { actions, zones };
    const close = closeEnemies(graph, ctx.grid, ctx.tokens, from);
    const prompts: BoardNote[] = [];
    if (close.length > 0) prompts.push({ key: "FRAY.Board.Prompt.Disengage", data: { successes: close.length } });
    // "you must succeed on a Mobility roll to move": in the mover's turn the move waits for the sheet's Disengage roll.
    if (close.length > 0 && ctx.stats.frozenLands.disengage?.rolled !== true) out.reasons.push({ key: "FRAY.Board.Move.DisengageFirst", data: { successes: close.length } });
    // Every zone entered on the way counts, not only where the move ends: passing through a cluttered zone is
    // entering it, and a cramped one is crawled through.
    const entered = [...new Set([...zonesEntered(ctx), to.zone])].flatMap((z) => features(graph, z));
    if (entered.includes("cluttered")) prompts.push({ key: "FRAY.Board.Prompt.Cluttered" });
    if (entered.includes("cramped")) out.notes.push({ key: "FRAY.Board.Move.Crawl" });
    out.prompts = prompts;
    const left = ctx.turn?.actionsLeft;
    if (left !== undefined && actions > left) out.reasons.push({ key: "FRAY.Board.Move.NoActions", data: { actions, left } });
    out.allowed = out.reasons.length === 0;
    return out;
  },

  stepCost: zoneStepCost,
  rulerCost: (cost) => ({ value: wholeCost(cost), unit: "actions" }),

  tokenSize: () => null,
  sizeLabel: () => null,
};
