/** Frozen Lands' rules reference, in Fray's own words: the overview pages and one page per status. */
import type { RulesText } from "./journals";

export const FROZEN_LANDS_RULES: RulesText = {
  title: "Frozen Lands: rules reference",
  round:
    "<p>A round lasts five to ten seconds. Each player rolls one die for their place; the GM rolls one die per player plus one and keeps the highest, and goes first if that beats every player. Enemies use the fixed initiative of their stat block. Turns then alternate between players and the GM from the highest initiative down, and any enemies still waiting go last.</p><p>Actions and reactions come back at the start of every round.</p>",
  actions:
    "<p>Everyone has three actions a round, and normally cannot repeat the same action in a turn (talents can lift that). Move, Attack, Aim (+2 to the next ranged attack), Reload, First Aid, casting a spell are actions. Standing up and moving is one action with a Mobility roll; so is jumping while moving.</p><p>Leaving enemies at close range takes a Mobility roll with one success per enemy, or a point of Stress and an extra action. A player may try one action out of turn with an Awareness check (a failure costs a point of Stress), or hold an action and use it later in the round. Dual wielding (two one-handed weapons, one of them light) lets a second Attack action split the Melee pool between the two weapons.</p>",
  attacks:
    "<p>A melee attack rolls Melee plus the weapon's bonus dice; a ranged attack rolls Marksmanship plus the bonus, with range modifiers (close −3, short 0, medium −1, long −2, distant −3, aim +2, dim light −1, darkness −3, target size ±1/±2). A hit deals its successes plus the weapon's damage.</p><p>Enemies' damage is fixed in advance. A character who is attacked may spend a reaction (Agility − 1 of them a round) to roll Mobility (dodge) or Melee (block, with a shield or parrying weapon): each success takes one point off the damage. Without reactions left only armour helps.</p>",
  damage:
    "<p>Damage, less defence and armour, comes off Stamina (class value + Body). At 0 Stamina the character is broken and each further hit is a Wound, with a roll on the critical injuries table (Roll Tables compendium). Stress above Soul adds Stress dice to rolls: a success on one gives a Willpower point instead of a success, a failure is a critical failure and brings a condition (Exhaustion, Dazed or Fear, by the attribute rolled). A condition above level 3 breaks the character. Rest clears Stress.</p>",
  readings:
    "<p><b>Damage beyond 0 Stamina</b> (setting <i>Frozen Lands: damage beyond 0 Stamina</i>). The text has a Wound come from damage taken once Stamina is already 0. Fray's default gives no Wound for the damage left over by the hit that empties Stamina; the other reading lets that leftover cause a Wound.</p>",
  statuses: {
    exhaustion: "<p>A condition from a critical failure on a Body or Agility roll: one action fewer each round per level (levels 1 to 3). A worse critical failure than the current level raises it; otherwise the character takes a point of Stress.</p>",
    dazed: "<p>A condition from a critical failure on a Mind or Awareness roll: one reaction fewer each round per level.</p>",
    fear: "<p>A condition from a critical failure on a Soul roll: every roll loses one success per level.</p>",
    broken: "<p>Stamina is gone, or a condition went above level 3 (which also means a critical injury). Every further hit is a Wound. Fray's defeated marker for tokens.</p>",
  },
};
