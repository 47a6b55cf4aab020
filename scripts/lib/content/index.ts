/**
 * The generated content packs: armour, the actors packs (one per ruleset with a cast) and the rules journals (one per
 * ruleset). scripts/generate-content-packs.mjs writes them to packs/_source through compile + extract.
 */
import fs from "node:fs";
import path from "node:path";
import { RULESETS, type RulesetId } from "../../../module/schema/choices";
import { armourDocs } from "./armour";
import { factionsCast } from "./cast-factions";
import { sixSecondsCast } from "./cast-six-seconds";
import { tacticaCast } from "./cast-tactica";
import type { Doc } from "./docs";
import { rulesJournal, type RulesText } from "./journals";
import { FACTIONS_RULES } from "./rules-factions";
import { FROZEN_LANDS_RULES } from "./rules-frozen-lands";
import { SIX_SECONDS_RULES } from "./rules-six-seconds";
import { TACTICA_RULES } from "./rules-tactica";

const RULES: Readonly<Record<RulesetId, RulesText>> = {
  "six-seconds": SIX_SECONDS_RULES,
  "frozen-lands": FROZEN_LANDS_RULES,
  factions: FACTIONS_RULES,
  tactica: TACTICA_RULES,
};

export function contentPacks(root: string): Record<string, Doc[]> {
  const lang = JSON.parse(fs.readFileSync(path.join(root, "lang/en.json"), "utf8")) as { FRAY: { Status: Record<string, Record<string, string>> } };
  const armour = armourDocs();
  const pieces = armour.filter((d) => String(d._key).startsWith("!items!"));
  const packs: Record<string, Doc[]> = {
    armour,
    "actors-six-seconds": sixSecondsCast(root),
    "actors-factions": factionsCast(root, pieces),
    "actors-tactica": tacticaCast(pieces),
  };
  for (const id of RULESETS) packs[`rules-${id}`] = [rulesJournal(id, RULES[id], lang.FRAY.Status[id] ?? {})];
  return packs;
}
