/**
 * factions disarm: "The target must pass a STR save or drop a weapon chosen by the attacker. If the attacker has a
 * free hand, they can grab the weapon." A landed disarm whose attacker answered *A free hand to take the weapon* in
 * its dialog (Fray has no in-hand state: the player says) records the dropped item (nonlethal-effect.ts); its result
 * card offers *Take the weapon* to the attacker's side (its owner, or a GM), a revising follow-up the GM's client
 * checks and writes (chat/exchange/revise.ts: who asks from the socket, the attacker's owner or a GM, once): the
 * item goes to the attacker's sheet (a copy there, held: not Dropped; deleted from the target's), and the card's one
 * Undo puts it back on the target as it was, with the disarm's Dropped taken back after it.
 */
import type { AppliedRecord, ExchangeCard } from "../../chat/exchange/card";
import type { ResultAction, ResultActionSlot } from "../adapter";
import type { FactionsHeld } from "./types";

export const TAKE_WEAPON = "take-weapon";
const TAKEABLE = "FRAY.Action.Factions.NonLethal.Applied.disarmTake";

/** The dropped item's id and who may take it, or null for any other record. */
function takeableOf(record: AppliedRecord): { weaponId: string; taker: string } | null {
  if (record.summary.key !== TAKEABLE) return null;
  const { weaponId, taker } = record.summary.data;
  return typeof weaponId === "string" && weaponId !== "" && typeof taker === "string" && taker !== "" ? { weaponId, taker } : null;
}

/** The attacker's name as the card has it (its own name, else the disarm request's label). */
function attackerName(card: ExchangeCard | undefined): string {
  const label = (card?.attack?.request as { label?: unknown } | undefined)?.label;
  return card?.attackerName || (typeof label === "string" ? label : "");
}

export function takeWeaponOffers(record: AppliedRecord): ResultAction[] {
  return takeableOf(record) ? [{ id: TAKE_WEAPON, label: "FRAY.Action.Factions.NonLethal.TakeWeapon", revise: true, side: "attacker" }] : [];
}

/** The factions result-card follow-ups with the disarm's take in front (a revising one, written by the GM's client). */
export function withDisarmTake(base: ResultActionSlot): ResultActionSlot {
  return {
    offers: (record) => [...takeWeaponOffers(record), ...base.offers(record)],
    run: (id, record) => base.run(id, record),
    ...(base.undo ? { undo: base.undo } : {}),
    revise: (id, record, revisions, target, ctx) => {
      if (id !== TAKE_WEAPON) {
        if (!base.revise) throw new RangeError(`this result offers no follow-up "${id}"`);
        return base.revise(id, record, revisions, target, ctx);
      }
      const take = takeableOf(record);
      const attacker = ctx.exchange?.card.attackerUuid;
      if (!take || !attacker || take.taker !== attacker) throw new RangeError("this disarm left no weapon for the attacker to take");
      // Picked up again (its owner unticked Dropped): it is no longer lying there to be grabbed.
      const held = ((target.held as FactionsHeld | undefined)?.factionsWeapons ?? []).find((w) => w.id === take.weaponId);
      if (held) throw new RangeError(`${target.name} picked the ${held.name} up again: it is no longer there to take`);
      return {
        app: {
          update: {},
          summary: { key: "FRAY.Action.Factions.NonLethal.Applied.taken", data: { target: target.name, attacker: attackerName(ctx.exchange?.card) } },
          statuses: [],
          moveItems: [{ id: take.weaponId, to: attacker, update: { "system.factions.dropped": false } }],
        },
      };
    },
  };
}
