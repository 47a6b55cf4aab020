/**
 * The Foundry glue of contact-follow-ups.ts, on the GM's client: the tokens of the attacker and of the hit actor on
 * the viewed scene, and their contact flags written as the token HUD does (token-hud.ts engage, board-actions.ts
 * setContact, not imported: the board's modules import the ruleset registry): standing alone drops the token's
 * contact flag; drawing into contact puts the target in the attacker's group (a new one when the attacker has none).
 */
import type { AppliedRecord } from "../../chat/exchange/card";
import { CONTACT_PREFIX, contactMovesOf, type ContactMove } from "./contact-follow-ups";

/** The actor's token on the viewed scene: a token actor's own token, else its first active token. */
async function tokenOf(uuid: string): Promise<TokenDocument.Implementation | null> {
  const actor = await fromUuid(uuid);
  if (!(actor instanceof Actor)) return null;
  if (actor.token) return actor.token as TokenDocument.Implementation;
  return (actor.getActiveTokens(false, true) as TokenDocument.Implementation[])[0] ?? null;
}

/** The token's contact flag, as board-actions.ts setContact writes it (null: stands alone). */
async function setContact(token: TokenDocument.Implementation, contact: { group: string; close: string[] } | null): Promise<void> {
  if (contact === null) await token.unsetFlag("fray", "contact");
  else await token.setFlag("fray", "contact", contact);
}

function warn(key: string): void {
  ui.notifications?.warn(key, { localize: true });
}

export async function runContact(id: string, record: AppliedRecord): Promise<boolean> {
  if (!id.startsWith(CONTACT_PREFIX)) return false;
  const move = id.slice(CONTACT_PREFIX.length) as ContactMove;
  if (!contactMovesOf(record).includes(move)) return true;
  if (!game.user.isGM) {
    warn("FRAY.Tactica.FollowUp.GmOnly");
    return true;
  }
  const attacker = await tokenOf(String(record.summary.data["spAttacker"]));
  const target = await tokenOf(record.targetUuid);
  const moved = move === "move-out-of-contact" ? attacker : target;
  if (!attacker || !target || !moved) {
    warn("FRAY.Tactica.FollowUp.NoToken");
    return true;
  }
  if (move === "draw-into-contact") {
    const label = attacker.flags.fray?.contact?.group || foundry.utils.randomID(8);
    await setContact(attacker, { group: label, close: attacker.flags.fray?.contact?.close ?? [] });
    await setContact(target, { group: label, close: target.flags.fray?.contact?.close ?? [] });
  } else {
    // Out of the melee (and of any close combat with it): stands alone.
    await setContact(moved, null);
  }
  ui.notifications?.info(game.i18n.format(`FRAY.Tactica.FollowUp.ContactDone.${move}`, { name: foundry.utils.escapeHTML(moved.name ?? "") }));
  return true;
}
