/**
 * An in-memory ExchangeWorld (Fray's own port of the exchange handler, chat/exchange/handler.ts) for the handler's
 * rule tests: actors as plain data, cards by message id, dice queued. A card write merges as Foundry's update of the
 * card's flags does (the double's mergeObject: objects key by key, arrays whole: foundry-traps.md #7). What the
 * Foundry glue adds (the socket's sender, the GM's ledger and companion, the document pipeline, interleaving) is
 * tested through the Foundry double in trust.test.ts and ../gm-channel.test.ts.
 */
import type { AppliedRecord, ExchangeCard, Requester } from "../../../module/chat/exchange/card";
import type { ExchangeWorld } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { clone, setPath } from "../helpers";
import { mergeObject } from "../../double/utils";

export interface MemoryActor {
  name: string;
  system: ActorSystem;
  statuses: string[];
}

export interface MemoryWorld extends ExchangeWorld {
  actors: Map<string, MemoryActor>;
  cards: Map<string, ExchangeCard>;
  posted: { messageId: string; kind: "result" | "undone"; records: AppliedRecord[] }[];
  /** Faces the next defence rolls take, in order. */
  dice: number[];
  writes: number;
  /** Items created on actors by applications (an injury), by actor UUID. */
  items: Map<string, { id: string; type: string; nameKey: string; nameData: Record<string, string | number>; system: Record<string, unknown> }[]>;
}

export const uuid = (id: string) => `Actor.${id.padEnd(16, "0")}`;

export function blankSystem(): ActorSystem {
  return initialOf(ACTOR_SYSTEM);
}

export function memoryWorld(actors: Record<string, MemoryActor>, options: ExchangeWorld["options"] = {}): MemoryWorld {
  const world: MemoryWorld = {
    actors: new Map(Object.entries(actors)),
    cards: new Map(),
    posted: [],
    dice: [],
    writes: 0,
    options,
    card: (id) => (world.cards.has(id) ? clone(world.cards.get(id)!) : null),
    actor: (id) => {
      const a = world.actors.get(id);
      return a ? { name: a.name, system: clone(a.system), derived: prepareActorDerived(a.system), statuses: [...a.statuses] } : null;
    },
    writeActor: async (id, update, statuses) => {
      const a = world.actors.get(id)!;
      for (const [path, v] of Object.entries(update)) setPath(a as unknown as Record<string, unknown>, path, v);
      for (const s of statuses) a.statuses = s.active ? [...new Set([...a.statuses, s.id])] : a.statuses.filter((x) => x !== s.id);
      world.writes++;
    },
    writeCard: async (id, card) => {
      const stored = world.cards.get(id);
      world.cards.set(id, stored ? mergeObject(clone(stored) as unknown as Record<string, unknown>, clone(card) as unknown as Record<string, unknown>) as unknown as ExchangeCard : clone(card));
      world.writes++;
    },
    postResult: async (messageId, kind, records) => {
      world.posted.push({ messageId, kind, records: clone([...records]) });
    },
    roll: async (groups) => {
      const n = groups.reduce((sum, g) => sum + g.count, 0);
      if (world.dice.length < n) throw new Error(`the test queued ${world.dice.length} faces, the defence rolls ${n}`);
      return world.dice.splice(0, n);
    },
    now: () => 1_700_000_000_000,
    items: new Map(),
    createItems: async (id, items) => {
      const list = world.items.get(id) ?? [];
      const made = items.map((i, n) => ({ ...clone(i), id: `item${list.length + n}` }));
      world.items.set(id, [...list, ...made]);
      return made.map((m) => m.id);
    },
    deleteItems: async (id, ids) => {
      world.items.set(id, (world.items.get(id) ?? []).filter((i) => !ids.includes(i.id)));
    },
  };
  return world;
}

export const GM: Requester = { id: "gm", isGM: true, owns: () => true };
export const player = (id: string, owned: readonly string[]): Requester => ({ id, isGM: false, owns: (u) => owned.includes(u) });
