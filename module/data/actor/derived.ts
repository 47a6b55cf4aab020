/**
 * Derived actor values, computed by the engine from plain system data. Foundry-free: the data models call
 * `prepareActorDerived` in prepareDerivedData, and the tests call it on plain objects.
 */
import { saveOdds } from "../../engine/odds/save";
import { conditionEffects } from "../../engine/rulesets/frozen-lands/conditions";
import { stressDice } from "../../engine/rulesets/frozen-lands/stress";
import { combinedMobilityPenalty, encumbrance, type Encumbrance } from "../../engine/rulesets/six-seconds/encumbrance";
import { baseWill, currentWill, minimumWill, moraleState } from "../../engine/rulesets/six-seconds/morale";
import { toughness, type DefenceSource, type ToughnessBreakdown } from "../../engine/rulesets/six-seconds/toughness";
import { crossoverLosses, currentRank, rankFloor, rankTrack, totalRank } from "../../engine/rulesets/tactica/ranks";
import { superiorityThreshold } from "../../engine/rulesets/tactica/superiority";
import { mobRanks } from "../../engine/rulesets/tactica/mobs";
import type { ActorSystem, FactionsActor, TacticaActor } from "./schema";

/** What the derivation needs to know about an owned item (armour gives six-seconds Defence). */
export interface OwnedItemData {
  type: string;
  name: string;
  system: unknown;
}

export interface SixSecondsDerived {
  toughness: ToughnessBreakdown;
  will: { base: number; current: number; minimum: number; broken: boolean };
  skills: { name: string; ability: string; rank: number; bonus: number }[];
  /** XP still needed for the next level. */
  xpToLevel: number;
  encumbrance: Encumbrance;
  /** Armour and encumbrance penalties do not stack: the higher counts. */
  mobilityPenalty: number;
}

export interface FrozenLandsDerived {
  staminaMax: number;
  stressDice: number;
  actions: number;
  reactions: number;
  /** Stamina at 0, or broken by a condition going over level 3. */
  broken: boolean;
  /** Successes every roll loses to Fear. */
  successPenalty: number;
}

export interface FactionsDerived {
  /** Chance of passing each roll-under d20 save before rolling. */
  saveOdds: { str: number; agi: number; wit: number };
  /** Health at half or less: groups and lone characters check morale at the end of the round. */
  bloodied: boolean;
}

export interface TacticaTrackDerived {
  total: number;
  current: number;
  crossover: number;
  floor: number;
}

export interface TacticaDerived {
  physical: TacticaTrackDerived;
  mental: TacticaTrackDerived;
  outOfAction: boolean;
  /** Lowest die face that succeeds at this SL (5 normally, 4 at +1 SL). */
  successOn: number;
  /** A Mob, Crowd, Horde … : its extra dice and attacks a round (null for a single creature). */
  group: { extraDice: number; attacks: number } | null;
}

export interface ActorDerived {
  sixSeconds: SixSecondsDerived;
  frozenLands: FrozenLandsDerived;
  factions: FactionsDerived;
  tactica: TacticaDerived;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** Defence sources from equipped six-seconds armour items (each item's sixSeconds.defence). */
export function armourDefences(items: readonly OwnedItemData[]): DefenceSource[] {
  const out: DefenceSource[] = [];
  for (const item of items) {
    if (item.type !== "armour" || !isRecord(item.system)) continue;
    const block = item.system["sixSeconds"];
    if (item.system["equipped"] === false || !isRecord(block)) continue;
    const bonus = block["defence"];
    if (typeof bonus === "number" && Number.isInteger(bonus)) out.push({ kind: "armour", bonus, reason: item.name });
  }
  return out;
}

export function deriveSixSeconds(s: ActorSystem["sixSeconds"], items: readonly OwnedItemData[] = []): SixSecondsDerived {
  const defences: DefenceSource[] = [
    { kind: "natural", bonus: s.naturalArmour, reason: "natural armour" },
    ...armourDefences(items),
  ];
  const t = toughness({ scale: s.scale, endurance: s.abilities.endurance, defences, wounds: s.wounds });
  const base = baseWill(s.abilities.spirit, s.willBonus ? [{ value: s.willBonus, reason: "will modifiers" }] : []);
  const morale = moraleState(base.will, Math.min(s.moralePenalties, Math.max(0, base.will)));
  const current = currentWill(morale);
  const enc = encumbrance({ strength: s.abilities.strength, endurance: s.abilities.endurance, load: s.carriedKg });
  return {
    toughness: t,
    will: { base: base.will, current, minimum: minimumWill(morale), broken: current <= 0 },
    skills: s.skills.map((sk) => ({ ...sk, bonus: sk.rank + s.abilities[sk.ability] })),
    xpToLevel: 1000 - s.xp,
    encumbrance: enc,
    mobilityPenalty: combinedMobilityPenalty({ armour: s.mobilityPenalties, encumbrance: enc.mobilityPenalty }),
  };
}

export function deriveFrozenLands(f: ActorSystem["frozenLands"]): FrozenLandsDerived {
  const effects = conditionEffects(f.conditions);
  return {
    staminaMax: f.stamina.classBase + f.attributes.body,
    stressDice: stressDice(f.stress, f.attributes.soul),
    actions: Math.max(0, 3 + effects.actions),
    reactions: Math.max(0, f.attributes.agility - 1 + effects.reactions),
    broken: f.stamina.value <= 0 || f.broken,
    successPenalty: Math.abs(effects.successes),
  };
}

export function deriveFactions(f: FactionsActor): FactionsDerived {
  return {
    saveOdds: { str: saveOdds(f.str), agi: saveOdds(f.agi), wit: saveOdds(f.wit) },
    bloodied: f.health.max > 0 && f.health.value * 2 <= f.health.max,
  };
}

export function deriveTactica(t: TacticaActor): TacticaDerived {
  const every = t.crossoverEvery === 3 || t.crossoverEvery === 4 ? t.crossoverEvery : 2;
  // A group's ranks are its members' ranks plus the group bonuses (engine: mobRanks).
  const grouped = t.group === "single" ? null : mobRanks(t.group, t.physical.rank, t.mental.rank);
  const start = { physical: grouped?.physical ?? t.physical.rank, mental: grouped?.mental ?? t.mental.rank };
  const track = (own: TacticaActor["physical"], other: TacticaActor["physical"], rank: number): TacticaTrackDerived => {
    const rt = { ...rankTrack(rank, own.bonus), lost: own.lost };
    // Level 9 tracks are not knocked off by crossover (engine: level9Protected).
    const crossover = rt.level9Protected ? 0 : crossoverLosses(other.lost, every);
    return { total: totalRank(rt), current: currentRank(rt, crossover, t.heroic), crossover, floor: rankFloor(t.heroic) };
  };
  const physical = track(t.physical, t.mental, start.physical);
  const mental = track(t.mental, t.physical, start.mental);
  return {
    physical,
    mental,
    outOfAction: physical.current <= physical.floor || mental.current <= mental.floor,
    successOn: superiorityThreshold(t.sl),
    group: grouped ? { extraDice: grouped.extraDice, attacks: grouped.attacks } : null,
  };
}

/** Every ruleset's derived values: all four are prepared so a sheet can show any of them. */
export function prepareActorDerived(system: ActorSystem, items: readonly OwnedItemData[] = []): ActorDerived {
  return {
    sixSeconds: deriveSixSeconds(system.sixSeconds, items),
    frozenLands: deriveFrozenLands(system.frozenLands),
    factions: deriveFactions(system.factions),
    tactica: deriveTactica(system.tactica),
  };
}
