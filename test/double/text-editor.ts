/**
 * `foundry.applications.ux.TextEditor.implementation.enrichHTML(content, options)`: resolves to the HTML to show.
 * Sources:
 *   [API]  https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html (async, returns a
 *          Promise<string>; `TextEditor.implementation` is the configured class, v13 notes table "TextEditor.enrichHTML")
 *   [OPT]  https://foundryvtt.com/api/v13/interfaces/foundry.EnrichmentOptions.html: "secrets: Include unrevealed
 *          secret tags in the final HTML? If false, unrevealed secret blocks will be removed." Default false.
 *   [HTML] shared foundry-v13-notes §1.4: a system's `htmlFields` are sanitised by the server; sheets show them with
 *          enrichHTML(html, {relativeTo, secrets: doc.isOwner, rollData}) (dnd5e, Draw Steel sheets).
 * Not modelled: document links, embeds, inline rolls, custom enrichers (no links or rolls in these tests).
 */

type Options = { secrets?: boolean; relativeTo?: unknown; rollData?: unknown };

/** Every call, so a test can see what a sheet asked for. */
export const ENRICHED: { content: string; options: Options }[] = [];

/**
 * GUESS: a secret block is a `<section>` whose class list holds `secret` and not `revealed` (ProseMirror's secret
 * node; the "unrevealed" of [OPT]); nested sections inside a secret are not handled.
 */
const SECRET = /<section\b[^>]*\bclass\s*=\s*(["'])(?![^"']*\brevealed\b)[^"']*\bsecret\b[^"']*\1[^>]*>[\s\S]*?<\/section>/gi;

/**
 * GUESS: the cleaning [HTML] says the server does on write, applied here on display so a fixture's hostile HTML
 * is what a world would hold: no script/style/iframe/object/embed elements, no `on…` handler attributes, no
 * `javascript:`/`vbscript:` URLs. Which tags and attributes core keeps is not sourced; this is the usual set.
 */
export function sanitiseHTML(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)\b[\s\S]*?(<\/\1\s*>|$)/gi, "")
    .replace(/<(script|style|iframe|object|embed)\b[^>]*>/gi, "")
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "")
    .replace(/\b(href|src)\s*=\s*(["']?)\s*(javascript|vbscript):[^"'\s>]*\2/gi, "");
}

export class TextEditor {
  /** [API] the configured TextEditor class (CONFIG.ux.TextEditor); the double has one. */
  static get implementation(): typeof TextEditor {
    return TextEditor;
  }

  static async enrichHTML(content: string, options: Options = {}): Promise<string> {
    ENRICHED.push({ content, options });
    const cleaned = sanitiseHTML(String(content ?? ""));
    return options.secrets === true ? cleaned : cleaned.replace(SECRET, "");
  }
}

/** Install under foundry.applications.ux, keeping what other parts of the double put there. */
export function installTextEditor(g: Record<string, unknown>): void {
  ENRICHED.length = 0;
  const foundryNs = g["foundry"] as Record<string, unknown>;
  const applications = (foundryNs["applications"] ??= {}) as Record<string, unknown>;
  applications["ux"] = { ...(applications["ux"] as object | undefined), TextEditor };
}
