/**
 * Swift Swords Tactica's cast: Roland and the goblins of the defence-pool examples, a goblin mob, and the groups of
 * "Mobs, Crowds and Hordes" for human soldiers. Rank tables are not printed in the text: ranks come from its NPC
 * guidance ("Normal values – 3 or 4 levels"), action dice from its guide (heroes 4d, normal soldiers 3d), and each
 * description says what was filled.
 */
import { actor, type Doc } from "./docs";
import { paragraphs } from "./ids";

const PACK = "actors-tactica";

const track = (rank: number) => ({ rank, lost: 0, bonus: 0, state: false });
const tactica = (set: Record<string, unknown>) => ({ physical: track(3), mental: track(3), heroic: false, actionDice: 3, attack: 4, group: "single", ...set });

const GROUPS = [
  ["Human Mob", "mob", "3 or 4 men: +1 Physical rank (the text: humans generally on rank 4), +1 die, two attacks a round against separate targets."],
  ["Human Crowd", "crowd", "two mobs (8 men): +1 Physical and +1 Mental rank, +2 dice, three attacks a round against separate targets."],
  ["Human Horde", "horde", "two crowds (16 men): +2 Physical and +1 Mental ranks, +3 dice, four attacks a round against separate targets."],
  ["Human Company", "company", "two hordes (32 men) with an NCO: +3 Physical and +2 Mental ranks, +4 dice, four attacks a round against separate targets."],
  ["Human Unit", "unit", "two companies (64 men) with an officer: +4 Physical and +2 Mental ranks, +4 dice, six attacks a round against separate targets."],
] as const;

export function tacticaCast(armour: readonly Doc[]): Doc[] {
  const shield = armour.find((a) => a.name === "Medium shield")!;
  const goblinNote = "Filled in: ranks 3 / 3 (the text's normal NPC values), 3 action dice (its guide for common fighters). No weapon is named.";
  return [
    actor(PACK, {
      name: "Roland",
      type: "character",
      system: {
        biography: paragraphs(
          "The hero of the defence-pool examples: Dodge 4 dice and Block 4 dice (each +1 die from an advantage the example names), and a medium shield (Block 2).",
          "Filled in: a hero (Heroic: OoA at −3, and one extra level each event, taken as a bonus rank on either track), 4 action dice (the text's default for heroes), ranks 3 / 3 (the text's normal human values). His weapon is not named.",
        ),
        tactica: tactica({
          heroic: true,
          actionDice: 4,
          defences: { dodge: 4, block: 4, parry: 0 },
          // No standing pool: the Block pool takes the shield's Block 2 from the Medium shield item when it is raised.
          pools: { dodge: { dice: 0, max: 0 }, block: { dice: 0, max: 0, shield: 0 } },
        }),
      },
      items: [shield],
    }),
    actor(PACK, {
      name: "Goblin",
      type: "npc",
      img: "icons/svg/eye.svg",
      system: {
        biography: paragraphs("One of the three goblins attacking Roland: 4 dice of attack.", goblinNote),
        kind: "Goblin",
        tactica: tactica({}),
      },
      items: [],
    }),
    actor(PACK, {
      name: "Goblin Mob",
      type: "npc",
      img: "icons/svg/eye.svg",
      system: {
        biography: paragraphs(
          "Three or four goblins fought as one mob: the sheet adds the mob's +1 Physical rank and +1 die, and it attacks twice a round against separate targets. Attack 4 dice per goblin, from Roland's example.",
          goblinNote,
        ),
        kind: "Goblin mob",
        tactica: tactica({ group: "mob" }),
      },
      items: [],
    }),
    ...GROUPS.map(([name, group, text]) =>
      actor(PACK, {
        name,
        type: "npc",
        img: "icons/svg/combat.svg",
        system: {
          biography: paragraphs(
            `Ordinary soldiers fought as a group: ${text} The sheet adds the group's ranks and dice to the members' own.`,
            "Filled in: members on ranks 3 / 3 (the text's normal NPC values) and 3 action dice (its guide for normal soldiers). The text's own group examples disagree on the members' base (rank 4 for a mob, 5/4 for a crowd, 6/5 for a horde); attack dice are not given: the sheet's default 4.",
          ),
          kind: name.replace("Human ", "Soldier "),
          tactica: tactica({ group }),
        },
        items: [],
      }),
    ),
  ];
}
