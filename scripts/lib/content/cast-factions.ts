/**
 * Factions' cast: the three heroes, the bandits and their leader, and the wyrm of the text's examples. The text prints
 * no stat blocks and no creation rules: what its examples state is entered, the rest is the sheet's default
 * (saves 10, health 6), and each description says which.
 */
import { actor, packWeapon, type Doc } from "./docs";
import { paragraphs } from "./ids";

const PACK = "actors-factions";

const block = (set: Record<string, unknown>) => ({ str: 10, agi: 10, wit: 10, health: { value: 6, max: 6 }, armour: 0, size: "medium", faction: "", ...set });

const naturalAttack = (name: string, text: string, factions: Doc): Doc => ({
  name,
  type: "weapon",
  img: "icons/svg/claws.svg",
  system: { ruleset: "factions", description: paragraphs(text), factions },
});

export function factionsCast(root: string, armour: readonly Doc[]): Doc[] {
  const w = (file: string) => packWeapon(root, `factions/${file}.yml`);
  const piece = (name: string) => armour.find((a) => a.name === name)!;
  const defaults = "Saves and health are not given: the sheet's defaults.";
  return [
    actor(PACK, {
      name: "Balthasar",
      type: "character",
      system: {
        biography: paragraphs("One of the three heroes of the examples. He fights with a sword (d6).", defaults),
        factions: block({ faction: "players" }),
      },
      items: [w("sword")],
    }),
    actor(PACK, {
      name: "Sybilla",
      type: "character",
      system: {
        biography: paragraphs("One of the three heroes of the examples: a dagger (d4) for the death blow and a musket (d8; its range is never given).", defaults),
        factions: block({ faction: "players" }),
      },
      items: [w("dagger"), w("musket")],
    }),
    actor(PACK, {
      name: "Theobald",
      type: "character",
      system: {
        biography: paragraphs(
          "One of the three heroes of the examples: a sword and a spear (d6 each), a dagger (d4), a shield and light armour for armour value 2.",
          "The armour value comes from the two items (1 each); his own armour field is 0, so it is counted once.",
          defaults,
        ),
        factions: block({ faction: "players" }),
      },
      items: [w("sword"), w("spear"), w("dagger"), piece("Shield"), piece("Light armour")],
    }),
    actor(PACK, {
      name: "Bandit",
      type: "npc",
      system: {
        biography: paragraphs(
          "The bandits of the examples: health 8 and AGI 8; they fight with an axe (d6) and shoot with a bow (d6, range 8). The example fight has three of them and a leader.",
          "STR and WIT are not given: the sheet's default 10.",
        ),
        kind: "Bandit",
        factions: block({ faction: "bandits", agi: 8, health: { value: 8, max: 8 } }),
      },
      items: [w("axe"), w("bow")],
    }),
    actor(PACK, {
      name: "Bandit Leader",
      type: "npc",
      system: {
        biography: paragraphs("The bandits' leader counters with a battleaxe (d8); a 4-point hit incapacitates him in the counter example.", defaults),
        kind: "Bandit",
        factions: block({ faction: "bandits" }),
      },
      items: [w("battleaxe")],
    }),
    actor(PACK, {
      name: "Wyrm",
      type: "npc",
      img: "icons/svg/fire.svg",
      system: {
        biography: paragraphs(
          "Large. It fights with bite, talons and tail (d8) or breathes fire (d6, blast). Being large, its bite rolls twice the dice against a medium target and four times against a small one, and may share its dice among several smaller targets; the breath's blast is never scaled.",
          "Its range, saves and health are not given: the sheet's defaults.",
        ),
        kind: "Monster",
        factions: block({ size: "large", faction: "monsters" }),
      },
      items: [
        naturalAttack("Bite, talons and tail", "The wyrm's melee attack, d8, scaled by size like any attack.", { attack: "melee", damageDie: "d8", blast: false, impaired: false }),
        naturalAttack("Fire breath", "The wyrm's blast, d6 against everyone in the zone and on its borders, whatever their size. Its range is not given.", { attack: "ranged", damageDie: "d6", blast: true, impaired: false }),
      ],
    }),
  ];
}
