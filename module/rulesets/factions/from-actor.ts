/**
 * Build factions roll requests from an actor's plain data (what the sheet's roll buttons call). Each base modifier carries
 * its reason so the chat card explains the total.
 */
import { RulesError } from "../../engine/errors";
import type { Ability } from "../../engine/rulesets/factions/saves";
import type { ActorSystem } from "../../data/actor/schema";
import type { FactionsDamageRequest, FactionsSaveRequest } from "./rolls";

export function factionsSaveRequest(s: ActorSystem, ability: Ability): FactionsSaveRequest {
  return { kind: "factions.save", label: ability.toUpperCase(), labelKey: `FRAY.Factions.Ability.${ability}`, ability, score: s.factions[ability] };
}

export function factionsDamageRequest(label: string, die: string, count = 1): FactionsDamageRequest {
  const m = /^d(4|6|8|10|12|20)$/.exec(die);
  if (!m) throw new RulesError("factions.damage-die", { die: String(die) }, `a factions damage die is d4–d12, got ${JSON.stringify(die)}`);
  return { kind: "factions.damage", label, count, sides: Number(m[1]) };
}
