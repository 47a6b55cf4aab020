/**
 * The shared setup of the injury result-card tests: Roland (physical rank 2 unless told) takes a Trauma from a
 * goblin's sword through the double's exchange, applied by `by` (the GM unless told), with `injury` as the dice of
 * the hit location and effect. Returns the world and the applied record.
 */
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, uuid } from "../exchange/double-world";

export const ROLAND = uuid("roland");
export const GOBLIN = uuid("goblin");

type Sheet = ReturnType<typeof blankSystem>;

export async function traumaOnRoland(msg: string, injury: number[], opts: { rank?: number; sheet?: (s: Sheet) => void; by?: Parameters<typeof applyOutcome>[3] } = {}) {
  const r = blankSystem();
  r.tactica.physical.rank = opts.rank ?? 2;
  opts.sheet?.(r);
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
  const faces = [5, 6, 5, 2];
  await world.cards.set(msg, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  world.dice = [...injury];
  const answer = await applyOutcome(world, msg, ROLAND, opts.by ?? GM);
  if (!answer.ok || !("records" in answer)) throw new Error("not applied");
  return { world, record: answer.records[0]! };
}
