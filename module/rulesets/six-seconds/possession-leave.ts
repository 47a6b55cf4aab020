/**
 * Ending a possession from the possessor's sheet, out of a running fight: "creatures can choose to stop possessing a
 * character at any point on their turn as a 0SA. However, this action can be vetoed by another possessing creature or
 * the possessed character" (their sheet's *Veto*, its leaving, comes first). *Leave the body* writes the leaver's own
 * record (no longer in a body, working with no one) and posts a card bound to the body's host; its *Apply*, on the
 * GM's client through the exchange (the asker's user from the server, who may apply it, once only), takes the leaver
 * off the host's possessors, checked against the actors as they are (the leaver must have left that body), and frees
 * the host when no possessor is left. In a running fight the tracker's *Leave the body* does it (it frees the body's
 * seconds too).
 */
import type { CardData, DiceGroup } from "../../dice/card";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { ActionOutcome, AttackTarget, DamageApplication, ExchangeSeed, SheetAction } from "../adapter";
import { plainCard } from "./plain-card";
import { actorNow, bodyHostOf, linesOf } from "./shared-body";

const K = "FRAY.Action.SixSeconds.Possession";

export interface SixSecondsLeaveRequest {
  name: string;
  uuid: string;
  host: { uuid: string; name: string };
}

function hostSeed(req: SixSecondsLeaveRequest): ExchangeSeed {
  const card: CardData = { ...plainCard(`${req.name}: ${req.host.name}`, `${K}.Leave`), dice: [], outcome: { key: `${K}.LeftHost`, data: { name: req.name, body: req.host.name }, success: true }, details: [], damage: 0 };
  return { card, target: req.host, damage: 0, hit: { release: { host: req.host.uuid, possessor: req.uuid } } };
}

export function resolveSixSecondsLeave(req: SixSecondsLeaveRequest): ActionOutcome {
  const card: CardData = { ...plainCard(req.name, `${K}.Leave`), dice: [], outcome: { key: `${K}.Left`, data: { name: req.name, body: req.host.name }, success: true }, details: [] };
  return { card, update: { "system.sixSeconds.sharedBody": "none", "system.sixSeconds.bodyUuid": "", "system.sixSeconds.cooperating": "" }, exchanges: [hostSeed(req)] };
}

export const leaveBodyAction: SheetAction<SixSecondsLeaveRequest> = {
  prepare: async ({ name, uuid, stats, localize, combatRound }) => {
    const six = stats.sixSeconds;
    if (six.sharedBody !== "possessor" || !six.bodyUuid || !uuid) throw new RangeError(localize(`${K}.NotPossessing`));
    if ((combatRound?.() ?? null) !== null) throw new RangeError(localize(`${K}.LeaveInFight`));
    const host = actorNow(six.bodyUuid);
    return { name, uuid, host: { uuid: six.bodyUuid, name: host?.name ?? "" } };
  },
  dice: (): DiceGroup[] => [],
  resolve: (req) => resolveSixSecondsLeave(req),
};

/** The host's part when a possessor has left: off its possessors; free again when none is left. Checked on the GM's client. */
export function releaseApplication(card: ExchangeCard, targetUuid: string, target: AttackTarget, link: { host: string; possessor: string }): DamageApplication {
  if (targetUuid !== link.host || card.attackerUuid !== link.possessor) throw new RangeError("a leaving card is applied only to the body its own roller left");
  const leaver = actorNow(link.possessor);
  if (leaver && bodyHostOf(leaver.system, leaver.uuid) === link.host) throw new RangeError(`${leaver.name} has not left ${target.name}'s body`);
  const left = linesOf(target.system.sixSeconds.possessors).filter((u) => u !== link.possessor);
  // Another possessor still counts while its own record names this body.
  const still = left.filter((u) => {
    const m = actorNow(u);
    return m !== null && bodyHostOf(m.system, u) === link.host;
  });
  return {
    update: { "system.sixSeconds.possessors": left.join("\n"), ...(still.length === 0 ? { "system.sixSeconds.sharedBody": "none" } : {}) },
    summary: { key: "FRAY.Damage.SixSeconds.HostReleased", data: { creature: leaver?.name ?? "" } },
    statuses: [],
  };
}
