/** The events tactica's turn policy emits, typed per event type (with the core's). */
import type { CoreTurnEvent, EventOf } from "../../turns/events";
import type { Json } from "../../turns/types";

type Who = { combatant: string };
type Pool = "start" | "add" | "activate" | null;

export type TacticaTurnEvent =
  | CoreTurnEvent
  | EventOf<"actionDiceRolled", Who & { rolled: number[]; extra: number[]; dice: number[]; floored: boolean; carried: number; surprised?: boolean; out?: boolean }>
  | EventOf<"countdown", { next: string[]; refresh: boolean }>
  | EventOf<"action", Who & { name: string; cost: number | null; pool: Pool; paid: number[]; waste: number; poolDice: number | null; diceLeft: number[] }>
  | EventOf<"cannotPay", Who & { name: string; cost: number | null; dice: number[] }>
  | EventOf<"refreshCalled", { combatant?: string; waiting: string[] }>
  | EventOf<"refreshDue", Who>
  | EventOf<"refresh">
  | EventOf<"dieKept", Who>
  | EventOf<"held", Who>
  | EventOf<"poolLost", Who & { action: string; dice: number; reason: string }>
  | EventOf<"poolActivated", Who & { action: string; dice: number }>
  | EventOf<"oneUsed", Who & { use: string; effect: string; diceLeft: number[] }>
  | EventOf<"diceBurned", Who & { count: number; dice: number[]; reason?: string }>
  | EventOf<"woundBurnSet", Who & { count: number }>
  | EventOf<"diceLost", Who & { count: number; dice: number[]; reason: string }>
  | EventOf<"actionDiceChanged", Who & { base: number; max: number; modifiers: Json[] }>
  | EventOf<"response", Who & { name: string; paid: number[]; during: string | null; diceLeft: number[] }>
  | EventOf<"surprise", { surprised: string[]; extraDice: number }>
  | EventOf<"surpriseOver", { surprised: string[] }>
  | EventOf<"conditionChanged", Who & { condition: "out" | "crushed" | "state" | null }>;
