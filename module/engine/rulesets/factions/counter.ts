/**
 * Counters. The target answers an attack with an attack of their own; both roll damage at once and whoever would
 * suffer more, after reductions, is hit first; a tie hits both at once. A character taken down by the first hit
 * never lands theirs. Non-lethal attacks resolve after damaging ones; between two non-lethal attacks the counter
 * resolves last (and a grabbed counterer can no longer act).
 */
import type { DiceSource } from "../../dice/source";
import type { ArmourInput, DamageDice, DamageRoll } from "./damage";
import { afterArmour } from "./damage";
import type { HealthChange, HealthState } from "./health";
import { applyDamage, checkHealth } from "./health";
import type { NonLethalEffect, NonLethalResult } from "./nonlethal";
import { nonLethalRefusal, resolveNonLethal } from "./nonlethal";
import type { FactionsOptions } from "./options";
import { rollAttackDamage } from "./attack";
import type { Size } from "./size";

export type CounterAction =
  | { kind: "damage"; damage?: DamageDice; holdBack?: boolean; riding?: boolean }
  | { kind: "nonlethal"; effect: NonLethalEffect };

export interface CounterSide {
  id: string;
  action: CounterAction;
  health: HealthState;
  armour: ArmourInput;
  str: number;
  size?: Size;
}

export type Order = "attack-first" | "counter-first" | "simultaneous";

/**
 * Which of the two lands first. Damage to each side is after reductions (armour); ignored for non-lethal sides.
 * A total order: exactly one answer for any input, and swapping the two damaging sides swaps the answer.
 */
export function counterOrder(attack: CounterAction["kind"], counter: CounterAction["kind"], toCounterer: number, toAttacker: number): Order {
  if (attack === "damage" && counter === "damage") {
    if (toCounterer > toAttacker) return "attack-first";
    if (toAttacker > toCounterer) return "counter-first";
    return "simultaneous";
  }
  if (attack === "nonlethal" && counter === "damage") return "counter-first";
  return "attack-first"; // damage vs non-lethal, or non-lethal countered by non-lethal: the counter goes last
}

export type CounterStep =
  | { actor: string; target: string; kind: "damage"; roll: DamageRoll; dealt: number; health: HealthChange; simultaneous: boolean }
  | { actor: string; target: string; kind: "nonlethal"; result: NonLethalResult }
  | { actor: string; target: string; kind: "prevented"; reason: string };

export interface CounterOutcome {
  order: Order;
  steps: CounterStep[];
  /** Health of each side afterwards, by id. */
  health: Record<string, Required<HealthState>>;
  /** Set when a grapple succeeded: who holds whom. */
  grabbed?: { holder: string; held: string };
}

function down(h: Required<HealthState>): boolean {
  return h.incapacitated || h.dead;
}

export function resolveCounter(dice: DiceSource, input: { attacker: CounterSide; counterer: CounterSide }, options?: Partial<FactionsOptions>): CounterOutcome {
  const { attacker, counterer } = input;
  if (attacker.id === counterer.id) throw new RangeError("a character cannot counter their own attack");
  const health: Record<string, Required<HealthState>> = { [attacker.id]: checkHealth(attacker.health), [counterer.id]: checkHealth(counterer.health) };
  for (const [side, other] of [[attacker, counterer], [counterer, attacker]] as const) {
    if (side.action.kind === "nonlethal") {
      const refusal = nonLethalRefusal({ effect: side.action.effect, nearby: true, attackerSize: side.size, targetSize: other.size });
      if (refusal) throw new RangeError(`${side.id}: ${refusal}`);
    } else if (side.action.kind !== "damage") throw new TypeError(`${side.id}: counter action must be damage or nonlethal`);
  }
  // Both damage rolls happen at once, before anything lands: the attacker's dice first, then the counterer's.
  const rolls = new Map<string, DamageRoll>();
  for (const [side, other] of [[attacker, counterer], [counterer, attacker]] as const) {
    if (side.action.kind === "damage") {
      rolls.set(side.id, rollAttackDamage(dice, { ...side.action, attackerSize: side.size, targetSize: other.size }, options));
    }
  }
  const dealt = (side: CounterSide, other: CounterSide) => afterArmour(rolls.get(side.id)?.total ?? 0, other.armour, options);
  const order = counterOrder(attacker.action.kind, counterer.action.kind, dealt(attacker, counterer), dealt(counterer, attacker));
  const sequence = order === "counter-first" ? [[counterer, attacker], [attacker, counterer]] as const : [[attacker, counterer], [counterer, attacker]] as const;
  const steps: CounterStep[] = [];
  let grabbed: CounterOutcome["grabbed"];
  const simultaneous = order === "simultaneous";
  for (const [side, other] of sequence) {
    const me = health[side.id]!;
    if (!simultaneous && down(me)) {
      steps.push({ actor: side.id, target: other.id, kind: "prevented", reason: `${side.id} was taken down first` });
      continue;
    }
    if (grabbed?.held === side.id) {
      steps.push({ actor: side.id, target: other.id, kind: "prevented", reason: `${side.id} is grabbed and cannot act` });
      continue;
    }
    if (side.action.kind === "damage") {
      const amount = dealt(side, other);
      const change = applyDamage(health[other.id]!, amount, options);
      health[other.id] = change.after;
      steps.push({ actor: side.id, target: other.id, kind: "damage", roll: rolls.get(side.id)!, dealt: amount, health: change, simultaneous });
    } else {
      const result = resolveNonLethal(dice, { effect: side.action.effect, nearby: true, attackerSize: side.size, targetSize: other.size, targetStr: other.str }, options);
      if (result.directDamage) {
        const change = applyDamage(health[other.id]!, result.directDamage, options);
        health[other.id] = change.after;
      }
      if (result.effect === "grapple" && result.success) grabbed = { holder: side.id, held: other.id };
      steps.push({ actor: side.id, target: other.id, kind: "nonlethal", result });
    }
  }
  return grabbed ? { order, steps, health, grabbed } : { order, steps, health };
}
