/** Each ruleset's board rules, from its adapter (module/rulesets/<id>/board.ts). */
import type { BoardRules } from "../canvas/board-rules";
import { ADAPTERS, RULESETS, type RulesetId } from "./registry";

export const BOARD_RULES: Readonly<Record<RulesetId, BoardRules>> = Object.freeze(
  Object.fromEntries(RULESETS.map((id) => [id, ADAPTERS[id].board])) as Record<RulesetId, BoardRules>,
);
