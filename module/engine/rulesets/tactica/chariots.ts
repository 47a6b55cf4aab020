/**
 * Chariots. Light: room for 2, −1 to driving and pace per crew over 1, base pace 9. Heavy: room for 4 (man-sized),
 * −1 per crew over 2, base pace 7. A 4-horse team lifts a heavy chariot's base pace by 2 (to 9) and stops crew from
 * lowering a light chariot's pace (handling penalties still apply). Rough terrain −2, difficult −4; steep slopes,
 * rocky ground, soft sand and marsh are impassable. Charging or running allows one 45° turn; a second needs a Driving
 * roll (light −2, heavy −4): fail and go straight on, fumble and the chariot flips. Chariots give Light cover except
 * from the rear; the crew cannot melee through the front (the team is there).
 *
 * The text's Driving roll has no stated mechanic; we roll it as a tactica pool (a success passes, more 1s than
 * successes is a fumble) with the penalties as dice off.
 */
import type { DiceSource } from "../../dice/source";
import { rollPool } from "../../dice/pool";
import type { DiceModifier } from "../../modifiers";
import { totalDice } from "../../modifiers";
import { wholeAtLeast } from "./options";

export type ChariotKind = "light" | "heavy";
export type HorseTeam = 2 | 4;
export type ChariotTerrain = "flat" | "rough" | "difficult" | "impassable";

export const CHARIOT_TYPES = Object.freeze({
  light: { crewMax: 2, freeCrew: 1, basePace: 9, secondTurnPenalty: 2 },
  heavy: { crewMax: 4, freeCrew: 2, basePace: 7, secondTurnPenalty: 4 },
});

/** Team stats as the text gives them (Toughness bonus, damage code, targets at once, footprint in squares). */
export const HORSE_TEAMS = Object.freeze({
  2: { toughness: 1, damage: "ST+d4", targets: 1, footprint: [2, 3] as const },
  4: { toughness: 3, damage: "ST+d6", targets: 2, footprint: [3, 4] as const },
});

/** Chariot types by nationality: teams and kinds available. */
export const CHARIOT_NATIONS: Readonly<Record<string, { teams: HorseTeam[]; kinds: ChariotKind[] }>> = Object.freeze({
  egyptian: { teams: [2], kinds: ["light"] },
  kushite: { teams: [2, 4], kinds: ["light"] },
  libyan: { teams: [2, 4], kinds: ["light"] },
  carthage: { teams: [2, 4], kinds: ["light", "heavy"] },
  "syrian-hittite-mitanni": { teams: [2], kinds: ["light", "heavy"] },
  "babylonian-assyrian": { teams: [2, 4], kinds: ["light", "heavy"] },
});

export type ChariotNation = keyof typeof CHARIOT_NATIONS;

/** A nation's chariots ("Egyptian: 2H Light"): a kind or a team it does not field is refused, naming the nation. */
export function checkChariotNation(nation: string, c: Pick<ChariotState, "kind" | "team">): void {
  const n = CHARIOT_NATIONS[nation];
  if (!n) throw new RangeError(`unknown chariot nation "${nation}" (known: ${Object.keys(CHARIOT_NATIONS).join(", ")})`);
  if (!n.kinds.includes(c.kind)) throw new RangeError(`${nation} chariots are ${n.kinds.join(" or ")}, not ${c.kind}`);
  if (!n.teams.includes(c.team)) throw new RangeError(`${nation} chariots have ${n.teams.join(" or ")}-horse teams, not ${c.team}`);
}

export const TERRAIN_PENALTY: Readonly<Record<Exclude<ChariotTerrain, "impassable">, number>> = Object.freeze({ flat: 0, rough: 2, difficult: 4 });

export interface ChariotState {
  kind: ChariotKind;
  team: HorseTeam;
  crew: number;
}

export interface ChariotHandling {
  pace: number;
  /** Dice off Driving rolls from crew and terrain, each with its reason. */
  drivingModifiers: DiceModifier[];
  impassable: boolean;
}

/** `teamWoundDice`: "any wound modifiers applying to the team also apply to any driving rolls" (dice off). */
export function chariotHandling(c: ChariotState, terrain: ChariotTerrain = "flat", teamWoundDice = 0): ChariotHandling {
  const t = CHARIOT_TYPES[c.kind];
  if (!t) throw new RangeError(`unknown chariot kind "${String(c.kind)}"`);
  if (c.team !== 2 && c.team !== 4) throw new RangeError(`a horse team is 2 or 4 horses, got ${String(c.team)}`);
  wholeAtLeast(c.crew, 1, "chariot crew");
  if (c.crew > t.crewMax) throw new RangeError(`a ${c.kind} chariot holds at most ${t.crewMax}, got ${c.crew}`);
  const over = Math.max(0, c.crew - t.freeCrew);
  let pace = t.basePace + (c.kind === "heavy" && c.team === 4 ? 2 : 0);
  if (!(c.kind === "light" && c.team === 4)) pace -= over;
  const mods: DiceModifier[] = [];
  if (over > 0) mods.push({ dice: -over, reason: "chariot.crew", code: "chariot.crew" });
  wholeAtLeast(teamWoundDice, 0, "team wound dice");
  if (teamWoundDice > 0) mods.push({ dice: -teamWoundDice, reason: "chariot.team-wounds", code: "chariot.team-wounds" });
  if (terrain === "impassable") return { pace: 0, drivingModifiers: mods, impassable: true };
  const tp = TERRAIN_PENALTY[terrain];
  if (tp === undefined) throw new RangeError(`unknown terrain "${String(terrain)}"`);
  if (tp > 0) mods.push({ dice: -tp, reason: `chariot.terrain.${terrain}`, code: `chariot.terrain.${terrain}` });
  return { pace, drivingModifiers: mods, impassable: false };
}

export interface ChariotTurn {
  turns: number;
  roll: number[] | null;
  /** "made": all turns made; "straight": the second turn failed; "flipped": fumbled. */
  result: "made" | "straight" | "flipped";
}

/** Turns of 45° while charging or running: the first is free, a second needs a Driving roll, more are not allowed. */
export function chariotChargeTurns(source: DiceSource, c: ChariotState, turns: number, drivingDice: number, terrain: ChariotTerrain = "flat", teamWoundDice = 0): ChariotTurn {
  wholeAtLeast(turns, 0, "45° turns");
  if (turns > 2) throw new RangeError("a charging or running chariot makes at most two 45° turns");
  if (turns < 2) return { turns, roll: null, result: "made" };
  wholeAtLeast(drivingDice, 0, "driving dice");
  const h = chariotHandling(c, terrain, teamWoundDice);
  const mods = [...h.drivingModifiers, { dice: -CHARIOT_TYPES[c.kind].secondTurnPenalty, reason: "chariot.second-turn", code: "chariot.second-turn" }];
  const r = rollPool(source, Math.max(0, drivingDice + totalDice(mods)));
  const fumble = r.ones > r.successes;
  return { turns, roll: r.dice, result: fumble ? "flipped" : r.successes > 0 ? "made" : "straight" };
}

/** Chariots are Light cover, except against attacks from the rear. */
export function chariotCover(fromRear: boolean): "none" | "light" {
  return fromRear ? "none" : "light";
}

/** A heavy chariot's team strikes two targets only when both touch the front of the chariot (not diagonally). */
export function teamTargets(c: ChariotState, frontContacts: number): number {
  wholeAtLeast(frontContacts, 0, "front contacts");
  const max = c.kind === "heavy" ? Math.min(2, HORSE_TEAMS[c.team].targets) : 1;
  return Math.min(max, frontContacts);
}

/** Where a point stands as seen from a chariot: its front, its rear, or a side. */
export type ChariotArc = "front" | "side" | "rear";

/**
 * Where `other` stands as seen from a chariot at `chariot` facing `facing` degrees (clockwise from north; y grows
 * down, as on a scene): within 45° of its facing is the front, within 45° of its back the rear, anything else a side,
 * a diagonal included ("both contacted by the front of the chariot figure (not diagonal)"). The arc decides its cover
 * ("Light Cover except from the rear") and its crew's melee ("cannot melee through their front").
 */
export function chariotArc(facing: number, chariot: { x: number; y: number }, other: { x: number; y: number }): ChariotArc {
  if (!Number.isFinite(facing)) throw new RangeError(`a chariot's facing must be a number of degrees, got ${facing}`);
  for (const p of [chariot, other]) if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) throw new RangeError(`a position must have finite x and y, got (${p.x}, ${p.y})`);
  const bearing = (Math.atan2(other.x - chariot.x, -(other.y - chariot.y)) * 180) / Math.PI;
  const off = Math.abs(((((bearing - facing) % 360) + 540) % 360) - 180);
  return off < 45 ? "front" : off > 135 ? "rear" : "side";
}

/** The crew cannot melee through the chariot's front (the team is in the way): they must come alongside. */
export function crewMayMelee(targetSide: "front" | "side" | "rear"): boolean {
  if (!["front", "side", "rear"].includes(targetSide)) throw new RangeError(`a target is to the "front", "side" or "rear", got "${String(targetSide)}"`);
  return targetSide !== "front";
}
