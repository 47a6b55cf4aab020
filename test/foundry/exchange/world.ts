/**
 * The old in-memory ExchangeWorld: actors as plain data whose writes bypass FrayActor's pipeline (the ruleset guard,
 * migration, schema validation). The exchange's rule tests no longer use it (double-world.ts runs them on the
 * Foundry double); it stays only because test/browser's exchange fixtures still import it, and goes when they move
 * to the double. GM, player, uuid and blankSystem are shared by both.
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
