/**
 * Special results: successes beyond the first one needed may be spent, one each, on special effects instead of
 * damage. "+2d of damage" adds two successes' worth to the damage count (net +1 for the one spent).
 */
export const SPECIAL_RESULTS = [
  "extra-damage",
  "disarm",
  "lose-action-die",
  "stun",
  "break-weapon",
  "expose",
  "remove-armour",
  "move-out-of-contact",
  "draw-into-contact",
  "knockback",
  "knockdown",
  "hamstring",
  "reduce-defence-pool",
] as const;
export type SpecialResultKey = (typeof SPECIAL_RESULTS)[number];

export interface SpecialResultSpec {
  key: SpecialResultKey;
  /** Extra successes it costs. */
  cost: number;
  /** What it does, for the card; effects the engine applies are named in `applies`. */
  effect: string;
  applies?: "damage+2" | "burn-action-die" | "stun" | "expose" | "reduce-pool" | "strip-armour";
  /** Attempts need a contest roll of their own (disarm, break weapon, knockback, knockdown, hamstring). */
  attempt?: boolean;
}

export const SPECIAL_RESULT_TABLE: Readonly<Record<SpecialResultKey, SpecialResultSpec>> = Object.freeze({
  "extra-damage": { key: "extra-damage", cost: 1, effect: "+2d of damage", applies: "damage+2" },
  disarm: { key: "disarm", cost: 1, effect: "Disarm attempt", attempt: true },
  "lose-action-die": { key: "lose-action-die", cost: 1, effect: "Target loses an action die", applies: "burn-action-die" },
  stun: { key: "stun", cost: 1, effect: "Target is Stunned", applies: "stun" },
  "break-weapon": { key: "break-weapon", cost: 1, effect: "Break weapon attempt", attempt: true },
  expose: { key: "expose", cost: 1, effect: "Target exposed to the next attack (+1 exposure die)", applies: "expose" },
  "remove-armour": { key: "remove-armour", cost: 1, effect: "Remove armour from a location", applies: "strip-armour" },
  "move-out-of-contact": { key: "move-out-of-contact", cost: 1, effect: "Move out of Contact without an opportunity attack" },
  "draw-into-contact": { key: "draw-into-contact", cost: 1, effect: "Draw a Reach-armed target into Contact" },
  // "Knockback/down": one line of the text, two outcomes the attacker picks between (thrown back out of the melee, or down).
  knockback: { key: "knockback", cost: 1, effect: "Knockback", attempt: true },
  knockdown: { key: "knockdown", cost: 1, effect: "Knockdown", attempt: true },
  hamstring: { key: "hamstring", cost: 1, effect: "Hamstring attack", attempt: true },
  "reduce-defence-pool": { key: "reduce-defence-pool", cost: 1, effect: "Remove one die from the target's defence pool", applies: "reduce-pool" },
});

export interface SpentSpecials {
  chosen: SpecialResultSpec[];
  successesLeft: number;
  /** Successes counted for damage (successes left plus 2 per extra-damage). */
  damageSuccesses: number;
}

/** Spend extra successes on specials; the first success always stays for the hit itself. */
export function spendSpecials(successes: number, keys: readonly SpecialResultKey[]): SpentSpecials {
  const chosen = keys.map((k) => {
    const spec = SPECIAL_RESULT_TABLE[k];
    if (!spec) throw new RangeError(`unknown special result "${String(k)}"`);
    return spec;
  });
  const cost = chosen.reduce((a, s) => a + s.cost, 0);
  if (cost > 0 && cost > successes - 1) {
    throw new RangeError(`special results cost ${cost} extra successes but only ${Math.max(0, successes - 1)} are available`);
  }
  const left = successes - cost;
  const bonus = chosen.filter((s) => s.applies === "damage+2").length * 2;
  return { chosen, successesLeft: left, damageSuccesses: left + bonus };
}
