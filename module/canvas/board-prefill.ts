/**
 * The roll dialog's board prefill (Foundry glue): the attacker's token on the viewed scene (a controlled one first)
 * and the user's first target, through the world ruleset's board rules. The fields stay editable in the dialog.
 */
import type { WeaponSystem } from "../schema/weapon";
import { attackPrefill, boardRules, currentIndex } from "./board";
import { noteText } from "./board-actions";
import { opportunityTakenAgainst } from "./opportunity-hold";

export interface DialogPrefill {
  /** Dialog data: the prefilled fields and `boardNotes`, the lines shown above them. */
  data: Record<string, unknown>;
  /** Set when the board forbids the attack. */
  refusal: string | null;
}

/** The board's attack prefill against one of the user's targets (a combo's several targets), by its actor's UUID. */
export function targetPrefill(actor: Actor.Implementation, uuid: string, weapon: Record<string, unknown>): Record<string, unknown> {
  const attacker = attackerToken(actor);
  // The actor's own UUID reads its own token as the other side (what the board recorded of its own moves).
  const target = uuid === actor.uuid ? attacker : ([...game.user.targets].find((t) => t.actor?.uuid === uuid)?.document ?? null);
  if (!attacker || !target) return {};
  return attackPrefill(attacker, target, boardRules().weaponOnBoard(weapon as Partial<WeaponSystem>))?.fields ?? {};
}

/** The actor's token on the viewed scene: a controlled one first. */
export function attackerToken(actor: Actor.Implementation): TokenDocument.Implementation | null {
  const controlled = canvas?.tokens?.controlled.find((t) => t.actor === actor);
  return controlled?.document ?? actor.getActiveTokens(true, true)[0] ?? null;
}

export function boardDialogPrefill(actor: Actor.Implementation, weapon: Partial<WeaponSystem>): DialogPrefill {
  const attacker = attackerToken(actor);
  const target = [...game.user.targets][0]?.document ?? null;
  if (!attacker || !target) return { data: {}, refusal: null };
  const p = attackPrefill(attacker, target, boardRules().weaponOnBoard(weapon));
  if (!p) return { data: {}, refusal: null };
  // Taken from the hold card's *Attack* against its mover: the dialog's opportunity box starts ticked (editable).
  const box = boardRules().opportunityField;
  const opportunity = box && opportunityTakenAgainst(actor.uuid, target.id) ? { [box]: true } : {};
  return { data: { ...p.fields, ...opportunity, boardNotes: p.notes.map(noteText) }, refusal: p.refusal ? noteText(p.refusal) : null };
}

/** Prefill for a skill check where the actor's token stands (a dimly lit zone's Perception penalty). */
export function boardCheckPrefill(actor: Actor.Implementation, skill: string): Record<string, unknown> {
  const token = attackerToken(actor);
  const index = currentIndex();
  const here = token?.id ? index?.token(token.id) : undefined;
  if (!index || !here) return {};
  const p = boardRules().checkPrefill({ graph: index.graph, grid: index.grid, tokens: index.allTokens(), token: here, skill: skill.trim().toLowerCase() });
  return { ...p.fields, boardNotes: p.notes.map(noteText) };
}
