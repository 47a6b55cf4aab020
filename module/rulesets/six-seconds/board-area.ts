/**
 * six-seconds areas as measured templates: a sphere one square of its scale across, a line two squares long and
 * half a square wide, a cone one square long and one wide at its end (a flat cone), all on the metre grid. Everyone
 * even partly inside is a target (footprint membership). A miss moves the template by the engine's scatter
 * (direction die, 1d6 per range increment out, squares of the larger of the attacker's and the weapon's scale).
 */
import { templateArea, pixelsPerUnit, type TemplateLike } from "../../canvas/template-area";
import type { GridSpec } from "../../canvas/token-data";
import type { TokenFootprint } from "../../engine/areas/membership";
import { CONE_ANGLE_DEGREES, areaSize, type AreaForm, type AreaScatter } from "../../engine/rulesets/six-seconds/area-attack";

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
