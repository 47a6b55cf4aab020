/**
 * An interrupted move waits for its opportunity attacks (Foundry glue): "The target's movement is interrupted and the
 * attack is resolved, after which their turn resumes" (factions, Opportunity attacks). The first move out of the
 * melee posts a card naming the enemies that may react, each with *Attack* (targets the mover and opens the
 * enemy's sheet, for its owner) and *Let them go*; the mover's token stays (nearby) and every later move of that
 * turn with those enemies is refused until each of them has let it go or made its attack on the mover and the
 * attack is resolved (its card applied to the mover, or rolled with nothing to apply). All of it is read from chat
 * messages any user may post: the card (flags.fray.opportunity, by the mover's client), a pass (flags.fray
 * .opportunityPass, by the enemy's owner or a GM: one posted by anyone else is not counted) and the attack's exchange
 * card (posted by the enemy's side; applied as the GM's ledger says, chat/exchange-query.ts exchangeOf). An enemy that can no longer react (down meanwhile) is no longer among the movers' attackers, so it holds
 * nothing. Sources: API ChatMessage (flags, author), hookEvents.renderChatMessageHTML (foundry-v13-notes §5).
 */
import type { ExchangeCard } from "../chat/exchange/card";
import { exchangeOf } from "../chat/exchange-query";
import { escapeHtml } from "../chat/notice";

export interface OpportunityAttacker {
  /** Its token on the mover's scene, its actor's UUID and its name (plain text). */
  token: string;
  actor: string;
  name: string;
}

/** The interruption card's flag: the mover's turn and token, its actor's UUID, the enemies that may react. */
export interface OpportunityFlag {
  key: string;
  mover: string;
  moverActor: string;
  moverName: string;
  attackers: OpportunityAttacker[];
}

/** A pass: the card it answers and the enemy's token that lets the mover go. */
export interface OpportunityPassFlag {
  card: string;
  token: string;
}

type Msg = Pick<ChatMessage.Implementation, "id" | "flags" | "author">;

/** The hold's key: the combat, its round and turn, the mover and the enemies that may react. */
export function holdKey(token: TokenDocument.Implementation, attackers: readonly string[]): string {
  const combat = game.combat;
  return [combat?.id, combat?.round, combat?.turn, token.id, [...attackers].sort().join(",")].join("|");
}

const flagsOf = (m: Msg) => m.flags.fray;

/** Whether the exchange's attack on `uuid` is resolved: applied to it (not undone), or rolled with nothing to apply. */
function resolvedOn(card: ExchangeCard, uuid: string): boolean {
  if (card.applied.some((r) => r.targetUuid === uuid && r.undone === null)) return true;
  return card.phase !== "declaring" && (card.damage === null || card.damage === 0);
}

/** Who may post a pass for an enemy: a GM or one of its owners. */
function mayAnswerFor(author: User.Implementation | null, actorUuid: string): boolean {
  if (!author) return false;
  if (author.isGM) return true;
  const actor = fromUuidSync(actorUuid);
  return actor instanceof Actor && actor.testUserPermission(author, "OWNER");
}

/** The enemies of the card still to answer: neither a counted pass nor a resolved attack on the mover after the card. */
export function pendingOf(card: Msg, current: readonly string[] = []): OpportunityAttacker[] {
  const flag = flagsOf(card)?.opportunity;
  if (!flag) return [];
  const messages = game.messages.contents;
  const after = messages.slice(messages.findIndex((m) => m.id === card.id) + 1);
  return flag.attackers.filter((a) => {
    if (current.length > 0 && !current.includes(a.token)) return false;
    const passed = after.some((m) => flagsOf(m)?.opportunityPass?.card === card.id && flagsOf(m)?.opportunityPass?.token === a.token && mayAnswerFor(m.author as User.Implementation | null, a.actor));
    // The attack's card as the exchange reads it (its applications from the GM's ledger), posted by the enemy's side.
    const attacked = after.some((m) => {
      const x = flagsOf(m)?.exchange ? exchangeOf(m) : null;
      return x !== null && x.attackerUuid === a.actor && mayAnswerFor(m.author as User.Implementation | null, a.actor) && x.targets.some((t) => t.uuid === flag.moverActor) && resolvedOn(x, flag.moverActor);
    });
    return !passed && !attacked;
  });
}

/**
 * The latest interruption card of this hold, or null. Any user may post a message with such a flag, so a card counts
 * only when it names the mover and every enemy of the hold with the actor its token has on the scene: a card forged
 * with fewer enemies, or with an actor its poster owns in an enemy's place, is passed over and the hold stands.
 */
export function holdCard(token: TokenDocument.Implementation, attackerIds: readonly string[], key: string): Msg | null {
  const actorOn = (id: string) => token.parent?.tokens.get(id)?.actor?.uuid;
  const faithful = (f: OpportunityFlag) =>
    f.key === key && f.moverActor === token.actor?.uuid && attackerIds.every((id) => f.attackers.some((a) => a.token === id && a.actor === actorOn(id)));
  return game.messages.contents.findLast((m) => {
    const f = flagsOf(m)?.opportunity;
    return f !== undefined && faithful(f);
  }) ?? null;
}

/** Post the interruption card: the enemies that may react, each with its buttons. */
export async function postHold(token: TokenDocument.Implementation, attackerIds: readonly string[], key: string): Promise<void> {
  const scene = token.parent;
  const attackers: OpportunityAttacker[] = attackerIds.flatMap((id) => {
    const t = scene?.tokens.get(id);
    return t?.actor ? [{ token: id, actor: t.actor.uuid, name: t.name ?? "" }] : [];
  });
  const names = attackers.map((a) => a.name).join(", ");
  const rows = attackers
    .map((a) => `<li><span>${escapeHtml(a.name)}</span> <button type="button" data-fray-opportunity="attack" data-token="${escapeHtml(a.token)}">${escapeHtml(game.i18n.localize("FRAY.Board.Hold.Attack"))}</button> <button type="button" data-fray-opportunity="pass" data-token="${escapeHtml(a.token)}">${escapeHtml(game.i18n.localize("FRAY.Board.Hold.Pass"))}</button></li>`)
    .join("");
  const head = game.i18n.format("FRAY.Board.Chat.Opportunity", { name: token.name ?? "", names });
  const wait = game.i18n.format("FRAY.Board.Hold.Waits", { name: token.name ?? "" });
  const flag: OpportunityFlag = { key, mover: token.id ?? "", moverActor: token.actor?.uuid ?? "", moverName: token.name ?? "", attackers };
  await ChatMessage.implementation.create({
    speaker: ChatMessage.implementation.getSpeaker({ token }),
    content: `<div class="fray-opportunity-hold"><p>${escapeHtml(head)}</p><p>${escapeHtml(wait)}</p><ul>${rows}</ul></div>`,
    flags: { fray: { opportunity: flag } },
  });
}

/** The enemy's owner lets the mover go: a pass posted for that enemy (refused to anyone else). */
export async function passOpportunity(messageId: string, tokenId: string): Promise<boolean> {
  const card = game.messages.get(messageId);
  const a = card ? flagsOf(card)?.opportunity?.attackers.find((x) => x.token === tokenId) : undefined;
  if (!card || !a) return false;
  if (!mayAnswerFor(game.user, a.actor)) {
    ui.notifications?.warn("FRAY.Board.Hold.NotYours", { localize: true });
    return false;
  }
  if (!pendingOf(card).some((p) => p.token === tokenId)) return false;
  const mover = flagsOf(card)?.opportunity?.moverName ?? "";
  const pass: OpportunityPassFlag = { card: messageId, token: tokenId };
  await ChatMessage.implementation.create({ content: `<p>${escapeHtml(game.i18n.format("FRAY.Board.Hold.Passed", { name: a.name, mover }))}</p>`, flags: { fray: { opportunityPass: pass } } });
  return true;
}

/** Actor UUID → the mover's token id, set by the hold card's *Attack*: that actor's next attack on it is the opportunity attack. */
const takenAgainst = new Map<string, string>();

/** Whether the actor took an opportunity attack from a hold card against this token (its dialog prefills the box). */
export function opportunityTakenAgainst(actorUuid: string, tokenId: string | null | undefined): boolean {
  return tokenId !== null && tokenId !== undefined && takenAgainst.get(actorUuid) === tokenId;
}

/** The enemy's owner takes the attack: the mover targeted, the enemy's sheet opened to pick the weapon. */
export async function startAttack(messageId: string, tokenId: string): Promise<void> {
  const message = game.messages.get(messageId);
  const flag = message ? flagsOf(message)?.opportunity : undefined;
  const a = flag?.attackers.find((x) => x.token === tokenId);
  const actor = a ? fromUuidSync(a.actor) : null;
  if (!flag || !(actor instanceof Actor) || !actor.isOwner) return void ui.notifications?.warn("FRAY.Board.Hold.NotYours", { localize: true });
  canvas?.tokens?.get(flag.mover)?.setTarget(true, { releaseOthers: true });
  takenAgainst.set(actor.uuid, flag.mover);
  await actor.sheet?.render(true);
  ui.notifications?.info(game.i18n.format("FRAY.Board.Hold.AttackHow", { name: escapeHtml(flag.moverName) }));
}

/** renderChatMessageHTML: the card's buttons, shown to those who may press them. */
export function registerOpportunityHold(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    const flag = flagsOf(message)?.opportunity;
    if (!flag) return;
    const pending = new Set(pendingOf(message).map((a) => a.token));
    for (const button of html.querySelectorAll<HTMLButtonElement>("[data-fray-opportunity]")) {
      const token = button.dataset["token"] ?? "";
      const a = flag.attackers.find((x) => x.token === token);
      if (!a || !pending.has(token) || !mayAnswerFor(game.user, a.actor)) {
        button.remove();
        continue;
      }
      button.addEventListener("click", () => {
        button.disabled = true;
        void (button.dataset["frayOpportunity"] === "pass" ? passOpportunity(message.id ?? "", token) : startAttack(message.id ?? "", token));
      });
    }
  });
}
