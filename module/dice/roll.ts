/**
 * Run a roll request as a Foundry Roll (so the dice show in chat and in Dice So Nice), hand its faces to the
 * engine, and post the chat card.
 */
import { SYSTEM_ID } from "../config";
import { percent } from "./roll-format";
import { bindDeclaring, bindExchange } from "../chat/exchange/bind";
import { currentRulesOptions } from "../settings";
import type { BoundTarget, ExchangeCard } from "../chat/exchange/card";
import type { RollCardRecord } from "../chat/roll-card-revise";
import { declaredCard } from "./declared-card";
import { writeBack } from "./write-back";
import { adapterFor } from "../rulesets/registry";
import { applyMessageMode } from "../compat/messages";
import { formulaFor, prepareRoll, splitSeriesFaces, type CardData, type DiceGroup, type PreparedRoll, type RollRequest } from "./requests";

export const ROLL_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/roll-card.hbs`;

/** Active faces of every die term, in formula order. */
export function facesOf(roll: Roll): number[] {
  return roll.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result));
}


/** The actors the user targets now, as the card binds them. */
export function currentTargets(): BoundTarget[] {
  return [...(game.user?.targets ?? [])].flatMap((token) => (token.actor ? [{ uuid: token.actor.uuid, name: token.actor.name }] : []));
}

/** `targets`: whom the card binds (a riposte: the card's attacker); the user's targets of this moment by default. */
export async function rollAndPost(actor: Actor.Implementation, asked: RollRequest, targets?: readonly BoundTarget[]): Promise<CardData> {
  // The world's rules readings (dying threshold, impaired damage …) reach the engine with the request.
  // The request's handler is looked up once here and carried to the card and the write-back.
  const prepared = prepareRoll(asked, currentRulesOptions());
  const bound = targets ?? currentTargets();
  const declared = await rollDeclared(actor, prepared, bound);
  if (declared) return declared;
  const roll = await rolled(prepared.dice);
  return postCard(actor, prepared, facesOf(roll), [roll], bound);
}

async function rolled(groups: readonly DiceGroup[]): Promise<Roll> {
  const roll = new Roll(formulaFor(groups));
  await roll.evaluate();
  return roll;
}

/**
 * An attack whose ruleset has the defence declared first (prepared.declareFirst): only the dice before the waiting
 * ones are rolled now (a factions hit save; none in tactica). When they leave a defence to declare, the card is
 * posted "declaring", its remaining dice rolled later on the GM's client (chat/exchange/declare.ts); otherwise the
 * rest is rolled now and the whole card posted. Null when the roll is not split (no target, no such ruleset).
 */
async function rollDeclared(actor: Actor.Implementation, prepared: PreparedRoll, targets: readonly BoundTarget[]): Promise<CardData | null> {
  const split = prepared.declareFirst;
  if (!split || targets.length === 0) return null;
  const nowGroups = prepared.dice.slice(0, split.now);
  const first = nowGroups.some((g) => g.count > 0) ? await rolled(nowGroups) : null;
  const nowFaces = first ? facesOf(first) : [];
  const card = split.waits(nowFaces) ? declaredCard(prepared.dice, prepared.resolve, nowFaces) : null;
  if (!card) {
    // Nothing to declare against (a missed hit save): the rest is rolled at once, the card posted whole.
    const rest = await rolled(prepared.dice.slice(split.now));
    return postCard(actor, prepared, [...nowFaces, ...facesOf(rest)], [...(first ? [first] : []), rest], targets);
  }
  const exchange = bindDeclaring(card, prepared.req, nowFaces, actor.uuid, targets, actor.name);
  await postMessage(actor, card, exchange, first ? [first] : []);
  // A write-back that reads no waiting face is written with the card (else on the GM's client, once rolled).
  if (split.writeBackWhenPosted) await writeBack(actor, prepared.writeBack(nowFaces, actor.system.stats));
  return card;
}

/**
 * Several attacks made as one play (dual wielding): one Roll for all their dice (shown once), then a card per
 * request, in order, each bound to the user's targets of this moment and written back in turn. A series whose
 * ruleset declares the defence first posts each attack as its own declared card.
 */
export async function rollAndPostSeries(actor: Actor.Implementation, asked: readonly RollRequest[]): Promise<CardData[]> {
  const options = currentRulesOptions();
  const prepared = asked.map((r) => prepareRoll(r, options));
  const targets = currentTargets();
  if (targets.length && prepared.some((p) => p.declareFirst)) {
    const cards: CardData[] = [];
    for (const p of prepared) {
      const declared = await rollDeclared(actor, p, targets);
      if (declared) cards.push(declared);
      else {
        const roll = await rolled(p.dice);
        cards.push(await postCard(actor, p, facesOf(roll), [roll], targets));
      }
    }
    return cards;
  }
  const groups = prepared.map((p) => p.dice);
  const roll = await rolled(groups.flat());
  const faces = splitSeriesFaces(groups, facesOf(roll));
  const cards: CardData[] = [];
  // The Roll rides on the first card's message only, so the dice are shown (and animated) once.
  for (const [i, p] of prepared.entries()) cards.push(await postCard(actor, p, faces[i]!, i === 0 ? [roll] : [], targets));
  return cards;
}

/** Resolve, bind, render and post one card, then write back what the roll changes on its roller. */
async function postCard(actor: Actor.Implementation, prepared: PreparedRoll, faces: readonly number[], rolls: Roll[], targets: readonly BoundTarget[]): Promise<CardData> {
  const { req } = prepared;
  const card = prepared.resolve(faces);
  // An attack card is bound to the targets of this moment: every later step (defence, apply, undo) acts on them.
  const exchange = bindExchange(card, req, faces, actor.uuid, targets, actor.name);
  // A plain card of a ruleset that may change its dice later (chat/roll-card-revise.ts) keeps its request and faces.
  const keep = !exchange && adapterFor(card.ruleset).rollRevision?.cardOffers !== undefined;
  await postMessage(actor, card, exchange, rolls, keep ? { request: structuredClone(req), faces: [...faces], actorUuid: actor.uuid } : undefined);
  // A roll that changes its roller (frozen-lands Stress dice) writes that back through the document.
  await writeBack(actor, prepared.writeBack(faces, actor.system.stats));
  return card;
}

/** The roll card's content for its data (also drawn again on the GM's client when a declared attack is rolled). */
export async function rollCardContent(card: CardData, bound: boolean): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, {
    card,
    odds: percent(card.odds),
    // Damage cards offer "apply damage" to the targets; a bound attack card offers it per target instead.
    damage: bound ? null : card.kind === "FRAY.Roll.Kind.Damage" ? card.total : (card.damage ?? null),
  });
}

async function postMessage(actor: Actor.Implementation, card: CardData, exchange: ExchangeCard | null, rolls: Roll[], roll?: RollCardRecord): Promise<void> {
  const content = await rollCardContent(card, exchange !== null);
  // The user's roll mode (public, GM, blind, self) decides who sees the card and its dice.
  await ChatMessage.implementation.create(
    applyMessageMode({
      speaker: ChatMessage.implementation.getSpeaker({ actor }),
      content,
      rolls,
      flags: { fray: { card, ...(exchange ? { exchange } : {}), ...(roll ? { roll } : {}) } },
    }),
  );
}
