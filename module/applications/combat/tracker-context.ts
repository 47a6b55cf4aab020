/**
 * The Fray part of the combat tracker's template context, from a ruleset's view and the scheduler state: the round
 * panel, and for each turn its status, order, pips, die faces, badges and the commands the viewer may send. Text is
 * formatted here with the given `format` (game.i18n.format in Foundry, the lang file in tests); templates print it
 * escaped. Foundry-free.
 */
import type { SchedulerState, TurnStatus } from "../../engine/turns";
import type { RulesetId } from "../../schema/choices";
import type { CommandButton, DieFace, Label, PipState, PlayerActor, TrackerView } from "./tracker-view";
import { GM_ONLY_COMMANDS } from "../../data/combat/command-request";

export type Format = (key: string, data?: Record<string, string>) => string;

export interface ButtonContext {
  text: string;
  icon: string;
  /** The command as JSON, for the button's data-command. */
  command: string;
}

export interface TurnExtras {
  status: TurnStatus;
  statusText: string;
  order: string | null;
  badges: string[];
  pips: { state: PipState }[] | null;
  pipsText: string | null;
  dice: (DieFace & { text: string })[] | null;
  commands: ButtonContext[];
}

export interface TrackerExtras {
  ruleset: RulesetId;
  started: boolean;
  isGM: boolean;
  canUndo: boolean;
  lines: string[];
  rows: { label: string; current: boolean; items: { name: string; state: string; stateText: string }[] }[];
  commands: ButtonContext[];
  undoText: string;
  /** The GM's button on a combatant not in the fight: start the fight (before it), join it (a late arrival). */
  startText: string;
  joinText: string;
  /** The GM's Odds button before the fight starts (docs/encounter-odds.md); null for a player or once started. */
  odds: { text: string; hint: string; progressText: string; cancelText: string } | null;
}

export interface Viewer {
  isGM: boolean;
  /** Whether the viewer owns this combatant (may send its commands). */
  owns(combatantId: string): boolean;
}

const text = (format: Format, label: Label) => format(label.key, label.data && Object.fromEntries(Object.entries(label.data).map(([k, v]) => [k, String(v)])));

function buttons(format: Format, list: readonly CommandButton[]): ButtonContext[] {
  return list.map((b) => ({ text: text(format, b.label), icon: b.icon, command: JSON.stringify(b.command) }));
}

function known(state: SchedulerState<unknown>, id: string): boolean {
  return state.combatants.some((c) => c.id === id);
}

/** The Fray extras of one turn; null for a combatant the scheduler does not know yet (it joins when started). */
export function turnExtras(view: TrackerView, state: SchedulerState<unknown>, id: string, viewer: Viewer, format: Format, actorOf?: (combatantId: string) => PlayerActor | null): TurnExtras | null {
  if (!known(state, id)) return null;
  const p = view.combatant(state, id, actorOf);
  const mayCommand = viewer.isGM || view.subjects(state, { type: "probe", combatant: id }).some((x) => viewer.owns(x));
  return {
    status: p.status,
    statusText: format(`FRAY.Tracker.Status.${p.status}`),
    order: p.order ? text(format, p.order) : null,
    badges: p.badges.map((b) => text(format, b)),
    pips: p.pips ? p.pips.map((state) => ({ state })) : null,
    pipsText: p.pipsLabel ? text(format, p.pipsLabel) : null,
    dice: p.dice ? p.dice.map((d) => ({ ...d, text: format(d.burnt ? "FRAY.Tracker.Tactica.BurntDie" : "FRAY.Tracker.Tactica.Die", { value: String(d.value) }) })) : null,
    // A player is not offered what only the GM may send (it would be refused: data/combat/command-request.ts).
    commands: mayCommand ? buttons(format, viewer.isGM ? p.commands : p.commands.filter((b) => !GM_ONLY_COMMANDS.has(String(b.command.type)))) : [],
  };
}

export function trackerExtras(ruleset: RulesetId, view: TrackerView, state: SchedulerState<unknown>, names: Readonly<Record<string, string>>, viewer: Viewer, format: Format, canUndo: boolean): TrackerExtras {
  const started = state.phase !== "setup";
  const round = started ? view.round(state, names) : { lines: [], rows: [], commands: [] };
  return {
    ruleset,
    started,
    isGM: viewer.isGM,
    canUndo: viewer.isGM && canUndo,
    lines: round.lines.map((l) => text(format, l)),
    rows: round.rows.map((r) => ({
      label: text(format, r.label),
      current: r.current,
      items: r.items.map((i) => ({ ...i, stateText: format(`FRAY.Tracker.Chip.${i.state}`) })),
    })),
    commands: buttons(format, round.commands.filter((b) => viewer.isGM || view.subjects(state, b.command).some((x) => viewer.owns(x)))),
    undoText: format("FRAY.Tracker.Undo"),
    startText: format("FRAY.Tracker.Start"),
    joinText: format("FRAY.Tracker.Join"),
    odds: viewer.isGM && !started ? { text: format("FRAY.Odds.Button"), hint: format("FRAY.Odds.ButtonHint"), progressText: format("FRAY.Odds.Progress"), cancelText: format("FRAY.Odds.Cancel") } : null,
  };
}
