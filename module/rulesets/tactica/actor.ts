/**
 * The tactica stat block on an actor: its schema (stored under system.tactica; bounds follow the rules text where it states
 * them) and the values derived from it by the engine (ranks, crossover, success threshold, group dice).
 */
import { crossoverLosses, currentRank, rankFloor, rankTrack, totalRank } from "../../engine/rulesets/tactica/ranks";
import { superiorityThreshold } from "../../engine/rulesets/tactica/superiority";
import { mobRanks } from "../../engine/rulesets/tactica/mobs";
import { HEROIC_SIDES, startRanks } from "./start-ranks";
import { arr, bool, choice, int, obj, text, type DataOf } from "../../data/shared/spec";
import type { OwnedItemData } from "../../data/actor/owned-item";
import type { DiceModifier } from "../../engine/modifiers";
import { injuryAttackModifiers, injuryDice, tacticaArmour, type TacticaArmour } from "./armour-items";
import { crossoverEvery, worldCrossoverEvery } from "./crossover";
import { MAX_ACTION_DICE } from "../../engine/rulesets/tactica/action-dice";
import { FEAR_LEVELS } from "../../engine/rulesets/tactica/fear-levels";
import { MAX_ENTITLED_DICE, MAX_HELD_DICE } from "../../engine/rulesets/tactica/turn-limits";
import { INJURY_AREAS } from "../../engine/rulesets/tactica/injuries/areas";

/** A fear level, or none. */
export const FEAR_POWERS = ["none", ...FEAR_LEVELS] as const;

/** The injury item's locations: the engine's recorded areas. */
export const TACTICA_LOCATIONS = INJURY_AREAS;
export const TACTICA_GROUPS = ["single", "mob", "crowd", "horde", "company", "unit"] as const;
export const TACTICA_CHARIOT_KINDS = ["none", "light", "heavy"] as const;
export const TACTICA_CHARIOT_NATIONS = ["any", "egyptian", "kushite", "libyan", "carthage", "syrian-hittite-mitanni", "babylonian-assyrian"] as const;

const rankTrackSpec = () =>
  obj({
    /** Starting (real) rank, 0–9. */
    rank: int(3, { min: 0, max: 9 }),
    /** Ranks marked as lost. */
    lost: int(0, { min: 0, max: 12 }),
    /** Temporary bonus ranks (position, magic): count for damage levels, never absorb damage. */
    bonus: int(0, { min: -9, max: 9 }),
    /** In the STATE for this track (Physical: Stun, Mental: Shock). */
    state: bool(false),
  });

export const TACTICA_ACTOR = obj({
  physical: rankTrackSpec(),
  mental: rankTrackSpec(),
  /** Magic STATE. */
  doubt: bool(false),
  heroic: bool(false),
  /** Where a Heroic creature's extra level goes this event (none: already typed into Rank). */
  heroicSide: choice(HEROIC_SIDES, "none", "FRAY.Tactica.HeroicSide"),
  /** Every Nth direct rank loss crosses over to the other track (2 by the text; some effects make it 3 or 4). */
  crossoverEvery: int(2, { min: 2, max: 4 }),
  /** Minor NPCs that always take a rank loss instead of a State. */
  stateless: bool(false),
  /** Action dice rolled at each refresh, up to `maxActionDice` (above it only with an Advantage that raises the maximum). */
  actionDice: int(3, { min: 0, max: MAX_ENTITLED_DICE }),
  /** "The normal maximum number of dice you can have is 6 … Some Advantages increase this." */
  maxActionDice: int(MAX_ACTION_DICE, { min: 1, max: MAX_ENTITLED_DICE }),
  /** Action dice its wounds burn, at once and at every roll until healed (written with an injury; lowered when healed). */
  burntDice: int(0, { min: 0, max: 6 }),
  /**
   * Action dice the creature loses outright at once (Kill's "Discard all remaining Initiative dice", a special
   * result's "Lose of an action dice"): written by the card, taken off in the tracker (tracker-lose-dice.ts), then 0.
   */
  diceToLose: int(0, { min: 0, max: MAX_HELD_DICE }),
  /** Pips of an action lost to a failed roll to remove a State at that action (state-roll-charge.ts): charged, then 0. */
  actionLost: int(0, { min: 0, max: 36 }),
  /** A minor NPC's set action dice ("5, 4, 3, 2"), not rolled; blank: it rolls its Action dice. */
  setDice: text(),
  /** Superiority Level modifier: +1 makes 4–6 succeed. */
  sl: int(0, { min: -3, max: 3 }),
  /** BODY characteristic level (4 + level dice): the roll a hit on an OoA creature makes, or it is KIA. */
  body: int(0, { min: -4, max: 9 }),
  /** The other characteristic levels the text rolls (4 + level dice): DEX (special attempts), MIND and SPIRIT (a State's removal, Panicked / Crushed, fear). */
  dex: int(0, { min: -4, max: 9 }),
  mind: int(0, { min: -4, max: 9 }),
  spirit: int(0, { min: -4, max: 9 }),
  /** Size, as InClose compares it ("prone unless they are 3x the Size of all opponents"); a man is 1. */
  size: int(1, { min: 1, max: 20 }),
  /** Legs, for the Stability bonus InClose ("a horse might be rated +1 Size due to having 4 legs … a spider with 8 legs might be +2"). */
  legs: int(2, { min: 0, max: 8 }),
  /** "(or have an appropriate Skill or Advantage)": it keeps its footing InClose whatever the Sizes. */
  keepsFooting: bool(false),
  /** "The presence of a trained healer during the entire week, along with a successful Healing roll": this creature is one, and its Healing level (4 + level dice). */
  healer: bool(false),
  healing: int(0, { min: -4, max: 9 }),
  /** The attack skill's dice (what a weapon attack rolls before modifiers); action dice are spent, not rolled. */
  attack: int(4, { min: 0, max: 10 }),
  defences: obj({ dodge: int(0, { min: 0, max: 10 }), block: int(0, { min: 0, max: 10 }), parry: int(0, { min: 0, max: 10 }) }),
  /** "A Parry may be usable vs missiles if the appropriate Skill+Mod is taken": this creature has it. */
  parryMissiles: bool(false),
  /**
   * The standing Dodge and Block pools (successes kept in front of the defender): each use discards one die, the
   * Pool action adds one up to `max` (the dice normally rolled, plus the shield's Block value), a State or Trauma
   * discards them. Zero dice: no pool standing.
   */
  pools: obj({
    dodge: obj({ dice: int(0, { min: 0, max: 20 }), max: int(0, { min: 0, max: 20 }) }),
    block: obj({ dice: int(0, { min: 0, max: 20 }), max: int(0, { min: 0, max: 20 }), shield: int(0, { min: 0, max: 10 }) }),
  }),
  /** Exposure dice in front of the creature: its next attacker adds them all to the attack pool. */
  exposures: int(0, { min: 0, max: 20 }),
  /** Fear rating of the creature (Fear, Dread, Scary …). */
  fear: int(0, { min: 0, max: 9 }),
  /** The fear this creature causes around it ("Scary", "Fearsome", "Dread", "Terror", "Fell"), or none. */
  fearPower: choice(FEAR_POWERS, "none"),
  /** The worst fear this creature has passed a test against ("after which they no longer need to make further rolls"); a failed test clears it. */
  fearPassed: choice(FEAR_POWERS, "none"),
  fumbled: bool(false),
  /** "Effort, +1 dice to the next roll you make": a 1 spent on it in the tracker; the next sheet roll takes the die. */
  effort: bool(false),
  /** An attack pool's dice as the tracker holds them (attack-pool.ts): the next sheet attack in its turn rolls them too. */
  pooledDice: int(0, { min: 0, max: MAX_HELD_DICE }),
  /** InClose: the level of the hold this creature has on its opponent or suffers from it (0 none, 1 Light … 5 Huge); the holding / held marker says which. */
  hold: int(0, { min: 0, max: 5 }),
  /** A flyer's rating, "~speed/turn rate/dive" (~2/2/3); blank: it does not fly. */
  flyer: text(),
  /** In flight after its last Flight action (it moved at least a zone): missiles against it lose its speed in dice. */
  flying: bool(false),
  /**
   * A chariot: this actor is the chariot and its horse team ("The horse team counts as one target based on a single
   * horse"), so its injuries are the team's. Kind (none: not a chariot), team, crew aboard, nation (any: not named)
   * and its driver's Driving dice (the text gives the Driving roll no mechanic: a tactica pool).
   */
  chariot: obj({
    kind: choice(TACTICA_CHARIOT_KINDS, "none", "FRAY.Tactica.Chariot.Kind"),
    team: choice(["2", "4"] as const, "2", "FRAY.Tactica.Chariot.Team"),
    crew: int(1, { min: 1, max: 4 }),
    nation: choice(TACTICA_CHARIOT_NATIONS, "any", "FRAY.Tactica.Chariot.Nation"),
    driving: int(4, { min: 0, max: 20 }),
  }),
  /** A special tactic's attacks still to make this action, their dice comma separated ("8"; "4,4"); blank: none planned. */
  tacticDice: text(),
  group: choice(TACTICA_GROUPS, "single", "FRAY.Tactica.Group"),
  /**
   * A group's attacks this round (Mobs: each against a separate target): the fight's round key ("<combat>:<round>")
   * and the targets' names attacked in it, one a line. Another round's key counts as none.
   */
  groupRound: text(),
  groupTargets: text(),
  injuries: arr(obj({ location: choice(TACTICA_LOCATIONS, "chest", "FRAY.Tactica.Location"), effect: text() })),
});

export type TacticaActor = DataOf<typeof TACTICA_ACTOR>;

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
  /** Equipped armour items: the shield's Block value and bonus ranks (counted in the tracks' totals above). */
  armour: TacticaArmour;
  /** Dice off every roll from its injuries (≤ 0; armour-items.ts injuryDice). */
  injuryDice: number;
  /** Dice its injuries take off an attack beyond those (Sight, an arm's Fracture: the engine's injuryUsePenalties). */
  injuryAttack: DiceModifier[];
}

/** A level-0 track no damage has reached yet. */
const untouchedZero = (start: number, lost: number, crossover: number): boolean => start === 0 && lost === 0 && crossover === 0;

export function deriveTactica(t: TacticaActor, items: readonly OwnedItemData[] = []): TacticaDerived {
  const armour = tacticaArmour(items);
  // The actor's own crossover or the world's, the rarer (crossover.ts): the card's damage reads the same.
  const every = crossoverEvery(t.crossoverEvery, worldCrossoverEvery());
  // A group's ranks are its members' ranks plus the group bonuses (engine: mobRanks).
  const grouped = t.group === "single" ? null : mobRanks(t.group, t.physical.rank, t.mental.rank);
  // The group's ranks and the Heroic level, as the card's Apply counts them (start-ranks.ts).
  const start = startRanks(t);
  const track = (own: TacticaActor["physical"], other: TacticaActor["physical"], rank: number, fromArmour: number): TacticaTrackDerived => {
    const base = rankTrack(rank, own.bonus + fromArmour);
    // Level 9 tracks are not knocked off by crossover (engine: level9Protected), until a bane has knocked them off.
    const rt = { ...base, lost: own.lost, level9Protected: (base.level9Protected ?? false) && own.lost === 0 };
    const crossover = rt.level9Protected ? 0 : crossoverLosses(other.lost, every);
    return { total: totalRank(rt), current: currentRank(rt, crossover, t.heroic), crossover, floor: rankFloor(t.heroic) };
  };
  const physical = track(t.physical, t.mental, start.physical, armour.physicalRanks);
  const mental = track(t.mental, t.physical, start.mental, armour.mentalRanks);
  return {
    physical,
    mental,
    // Level 0 stands until hit ("any amount of damage will squash them"): untouched, it is not yet Out of Action.
    outOfAction: (physical.current <= physical.floor && !untouchedZero(start.physical, t.physical.lost, physical.crossover)) || (mental.current <= mental.floor && !untouchedZero(start.mental, t.mental.lost, mental.crossover)),
    successOn: superiorityThreshold(t.sl),
    group: grouped ? { extraDice: grouped.extraDice, attacks: grouped.attacks } : null,
    armour,
    injuryDice: injuryDice(items),
    injuryAttack: injuryAttackModifiers(items),
  };
}
