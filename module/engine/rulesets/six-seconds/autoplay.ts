/**
 * How simulated six-seconds sides fight (docs/encounter-odds.md): on its turn a fighter makes a Single Melee attack
 * (4 seconds, `act melee-attack`) while the turn has 4 seconds left, against the standing enemy with the lowest
 * Toughness, then lets the rest of the turn pass (`endTurn`). An action still running from the last turn is finished
 * by the scheduler first. The defender always dodges (Reflex), which costs no seconds. resolveAttack rolls the attack,
 * the dodge and the damage against the target's Toughness (wounds subtracted); dying (or dead) takes a fighter out.
 */
import type { DiceSource } from "../../dice/source";
import type { AutoPlay, SimFight, SimFighter } from "../../sim/types";
import type { SchedulerState, TurnCommand } from "../../turns/types";
import { resolveAttack } from "./attack";
import type { DamageRollSpec } from "./combat-damage-roll";
import type { DamageOptions } from "./damage";
import { toughness, type DefenceKind } from "./toughness";
import { sixSecondsTurnPolicy, type SixSecondsTurnData } from "./turn-policy";

const ATTACK_SECONDS = 4;

export interface SixSecondsSimStats {
  /** Weapon Skill bonus, Reflex (initiative and dodge), Dexterity (initiative). */
  skill: number;
  reflex: number;
  dexterity: number;
  endurance: number;
  scale: number;
  /** The best armour's Defence bonus. */
  armour: number;
  damage: DamageRollSpec;
  /** The dodge's bonus (the Reflex skill's rank + ability, as the card rolls it); absent: `reflex`. */
  dodge?: number;
  /** Wounds already taken when the fight starts; absent: none. */
  wounds?: number;
}

export interface SixSecondsSimState {
  stats: SixSecondsSimStats;
  wounds: number;
  dying: boolean;
  dead: boolean;
}

function currentToughness(s: SixSecondsSimState): number {
  const armour = s.stats.armour > 0 ? [{ kind: "armour" as DefenceKind, bonus: s.stats.armour }] : [];
  return toughness({ scale: s.stats.scale, endurance: s.stats.endurance, wounds: s.wounds, defences: armour }).toughness;
}

function bestTarget(me: SimFighter<SixSecondsSimState>, fight: SimFight<SixSecondsSimState>): SimFighter<SixSecondsSimState> | undefined {
  let best: SimFighter<SixSecondsSimState> | undefined;
  let lowest = Infinity;
  for (const id in fight.fighters) {
    const f = fight.fighters[id]!;
    if (f.side === me.side || f.state.dying || f.state.dead) continue;
    const t = currentToughness(f.state);
    if (t < lowest) [best, lowest] = [f, t];
  }
  return best;
}

export const sixSecondsAutoPlay: AutoPlay<SixSecondsTurnData, SixSecondsSimStats, SixSecondsSimState> = {
  policy: sixSecondsTurnPolicy,
  policyOptions: () => undefined,
  fighter: ({ stats }) => ({ stats, wounds: stats.wounds ?? 0, dying: false, dead: false }),
  spec: (e) => ({ reflex: e.stats.reflex, dexterity: e.stats.dexterity }),
  start: () => ({ type: "start" }),
  down: (s) => s.dying || s.dead,

  next(state: SchedulerState<SixSecondsTurnData>, fight: SimFight<SixSecondsSimState>, dice: DiceSource): TurnCommand {
    const id = state.active!;
    const f = state.data.fighters[id]!;
    const me = fight.fighters[id]!;
    const target = f.ongoing === null && f.spent + ATTACK_SECONDS <= f.secondsPerTurn ? bestTarget(me, fight) : undefined;
    if (!target) return { type: "endTurn", combatant: id };
    const t = target.state;
    const out = resolveAttack(dice, {
      attacker: { skill: me.state.stats.skill, scale: me.state.stats.scale },
      defender: { scale: t.stats.scale, toughness: currentToughness(t), dying: t.dying },
      defence: { kind: "dodge", bonus: t.stats.dodge ?? t.stats.reflex },
      damage: me.state.stats.damage,
      damageOptions: fight.options as DamageOptions | undefined,
    });
    if (out.damageOutcome) {
      t.wounds += out.damageOutcome.wounds;
      if (out.damageOutcome.result === "dying" || out.damageOutcome.result === "knocked-out") t.dying = true;
      if (out.damageOutcome.dead) t.dead = true;
    }
    return { type: "act", combatant: id, key: "melee-attack" };
  },
};
