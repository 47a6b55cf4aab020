/**
 * The creature's condition as the countdown needs it (the engine's TacticaCondition), read from its actor: Out of
 * Action or KIA (the statuses, or ranks at the floor), Crushed, or in a State (Stun, Shock, Doubt). The GM's client
 * attaches every combatant's to each tactica step (TrackerView.withActors), and a new entrant brings its own.
 */
import type { ActorSystem } from "../../data/actor/schema";
import type { TacticaCondition } from "../../engine/rulesets/tactica/turn-fighters";
import { deriveTactica } from "./actor";

export function tacticaCondition(system: ActorSystem, statuses: readonly string[] = []): TacticaCondition | "" {
  const t = system.tactica;
  if (statuses.includes("tactica.ooa") || statuses.includes("tactica.kia") || deriveTactica(t).outOfAction) return "out";
  if (statuses.includes("tactica.crushed")) return "crushed";
  if (t.physical.state || t.mental.state || t.doubt) return "state";
  return "";
}
