/** Each ruleset's board rules by id (the adapter registry will carry these later). */
import type { BoardRules } from "../canvas/board-rules";
import type { RulesetId } from "../schema/choices";
import { factionsBoard } from "./factions/board";
import { frozenLandsBoard } from "./frozen-lands/board";
import { sixSecondsBoard } from "./six-seconds/board";
import { tacticaBoard } from "./tactica/board";

export const BOARD_RULES: Readonly<Record<RulesetId, BoardRules>> = Object.freeze({
  "six-seconds": sixSecondsBoard,
  "frozen-lands": frozenLandsBoard,
  factions: factionsBoard,
  tactica: tacticaBoard,
});
