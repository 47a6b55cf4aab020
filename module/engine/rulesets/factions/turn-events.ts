/** The events factions' turn policy emits, typed per event type (with the core's). */
import type { CoreTurnEvent, EventOf } from "../../turns/events";

type Who = { combatant: string };

export type FactionsTurnEvent =
  | CoreTurnEvent
  | EventOf<"initiativeDrawn", { faction: string; roll: number }>
  | EventOf<"firstFactionDue", { faction: string }>
  | EventOf<"factionToAct", { faction: string | null; choseBy?: string }>
  | EventOf<"factionPassed", { faction: string; streak: number }>
  | EventOf<"action", Who & { kind: string; name: string | null; zones: number | null }>
  | EventOf<"reaction", Who & { name: string; faction: string; heldTurn?: boolean; extra?: boolean; extraReactionsLeft?: number }>
  | EventOf<"groupTurn", Who & { members: string[]; reserved: string[] }>
  | EventOf<"mounted", Who & { mount: string }>
  | EventOf<"dismounted", Who & { mount: string }>
  | EventOf<"ridersCannotAct", Who & { riders: string[] }>
  | EventOf<"bonusRound", { concealed: string[] }>
  | EventOf<"moraleCheckDue">
  | EventOf<"initiativeChanged", { faction: string | null }>;
