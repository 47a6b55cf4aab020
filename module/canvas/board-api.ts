/** `fray.board`: the board API for the rest of Fray and for macros. */
import { attackPrefill, boardRules, currentIndex, moveCost } from "./board";
import { placeArea, scatterTemplate, setContact, setZone, targetTokens, templateTargets, zoneBlast } from "./board-actions";
import { onMoveCharged } from "./move-charge";
import { boardDialogPrefill } from "./board-prefill";

export const boardApi = {
  /** The live zone index of the viewed scene (graph, tokens' zones), or null. */
  index: currentIndex,
  /** The engine zone graph of the viewed scene, or null. */
  graph: () => currentIndex()?.graph ?? null,
  zoneOf: (tokenId: string) => currentIndex()?.zoneOf(tokenId) ?? null,
  rules: boardRules,
  attackPrefill,
  dialogPrefill: boardDialogPrefill,
  moveCost,
  onMoveCharged,
  placeArea,
  templateTargets,
  targetTokens,
  scatterTemplate,
  zoneBlast,
  setZone,
  setContact,
};
