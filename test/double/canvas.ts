/**
 * Scenes, their grids, tokens that move along paths, regions, and the canvas: the parts of the double the board
 * needs. Installed by `installCanvas` (index.ts calls it on every install). Sources, per behaviour:
 * - Each Scene has its own grid (foundry-traps.md #15; API Scene#grid, BaseGrid, CONST.GRID_TYPES
 *   https://foundryvtt.com/api/enums/foundry.CONST.GRID_TYPES.html, HexagonalGridConfiguration `columns`).
 *   GUESS: the diagonal rule is the world's (core setting `gridDiagonals`, whose default the system sets through
 *   system.json `grid.diagonals`, foundry-v13-notes §4.2); every scene's grid reports the same one.
 * - A token moves along waypoints (foundry-traps.md #17; API TokenDocument#move, hookEvents.preMoveToken,
 *   TokenMovementData, TokenMeasuredMovementWaypoint): the movement carries `origin`, the `passed` and `pending`
 *   parts of its path and the `chain` of earlier parts; a waypoint marked `checkpoint` ends one update, and the
 *   rest follows as a new movement continuing the chain. The awaited `_preUpdateMovement` (foundryvtt/crucible
 *   module/documents/token.mjs) and then `preMoveToken` (initiating client only) may refuse with false; nothing
 *   is written then. `moveToken` fires after the update. A plain `update({x, y})` is a movement too ("api").
 *   GUESS: the order _preUpdateMovement → preMoveToken → the update's own _preUpdate/preUpdateToken; the
 *   movement's measurements (distance, cost) are not modelled on the move itself; measureMovementPath, the
 *   movement actions and the ruler's labels are movement.ts's.
 * - getBarAttribute (foundry-traps.md #11; audit row 6; foundryvtt/worldbuilding module/token.js): a bar whose
 *   data has value and max is a "bar", editable only when `<attribute>.value` is a NumberField of the actor's
 *   system schema; anything else is a "value", editable when the attribute itself is one.
 * - The Token HUD's bar input (`hudBarEdit`) is disabled when the bar is not editable; else it calls
 *   Actor#modifyTokenAttribute(attribute, value, isDelta, isBar). GUESS: "+n"/"-n" is a change, a bare number a
 *   new value, as the HUD's input is documented for players.
 * - RegionBehaviorConfig shows a StringField's choices as options: an array is its own label, a record's values
 *   are lang keys, localised (audit row 18; API StringFieldOptions `choices`).
 * - Walls and the sight collision test are walls.ts's.
 * The token's actor and permission are the core's (documents.ts).
 */
import { Document, type Operation } from "./document";
import { Scene as CoreScene, TokenDocument as CoreTokenDocument } from "./documents";
import { TypeDataModel } from "./data-model";
import { ArrayField, BooleanField, DocumentIdField, NumberField, ObjectField, SchemaField, StringField, type DataField } from "./fields";
import { getProperty, isPlainObject, randomID } from "./utils";
import { world } from "./world";
import { measureMovementPath, movementConfig, TokenRuler } from "./movement";
import { polygonBackends, WallDocument } from "./walls";

type Rec = Record<string, unknown>;
const num = (initial: number, more: Rec = {}) => new NumberField({ required: true, nullable: false, initial, ...more });

/** The double's canvas state: the world's diagonal rule (CONST.GRID_DIAGONALS) and the viewed scene. */
export const CANVAS = { gridDiagonals: 0 };

/** API BaseGrid as Scene#grid gives it: type, size, distance, units, diagonals and the shape tests. */
export class SceneGrid {
  readonly type: number;
  readonly size: number;
  readonly distance: number;
  readonly units: string;
  constructor(data: Rec) {
    this.type = Number(data["type"] ?? 1);
    this.size = Number(data["size"] ?? 100);
    this.distance = Number(data["distance"] ?? 1);
    this.units = String(data["units"] ?? "");
  }
  get diagonals(): number {
    return CANVAS.gridDiagonals;
  }
  get isGridless(): boolean {
    return this.type === 0;
  }
  get isSquare(): boolean {
    return this.type === 1;
  }
  get isHexagonal(): boolean {
    return this.type >= 2;
  }
  /** API BaseGrid#getCenterPoint of a grid offset ({i: row, j: column}); the double's grids are square (GUESS elsewhere). */
  getCenterPoint(o: { i: number; j: number }): { x: number; y: number } {
    return { x: (o.j + 0.5) * this.size, y: (o.i + 0.5) * this.size };
  }
  /** Flat-topped hex columns (HEXODDQ 4, HEXEVENQ 5). */
  get columns(): boolean {
    return this.type === 4 || this.type === 5;
  }
}

/** The core's Scene (documents.ts) with its grid and its regions. */
export class Scene extends CoreScene {
  static override embedded = { Token: "tokens", Region: "regions", Wall: "walls" };
  declare tokens: import("./collection").Collection<TokenDocument>;
  declare walls: import("./collection").Collection<WallDocument>;
  declare regions: import("./collection").Collection<RegionDocument>;
  declare grid: SceneGrid;
  static override defineSchema() {
    return {
      ...super.defineSchema(),
      active: new BooleanField({ initial: false }),
      grid: new SchemaField({ type: num(1, { integer: true, min: 0, max: 5 }), size: num(100, { min: 1 }), distance: num(1), units: new StringField({ initial: "m" }) }),
    };
  }
  override _initialize(): void {
    super._initialize();
    this.grid = new SceneGrid(this._source["grid"] as Rec);
  }
}

export class RegionBehavior extends Document {
  static override documentName = "RegionBehavior";
  static override defineSchema() {
    return { _id: new DocumentIdField(), name: new StringField({ initial: "" }), type: new StringField({ required: true, blank: false }), system: new ObjectField(), disabled: new BooleanField(), flags: new ObjectField() };
  }
}

/** API RegionBehaviorType: the TypeDataModel a behaviour subtype's system data extends. */
export class RegionBehaviorType extends TypeDataModel {}

export class RegionDocument extends Document {
  static override documentName = "Region";
  static override embedded = { RegionBehavior: "behaviors" };
  static override defineSchema() {
    return {
      _id: new DocumentIdField(),
      name: new StringField({ required: true, blank: false, initial: "Region" }),
      shapes: new ArrayField(new ObjectField()),
      elevation: new SchemaField({ bottom: new NumberField({ nullable: true, initial: null }), top: new NumberField({ nullable: true, initial: null }) }),
      flags: new ObjectField(),
    };
  }
}

const POSITION = ["x", "y", "elevation", "width", "height"] as const;
type Position = { x: number; y: number; elevation: number; width: number; height: number };
interface Waypoint extends Position {
  checkpoint?: boolean;
  action?: string;
}

export interface BarData {
  type: "bar" | "value";
  attribute: string;
  value: number;
  max?: number;
  editable: boolean;
}

/** The core's TokenDocument (documents.ts: its actor and permission) with its size, bars and movement. */
export class TokenDocument extends CoreTokenDocument {
  declare x: number;
  declare y: number;
  declare elevation: number;
  declare width: number;
  declare height: number;
  declare actorId: string | null;
  declare movementAction: string | null;
  declare rotation: number;
  declare parent: Scene | null;
  #moving = false;
  static override defineSchema() {
    const bar = () => new SchemaField({ attribute: new StringField({ nullable: true, initial: null }) });
    return {
      ...super.defineSchema(),
      width: num(1, { min: 0 }),
      height: num(1, { min: 0 }),
      disposition: num(-1, { integer: true }),
      bar1: bar(),
      bar2: bar(),
      movementAction: new StringField({ nullable: true, initial: null }),
      // API TokenDocument#rotation (BaseToken schema: an AngleField, degrees clockwise; the token HUD's and the
      // keyboard's rotate write it alone, https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
      // GUESS: stored as given; core's AngleField normalises to [0, 360), which Fray's facing reads the same way.
      rotation: num(0),
    };
  }

  getBarAttribute(barName: string, options: { alternative?: string | null } = {}): BarData | null {
    const attribute = options.alternative || ((this as unknown as Rec)[barName] as { attribute?: string | null } | undefined)?.attribute;
    const actor = this.actor;
    if (!attribute || !actor) return null;
    const data = getProperty(actor.system, attribute);
    if (data === null || data === undefined) return null;
    const schema = (actor.system as unknown as { schema?: SchemaField }).schema;
    const isNumberField = (path: string) => schema?.getField(path) instanceof NumberField;
    if (isPlainObject(data) && "value" in data && "max" in data) {
      return { type: "bar", attribute, value: Number(data["value"]), max: Number(data["max"]), editable: isNumberField(`${attribute}.value`) };
    }
    return { type: "value", attribute, value: Number(data), editable: isNumberField(attribute) };
  }

  /** API TokenDocument#measureMovementPath: a path priced by its movement actions' cost functions (movement.ts). */
  measureMovementPath(waypoints: Rec[], options: Rec = {}) {
    return measureMovementPath(this, waypoints, options);
  }

  /** Where the token stands now. */
  position(): Position {
    return { x: this.x, y: this.y, elevation: this.elevation, width: this.width, height: this.height };
  }

  /** Called with each movement before it is written; false refuses it. Subclasses override (awaited). */
  async _preUpdateMovement(_movement: Rec, _operation: Operation): Promise<boolean | void> {}

  /** API TokenDocument#move: along the waypoints, one update per checkpoint. True when the whole path was moved. */
  async move(waypoints: Partial<Waypoint> | Partial<Waypoint>[], options: Operation & { method?: string } = {}): Promise<boolean> {
    const filled: Waypoint[] = [];
    let last: Position = this.position();
    // A waypoint's action defaults to the previous one's, then the token's movementAction (API
    // TokenMeasureMovementPathWaypoint `action`: "Default: the previous or prepared movement action").
    let action = this.movementAction ?? "walk";
    for (const w of Array.isArray(waypoints) ? waypoints : [waypoints]) {
      last = { ...last, ...Object.fromEntries(POSITION.filter((k) => w[k] !== undefined).map((k) => [k, w[k]])) };
      action = w.action ?? action;
      filled.push({ ...last, ...(w.checkpoint ? { checkpoint: true } : {}), action });
    }
    const parts: Waypoint[][] = [[]];
    filled.forEach((w, i) => {
      parts.at(-1)!.push(w);
      if (w.checkpoint && i < filled.length - 1) parts.push([]);
    });
    const chain: string[] = [];
    const { method = "api", ...operation } = options;
    for (let p = 0; p < parts.length; p++) {
      const passed = parts[p]!;
      const movement = {
        id: randomID(),
        chain: [...chain],
        origin: this.position(),
        destination: passed.at(-1)!,
        passed: { waypoints: passed },
        pending: { waypoints: parts.slice(p + 1).flat() },
        method,
        autoRotate: false,
        showRuler: false,
        constrained: false,
        recorded: true,
      };
      // The waypoints are final: a handler may refuse the move, or change only autoRotate/showRuler (v14 API
      // hookEvents.preMoveToken, TokenMovementData), so what is written is the destination as it was planned.
      const { x, y, elevation, width, height } = movement.destination;
      if ((await this._preUpdateMovement(movement, operation)) === false) return false;
      if (world().hooks.call("preMoveToken", this, movement, operation) === false) return false;
      this.#moving = true;
      try {
        await super.update({ x, y, elevation, width, height }, { ...operation, movement: { [this.id!]: movement } });
      } finally {
        this.#moving = false;
      }
      // hookEvents.moveToken(document, movement, operation, user): on every connected client (hooks.ts broadcast),
      // `user` the mover.
      const w = world();
      w.hooks.broadcast("moveToken", w.clients(), w.asClient, this, movement, operation, w.user());
      chain.push(movement.id);
    }
    return true;
  }

  /** A change of position is a movement (method "api"); other keys are written with its last part. */
  override async update(data: Rec = {}, operation: Operation = {}): Promise<this | undefined> {
    const flat = Object.fromEntries(Object.entries(data));
    const to: Partial<Position> = {};
    for (const k of POSITION) {
      if (k in flat) {
        to[k] = Number(flat[k]);
        delete flat[k];
      }
    }
    if (this.#moving || Object.keys(to).length === 0) return super.update(data, operation);
    const moved = await this.move(to, operation);
    if (!moved) return undefined;
    return Object.keys(flat).length ? super.update(flat, operation) : this;
  }
}

/**
 * The Token HUD's bar input: nothing happens when the bar is not editable (the input is disabled); else "+n" or
 * "-n" changes it and a bare number sets it, through the actor's modifyTokenAttribute.
 */
export async function hudBarEdit(token: TokenDocument, bar: "bar1" | "bar2", input: string): Promise<boolean> {
  const data = token.getBarAttribute(bar);
  const actor = token.actor as (Document & { modifyTokenAttribute(a: string, v: number, d: boolean, b: boolean): Promise<unknown> }) | null;
  if (!data || !data.editable || !actor) return false;
  const text = input.trim();
  const isDelta = text.startsWith("+") || text.startsWith("-");
  await actor.modifyTokenAttribute(data.attribute, Number(text), isDelta, data.type === "bar");
  return true;
}

/** What RegionBehaviorConfig lists for a field with choices: each option's value and the label shown. */
export function choiceOptions(field: DataField): { value: string; label: string }[] {
  const inner = field instanceof ArrayField ? field.element : field;
  const c = inner.options["choices"];
  const choices = typeof c === "function" ? (c as () => unknown)() : c;
  const i18n = (globalThis as unknown as { game: { i18n: { localize(k: string): string } } }).game.i18n;
  if (Array.isArray(choices)) return choices.map((v) => ({ value: String(v), label: String(v) }));
  return isPlainObject(choices) ? Object.entries(choices).map(([value, key]) => ({ value, label: i18n.localize(String(key)) })) : [];
}

/** The canvas: the viewed scene and its grid (API `canvas.scene`, `canvas.grid`); `view` fires canvasReady. */
export class CanvasDouble {
  ready = false;
  scene: Scene | null = null;
  tokens = { controlled: [] as unknown[], placeables: [] as unknown[] };
  get grid(): SceneGrid | null {
    return this.scene?.grid ?? null;
  }
  view(scene: Scene | null): void {
    this.scene = scene;
    this.ready = scene !== null;
    if (scene) world().hooks.callAll("canvasReady", this);
  }
}

export const CANVAS_CLASSES = { Scene, TokenDocument, RegionDocument, RegionBehavior, WallDocument };

/** Install the canvas parts over the core's: CONFIG entries, classes under foundry.documents and as globals, `canvas`. */
export function installCanvas(g: Rec, config: Rec): CanvasDouble {
  CANVAS.gridDiagonals = 0;
  const entry = (cls: unknown, extra: Rec = {}) => ({ documentClass: cls, dataModels: {}, ...extra });
  Object.assign(config, {
    Scene: entry(Scene),
    Token: entry(TokenDocument, { movement: movementConfig(), rulerClass: TokenRuler }),
    Region: entry(RegionDocument),
    RegionBehavior: entry(RegionBehavior, { typeLabels: {}, typeIcons: {} }),
    Wall: entry(WallDocument),
  });
  const foundry = g["foundry"] as Rec & { documents: Rec; data: Rec };
  Object.assign(foundry.documents, CANVAS_CLASSES);
  foundry.data["regionBehaviors"] = { RegionBehaviorType };
  const placeables = ((foundry["canvas"] ??= {}) as Rec)["placeables"] ??= {};
  (placeables as Rec)["tokens"] = { TokenRuler };
  const canvas = new CanvasDouble();
  config["Canvas"] = { ...((config["Canvas"] as Rec | undefined) ?? {}), polygonBackends: polygonBackends(() => canvas.scene) };
  Object.assign(g, CANVAS_CLASSES, { canvas });
  return canvas;
}
