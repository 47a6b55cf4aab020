/**
 * What a ruleset ships in the compendium, declared in its adapter folder (<id>/content.ts) and gathered by
 * rulesets/content-registry.ts: its rules reference journal's fixed ids and, where its text gives a cast, an actors
 * pack. A leaf: the pack list (schema/document.ts) and the journal links (packs/rules-journals.ts) read it.
 */
export interface RulesetContent {
  /** The rules journal: the entry's fixed id in its pack, a short tag its overview pages' ids are built from, and the pack's label key. */
  readonly journal: { readonly entry: string; readonly tag: string; readonly label: string };
  /** The actors pack, when the text gives creatures or characters numbers: its label key and the item types its actors hold. */
  readonly actors?: { readonly label: string; readonly itemTypes: readonly string[] };
}
