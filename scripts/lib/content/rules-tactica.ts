/** Swift Swords Tactica's rules reference, in Fray's own words: the overview pages and one page per status. */
import type { RulesText } from "./journals";

export const TACTICA_RULES: RulesText = {
  title: "Swift Swords Tactica: rules reference",
  round:
    "<p>Each round everyone rolls their action dice (heroes usually 4, ordinary soldiers 3, untrained creatures 2; minor NPCs take set values). A 6 adds another die; a 1 can only pay for small free actions. Whoever holds the most dice acts first, players before NPCs on a tie, and the count runs down from there.</p><p>When a fighter spends its last die it calls a Refresh: everyone else gets one more chance to act or to keep one die for the next round. Fighters in a zone are Alone, InContact (in a melee group) or InClose (grappling, usually prone).</p>",
  actions:
    "<p>Every action has a pip cost paid by discarding dice whose faces meet it (a normal melee attack costs 4; dice other than 1s may be combined). Some actions build a pool over several actions, such as casting. A 1 may add a die to your next roll, raise one of your rolled dice by one, or pay for an extra Stun recovery roll, one at a time.</p><p>Special tactics: an all-out attack merges two attacks into one and drops all defence until your next action; a double strike makes two attacks in a row and leaves only Dodge. Holding an action is allowed, at the risk of the round closing first.</p>",
  attacks:
    "<p>The attacker rolls the attack dice; 5 and 6 succeed at the normal Superiority Level (a higher SL lets 4s count). 1s left in front of the attacker are exposures: anyone attacking them adds those dice. More 1s than successes is a fumble.</p><p>Defences cost a full action die and are declared before the attack is rolled: <b>Dodge</b> removes an attack die per success (one less against missiles), <b>Block</b> builds a pool that, while it holds, adds the shield to armour, <b>Parry</b> turns the attacker's misses into exposures. Dodge and Block pools stay in front of the defender, losing a die per use; the Pool action adds one back. Extra successes can buy special results (more damage, disarm, stun, expose, break a weapon…).</p>",
  damage:
    "<p>Damage is successes after defence and armour, weighted by the weapon: light 1 + one per two more successes, medium 1 + one per success, heavy 2 + one per success, large 3, huge 4, massive a roll on the massive damage table. Any damage may be taken as a State (Stun, Shock, Doubt) instead of a rank, unless the fighter already has it. Damage above the target's total rank is a Trauma (a roll on the injury tables in the Roll Tables compendium), above twice its rank a Killing Blow.</p><p>Every second rank lost on one track costs one on the other (crossover). At 0 ranks a fighter is Out of Action (heroes at −3); each later hit needs a Body roll or it is Killed in Action. Groups (mob, crowd, horde, company, unit) add ranks, dice and attacks a round.</p>",
  readings:
    "<p><b>Crossover damage</b> (<i>Tactica: crossover damage</i>): every 2nd rank loss crosses over by default; some effects make it every 3rd or 4th.</p><p><b>Massive damage</b> (<i>Tactica: massive damage</i>): the massive damage table is not printed. Fray's default reads a massive hit as Killed in Action; the other reading treats it as a Killing Blow.</p><p><b>Block against the attack</b> (<i>Tactica: Block against the attack</i>): the Block paragraph lets the attacker spend successes to strip the pool; Roland's example compares the attack's successes with the pool instead. Fray's default follows the example.</p>",
  statuses: {
    stun: "<p>The physical State. Taken instead of a rank loss when not already stunned. The fighter loses any pools and can do nothing until it clears: at each action it either spends a die to clear it, or rolls Body and acts if the roll succeeds (a 1 buys an extra roll).</p>",
    shock: "<p>The mental State: as Stun, but for mental damage, and cleared with Mind.</p>",
    doubt: "<p>The magic State: as Stun, for magical harm, cleared with Soul.</p>",
    panicked: "<p>Took more mental damage in one roll than its starting Mental rank: it must move as far from the worst danger as it can, whatever the cost. A Spirit roll at the start of each later action (or a 1 spent on a new roll) ends it.</p>",
    crushed: "<p>Took more than twice its starting Mental rank in one roll: it sinks down and does nothing, defences included, until a Spirit roll at the start of a later action lifts it.</p>",
    fumbled: "<p>Rolled more 1s than successes on an attack: anyone attacking this fighter succeeds on a 4 as well (a bonus Superiority Level).</p>",
    ooa: "<p>Out of Action: its ranks on a track are gone (0, or −3 for heroes). It has no action dice and does what the GM decides; every new hit needs a Body roll or it is Killed in Action.</p>",
    kia: "<p>Killed in Action: an Out of Action fighter failed its Body roll, or a massive hit landed. Fray's defeated marker for tokens.</p>",
    surprised: "<p>Caught unawares when the fight begins: in the surprise round this fighter gets no initiative dice, defends with passive armour only (no shield), and may not soak a hit into a State.</p>",
    prone: "<p>On the ground. Fighters InClose are prone unless three times their opponents' size; a prone fighter loses any protection from size and can be held. Standing up means withdrawing from InClose.</p>",
    holding: "<p>This fighter holds an opponent InClose; the sheet shows the hold's level (light to huge). A hold allows subdual attacks and is kept until released or broken.</p>",
    held: "<p>This fighter is held InClose at the level on its sheet. It may be subdued: the holder rolls the hold's level against its Body plus any size difference.</p>",
    "all-out": "<p>Made an all-out attack: both attacks in one, and no defence at all until its next action.</p>",
    "double-strike": "<p>Made a double strike (two attacks in a row), leaving only Dodge as a defence until its next action.</p>",
  },
};
