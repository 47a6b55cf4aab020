/**
 * Checks that fall due as world time passes (the world ruleset's `combat.worldTime` slot: six-seconds poisons
 * checked every hour or every day). When the world's clock moves (core's `updateWorldTime(worldTime, delta)` hook,
 * fired on every client by game.time.advance, a combat round, a calendar module), the active GM's client asks the
 * slot what fell due between the old time and the new for the world's actors, posts each line and rolls each check
 * as the ruleset's sheet action on its actor, as the round's end does in a fight (documents/combat.ts).
 */
import { escapeHtml } from "../chat/notice";
import { runAction } from "../dice/action";
import { FrayActor } from "../documents/actor";
import type { RoundFighter } from "../rulesets/adapter";
import { adapterFor } from "../rulesets/registry";
import { currentRuleset, currentRulesOptions } from "../settings";
import { stringData } from "./chat-lines";
import { fighterItems } from "./fighter-items";

/** The world's actors as the slot reads them: their UUID, data, statuses and items now. */
function worldActors(): RoundFighter[] {
  return (game.actors?.contents ?? []).flatMap((actor): RoundFighter[] => {
    if (!(actor instanceof FrayActor)) return [];
    return [{ id: actor.uuid, name: actor.name, player: actor.type === "character" || actor.hasPlayerOwner, system: actor.system.stats, derived: actor.system.derived, statuses: [...actor.statuses], items: fighterItems(actor) }];
  });
}

/** The GM's side of one advance of the clock, from `from` to `to` seconds. */
export async function worldTimePassed(from: number, to: number): Promise<void> {
  const adapter = adapterFor(currentRuleset());
  const slot = adapter.combat.worldTime;
  if (!slot || !(to > from)) return;
  for (const call of slot.due(worldActors(), from, to, currentRulesOptions())) {
    await ChatMessage.implementation.create({ content: `<p>${escapeHtml(game.i18n.format(call.line.key, stringData(call.line.data)))}</p>` });
    for (const roll of call.rolls) {
      const actor = fromUuidSync(roll.id);
      const action = adapter.sheet.actions?.[roll.action];
      if (actor instanceof FrayActor && action) await runAction(actor, action, roll.request, { key: roll.action });
    }
  }
}

let latest: Promise<void> = Promise.resolve();

/** The latest run the hook started (a caller that advanced the clock may wait for its checks). */
export function worldTimeSettled(): Promise<void> {
  return latest;
}

/** The hook's handler: the active GM's client only; every other client does nothing. */
export function onWorldTime(worldTime: number, delta: number): Promise<void> | null {
  if (!game.user?.isActiveGM) return null;
  latest = worldTimePassed(worldTime - delta, worldTime).catch((e: unknown) => console.error("Fray | the checks due with the world's time failed", e));
  return latest;
}

export function registerWorldTime(): void {
  Hooks.on("updateWorldTime", (worldTime: number, delta: number) => void onWorldTime(worldTime, delta));
}
