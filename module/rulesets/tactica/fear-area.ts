/**
 * Which fear a creature must test against, read from the board (Foundry-free): "Fear generally only affects the zone
 * the cause is in", Terror's "area of effect is the zone the creature is in plus all adjacent ones" and Fell's
 * (fearReaches: Dread stays in its zone, docs/rules-notes/tactica.md); "Where multiple opponents have fear always use
 * the single worst effect and ignore the rest"; "This continues every time a creature has an action ... until they
 * pass a Spirit test, after which they no longer need to make further rolls": a pass is recorded on the sheet
 * (*Fear passed*); whether a test is still due, and what a test leaves recorded, are the engine's (`fearStillDue`,
 * `fearPassedAfter`).
 */
import { fearReaches, worstFear, type FearLevel } from "../../engine/rulesets/tactica/fear";
import type { ActorSystem } from "../../data/actor/schema";

export interface FearSource {
  name: string;
  system: ActorSystem;
  /** Zones between its token and the tested creature's (0: the same zone; null: the board cannot say). */
  zones: number | null;
}

/** The worst fear reaching a creature from the others on the board, and who causes it; null: none reaches it. */
export function fearOnBoard(others: readonly FearSource[]): { level: FearLevel; causes: string[] } | null {
  const reaching = others.flatMap((o) => {
    const power = o.system.tactica.fearPower;
    return power !== "none" && o.zones !== null && fearReaches(power, o.zones) ? [{ name: o.name, level: power }] : [];
  });
  const level = worstFear(reaching.map((r) => r.level));
  return level ? { level, causes: reaching.filter((r) => r.level === level).map((r) => r.name) } : null;
}
