/**
 * The six-seconds stat block on an actor: its schema (stored under system.sixSeconds; bounds follow the rules text where it states
 * them) and the values derived from it by the engine (Toughness, Will, encumbrance).
 */
import { combinedMobilityPenalty, encumbrance, mobilityEffects, type Encumbrance } from "../../engine/rulesets/six-seconds/encumbrance";
import { BOOSTABLE_ABILITIES, levelRow } from "../../engine/rulesets/six-seconds/experience";
import { baseWill, currentWill, minimumWill, moraleState } from "../../engine/rulesets/six-seconds/morale";
import { toughness, type DefenceSource, type ToughnessBreakdown } from "../../engine/rulesets/six-seconds/toughness";
import { MOUNT_CONTROL_SECONDS } from "../../engine/rulesets/six-seconds/mounted";
import { ROUND_SECONDS } from "../../engine/rulesets/six-seconds/turn-actions";
import type { OwnedItemData } from "../../data/actor/owned-item";
import { arr, bool, choice, int, num, obj, text, type DataOf } from "../../data/shared/spec";

/** What failing a called shot's Fortitude check does: fall prone (leg), drop the held item (hand), Staggered (head). */
export const CALLED_SHOT_FAILS = ["prone", "drop", "staggered"] as const;
export type CalledShotFail = (typeof CALLED_SHOT_FAILS)[number];

/** The abilities the six-seconds text names in its formulas (Strength, Dexterity, Endurance, Spirit …). */
export const SIX_SECONDS_ABILITIES = ["strength", "dexterity", "endurance", "intelligence", "spirit", "charisma"] as const;
const ability = () => int(0, { min: -5, max: 20 });

/**
 * What a skill's ranks add to its checks. A skill's rate is Chapter 2's (not printed in the combat chapter): a Fast
 * skill adds its ranks; a Staggered one (named in the sheet's *Staggered skills*) the level table's "Skill Bonus
 * (Staggered)" at that many ranks (the bonus "if he has maximum ranks in it": half, rounded down).
 */
export function rankBonus(rank: number, staggered: boolean): number {
  if (!staggered || rank <= 0) return rank;
  return levelRow(rank).staggeredSkillBonus;
}

/** Whether the sheet names this skill as Staggered (by name, case and spaces ignored). */
export function isStaggered(six: { staggeredSkills: readonly string[] }, name: string): boolean {
  const key = name.trim().toLowerCase();
  return key !== "" && six.staggeredSkills.some((n) => n.trim().toLowerCase() === key);
}

/**
 * The skills a new actor starts with: the names the adapter looks up (attack.ts, defence.ts, entrant.ts, the
 * collision, expel, dying and condition actions, combo.ts, from-actor.ts's mobility list). The text ties one to an
 * ability (initiative: Reflex + Dexterity); the others sit on the ability their use reads as. The sheet changes any.
 */
export const SIX_SECONDS_STARTING_SKILLS = [
  { name: "Weapon Skill", ability: "strength", rank: 0 },
  { name: "Ranged Skill", ability: "dexterity", rank: 0 },
  { name: "Magic Skill", ability: "intelligence", rank: 0 },
  { name: "Reflex", ability: "dexterity", rank: 0 },
  { name: "Shield Use", ability: "strength", rank: 0 },
  { name: "Fortitude", ability: "endurance", rank: 0 },
  { name: "Medicine", ability: "intelligence", rank: 0 },
  { name: "Faith", ability: "spirit", rank: 0 },
  { name: "Athletics", ability: "strength", rank: 0 },
  { name: "Acrobatics", ability: "dexterity", rank: 0 },
  { name: "Wrestle", ability: "strength", rank: 0 },
  { name: "Stealth", ability: "dexterity", rank: 0 },
] as const;

export const SIX_SECONDS_ACTOR = obj({
  abilities: obj({
    strength: ability(),
    dexterity: ability(),
    endurance: ability(),
    intelligence: ability(),
    spirit: ability(),
    charisma: ability(),
  }),
  skills: arr(
    obj({
      name: text(),
      ability: choice(SIX_SECONDS_ABILITIES, "dexterity", "FRAY.SixSeconds.Ability"),
      rank: int(0, { min: 0, max: 20 }),
    }),
    SIX_SECONDS_STARTING_SKILLS,
  ),
  /** The skills of the Staggered rate (their ranks add half); the others are Fast. */
  staggeredSkills: arr(text(), []),
  /** 0 = human, −1 = cat, 1 = horse … */
  /** The scale table runs from −1 (small) to 10. */
  scale: int(0, { min: -1, max: 10 }),
  /** Wounds lower Toughness and Minimum Toughness by 1 each. */
  wounds: int(0, { min: 0, max: 99 }),
  /** Morale penalties lower Will and Minimum Will by 1 each. */
  moralePenalties: int(0, { min: 0, max: 99 }),
  /** Mobility penalties from armour (encumbrance penalties do not stack with these). */
  mobilityPenalties: int(0, { min: 0, max: 99 }),
  /** Miscellaneous Will modifiers (Discipline and the like). */
  willBonus: int(0, { min: -20, max: 20 }),
  /** Natural armour Defence bonus (+0 unless the creature says otherwise). */
  naturalArmour: int(0, { min: -10, max: 20 }),
  /** Durability: the Defence of an object's material ("Living creatures usually do not have" one). */
  durability: int(0, { min: -10, max: 20 }),
  /** The Unarmoured skill's Defence bonus (the skill's own table is not in the combat chapter: the GM fills it in). */
  unarmoured: int(0, { min: -10, max: 20 }),
  /** An object: Endurance counts as 3, more damage than its Toughness destroys it, nonlethal damage does nothing. */
  object: bool(false),
  /** Kilograms carried, for the encumbrance step. */
  carriedKg: int(0, { min: 0, max: 100000 }),
  /** Kilograms moved on wheels (or very low friction): they count a quarter. */
  wheeledKg: int(0, { min: 0, max: 1000000 }),
  level: int(1, { min: 1, max: 100 }),
  /** XP towards the next level (a level every 1,000 XP). */
  /** Lifetime XP: a level costs 1000, so the field holds far more than one level's worth. */
  xp: int(0, { min: 0, max: 999_999 }),
  /**
   * How many combos the character may know, from its Combat Expertise skill (the skill's numbers are not printed in
   * the combat chapter: the GM types it); everyone knows at least one.
   */
  combosKnown: int(0, { min: 0, max: 50 }),
  /** The ability boosts taken so far (level and ability), which the next boost is checked against. */
  boosts: arr(obj({ level: int(4, { min: 4, max: 100 }), ability: choice(BOOSTABLE_ABILITIES, "strength", "FRAY.SixSeconds.Ability") }), []),
  /** The character's maximum Combo Rating: the limit each combo is checked against. */
  comboLimit: int(0, { min: 0, max: 50 }),
  /**
   * Speed in squares (metres at scale 0) per second; a fraction is kept ("a move speed of 2.5m"): the board rounds
   * the squares a move covers, half up.
   */
  speed: num(1, { min: 0, max: 100 }),
  /** Flight speed in squares per second (0: does not fly); a called shot to the wings lowers it or grounds the flyer. */
  flySpeed: int(0, { min: 0, max: 100 }),
  /**
   * Seconds a round controlling a mount: "Controlling a mount without special techniques takes the equivalent of 2
   * seconds of effort every round". The techniques are not printed: one that lowers it is typed here (the tracker's
   * Mount reads it).
   */
  mountControlSeconds: int(MOUNT_CONTROL_SECONDS, { min: 0, max: ROUND_SECONDS }),
  /**
   * The mobility penalty of the mount ridden or the vehicle piloted (0: none): "the penalty applies to all Pilot checks
   * you make … the mount's mobility penalties are subtracted from your Ride bonus". A vehicle has no sheet of its own.
   */
  ridingPenalty: int(0, { min: 0, max: 20 }),
  /**
   * The mount this character rides: its actor's UUID ("": none), as the sheet's *Mount* or the tracker's *Mount*
   * writes it (mount-link.ts). While it is set, Ride checks take the mount's own mobility penalty as its sheet derives
   * it at the roll, and the board reads the rider's speed from the mount's latest move.
   */
  mountUuid: text(),
  /**
   * Limbs hurt by a called shot's Toughness column, until the wound heals: a leg makes no unarmed attacks (all legs:
   * the character only crawls), an arm or a hand carries nothing and makes no unarmed attacks.
   */
  hurt: obj({
    legs: int(0, { min: 0, max: 20 }),
    arms: int(0, { min: 0, max: 20 }),
    hands: int(0, { min: 0, max: 20 }),
    /**
     * Hands a called shot hit at the Minimum column: "−1 to attacks made with this hand". No wound, so nothing heals
     * it: the GM clears it. A weapon attack asks whether it is made with such a hand (hurt-limbs.ts).
     */
    sore: int(0, { min: 0, max: 20 }),
  }),
  /** How many legs, arms and hands the body has (2 each for a human; the GM's for another body): "all legs" counts them. */
  limbs: obj({ legs: int(2, { min: 0, max: 20 }), arms: int(2, { min: 0, max: 20 }), hands: int(2, { min: 0, max: 20 }) }),
  /** The DC of a dying character's next Endurance check (0: not rolled yet, the first round's DC applies). */
  dyingDc: int(0, { min: 0, max: 99 }),
  /** The DC of a Broken character's next Spirit check (0: not rolled yet, DC 10 applies). */
  brokenDc: int(0, { min: 0, max: 99 }),
  /**
   * Called shots' Fortitude checks still to make, by what failing does (DC = the damage dealt; 0: none): a leg's
   * prone, a hand's dropped item, a head's Staggered.
   */
  calledShot: obj({ prone: int(0, { min: 0, max: 999 }), drop: int(0, { min: 0, max: 999 }), staggered: int(0, { min: 0, max: 999 }) }),
  /**
   * Rounds of stagger a sheet started (a head's failed check, a venom's "Staggered 1 round") still to begin in the
   * fight: the tracker starts them and marks this −1 (started: it lifts the status when they are over;
   * stagger-pending.ts). 0: none.
   */
  staggerRounds: int(0, { min: -1, max: 20 }),
  /**
   * Possession vetoes this round: "no more than once per round against any one creature". The fight's round key
   * ("<combat id>:<round>") and the UUIDs vetoed in it, one a line; another round's list counts for nothing.
   */
  vetoRound: text(),
  vetoed: text(),
  /**
   * The turn this creature's last won veto skips ("the acting character's turn is skipped"): "<round key>|<UUID>" of
   * the vetoed creature; the tracker ends that creature's turn when it is the one acting (veto-skip.ts). "": none.
   */
  vetoSkip: text(),
  /**
   * The latest fall in a running fight, for the tracker's record of what the faller moved this turn ("falling, or
   * being thrown" counts for high speed): "<round key>|<id>|<squares>" as the sheet's *Falling damage* writes it; the
   * tracker adds the squares once, in that round (forced-move.ts). "": none.
   */
  forcedMove: text(),
  /**
   * This mind's part in a body shared by possession, as the tracker's *Possess* and *Leave the body* write it
   * (shared-body.ts): the body's own mind (host), a possessing creature (possessor), or none. A possessor keeps the
   * body's Strength, Endurance and Dexterity (`body`), which its own rolls use ("the possessed character's strength,
   * endurance, and dexterity").
   */
  /** Whom this character, hiding, is invisible to (hide-actions.ts): their actors' UUIDs, one a line; "": nobody. */
  hiddenFrom: text(),
  sharedBody: choice(["none", "host", "possessor"], "none", "FRAY.SixSeconds.SharedBody"),
  body: obj({ strength: ability(), endurance: ability(), dexterity: ability() }),
  /** A possessor's body: the possessed character's actor UUID, whose hurt limbs it uses (body-link.ts). "": none. */
  bodyUuid: text(),
  /**
   * A possessed host's possessors: their actors' UUIDs, one a line, in the order they entered (shared-body.ts), so a
   * new Possession check faces the highest Will among the minds already in the body. "": none.
   */
  possessors: text(),
  /**
   * Cooperative Possession: the minds this one works together with (their actors' UUIDs, one a line), as its sheet's
   * *Work together* writes them. Two minds in one body that name each other pool their best skill ranks, Intelligence
   * and Spirit in their rolls (controlled-body.ts). "": none.
   */
  cooperating: text(),
  /** The DC of a soul coma's next hourly check (0: not rolled yet, DC 1 applies). */
  soulComaDc: int(0, { min: 0, max: 99 }),
  /** The world time (seconds) an Unconscious character wakes at, from its rolled hours (0: none): the world clock wakes it. */
  wakeAt: int(0, { min: 0, max: Number.MAX_SAFE_INTEGER }),
  /** The Stealth total of this character's latest hide (hide-actions.ts): what a listener's Perception must reach to hear it. */
  hideStealth: int(0, { min: -99, max: 99 }),
  /** The hiders whose square this character located by hearing (listen-actions.ts): their actors' UUIDs, one a line. */
  located: text(),
  /**
   * Own board moves this character made while hidden from someone: a listener's located square is kept with the count
   * it heard at ("<UUID>#<count>"), and is stale once the hider moved since (hide-actions.ts).
   */
  hideMoves: int(0, { min: 0, max: 1000000000 }),
});

export type SixSecondsActor = DataOf<typeof SIX_SECONDS_ACTOR>;

export interface SixSecondsDerived {
  toughness: ToughnessBreakdown;
  will: { base: number; current: number; minimum: number; broken: boolean };
  skills: { name: string; ability: string; rank: number; staggered: boolean; bonus: number; /** Rank above the level's cap. */ overCap: boolean }[];
  /** XP still needed for the next level. */
  xpToLevel: number;
  encumbrance: Encumbrance;
  /** Armour and encumbrance penalties do not stack: the higher counts. */
  mobilityPenalty: number;
  /** Flight speed less ½ square per mobility penalty ("it subtracts from all of their speeds"), never below 0. */
  flySpeed: number;
  /** Hands neither hurt (nor on a hurt arm) nor holding an equipped weapon or shield (one each): a moving mount needs one. */
  handsFree: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** The mobility penalty of equipped six-seconds armour: the highest item's (armour penalties do not add up). */
export function armourMobilityPenalty(items: readonly OwnedItemData[]): number {
  let worst = 0;
  for (const item of items) {
    if (item.type !== "armour" || !isRecord(item.system) || item.system["equipped"] === false) continue;
    const block = item.system["sixSeconds"];
    const p = isRecord(block) ? block["mobilityPenalty"] : undefined;
    if (typeof p === "number" && Number.isInteger(p) && p > worst) worst = p;
  }
  return worst;
}

/**
 * Hands holding something: each equipped six-seconds weapon and each equipped shield takes one (the text gives no
 * hands per item; a weapon dropped or put away is unequipped).
 */
export function handsHolding(items: readonly OwnedItemData[]): number {
  let n = 0;
  for (const item of items) {
    if (!isRecord(item.system) || item.system["equipped"] === false) continue;
    if (item.type === "weapon" && isRecord(item.system["sixSeconds"]) && item.system["sixSeconds"]["destroyed"] !== true) n++;
    else if (item.type === "armour" && item.system["shield"] === true) n++;
  }
  return n;
}

/** Defence sources from equipped six-seconds armour items (each item's sixSeconds.defence). */
export function armourDefences(items: readonly OwnedItemData[]): DefenceSource[] {
  const out: DefenceSource[] = [];
  for (const item of items) {
    if (item.type !== "armour" || !isRecord(item.system)) continue;
    const block = item.system["sixSeconds"];
    // "A destroyed object is unusable": destroyed armour gives no Defence even if still marked worn.
    if (item.system["equipped"] === false || !isRecord(block) || block["destroyed"] === true) continue;
    const bonus = block["defence"];
    if (typeof bonus === "number" && Number.isInteger(bonus)) out.push({ kind: "armour", bonus, reason: item.name });
  }
  return out;
}

export function deriveSixSeconds(s: SixSecondsActor, items: readonly OwnedItemData[] = []): SixSecondsDerived {
  // "The bonuses from different Defence sources do not stack": the engine keeps the best.
  const defences: DefenceSource[] = [
    { kind: "natural", bonus: s.naturalArmour, reason: "natural armour" },
    { kind: "durability", bonus: s.durability, reason: "durability" },
    { kind: "unarmoured", bonus: s.unarmoured, reason: "Unarmoured" },
    ...armourDefences(items),
  ];
  const t = toughness({ scale: s.scale, endurance: s.abilities.endurance, defences, wounds: s.wounds, isObject: s.object });
  const base = baseWill(s.abilities.spirit, s.willBonus ? [{ value: s.willBonus, reason: "will modifiers" }] : []);
  const morale = moraleState(base.will, Math.min(s.moralePenalties, Math.max(0, base.will)));
  const current = currentWill(morale);
  const enc = encumbrance({ strength: s.abilities.strength, endurance: s.abilities.endurance, load: [{ kg: s.carriedKg }, { kg: s.wheeledKg, wheeled: true }] });
  const maxSkillRanks = levelRow(s.level).maxSkillRanks;
  const penalty = combinedMobilityPenalty({ armour: Math.max(s.mobilityPenalties, armourMobilityPenalty(items)), encumbrance: enc.mobilityPenalty });
  return {
    toughness: t,
    will: { base: base.will, current, minimum: minimumWill(morale), broken: current <= 0 },
    // The level table caps skill ranks at the character's level (levelRow: maxSkillRanks); the sheet flags a rank above it.
    skills: s.skills.map((sk) => {
      const staggered = isStaggered(s, sk.name);
      return { name: sk.name, ability: sk.ability, rank: sk.rank, staggered, bonus: rankBonus(sk.rank, staggered) + s.abilities[sk.ability], overCap: sk.rank > maxSkillRanks };
    }),
    xpToLevel: 1000 - s.xp,
    encumbrance: enc,
    // The sheet's own field and the armour worn: the armour's penalty is read from its item (the higher counts).
    mobilityPenalty: penalty,
    flySpeed: mobilityEffects(penalty, { fly: s.flySpeed }).speeds["fly"] ?? s.flySpeed,
    // A hand on a hurt arm cannot carry either ("Arm cannot be used to carry objects"); which hand is on which arm is
    // not kept, so the hands that can hold are the fewer of the unhurt hands and the unhurt arms.
    handsFree: Math.max(0, Math.min(s.limbs.hands - s.hurt.hands, s.limbs.arms - s.hurt.arms) - handsHolding(items)),
  };
}
