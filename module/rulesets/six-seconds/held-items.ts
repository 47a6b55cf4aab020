/**
 * The items a six-seconds target wears or holds, as an attack on one of them needs them ("An attack against an enemy
 * can instead be directed to something he is wearing or carrying"): its weapons with their row of the held-item
 * chart, and its armour, each with the wounds it has taken. The adapter's `held` slot builds this from the owned
 * items; the attack picks the aimed item from it, and the card's Apply writes what the item took on that item.
 */
import type { HeldItem } from "../contract/target";
import type { ItemTarget } from "./item-attack";

export interface SixSecondsHeldItem {
  id: string;
  name: string;
  kind: "weapon" | "armour";
  /** A weapon's row of the chart (null: none given); "armour" for armour. */
  row: ItemTarget | null;
  /** A weapon's own Toughness at scale 0 (null: the chart's); armour: its Defence bonus. */
  toughness: number | null;
  defence: number;
  wounds: number;
  destroyed: boolean;
  equipped: boolean;
}

/**
 * The poisons among its items, each with whether its affliction is running (uncured) and its doses: a poisoned
 * weapon's hit starts none a second time, it adds a dose to the running one (poison-weapon.ts).
 */
export interface SixSecondsHeldPoison {
  /** The item's id on the actor ("" when it has none). */
  id: string;
  name: string;
  afflicted: boolean;
  /** The doses of its affliction: the affliction's own and those later exposures added (its `addedDoses`). */
  doses: number;
  addedDoses: number;
}

export type SixSecondsHeld = { items: SixSecondsHeldItem[]; poisons?: SixSecondsHeldPoison[] };

const rec = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {});
const whole = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);

/** The adapter's `held` slot: the weapons and armour among the owned items (items without an id are left out). */
export function sixSecondsHeld(items: readonly HeldItem[]): SixSecondsHeld {
  const out: SixSecondsHeldItem[] = [];
  const poisons: SixSecondsHeldPoison[] = [];
  for (const i of items) {
    if (i.type === "poison") {
      const a = rec(i.flags?.["affliction"]);
      const added = Math.max(0, whole(i.system["addedDoses"]) ?? 0);
      const own = typeof a["doses"] === "number" ? a["doses"] : 0;
      poisons.push({ id: i.id ?? "", name: i.name, afflicted: typeof a["doses"] === "number" && a["cured"] !== true, doses: own + added, addedDoses: added });
      continue;
    }
    if (!i.id || (i.type !== "weapon" && i.type !== "armour")) continue;
    const block = rec(i.system["sixSeconds"]);
    const weapon = i.type === "weapon";
    const row = weapon ? (typeof block["itemClass"] === "string" ? (block["itemClass"] as ItemTarget) : null) : "armour";
    out.push({
      id: i.id,
      name: i.name,
      kind: weapon ? "weapon" : "armour",
      row,
      toughness: weapon ? whole(block["toughness"]) : null,
      defence: whole(block["defence"]) ?? 0,
      wounds: whole(block["wounds"]) ?? 0,
      destroyed: block["destroyed"] === true,
      equipped: i.system["equipped"] !== false,
    });
  }
  return { items: out, poisons };
}

/**
 * The item an attack on the chart's `row` aims at: a weapon of that row (an equipped one first), or the equipped armour
 * whose Defence the wearer's Toughness counts (`armourDefence`). Null: the target holds none on its sheet (the card
 * then only says what the item took). A destroyed item is never picked: it is unusable already.
 */
export function aimedItem(held: SixSecondsHeld | undefined, row: ItemTarget, armourDefence: number | null): SixSecondsHeldItem | null {
  const candidates = (held?.items ?? []).filter((i) => i.row === row && !i.destroyed);
  if (row === "armour") return candidates.find((i) => i.equipped && i.defence === armourDefence) ?? null;
  return candidates.find((i) => i.equipped) ?? candidates[0] ?? null;
}

/** The held items an attack target carries, when they are six-seconds' (a target built by another ruleset's slot: none). */
export function sixSecondsHeldOf(held: unknown): SixSecondsHeld | undefined {
  const items = rec(held)["items"];
  return Array.isArray(items) ? (held as SixSecondsHeld) : undefined;
}
