/**
 * factions disarm as the counter to a non-lethal attack: "The target must pass a STR save or drop a weapon chosen by
 * the attacker." A non-lethal card names no weapon of its attacker's, so the counter's landed disarm reads the
 * attacker's weapon items on the GM's client (its actor's `held`, never the card's payload): one weapon neither broken
 * nor dropped is dropped at once (nonlethal-counter.ts); with several, the hit back's record lists them and the result
 * card offers one button per weapon (the counterer's choice, pressed by the GM: the card's sides are the attacker's
 * and the GM's), a revising follow-up (chat/exchange/revise.ts) that marks the chosen item *Dropped*, undone with the
 * card's one Undo; its record then offers *Take the weapon* as the other disarms do (disarm-take.ts).
 */
import type { AppliedRecord, ExchangeCard } from "../../chat/exchange/card";
import type { DamageApplication, ResultAction, ResultActionSlot } from "../adapter";
import type { AttackTarget, FactionsHeld } from "./types";

const APPLIED = "FRAY.Action.Factions.NonLethal.Applied";
/** The hit back's record when the attacker holds several weapons: the counterer picks. */
export const CHOOSE = `${APPLIED}.disarmChooseCounter`;
/** The pick's record: the chosen weapon dropped (takeable, disarm-take.ts). */
export const CHOSEN = `${APPLIED}.disarmChosenCounter`;
/** The hit back's record when the attacker holds one weapon: dropped at once (takeable). */
export const HELD = `${APPLIED}.disarmTakeCounterHeld`;
const PICK = "drop-weapon-";
/** Action ids are lower-case letters (the exchange's choice pattern): one per weapon, "drop-weapon-a" … "-z". */
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** The attacker's weapons a disarm may drop: its weapon items neither broken nor dropped (`held`, types.ts), with ids. */
export function droppableWeapons(who: Pick<AttackTarget, "held">): { id: string; name: string }[] {
  return ((who.held as FactionsHeld | undefined)?.factionsWeapons ?? []).flatMap((w) => (w.id ? [{ id: w.id, name: w.name }] : [])).slice(0, LETTERS.length);
}

/** The disarm on `attacker` made by the counterer (`taker`): what the landed counter writes on it. */
export function counterDisarmOnHeld(attacker: Pick<AttackTarget, "name" | "held">, taker: { uuid: string; name: string }): DamageApplication {
  const weapons = droppableWeapons(attacker);
  const target = attacker.name;
  const w = weapons[0];
  if (!w) return { update: {}, summary: { key: `${APPLIED}.disarmNoneCounter`, data: { target } }, statuses: [] };
  if (weapons.length === 1) return { update: {}, summary: { key: HELD, data: { target, weapon: w.name, weaponId: w.id, taker: taker.uuid, takerName: taker.name } }, statuses: [], itemWrites: [{ id: w.id, update: { "system.factions.dropped": true } }] };
  return { update: {}, summary: { key: CHOOSE, data: { target, taker: taker.uuid, takerName: taker.name, weaponIds: weapons.map((x) => x.id).join(","), weaponNames: JSON.stringify(weapons.map((x) => x.name)) } }, statuses: [] };
}

/** The weapons a CHOOSE record lists, in its order (none for any other record, or one written wrong). */
function listed(record: AppliedRecord): { id: string; name: string }[] {
  if (record.summary.key !== CHOOSE) return [];
  const { weaponIds, weaponNames } = record.summary.data;
  if (typeof weaponIds !== "string" || typeof weaponNames !== "string") return [];
  let names: unknown;
  try {
    names = JSON.parse(weaponNames);
  } catch {
    return [];
  }
  const ids = weaponIds.split(",");
  if (!Array.isArray(names) || names.length !== ids.length || ids.some((id) => id === "")) return [];
  return ids.slice(0, LETTERS.length).map((id, i) => ({ id, name: String(names[i]) }));
}

export function pickOffers(record: AppliedRecord): ResultAction[] {
  return listed(record).map((w, i) => ({ id: `${PICK}${LETTERS[i]}`, label: "FRAY.Action.Factions.NonLethal.DropWeapon", data: { weapon: w.name }, revise: true }));
}

/** The factions result-card follow-ups with the counter's weapon pick in front (revising, written by the GM's client). */
export function withCounterDisarmPick(base: ResultActionSlot): ResultActionSlot {
  return {
    offers: (record) => [...pickOffers(record), ...base.offers(record)],
    run: (id, record) => base.run(id, record),
    ...(base.undo ? { undo: base.undo } : {}),
    revise: (id, record, revisions, target, ctx) => {
      if (!id.startsWith(PICK)) {
        if (!base.revise) throw new RangeError(`this result offers no follow-up "${id}"`);
        return base.revise(id, record, revisions, target, ctx);
      }
      const card: ExchangeCard | undefined = ctx.exchange?.card;
      const taker = record.summary.data["taker"];
      const takerName = record.summary.data["takerName"];
      // The record is the counter's hit back on the card's attacker, made by a target that countered with a disarm.
      const counter = card && record.targetUuid === card.attackerUuid && card.defences.some((d) => d.targetUuid === taker && d.choice === "counter-disarm");
      const w = listed(record)[LETTERS.indexOf(id.slice(PICK.length))];
      if (!counter || !w || typeof taker !== "string" || id.length !== PICK.length + 1) throw new RangeError(`this result offers no follow-up "${id}"`);
      if (revisions.some((r) => r.summary.key === CHOSEN)) throw new RangeError(`${target.name} already dropped the weapon the disarm chose`);
      // Read on this (the GM's) client from the attacker's actor: still held, neither broken nor dropped.
      if (!droppableWeapons(target).some((x) => x.id === w.id)) throw new RangeError(`${target.name} no longer holds the ${w.name}: it cannot be dropped`);
      return {
        app: {
          update: {},
          summary: { key: CHOSEN, data: { target: target.name, weapon: w.name, weaponId: w.id, taker, takerName: typeof takerName === "string" ? takerName : "" } },
          statuses: [],
          itemWrites: [{ id: w.id, update: { "system.factions.dropped": true } }],
        },
      };
    },
  };
}
