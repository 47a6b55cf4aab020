/**
 * Run a sheet action: roll its dice as one Foundry Roll (shown in chat and Dice So Nice; no Roll when it needs
 * none), resolve it through the ruleset with the faces, post the card, and write the outcome back to the actor
 * through the document (the owner's client, as the sheet's own edits are). An action that hits others (a combo)
 * also posts one attack card per target, bound to that target, so each is applied through the exchange.
 */
import type { ActionOutcome, ExchangeSeed, SheetAction } from "../rulesets/adapter";
import { resolveAction } from "./action-resolve";
import { seedExchange } from "./seed";
import { formulaFor } from "./faces";
import { facesOf, ROLL_CARD_TEMPLATE } from "./roll";
import { percent } from "./roll-format";
import { writeBack } from "./write-back";
import { applyMessageMode } from "../compat/messages";
import { raiseBeforeResolve, raiseDetail } from "./action-raise";
import { actionCardRecord, seedSig, type SeedRef } from "./action-card-record";
import { adapterFor } from "../rulesets/registry";

async function postSeed(actor: Actor.Implementation, seed: ExchangeSeed, id?: string): Promise<void> {
  const exchange = seedExchange(seed, actor.uuid, actor.name);
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, { card: seed.card, odds: percent(seed.card.odds), damage: null });
  await ChatMessage.implementation.create(
    applyMessageMode({
      ...(id ? { _id: id } : {}),
      speaker: ChatMessage.implementation.getSpeaker({ actor }),
      content,
      flags: { fray: { card: seed.card, exchange } },
    }),
    // The id the action's card named for it (its record's seeds).
    id ? { keepId: true } : {},
  );
}

/** The action's key among the world ruleset's sheet actions (a sheet's run names none). */
function keyOf(ruleset: string, action: object): string | null {
  return Object.entries(adapterFor(ruleset as never).sheet.actions ?? {}).find(([, a]) => a === action)?.[0] ?? null;
}

/**
 * `offerRaise`: the roller (the sheet's own action) may change its rolled dice before the outcome is resolved, as
 * the ruleset offers (dice/action-raise.ts); rolls the tracker or the world's time run for it are resolved as rolled.
 * `key` (those rolls, on the GM's client: the action's key among the ruleset's sheet actions): the card keeps what a
 * later change to its dice needs, when the ruleset offers one and the outcome writes only fields and statuses
 * (chat/action-card-raise.ts).
 */
export async function runAction<Q>(actor: Actor.Implementation, action: SheetAction<Q>, req: Q, opts: { offerRaise?: boolean; key?: string } = {}): Promise<ActionOutcome> {
  const groups = action.dice(req);
  const roll = groups.some((g) => g.count > 0) ? await new Roll(formulaFor(groups)).evaluate() : null;
  const rolled = roll ? facesOf(roll) : [];
  const { faces, raise } = opts.offerRaise && rolled.length ? await raiseBeforeResolve(actor, action, req, rolled) : { faces: rolled, raise: null };
  const resolved = resolveAction(action, req, faces);
  // The card names the change and keeps the face it replaced (the Roll shows the dice as rolled).
  const outcome: ActionOutcome = raise ? { ...resolved, card: { ...resolved.card, details: [...resolved.card.details, raiseDetail(raise, faces)] } } : resolved;
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_CARD_TEMPLATE, {
    card: outcome.card,
    odds: percent(outcome.card.odds),
    damage: null,
  });
  // Read just before the write-back: the values it replaces.
  const stats = (actor.system as unknown as { stats?: unknown }).stats;
  const now = { system: stats, statuses: [...actor.statuses] };
  // A step's roll (keyed, no dialog): the actor's own dice; a sheet's opposed roll: the other creature's dice.
  const key = opts.key ?? (opts.offerRaise ? keyOf(outcome.card.ruleset, action) : null);
  const kept = !key ? null : opts.offerRaise ? actionCardRecord(outcome.card.ruleset, key, action, req, faces, outcome, actor.uuid, now, "other") : !raise ? actionCardRecord(outcome.card.ruleset, key, action, req, faces, outcome, actor.uuid, now) : null;
  // The cards its roll binds are named on it before they are posted (their ids chosen here), so the card knows them
  // from the start and a later raise works them out again.
  const seedIds = kept ? (outcome.exchanges ?? []).map(() => foundry.utils.randomID()) : [];
  const seeds: SeedRef[] = seedIds.map((id, n) => ({ id, uuid: outcome.exchanges![n]!.target.uuid, sig: seedSig(outcome.exchanges![n]!) }));
  const record = kept && seeds.length ? { ...kept, seeds } : kept;
  // The user's roll mode decides who sees the card, its dice and the cards it spawns.
  await ChatMessage.implementation.create(
    applyMessageMode({
      speaker: ChatMessage.implementation.getSpeaker({ actor }),
      content,
      rolls: roll ? [roll] : [],
      flags: { fray: { card: outcome.card, ...(raise ? { raised: raise } : {}), ...(record ? { actionRoll: record } : {}) } },
    }),
  );
  for (const [n, seed] of (outcome.exchanges ?? []).entries()) await postSeed(actor, seed, seedIds[n]);
  await writeBack(actor, outcome);
  return outcome;
}
