/**
 * An area attack's card offers Retarget and Scatter (issue 27 item 9) to the GM and the attacker's owner, instead
 * of the console's fray.board.targetTokens / scatterTemplate. Retarget binds the card again to whoever the placed
 * area (a v13 template, a v14 Region) covers now, after someone moved it by hand. Scatter rolls the scatter the
 * card's ruleset defines for a missed area that has not landed yet (no GM was there when the card was made), moves
 * the area and rebinds the card, through the same GM's-client step as the automatic landing (area-miss.ts). Both are
 * requests to the active GM's client (kind "areaCard" on the system socket), which decides with the card's own data.
 */
import { askGM, registerGmHandler } from "../gm/channel";
import { serialised } from "../gm/queue";
import { areaDocument } from "../compat/areas";
import { handleAreaMissRequest, mayUseArea, placedAreaOf, takenFirst } from "../canvas/area-miss";
import { postBoardChat, templateLike, tokenNames } from "../canvas/board-actions";
import { indexFor } from "../canvas/board";
import { retargetCard, type AreaRefusal, type PlacedArea } from "../canvas/placed-area";
import { templateArea } from "../canvas/template-area";
import { BOARD_RULES } from "../rulesets/boards";
import { exchangeOf, requesterOf } from "./exchange-query";
import { writeExchangeState } from "./exchange-state";
import type { ExchangeCard, Requester } from "./exchange/card";

export const AREA_CARD_KIND = "areaCard";
export type AreaCardAction = "retarget" | "scatter";
export interface AreaCardRequest {
  type: "areaCard";
  messageId: string;
  action: AreaCardAction;
}
export type AreaCardAnswer = { ok: true; targets: string[] } | { ok: false; refusal: AreaRefusal | "Invalid"; reason?: string };

const ID = /^[A-Za-z0-9]{16}$/;

/** Which of the two buttons this viewer gets on the card (none before or after the exchange can change targets). */
export function areaButtons(card: ExchangeCard | null, area: PlacedArea | null, viewer: Requester): { retarget: boolean; scatter: boolean } {
  const none = { retarget: false, scatter: false };
  if (!card || !area || area.kind !== "template") return none;
  if (!viewer.isGM && !viewer.owns(card.attackerUuid)) return none;
  if (card.defences.length > 0 || card.applied.length > 0) return none;
  const missed = card.attack !== null && (BOARD_RULES[card.ruleset].areaMiss?.(card.attack, area) ?? null) !== null;
  return { retarget: true, scatter: missed && !area.resolved };
}

/** The GM's side of Retarget: whoever the area covers now becomes the card's targets. */
async function retarget(message: NonNullable<ReturnType<typeof game.messages.get>>, card: ExchangeCard, area: Extract<PlacedArea, { kind: "template" }>): Promise<AreaCardAnswer> {
  const doc = areaDocument(fromUuidSync(area.template));
  const data = doc ? templateLike(doc) : null;
  const scene = doc?.parent ?? null;
  if (!doc || !data || !scene) return { ok: false, refusal: "NoArea" };
  const index = indexFor(scene);
  const { membership, flatCones } = BOARD_RULES[card.ruleset].areas;
  const ids = templateArea.targets(data, index.grid, index.allTokens().map((t) => t.footprint), membership, { flatCones });
  const targets = ids.flatMap((id) => {
    const actor = scene.tokens.get(id)?.actor;
    return actor ? [{ uuid: actor.uuid, name: actor.name }] : [];
  });
  const rebound = retargetCard(card, targets, card.damage);
  await message.update({ flags: { fray: { exchange: { ...rebound, applied: [] } } } });
  await writeExchangeState(message.id!, rebound);
  await postBoardChat([ids.length ? game.i18n.format("FRAY.Board.Chat.Targets", { names: tokenNames(ids, scene) }) : game.i18n.localize("FRAY.Board.Chat.NoTargets")]);
  return { ok: true, targets: targets.map((t) => t.uuid) };
}

/** On the GM's client: `user` is the sender the server names. */
export async function handleAreaCardRequest(data: unknown, user: User.Implementation): Promise<AreaCardAnswer> {
  const req = (typeof data === "object" && data !== null ? data : {}) as Partial<AreaCardRequest>;
  if (typeof req.messageId !== "string" || !ID.test(req.messageId) || (req.action !== "retarget" && req.action !== "scatter")) {
    return { ok: false, refusal: "Invalid", reason: "an area request names a message id and retarget or scatter" };
  }
  const taken = await takenFirst(req.messageId);
  if (taken) return taken;
  const message = game.messages.get(req.messageId);
  const card = exchangeOf(message);
  const area = placedAreaOf(req.messageId);
  if (!card || !message) return { ok: false, refusal: "NoCard" };
  if (!area || area.kind !== "template") return { ok: false, refusal: "NoArea" };
  const requester = requesterOf(user);
  if (!requester.isGM && !requester.owns(card.attackerUuid)) return { ok: false, refusal: "Forbidden" };
  if (card.defences.length > 0 || card.applied.length > 0) return { ok: false, refusal: "Started" };
  if (!mayUseArea(area, user)) return { ok: false, refusal: "NotYours" };
  if (req.action === "retarget") return retarget(message, card, area);
  // Scatter is the automatic landing, asked by hand: refused once the area has landed, or when it did not miss.
  if (!areaButtons(card, area, requester).scatter) return { ok: false, refusal: area.resolved ? "Resolved" : "NoArea" };
  const answer = await handleAreaMissRequest({ type: "areaMiss", messageId: req.messageId }, user);
  return answer.ok ? { ok: true, targets: answer.targets } : { ok: false, refusal: answer.refusal as AreaRefusal };
}

/** The card's button: ask the active GM's client (or run here when this client is the GM). */
export async function sendAreaCard(messageId: string, action: AreaCardAction): Promise<void> {
  if (!game.users.activeGM) return void ui.notifications?.error("FRAY.Chat.NoGM", { localize: true });
  const answer = (await askGM(AREA_CARD_KIND, { type: "areaCard", messageId, action } satisfies AreaCardRequest)) as AreaCardAnswer | null;
  if (answer && !answer.ok) ui.notifications?.warn(game.i18n.localize(`FRAY.Board.Area.Refused.${answer.refusal}`));
}

export function registerAreaCard(): void {
  // It rewrites the card: queued with the card's other writes on the GM's client (gm/queue.ts).
  registerGmHandler(AREA_CARD_KIND, (data, user) => serialised([`ChatMessage.${(data as { messageId?: unknown } | null)?.messageId}`], () => handleAreaCardRequest(data, user)));
}
