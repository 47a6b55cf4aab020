/**
 * The document behind a placed area. v13: a MeasuredTemplate. v14 folds templates into Scene Regions: the
 * MeasuredTemplate hooks no longer fire and its class survives only as a shim (Foundryborne/daggerheart#1605,
 * EndlesNights/dnd4eBeta#609, foundryvtt/dnd5e#6763), so an area is a Region placed with
 * `canvas.regions.placeRegion` (RegionLayer API page), flagged `flags.core.MeasuredTemplate` as core's own template
 * regions are (dnd5e 6.0 TemplatePlacement) and `flags.fray.area`. It carries no behaviour, so players may place it
 * (v14 lets players create regions, never behaviours: foundryvtt/foundryvtt#13270). Everything else reads the
 * area as template data (canvas/region-area.ts).
 */
import { isV14 } from "./generation";
import { regionShapeOf, templateOfShape } from "../canvas/region-area";
import type { TemplateLike } from "../canvas/template-area";
import type { GridSpec } from "../canvas/token-data";

export type AreaDocument = MeasuredTemplateDocument.Implementation | RegionDocument.Implementation;

const gridOf = (scene: Scene.Implementation): GridSpec => ({ size: scene.grid.size, distance: scene.grid.distance });

/** A found document as a placed area of the running generation, or null. */
export function areaDocument(found: unknown): AreaDocument | null {
  if (isV14()) {
    const cls = CONFIG.Region.documentClass;
    return found instanceof cls && (found as RegionDocument.Implementation).flags.fray?.area === true ? (found as RegionDocument.Implementation) : null;
  }
  const cls = CONFIG.MeasuredTemplate?.documentClass;
  return cls && found instanceof cls ? (found as MeasuredTemplateDocument.Implementation) : null;
}

const TEMPLATE_TYPES: readonly string[] = ["circle", "cone", "ray", "rect"];

/** The area as template data (for the engine's membership test and the rulesets' scatter). */
export function areaTemplateOf(doc: AreaDocument): TemplateLike | null {
  if (isV14()) {
    const region = doc as RegionDocument.Implementation;
    const scene = region.parent;
    const shape = (region.toObject() as { shapes?: unknown[] }).shapes?.[0];
    return scene ? templateOfShape(shape, gridOf(scene)) : null;
  }
  const t = doc as MeasuredTemplateDocument.Implementation;
  if (!TEMPLATE_TYPES.includes(t.t)) return null;
  return { t: t.t as TemplateLike["t"], x: t.x, y: t.y, distance: t.distance, direction: t.direction, angle: t.angle, width: t.width };
}

/** Move the area's document to the template data's origin (a scattered miss). */
export async function moveAreaDocument(doc: AreaDocument, moved: TemplateLike): Promise<void> {
  if (isV14()) {
    const region = doc as RegionDocument.Implementation;
    if (!region.parent) return;
    const shape = regionShapeOf(moved, gridOf(region.parent));
    await region.update({ shapes: [shape] } as unknown as RegionDocument.UpdateData);
    return;
  }
  await (doc as MeasuredTemplateDocument.Implementation).update({ x: moved.x, y: moved.y });
}

/**
 * Put an area on the viewed scene. v13 creates the template where it is aimed. v14 starts core's region placement
 * there (a preview of the squares covered, with its measurements), which the user confirms or moves; null when
 * cancelled.
 */
export async function placeAreaDocument(scene: Scene.Implementation, t: TemplateLike): Promise<AreaDocument | null> {
  if (isV14()) {
    const layer = (canvas as unknown as { regions?: FrayV14.RegionLayer } | null)?.regions;
    if (!layer) return null;
    const level = (canvas as unknown as FrayV14.CanvasLevels | null)?.level?.id;
    const data: FrayV14.RegionCreateData = {
      name: game.i18n.localize("FRAY.Board.Area.Name"),
      color: game.user.color.css,
      shapes: [regionShapeOf(t, gridOf(scene))],
      displayMeasurements: true,
      highlightMode: "coverage",
      "flags.core.MeasuredTemplate": true,
      flags: { fray: { area: true } },
      ...(level ? { levels: [level] } : {}),
    };
    return layer.placeRegion(data, { create: true });
  }
  const [doc] = await scene.createEmbeddedDocuments("MeasuredTemplate", [{ ...t, author: game.user.id, fillColor: game.user.color.css }]);
  return doc ?? null;
}

/** Call `fn` when this generation's area document is created or changed (the template or Region hooks). */
export function onAreaChanged(fn: (doc: AreaDocument, userId: string) => void): void {
  if (isV14()) {
    const region = (doc: RegionDocument.Implementation, userId: string) => {
      const area = areaDocument(doc);
      if (area) fn(area, userId);
    };
    Hooks.on("createRegion", (doc, _options, userId) => region(doc, userId));
    Hooks.on("updateRegion", (doc, _changed, _options, userId) => region(doc, userId));
    return;
  }
  Hooks.on("createMeasuredTemplate", (doc, _options, userId) => fn(doc, userId));
  Hooks.on("updateMeasuredTemplate", (doc, _changed, _options, userId) => fn(doc, userId));
}
