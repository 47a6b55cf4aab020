/**
 * Build frozen-lands roll requests from an actor's plain data (what the sheet's roll buttons call). Each base modifier carries
 * its reason so the chat card explains the total.
 */
import type { DiceModifier } from "../../engine/modifiers";
import type { ActorSystem } from "../../data/actor/schema";
import { skillAt } from "../../dice/skill-at";
import type { FrozenLandsSkillRequest } from "./rolls";

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
