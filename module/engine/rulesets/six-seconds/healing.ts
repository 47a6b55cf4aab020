/**
 * Natural healing per day: one wound after a day with at least eight hours of sleep, Endurance wounds after a
 * day spent bedridden. Objects do not heal (Engineering repairs them), and a poison or disease whose symptoms
 * include wounds stops natural healing until it is cured.
 */
export type DayOfRest = "none" | "slept" | "bedridden";

export interface HealingInput {
  wounds: number;
  endurance: number;
  day: DayOfRest;
  /** Hours slept; "slept" needs at least eight. */
  hoursSlept?: number;
  isObject?: boolean;
  /** Why natural healing is blocked (an afflicting syndrome with wound symptoms), if it is. */
  blockedBy?: readonly string[];
}

export interface HealingOutcome {
  healed: number;
  woundsAfter: number;
  explanation: string[];
}

export const MIN_SLEEP_HOURS = 8;

function requireInteger(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  return value;
}

/** Wounds healed naturally over one day. */
export function healOneDay(input: HealingInput): HealingOutcome {
  const wounds = requireInteger(input.wounds, "wounds");
  if (wounds < 0) throw new RangeError(`wounds cannot be negative, got ${wounds}`);
  const endurance = requireInteger(input.endurance, "endurance");
  if (!["none", "slept", "bedridden"].includes(input.day)) throw new RangeError(`unknown day of rest "${String(input.day)}"`);
  const keep = (why: string): HealingOutcome => ({ healed: 0, woundsAfter: wounds, explanation: [why] });
  if (input.isObject) return keep("objects do not heal; they are repaired with Engineering");
  if (input.blockedBy && input.blockedBy.length > 0) return keep(`no natural healing while afflicted by ${input.blockedBy.join(", ")}`);
  if (wounds === 0) return keep("no wounds to heal");
  let rate: number;
  let why: string;
  if (input.day === "bedridden") {
    rate = Math.max(0, endurance);
    why = `a day bedridden heals Endurance (${endurance}) wounds`;
  } else if (input.day === "slept") {
    const hours = input.hoursSlept ?? MIN_SLEEP_HOURS;
    if (hours < MIN_SLEEP_HOURS) return keep(`${hours} hours of sleep: at least ${MIN_SLEEP_HOURS} are needed to heal`);
    rate = 1;
    why = "a day with eight hours of sleep heals one wound";
  } else return keep("no rest: no healing");
  const healed = Math.min(rate, wounds);
  return { healed, woundsAfter: wounds - healed, explanation: [why] };
}
