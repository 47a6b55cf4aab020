/**
 * factions on the board: the zone count between tokens and whether it lies beyond half the weapon's range (a WIT
 * save), barriers on borders, sizes shown on tokens, and movement of 2 zones a turn (4 sprinting), half that when
 * combined with actions (the engine's turn plan). Blasts (a zone and its borders, melee sparing the attacker,
 * ranged deviating on a miss) are in board-blast.ts.
 */
import type { AttackPrefill, BoardRules, MoveCharge } from "../../canvas/board-rules";
import { freeMove, noPrefill } from "../../canvas/board-rules";
import { wholeCost, zoneStepCost, zonesCrossed } from "../../canvas/zone-move";
import { boardBlast, factionsBlastMiss } from "./board-blast";
import { GRABBED } from "./status-ids";
import { DEFAULT_SPEED, checkTurnPlan, type PlanStep } from "../../engine/rulesets/factions/action-plan";

/** The side of a neutral token (core's TOKEN_DISPOSITIONS.NEUTRAL, as canvas/token-data.ts sideOf writes it). */
const NEUTRAL = "0";

export const factionsBoard: BoardRules = {
  areas: { membership: "centre", flatCones: false },
  moveModes: ["walk", "sprint"],
  contactStatus: false,
  // "Characters can make an opportunity attack as a reaction": an incapacitated or dead one cannot react, nor a
  // grabbed one ("Grabbed characters can't act").
  canReact: (statuses) => !statuses.includes("factions.incapacitated") && !statuses.includes("factions.dead") && !statuses.includes(GRABBED),
  // "The grabbing character can keep hold while moving together with the grabbed character": the grabber's own move
  // carries the one Grabbed whose grab's record names it (canvas/move-together.ts).
  carries: (mover, other) => other.statuses.includes(GRABBED) && other.system.factions?.grabbedBy === mover,
  blast: boardBlast,
  areaMiss: factionsBlastMiss,
  zoneFeatures: [],
  // The attack dialog's *Opportunity attack* box, ticked when the attack is taken from the hold card.
  opportunityField: "opportunity",

  weaponOnBoard(w) {
    const range = w.factions?.range;
    return range === undefined ? { ranged: w.factions?.attack === "ranged" } : { ranged: w.factions?.attack === "ranged", rangeZones: range };
  },

  attackPrefill(ctx): AttackPrefill {
    const { graph, attacker, target } = ctx;
    if (attacker.zone === null || target.zone === null || !graph.connected(attacker.zone, target.zone)) return noPrefill();
    const distance = graph.distance(attacker.zone, target.zone);
    const out: AttackPrefill = { fields: { distance }, notes: [{ key: "FRAY.Board.Prefill.Zones", data: { zones: distance } }], refusal: null };
    const range = ctx.weapon?.rangeZones;
    if (ctx.weapon?.ranged && range !== undefined) {
      const beyondHalf = distance * 2 > range;
      out.fields["halfRange"] = beyondHalf;
      out.notes.push({ key: beyondHalf ? "FRAY.Board.Prefill.BeyondHalf" : "FRAY.Board.Prefill.WithinHalf", data: { zones: distance, range } });
    }
    // "Barriers completely block attacks. If a character peaks behind cover to attack, … the barrier only counts as
    // cover": the board knows the barrier; whether the target peeks out is the table's, so the field stays editable.
    if (graph.boundary(attacker.zone, target.zone)?.features.includes("barrier")) {
      out.fields["protection"] = "barrier";
      out.notes.push({ key: "FRAY.Board.Prefill.Barrier" });
    }
    return out;
  },

  checkPrefill: noPrefill,

  moveCost(ctx): MoveCharge {
    const zones = zonesCrossed(ctx);
    if (typeof zones !== "number") return zones;
    const out = freeMove();
    out.cost = ctx.mode === "sprint" ? { zones, sprint: true } : { zones };
    // "Characters can make an opportunity attack as a reaction against nearby enemies moving away": leaving its zone,
    // the mover moves away from the enemies standing in it (nearby: the same zone). A neutral token (disposition 0)
    // is no one's enemy.
    const enemy = (t: { side: string }) => t.side !== ctx.from.side && t.side !== NEUTRAL && ctx.from.side !== NEUTRAL;
    if (zones > 0 && ctx.from.zone !== null) out.opportunityAttackers = ctx.tokens.filter((t) => t.id !== ctx.from.id && t.zone === ctx.from.zone && enemy(t)).map((t) => t.id);
    // "The target's movement is interrupted and the attack is resolved, after which their turn resumes".
    if (out.opportunityAttackers.length > 0) out.interrupt = true;
    const before = ctx.turn?.zonesMoved ?? 0;
    const steps: PlanStep[] = [{ kind: "move", zones: before + zones }];
    if (ctx.turn?.acting) steps.push({ kind: "main" });
    const plan = checkTurnPlan({ steps, sprinting: ctx.mode === "sprint" });
    if (!plan.valid) {
      const allowance = (DEFAULT_SPEED * (ctx.mode === "sprint" ? 2 : 1)) / (ctx.turn?.acting ? 2 : 1);
      out.allowed = false;
      out.reasons.push({ key: ctx.turn?.acting ? "FRAY.Board.Move.HalfSpeed" : "FRAY.Board.Move.TooFar", data: { zones: before + zones, allowance } });
    }
    return out;
  },

  stepCost: zoneStepCost,
  rulerCost: (cost) => ({ value: wholeCost(cost), unit: "zones" }),

  tokenSize: () => null,

  sizeLabel(stats) {
    return { key: `FRAY.Factions.Size.${stats.factions.size}` };
  },
};
