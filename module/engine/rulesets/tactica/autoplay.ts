/**
 * How simulated tactica sides fight (docs/encounter-odds.md). The first side are the players, the others NPCs. The
 * countdown names who acts: it strikes (`act strike`, 2 pips) at the standing enemy with the fewest physical ranks
 * left; a fighter with only 1s left acts anyway and so calls the refresh, as the tracker does on a shortfall. In a
 * refresh a fighter strikes if it can pay, or keeps a die. The target parries (`respond parry`: a full die, not a 1)
 * while it holds one. resolveAttack rolls the parry and the attack (armour stops successes); the weapon's damage goes
 * to the physical track (applyDamage); out of action (or killed) takes a fighter out. Exposures and States the
 * attack leaves are not carried from one attack to the next.
 */
import type { DiceSource } from "../../dice/source";
import type { AutoPlay, SimFight, SimFighter } from "../../sim/types";
import type { SchedulerState, TurnCommand } from "../../turns/types";
import { resolveAttack } from "./attack";
import { createCreature, rankOf, type TacticaCreature } from "./creature";
import { applyDamage } from "./damage";
import type { TacticaOptions } from "./options";
import { countdown, tacticaTurnPolicy, type TacticaTurnData } from "./turn-policy";
import type { WeaponClass } from "./weapon-damage";

const STRIKE_PIPS = 2;

export interface TacticaSimStats {
  /** Action dice a round. */
  actionDice: number;
  /** Dice for an attack, and for a parry. */
  attack: number;
  parry: number;
  weapon: WeaponClass;
  armour: number;
  physical: number;
  mental: number;
}

export interface TacticaSimState {
  stats: TacticaSimStats;
  creature: TacticaCreature;
}

function bestTarget(me: SimFighter<TacticaSimState>, fight: SimFight<TacticaSimState>): SimFighter<TacticaSimState> | undefined {
  let best: SimFighter<TacticaSimState> | undefined;
  let lowest = Infinity;
  for (const id in fight.fighters) {
    const f = fight.fighters[id]!;
    if (f.side === me.side || f.state.creature.status !== "active") continue;
    const ranks = rankOf(f.state.creature, "physical");
    if (ranks < lowest) [best, lowest] = [f, ranks];
  }
  return best;
}

export const tacticaAutoPlay: AutoPlay<TacticaTurnData, TacticaSimStats, TacticaSimState> = {
  policy: tacticaTurnPolicy,
  policyOptions: () => undefined,
  fighter: ({ id, side, stats }) => ({ stats, creature: { ...createCreature({ id, side, physical: stats.physical, mental: stats.mental }), armour: stats.armour } }),
  spec: (e, sides) => ({ side: e.side === sides[0] ? "player" : "npc", dice: e.stats.actionDice }),
  start: () => ({ type: "start" }),
  down: (s) => s.creature.status !== "active",

  next(state: SchedulerState<TacticaTurnData>, fight: SimFight<TacticaSimState>, dice: DiceSource): TurnCommand | TurnCommand[] {
    const d = state.data;
    const who = countdown(state)[0]!;
    const held = d.fighters[who]!.dice;
    // A die showing 1 pays no pips (it is only good for the uses of a 1); one die of 2 or more pays the strike.
    const canPay = held.some((v) => v >= STRIKE_PIPS);
    const strike: TurnCommand = { type: "act", combatant: who, action: { name: "strike", cost: STRIKE_PIPS } };
    if (!canPay) return d.refreshBy !== null ? { type: "keep", combatant: who } : strike;
    const me = fight.fighters[who]!;
    const target = bestTarget(me, fight);
    if (!target) return d.refreshBy !== null ? { type: "keep", combatant: who } : strike;
    const options = fight.options as Partial<TacticaOptions> | undefined;
    const parries = target.state.stats.parry > 0 && (d.fighters[target.id]?.dice ?? []).some((v) => v > 1) && !(d.surprised ?? []).includes(target.id);
    const out = resolveAttack(
      dice,
      { dice: me.state.stats.attack, weapon: me.state.stats.weapon, armour: target.state.stats.armour, defence: parries ? { kind: "parry", dice: target.state.stats.parry } : { kind: "none" } },
      options,
    );
    if (out.damage.successes > 0) {
      target.state.creature = applyDamage(target.state.creature, { track: "physical", damage: out.damage.damage, massiveWeapon: out.damage.massive, choice: "rank" }, options).after;
    }
    return parries ? [strike, { type: "respond", combatant: target.id, name: "parry" }] : strike;
  },
};
