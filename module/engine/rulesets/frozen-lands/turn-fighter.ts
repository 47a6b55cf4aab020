/** One frozen-lands fighter as the turn policy keeps it (turn-policy.ts). */
export type FrozenLandsSide = "player" | "enemy";

export interface FrozenLandsFighter {
  side: FrozenLandsSide;
  /** A player's die, or an enemy's default initiative score; null for a player not yet rolled. */
  initiative: number | null;
  actionsPerRound: number;
  reactionsPerRound: number;
  /** The allowance this round started with (changes to actionsPerRound wait for the next round). */
  roundActions: number;
  actionsLeft: number;
  reactionsLeft: number;
  /** Actions a talent lets this character repeat in one turn. */
  repeatable: string[];
  usedThisTurn: string[];
  outOfTurnTried: boolean;
  /**
   * "kept": an action set aside on the fighter's turn; "declared": in use, resolves after the current turn;
   * "acting": the short turn it happens in (its one action is `interrupt`).
   */
  delayed: null | "kept" | "declared" | "acting";
  hadTurn: boolean;
  /** Stress gained from failed out-of-turn attempts in this encounter (also sent as stressGained events). */
  stressGained: number;
  /**
   * The action a passed out-of-turn attempt or a delayed action in use lets the fighter take now, outside its turn,
   * already paid: its `act` spends nothing more. Gone once taken, and at the round's start.
   */
  interrupt?: string;
  /**
   * Stood up this turn: "you can stand up and move with the same action". The stand-up spent the Move action, so the
   * next move in the turn is that same action and costs nothing more. Gone once used, and at the turn's end.
   */
  standingMove?: boolean;
}

/** A new round: the round's actions and reactions back, the out-of-turn attempt and the delayed action unused. */
export function refreshFighter(f: FrozenLandsFighter): void {
  f.roundActions = f.actionsPerRound;
  f.actionsLeft = f.actionsPerRound;
  f.reactionsLeft = f.reactionsPerRound;
  f.outOfTurnTried = false;
  f.delayed = null;
  f.hadTurn = false;
  f.usedThisTurn = [];
  delete f.interrupt;
  delete f.standingMove;
}

/**
 * A turn is over. A passed out-of-turn attempt acts "before the action that you are interrupting": one not taken by
 * the end of the turn it interrupted is lost, so it is neither kept for later nor overwritten by a delayed action.
 * Returns who lost one (the ending turn's own leftover, a stand-up's move, is dropped without a word).
 */
export function dropUntakenInterrupts(fighters: Record<string, FrozenLandsFighter>, ending: string): string[] {
  const lost: string[] = [];
  for (const [id, f] of Object.entries(fighters)) {
    if (f.interrupt === undefined) continue;
    delete f.interrupt;
    if (id !== ending) lost.push(id);
  }
  return lost;
}

/**
 * The acting character takes its next action: a passed out-of-turn attempt of another goes "before the action that
 * you are interrupting", so one not taken by now is lost. Returns who lost one (the actor's own leftover stays).
 */
export function interruptsOvertaken(fighters: Record<string, FrozenLandsFighter>, acting: string): string[] {
  const lost: string[] = [];
  for (const [id, f] of Object.entries(fighters)) {
    if (id === acting || f.interrupt === undefined || f.delayed === "acting") continue;
    delete f.interrupt;
    lost.push(id);
  }
  return lost;
}

