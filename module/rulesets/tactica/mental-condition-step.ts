/**
 * "A Panicked creature will take compulsory actions to move as far as possible from the greatest perceived danger
 * ... They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one":
 * after each tracker step (module/combat/after-step.ts), every action a Panicked creature began in it (the engine's
 * `action` event: a Pay, an attack's or a board move's payment) starts with the sheet's *Panicked or Crushed: this
 * action* on its actor. Its first action since the panic rolls nothing and its card says it flees; each later one
 * rolls SPIRIT, and a pass takes the status off. The slot notes, per combatant, the condition and how many of its
 * actions began under it; a creature seen without the condition loses its note, so a new panic starts again.
 * A Crushed creature "may try to become un-Crushed by making a Spirit roll at the start of every action after the
 * initial one", but it takes no action in the countdown (turn-conditions.ts) and keeps its dice unspent, so the
 * countdown reaches its dice once a round: its action is the step that rolls its action dice (the engine's
 * `actionDiceRolled` with dice). The first round since the crush rolls nothing; each later one rolls SPIRIT, and a pass
 * takes Crushed off, so it acts with that round's dice (docs/rules-notes.md).
 */
import type { TurnEvent } from "../../engine/turns";
import type { RoundEndCall, RoundFighter, StepSlot } from "../adapter";
import { tacticaCreatureOf } from "./damage";
import { rollerDice } from "./roll-modifiers";
import { fearTestsDue } from "./fear-step";
import type { TacticaConditionRequest } from "./mental-condition-actions";
import type { TacticaTypes } from "./types";

type Condition = "panicked" | "crushed";
type Memo = Record<string, { condition: Condition; actions: number }>;
/** As stored: a list (a flag's object would be merged key by key on update, keeping a combatant's note that left). */
type StoredMemo = { id: string; condition: Condition; actions: number }[];

function readMemo(v: unknown): Memo {
  const out: Memo = {};
  if (!Array.isArray(v)) return out;
  for (const e of v as unknown[]) {
    const r = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
    const n = r["actions"];
    const c = r["condition"];
    if (typeof r["id"] === "string" && (c === "panicked" || c === "crushed") && Number.isInteger(n) && (n as number) >= 0) out[r["id"]] = { condition: c, actions: n as number };
  }
  return out;
}

const stored = (m: Memo): StoredMemo => Object.entries(m).map(([id, e]) => ({ id, ...e }));

/** The mental condition the tracker rolls against for `f` (Crushed over Panicked), or null. */
const conditionOf = (f: RoundFighter): Condition | null => (f.statuses.includes("tactica.crushed") ? "crushed" : f.statuses.includes("tactica.panicked") ? "panicked" : null);

const named = (e: TurnEvent, id: string) => (e as { combatant?: unknown }).combatant === id;

/**
 * The actions `id` began in this step under `condition`: one per `action` event naming it (Panicked); for a Crushed
 * creature, a roll of its action dice that gave it dice (the countdown reaches them once a round; it spends none).
 */
function actionsBegun(events: readonly TurnEvent[], id: string, condition: Condition): number {
  if (condition === "panicked") return events.filter((e) => e.type === "action" && named(e, id)).length;
  return events.filter((e) => e.type === "actionDiceRolled" && named(e, id) && ((e as { dice?: unknown }).dice as unknown[] | undefined)?.length).length > 0 ? 1 : 0;
}

function kept(memo: unknown, now: readonly RoundFighter[]): Memo {
  const m = readMemo(memo);
  const kept: Memo = {};
  for (const f of now) {
    const note = m[f.id];
    if (note && note.condition === conditionOf(f)) kept[f.id] = note;
  }
  return kept;
}

const LINES: Record<Condition, { initial: string; later: string }> = {
  panicked: { initial: "FRAY.Tracker.Tactica.PanicFirstAction", later: "FRAY.Tracker.Tactica.PanicRollDue" },
  crushed: { initial: "FRAY.Tracker.Tactica.CrushedFirstAction", later: "FRAY.Tracker.Tactica.CrushedRollDue" },
};

export const tacticaAfterStep: StepSlot<TacticaTypes> = {
  due(memo, events, now) {
    const m = kept(memo, now);
    // A fear test due at the action comes first (fear-step.ts), then the Panicked creature's roll.
    const calls: RoundEndCall[] = fearTestsDue(events, now);
    for (const f of now) {
      const condition = conditionOf(f);
      if (!condition || !f.derived) continue;
      const begun = actionsBegun(events, f.id, condition);
      if (begun === 0) continue;
      const before = m[f.id]?.actions ?? 0;
      m[f.id] = { condition, actions: before + begun };
      // One roll for the step's action (a step begins at most one action of a creature).
      const request: TacticaConditionRequest = { name: f.name, creature: tacticaCreatureOf(f.system, f.derived, f.statuses), spirit: f.system.tactica.spirit, when: before === 0 ? "initial" : "later", roller: rollerDice(f.system, f.derived) };
      calls.push({ line: { key: before === 0 ? LINES[condition].initial : LINES[condition].later, data: { name: f.name } }, rolls: [{ id: f.id, action: "mentalCondition", request }] });
    }
    return { memo: stored(m), calls };
  },
  settle: (memo, now) => stored(kept(memo, now)),
};
