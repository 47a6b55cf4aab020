/**
 * Which Foundry generation runs Fray (13 or 14). Every v13/v14 difference in Fray sits behind module/compat/ and
 * asks this, keyed on `game.release.generation` as dnd5e 5.3 does (foundryvtt/dnd5e, dual 13/14 line); the rest of
 * the code asks the compat module and never tests a version itself.
 */
export type Generation = 13 | 14;

export function generation(): Generation {
  // Read through globalThis: pure modules (the partial-update repair) ask this where no `game` exists (Node tests).
  const game = (globalThis as { game?: { release?: { generation?: unknown } } }).game;
  const g = game?.release ? game.release.generation : undefined;
  return typeof g === "number" && g >= 14 ? 14 : 13;
}

export function isV14(): boolean {
  return generation() >= 14;
}
