/**
 * Cooperative Possession from the sheet: "the character can deliberately allow the creature in (negating the need for
 * a Possession check). Then, when either one acts, they can use the highest skill modifiers and mental ability scores
 * of both … At any point, either can stop working together and begin vetoing the other's actions, just as a hostile
 * possession attempt can turn cooperative if the two characters involved decide to work together."
 * *Work together* (the other mind targeted) writes on this mind that it works with that one, or no longer does
 * (`cooperating`); two minds in one body that name each other roll with the best of both (controlled-body.ts). The
 * host naming a creature not yet in its body lets it in: no Possession check (the engine's allowPossession), and the
 * shared body is recorded as a won Possession check records it (possession-link.ts: the host's own record now, a card
 * bound to the creature applied through the GM's exchange), or by the GM's *Possess* on the tracker. "A Broken character cannot aid another possessing creature
 * with a cooperative possession": a Broken mind cannot start working together, nor with a Broken one.
 */
import { isBroken } from "../../engine/rulesets/six-seconds/morale";
import { allowPossession, setCooperation, unpossessed } from "../../engine/rulesets/six-seconds/possession";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { sixSecondsMorale } from "./morale-actions";
import { plainCard } from "./plain-card";
import { bodyHostOf, linesOf } from "./shared-body";
import { hostLinkUpdate, possessionLinkSeed } from "./possession-link";

const K = "FRAY.Action.SixSeconds.Possession";

export interface SixSecondsCooperateRequest {
  name: string;
  other: { name: string; uuid: string };
  together: boolean;
  /** The host lets the creature into its body (it is not there yet): no Possession check. */
  letIn: boolean;
  /** This mind's `cooperating` list before. */
  cooperating: string[];
  /** Letting in: this actor's UUID and its possessors list, so the body is recorded as a won check records it (possession-link.ts). */
  host?: { uuid: string; possessors: string };
}

export function resolveSixSecondsCooperate(req: SixSecondsCooperateRequest): ActionOutcome {
  const list = req.together ? [...req.cooperating.filter((u) => u !== req.other.uuid), req.other.uuid] : req.cooperating.filter((u) => u !== req.other.uuid);
  const key = req.together ? (req.letIn ? `${K}.LetIn` : `${K}.Together`) : `${K}.Apart`;
  const card: CardData = { ...plainCard(req.name, `${K}.Cooperate`), dice: [], outcome: { key, data: { other: req.other.name, name: req.name }, success: true }, details: [] };
  const update = { "system.sixSeconds.cooperating": list.join("\n") };
  // Let in: the body is recorded now, in a fight or out of one: this host's own record, and a card bound to the creature.
  if (!req.letIn || !req.host) return { card, update };
  const seed = possessionLinkSeed(req.name, req.other, req.other.name, { host: req.host.uuid, possessor: req.other.uuid });
  return { card, update: { ...update, ...hostLinkUpdate(req.host.possessors, req.other.uuid) }, exchanges: [seed] };
}

export const cooperateAction: SheetAction<SixSecondsCooperateRequest> = {
  prepare: async ({ name, uuid, stats, derived, statuses, firstTarget, askFields, localize }) => {
    const other = firstTarget();
    if (!other?.uuid) throw new RangeError(localize(`${K}.NeedsTarget`));
    if (other.uuid === uuid) throw new RangeError(localize(`${K}.NotYourself`));
    const cooperating = linesOf(stats.sixSeconds.cooperating);
    const fields = await askFields({
      title: `${K}.Cooperate`,
      hint: { key: `${K}.CooperateHint`, data: [other.name] },
      fields: [
        {
          kind: "select",
          name: "together",
          label: `${K}.CooperateWhat`,
          value: cooperating.includes(other.uuid) ? "no" : "yes",
          options: [
            { value: "yes", label: `${K}.CooperateChoice.yes` },
            { value: "no", label: `${K}.CooperateChoice.no` },
          ],
        },
      ],
    });
    if (!fields) return null;
    const together = choiceField(fields, "together", ["yes", "no"] as const) === "yes";
    const host = bodyHostOf(stats, uuid);
    const sameBody = host !== "" && bodyHostOf(other.system, other.uuid) === host;
    const letIn = together && !sameBody;
    if (together) {
      const mine = sixSecondsMorale(stats, derived, statuses);
      const theirs = sixSecondsMorale(other.system, other.derived, other.statuses);
      if (isBroken(mine) || isBroken(theirs)) throw new RangeError(localize(`${K}.BrokenCannotCooperate`));
      // Only the body's own mind lets a creature in; a possessor works with minds already in the body.
      if (letIn && stats.sixSeconds.sharedBody === "possessor") throw new RangeError(localize(`${K}.OnlyHostLetsIn`));
      // The engine's own refusals (a Broken mind; a creature already in the body).
      if (letIn) allowPossession(unpossessed("self", mine), { id: "other", morale: theirs });
      else setCooperation({ ...unpossessed("self", mine), minds: { self: mine, other: theirs }, possessors: ["other"] }, "self", "other", true);
    }
    return { name, other: { name: other.name, uuid: other.uuid }, together, letIn, cooperating, ...(letIn && uuid ? { host: { uuid, possessors: stats.sixSeconds.possessors } } : {}) };
  },
  dice: (): DiceGroup[] => [],
  resolve: (req) => resolveSixSecondsCooperate(req),
};
