/**
 * Foundry v14-only APIs Fray calls, declared here because Fray type-checks against the v13 fvtt-types from npm
 * (no 14.x release is published). Every declaration cites the public page or source it comes from. Only module/compat/
 * uses these; the rest of Fray asks the compat module.
 */
declare namespace FrayV14 {
  /**
   * `ChatMessage.applyMode(data, mode)` (v14) and `ChatMessage.applyRollMode(data, rollMode)` (v13, deprecated in v14
   * until v16): set `whisper`/`blind` on message data for a mode. Sources: Foundry_WoD20#1396 (the v14 deprecation
   * text), https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#applyrollmode.
   */
  interface ChatMessageModes {
    applyMode(data: object, mode?: string): object;
    applyRollMode(data: object, rollMode: string): object;
  }

  /** `game.settings.get("core", "messageMode")` (v14) / `"rollMode"` (v13): Foundry_WoD20#1395, fallout#745. */
  interface ClientSettingsGet {
    get(namespace: "core", key: "messageMode" | "rollMode"): unknown;
  }

  /**
   * v14 context-menu entry: https://foundryvtt.com/api/v14/interfaces/foundry.applications.ux.ContextMenu.ContextMenuEntry.html
   * (`label`, class-string `icon`, `visible`, `onClick(event, target)`); FoundryVTT-Fabula-Ultima#1383.
   */
  interface ContextMenuEntry {
    label: string;
    icon?: string;
    visible?: (target: HTMLElement) => boolean;
    onClick?: (event: Event, target: HTMLElement) => void | Promise<void>;
  }

  /** `_del` / `_replace` globals for `foundry.data.operators.ForcedDeletion` / `ForcedReplacement`: foundryvtt/foundryvtt#13090. */
  interface OperatorGlobals {
    _del: object;
    _replace(value: unknown): object;
  }

  /**
   * Region shape source data, v14: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html
   * (`shapes`), the shape data models https://foundryvtt.com/api/v14/classes/foundry.data.PolygonShapeData.html and
   * siblings. Field names of the v14-only shapes as v14 systems write them: foundryvtt/dnd5e
   * `module/canvas/template-placement.mjs` (cone `radius`/`angle`, line `length`/`width`, ring `radius`/`outerWidth`,
   * emanation `radius` + `base`). Lengths are pixels; `rotation` is degrees.
   */
  type ShapeSource =
    | { type: "rectangle"; x: number; y: number; width: number; height: number; rotation?: number; hole?: boolean }
    | { type: "circle"; x: number; y: number; radius: number; hole?: boolean }
    | { type: "ellipse"; x: number; y: number; radiusX: number; radiusY: number; rotation?: number; hole?: boolean }
    | { type: "polygon"; points: number[]; hole?: boolean }
    | { type: "cone"; x: number; y: number; radius: number; angle: number; rotation?: number; curvature?: string; hole?: boolean }
    | { type: "line"; x: number; y: number; length: number; width: number; rotation?: number; hole?: boolean }
    | { type: "ring"; x: number; y: number; radius: number; innerWidth?: number; outerWidth?: number; hole?: boolean }
    | { type: "emanation"; x?: number; y?: number; radius: number; base: { type: string; x: number; y: number; width: number; height: number; shape?: number }; hole?: boolean };

  /** A v14 shape data model instance: `polygons` (core's polygons of the shape). PolygonShapeData page above. */
  interface ShapeModel {
    readonly type: string;
    readonly polygons?: ReadonlyArray<{ readonly points: readonly number[] }>;
  }

  /** Region data Fray writes when it places an area: RegionData page above; `levels` (Scene Levels), flags. */
  interface RegionCreateData {
    name?: string;
    color?: string;
    shapes: ShapeSource[];
    levels?: string[];
    displayMeasurements?: boolean;
    highlightMode?: "coverage" | "shapes";
    visibility?: number;
    flags?: Record<string, unknown>;
    "flags.core.MeasuredTemplate"?: boolean;
  }

  /**
   * `RegionLayer#placeRegion(data, options)`: https://foundryvtt.com/api/v14/classes/foundry.canvas.layers.RegionLayer.html,
   * options https://foundryvtt.com/api/interfaces/foundry.canvas.layers.types.RegionPlacementOptions.html
   * (`create`, `onMove`, `onChange`, `preConfirm`, `attachToToken`, `allowRotation`). Resolves to the created
   * RegionDocument (or the unsaved one with `create: false`), or null when the user cancels.
   */
  interface RegionPlacementOptions {
    create?: boolean;
    attachToToken?: boolean;
    allowRotation?: boolean;
    onMove?: (event: { document: RegionDocument.Implementation }) => void;
    onChange?: (event: { document: RegionDocument.Implementation }) => void;
    preConfirm?: (event: { document: RegionDocument.Implementation }) => boolean | void | Promise<boolean | void>;
  }

  interface RegionLayer {
    placeRegion(data: RegionCreateData, options?: RegionPlacementOptions): Promise<RegionDocument.Implementation | null>;
  }

  /** `canvas.level` (v14 Scene Levels): the level being viewed; RegionData `levels` holds level ids (foundryvtt#14299). */
  interface CanvasLevels {
    level?: { id: string } | null;
  }

  /** `CONFIG.RegionBehavior.typeHints`: creation hints of behaviour types (v14): foundryvtt/foundryvtt#13760, dnd5e#6797. */
  interface BehaviorTypeHints {
    typeHints?: Record<string, string>;
  }
}
