/**
 * The installed world the documents act in (set by index.ts): the acting user, CONFIG, Hooks, the world
 * collections and the errors Foundry would log instead of throwing.
 */
import type { HooksDouble } from "./hooks";
import type { Collection } from "./collection";
import type { TimeDouble } from "./services";

type Rec = Record<string, unknown>;

export interface UserLike {
  id: string | null;
  name: string;
  isGM: boolean;
}

export interface World {
  hooks: HooksDouble;
  config: Rec & Record<string, Rec>;
  user(): UserLike;
  /**
   * The connected clients a broadcast reaches: the acting user's client first, then every other active user
   * (API User#active: "Is this User currently logged in?"), in the order of game.users.
   */
  clients(): UserLike[];
  /** Run `fn` as that user's client: world().user() / game.user is that user for `fn` and the work it starts. */
  asClient(user: UserLike, fn: () => void): void;
  time: TimeDouble;
  /** World collection of a primary document type ("Actor" → game.actors), if any. */
  collection(documentName: string): Collection<unknown> | undefined;
  /** Errors Foundry catches and logs (failed data preparation, hook handlers). */
  errors: { where: string; error: unknown }[];
  /** Every update the server applied and broadcast, as each client receives it (document.ts `update`). */
  sent: SentUpdate[];
}

/**
 * One update as the server sends it to every connected client: the differential data (hookEvents.updateDocument,
 * "Differential data that was used to update the document … fires for all connected clients"), which is also the
 * `changed` of `_onUpdate` and of the updateX hook there.
 */
export interface SentUpdate {
  documentName: string;
  id: string | null;
  changed: Record<string, unknown>;
}

let current: World | null = null;

export function setWorld(world: World): void {
  current = world;
}

export function world(): World {
  if (!current) throw new Error("The Foundry double is not installed: call installFoundryDouble() first");
  return current;
}
