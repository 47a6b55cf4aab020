/**
 * A won *Possession check against you* records the shared body, in a fight or out of one: "If the possession check
 * beats the character's Will, the character is possessed … Whoever is currently controlling the character uses …
 * the possessed character's strength, endurance, and dexterity." The roller's sheet writes its own part (the body's
 * host, with the creature among its possessors) and posts a card bound to the creature (and to the host, when the
 * roller is another mind in the body); each card's *Apply*, on the GM's client through the exchange (the asker's user
 * from the server, who may apply it, once only), writes the bound mind's part as the tracker's *Possess* writes it
 * (shared-body.ts, body-link.ts): the creature a possessor of that body, with the host's Strength, Endurance and
 * Dexterity read from the host's actor then. The GM's client checks the card against the actors as they are: the
 * roller must be in the body the card names, and the creature in no body yet.
 */
import type { CardData } from "../../dice/card";
import type { AttackTarget, DamageApplication, ExchangeSeed } from "../adapter";
import type { ExchangeCard } from "../../chat/exchange/card";
import { actorNow, bodyHostOf, linesOf } from "./shared-body";

const K = "FRAY.Action.SixSeconds.Possession";

export interface PossessionLink {
  /** The body's host (its own mind's actor UUID). */
  host: string;
  possessor: string;
}

/** What the host's own actor writes when a creature enters its body (its possessors list, the creature last). */
export function hostLinkUpdate(possessors: string, possessor: string): Record<string, string> {
  return { "system.sixSeconds.sharedBody": "host", "system.sixSeconds.possessors": [...linesOf(possessors).filter((u) => u !== possessor), possessor].join("\n") };
}

/** The card bound to a mind of the newly shared body (the creature, or the host another mind rolled for): Apply records it. */
export function possessionLinkSeed(title: string, bound: { uuid: string; name: string }, creature: string, link: PossessionLink): ExchangeSeed {
  const card: CardData = {
    ruleset: "six-seconds",
    title: `${title}: ${bound.name}`,
    kind: `${K}.Check`,
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: bound.uuid === link.possessor ? `${K}.LinkPossessor` : `${K}.LinkHost`, data: { creature, body: title }, success: true },
    odds: null,
    details: [],
    damage: 0,
  };
  return { card, target: bound, damage: 0, hit: { possession: link } };
}

/** The bound mind's part in the shared body, worked out on the GM's client from the actors now; a clear refusal otherwise. */
export function possessionLinkApplication(card: ExchangeCard, targetUuid: string, target: AttackTarget, link: PossessionLink): DamageApplication {
  if (link.host === link.possessor) throw new RangeError("a possession card names the same actor as the body and its possessor");
  const roller = actorNow(card.attackerUuid);
  if (!roller || bodyHostOf(roller.system, roller.uuid) !== link.host) throw new RangeError("the possession card's roller is not a mind of the body it names");
  const six = target.system.sixSeconds;
  if (targetUuid === link.possessor) {
    const host = actorNow(link.host);
    if (!host) throw new RangeError("the possessed body's actor is gone");
    if (six.sharedBody !== "none") throw new RangeError(`${target.name} is already a mind in a shared body: it leaves that one first`);
    const { strength, endurance, dexterity } = host.system.sixSeconds.abilities;
    return {
      update: {
        "system.sixSeconds.sharedBody": "possessor",
        "system.sixSeconds.bodyUuid": link.host,
        "system.sixSeconds.body.strength": strength,
        "system.sixSeconds.body.endurance": endurance,
        "system.sixSeconds.body.dexterity": dexterity,
      },
      summary: { key: "FRAY.Damage.SixSeconds.PossessorLinked", data: { body: host.name } },
      statuses: [],
    };
  }
  if (targetUuid === link.host) {
    if (six.sharedBody !== "host") throw new RangeError(`${target.name} is not the host of a shared body`);
    const possessor = actorNow(link.possessor);
    return { update: hostLinkUpdate(six.possessors, link.possessor), summary: { key: "FRAY.Damage.SixSeconds.HostLinked", data: { creature: possessor?.name ?? "" } }, statuses: [] };
  }
  throw new RangeError("a possession card is applied only to the body's host or its new possessor");
}
