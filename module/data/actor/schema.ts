/**
 * Actor system data: one block per ruleset, so switching the world's ruleset never loses a field.
 * Characters and NPCs share the blocks (an NPC is a character the GM runs); NPCs add a few GM-facing fields.
 * Bounds follow the rules texts where they state them and generous sanity limits elsewhere.
 */
import { arr, bool, choice, html, int, obj, text, type DataOf } from "../shared/spec";

// ---- six-seconds ------------------------------------------------------------------------------
/** The abilities the six-seconds text names in its formulas (Strength, Dexterity, Endurance, Spirit …). */
export const SIX_SECONDS_ABILITIES = ["strength", "dexterity", "endurance", "intelligence", "spirit", "charisma"] as const;
const ability = () => int(0, { min: -5, max: 20 });

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
  ),
  /** 0 = human, −1 = cat, 1 = horse … */
  scale: int(0, { min: -10, max: 10 }),
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
  /** Kilograms carried, for the encumbrance step. */
  carriedKg: int(0, { min: 0, max: 100000 }),
  level: int(1, { min: 1, max: 100 }),
  /** XP towards the next level (a level every 1,000 XP). */
  xp: int(0, { min: 0, max: 999 }),
  /** The character's maximum Combo Rating: the limit each combo is checked against. */
  comboLimit: int(0, { min: 0, max: 50 }),
  /** Speed in squares per second. */
  speed: int(1, { min: 0, max: 100 }),
});

// ---- frozen-lands -----------------------------------------------------------------------------
export const FROZEN_LANDS_ATTRIBUTES = ["body", "agility", "mind", "awareness", "soul"] as const;
const attribute = () => int(2, { min: 0, max: 10 });
const conditionLevel = () => int(0, { min: 0, max: 3 });

export const FROZEN_LANDS_ACTOR = obj({
  attributes: obj({ body: attribute(), agility: attribute(), mind: attribute(), awareness: attribute(), soul: attribute() }),
  skills: arr(
    obj({
      name: text(),
      attribute: choice(FROZEN_LANDS_ATTRIBUTES, "body", "FRAY.FrozenLands.Attribute"),
      rank: int(0, { min: 0, max: 10 }),
    }),
  ),
  /** Stamina = class value + BODY; `value` is what is left. */
  stamina: obj({ value: int(0, { min: 0, max: 999 }), classBase: int(0, { min: 0, max: 99 }) }),
  wounds: int(0, { min: 0, max: 99 }),
  stress: int(0, { min: 0, max: 99 }),
  wp: int(0, { min: 0, max: 999 }),
  /** Condition levels (0–3). */
  conditions: obj({ exhaustion: conditionLevel(), dazed: conditionLevel(), fear: conditionLevel() }),
  /** Broken by a condition going over level 3 (the engine reports it; cleared by rest or healing). */
  broken: bool(false),
  /** Damage reduction from defense and armour. */
  defense: int(0, { min: 0, max: 20 }),
  armour: int(0, { min: 0, max: 20 }),
  /** Enemies' static initiative from their stat block. */
  initiative: int(0, { min: 0, max: 20 }),
  actionsUsed: int(0, { min: 0, max: 6 }),
  reactionsUsed: int(0, { min: 0, max: 10 }),
});

// ---- factions ---------------------------------------------------------------------------------
export const FACTIONS_SIZES = ["tiny", "small", "medium", "large", "massive"] as const;
const save = () => int(10, { min: 1, max: 20 });

export const FACTIONS_ACTOR = obj({
  str: save(),
  agi: save(),
  wit: save(),
  health: obj({ value: int(6, { min: 0, max: 999 }), max: int(6, { min: 0, max: 999 }) }),
  /** Armour value, never above 3 ("as usual never above 3"). */
  armour: int(0, { min: 0, max: 3 }),
  size: choice(FACTIONS_SIZES, "medium", "FRAY.Factions.Size"),
  faction: text(),
});

// ---- tactica ----------------------------------------------------------------------------------
export const TACTICA_LOCATIONS = ["head", "neck", "chest", "arms", "legs", "groin"] as const;
export const TACTICA_GROUPS = ["single", "mob", "crowd", "horde", "company", "unit"] as const;

const rankTrack = () =>
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
  physical: rankTrack(),
  mental: rankTrack(),
  /** Magic STATE. */
  doubt: bool(false),
  heroic: bool(false),
  /** Every Nth direct rank loss crosses over to the other track (2 by the text; some effects make it 3 or 4). */
  crossoverEvery: int(2, { min: 2, max: 4 }),
  /** Minor NPCs that always take a rank loss instead of a State. */
  stateless: bool(false),
  actionDice: int(3, { min: 0, max: 6 }),
  /** Superiority Level modifier: +1 makes 4–6 succeed. */
  sl: int(0, { min: -3, max: 3 }),
  defences: obj({ dodge: int(0, { min: 0, max: 10 }), block: int(0, { min: 0, max: 10 }), parry: int(0, { min: 0, max: 10 }) }),
  /** Fear rating of the creature (Fear, Dread, Scary …). */
  fear: int(0, { min: 0, max: 9 }),
  fumbled: bool(false),
  group: choice(TACTICA_GROUPS, "single", "FRAY.Tactica.Group"),
  injuries: arr(obj({ location: choice(TACTICA_LOCATIONS, "chest", "FRAY.Tactica.Location"), effect: text() })),
});

export const ACTOR_SYSTEM = obj({
  biography: html(),
  sixSeconds: SIX_SECONDS_ACTOR,
  frozenLands: FROZEN_LANDS_ACTOR,
  factions: FACTIONS_ACTOR,
  tactica: TACTICA_ACTOR,
});

export const NPC_SYSTEM = obj({
  ...ACTOR_SYSTEM.fields,
  /** GM notes (tactics, loot). */
  gmNotes: html(),
  /** Creature or group label shown under the name ("Goblin mob"). */
  kind: text(),
});

export type ActorSystem = DataOf<typeof ACTOR_SYSTEM>;
export type NpcSystem = DataOf<typeof NPC_SYSTEM>;
export type SixSecondsActor = DataOf<typeof SIX_SECONDS_ACTOR>;
export type FrozenLandsActor = DataOf<typeof FROZEN_LANDS_ACTOR>;
export type FactionsActor = DataOf<typeof FACTIONS_ACTOR>;
export type TacticaActor = DataOf<typeof TACTICA_ACTOR>;
