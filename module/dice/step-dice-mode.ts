/**
 * Who sees a tracker step's dice (pure). Core whispers a hidden combatant's initiative to the GMs alone
 * (Nimble-Co/FoundryVTT-Nimble#843 names the behaviour; core's Combat#rollInitiative uses the private GM mode for
 * hidden combatants). A step's dice cannot be told apart by combatant, so a step that rolls for a hidden combatant,
 * or for everyone (the start) while one is hidden, goes to the GMs whole. Otherwise the sender's own mode applies
 * when the step was sent from this client, and public when it came from another user.
 */
import type { MessageMode } from "../compat/messages";

export interface StepDiceInput {
  /** The command's subjects (the combatant it names, or the one it adds); empty when it concerns everyone. */
  subjects: readonly string[];
  /** Every combatant of the fight. */
  everyone: readonly string[];
  hidden: (id: string) => boolean;
  /** The mode this client's user chose, when the step is theirs; null for another user's request. */
  own: MessageMode | null;
}

export function stepDiceMode(input: StepDiceInput): MessageMode {
  const rolledFor = input.subjects.length > 0 ? input.subjects : input.everyone;
  if (rolledFor.some((id) => input.hidden(id))) return "gm";
  return input.own ?? "public";
}

/** The combatant ids a command is about: the one it names, or the entrant it adds. */
export function commandSubjects(command: object | null | undefined): string[] {
  const c = (command as { combatant?: unknown } | null | undefined)?.combatant;
  if (typeof c === "string") return [c];
  if (typeof c === "object" && c !== null && typeof (c as { id?: unknown }).id === "string") return [(c as { id: string }).id];
  return [];
}
