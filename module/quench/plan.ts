/**
 * What the Quench batches create and do, per ruleset, as plain data and pure functions (unit-tested without
 * Foundry): an attacker and a target whose stat blocks can make and take an attack, a weapon carrying the
 * ruleset's block, and the attack request the sheet's attack button would build for it.
 */
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import { factionsAttackRequest } from "../dice/attack-factions";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../dice/attack-frozen-lands";
import { sixSecondsAttackRequest, targetDefence, type AttackTarget } from "../dice/attack-six-seconds";
import { tacticaAttackRequest } from "../dice/attack-tactica";
import type { RollRequest } from "../dice/requests";
import type { RulesetId } from "../schema/choices";

/** Every document a batch creates is named with this prefix, so a leftover from an aborted run is recognisable. */
export const QUENCH_PREFIX = "Fray Quench";

export const quenchBatchKey = (ruleset: RulesetId): string => `fray.${ruleset}`;
export const quenchName = (ruleset: RulesetId, what: string): string => `${QUENCH_PREFIX} ${ruleset} ${what}`;
export const isQuenchLeftover = (name: string | null | undefined): boolean => typeof name === "string" && name.startsWith(`${QUENCH_PREFIX} `);

/** Partial actor system data: only what the attack needs; the data models fill in the rest. */
export type SystemPatch = Record<string, unknown>;

export interface RulesetPlan {
  attacker: SystemPatch;
  target: SystemPatch;
  /** The weapon item's system data (the ruleset's block on a weapon item). */
  weapon: { ruleset: RulesetId } & Record<string, unknown>;
  /** The attack the sheet would build: weapon block read from the item, aimed at the target. */
  attack(attacker: ActorSystem, derived: ActorDerived, weaponName: string, weapon: Record<string, unknown>, target: AttackTarget): RollRequest;
}

type Block = Record<string, unknown> | null | undefined;
/** A weapon item's block for one ruleset, read as the sheet reads it (the item's data model validated it). */
const block = (weapon: Record<string, unknown>, key: string): Block => weapon[key] as Block;

export const QUENCH_PLANS: Readonly<Record<RulesetId, RulesetPlan>> = {
  "six-seconds": {
    attacker: { sixSeconds: { abilities: { strength: 3, dexterity: 2 }, skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 3 }] } },
    target: { sixSeconds: { abilities: { endurance: 1 }, skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 1 }] } },
    weapon: { ruleset: "six-seconds", sixSeconds: { damageDie: "d8", reload: false } },
    attack: (s, d, name, weapon, target) =>
      sixSecondsAttackRequest(s, d, { name, block: block(weapon, "sixSeconds") }, target, { defence: targetDefence(target, "parry") }),
  },
  "frozen-lands": {
    attacker: { frozenLands: { attributes: { body: 3, agility: 3 }, skills: [{ name: "Melee", attribute: "body", rank: 3 }] } },
    target: { frozenLands: { attributes: { body: 2, agility: 2 }, skills: [{ name: "Melee", attribute: "body", rank: 1 }] } },
    weapon: { ruleset: "frozen-lands", frozenLands: { category: "melee", bonus: 2, damage: 2, range: "close", damageTypes: ["slashing"], features: [] } },
    attack: (s, _d, name, weapon, target) => frozenLandsAttackRequest(s, { name, block: block(weapon, "frozenLands") as FrozenLandsWeaponData["block"] }, target),
  },
  factions: {
    attacker: { factions: { str: 12, agi: 10, wit: 10 } },
    target: { factions: { str: 10, agi: 8, wit: 8, health: { value: 8, max: 8 } } },
    weapon: { ruleset: "factions", factions: { attack: "melee", damageDie: "d8", blast: false, impaired: false } },
    attack: (s, _d, name, weapon, target) => factionsAttackRequest(s, { name, block: block(weapon, "factions") }, target, { distance: 0, dodge: false }),
  },
  tactica: {
    attacker: { tactica: { physical: { rank: 4 }, mental: { rank: 3 }, actionDice: 4 } },
    target: { tactica: { physical: { rank: 3 }, mental: { rank: 3 } } },
    weapon: { ruleset: "tactica", tactica: { weightClass: "medium", reach: false, natural: false } },
    attack: (s, d, name, weapon, target) => tacticaAttackRequest(s, d, { name, block: block(weapon, "tactica") }, s.tactica.actionDice, target, { parryDice: 1 }),
  },
};

/**
 * Deep-merge a patch onto plain data (objects merge, everything else replaces), as Foundry's creation data
 * lands on a model's initial values. Returns a new object; the inputs are not changed.
 */
export function withPatch<T>(base: T, patch: SystemPatch): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    const bothObjects = value !== null && typeof value === "object" && !Array.isArray(value) && current !== null && typeof current === "object" && !Array.isArray(current);
    out[key] = bothObjects ? withPatch(current, value as SystemPatch) : value;
  }
  return out as T;
}
