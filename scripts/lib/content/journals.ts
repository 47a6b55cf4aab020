/**
 * The rules reference journals (module/packs/rules-journals.ts): one entry per ruleset, the overview pages first,
 * then one page per status with the status's own static id, in the order the token HUD shows them.
 */
import { staticId, statusEffectsFor } from "../../../module/canvas/statuses";
import { RULES_JOURNALS } from "../../../module/packs/rules-journals";
import type { RulesetId } from "../../../module/schema/choices";
import type { Doc } from "./docs";
import { STATS } from "./ids";

export interface RulesText {
  title: string;
  round: string;
  actions: string;
  attacks: string;
  damage: string;
  /** The world settings that choose a reading of the text. */
  readings: string;
  /** One page per status id of the ruleset. */
  statuses: Readonly<Record<string, string>>;
}

const OVERVIEW = [
  ["round", "How a round runs"],
  ["actions", "Actions and their costs"],
  ["attacks", "Attacks and defences"],
  ["damage", "Damage and conditions"],
  ["readings", "Optional readings (settings)"],
] as const;

export function rulesJournal(ruleset: RulesetId, text: RulesText, statusNames: Readonly<Record<string, string>>): Doc {
  const j = RULES_JOURNALS[ruleset];
  const page = (_id: string, name: string, content: string, sort: number, level = 1): Doc => ({
    _id,
    name,
    type: "text",
    title: { show: true, level },
    text: { content, format: 1 },
    sort,
    flags: {},
    _stats: { ...STATS },
    _key: `!journal.pages!${j.entry}.${_id}`,
  });
  const pages = OVERVIEW.map(([key, name], i) => page(j.pages[key], name, text[key], (i + 1) * 100000));
  statusEffectsFor(ruleset).forEach((status, i) => {
    const id = status.id.slice(ruleset.length + 1);
    const content = text.statuses[id];
    if (content === undefined) throw new RangeError(`${ruleset}: no rules page written for status "${id}"`);
    pages.push(page(staticId(ruleset, id), statusNames[id] ?? id, content, (OVERVIEW.length + i + 1) * 100000, 2));
  });
  return { _id: j.entry, name: text.title, pages, folder: null, sort: 0, flags: {}, _stats: { ...STATS }, _key: `!journal!${j.entry}` };
}
