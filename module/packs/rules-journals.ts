/**
 * The rules reference journals: one JournalEntry pack per ruleset ("rules-<id>"), one entry in each, with a page per
 * status (the page's id is the status's own static id, so a status finds its page without a lookup table) and the
 * overview pages (a round, actions, attacks and defences, damage, the optional readings). Status effects carry the
 * page's UUID as their `reference` (the HUD tooltip and the card link to it); setting hints link to the readings page.
 * Foundry-free; each ruleset declares its journal's ids in its adapter folder (<id>/content.ts).
 */
import { RULESET_CONTENT } from "../rulesets/content-registry";
import { RULESETS, type RulesetId } from "../schema/choices";

export interface RulesJournal {
  /** The pack's name in system.json. */
  pack: string;
  /** The fixed id of the journal entry inside the pack. */
  entry: string;
  /** Fixed page ids of the overview pages. */
  pages: { round: string; actions: string; attacks: string; damage: string; readings: string };
}

const journal = (id: RulesetId, entry: string, tag: string): RulesJournal => ({
  pack: `rules-${id}`,
  entry,
  pages: {
    round: `fray${tag}Round000`.slice(0, 16),
    actions: `fray${tag}Actions0`.slice(0, 16),
    attacks: `fray${tag}Attacks0`.slice(0, 16),
    damage: `fray${tag}Damage00`.slice(0, 16),
    readings: `fray${tag}Reading0`.slice(0, 16),
  },
});

export const RULES_JOURNALS: Readonly<Record<RulesetId, RulesJournal>> = Object.fromEntries(
  RULESETS.map((id) => [id, journal(id, RULESET_CONTENT[id].journal.entry, RULESET_CONTENT[id].journal.tag)]),
) as Record<RulesetId, RulesJournal>;

/** The UUID of a page of a ruleset's rules journal. */
export function rulesPageUuid(ruleset: RulesetId, pageId: string, systemId = "fray"): string {
  const j = RULES_JOURNALS[ruleset];
  return `Compendium.${systemId}.${j.pack}.JournalEntry.${j.entry}.JournalEntryPage.${pageId}`;
}
