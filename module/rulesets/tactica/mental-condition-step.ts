/**
 * "A Panicked creature will take compulsory actions to move as far as possible from the greatest perceived danger
 * ... They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one":
 * after each tracker step (module/combat/after-step.ts), every action a Panicked creature began in it (the engine's
 * `action` event: a Pay, an attack's or a board move's payment) starts with the sheet's *Panicked or Crushed: this
 * action* on its actor. Its first action since the panic rolls nothing and its card says it flees; each later one
 * rolls SPIRIT, and a pass takes the status off. The slot notes, per combatant, the condition and how many of its
 * actions began under it; a creature seen without the condition loses its note, so a new panic starts again.
 * A Crushed creature takes no action in the countdown (turn-conditions.ts), so no step begins one of its actions.
 */
import type { TurnEvent } from "../../engine/turns";
import type { RoundEndCall, RoundFighter, StepSlot } from "../adapter";
import { tacticaCreatureOf } from "./damage";
import { rollerDice } from "./roll-modifiers";
import { fearTestsDue } from "./fear-step";
import type { TacticaConditionRequest } from "./mental-condition-actions";
import type { TacticaTypes } from "./types";

type Memo = Record<string, { condition: "panicked"; actions: number }>;
/** As stored: a list (a flag's object would be merged key by key on update, keeping a combatant's note that left). */
type StoredMemo = { id: string; condition: "panicked"; actions: number }[];

function readMemo(v: unknown): Memo {
  const out: Memo = {};
  if (!Array.isArray(v)) return out;
  for (const e of v as unknown[]) {
    const r = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
    const n = r["actions"];
    if (typeof r["id"] === "string" && r["condition"] === "panicked" && Number.isInteger(n) && (n as number) >= 0) out[r["id"]] = { condition: "panicked", actions: n as number };
  }
  return out;
}

const stored = (m: Memo): StoredMemo => Object.entries(m).map(([id, e]) => ({ id, ...e }));

const panicked = (f: RoundFighter) => f.statuses.includes("tactica.panicked") && !f.statuses.includes("tactica.crushed");

/** The actions `id` began in this step (one per `action` event naming it). */
const actionsBegun = (events: readonly TurnEvent[], id: string) => events.filter((e) => e.type === "action" && (e as { combatant?: unknown }).combatant === id).length;

function kept(memo: unknown, now: readonly RoundFighter[]): Memo {
  const m = readMemo(memo);
  const kept: Memo = {};
  for (const f of now) if (panicked(f) && m[f.id]) kept[f.id] = m[f.id]!;
  return kept;
}

export const tacticaAfterStep: StepSlot<TacticaTypes> = {
  due(memo, events, now) {
    const m = kept(memo, now);
    // A fear test due at the action comes first (fear-step.ts), then the Panicked creature's roll.
    const calls: RoundEndCall[] = fearTestsDue(events, now);
    for (const f of now) {
      if (!panicked(f) || !f.derived) continue;
      const begun = actionsBegun(events, f.id);
      if (begun === 0) continue;
      const before = m[f.id]?.actions ?? 0;
      m[f.id] = { condition: "panicked", actions: before + begun };
      // One roll for the step's action (a step begins at most one action of a creature).
      const request: TacticaConditionRequest = { name: f.name, creature: tacticaCreatureOf(f.system, f.derived, f.statuses), spirit: f.system.tactica.spirit, when: before === 0 ? "initial" : "later", roller: rollerDice(f.system, f.derived) };
      calls.push({ line: { key: before === 0 ? "FRAY.Tracker.Tactica.PanicFirstAction" : "FRAY.Tracker.Tactica.PanicRollDue", data: { name: f.name } }, rolls: [{ id: f.id, action: "mentalCondition", request }] });
    }
    return { memo: stored(m), calls };
  },
  settle: (memo, now) => stored(kept(memo, now)),
};
