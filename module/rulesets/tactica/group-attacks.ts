/**
 * Mobs, Crowds, Hordes …: a group "can attack N times in one round against separate targets". The group's attacks in
 * the running fight's round are kept on its actor (tactica.groupRound: the round's key; tactica.groupTargets: the
 * names attacked, one a line), shown in the attack dialog, checked when the attack is built (a second attack on the
 * same target, or one past the group's attacks, is refused with a translated message) and written back by the roll.
 * Outside a running fight nothing is counted (the text's "round" is the fight's).
 */
import { RulesError } from "../../engine/errors";
import { MOB_TABLE, mobAttackRefusal, type MobKind } from "../../engine/rulesets/tactica/mobs";
import type { ActorSystem } from "../../data/actor/schema";
import type { ActorUpdate } from "../adapter";

export interface GroupAttackState {
  kind: MobKind;
  /** The round's key ("<combat>:<round>"). */
  key: string;
  attacks: number;
  /** Targets already attacked this round. */
  attacked: string[];
}

/** What the group has done this round (null: a single creature, or no running fight). */
export function groupAttackState(stats: ActorSystem, roundKey: string | null): GroupAttackState | null {
  const kind = stats.tactica.group;
  if (kind === "single" || roundKey === null) return null;
  const attacked = stats.tactica.groupRound === roundKey ? stats.tactica.groupTargets.split("\n").filter((t) => t !== "") : [];
  return { kind, key: roundKey, attacks: MOB_TABLE[kind].attacks, attacked };
}

/** The dialog's line: attacks left of the group's attacks, and whom it attacked. */
export function groupAttackHint(state: GroupAttackState | null): { left: number; attacks: number; attacked: string } | null {
  if (!state) return null;
  return { left: Math.max(0, state.attacks - state.attacked.length), attacks: state.attacks, attacked: state.attacked.join(", ") };
}

/** The round after this attack on `target` (a refusal throws, coded). No target: nothing is counted. */
export function nextGroupRound(state: GroupAttackState | null, target: string | null): { key: string; targets: string[] } | null {
  if (!state || target === null) return null;
  const refusal = mobAttackRefusal(state.kind, state.attacked, target);
  if (refusal === "same-target") throw new RulesError("tactica.mob-same-target", { target }, `the group attacked ${target} already this round: its attacks go to separate targets`);
  if (refusal === "no-attacks-left") throw new RulesError("tactica.mob-no-attacks", { attacks: state.attacks }, `the group has made its ${state.attacks} attacks this round`);
  return { key: state.key, targets: [...state.attacked, target] };
}

/** The roll's write-back to the group: the round and its targets. */
export function groupRoundUpdate(round: { key: string; targets: readonly string[] }): ActorUpdate {
  return { "system.tactica.groupRound": round.key, "system.tactica.groupTargets": round.targets.join("\n") };
}
