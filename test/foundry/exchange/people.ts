/** Small shared helpers of the exchange tests: actor UUIDs, a blank actor system, and who asks (the GM, a player). */
import type { Requester } from "../../../module/chat/exchange/card";
import { ACTOR_SYSTEM, type ActorSystem } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";

export const uuid = (id: string) => `Actor.${id.padEnd(16, "0")}`;

export function blankSystem(): ActorSystem {
  return initialOf(ACTOR_SYSTEM);
}

export const GM: Requester = { id: "gm", isGM: true, owns: () => true };
export const player = (id: string, owned: readonly string[]): Requester => ({ id, isGM: false, owns: (u) => owned.includes(u) });
