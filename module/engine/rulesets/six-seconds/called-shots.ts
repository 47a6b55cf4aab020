/**
 * Called shots: aiming at a location makes the target harder to hit (Target modifier) and easier to hurt
 * (Toughness adjustment, which moves Minimum Toughness with it), with the location's own effects when the damage
 * reaches Minimum Toughness or Toughness. Also attacks on worn or held items with the text's item table.
 *
 * The columns "show what happens when you meet or beat the target's minimum toughness or regular toughness": both
 * compare with "at least", whatever Step Three's "exceeds" and the dying option say for plain hits
 * (`calledShotColumns: "as-damage"` is the option that uses those instead).
 */
import type { Modifier, SplitModifier } from "../../modifiers";
import { applyDamage, type DamageOptions, type DamageOutcome } from "./damage";
import { checkScale } from "./scale";
import { MINIMUM_GAP } from "./toughness";

export type LocationId = "leg" | "arm" | "hand" | "head" | "critical" | "torso" | "wings";

export interface LocationEffect {
  /** The hit is a wound. */
  wound: boolean;
  /** The target starts dying. */
  dying: boolean;
  /** Lasting effects, as the text states them. */
  effects: string[];
  /** A Fortitude check the target makes with DC = damage dealt, and what failing it does. */
  fortitude?: { onFail: string };
}

export interface CalledShotLocation {
  id: LocationId;
  name: string;
  /** Added to the target's Target score. */
  targetModifier: number;
  /** Added to Toughness (and so to Minimum Toughness). */
  toughnessAdjustment: number;
  /** Damage reaches Minimum Toughness. */
  minimum: LocationEffect;
  /** Damage reaches Toughness. */
  toughness: LocationEffect;
}

const fx = (wound: boolean, dying: boolean, effects: string[], fortFail?: string): LocationEffect =>
  fortFail ? { wound, dying, effects, fortitude: { onFail: fortFail } } : { wound, dying, effects };

/** The text's called-shot table. Hand and Wings at Minimum Toughness give their effects without a wound, as printed. */
export const CALLED_SHOT_LOCATIONS: Readonly<Record<LocationId, CalledShotLocation>> = Object.freeze({
  leg: {
    id: "leg", name: "Leg", targetModifier: 1, toughnessAdjustment: -1,
    minimum: fx(true, false, ["speed drops by 1 square"]),
    toughness: fx(true, false, [
      "speed drops by 1 more square",
      "the leg cannot make unarmed attacks",
      "if all legs are hurt like this, the character can only crawl",
    ], "falls prone"),
  },
  arm: {
    id: "arm", name: "Arm", targetModifier: 1, toughnessAdjustment: -1,
    minimum: fx(true, false, []),
    toughness: fx(true, false, ["the arm cannot carry objects, weapons or shields until healed", "the arm cannot make unarmed attacks"]),
  },
  hand: {
    id: "hand", name: "Hand", targetModifier: 2, toughnessAdjustment: -2,
    minimum: fx(false, false, ["−1 to attacks made with this hand"], "drops the held item"),
    toughness: fx(true, false, ["the hand cannot carry objects, weapons or shields until healed", "the hand cannot make unarmed attacks"]),
  },
  head: {
    id: "head", name: "Head", targetModifier: 3, toughnessAdjustment: -3,
    minimum: fx(true, false, [], "staggered for one round"),
    toughness: fx(true, true, []),
  },
  critical: {
    id: "critical", name: "Critical Region (heart, throat)", targetModifier: 3, toughnessAdjustment: -3,
    minimum: fx(true, false, []),
    toughness: fx(true, true, []),
  },
  torso: {
    id: "torso", name: "Torso", targetModifier: 0, toughnessAdjustment: 0,
    minimum: fx(true, false, []),
    toughness: fx(true, true, []),
  },
  wings: {
    id: "wings", name: "Wings", targetModifier: -1, toughnessAdjustment: -3,
    minimum: fx(false, false, ["flight speed drops by 1 square"]),
    toughness: fx(true, false, ["the creature cannot fly"]),
  },
});

export function calledShotLocation(id: LocationId): CalledShotLocation {
  const loc = CALLED_SHOT_LOCATIONS[id];
  if (!loc) throw new RangeError(`unknown called-shot location "${String(id)}"; expected ${Object.keys(CALLED_SHOT_LOCATIONS).join(", ")}`);
  return loc;
}

/** The Target modifier for a called shot (for attackInput.defender.targetModifiers). */
export function calledShotTargetModifier(id: LocationId): Modifier {
  const loc = calledShotLocation(id);
  return { value: loc.targetModifier, reason: `called shot: ${loc.name}` };
}

export interface CalledShotInput {
  location: LocationId;
  damage: number;
  /** The target's current Toughness (before the location's adjustment). */
  toughness: number;
  dying?: boolean;
  damageOptions?: DamageOptions;
}

export interface CalledShotOutcome {
  location: CalledShotLocation;
  /** Toughness and Minimum Toughness of the location. */
  toughness: number;
  minimum: number;
  /** How far the damage got. */
  level: "none" | "minimum" | "toughness";
  wounds: number;
  startsDying: boolean;
  /** Wounded while already dying. */
  dies: boolean;
  effects: string[];
  /** DC = damage dealt. */
  fortitudeCheck?: { dc: number; onFail: string };
  /** The plain damage comparison against the adjusted Toughness. */
  damageOutcome: DamageOutcome;
  explanation: string[];
}

/** The damage comparisons a called shot's columns use. */
function columnOptions(options: DamageOptions = {}): DamageOptions {
  const columns = options.calledShotColumns ?? "meet-or-beat";
  if (columns === "as-damage") return options;
  if (columns !== "meet-or-beat") throw new RangeError(`unknown calledShotColumns "${String(columns)}"`);
  return { ...options, woundThreshold: "meets", dyingThreshold: "meets" };
}

/** Resolve a called shot's damage at its location. */
export function resolveCalledShot(input: CalledShotInput): CalledShotOutcome {
  const location = calledShotLocation(input.location);
  if (!Number.isInteger(input.toughness)) throw new TypeError(`toughness must be a whole number, got ${String(input.toughness)}`);
  const toughness = input.toughness + location.toughnessAdjustment;
  const damageOutcome = applyDamage({ toughness }, { amount: input.damage }, columnOptions(input.damageOptions));
  const minimum = toughness - MINIMUM_GAP;
  const level = damageOutcome.result === "no-effect" ? "none" : damageOutcome.result === "wound" ? "minimum" : "toughness";
  const base = { location, toughness, minimum, level, damageOutcome } as const;
  if (level === "none") {
    return { ...base, wounds: 0, startsDying: false, dies: false, effects: [], explanation: damageOutcome.explanation };
  }
  const effect = level === "minimum" ? location.minimum : location.toughness;
  const wounds = effect.wound ? 1 : 0;
  const dies = Boolean(input.dying) && wounds > 0;
  const explanation = [
    `${location.name}: Toughness ${toughness}/${minimum}`,
    `${input.damage} reaches the ${level === "minimum" ? "Minimum Toughness" : "Toughness"} column`,
  ];
  if (dies) explanation.push("wounded while dying: the character dies");
  const out: CalledShotOutcome = {
    ...base,
    wounds,
    startsDying: effect.dying && !input.dying,
    dies,
    effects: [...effect.effects],
    explanation,
  };
  if (effect.fortitude) out.fortitudeCheck = { dc: input.damage, onFail: effect.fortitude.onFail };
  return out;
}

export type ItemKind = "small-metal-weapon" | "metal-weapon" | "large-metal-weapon" | "wooden-hafted-weapon" | "armour";

export interface ItemRow {
  kind: ItemKind;
  name: string;
  /** null: "as wearer". */
  target: number | null;
  /** null: the text gives none (wooden hafted weapons), or armour's formula. */
  toughness: number | null;
}

/** The text's table for scale-0 items. */
export const ITEM_TABLE: Readonly<Record<ItemKind, ItemRow>> = Object.freeze({
  "small-metal-weapon": { kind: "small-metal-weapon", name: "Small metal weapon (knife, sickle)", target: 6, toughness: 10 },
  "metal-weapon": { kind: "metal-weapon", name: "Metal weapon (arming sword, short sword)", target: 5, toughness: 13 },
  "large-metal-weapon": { kind: "large-metal-weapon", name: "Large metal weapon", target: 4, toughness: 16 },
  "wooden-hafted-weapon": { kind: "wooden-hafted-weapon", name: "Wooden hafted weapon (spear, axe)", target: 5, toughness: null },
  armour: { kind: "armour", name: "Armour", target: null, toughness: null },
});

export interface ItemTargetInput {
  kind: ItemKind;
  /** The item's scale (0 for things made for humans). */
  scale?: number;
  /** Needed for armour: the wearer's scale and Target; the armour's Defence bonus. */
  wearerScale?: number;
  wearerTarget?: number;
  armourDefence?: number;
  /** The GM's Toughness where the text gives none (wooden hafted weapons). */
  toughness?: number;
}

/** Target and Toughness of a worn or held item: +3 Toughness and −1 Target per scale above 0 (and the reverse below). */
export function itemDefences(input: ItemTargetInput): { target: number; toughness: number; minimum: number } {
  const row = ITEM_TABLE[input.kind];
  if (!row) throw new RangeError(`unknown item kind "${String(input.kind)}"`);
  if (row.kind === "armour") {
    const wearerScale = checkScale(input.wearerScale, "wearerScale");
    if (!Number.isInteger(input.wearerTarget)) throw new TypeError("armour is hit at the wearer's Target: give wearerTarget");
    if (!Number.isInteger(input.armourDefence)) throw new TypeError("armour's Toughness needs its Defence bonus: give armourDefence");
    const toughness = wearerScale * 3 + input.armourDefence! + 3;
    return { target: input.wearerTarget!, toughness, minimum: toughness - MINIMUM_GAP };
  }
  const scale = checkScale(input.scale ?? 0, "item scale");
  const baseToughness = input.toughness ?? row.toughness;
  if (baseToughness === null || !Number.isInteger(baseToughness)) {
    throw new TypeError(`the text gives no Toughness for "${row.name}": the GM must give one`);
  }
  const toughness = baseToughness + 3 * scale;
  return { target: row.target! - scale, toughness, minimum: toughness - MINIMUM_GAP };
}

export type WeaponUse = "melee" | "ranged" | "firearm";

/**
 * What wounds on a weapon do: a melee weapon loses them from damage; a ranged weapon from damage and attacks (−w/−w,
 * like most modifiers); a wounded firearm also jams when its attack die shows 1.
 */
export function damagedWeapon(use: WeaponUse, wounds: number): { damage: Modifier | null; attack: SplitModifier | null; jamsOnOne: boolean } {
  if (!Number.isInteger(wounds) || wounds < 0) throw new RangeError(`weapon wounds must be a whole number ≥ 0, got ${wounds}`);
  if (use !== "melee" && use !== "ranged" && use !== "firearm") throw new RangeError(`unknown weapon use "${String(use)}"`);
  if (wounds === 0) return { damage: null, attack: null, jamsOnOne: false };
  const reason = `weapon wounds (${wounds})`;
  const code = "weapon-wounds";
  const data = { wounds };
  return {
    damage: { value: -wounds, reason, code, data },
    attack: use === "melee" ? null : { attack: -wounds, defence: -wounds, reason, code, data },
    jamsOnOne: use === "firearm",
  };
}
