/**
 * A sheet action's context for tests. Stands in for what the actor sheet builds (`#rollContext` and the action's
 * extras in module/applications/sheets/actor-sheet.ts): every way to ask, target or place answers "nothing" unless
 * the test overrides it, and lang keys come back as themselves.
 */
import { prepareActorDerived } from "../../module/data/actor/derived";
import type { ActorSystem } from "../../module/data/actor/schema";
import type { SheetActionContext } from "../../module/rulesets/adapter";

export function actionContext(stats: ActorSystem, over: Partial<SheetActionContext> = {}): SheetActionContext {
  return {
    name: "Tester",
    stats,
    derived: prepareActorDerived(stats),
    statuses: [],
    data: {},
    options: {},
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
