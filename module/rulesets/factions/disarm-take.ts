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
import { CHOSEN, HELD } from "./disarm-counter-pick";

export const TAKE_WEAPON = "take-weapon";
const TAKEABLE = "FRAY.Action.Factions.NonLethal.Applied.disarmTake";
/**
 * A counter's disarm (nonlethal-counter.ts): the record is the hit back on the card's attacker, the taker its target;
 * against a non-lethal card, the attacker's one weapon dropped, or the weapon the counterer picked (disarm-counter-pick.ts).
 */
const TAKEABLE_COUNTER = ["FRAY.Action.Factions.NonLethal.Applied.disarmTakeCounter", HELD, CHOSEN];

/** The dropped item's id and who may take it (`counter`: the card's target, hit back on the attacker), or null for any other record. */
function takeableOf(record: AppliedRecord): { weaponId: string; taker: string; counter: boolean; takerName: string } | null {
  const counter = TAKEABLE_COUNTER.includes(record.summary.key);
  if (record.summary.key !== TAKEABLE && !counter) return null;
  const { weaponId, taker, takerName } = record.summary.data;
  if (typeof weaponId !== "string" || weaponId === "" || typeof taker !== "string" || taker === "") return null;
  return { weaponId, taker, counter, takerName: typeof takerName === "string" ? takerName : "" };
}

/** The attacker's name as the card has it (its own name, else the disarm request's label). */
function attackerName(card: ExchangeCard | undefined): string {
  const label = (card?.attack?.request as { label?: unknown } | undefined)?.label;
  return card?.attackerName || (typeof label === "string" ? label : "");
}

/**
 * The take, offered to the attacker's side for a disarm the attacker made; for a counter's disarm the one who takes is
 * the card's target, whom the result card's sides do not name (they are the attacker's side and the GM), so the GM
 * presses it for the counterer.
 */
export function takeWeaponOffers(record: AppliedRecord): ResultAction[] {
  const take = takeableOf(record);
  if (!take) return [];
  return [{ id: TAKE_WEAPON, label: "FRAY.Action.Factions.NonLethal.TakeWeapon", revise: true, ...(take.counter ? {} : { side: "attacker" as const }) }];
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
      // The application's record, or the revision that dropped the weapon the counterer picked.
      const take = [record, ...revisions].map(takeableOf).find((t) => t !== null) ?? null;
      const card = ctx.exchange?.card;
      // The taker: the card's attacker, or for a counter's disarm the target whose counter-disarm hit the attacker back.
      const counterer = take?.counter && record.targetUuid === card?.attackerUuid && card.defences.some((d) => d.targetUuid === take.taker && d.choice === "counter-disarm");
      if (!take || !card || (take.counter ? !counterer : take.taker !== card.attackerUuid)) throw new RangeError("this disarm left no weapon for the attacker to take");
      // Picked up again (its owner unticked Dropped): it is no longer lying there to be grabbed.
      const held = ((target.held as FactionsHeld | undefined)?.factionsWeapons ?? []).find((w) => w.id === take.weaponId);
      if (held) throw new RangeError(`${target.name} picked the ${held.name} up again: it is no longer there to take`);
      return {
        app: {
          update: {},
          summary: { key: "FRAY.Action.Factions.NonLethal.Applied.taken", data: { target: target.name, attacker: take.counter ? take.takerName : attackerName(card) } },
          statuses: [],
          moveItems: [{ id: take.weaponId, to: take.taker, update: { "system.factions.dropped": false } }],
        },
      };
    },
  };
}
