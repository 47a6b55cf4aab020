/** The events frozen-lands' turn policy emits, typed per event type (with the core's). */
import type { CoreTurnEvent, EventOf } from "../../turns/events";
import type { Json } from "../../turns/types";

type Who = { combatant: string };

export type FrozenLandsTurnEvent =
  | CoreTurnEvent
  | EventOf<"initiativeRolled", { players: Json[]; gmDice: number[]; gmKept: number; gmFirst: boolean } | (Who & { roll: number })>
  | EventOf<"playerTiesToDecide", { groups: string[][] }>
  | EventOf<"trackSet", { track: string[]; gmFirst: boolean }>
  | EventOf<"action", Who & { action: string; actionsLeft: number; repeatBecause: string | null }>
  | EventOf<"actionDelayed", Who & { actionsLeft: number }>
  | EventOf<"delayedActionDeclared", Who & { action: string; after: string | null }>
  | EventOf<"delayedAction", Who & { action: string }>
  | EventOf<"delayedActionLost", Who>
  | EventOf<"outOfTurnCheck", Who & { action: string; success: boolean; roll: Json; changes: Json }>
  | EventOf<"outOfTurnAction", Who & { action: string; before: string | null; actionsLeft: number }>
  | EventOf<"interruptTaken", Who & { action: string; before: string | null }>
  | EventOf<"interruptLost", Who>
  | EventOf<"stressGained", Who & { amount: number; reason: string }>
  | EventOf<"reaction", Who & { name: string | null; reactionsLeft: number }>
  | EventOf<"allowanceChanged", Who & { actions: number; reactions: number }>;
