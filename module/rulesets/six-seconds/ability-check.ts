/**
 * An ability rolled alone against a DC ("a Spirit check against DC 10", "a DC 4 endurance check"): d6 + the ability,
 * with the dialog's situational modifiers. The stats tab's button by each ability asks it (the core sheet's rollSave).
 */
import type { RulesetAdapter } from "../adapter";
import { SIX_SECONDS_ABILITIES } from "./actor";
import type { SixSecondsCheckRequest, SixSecondsRollRequest } from "./rolls";
import type { SixSecondsTypes } from "./types";
import type { SixSecondsDialog } from "./dialog";

type Sheet = RulesetAdapter<SixSecondsRollRequest, SixSecondsTypes>["sheet"];
type Ability = (typeof SIX_SECONDS_ABILITIES)[number];

const isAbility = (a: string): a is Ability => (SIX_SECONDS_ABILITIES as readonly string[]).includes(a);

export const rollAbilityCheck: NonNullable<Sheet["rollSave"]> = async ({ stats, ask }, ability) => {
  if (!isAbility(ability)) throw new RangeError(`ability must be one of ${SIX_SECONDS_ABILITIES.join(", ")}, got ${JSON.stringify(ability)}`);
  const check = (d: SixSecondsDialog): SixSecondsCheckRequest => ({
    kind: "six-seconds.check",
    label: ability,
    labelKey: `FRAY.SixSeconds.Ability.${ability}`,
    modifiers: [{ value: stats.sixSeconds.abilities[ability], reason: ability, code: `ability.${ability}` }, ...d.modifiers],
    target: d.target ?? 4,
  });
  const opts = await ask({ target: 4 }, check);
  return opts ? check(opts.dialog) : null;
};
