/**
 * How simulated frozen-lands sides fight (docs/encounter-odds.md). The first side are the player characters, the
 * other the enemies (the ruleset's two sides). Ties in the players' initiative are settled in roster order. On its
 * turn a fighter spends one action on an Attack (`act attack`) against the standing enemy it drops in the fewest
 * hits, then ends its turn:
 * - a character rolls Melee with its weapon (meleeAttack) against the enemy's pre-calculated defence;
 * - an enemy deals its pre-calculated damage, which the character meets with a dodge (Mobility) while it has a
 *   Reaction left, spent through `react` (defendAgainstAttack), then armour.
 * Stamina at 0 (broken) takes a fighter out.
 */
import type { DiceSource } from "../../dice/source";
import type { AutoPlay, SimFight, SimFighter } from "../../sim/types";
import type { SchedulerState, TurnCommand } from "../../turns/types";
import { defendAgainstAttack } from "./defence";
import type { HealthState } from "./health";
import { applyDamage } from "./health";
import { meleeAttack } from "./melee";
import { frozenLandsTurnPolicy, type FrozenLandsTurnData } from "./turn-policy";

export interface FrozenLandsSimStats {
  stamina: number;
  armour: number;
  agility: number;
  /** A character's Melee and Mobility skill dice and weapon (bonus dice, base damage). */
  melee: number;
  mobility: number;
  weapon: { bonus: number; damage: number };
  /** An enemy's stat block: pre-calculated defence, damage and initiative score. */
  defence: number;
  damage: number;
  initiative: number;
}

export interface FrozenLandsSimState {
  stats: FrozenLandsSimStats;
  health: HealthState;
  player: boolean;
}

/** The expected damage of one hit, for choosing the target it drops in the fewest. */
function expectedHit(me: FrozenLandsSimState, target: FrozenLandsSimState): number {
  if (me.player) return Math.max(0.25, (me.stats.melee + me.stats.weapon.bonus) / 2 + me.stats.weapon.damage - target.stats.defence);
  return Math.max(0.25, me.stats.damage - target.stats.armour);
}

function bestTarget(me: SimFighter<FrozenLandsSimState>, fight: SimFight<FrozenLandsSimState>): SimFighter<FrozenLandsSimState> | undefined {
  let best: SimFighter<FrozenLandsSimState> | undefined;
  let bestHits = Infinity;
  for (const id in fight.fighters) {
    const f = fight.fighters[id]!;
    if (f.side === me.side || f.state.health.stamina === 0) continue;
    const hits = f.state.health.stamina / expectedHit(me.state, f.state);
    if (hits < bestHits) [best, bestHits] = [f, hits];
  }
  return best;
}

export const frozenLandsAutoPlay: AutoPlay<FrozenLandsTurnData, FrozenLandsSimStats, FrozenLandsSimState> = {
  policy: frozenLandsTurnPolicy,
  maxSides: 2,
  policyOptions: () => undefined,
  fighter: ({ stats, side }, sides) => ({ stats, health: { stamina: stats.stamina, wounds: 0 }, player: side === sides[0] }),
  spec: (e, sides) =>
    e.side === sides[0] ? { side: "player", agility: e.stats.agility } : { side: "enemy", agility: e.stats.agility, initiative: e.stats.initiative },
  start: () => ({ type: "start" }),
  down: (s) => s.health.stamina === 0,

  next(state: SchedulerState<FrozenLandsTurnData>, fight: SimFight<FrozenLandsSimState>, dice: DiceSource): TurnCommand | TurnCommand[] {
    const d = state.data;
    if (d.pendingTies) {
      const players = state.combatants.filter((c) => d.fighters[c.id]!.side === "player").map((c) => c.id);
      return { type: "chooseOrder", order: players.sort((a, b) => d.fighters[b]!.initiative! - d.fighters[a]!.initiative!) };
    }
    const id = state.active!;
    const f = d.fighters[id]!;
    const me = fight.fighters[id]!;
    const target = f.actionsLeft > 0 && !f.usedThisTurn.includes("attack") ? bestTarget(me, fight) : undefined;
    if (!target) return { type: "endTurn", combatant: id };
    const act: TurnCommand = { type: "act", combatant: id, action: "attack" };
    if (me.state.player) {
      const s = me.state.stats;
      const out = meleeAttack(dice, { attacker: { melee: s.melee }, weapon: { name: "weapon", bonus: s.weapon.bonus, damage: s.weapon.damage }, target: { defence: target.state.stats.defence } });
      if (out.kind === "resolved") target.state.health = applyDamage(target.state.health, out.result.damage).after;
      return act;
    }
    const t = target.state;
    const reactions = d.fighters[target.id]!.reactionsLeft;
    const out = defendAgainstAttack(dice, {
      damage: me.state.stats.damage,
      defender: { ...t.health, armour: t.stats.armour, reactionsLeft: reactions },
      defence: reactions > 0 ? { kind: "dodge", mobility: t.stats.mobility } : { kind: "none" },
    });
    t.health = out.health.after;
    return reactions > 0 ? [{ type: "react", combatant: target.id, name: "dodge" }, act] : act;
  },
};
