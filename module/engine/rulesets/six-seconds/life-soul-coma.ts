/**
 * Soul Coma: a body without its soul makes a Fortitude check every hour the spirit is away, DC 1 at first and
 * rising by 1 each hour; a failure starts Dying. A Medicine (Long-Term Care / Treat Injury) check against the same
 * DC can be made instead to keep it alive, and then the DC does not rise. Spotting that the body lives takes DC 7
 * Medicine or DC 8 Perception.
 */
import { rollCheck, type CheckResult } from "../../dice/check";
import type { DiceSource } from "../../dice/source";

export const SOUL_COMA_START_DC = 1;
export const SOUL_COMA_MEDICINE_DC = 7;
export const SOUL_COMA_PERCEPTION_DC = 8;

export interface SoulComaState {
  /** DC of the next hourly check. */
  dc: number;
  hours: number;
}

export interface SoulComaHour {
  check: CheckResult;
  by: "fortitude" | "medicine";
  after: SoulComaState;
  startsDying: boolean;
  explanation: string;
}

export function startSoulComa(): SoulComaState {
  return { dc: SOUL_COMA_START_DC, hours: 0 };
}

/**
 * One hour away from the soul. Give `medicineBonus` when a carer makes the Long-Term Care check instead of the
 * body's own Fortitude check (then the DC stays put).
 */
export function soulComaHour(
  dice: DiceSource,
  state: SoulComaState,
  bonuses: { fortitude: number; medicine?: number },
): SoulComaHour {
  const by = bonuses.medicine === undefined ? "fortitude" : "medicine";
  const check = rollCheck(dice, by === "medicine" ? bonuses.medicine! : bonuses.fortitude, state.dc);
  const dc = by === "medicine" ? state.dc : state.dc + 1;
  const after = { dc, hours: state.hours + 1 };
  const startsDying = !check.success;
  return {
    check,
    by,
    after,
    startsDying,
    explanation: `${by} check ${check.roll} + ${check.bonus} = ${check.total} vs DC ${state.dc}: ${startsDying ? "fails, the body starts dying" : "the body holds on"}`,
  };
}
