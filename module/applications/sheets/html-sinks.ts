/**
 * The sheets' rich-text sinks (the htmlFields shown with `{{{…}}}`: an actor's biography and GM notes, an item's
 * description) and the options Foundry's enrichHTML gets for them. Foundry-free: the sheets pass in
 * `TextEditor.implementation.enrichHTML`, whose options are documented on the EnrichmentOptions API page
 * (https://foundryvtt.com/api/v13/interfaces/foundry.EnrichmentOptions.html): `secrets` keeps unrevealed
 * `<section class="secret">` blocks (owners only), `relativeTo` resolves relative UUIDs, `rollData` feeds inline rolls.
 */

/** The template keys that render enriched HTML. */
export type HtmlSinkKey = "biographyHTML" | "gmNotesHTML" | "descriptionHTML";

export interface HtmlSink {
  key: HtmlSinkKey;
  html: string;
}

/** What enrichHTML needs to know of the document shown. */
export interface EnrichTarget<D> {
  document: D;
  isOwner: boolean;
  rollData: object;
}

export interface EnrichOptions<D> {
  secrets: boolean;
  relativeTo: D;
  rollData: object;
}

export type Enricher<D> = (html: string, options: EnrichOptions<D>) => Promise<string>;

function text(v: unknown): string {
  return typeof v === "string" ? v : "";
}

/** An actor's sinks: the biography for every viewer; the GM notes only on the GM's page (gmOnly field). */
export function actorHtmlSinks(stats: { biography?: unknown; gmNotes?: unknown }, isGM: boolean): HtmlSink[] {
  const sinks: HtmlSink[] = [{ key: "biographyHTML", html: text(stats.biography) }];
  if (isGM) sinks.push({ key: "gmNotesHTML", html: text(stats.gmNotes) });
  return sinks;
}

/** An item's sink: its description (every item type has one; a missing one is empty). */
export function itemHtmlSinks(system: Record<string, unknown>): HtmlSink[] {
  return [{ key: "descriptionHTML", html: text(system["description"]) }];
}

/** Secrets for the document's owners only (a GM owns everything), relative to the document, with its roll data. */
export function enrichOptions<D>(target: EnrichTarget<D>): EnrichOptions<D> {
  return { secrets: target.isOwner, relativeTo: target.document, rollData: target.rollData };
}

/** Enrich every sink; an empty field stays empty without a call. */
export async function enrichSinks<D>(sinks: readonly HtmlSink[], target: EnrichTarget<D>, enrich: Enricher<D>): Promise<Partial<Record<HtmlSinkKey, string>>> {
  const out: Partial<Record<HtmlSinkKey, string>> = {};
  for (const sink of sinks) out[sink.key] = sink.html ? await enrich(sink.html, enrichOptions(target)) : "";
  return out;
}
