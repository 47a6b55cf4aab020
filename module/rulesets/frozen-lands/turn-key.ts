/**
 * The running fight's turn as one key ("<combat id>:<round>:<turn>"), for what lasts only until the turn's end: a
 * bow's or a sling's load ("need to be reload every turn before you attack with them"). Null outside a started fight
 * (no turns there, so a load lasts).
 */
export function currentTurnKey(): string | null {
  // Without Foundry (a Foundry-free caller of the sheet's builders) there is no fight.
  const combat = typeof game === "undefined" ? null : game.combat;
  if (!combat?.started || !combat.id) return null;
  return `${combat.id}:${combat.round}:${combat.turn ?? "-"}`;
}
