/**
 * Which bars a token shows by default in the world's ruleset. Foundry fills a new actor's prototype token with the
 * system's one static primaryTokenAttribute (system.json), which is a six-seconds bar; a world of another ruleset
 * needs its own. The same repair fixes prototype tokens made while another ruleset was active.
 */
import { ADAPTERS, RULESETS, type RulesetId } from "../rulesets/registry";

export interface TokenBarAttributes {
  bar1: string | null;
  bar2: string | null;
}

/** The ruleset's primary and secondary bars: the first two bars its adapter lists (null when it lists one). */
export function defaultTokenBars(ruleset: RulesetId): TokenBarAttributes {
  const [bar1 = null, bar2 = null] = ADAPTERS[ruleset].bars.bar;
  return { bar1, bar2 };
}

/** The ruleset whose adapter lists this bar or value attribute (undefined: a custom or core attribute). */
function ownerOf(attribute: string): RulesetId | undefined {
  return RULESETS.find((id) => ADAPTERS[id].bars.bar.includes(attribute) || ADAPTERS[id].bars.value.includes(attribute));
}

/**
 * The prototype-token update that points bars owned by another ruleset at this ruleset's defaults, or null when
 * nothing needs fixing. Empty bars and attributes no ruleset owns (a GM's own choice) are left alone.
 */
export function tokenBarRepair(current: TokenBarAttributes, ruleset: RulesetId): Record<string, string | null> | null {
  const defaults = defaultTokenBars(ruleset);
  const update: Record<string, string | null> = {};
  for (const bar of ["bar1", "bar2"] as const) {
    const attribute = current[bar];
    if (!attribute) continue;
    const owner = ownerOf(attribute);
    if (owner && owner !== ruleset) update[`prototypeToken.${bar}.attribute`] = defaults[bar];
  }
  return Object.keys(update).length ? update : null;
}

/** A bar Fray derives (`bars.<name>`, a {value, max} made in prepareDerivedData): editable through modifyTokenAttribute. */
export function isDerivedBar(attribute: string | null | undefined): boolean {
  return typeof attribute === "string" && /^bars\.\w+$/.test(attribute);
}
