/**
 * A missed area attack lands elsewhere (Foundry glue). The client that places an area for an attack keeps it until
 * the attack's card is created, writes it on the card (flags.fray.area), and, once the card exists, asks the GM's
 * client to resolve it (kind "areaMiss" on the system socket, gm/channel.ts: the sender is the user the server names,
 * never one from the request). The GM's client decides with the card's own request
 * and faces (placed-area.ts and the ruleset's board rules), rolls the landing dice as a Foundry Roll, moves the
 * area (a v13 template or a v14 Region) or picks the deviated zone, rebinds the card's targets to whoever the landed area catches and posts the
 * dice and the path. An attack refused after its area was placed removes that area (discardPlacedArea).
 */
import { SYSTEM_ID } from "../config";
import { exchangeOf, requesterOf, takeExchange } from "../chat/exchange-query";
import { storedAreaLanding, writeAreaLanding, writeExchangeState } from "../chat/exchange-state";
import type { BoundTarget } from "../chat/exchange/card";
import { askGM, registerGmHandler } from "../gm/channel";
import { serialised } from "../gm/queue";
import { formulaFor } from "../dice/faces";
import { facesOf } from "../dice/roll";
import { queuedDice } from "../engine/dice/source";
import { BOARD_RULES } from "../rulesets/boards";
import { indexFor } from "./board";
import { postBoardChat, templateLike, tokenNames } from "./board-actions";
import type { AreaMiss, BoardRules, RolledAttack } from "./board-rules";
import { decideAreaMiss, parsePlacedArea, retargetCard, type PlacedArea } from "./placed-area";
import { pixelsPerUnit, templateArea } from "./template-area";
import { areaDocument, moveAreaDocument } from "../compat/areas";

/** The area this client placed for an attack not yet rolled, and whose attack it is. */
let pending: { actorUuid: string; area: PlacedArea } | null = null;

export function recordPlacedArea(actor: Actor.Implementation, area: PlacedArea): void {
  pending = { actorUuid: actor.uuid, area };
}

/** The attack was refused or cancelled after its area was placed: take the area off the board. */
export async function discardPlacedArea(actor: Actor.Implementation): Promise<void> {
  const p = pending;
  if (!p || p.actorUuid !== actor.uuid) return;
  pending = null;
  if (p.area.kind !== "template") return;
  const doc = areaDocument(fromUuidSync(p.area.template));
  if (doc?.isOwner) await doc.delete();
}

const ID = /^[A-Za-z0-9]{16}$/;
export const AREA_MISS_KIND = "areaMiss";

export interface AreaMissRequest {
  type: "areaMiss";
  messageId: string;
}

export type AreaMissAnswer = { ok: true; missed: boolean; targets: string[] } | { ok: false; refusal: string; reason?: string };

/** Tokens of a scene as the card's bound targets (their actors' UUIDs and names). */
function boundTargets(scene: Scene.Implementation, tokenIds: readonly string[]): BoundTarget[] {
  return tokenIds.flatMap((id) => {
    const actor = scene.tokens.get(id)?.actor;
    return actor ? [{ uuid: actor.uuid, name: actor.name }] : [];
  });
}

async function rollGroups(miss: AreaMiss): Promise<{ roll: Roll | null; faces: number[] }> {
  if (miss.dice.length === 0) return { roll: null, faces: [] };
  const roll = await new Roll(formulaFor(miss.dice)).evaluate();
  return { roll, faces: facesOf(roll) };
}

/** Move the missed template by the ruleset's scatter; who it catches there, and the chat lines. */
async function landTemplate(rules: BoardRules, attack: RolledAttack, area: Extract<PlacedArea, { kind: "template" }>, miss: AreaMiss) {
  const doc = areaDocument(fromUuidSync(area.template));
  const data = doc ? templateLike(doc) : null;
  const scene = doc?.parent ?? null;
  if (!doc || !data || !scene || !rules.areaLanding) return null;
  const { roll, faces } = await rollGroups(miss);
  const landing = rules.areaLanding(attack, area, faces);
  const index = indexFor(scene);
  const k = pixelsPerUnit(index.grid);
  const moved = templateArea.moved(data, landing.dx * k, landing.dy * k);
  await moveAreaDocument(doc, moved);
  const { membership, flatCones } = rules.areas;
  const ids = templateArea.targets(moved, index.grid, index.allTokens().map((t) => t.footprint), membership, { flatCones });
  const fmt = (v: number) => String(Math.round(v));
  const line = game.i18n.format("FRAY.Board.Chat.Scatter", {
    direction: landing.direction,
    squares: String(landing.squares),
    dice: landing.dice.join(" + "),
    fromX: fmt(data.x),
    fromY: fmt(data.y),
    toX: fmt(moved.x),
    toY: fmt(moved.y),
  });
  return { scene, ids, roll, line };
}

/** Deviate the missed blast by a die with one face per neighbouring zone; who stands there, and the chat line. */
async function landBlast(rules: BoardRules, area: Extract<PlacedArea, { kind: "blast" }>) {
  const token = fromUuidSync(area.attackerToken);
  const scene = token instanceof CONFIG.Token.documentClass ? token.parent : null;
  if (!(token instanceof CONFIG.Token.documentClass) || !token.id || !scene || !rules.blast) return null;
  const index = indexFor(scene);
  const neighbours = index.graph.has(area.zone) ? index.graph.neighbours(area.zone).length : 0;
  const roll = neighbours > 1 ? await new Roll(`1d${neighbours}`).evaluate() : null;
  const out = rules.blast(queuedDice(roll ? facesOf(roll) : []), {
    graph: index.graph,
    regions: index.zoneRegions(),
    tokens: index.allTokens(),
    attacker: token.id,
    melee: false,
    zone: area.zone,
    range: area.range,
    hit: false,
  });
  const line =
    out.zone === null
      ? game.i18n.localize("FRAY.Board.Chat.Lost")
      : game.i18n.format("FRAY.Board.Chat.Deviation", { zone: index.graph.zone(out.zone).name, roll: String(out.deviation?.roll ?? 1), count: String(out.deviation?.numbered.length ?? 1) });
  return { scene, ids: out.targets, roll, line };
}

/**
 * Whether `user` may have the GM's client move (or read targets from) the area a card names. The card's author writes
 * its flags, so the area it names may be someone else's (the GM's, another player's): only its owner or a GM may use
 * it (v13: a template's author owns it; v14: a Region's ownership). A blast moves no document.
 */
export function mayUseArea(area: PlacedArea, user: User.Implementation): boolean {
  if (area.kind !== "template") return true;
  const doc = areaDocument(fromUuidSync(area.template));
  return !doc || doc.testUserPermission(user, "OWNER");
}

/**
 * A card's placed area as the GM's client reads it: landed when its companion says so, whatever the card's own flags
 * (its author's) say.
 */
export function placedAreaOf(messageId: string): PlacedArea | null {
  const area = parsePlacedArea(game.messages.get(messageId)?.flags.fray?.area);
  const landed = storedAreaLanding(messageId);
  return area && landed && !area.resolved ? { ...area, resolved: landed } : area;
}

/**
 * The GM's client takes a card no GM has taken yet (none was connected when it was posted) before reading it, as every
 * exchange request does (exchange-query.ts takeExchange): its damage worked out again, nothing else its author wrote
 * kept. A refusal when the engine cannot resolve its attack, else null.
 */
export async function takenFirst(messageId: string): Promise<{ ok: false; refusal: "Invalid"; reason: string } | null> {
  try {
    await takeExchange(messageId);
    return null;
  } catch (e) {
    return { ok: false, refusal: "Invalid", reason: e instanceof Error ? e.message : String(e) };
  }
}

/** The GM's side: resolve the card's placed area once (a miss lands and rebinds the card's targets) for `user`, the sender. */
export async function handleAreaMissRequest(data: unknown, user: User.Implementation): Promise<AreaMissAnswer> {
  const req = (typeof data === "object" && data !== null ? data : {}) as Partial<AreaMissRequest>;
  if (typeof req.messageId !== "string" || !ID.test(req.messageId)) {
    return { ok: false, refusal: "Invalid", reason: "an area request names a message id" };
  }
  const taken = await takenFirst(req.messageId);
  if (taken) return taken;
  const message = game.messages.get(req.messageId);
  const card = exchangeOf(message);
  const area = placedAreaOf(req.messageId);
  const decision = decideAreaMiss(card, area, requesterOf(user));
  if (!decision.ok) return decision;
  if (!mayUseArea(area!, user)) return { ok: false, refusal: "NotYours" };
  const rules = BOARD_RULES[card!.ruleset];
  const attack = card!.attack;
  const miss = attack ? (rules.areaMiss?.(attack, area!) ?? null) : null;
  const resolved = (missed: boolean, targets: string[]) => ({ ...area!, resolved: { missed, by: user.id ?? "", at: Date.now(), targets } });
  if (!miss || !attack) {
    await writeAreaLanding(req.messageId, resolved(false, card!.targets.map((t) => t.uuid)).resolved);
    await message!.setFlag(SYSTEM_ID, "area", resolved(false, card!.targets.map((t) => t.uuid)));
    return { ok: true, missed: false, targets: card!.targets.map((t) => t.uuid) };
  }
  const landed = area!.kind === "template" ? await landTemplate(rules, attack, area!, miss) : await landBlast(rules, area!);
  if (!landed) return { ok: false, refusal: "NoArea" };
  const targets = boundTargets(landed.scene, landed.ids);
  const retargeted = retargetCard(card!, targets, miss.damage);
  await writeAreaLanding(req.messageId, resolved(true, targets.map((t) => t.uuid)).resolved);
  await message!.update({ flags: { fray: { exchange: { ...retargeted, applied: [] }, area: resolved(true, targets.map((t) => t.uuid)) } } });
  await writeExchangeState(message!.id!, retargeted);
  await postBoardChat(
    [landed.line, landed.ids.length ? game.i18n.format("FRAY.Board.Chat.Targets", { names: tokenNames(landed.ids, landed.scene) }) : game.i18n.localize("FRAY.Board.Chat.NoTargets")],
    landed.roll ? [landed.roll] : [],
  );
  return { ok: true, missed: true, targets: targets.map((t) => t.uuid) };
}

/** Ask the active GM to resolve this card's area (or resolve it here when this client is the GM). */
async function sendAreaMiss(messageId: string): Promise<void> {
  if (!game.users.activeGM) return void ui.notifications?.error("FRAY.Chat.NoGM", { localize: true });
  const req: AreaMissRequest = { type: "areaMiss", messageId };
  const answer = (await askGM(AREA_MISS_KIND, req)) as AreaMissAnswer | null;
  if (answer && !answer.ok) ui.notifications?.warn(game.i18n.localize(`FRAY.Board.Area.Refused.${answer.refusal}`));
}

export function registerAreaMiss(): void {
  // It rewrites the card: queued with the card's other writes on the GM's client (gm/queue.ts).
  registerGmHandler(AREA_MISS_KIND, (data, user) => serialised([`ChatMessage.${(data as { messageId?: unknown } | null)?.messageId}`], () => handleAreaMissRequest(data, user)));
  // The attack card this client creates next carries the area its attack placed.
  Hooks.on("preCreateChatMessage", (message) => {
    if (!pending || message.flags.fray?.card?.kind !== "FRAY.Attack.Kind") return;
    const p = pending;
    pending = null;
    if (exchangeOf(message)?.attackerUuid === p.actorUuid) message.updateSource({ flags: { fray: { area: p.area } } });
  });
  // Once the card exists, its author asks the GM to resolve the area (nothing happens on a hit).
  Hooks.on("createChatMessage", (message, _options, userId) => {
    if (userId !== game.user.id || !message.id) return;
    const card = exchangeOf(message);
    const area = parsePlacedArea(message.flags.fray?.area);
    if (!card?.attack || !area || area.resolved || !BOARD_RULES[card.ruleset].areaMiss?.(card.attack, area)) return;
    void sendAreaMiss(message.id);
  });
}
