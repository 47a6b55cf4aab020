/** Fixture data for the browser proof: one actor per ruleset and type, every item type, every card kind. */
import type { ActorSheetInput, ItemSheetInput } from "../../module/applications/sheets/context";
import { NPC_SYSTEM } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { RULESETS, type RulesetId } from "../../module/schema/choices";
import { placeholderPng } from "./placeholder-png";

export const HOSTILE_NAME = "<img src=x onerror=window.__pwned=1>";
export const HOSTILE_DESCRIPTION = "<script>window.__pwned=1</script><img src=x onerror=window.__pwned=1>";

/**
 * A small inline placeholder portrait (a head and shoulders, as core's mystery-man) so the page makes no network
 * request: a PNG, which the sheets' safe-url check lets through (an SVG data URL is refused and showed broken).
 */
export const IMG = placeholderPng();

export const ITEMS: ItemSheetInput[] = [
  {
    name: "Battleaxe",
    img: IMG,
    type: "weapon",
    ruleset: "factions",
    editable: true,
    system: {
      ruleset: "factions",
      description: "<p>Bandit leader's axe.</p>",
      factions: { attack: "melee", damageDie: "d8", blast: false, impaired: false },
      frozenLands: { category: "melee", bonus: 1, damage: 3, range: "close", damageTypes: ["slashing"], features: ["heavy", "two-handed"] },
      tactica: { weightClass: "heavy", reach: false, natural: false },
    },
  },
  { name: "Chain shirt", img: IMG, type: "armour", ruleset: "six-seconds", editable: true, system: { ruleset: "six-seconds", description: "", sixSeconds: { defence: 2, mobilityPenalty: 1 } } },
  {
    name: "Alcohol",
    img: IMG,
    type: "poison",
    ruleset: "six-seconds",
    editable: false,
    system: {
      ruleset: "six-seconds",
      description: "<p>Fortitude DC 3–6.</p>",
      category: "poison",
      transmission: { routes: ["ingestion"], text: "Ingestion" },
      secondaryTransmission: "none",
      fortDc: { min: 3, max: 6 },
      diagnosisDc: { value: 2 },
      checkRate: { count: 1, per: "drink" },
      symptoms: "See text",
    },
  },
  {
    name: "Sweeping Cut",
    img: IMG,
    type: "combo",
    ruleset: "six-seconds",
    editable: true,
    system: { ruleset: "six-seconds", description: "", components: [{ name: "Attack", rating: 1 }, { name: "Trip", rating: 2 }, { name: "Feint", rating: 3 }] },
    owner: {
      comboLimit: 2,
      skills: [{ name: "Weapon Skill", rank: 3 }],
      techniques: [{ name: "Trip", comboRating: 2, component: true }],
    },
  },
  { name: "Trip", img: IMG, type: "technique", ruleset: "six-seconds", editable: true, system: { ruleset: "six-seconds", description: "", component: true, comboRating: 2 } },
  { name: "Iron Will", img: IMG, type: "talent", ruleset: "frozen-lands", editable: true, system: { ruleset: "frozen-lands", description: "<p>Resist fear.</p>", rank: 2 } },
  { name: "Broken arm", img: IMG, type: "injury", ruleset: "tactica", editable: true, system: { ruleset: "tactica", description: "", location: "arms", effect: "Broken", dicePenalty: -2 } },
  { name: HOSTILE_NAME, img: IMG, type: "condition", ruleset: "frozen-lands", editable: false, system: { ruleset: "frozen-lands", description: HOSTILE_DESCRIPTION, statusId: "frozen-lands.fear", level: 2 } },
];

function ownedItems() {
  return ITEMS.map((i, n) => ({ id: `item${String(n).padStart(12, "0")}`, name: i.name, img: IMG, type: i.type, system: i.system }));
}

export function actorFixture(ruleset: RulesetId, type: "character" | "npc"): ActorSheetInput {
  const s = { ...initialOf(NPC_SYSTEM) };
  s.biography = HOSTILE_DESCRIPTION;
  s.kind = type === "npc" ? "Goblin mob" : "";
  Object.assign(s.sixSeconds.abilities, { strength: 3, dexterity: 2, endurance: 3, intelligence: 1, spirit: 3, charisma: 0 });
  s.sixSeconds.skills = [
    { name: "Weapon Skill", ability: "dexterity", rank: 3 },
    { name: "Athletics", ability: "strength", rank: 1 },
  ];
  Object.assign(s.sixSeconds, { wounds: 1, moralePenalties: 2, carriedKg: 12, level: 4, xp: 996, comboLimit: 4 });
  Object.assign(s.frozenLands.attributes, { body: 3, agility: 3, mind: 2, awareness: 2, soul: 2 });
  s.frozenLands.skills = [{ name: "Melee", attribute: "body", rank: 3 }, { name: "Marksmanship", attribute: "agility", rank: 2 }];
  Object.assign(s.frozenLands, { stamina: { value: 7, classBase: 8 }, stress: 4, wp: 1, conditions: { exhaustion: 1, dazed: 0, fear: 2 } });
  Object.assign(s.factions, { str: 12, agi: 8, wit: 10, health: { value: 4, max: 8 }, armour: 1, size: "medium", faction: "Bandits" });
  s.tactica.physical = { rank: 4, lost: 2, bonus: 1, state: true };
  s.tactica.mental = { rank: 3, lost: 0, bonus: 0, state: false };
  s.tactica.injuries = [{ location: "legs", effect: "Fracture" }];
  Object.assign(s.tactica, { actionDice: 3, sl: 1, fear: 2, group: type === "npc" ? "mob" : "single" });
  const statuses = { "six-seconds": ["six-seconds.staggered", "six-seconds.flat-footed"], "frozen-lands": ["frozen-lands.fear"], factions: ["factions.incapacitated"], tactica: ["tactica.stun"] }[ruleset];
  return { name: HOSTILE_NAME, img: IMG, type, system: s, items: ownedItems(), ruleset, editable: true, mode: "play", statuses };
}

export const ACTORS = RULESETS.flatMap((r) => (["character", "npc"] as const).map((t) => actorFixture(r, t)));
