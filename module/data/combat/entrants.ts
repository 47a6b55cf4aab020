/**
 * The plain entrant data each turn policy's `addCombatant` expects, built from an actor's system data
 * (six-seconds: Reflex skill rank + Dexterity; frozen-lands: player or enemy, the enemy's initiative score and
 * Agility for Reactions; factions: the actor's faction; tactica: side and Action Dice).
 */
import type { ActorSystem } from "../actor/schema";
import type { RulesetId } from "../../schema/choices";

/** Who the entrant is, outside its system data: the combatant's id and name, and whether a player controls it. */
export interface EntrantSource {
  id: string;
  name: string;
  /** A player character (actor type "character" or a player owner); NPCs are enemies / npc side. */
  player: boolean;
  system: ActorSystem;
}

export type Entrant = { id: string; name: string } & Record<string, string | number>;

/** The factions default when the actor names none: the players' side or the GM's. */
export const DEFAULT_FACTIONS = Object.freeze({ player: "players", npc: "enemies" });

function reflexRank(system: ActorSystem): number {
  const skill = system.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === "reflex");
  return skill ? skill.rank : 0;
}

/** The `combatant` argument of `addCombatant` for the ruleset. */
export function entrantFor(ruleset: RulesetId, src: EntrantSource): Entrant {
  if (typeof src.id !== "string" || src.id === "") throw new TypeError("entrant: id must be a non-empty string");
  const base = { id: src.id, name: src.name };
  switch (ruleset) {
    case "six-seconds":
      return { ...base, reflex: reflexRank(src.system), dexterity: src.system.sixSeconds.abilities.dexterity };
    case "frozen-lands": {
      const fl = src.system.frozenLands;
      const agility = fl.attributes.agility;
      return src.player
        ? { ...base, side: "player", agility }
        : { ...base, side: "enemy", initiative: fl.initiative, agility };
    }
    case "factions": {
      const faction = src.system.factions.faction.trim() || (src.player ? DEFAULT_FACTIONS.player : DEFAULT_FACTIONS.npc);
      return { ...base, faction };
    }
    case "tactica":
      return { ...base, side: src.player ? "player" : "npc", dice: src.system.tactica.actionDice };
    default:
      throw new RangeError(`entrant: unknown ruleset "${String(ruleset)}"`);
  }
}
