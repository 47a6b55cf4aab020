/**
 * six-seconds areas as measured templates: a sphere one square of its scale across, a line two squares long and
 * half a square wide, a cone one square long and one wide at its end (a flat cone), all on the metre grid. Everyone
 * even partly inside is a target (footprint membership). A miss moves the template by the engine's scatter
 * (direction die, 1d6 per range increment out, squares of the larger of the attacker's and the weapon's scale).
 */
import { templateArea, pixelsPerUnit, type TemplateLike } from "../../canvas/template-area";
import type { GridSpec } from "../../canvas/token-data";
import type { TokenFootprint } from "../../engine/areas/membership";
import { CONE_ANGLE_DEGREES, areaSize, rollAreaAttack, type AreaForm, type AreaScatter } from "../../engine/rulesets/six-seconds/area-attack";
import { rollDamage } from "../../engine/rulesets/six-seconds/combat-damage-roll";
import { queuedDice } from "../../engine/dice/source";
import type { AreaLanding, AreaMiss, RolledAttack } from "../../canvas/board-rules";
import type { PlacedArea } from "../../canvas/placed-area";
import type { SixSecondsAttackRequest, SixSecondsWeaponData } from "./attack";
import { rangeIncrements } from "../../engine/rulesets/six-seconds/ranged";

/**
 * Template data for an area of this form and scale, its origin at `at` (pixels), pointing `direction` degrees.
 * Template distances are in grid units, which Fray's grid sets to metres (system.json grid.units).
 */
export function areaTemplate(form: AreaForm, scale: number, at: { x: number; y: number }, direction = 0): TemplateLike {
  const size = areaSize(form, scale);
  switch (form) {
    case "sphere":
      return { t: "circle", x: at.x, y: at.y, distance: size.widthMetres / 2, direction: 0 };
    case "line":
      return { t: "ray", x: at.x, y: at.y, distance: size.lengthMetres, width: size.widthMetres, direction };
    default:
      return { t: "cone", x: at.x, y: at.y, distance: size.lengthMetres, angle: CONE_ANGLE_DEGREES, direction };
  }
}

/** Ids of the tokens even partly in the template (six-seconds cones are flat triangles). */
export function areaTemplateTargets(template: TemplateLike, grid: GridSpec, tokens: readonly TokenFootprint[]): string[] {
  return templateArea.targets(template, grid, tokens, "footprint", { flatCones: true });
}

export interface ScatteredTemplate {
  template: TemplateLike;
  /** The aim point and where it landed, pixels: the path chat shows. */
  path: [{ x: number; y: number }, { x: number; y: number }];
}

/** Move a missed area's template by the engine's scatter (metres on the scene's grid). */
export function scatterTemplate(template: TemplateLike, scatter: AreaScatter, grid: GridSpec): ScatteredTemplate {
  const k = pixelsPerUnit(grid);
  const moved = templateArea.moved(template, scatter.dx * k, scatter.dy * k);
  return { template: moved, path: [{ x: template.x, y: template.y }, { x: moved.x, y: moved.y }] };
}

/** The card's request when it is a six-seconds attack with its first face (the attack die). */
function attackOf(attack: RolledAttack): { req: SixSecondsAttackRequest; face: number } | null {
  const req = attack.request as Partial<SixSecondsAttackRequest> | null;
  const face = attack.faces[0];
  if (!req || req.kind !== "six-seconds.attack" || !req.input || face === undefined) return null;
  return { req: req as SixSecondsAttackRequest, face };
}

function areaRoll(req: SixSecondsAttackRequest, rangeIncrements: number, faces: readonly number[]) {
  return rollAreaAttack(queuedDice(faces), { attacker: req.input.attacker, rangeIncrements, ...(req.weaponScale !== undefined ? { weaponScale: req.weaponScale } : {}) });
}

/**
 * Whether the attack missed its area: the card's attack die against the area's Target (4 − the attacker's scale,
 * the engine's rollAreaAttack). On a miss, the scatter dice to roll (d8, then 1d6 per range increment out) and the
 * damage the card's damage dice deal where it lands (one roll for everyone; none when the card rolled none).
 */
export function sixSecondsAreaMiss(attack: RolledAttack, area: PlacedArea): AreaMiss | null {
  const a = attackOf(attack);
  if (!a || area.kind !== "template") return null;
  const dice = 1 + area.rangeIncrements;
  // The engine decides hit or miss; placeholder scatter faces only let it finish a miss (they are never shown).
  if (areaRoll(a.req, area.rangeIncrements, [a.face, 1, ...Array<number>(dice).fill(1)]).hit) return null;
  const spec = a.req.input.damage;
  const damage = a.req.target !== null && attack.faces.length >= 1 + spec.count ? rollDamage(queuedDice(attack.faces.slice(-spec.count)), spec, a.req.input.damageModifiers ?? []).total : null;
  return {
    dice: [
      { count: 1, sides: 8, purpose: "FRAY.Board.Area.ScatterDirection" },
      { count: dice, sides: 6, purpose: "FRAY.Board.Area.ScatterDistance" },
    ],
    damage,
  };
}

/** Where the missed area lands: the engine's scatter from the rolled d8 and d6s, in metres. */
export function sixSecondsAreaLanding(attack: RolledAttack, area: PlacedArea, faces: readonly number[]): AreaLanding {
  const a = attackOf(attack);
  if (!a || area.kind !== "template") throw new TypeError("not a six-seconds area attack");
  const roll = areaRoll(a.req, area.rangeIncrements, [a.face, ...faces]);
  if (!roll.scatter) throw new RangeError("the attack hit its area: nothing scatters");
  const s = roll.scatter;
  return { direction: s.direction.direction, dice: [...s.dice], squares: s.squares, dx: s.dx, dy: s.dy };
}

/** Range increments beyond the first to the aim point: 0 for a melee or thrown area without a distance. */
export function areaRangeIncrements(block: SixSecondsWeaponData["block"], metres: number | null | undefined): number {
  const increment = block?.rangeIncrement;
  if (typeof increment !== "number" || increment <= 0 || typeof metres !== "number" || !Number.isFinite(metres) || metres < 0) return 0;
  return rangeIncrements(metres, increment);
}
