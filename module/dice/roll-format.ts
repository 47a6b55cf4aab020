/** Formatting for roll cards (Foundry-free so the browser test formats exactly as the game does). */

/** Percent text for the card's odds line ("33.3%"); null when the engine gives no odds. */
export function percent(p: number | null): string | null {
  return p === null ? null : `${Math.round(p * 1000) / 10}%`;
}
