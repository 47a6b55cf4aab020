/**
 * The `armour` pack: the armour and shields the rules texts give numbers for, in folders by ruleset. Frozen Lands
 * prints no armour values (its damage rule subtracts "defense and armor" without a table), so it has no entries.
 */
import { folder, item, type Doc } from "./docs";
import { paragraphs } from "./ids";

const PACK = "armour";
const IMG = "icons/svg/shield.svg";

export function armourDocs(): Doc[] {
  const six = folder(PACK, "Six Seconds", "Item", 100000);
  const factions = folder(PACK, "Factions", "Item", 200000);
  const tactica = folder(PACK, "Tactica", "Item", 300000);
  const base = { equipped: true };
  return [
    six,
    factions,
    tactica,
    item(PACK, "Paper shirt", "armour", {
      ruleset: "six-seconds",
      description: paragraphs(
        "Six Seconds, Defence: the text's own example of armour worse than nothing, with a Defence bonus of −3.",
        "Defence sources do not stack and natural armour counts +0, so wearing it never lowers Toughness. No mobility penalty is given: 0.",
      ),
      ...base,
      shield: false,
      sixSeconds: { defence: -3, mobilityPenalty: 0 },
    }, six._id as string, IMG),
    item(PACK, "Light armour", "armour", {
      ruleset: "factions",
      description: paragraphs(
        "Factions: Theobald's light armour. With his shield he has armour value 2 (the counter example), read here as 1 from each piece.",
        "After a fight in which it was used it takes a durability roll; damaged armour is destroyed by a hit of 8 or more before armour.",
      ),
      ...base,
      shield: false,
      factions: { armour: 1, damaged: false, broken: false },
    }, factions._id as string, IMG),
    item(PACK, "Shield", "armour", {
      ruleset: "factions",
      description: paragraphs(
        "Factions: Theobald's shield, armour 1 (his shield and light armour make armour value 2; read as 1 each).",
        "Wears like armour: a damaged shield is destroyed by an attack with it that rolls 1 on the damage die, or by a hit of 8 or more (shields go first).",
      ),
      ...base,
      shield: true,
      factions: { armour: 1, damaged: false, broken: false },
    }, factions._id as string, IMG),
    item(PACK, "Medium shield", "armour", {
      ruleset: "tactica",
      description: paragraphs(
        "Swift Swords Tactica: Roland's medium shield, Block 2 (Roland's Block example). A Block that works adds the shield to the defender's armour; the shield's Block value also raises the most dice the Block pool may hold.",
        "No bonus ranks are given for it: 0.",
      ),
      ...base,
      shield: true,
      tactica: { physicalRanks: 0, mentalRanks: 0, block: 2 },
    }, tactica._id as string, IMG),
  ];
}
