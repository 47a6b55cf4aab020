/** Six Seconds' rules reference, in Fray's own words: the overview pages and one page per status. */
import type { RulesText } from "./journals";

export const SIX_SECONDS_RULES: RulesText = {
  title: "Six Seconds: rules reference",
  round:
    "<p>Everyone rolls Initiative (Reflex + Dexterity, d6) when the fight starts and acts from the highest result down; ties roll again. Someone who arrives late rolls and slots in.</p><p>A round is six seconds. On your turn you spend up to six seconds on actions, in any mix, and a long action may run over into your next turn. You may delay and step in later, even interrupting another fighter's turn between two of their actions. Fray's tracker counts the seconds each fighter has left.</p>",
  actions:
    "<p>Each action costs seconds (written 4SA for four seconds):</p><ul><li>4 seconds: a combo, a single melee or ranged attack, most spells, standing up from prone.</li><li>3 seconds or more: a run (at least three seconds in a straight line, up to triple speed).</li><li>2 seconds: aiming, grabbing something from a pack.</li><li>1 second: a move at your speed, drawing or sheathing a weapon, crouching or going prone.</li><li>0 seconds: talking, dropping something.</li></ul><p>Reloading a crossbow or firearm of your scale takes 4 seconds. Controlling a mount costs 2 seconds a round.</p>",
  attacks:
    "<p>An attack is three steps. <b>Hit:</b> d6 + the skill's bonus − your scale against the target's Target score (4 − its scale, plus cover and concealment). <b>Defence:</b> the target may Block (Shield Use), Dodge (Reflex) or Parry (Weapon Skill): d6 + that bonus against 4 + the attacker's bonus (without scale); a success stops the attack. <b>Damage:</b> the weapon's die + Strength for melee, compared with Toughness.</p><p>Bonuses read +X/+Y: X on the hit roll, Y on the defence DC. Range costs −1/0 per doubling of the weapon's increment; aiming takes one step off. A combo is a bundle of components (each Attack +1) used as one 4-second action; every hit of a combo rolls its own damage, never added up. Area attacks roll one damage die for every target in the area; a dodge without Evasion only takes 3 off.</p>",
  damage:
    "<p>Toughness is 6 + 3 × scale + Endurance + the best Defence (armour, natural armour, durability: they never add up). Minimum Toughness is 6 less. Damage above Minimum Toughness is a wound (−1 Toughness each); damage at Toughness starts the target dying (see the readings page). A dying character makes an Endurance check every round; a wound while dying kills.</p><p>Will is Spirit + 6 and works the same way against morale damage: more than Minimum Will costs a morale penalty; at 0 Will the character is Broken. Each condition has its own page in this journal.</p>",
  readings:
    "<p><b>When a hit starts dying</b> (setting <i>Six Seconds: when a hit starts dying</i>). The text says both \"equal to or more than\" Toughness and \"exceeds\" it. Fray's default is damage equal to Toughness or more; the other reading needs damage above Toughness.</p>",
  statuses: {
    wound: "<p>Each wound takes 1 off Toughness and Minimum Toughness; wounds add up. A character heals one a day of full sleep, or Endurance wounds a day in bed.</p>",
    "mobility-penalty": "<p>Encumbrance, usually from armour or a heavy load. Each point comes off Acrobatics, Athletics, Wrestle and Stealth, and half a square off speed. Armour's penalty and encumbrance's do not add up: the higher counts.</p>",
    "morale-penalty": "<p>The Will version of a wound: each takes 1 off Will and Minimum Will. At Will 0 the character is Broken.</p>",
    "flat-footed": "<p>Taken by surprise: no Block, Dodge or Parry, and open to a Sneak Attack. Someone waking from sleep or unconsciousness is flat-footed for a round.</p>",
    confused: "<p>Out of their mind, usually through magic. Roll on the Confusion table (in the Roll Tables compendium) each round to see what they do; the GM may reroll a result that makes no sense.</p>",
    panicked: "<p>Runs from the source of fear, and from any danger on the way, by the fastest means available (spells and techniques included). Still defends, and attacks whoever blocks the escape.</p>",
    raging: "<p>Attacks the source of the rage, or failing that whoever is nearest; −1 to Dexterity- and Intelligence-based skills, and nothing that needs concentration (no spellcasting).</p>",
    stunned: "<p>Can take no actions while stunned (usually a few seconds), but still makes defence rolls.</p>",
    staggered: "<p>Each round, roll a d6: the character is stunned for that many seconds. Usually lasts d6 rounds.</p>",
    disabled: "<p>Cannot walk (crawls one square as a 4-second action), uses nothing heavier than a light weapon, makes single attacks but no combos, and has only 3 seconds of action a round.</p>",
    broken: "<p>Will has fallen to 0: the character gives up. No actions, movement, speech or defence rolls, and is also Helpless.</p>",
    helpless: "<p>Cannot react at all (unconscious, broken, paralysed). Melee attacks against them hit automatically; no defence rolls.</p>",
    unconscious: "<p>Helpless, and noise or shaking does not wake them. They come round after d4 hours per wound taken, flat-footed for the first round.</p>",
    sleeping: "<p>Helpless, with −6 to Perception, but a loud enough noise wakes them. Flat-footed for the first round awake.</p>",
    dying: "<p>Unconscious, and an Endurance check every round (the DC rises by 1 per failure and the check takes −1 per wound). Once the DC is out of reach, or on any further wound, the character dies. A 10 on a d10 each round, or a Medicine check, stabilises them.</p>",
    "soul-coma": "<p>A body without its soul looks dead (DC 7 Medicine or DC 8 Perception shows otherwise). Each hour away it makes a Fortitude check, the DC rising hourly; a failure starts it dying. Long-term care with Medicine holds the DC still.</p>",
    held: "<p>Held in a grapple: no Block or Parry, and Dodge at −1. The GM decides about other defences.</p>",
    dead: "<p>The character is dead: a timely Medicine check (Resuscitate) may still bring them back. This is Fray's defeated marker for tokens.</p>",
    crouching: "<p>Low to the ground: harder to hit from afar (+1 Target against ranged attacks) but easier to strike up close (−1 against melee). Behind cover it counts instead as one step more cover. Getting down or up takes a second.</p>",
    prone: "<p>Flat on the ground: +2 Target against ranged attacks and −2 against melee; behind cover it counts instead as two steps more cover. Getting down takes a second, standing up two.</p>",
    "cover-light": "<p>About a quarter to half of the target is covered: +1 to its Target score, and +1 to the DC to spot it if it hides there.</p>",
    "cover-medium": "<p>About three quarters of the target's vitals are covered: +2 Target, +2 to the spotting DC.</p>",
    "cover-heavy": "<p>Nine tenths or more is covered: +3 Target, +3 to the spotting DC, and the target dodges as if it had Evasion.</p>",
    "cover-total": "<p>Fully covered: the target cannot be seen and counts as invisible to attacks.</p>",
  },
};
