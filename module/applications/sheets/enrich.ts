/**
 * The sheets' HTML sinks enriched by Foundry's TextEditor (v13 API `TextEditor.implementation.enrichHTML`), with
 * the fields and options html-sinks.ts picks, read from the data model's own data.
 */
import { actorHtmlSinks, enrichSinks, itemHtmlSinks, type Enricher, type HtmlSinkKey } from "./html-sinks";

type Enriched = Partial<Record<HtmlSinkKey, string>>;

function enricher<D>(): Enricher<D> {
  return (html, options) => foundry.applications.ux.TextEditor.implementation.enrichHTML(html, options as never);
}

/** The biography for every viewer, the GM notes for the GM; secrets for the actor's owners. */
export function enrichActorHtml(actor: Actor.Implementation, isGM: boolean): Promise<Enriched> {
  const source = actor.system.toObject(false) as { biography?: unknown; gmNotes?: unknown };
  return enrichSinks(actorHtmlSinks(source, isGM), { document: actor, isOwner: actor.isOwner, rollData: actor.getRollData() }, enricher());
}

/** The description; secrets for the item's owners; inline rolls against the owning actor's data, if any. */
export function enrichItemHtml(item: Item.Implementation): Promise<Enriched> {
  const source = item.system.toObject(false) as Record<string, unknown>;
  return enrichSinks(itemHtmlSinks(source), { document: item, isOwner: item.isOwner, rollData: item.actor?.getRollData() ?? {} }, enricher());
}
