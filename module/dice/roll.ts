/**
 * Run a roll request as a Foundry Roll (so the dice show in chat and in Dice So Nice), hand its faces to the
 * engine, and post the chat card.
 */
import { SYSTEM_ID } from "../config";
import { percent } from "./roll-format";
import { bindExchange } from "../chat/exchange/bind";
import { currentRulesOptions } from "../settings";
import type { BoundTarget } from "../chat/exchange/card";
import { writeBack } from "./write-back";
import { applyMessageMode } from "../compat/messages";
import { formulaFor, prepareRoll, splitSeriesFaces, type CardData, type PreparedRoll, type RollRequest } from "./requests";

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
  const roll = new Roll(formulaFor(prepared.dice));
  await roll.evaluate();
  return postCard(actor, prepared, facesOf(roll), [roll], targets ?? currentTargets());
}

/**
 * Several attacks made as one play (dual wielding): one Roll for all their dice (shown once), then a card per
 * request, in order, each bound to the user's targets of this moment and written back in turn.
 */
export async function rollAndPostSeries(actor: Actor.Implementation, asked: readonly RollRequest[]): Promise<CardData[]> {
  const options = currentRulesOptions();
  const prepared = asked.map((r) => prepareRoll(r, options));
  const groups = prepared.map((p) => p.dice);
  const roll = new Roll(formulaFor(groups.flat()));
  await roll.evaluate();
  const faces = splitSeriesFaces(groups, facesOf(roll));
  const targets = currentTargets();
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
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, {
    card,
    odds: percent(card.odds),
    // Damage cards offer "apply damage" to the targets; a bound attack card offers it per target instead.
    damage: exchange ? null : card.kind === "FRAY.Roll.Kind.Damage" ? card.total : (card.damage ?? null),
  });
  // The user's roll mode (public, GM, blind, self) decides who sees the card and its dice.
  await ChatMessage.implementation.create(
    applyMessageMode({
      speaker: ChatMessage.implementation.getSpeaker({ actor }),
      content,
      rolls,
      flags: { fray: { card, ...(exchange ? { exchange } : {}) } },
    }),
  );
  // A roll that changes its roller (frozen-lands Stress dice) writes that back through the document.
  await writeBack(actor, prepared.writeBack(faces, actor.system.stats));
  return card;
}
