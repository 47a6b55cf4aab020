/**
 * The trapped leaver's morale penalty (Ending a Possession: "A creature whose escape attempt has been vetoed takes a
 * morale penalty"). The vetoer's sheet action writes only its own actor, so a won veto of an escape posts a card bound
 * to the leaver; its *Apply* (the exchange, on the GM's client) writes the penalty on the leaver, worked out from the
 * leaver's morale then (Broken and Helpless at Will 0), and Undo takes it back.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData } from "../../dice/card";
import { addMoralePenalties, formatWill } from "../../engine/rulesets/six-seconds/morale";
import type { DamageApplication, ExchangeSeed } from "../adapter";
import { sixSecondsMorale } from "./morale-actions";

const K = "FRAY.Action.SixSeconds.Possession";

/** The card bound to the trapped leaver: one morale penalty for it to take. */
export function trappedLeaverSeed(vetoer: string, leaver: { uuid: string; name: string }): ExchangeSeed {
  const card: CardData = {
    ruleset: "six-seconds",
    title: `${vetoer}: ${leaver.name}`,
    kind: `${K}.Veto`,
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: `${K}.Trapped`, data: { other: leaver.name }, success: true },
    odds: null,
    details: [],
    damage: 0,
  };
  return { card, target: leaver, damage: 0, hit: { morale: 1 } };
}

/** `penalties` morale penalties on the hit actor, from its morale now (the card's hit `morale`). */
export function moraleHitApplication(s: ActorSystem, d: ActorDerived, penalties: number, statuses: readonly string[]): DamageApplication {
  const c = addMoralePenalties(sixSecondsMorale(s, d, statuses), penalties, "vetoed escape");
  return {
    update: { "system.sixSeconds.moralePenalties": c.after.penalties, "system.sixSeconds.brokenDc": c.after.recoveryDc ?? 0 },
    summary: { key: "FRAY.Damage.SixSeconds.Morale", data: { before: formatWill(c.before), after: formatWill(c.after) } },
    statuses: c.conditionsGained.map((g) => `six-seconds.${g}`),
    statusesOff: c.conditionsLost.map((l) => `six-seconds.${l}`),
  };
}
