/**
 * "The grabbing character can keep hold while moving together with the grabbed character, attempting to disarm them,
 * hiding behind them as reaction to an attack, or attacking with a one-handed weapon or an unarmed attack. Any other
 * action frees the grabbed character." Each tracker step a grabber pays says what it was (the command's name): an
 * attack with a one-handed weapon or unarmed, a disarm of the one it holds, an opportunity attack or a counter with
 * such a weapon, hiding behind the held one and a move keep hold; a two-handed weapon's attack (the weapon item's
 * *Two-handed* box), any other non-lethal attack, *Free an ally*, the tracker's generic *Main action* or *React*, a
 * bonus action, a surrender (in or out of its turn), getting on or off a mount, and every other reaction (dodge,
 * guard, a non-lethal counter, a counter with a two-handed weapon) free those the actor holds (the grab's record names
 * it). A larger grabber keeps hold whatever it does ("besides having that hand occupied they can perform any action
 * while keeping hold") but an attack or counter with a two-handed weapon, which needs the hand that holds.
 * The step records whom it frees, with each grab's record (`frees` on the command, TrackerView.withActors), so the
 * GM's undo of that step (*Previous turn*) puts each hold back, unless the character was grabbed again since.
 */
import type { TurnCommand, TurnEvent } from "../../engine/turns";
import type { PlayAction, PlayerActor } from "../../applications/combat/tracker-view";
import type { WriteBack } from "../contract/rolls";
import { sizeSteps, SIZES, type Size } from "../../engine/rulesets/factions/size";
import { grabRecord } from "./nonlethal-effect";
import { GRABBED } from "./status-ids";

/** An attack that is not a one-handed or unarmed attack, as a sheet pays it: `attack:<what>` (two-handed, shove …). */
const ATTACK = "attack:";
/** A card reaction, as the card pays it: `reaction:<kind>` (dodge, counter, counter-two-handed, hide-held …). */
const REACTION = "reaction:";

/** The tracker's name for an attack with a weapon whose item is ticked Two-handed. */
export const TWO_HANDED = "two-handed";
/** The tracker's name for hiding behind the character the reactor holds (the one reaction that keeps hold). */
export const HIDE_HELD = "hide-held";

/** What a sheet's attack pays when it is not an attack that keeps hold (`what`: two-handed, shove, grapple, disarm). */
export const otherAttack = (what: string): PlayAction => ({ name: `${ATTACK}${what}`, seconds: 0 });
/** What a card's reaction pays: the reactor's turn, named by the reaction (`kind`). */
export const reactionCost = (kind: string): `reaction:${string}` => `reaction:${kind}`;

/** The attack a sheet's cost names: "attack" for a one-handed or unarmed one, else what it is; null: not an attack. */
export function attackName(action: PlayAction): string | null {
  if (action === "attack") return "attack";
  return typeof action === "object" && action.name.startsWith(ATTACK) ? action.name.slice(ATTACK.length) : null;
}

/** The reaction a card's cost names, or null. */
export function reactionName(action: PlayAction): string | null {
  return typeof action === "object" && action.name.startsWith(REACTION) ? action.name.slice(REACTION.length) : null;
}

/** Main actions and reactions that keep hold: a one-handed or unarmed attack (a disarm of the held one is paid so). */
const KEEPS_MAIN: readonly unknown[] = ["attack"];
const KEEPS_REACTION: readonly unknown[] = ["opportunity", "counter", HIDE_HELD];

/** Whether the grabber's step is an action other than those that keep hold. */
function letsGo(command: TurnCommand): boolean {
  if (command.type === "react") return !KEEPS_REACTION.includes(command.name);
  if (command.type !== "act") return false;
  if (command.kind === "bonus") return true;
  if (command.kind === "main") return !KEEPS_MAIN.includes(command.name);
  return command.kind === "move" && command.halfZone === true;
}

/** A step that needs both hands: an attack, an opportunity attack or a counter with a two-handed weapon. */
const bothHands = (command: TurnCommand): boolean => typeof command["name"] === "string" && (command["name"] === TWO_HANDED || command["name"].endsWith(`-${TWO_HANDED}`));

const sizeOf = (s: string): Size | null => ((SIZES as readonly string[]).includes(s) ? (s as Size) : null);

/** One held combatant a step frees, with its grab's record as it was (the grabber's uuid, name and size). */
export interface Freed {
  combatant: string;
  by: string;
  name: string;
  size: string;
}

/** The combatants the acting one holds that its step frees (none when it keeps hold, or when it is larger). */
function freedBy(command: TurnCommand | null, actorOf: (id: string) => PlayerActor | null, combatants: readonly string[]): Freed[] {
  if (!command || typeof command.combatant !== "string" || !letsGo(command)) return [];
  const uuid = actorOf(command.combatant)?.uuid;
  if (!uuid) return [];
  return combatants.flatMap((id) => {
    const held = actorOf(id);
    const f = held?.system.factions;
    if (!held || !f || f.grabbedBy !== uuid || !held.statuses.includes(GRABBED)) return [];
    const grabber = sizeOf(f.grabbedBySize);
    if (grabber && sizeSteps(grabber, f.size) > 0 && !bothHands(command)) return [];
    return [{ combatant: id, by: f.grabbedBy, name: f.grabbedByName, size: f.grabbedBySize }];
  });
}

/** Grabbed off and the record cleared on each combatant the acting one holds, when its step lets go. */
export function grabberLetsGo(command: TurnCommand | null, actorOf: (id: string) => PlayerActor | null, combatants: readonly string[]): { combatant: string; back: WriteBack }[] {
  return freedBy(command, actorOf, combatants).map((f) => ({ combatant: f.combatant, back: { update: grabRecord(null), statuses: { off: [GRABBED] } } }));
}

/** The command with whom it frees recorded (`frees`), kept in the tracker's history for the step's undo. */
export function withFreed(command: TurnCommand, actorOf: (id: string) => PlayerActor | null, combatants: readonly string[]): TurnCommand {
  const frees = freedBy(command, actorOf, combatants);
  return frees.length ? { ...command, frees } : command;
}

/** The holds a command recorded as freed (`frees`), each field checked; none for any other command. */
function freesOf(command: unknown): Freed[] {
  const list = (command as { frees?: unknown } | null)?.frees;
  if (!Array.isArray(list)) return [];
  return list.filter((f): f is Freed => typeof f === "object" && f !== null && ["combatant", "by", "name", "size"].every((k) => typeof (f as Record<string, unknown>)[k] === "string") && (f as Freed).by !== "");
}

/**
 * The GM's undo of a step that let go: each character it freed is Grabbed again with its grab's record as it was,
 * unless it is Grabbed now (grabbed again since: that newer hold stands).
 */
export function grabberHoldsAgain(events: readonly TurnEvent[], actorOf: (id: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  return events.flatMap((e) => (e.type === "undone" ? freesOf(e["command"]) : [])).flatMap((f) => {
    const held = actorOf(f.combatant);
    if (!held || held.statuses.includes(GRABBED)) return [];
    return [{ combatant: f.combatant, back: { update: grabRecord({ uuid: f.by, name: f.name, size: f.size }), statuses: { on: [GRABBED] } } }];
  });
}
