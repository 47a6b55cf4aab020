/**
 * Scheduler events typed per event type. Each policy's events are a discriminated union on `type` (its own events
 * plus the core's), so `if (e.type === "staggered") e.seconds` reads a `number[]` with no cast. Every event still
 * fits the loose `TurnEvent` (any detail is plain JSON), which is what code handling all policies alike uses.
 */
import type { Json } from "./types";

/** One event type: its `type`, the round it happened in, and its details. */
export type EventOf<T extends string, Detail extends { [key: string]: Json | undefined } = Record<never, never>> =
  { type: T; round: number; [detail: string]: Json | undefined } & Detail;

/** The events the core emits for every policy. */
export type CoreTurnEvent =
  | EventOf<"combatantAdded", { combatant: string }>
  | EventOf<"combatantRemoved", { combatant: string }>
  | EventOf<"roundStart">
  | EventOf<"roundEnd">
  | EventOf<"turnStart", { combatant: string; interrupting?: string; delayedTurn?: boolean; lastOption?: boolean; faction?: string }>
  | EventOf<"turnEnd", { combatant: string; reason?: string; removed?: boolean; unusedSeconds?: number; delayed?: boolean }>
  | EventOf<"turnResumed", { combatant: string }>
  | EventOf<"encounterEnd">
  | EventOf<"undone", { seq: number; command: Json }>;
