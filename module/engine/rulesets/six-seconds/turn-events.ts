/** The events six-seconds' turn policy emits, typed per event type (with the core's). */
import type { CoreTurnEvent, EventOf } from "../../turns/events";
import type { Json } from "../../turns/types";

type Who = { combatant: string };

export type SixSecondsTurnEvent =
  | CoreTurnEvent
  | EventOf<"initiativeRolled", { order: string[]; rolls: Json[] } | (Who & { roll: number; bonus: number; total: number; position: number; tieRolls: Json[]; actsThisRound: boolean })>
  | EventOf<"action", Who & { name: string; seconds: number; secondsLeft: number; continues?: number; body?: string; bodySecondsLeft?: number }>
  | EventOf<"actionCompleted", Who & { name: string; afterSecond: number }>
  | EventOf<"actionContinued", Who & { name: string; seconds: number; secondsLeft: number }>
  | EventOf<"delayStarted", Who & { name: string; timer: number; seconds: number }>
  | EventOf<"delayElapsed", Who & { name: string; timer: number | null; afterSecond: number }>
  | EventOf<"turnDelayed", Who>
  | EventOf<"delayedTurnLost", Who>
  | EventOf<"secondsChanged", Who & { seconds: number }>
  | EventOf<"stunned", Who & { seconds: number; reason: string | null }>
  | EventOf<"stunnedSeconds", Who & { seconds: number; stillStunned: number }>
  | EventOf<"crewSeconds", Who & { with: string; name: string; seconds: number; owed: number }>
  | EventOf<"owedSeconds", Who & { seconds: number; stillOwed: number }>
  | EventOf<"staggered", Who & { rounds: number; durationRoll: number | null; seconds: number[] }>
  | EventOf<"staggeredRound", Who & { seconds: number; roundsLeft: number }>
  | EventOf<"mounted", Who & { mount: string; controlSeconds: number; mountActsNow: boolean }>
  | EventOf<"mountTurn", Who & { rider: string; controlSeconds: number }>
  | EventOf<"dismounted", Who & { mount: string; reason: string }>
  | EventOf<"possessed", Who & { body: string; bodySecondsLeft: number }>
  | EventOf<"released", Who & { body: string }>
  /** The host's body is its own again (its last possessor left, or it left the fight). */
  | EventOf<"bodyFreed", Who>;
