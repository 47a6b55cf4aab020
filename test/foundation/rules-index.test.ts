/**
 * docs/rules-index.md is the GM's map from every rule family of the four texts to where it is done in Fray (issues
 * #14, #24). These checks keep it honest: each row is graded (Full, Partial with what is done by hand, None, or No
 * action), the counts table is the rows' own count of those grades, every engine function a row names is exported by
 * the file it names, and Fray outside module/engine/ uses it, so a row cannot claim a rule only the engine knows.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const INDEX = readFileSync("docs/rules-index.md", "utf8");

interface Row {
  ruleset: string;
  family: string;
  where: string;
  engine: string;
}

function rows(): Row[] {
  const out: Row[] = [];
  let ruleset: string | null = null;
  for (const line of INDEX.split("\n")) {
    const heading = /^## (\S+) \(/.exec(line);
    if (heading) {
      ruleset = heading[1] ?? null;
      continue;
    }
    if (line.startsWith("## ")) ruleset = null;
    if (!ruleset || !line.startsWith("| ") || line.startsWith("| Rule family")) continue;
    const cells = line.slice(2, -2).split(" | ");
    out.push({ ruleset, family: cells[0] ?? "", where: cells[2] ?? "", engine: cells[3] ?? "" });
  }
  return out;
}

type Grade = "full" | "partial" | "none" | "no action" | "other";

/**
 * A row's grade from the start of its "Where in Fray" cell. The older words ("Reachable", "Reachable (by hand)") are
 * read as Full and Partial until each ruleset's rows are graded again (issues 24–26).
 */
function kind(where: string): Grade {
  if (where.startsWith("**Full**") || where.startsWith("**Reachable**")) return "full";
  // A partial row names what is done by hand.
  if (/^\*\*Partial\*\*: .*by hand/i.test(where) || where.startsWith("**Reachable (by hand)**")) return "partial";
  if (where.startsWith("**None**")) return "none";
  if (where.startsWith("**No action**")) return "no action";
  return "other";
}

const RULESETS = ["six-seconds", "frozen-lands", "factions", "tactica"] as const;

/** Every TypeScript file of Fray outside the engine, with its import lines and comments left out. */
function foundryLayerCode(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir)) {
      const p = join(dir, e);
      if (statSync(p).isDirectory()) {
        if (p !== join("module", "engine")) walk(p);
      } else if (p.endsWith(".ts")) files.push(p);
    }
  };
  walk("module");
  const code = files.map((f) => readFileSync(f, "utf8")).join("\n");
  return code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .filter((l) => !/^\s*(\/\/|import\b|export \{[^}]*\} from|\} from ")/.test(l))
    .join("\n");
}

/** The `file.ts: a, b` names of a row's engine cell (files under module/engine/rulesets/<ruleset>/ unless a path is given). */
function namedFunctions(r: Row): { file: string; name: string }[] {
  const out: { file: string; name: string }[] = [];
  for (const m of r.engine.matchAll(/`([\w/.-]+\.ts): ([^`]+)`/g)) {
    const file = (m[1] ?? "").startsWith("module/") ? (m[1] ?? "") : `module/engine/rulesets/${r.ruleset}/${m[1] ?? ""}`;
    for (const name of (m[2] ?? "").split(",").map((n) => n.trim().replace(/\(.*$/, ""))) if (/^\w+$/.test(name)) out.push({ file, name });
  }
  return out;
}

/**
 * Names other rulesets' rows still claim that no Fray code outside the engine uses: their helpers grade those rows
 * (issues 25, 26) and shrink these lists; the test holds each list exactly, so none may grow.
 */
const UNUSED_ELSEWHERE: Readonly<Record<(typeof RULESETS)[number], readonly string[]>> = {
  "six-seconds": [],
  "frozen-lands": [
    "Player initiative, GM initiative, the turn track: rollGmInitiative",
    "Player initiative, GM initiative, the turn track: orderEnemies",
    "Player initiative, GM initiative, the turn track: buildTrack",
    "Actions: 3 a round, each once, refreshed: actionsPerRound",
    "Out-of-turn action (Awareness check, Stress on a failure) and the delayed action: rollOutOfTurnCheck",
    "Out-of-turn action (Awareness check, Stress on a failure) and the delayed action: resolveOutOfTurnCheck",
    "Reload (bows every turn, crossbows stay loaded): loadedAfterTurn",
    "Zones and zone features (cluttered, dimly lit, cramped): entryNeedsMobilityRoll",
    "Zones and zone features (cluttered, dimly lit, cramped): weaponForbiddenIn",
    "Zones and zone features (cluttered, dimly lit, cramped): perceptionModifiers",
    "Defence roll against an enemy attack (Mobility dodge, Melee block with shield or parrying weapon): defenceOdds",
    "Weapon stats (bonus, damage, range, features): maxRange",
    "Stamina: class + BODY, damage after defence and armour, broken at 0, then wounds: maxStamina",
    "A roll on the critical injuries table per wound: rollCriticalInjury",
    "Writing back a roll's Stress outcome (WP gained, conditions, extra Stress, broken): applyCriticalFailures",
  ],
  factions: [
    "Combat procedure: factions alternate turns or pass, one turn each, round end, the initiative faction: mustPass",
    "Death blow on a nearby incapacitated target: deathBlowRefusal",
    "Counter (damage at the same time, least damage first): counterOrder",
    "Hide behind a nearby character: hideBehind",
    "Reaction limits (unaware targets, once per attack, extra reactions): spendReaction",
    "Opportunity attacks: resolveOpportunityAttack",
    "Cover (+1 armour unless penetrated) and barriers: protectionAgainst",
    "Cover (+1 armour unless penetrated) and barriers: effectiveArmour",
    "Blast attacks (zone and borders, deviation): blastDamage",
    "Attack stunts: resolveStunt",
    "Non-lethal attacks: disarm, shove, grapple, break free, resolution order: keepsHold",
    "Non-lethal attacks: disarm, shove, grapple, break free, resolution order: counterOrder",
    "Sneaking: concealed, the bonus round, no reaction, revealing: reveals",
    "Sneaking: concealed, the bonus round, no reaction, revealing: afterAction",
    "Gear durability after a fight; damaged gear breaking: breaksUnderHit",
    "Size: damage dice doubled / halved (blast unchanged): scaleRolledDamage",
    "Size: range halved / doubled, massive melee at range 1: rangeAgainst",
    "Mounts and vehicles (turn together, impaired riders, mounting, falling): ridersMayAct",
    "Mounts and vehicles (turn together, impaired riders, mounting, falling): mountGroup",
  ],
  tactica: [
    "Status: Alone, InContact, InClose; joining and leaving contact; attackers per target: enterZone",
    "Status: Alone, InContact, InClose; joining and leaving contact; attackers per target: mayJoinAttackOn",
    "Sequence of play: nextStep",
    "Action dice: roll, 6s add a die, minimum and maximum, set dice for minor NPCs: rollActionDice",
    "Actions and refresh, pip costs, action pools, carrying a die over: choosePayment",
    "Actions and refresh, pip costs, action pools, carrying a die over: discard",
    "1s among the action dice: effort, extra Stun roll, +1 to a die: effortDie",
    "1s among the action dice: effort, extra Stun roll, +1 to a die: raiseRolledDie",
    "Rolls of a characteristic or skill (BODY, SPIRIT, DEX …): rollCharacteristic",
    "Exposures (1s left in front; attackers add them): applyAttackOutcome",
    "Advantage (minor / major): advantage",
    "InClose: prone unless 3× size, weapons allowed, Light +1 SL: inCloseWeapon",
    "InClose: prone unless 3× size, weapons allowed, Light +1 SL: stabilitySize",
    "Holds: break, reverse, yield; inflict, improve, abandon: startHold",
    "Holds: break, reverse, yield; inflict, improve, abandon: yieldToHold",
    "Subdual and knock-down: opposedRoll",
    "Dodge (removes attack dice before the roll): applyDodge",
    "Block (block pool, shield armour, stripping the pool): applyBlock",
    "Block (block pool, shield armour, stripping the pool): resettleAttack",
    "Parry (misses become exposures): parryConversion",
    "Defence pools (kept, the Pool action, one die per use, lost to a State): spendPoolUse",
    "Defence pools (kept, the Pool action, one die per use, lost to a State): reducePool",
    "Ranks: physical and mental 1–9, Heroic: heroicRanks",
    "Real and bonus ranks: withBonusRanks",
    "Damage: a State or a rank lost; Trauma; Killing Blow; Massive: damageSeverity",
    "Panicked flight and Crushed: panicFlight",
    "Panicked flight and Crushed: compulsoryFlight",
    "Panicked flight and Crushed: rollToRecoverMentalCondition",
    "Out of Action and Killed in Action: outOfActionByRanks",
    "Out of Action and Killed in Action: settleStatus",
    "Out of Action and Killed in Action: actionDiceEntitlement",
    "Injury location (4d6) and effect tables: rollLocation",
    "Injury location (4d6) and effect tables: rollInjuryEffect",
    "Injury effects (bleeder, burnt action dice, roll penalties, checks): resolveInjuryCheck",
    "Injury effects (bleeder, burnt action dice, roll penalties, checks): bleed",
    "Injury effects (bleeder, burnt action dice, roll penalties, checks): burntActionDice",
    "Injury effects (bleeder, burnt action dice, roll penalties, checks): allRollsPenalty",
    "Mobs, crowds, hordes, companies, units: checkMobTargets",
    "Healing: first aid, weekly natural healing, the healer's roll: woundsHealedInWeek",
    "Surprise: surpriseRound",
    "Surprise: isSurprised",
    "Cover, hard and soft: coverPenalty",
    "Cover, hard and soft: softCoverStep",
    "Dual and multi-weapon wielding (choose the weapon): chooseWieldedWeapon",
    "Reach weapons: reachUsable",
    "Special results (+2d damage, disarm, lose an action die, stun, break weapon, expose, remove armour, move out of / draw into contact, knockback, hamstring, reduce a defence pool): spendSpecials",
    "Special results (+2d damage, disarm, lose an action die, stun, break weapon, expose, remove armour, move out of / draw into contact, knockback, hamstring, reduce a defence pool): applyAttackOutcome",
    "Special results (+2d damage, disarm, lose an action die, stun, break weapon, expose, remove armour, move out of / draw into contact, knockback, hamstring, reduce a defence pool): applyContactSpecial",
    "Special results (+2d damage, disarm, lose an action die, stun, break weapon, expose, remove armour, move out of / draw into contact, knockback, hamstring, reduce a defence pool): stripArmour",
    "Chariots: chariotCover",
    "Chariots: teamTargets",
    "Chariots: crewMayMelee",
    "Flying (speed / turn / dive, circling, striking a flyer, missiles against flyers): parseFlyer",
    "Flying (speed / turn / dive, circling, striking a flyer, missiles against flyers): canCircle",
    "Flying (speed / turn / dive, circling, striking a flyer, missiles against flyers): mayStrikeFlyer",
  ],
};

describe("the rules index", () => {
  const all = rows();

  it("has a table for each of the four rulesets", () => {
    expect(new Set(all.map((r) => r.ruleset))).toEqual(new Set(RULESETS));
  });

  it("grades every row: Full, Partial (naming what is done by hand), None, or No action", () => {
    const unplaced = all.filter((r) => kind(r.where) === "other").map((r) => `${r.ruleset}: ${r.family}`);
    expect(unplaced).toEqual([]);
    expect(INDEX.toLowerCase()).not.toContain("engine only");
  });

  it("counts its own rows' grades in the counts table", () => {
    for (const ruleset of RULESETS) {
      const mine = all.filter((r) => r.ruleset === ruleset);
      const n = (g: Grade) => mine.filter((r) => kind(r.where) === g).length;
      const line = INDEX.split("\n").find((l) => l.startsWith(`| ${ruleset} | `));
      expect(line, ruleset).toBe(`| ${ruleset} | ${n("full")} | ${n("partial")} | ${n("none")} | ${n("no action")} | ${mine.length} |`);
    }
  });

  // Reported per ruleset: each ruleset's rows are graded by its own issue (six-seconds: 24; tactica: 25; the others: 26).
  const code = foundryLayerCode();
  it.each(RULESETS)("%s rows name only engine functions that Fray outside module/engine/ uses", (ruleset) => {
    const unused = all
      .filter((r) => r.ruleset === ruleset)
      .flatMap((r) => namedFunctions(r).filter((f) => !new RegExp(`\\b${f.name}\\b`).test(code)).map((f) => `${r.family}: ${f.name}`));
    expect(unused).toEqual(UNUSED_ELSEWHERE[ruleset]);
  });

  it("names only engine functions that the named file exports", () => {
    const missing: string[] = [];
    for (const r of all) {
      for (const { file, name } of namedFunctions(r)) {
        if (!existsSync(file)) {
          missing.push(`${r.family}: ${file}`);
          continue;
        }
        const exported = new RegExp(`export (?:async )?(?:function|const|class|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(readFileSync(file, "utf8"));
        if (!exported) missing.push(`${r.family}: ${file} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
