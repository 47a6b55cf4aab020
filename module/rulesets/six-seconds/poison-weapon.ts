/**
 * Audit PO3, Injury transmission: "If the poison is present on the weapon dealing damage (even if it doesn't do a
 * wound), the character is afflicted." A weapon item's *Poisoned with* (its six-seconds block's `poisonedWith`) names
 * a poison: a poison item's UUID (a world item, a compendium entry, or one on an actor), or the name of a poison item
 * the weapon's owner carries. The attack button reads it on the attacker's client and the request carries the poison
 * (its name and data) onto the card's hit; the card's *Apply* on a target the hit deals damage to (wound or not) then
 * gives the target its own copy of the poison with the affliction started (flags.fray.affliction = startAffliction(1),
 * what the sheet's first Poison check and an airborne infection start), undone with the rest of the application. The
 * tracker and the world's clock roll its checks from there (poison-rounds.ts, poison-time.ts). A poison not
 * transmitted by injury is refused at the button. A target already afflicted by that poison gets no second copy: the
 * hit's dose is added to its running affliction (the item's addedDoses; "If the afflicted character is, say, bitten
 * twice in the same round …, the DC goes up"), so its next check takes the overdose.
 */
import { RulesError } from "../../engine/errors";
import { startAffliction } from "../../engine/rulesets/six-seconds/poison";
import type { DamageApplication, NewItem } from "../adapter";
import { sixSecondsHeldOf, type SixSecondsHeldPoison } from "./held-items";
import { routesOf } from "./inhalation";

/** The poison a hit carries: its name and its item data, as the weapon's *Poisoned with* named it. */
export interface WeaponPoison {
  name: string;
  system: Record<string, unknown>;
}

/** The largest poison data a hit may carry (its JSON length): a poison item is a few hundred characters. */
export const MAX_POISON_DATA = 20000;

/** The weapon block's *Poisoned with*, trimmed ("" when none). */
export function poisonedWithOf(block: unknown): string {
  const v = block && typeof block === "object" ? (block as { poisonedWith?: unknown }).poisonedWith : undefined;
  return typeof v === "string" ? v.trim() : "";
}

/** A poison as a document (toObject) or as plain item data (a sheet action's items). */
type PoisonDoc = { type?: unknown; name?: unknown; system?: unknown; toObject?: () => { system?: unknown } };

/** What a UUID names, or null when it names nothing (or is no UUID at all: a poison's name with a dot in it). */
async function byUuid(ref: string): Promise<PoisonDoc | null> {
  try {
    return ((await fromUuid(ref as never)) as PoisonDoc | null) ?? null;
  } catch {
    return null;
  }
}

/**
 * The poison a weapon's *Poisoned with* names, read on the attacker's client: a UUID Foundry resolves to a poison
 * item, or a poison of that name among the owner's items (`own`: the owner's UUID, or its items). Null when the field
 * is empty; refused when it names no poison, or one not transmitted by injury.
 */
export async function weaponPoison(weapon: string, block: unknown, own: string | Iterable<PoisonDoc> | undefined): Promise<WeaponPoison | null> {
  const ref = poisonedWithOf(block);
  if (!ref) return null;
  let doc = ref.includes(".") ? await byUuid(ref) : null;
  if (!doc && own) {
    const items = typeof own === "string" ? (((await byUuid(own)) as { items?: Iterable<PoisonDoc> } | null)?.items ?? []) : own;
    const wanted = ref.toLowerCase();
    doc = [...items].find((i) => i.type === "poison" && typeof i.name === "string" && i.name.trim().toLowerCase() === wanted) ?? null;
  }
  if (!doc || doc.type !== "poison" || typeof doc.name !== "string") {
    throw new RulesError("poisoned-with-unknown", { weapon, poison: ref.slice(0, 100) }, `${weapon}: Poisoned with "${ref}" names no poison item (a poison's UUID, or the name of a poison this character carries)`);
  }
  const system = ((doc.toObject ? doc.toObject().system : doc.system) ?? {}) as Record<string, unknown>;
  if (!routesOf(system).includes("injury")) {
    throw new RulesError("poisoned-with-not-injury", { weapon, poison: doc.name }, `${weapon}: ${doc.name} is not transmitted by injury, so a weapon cannot carry it`);
  }
  return { name: doc.name, system };
}

/** The hit's poison as the GM's client reads it back from the card: a short name and bounded plain data, or an error. */
export function readWeaponPoison(raw: unknown): WeaponPoison {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new TypeError("poison is not an object");
  const p = raw as Record<string, unknown>;
  const name = p["name"];
  if (typeof name !== "string" || name.trim() === "" || name.length > 200) throw new TypeError("poison.name is not a short text");
  const system = p["system"];
  if (typeof system !== "object" || system === null || Array.isArray(system)) throw new TypeError("poison.system is not an object");
  if (JSON.stringify(system).length > MAX_POISON_DATA) throw new TypeError(`poison.system is larger than ${MAX_POISON_DATA} characters`);
  if (!routesOf(system as Record<string, unknown>).includes("injury")) throw new TypeError("poison.system is not transmitted by injury");
  return { name, system: system as Record<string, unknown> };
}

/** The target's (its adapter's `held`) poison of this name whose affliction is running (uncured), if any. */
function runningAffliction(held: unknown, name: string): SixSecondsHeldPoison | undefined {
  return (sixSecondsHeldOf(held)?.poisons ?? []).find((p) => p.name === name && p.afflicted && p.id !== "");
}

/**
 * The card's Apply with the weapon's poison: the target's copy of the poison, its affliction started, when the hit
 * deals it damage ("even if it doesn't do a wound"); nothing more when none reaches it (a miss, a defence that
 * stopped it); one more dose on the running affliction when it is already afflicted by that poison. `doses`: the
 * poisoned hits that deal it damage (a combo's two bites are two doses: "bitten twice in the same round").
 */
export function poisonedApplication(app: DamageApplication, damage: number, poison: WeaponPoison, held: unknown, doses = 1): DamageApplication {
  if (damage <= 0 || doses < 1) return app;
  const plain = /^FRAY\.Damage\.SixSeconds\.(no-effect|wound|dying|knocked-out|dies)$/.exec(app.summary.key);
  const running = runningAffliction(held, poison.name);
  if (running) {
    // Overdose: "bitten twice in the same round …, the DC goes up": the hit's dose joins the running affliction (the
    // item's addedDoses, a field the card's Undo takes back); its next check counts every dose (poison-actions.ts).
    const write = { id: running.id, update: { "system.addedDoses": running.addedDoses + doses } };
    return {
      ...app,
      itemWrites: [...(app.itemWrites ?? []), write],
      ...(plain ? { summary: { key: "FRAY.Damage.SixSeconds.Poison.Overdose", data: { ...app.summary.data, resultKey: `FRAY.Damage.SixSeconds.Short.${plain[1]}`, poison: poison.name, doses: running.doses + doses } } } : {}),
    };
  }
  const item: NewItem = { type: "poison", nameKey: "FRAY.Damage.SixSeconds.Poison.ItemName", nameData: { name: poison.name }, system: poison.system, flags: { affliction: startAffliction(doses) } };
  return {
    ...app,
    items: [...(app.items ?? []), item],
    ...(plain ? { summary: { key: "FRAY.Damage.SixSeconds.Poison.Afflicted", data: { ...app.summary.data, resultKey: `FRAY.Damage.SixSeconds.Short.${plain[1]}`, poison: poison.name } } } : {}),
  };
}
