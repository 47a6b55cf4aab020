/**
 * Six Seconds' cast: everyone the text gives numbers for (Colonel Mauve and the Goblin Mook of the combo example,
 * Jack Clancy and Bal-Ziggaroth of the possession example). What the text leaves out is filled by its own formulas
 * where they decide it, else left at the sheet's default; each description says which is which.
 */
import { actor, packWeapon, type Doc } from "./docs";
import { paragraphs } from "./ids";

const PACK = "actors-six-seconds";

const abilities = (set: Partial<Record<"strength" | "dexterity" | "endurance" | "intelligence" | "spirit" | "charisma", number>>) => ({
  strength: 0,
  dexterity: 0,
  endurance: 0,
  intelligence: 0,
  spirit: 0,
  charisma: 0,
  ...set,
});

export function sixSecondsCast(root: string): Doc[] {
  const armingSword = packWeapon(root, "six-seconds/arming-sword.yml");
  const combo: Doc = {
    name: "Three strikes",
    type: "combo",
    img: "icons/svg/combat.svg",
    system: {
      ruleset: "six-seconds",
      description: paragraphs("Three Attack components in one 4-second combo: Mauve's three arming-sword hits on the Goblin Mook. Each hit rolls its own damage against the target's Toughness; the damage is never added up."),
      components: [
        { name: "Attack", rating: 1 },
        { name: "Attack", rating: 1 },
        { name: "Attack", rating: 1 },
      ],
    },
  };
  const extraAttack: Doc = {
    name: "Extra Attack",
    type: "technique",
    img: "icons/svg/upgrade.svg",
    system: {
      ruleset: "six-seconds",
      description: paragraphs("Weapon Skill technique: lets a combo hold more than one Attack component. The text names it as what a combo of several attacks needs; its own entry is not in the combat chapter."),
      component: false,
      comboRating: 0,
    },
  };
  return [
    actor(PACK, {
      name: "Colonel Mauve",
      type: "character",
      system: {
        biography: paragraphs(
          "From the combo example: Strength 3, an arming sword (1d8 + Strength), and a combo of three attacks.",
          "Filled in by the text's rules: a combo holds at most Weapon Skill ranks + 1 components, so three Attack components need Weapon Skill rank 2 at least (given rank 2; its ability is the sheet's default, Dexterity); the combo's rating is 3, so his Combo Rating is 3. Endurance 3 is the text's average human (Toughness 9). Other abilities, level and speed are not given: sheet defaults.",
        ),
        sixSeconds: {
          abilities: abilities({ strength: 3, endurance: 3 }),
          skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 2 }],
          scale: 0,
          comboLimit: 3,
        },
      },
      items: [armingSword, combo, extraAttack],
    }),
    actor(PACK, {
      name: "Goblin Mook",
      type: "npc",
      img: "icons/svg/eye.svg",
      system: {
        biography: paragraphs(
          "From the combo example: Toughness 9, Minimum Toughness 3. The experience examples count mooks as CR 1: level 1 here.",
          "Filled in by the Toughness formula (6 + 3 × scale + Endurance + Defence): a human-sized goblin (scale 0) with no armour has Endurance 3. Skills, weapons and other abilities are not given.",
        ),
        kind: "Goblin",
        sixSeconds: { abilities: abilities({ endurance: 3 }), scale: 0, level: 1 },
      },
      items: [],
    }),
    actor(PACK, {
      name: "Jack Clancy",
      type: "character",
      system: {
        biography: paragraphs(
          "From the possession example: Will 9, Minimum Will 3, so Spirit 3 (Will is Spirit + 6).",
          "The same example later calls his Will 8 before his morale penalty drops it to 7; Fray keeps the first figure. Nothing else is given: sheet defaults.",
        ),
        sixSeconds: { abilities: abilities({ spirit: 3 }), scale: 0 },
      },
      items: [],
    }),
    actor(PACK, {
      name: "Bal-Ziggaroth",
      type: "npc",
      img: "icons/svg/terror.svg",
      system: {
        biography: paragraphs(
          "A fell demon from the possession example: Will 11, so Spirit 5 (Will is Spirit + 6). Its Possession bonus is +4: enter it in the Possession dialog (d6 + 4 against the victim's Will).",
          "It fights through the body it holds, with its own combos. Nothing else is given: sheet defaults.",
        ),
        kind: "Demon",
        gmNotes: paragraphs("Possession bonus +4."),
        sixSeconds: { abilities: abilities({ spirit: 5 }), scale: 0 },
      },
      items: [],
    }),
  ];
}
