/**
 * Cards whose dice a 1 already changed ("Only one 1 may be used at a time"), recorded by the GM's client in the running
 * combat's flags. A card's author may edit its own card's flags, so the card's own record of the change cannot stop a
 * second one; a Combat is the GM's document (non-GM users may update only its turn and round: Nimble PR #853, as
 * ../shared/foundry-v13-notes.md cites it), and its flags outlive the GM client's reload. A raise is paid from the
 * running fight's tracker, so a raised card always has that combat to be recorded in.
 */
import { SYSTEM_ID } from "../config";

type RunningCombat = NonNullable<typeof game.combat>;

function recorded(combat: RunningCombat | null): string[] {
  const list: unknown = combat?.getFlag(SYSTEM_ID, "raisedCards");
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
}

/** Whether the running combat records a change to this card's dice. */
export function raisedBefore(messageId: string): boolean {
  return recorded(game.combat ?? null).includes(messageId);
}

/** Record a change to this card's dice (the GM's client, before it writes the card). */
export async function markRaised(messageId: string): Promise<void> {
  const combat = game.combat ?? null;
  if (!combat) return;
  const list = recorded(combat);
  if (!list.includes(messageId)) await combat.setFlag(SYSTEM_ID, "raisedCards", [...list, messageId]);
}
