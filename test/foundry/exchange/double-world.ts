/**
 * An ExchangeWorld (the port of chat/exchange/handler.ts) over the Foundry double, for the handler's rule tests:
 * actors are real FrayActor documents in a double world with Fray registered, written as exchange-query.ts's
 * foundryWorld writes them (`actor.update`, then `toggleStatusEffect`), so FrayActor's ruleset guard, the data model's
 * migration and the schema's validation all run; cards are ChatMessages whose exchange flag is written by setFlag
 * (objects merge key by key, arrays replace: foundry-traps.md #7). The world plays the ruleset of the card it is
 * given (the real glue refuses a card of another ruleset). Dice are queued; result cards are recorded. What the glue
 * adds on top (the socket's sender, the GM's ledger and companion, interleaving) is tested in trust.test.ts.
 */
import type { AppliedRecord, ExchangeCard } from "../../../module/chat/exchange/card";
import type { ExchangeWorld } from "../../../module/chat/exchange/handler";
import type { NewItem } from "../../../module/rulesets/adapter";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { clone } from "../helpers";
import { frayOnDouble, type Fray } from "../../double/fray-world";

export interface ActorData {
  name: string;
  system: ActorSystem;
  statuses: string[];
  /** Items it owns (a weapon it holds), created on it through the pipeline. */
  items?: { name: string; type: string; system: Record<string, unknown> }[];
}

/** A card store over the world's chat messages; `set` posts the card (or writes its flag) and awaits it. */
export interface CardStore {
  get(id: string): ExchangeCard | undefined;
  has(id: string): boolean;
  set(id: string, card: ExchangeCard): Promise<void>;
}

/** A read-only view of the actors: what each stores now (a copy; change them with `update`/`toggle`). */
export interface ActorView {
  get(uuid: string): ActorData | undefined;
}

export interface DoubleWorld extends ExchangeWorld {
  actors: ActorView;
  cards: CardStore;
  posted: { messageId: string; kind: "result" | "undone"; records: AppliedRecord[] }[];
  /** Faces the next defence rolls take, in order. */
  dice: number[];
  writes: number;
  /** Items the applications asked to create (an injury), by actor UUID, with their document ids. */
  items: Map<string, (NewItem & { id: string })[]>;
  /** Set up a test: write an actor through its pipeline (as the GM). */
  update(uuid: string, update: Record<string, unknown>): Promise<void>;
  toggle(uuid: string, status: string, active?: boolean): Promise<void>;
  remove(uuid: string): Promise<void>;
}


let loaded: Promise<{ fray: Fray; fresh: () => unknown }> | undefined;

type FrayActorDoc = InstanceType<Fray["FrayActor"]>;

/**
 * A new double world with Fray registered, holding these actors (keyed by UUID) created through the pipeline; it
 * plays `ruleset` (set it when the test writes an actor before its card is set: the ruleset guard drops the fields
 * of another ruleset).
 */
export async function doubleWorld(actors: Record<string, ActorData>, options: ExchangeWorld["options"] = {}, ruleset?: string): Promise<DoubleWorld> {
  loaded ??= frayOnDouble();
  const { fray, fresh } = await loaded;
  fresh();
  if (ruleset) await game.settings.set("fray", "ruleset", ruleset as never);
  for (const [u, a] of Object.entries(actors)) {
    const made = await fray.FrayActor.create({ _id: u.slice("Actor.".length), name: a.name, type: "character", system: clone(a.system) } as never, { keepId: true } as never);
    if (!made) throw new Error(`the actor ${a.name} was not created`);
    for (const s of a.statuses) await made.toggleStatusEffect(s, { active: true });
    if (a.items?.length) await made.createEmbeddedDocuments("Item", clone(a.items) as never);
  }
  const actorAt = (u: string): FrayActorDoc | null => {
    const doc = fromUuidSync(u);
    return doc instanceof fray.FrayActor ? doc : null;
  };
  const must = (u: string): FrayActorDoc => {
    const a = actorAt(u);
    if (!a) throw new RangeError(`the actor ${u} no longer exists`);
    return a;
  };
  const message = (id: string) => game.messages.get(id) as unknown as { getFlag(s: string, k: string): unknown; setFlag(s: string, k: string, v: unknown): Promise<unknown> } | undefined;
  let made = 0;
  const world: DoubleWorld = {
    actors: {
      get: (u) => {
        const a = actorAt(u);
        return a ? { name: a.name, system: clone(a.system.stats), statuses: [...a.statuses] } : undefined;
      },
    },
    cards: {
      get: (id) => {
        const card = message(id)?.getFlag("fray", "exchange");
        return card ? (clone(card) as ExchangeCard) : undefined;
      },
      has: (id) => Boolean(message(id)?.getFlag("fray", "exchange")),
      set: async (id, card) => {
        // The real glue refuses a card of another ruleset: the world plays the card's.
        await game.settings.set("fray", "ruleset", card.ruleset as never);
        const m = message(id);
        if (m) await m.setFlag("fray", "exchange", clone(card));
        else await ChatMessage.implementation.create({ _id: id, content: "attack", flags: { fray: { exchange: clone(card) } } } as never, { keepId: true } as never);
      },
    },
    posted: [],
    dice: [],
    writes: 0,
    options,
    card: (id) => world.cards.get(id) ?? null,
    actor: (u) => actorAt(u)?.asAttackTarget() ?? null,
    // As exchange-query.ts's foundryWorld: one update through the pipeline, then each status toggled.
    writeActor: async (u, update, statuses) => {
      const actor = must(u);
      if (Object.keys(update).length) await actor.update(update as never);
      for (const s of statuses) await actor.toggleStatusEffect(s.id, { active: s.active });
      world.writes++;
    },
    writeCard: async (id, card) => {
      await message(id)!.setFlag("fray", "exchange", clone(card));
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
    createItems: async (u, items) => {
      const actor = must(u);
      const data = items.map((i) => ({ _id: `item${made++}`.padEnd(16, "0"), type: i.type, name: game.i18n.format(i.nameKey, i.nameData as Record<string, string>), system: clone(i.system), ...(i.flags ? { flags: { fray: clone(i.flags) } } : {}) }));
      const created = await actor.createEmbeddedDocuments("Item", data as never, { keepId: true } as never);
      const ids = created.flatMap((d) => (d.id ? [d.id] : []));
      world.items.set(u, [...(world.items.get(u) ?? []), ...items.map((i, n) => ({ ...clone(i), id: ids[n]! }))]);
      return ids;
    },
    deleteItems: async (u, ids) => {
      const actor = must(u);
      const present = ids.filter((id) => actor.items.has(id));
      if (present.length) await actor.deleteEmbeddedDocuments("Item", present);
      world.items.set(u, (world.items.get(u) ?? []).filter((i) => !ids.includes(i.id)));
    },
    // As foundryWorld: an owned item's stored data, and a plain update through the item's own pipeline.
    item: (u, id) => {
      const item = actorAt(u)?.items.get(id);
      return item ? { type: item.type, system: clone(item.toObject().system) } : null;
    },
    writeItem: async (u, id, update) => {
      const item = must(u).items.get(id);
      if (!item) throw new RangeError(`the item ${id} is not on ${u}`);
      await item.update(update as never);
      world.writes++;
    },
    // As foundryWorld: a copy created on the receiver, then the item deleted; put back with its own id.
    moveItem: async (from, id, to, update) => {
      const item = must(from).items.get(id);
      if (!item) throw new RangeError(`the item ${id} is not on ${from}`);
      const source = clone(item.toObject()) as Record<string, unknown>;
      const { _id: _old, ...copy } = clone(source);
      for (const [path, value] of Object.entries(update)) foundry.utils.setProperty(copy, path, value);
      const [made] = await must(to).createEmbeddedDocuments("Item", [copy] as never);
      await item.delete();
      world.writes++;
      return { copy: made!.id!, source };
    },
    itemSource: (u, id) => {
      const item = actorAt(u)?.items.get(id);
      return item ? (clone(item.toObject()) as Record<string, unknown>) : null;
    },
    restoreItem: async (u, source) => {
      await must(u).createEmbeddedDocuments("Item", [clone(source)] as never, { keepId: true } as never);
      world.writes++;
    },
    update: async (u, update) => {
      const actor = must(u);
      await actor.update(update as never);
      // A setup write the pipeline dropped (another ruleset's field, an invalid value) would leave the test vacuous.
      for (const [path, value] of Object.entries(update)) {
        const stored = foundry.utils.getProperty(actor.toObject(), path);
        if (JSON.stringify(stored) !== JSON.stringify(value)) throw new Error(`the setup write ${path} = ${JSON.stringify(value)} was stored as ${JSON.stringify(stored)}`);
      }
    },
    toggle: async (u, status, active = true) => {
      await must(u).toggleStatusEffect(status, { active });
    },
    remove: async (u) => {
      await must(u).delete();
    },
  };
  return world;
}

export { blankSystem, GM, player, uuid } from "./people";
