/**
 * The tracker's side of the attack card's defence costs (module/chat/exchange/costs.ts): a Reaction or an action
 * die is checked against the running fight and spent as one undoable tracker step on the GM's client. An actor not
 * in a running Fray combat defends for free. A cost the ruleset names itself (tactica's 1 of the action dice raising
 * a rolled die) is one of its tracker's own steps: out of the running fight there is nothing to pay it with.
 */
import type { CombatCosts, DefenceCost } from "../chat/exchange/costs";
import { FrayCombat } from "../documents/combat";
import { defenceCharge } from "./charge";
import { asPlayerActor } from "./actor-writes";

function chargeOf(actorUuid: string, cost: DefenceCost) {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat)) return null;
  const actor = fromUuidSync(actorUuid);
  if (!(actor instanceof Actor)) return null;
  const mine = combat.combatants.contents.filter((c) => c.actor?.uuid === actor.uuid || (c.actor?.id === actor.id && !c.actor?.isToken)).map((c) => c.id ?? "");
  // A named reaction reaches the tracker view as a named action (its costOf reads the name).
  // A cost the ruleset names itself (tactica's 1 raising a die) goes as it is.
  const action = cost === "reaction" || cost === "action-die" || typeof cost === "object" ? cost : { name: cost, seconds: 0 };
  const fighting = mine.length > 0 && combat.frayStore.scheduler.state.phase === "running";
  const actorOf = (id: string) => asPlayerActor(combat.combatants.get(id)?.actor);
  return { combat, fighting, charge: defenceCharge(combat.frayRuleset, combat.frayView, combat.frayStore.scheduler, mine, action, actorOf) };
}

export const TRACKER_COSTS: CombatCosts = {
  refusal(actorUuid, cost) {
    const found = chargeOf(actorUuid, cost);
    if (typeof cost === "object" && !found?.fighting) return game.i18n.localize("FRAY.Chat.CostNeedsFight");
    return found?.charge && "refusal" in found.charge ? found.charge.refusal : null;
  },
  async spend(actorUuid, cost) {
    const found = chargeOf(actorUuid, cost);
    // A step the tracker refuses when it runs (its dry run passed) answers false: nothing was spent.
    if (found?.charge && "command" in found.charge && !(await found.combat.frayCommand(found.charge.command))) return false;
  },
};
