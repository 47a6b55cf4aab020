/**
 * How simulated factions sides fight (docs/encounter-odds.md): the faction holding the initiative goes first; each
 * faction activates its next ready character, who attacks the standing enemy it can drop in the fewest hits
 * (resolveAttack: hit, dodge, damage dice, armour, health) as its main action, charged as `act main`, and ends its
 * turn; a faction with nobody ready passes. A target with an extra reaction left dodges (AGI save) and spends it.
 */
import type { DiceSource } from "../../dice/source";
import type { AutoPlay, SimFight, SimFighter } from "../../sim/types";
import type { SchedulerState, TurnCommand } from "../../turns/types";
import type { DamageDice } from "./damage";
import type { HealthState } from "./health";
import { isUp } from "./health";
import type { FactionsOptions } from "./options";
import { resolveAttack } from "./resolve-attack";
import { factionsTurnPolicy, type FactionsTurnData } from "./turn-policy";

export interface FactionsSimStats {
  wit: number;
  agi: number;
  health: number;
  maxHealth: number;
  armour: number;
  /** The weapon's damage dice (melee: every enemy is taken as nearby). */
  damage: DamageDice;
  speed?: number;
  extraReactions?: number;
}

export interface FactionsSimState {
  stats: FactionsSimStats;
  health: HealthState;
}

/** Hits the attacker needs to drop `target` on average (fewest first), from the dice's mean less armour. */
function hitsToDrop(attacker: FactionsSimStats, target: FactionsSimState): number {
  const mean = (attacker.damage.count * (attacker.damage.sides + 1)) / 2 - target.stats.armour;
  return target.health.health / Math.max(0.5, mean);
}

function bestTarget(me: SimFighter<FactionsSimState>, fight: SimFight<FactionsSimState>): SimFighter<FactionsSimState> | undefined {
  let best: SimFighter<FactionsSimState> | undefined;
  let bestHits = Infinity;
  for (const id in fight.fighters) {
    const f = fight.fighters[id]!;
    if (f.side === me.side || !isUp(f.state.health)) continue;
    const hits = hitsToDrop(me.state.stats, f.state);
    if (hits < bestHits) [best, bestHits] = [f, hits];
  }
  return best;
}

export const factionsAutoPlay: AutoPlay<FactionsTurnData, FactionsSimStats, FactionsSimState> = {
  policy: factionsTurnPolicy,
  policyOptions: (sides) => ({ factions: [...sides] }),
  fighter: ({ stats }) => ({ stats, health: { health: stats.health, maxHealth: stats.maxHealth } }),
  spec: (e) => ({ faction: e.side, ...(e.stats.speed === undefined ? {} : { speed: e.stats.speed }), ...(e.stats.extraReactions ? { extraReactions: e.stats.extraReactions } : {}) }),
  start: () => ({ type: "start" }),
  down: (s) => !isUp(s.health),

  next(state: SchedulerState<FactionsTurnData>, fight: SimFight<FactionsSimState>, dice: DiceSource): TurnCommand | TurnCommand[] {
    const d = state.data;
    if (d.first === null) return { type: "chooseFirst", faction: d.initiative! };
    const id = state.active;
    if (id !== null) {
      const c = d.characters[id]!;
      const me = fight.fighters[id]!;
      const target = c.turn.main === 0 ? bestTarget(me, fight) : undefined;
      if (!target) return { type: "endTurn", combatant: id };
      const options = fight.options as Partial<FactionsOptions> | undefined;
      const t = d.characters[target.id];
      const dodges = t !== undefined && t.acted && (t.extraReactionsUsed ?? 0) < (t.extraReactions ?? 0);
      const outcome = resolveAttack(
        dice,
        {
          geometry: { kind: "melee", distance: 0, nearby: true },
          wit: me.state.stats.wit,
          weapon: { damage: me.state.stats.damage },
          target: { health: target.state.health, armour: { armour: target.state.stats.armour } },
          reaction: dodges ? { kind: "dodge", agi: target.state.stats.agi } : { kind: "none" },
        },
        options,
      );
      if (outcome.kind === "hit") target.state.health = outcome.health.after;
      const act: TurnCommand = { type: "act", combatant: id, kind: "main", name: "attack" };
      return dodges ? [{ type: "react", combatant: target.id, name: "dodge" }, act] : act;
    }
    const current = d.current!;
    for (const cid in d.characters) {
      const c = d.characters[cid]!;
      if (c.faction === current && !c.acted) return { type: "activate", combatant: cid };
    }
    return { type: "pass", faction: current };
  },
};
