/**
 * Build roll requests from an actor's plain data (what the sheet's roll buttons call). Each base modifier carries
 * its reason so the chat card explains the total.
 */
import type { DiceModifier, Modifier } from "../engine/modifiers";
import type { Ability } from "../engine/rulesets/factions/saves";
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import type {
  FactionsDamageRequest,
  FactionsSaveRequest,
  FrozenLandsSkillRequest,
  SixSecondsCheckRequest,
  TacticaPoolRequest,
} from "./requests";

function skillAt<T>(list: readonly T[], index: number, what: string): T {
  const s = list[index];
  if (s === undefined) throw new RangeError(`no ${what} at index ${index} (the actor has ${list.length})`);
  return s;
}

/** six-seconds skill check: d6 + rank + ability (− mobility penalty for the listed skills) against a target. */
export function sixSecondsSkillCheck(s: ActorSystem, d: ActorDerived, index: number, target: number, extra: Modifier[] = []): SixSecondsCheckRequest {
  const skill = skillAt(s.sixSeconds.skills, index, "six-seconds skill");
  const modifiers: Modifier[] = [
    { value: skill.rank, reason: skill.name },
    { value: s.sixSeconds.abilities[skill.ability], reason: skill.ability },
  ];
  const mobility = ["acrobatics", "athletics", "wrestle", "stealth"];
  if (d.sixSeconds.mobilityPenalty > 0 && mobility.includes(skill.name.trim().toLowerCase())) {
    modifiers.push({ value: -d.sixSeconds.mobilityPenalty, reason: "mobility penalty" });
  }
  return { kind: "six-seconds.check", label: skill.name, modifiers: [...modifiers, ...extra], target };
}

/** six-seconds Will check (1d6 + Will), e.g. to veto a possessor's turn. */
export function sixSecondsWillCheck(d: ActorDerived, target: number, extra: Modifier[] = []): SixSecondsCheckRequest {
  return { kind: "six-seconds.check", label: "Will", modifiers: [{ value: d.sixSeconds.will.current, reason: "Will" }, ...extra], target };
}

export function frozenLandsSkill(s: ActorSystem, index: number, extra: DiceModifier[] = [], needed = 1): FrozenLandsSkillRequest {
  const skill = skillAt(s.frozenLands.skills, index, "frozen-lands skill");
  return {
    kind: "frozen-lands.skill",
    label: skill.name,
    attribute: skill.attribute,
    skill: skill.rank,
    modifiers: extra,
    stress: s.frozenLands.stress,
    soul: s.frozenLands.attributes.soul,
    conditions: { ...s.frozenLands.conditions },
    needed,
  };
}

export function factionsSaveRequest(s: ActorSystem, ability: Ability): FactionsSaveRequest {
  return { kind: "factions.save", label: ability.toUpperCase(), ability, score: s.factions[ability] };
}

export function factionsDamageRequest(label: string, die: string, count = 1): FactionsDamageRequest {
  const m = /^d(4|6|8|10|12|20)$/.exec(die);
  if (!m) throw new RangeError(`a factions damage die is d4–d12, got ${JSON.stringify(die)}`);
  return { kind: "factions.damage", label, count, sides: Number(m[1]) };
}

/** tactica pool: the dice the player commits, the creature's SL and extra SL/dice modifiers. */
export function tacticaPool(s: ActorSystem, label: string, dice: number, extra: DiceModifier[] = [], sl: Modifier[] = [], d?: ActorDerived): TacticaPoolRequest {
  if (!Number.isInteger(dice) || dice < 0) throw new RangeError(`a tactica pool needs a whole number of dice ≥ 0, got ${dice}`);
  const base: Modifier[] = s.tactica.sl !== 0 ? [{ value: s.tactica.sl, reason: "SL" }] : [];
  // A Mob, Crowd, Horde … rolls its group's extra dice (+1d for a Mob).
  const group: DiceModifier[] = d?.tactica.group ? [{ dice: d.tactica.group.extraDice, reason: s.tactica.group }] : [];
  return { kind: "tactica.pool", label, dice, modifiers: [...group, ...extra], sl: [...base, ...sl] };
}
