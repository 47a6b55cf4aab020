/**
 * The registry of ruleset adapters: the one place the Foundry layer turns a ruleset id into what that ruleset
 * does (module/rulesets/adapter.ts). Adding a ruleset: its engine folder, its adapter folder, its line in ADAPTERS
 * and RollRequest here and in ACTOR_BLOCKS (actor-blocks.ts), its id in schema/choices.ts (the setting's choices),
 * and its lang keys.
 */
import { DEFAULT_RULESET, RULESETS, type RulesetId } from "../schema/choices";
import type { RollHandler, RulesetAdapter, WorldOptions } from "./adapter";
import { factions } from "./factions/index";
import type { FactionsRollRequest } from "./factions/rolls";
import { frozenLands } from "./frozen-lands/index";
import type { FrozenLandsRollRequest } from "./frozen-lands/rolls";
import { sixSeconds } from "./six-seconds/index";
import type { SixSecondsRollRequest } from "./six-seconds/rolls";
import type { SixSecondsItemFlags } from "./six-seconds/types";
import { tactica } from "./tactica/index";
import type { TacticaRollRequest } from "./tactica/rolls";

export { DEFAULT_RULESET, RULESETS, type RulesetId };

/** What the rulesets keep in an item's flags.fray besides the weapon state (module/foundry-config.ts declares it). */
export type RulesetItemFlags = SixSecondsItemFlags;

/** Every roll request any ruleset makes. */
export type RollRequest = SixSecondsRollRequest | FrozenLandsRollRequest | FactionsRollRequest | TacticaRollRequest;

/** The adapters by ruleset id. */
export const ADAPTERS: { readonly [I in RulesetId]: RulesetAdapter<RollRequest> } = {
  "six-seconds": sixSeconds,
  "frozen-lands": frozenLands,
  factions,
  tactica,
};

export { ACTOR_BLOCKS, type ActorBlockKey } from "./actor-blocks";

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESETS as readonly string[]).includes(value);
}

/** The adapter for a ruleset id, or a clear error naming the ids there are. */
export function adapterFor(id: RulesetId): RulesetAdapter<RollRequest> {
  if (!isRulesetId(id)) throw new RangeError(`unknown ruleset "${String(id)}": expected one of ${RULESETS.join(", ")}`);
  return ADAPTERS[id];
}

/** Lang key of each ruleset's display name: the world setting's choices. */
export const RULESET_LABELS: Readonly<Record<RulesetId, string>> = Object.fromEntries(RULESETS.map((id) => [id, ADAPTERS[id].label])) as Record<RulesetId, string>;

/** The ruleset a new item of this type belongs to: the one that brings the type, else the default ruleset. */
export function defaultRulesetOf(itemType: string): RulesetId {
  return RULESETS.find((id) => ADAPTERS[id].ownItemTypes?.includes(itemType)) ?? DEFAULT_RULESET;
}

/** A request kind's route, looked up once where a roll starts: its handler and the adapter it belongs to. */
export interface RollRoute {
  handler: RollHandler<RollRequest>;
  adapter: RulesetAdapter<RollRequest>;
}

const ROUTES = new Map<string, RollRoute>();
for (const id of RULESETS) {
  for (const [kind, handler] of Object.entries(ADAPTERS[id].rolls)) {
    // A kind names its ruleset ("<ruleset>.<what>"): the route's adapter is the one its prefix names.
    if (!kind.startsWith(`${id}.`)) throw new RangeError(`ruleset "${id}" rolls kind "${kind}", which does not start with "${id}."`);
    ROUTES.set(kind, { handler, adapter: ADAPTERS[id] });
  }
}

/** The route of a request's kind (each kind belongs to one ruleset), or a clear error naming the kind. */
export function rollRouteFor(req: RollRequest): RollRoute {
  const route = ROUTES.get(req.kind);
  if (!route) throw new RangeError(`no ruleset rolls requests of kind "${String(req.kind)}"`);
  return route;
}

/** The handler for a request's kind. */
export function rollHandlerFor(req: RollRequest): RollHandler<RollRequest> {
  return rollRouteFor(req).handler;
}

/** The world's rules readings as the adapters read them. */
export type { WorldOptions };

/** The request with the world's rules readings put in by the ruleset it belongs to (unchanged when it has none). */
export function withWorldOptions(req: RollRequest, options: WorldOptions): RollRequest {
  const adapter = ROUTES.get(req.kind)?.adapter;
  return adapter?.withWorldOptions ? adapter.withWorldOptions(req, options) : req;
}
