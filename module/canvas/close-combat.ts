/**
 * An actor's tokens leaving close combat (WriteBack.leaveClose), on the active GM's client: each token keeps its
 * contact group (it stays in its melee: InContact) and is taken out of every close-combat pair, its own list and the
 * other tokens' lists that name it (tokens the asker may not own). The GM's client checks the request: the asker
 * must own the actor; nothing else is written.
 */
import { askGM } from "../gm/channel";
import { serialised } from "../gm/queue";

export const CLOSE_COMBAT_KIND = "leaveCloseCombat";

export interface LeaveCloseAnswer {
  ok: boolean;
  reason?: string;
  /** How many tokens' contact flags were written. */
  written?: number;
}

/** Ask for it (carried out here when this client is the active GM); a refusal is thrown with its reason. */
export async function leaveCloseCombat(actor: Actor.Implementation): Promise<LeaveCloseAnswer> {
  const answer = (await askGM(CLOSE_COMBAT_KIND, { actorUuid: actor.uuid })) as LeaveCloseAnswer | null;
  if (!answer) throw new Error(game.i18n.localize("FRAY.Tracker.NoGM"));
  if (!answer.ok) throw new Error(answer.reason ?? "");
  return answer;
}

/** The request as sent, checked: a RangeError names what is wrong. */
export function parseLeaveClose(data: unknown): { actorUuid: string } {
  const d = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const uuid = d["actorUuid"];
  if (typeof uuid !== "string" || uuid === "" || uuid.length > 200) throw new RangeError("leave close combat: no actor named");
  return { actorUuid: uuid };
}

/** The actor's tokens: an unlinked token's own, else its linked tokens on every scene. */
function tokensOf(actor: Actor.Implementation): TokenDocument.Implementation[] {
  if (actor.token) return [actor.token];
  return (game.scenes?.contents ?? []).flatMap((s) => s.tokens.contents.filter((t) => t.actorId === actor.id && t.actorLink));
}

/** GM side: check the request and take the actor's tokens out of close combat. */
export async function handleLeaveCloseCombat(data: unknown, asker: User.Implementation): Promise<LeaveCloseAnswer> {
  const req = parseLeaveClose(data);
  const actor = fromUuidSync(req.actorUuid) as Actor.Implementation | null;
  if (!(actor instanceof Actor)) throw new RangeError(`leave close combat: no actor ${req.actorUuid.slice(0, 80)}`);
  if (!actor.testUserPermission(asker, "OWNER")) throw new RangeError(game.i18n.localize("FRAY.Action.NotOwner"));
  const tokens = tokensOf(actor);
  // One writer at a time on each scene's contact flags.
  return serialised(tokens.map((t) => `contact.${t.parent?.id ?? ""}`), async () => {
    let written = 0;
    for (const token of tokens) {
      const id = token.id;
      const scene = token.parent;
      if (!id || !scene) continue;
      for (const t of scene.tokens.contents) {
        const contact = t.flags.fray?.contact;
        if (!contact) continue;
        const close = t.id === id ? [] : (contact.close ?? []).filter((c) => c !== id);
        if (close.length === (contact.close ?? []).length) continue;
        await t.setFlag("fray", "contact", { ...contact, close });
        written++;
      }
    }
    return { ok: true, written };
  });
}
