/** What six-seconds initiative needs from an actor beyond its abilities. */
import type { ActorSystem } from "../../data/actor/schema";
import { isStaggered, rankBonus } from "./actor";

/** What the actor's Reflex skill's ranks add (0 without one): initiative is d6 + Reflex + Dexterity. */
export function reflexRank(system: ActorSystem): number {
  const skill = system.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === "reflex");
  return skill ? rankBonus(skill.rank, isStaggered(system.sixSeconds, skill.name)) : 0;
}
