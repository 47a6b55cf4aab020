/**
 * A rules reading changed (a GM's world setting, no reload): what actors derive from the readings (a ruleset's
 * crossover on the sheet and the token bars) is worked out again now, and what shows it is drawn again: open sheets
 * (each actor's `apps`) and the combat tracker. Nothing is written: the readings live in the settings.
 */
export function refreshAfterRulesChange(): void {
  const actors: { prepareData(): void; render(force?: boolean): void }[] = [...(game.actors ?? [])];
  // Unlinked tokens of the viewed scene carry their own actor, derived from the same readings.
  for (const token of game.scenes?.viewed?.tokens ?? []) if (!token.actorLink && token.actor) actors.push(token.actor);
  for (const actor of actors) {
    actor.prepareData();
    actor.render(false);
  }
  // Token bars are drawn from the prepared actor.
  for (const token of canvas?.tokens?.placeables ?? []) token.renderFlags.set({ refreshBars: true });
  void ui.combat?.render();
}
