/**
 * A sheet action's context for tests. Stands in for what the actor sheet builds (`#rollContext` and the action's
 * extras in module/applications/sheets/actor-sheet.ts): every way to ask, target or place answers "nothing" unless
 * the test overrides it, and lang keys come back as themselves.
 */
import { prepareActorDerived } from "../../module/data/actor/derived";
import type { ActorSystem } from "../../module/data/actor/schema";
import type { CoreTypes, RulesetTypes, SheetActionContext } from "../../module/rulesets/adapter";
import { rollOptionsFrom, type DialogForm } from "../../module/rulesets/contract/dialog";
import { parseSixSecondsDialog } from "../../module/rulesets/six-seconds/dialog";
import { parseFrozenLandsDialog } from "../../module/rulesets/frozen-lands/dialog-fields";
import { parseFactionsDialog } from "../../module/rulesets/factions/attack-options";
import { parseTacticaDialog } from "../../module/rulesets/tactica/attack-fields";

/** A ruleset's sheet actions take its own context (its dialog's type): `actionContext<SixSecondsTypes>(…)`. */
export function actionContext<T extends RulesetTypes = CoreTypes>(stats: ActorSystem, over: Partial<SheetActionContext<T>> = {}): SheetActionContext<T> {
  return {
    options: {} as T["options"],
    name: "Tester",
    stats,
    derived: prepareActorDerived(stats),
    statuses: [],
    data: {},
    ask: async () => null,
    askFields: async () => null,
    firstTarget: () => null,
    targets: () => [],
    items: [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
    ...over,
  };
}

/** The roll dialog's answer for a submitted form, read by each ruleset's own parser (its adapter's parseDialog). */
export const sixSecondsOptions = (form: DialogForm) => rollOptionsFrom(form, parseSixSecondsDialog);
export const frozenLandsOptions = (form: DialogForm) => rollOptionsFrom(form, parseFrozenLandsDialog);
export const factionsOptions = (form: DialogForm) => rollOptionsFrom(form, parseFactionsDialog);
export const tacticaOptions = (form: DialogForm) => rollOptionsFrom(form, parseTacticaDialog);
