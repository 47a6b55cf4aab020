/** Factions' rules reference, in Fray's own words: the overview pages and one page per status. */
import type { RulesText } from "./journals";

export const FACTIONS_RULES: RulesText = {
  title: "Factions: rules reference",
  round:
    "<p>Sides (factions) take turns one character at a time, or pass. Each character acts once a round; when every faction has passed in a row, the round ends and morale is checked. The faction holding the initiative (whoever started the fight, else chosen at random) picks which faction opens each round. Concealed ambushers get a bonus round of their own first, and whoever they attack cannot react.</p>",
  actions:
    "<p>On a turn a character either moves its full speed (usually 2 zones, 4 sprinting), or moves half and adds one main and one bonus action (or two bonus ones), splitting movement around them. Main actions include attacking, calling on a profane power, distraction, intimidation, taunts and consumables. Bonus actions: anything of a second or two (picking up, equipping, opening a door, a few words).</p><p>A reaction (counter, dodge, guard, hiding behind someone, an opportunity attack) uses the character's whole turn for the round, out of order.</p>",
  attacks:
    "<p>Attacks hit automatically unless the situation is hard: a WIT save to hit an unseen target in melee, or beyond half range or while moving with a ranged weapon. Melee reaches nearby enemies; ranged reaches visible ones in range.</p><p>A target that knows of the attack may react once: <b>dodge</b> (an AGI save makes it miss), <b>counter</b> (both roll damage; whoever takes more after armour is hit first), or <b>hide</b> behind a nearby willing ally or grabbed enemy. A nearby ally may <b>guard</b> instead. Non-lethal attacks (disarm, shove, grapple) force a STR save; an attack stunt offers the target another effect instead of damage. Blast attacks hit everyone in a zone. Size doubles or halves damage and range per step of difference (never for blasts).</p>",
  damage:
    "<p>The weapon's die, less armour (at most 3, +1 behind cover unless the attack goes through it), comes off health. Impaired damage (unarmed, held back, riders) is rolled low (see the readings page). An incapacitated character nearby can be killed with a death blow. At the end of a round, a group reduced to half its numbers, or a lone character to half its health, makes a group WIT save: those who fail surrender or flee, those who pass are steady for the rest of the stretch.</p><p>After the fight every weapon and armour used takes a durability roll; damaged gear breaks on a 1 when attacking, or to a hit of 8 or more.</p>",
  readings:
    "<p><b>When a hit incapacitates</b> (<i>Factions: when a hit incapacitates</i>). The text never defines it: Fray's default is a hit that takes half the current health or more; the others are health at half its maximum or less, or only at 0.</p><p><b>Health 0</b> (<i>Factions: health 0</i>): incapacitated by default (a death blow kills), or dead.</p><p><b>Impaired damage</b> (<i>Factions: impaired damage</i>): roll twice and keep the lower by default, or roll once and halve.</p>",
  statuses: {
    incapacitated: "<p>Out of the fight (the readings page says when a hit does this). A nearby enemy may kill them with a death blow. An attack stunt may leave someone incapacitated until the end of the stretch instead of hurt.</p>",
    grabbed: "<p>Held by a grapple: cannot act except to try to break free with a STR save (which uses the turn), and cannot react. An ally can spend a main action on a STR save to free them. The holder may move with them, disarm them, hide behind them, or attack them with a one-handed weapon or bare hands.</p>",
    concealed: "<p>Hidden from the enemy: its position is the GM's secret, and whoever it attacks is surprised and cannot react. Noise, attacking, talking, moving openly or being seen reveals it.</p>",
    dead: "<p>Killed: by a death blow, or at 0 health when the world's reading says so. Fray's defeated marker for tokens.</p>",
  },
};
