/**
 * Where areas live in each generation, and what v14 adds to Scene Regions (installRegions, called by index.ts after
 * installCanvas). Sources, per behaviour:
 * - v13: areas are MeasuredTemplates embedded in the Scene (API v13 MeasuredTemplateDocument: `t`, `x`, `y`,
 *   `distance`, `direction`, `angle`, `width`, `author`, `fillColor`); the create/updateMeasuredTemplate hooks fire.
 *   GUESS: only GMs create Regions in v13 (v14's REGION_CREATE permission, foundryvtt/foundryvtt#13270, is new).
 * - v14 folds templates into Regions: the v14 API lists no MeasuredTemplate placeable
 *   (https://foundryvtt.com/api/v14/modules/foundry.canvas.placeables.html) and the template hooks stop firing
 *   (Foundryborne/daggerheart#1605, Feu-Secret/Tokenmagic#311). The double has no MeasuredTemplate in v14, so any
 *   use of one there fails loudly (core keeps a shim).
 * - v14 RegionData (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html): `levels`
 *   (Scene Levels, foundryvtt#14299), `color`, `displayMeasurements`, `highlightMode`, `visibility`, `ownership`.
 *   Players may create a Region (REGION_CREATE defaults to Player) but never one with behaviours (#13270;
 *   Foundryborne/daggerheart#1855). GUESS: the creating player owns it.
 * - v14 shape models expose `polygons` (PolygonShapeData page). GUESS: the double computes them for rectangles and
 *   polygons only; other shapes give none.
 * - `canvas.regions.placeRegion(data, {create, onMove, …})` (RegionLayer page; RegionPlacementOptions page): the
 *   user moves a preview and confirms or cancels. The test plays the user: `placements` holds the points the user
 *   moves the first shape's origin to (the last is where they confirm), or null for a cancel; empty: confirm as
 *   given. `onMove` sees the unsaved document at each point. With `create` the Region is created as the acting user.
 * - `canvas.level` (v14): the viewed level, GUESS `{id}` only.
 * - Targets: `Token#setTarget(targeted, {releaseOthers})` and `User#targets` (API Token, User pages): the canvas's
 *   token layer gets `get(id)` and `placeables` for the viewed scene.
 */
import { Document, type Operation } from "./document";
import { ArrayField, BooleanField, DocumentIdField, NumberField, ObjectField, StringField } from "./fields";
import { RegionDocument, Scene, type CanvasDouble } from "./canvas";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./ownership";
import { DOUBLE } from "./state";
import { deepClone } from "./utils";
import { world, type UserLike } from "./world";

type Rec = Record<string, unknown>;

export class MeasuredTemplateDocument extends Document {
  static override documentName = "MeasuredTemplate";
  declare t: string;
  declare x: number;
  declare y: number;
  declare distance: number;
  declare direction: number;
  declare angle: number;
  declare width: number;
  static override defineSchema() {
    const n = (initial: number) => new NumberField({ required: true, nullable: false, initial });
    return {
      _id: new DocumentIdField(),
      author: new DocumentIdField(),
      t: new StringField({ required: true, blank: false, initial: "circle", choices: ["circle", "cone", "rect", "ray"] }),
      x: n(0),
      y: n(0),
      distance: n(1),
      direction: n(0),
      angle: n(0),
      width: n(0),
      fillColor: new StringField({ nullable: true, initial: null }),
      flags: new ObjectField(),
    };
  }
  /** GUESS: a template's author owns it (core gives a template's author its permissions); players place templates. */
  override getUserLevel(user: UserLike = world().user()): number {
    return user.id !== null && this._source["author"] === user.id ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : super.getUserLevel(user);
  }
  override canUserModify(user: UserLike, action: "create" | "update" | "delete"): boolean {
    return user.isGM || action === "create" || this._source["author"] === user.id;
  }
}

/** A v14 shape model's `polygons` (rectangles and polygons only, see above). */
function polygonsOf(shape: Rec): { points: number[] }[] | undefined {
  const n = (k: string) => Number(shape[k] ?? 0);
  if (shape["type"] === "polygon" && Array.isArray(shape["points"])) return [{ points: [...(shape["points"] as number[])] }];
  if (shape["type"] === "rectangle" && !n("rotation")) {
    const [x, y, w, h] = [n("x"), n("y"), n("width"), n("height")];
    return [{ points: [x, y, x + w, y, x + w, y + h, x, y + h] }];
  }
  return undefined;
}

/** The v14 Region: the v13 fields plus levels, display and ownership, and who may create it. */
export class RegionDocumentV14 extends RegionDocument {
  static override defineSchema() {
    return {
      ...super.defineSchema(),
      color: new StringField({ nullable: true, initial: null }),
      levels: new ArrayField(new StringField({ blank: false })),
      displayMeasurements: new BooleanField(),
      highlightMode: new StringField({ initial: "shapes", choices: ["shapes", "coverage"] }),
      visibility: new NumberField({ integer: true, initial: 0 }),
      ownership: new ObjectField({ initial: () => ({ default: DOCUMENT_OWNERSHIP_LEVELS.NONE }) }),
    };
  }
  override _initialize(): void {
    super._initialize();
    const shapes = (this._source["shapes"] as Rec[] | undefined) ?? [];
    Object.defineProperty(this, "shapes", { configurable: true, enumerable: true, value: shapes.map((s) => ({ ...deepClone(s), polygons: polygonsOf(s) })) });
  }
  override canUserModify(user: UserLike, action: "create" | "update" | "delete"): boolean {
    if (user.isGM) return true;
    if (action === "create") return ((this._source["behaviors"] as unknown[] | undefined) ?? []).length === 0 && (this.getEmbeddedCollection("RegionBehavior").size ?? 0) === 0;
    return super.canUserModify(user, action);
  }
  static override async createDocuments(data: Rec[] = [], operation: Operation = {}): Promise<Document[]> {
    const user = world().user();
    const owned = user.isGM || !user.id ? data : data.map((d) => ({ ...d, ownership: { default: DOCUMENT_OWNERSHIP_LEVELS.NONE, [user.id!]: DOCUMENT_OWNERSHIP_LEVELS.OWNER } }));
    return super.createDocuments(owned, operation);
  }
}

/** The v13 Region: only GMs create it. */
export class RegionDocumentV13 extends RegionDocument {
  override canUserModify(user: UserLike, action: "create" | "update" | "delete"): boolean {
    return user.isGM || (action !== "create" && super.canUserModify(user, action));
  }
}

export interface Placement {
  /** Points the user moves the first shape's origin to, the last one confirmed; null: the user cancels. */
  placements: ({ x: number; y: number } | null)[];
  /** Every preview the layer showed (the unsaved document's source), in order. */
  previews: Rec[];
}

class RegionLayer {
  constructor(
    private readonly canvas: CanvasDouble,
    private readonly placement: Placement,
  ) {}
  async placeRegion(data: Rec, options: { create?: boolean; onMove?: (e: { document: unknown }) => void; preConfirm?: (e: { document: unknown }) => unknown } = {}): Promise<unknown> {
    const scene = this.canvas.scene;
    if (!scene) throw new Error("placeRegion: no scene is viewed");
    const cls = (world().config["Region"] as Rec)["documentClass"] as typeof RegionDocumentV14;
    let source = deepClone(data);
    const show = () => {
      const doc = new cls(deepClone(source), { parent: scene });
      this.placement.previews.push(doc.toObject());
      options.onMove?.({ document: doc });
      return doc;
    };
    let doc = show();
    const points = this.placement.placements.splice(0);
    for (const point of points) {
      if (point === null) return null;
      const shapes = (source["shapes"] as Rec[]) ?? [];
      const dx = point.x - Number(shapes[0]?.["x"] ?? 0);
      const dy = point.y - Number(shapes[0]?.["y"] ?? 0);
      source = { ...source, shapes: shapes.map((s) => ({ ...s, x: Number(s["x"] ?? 0) + dx, y: Number(s["y"] ?? 0) + dy })) };
      doc = show();
    }
    if ((await options.preConfirm?.({ document: doc })) === false) return null;
    if (options.create === false) return doc;
    const [created] = await scene.createEmbeddedDocuments("Region", [source]);
    return created ?? null;
  }
}

/** A token on the viewed scene as its placeable: targeting (API Token#setTarget, User#targets). */
function placeable(token: Document) {
  const user = () => world().user() as unknown as { targets: Set<unknown> };
  const self = {
    id: token.id,
    document: token,
    get actor() {
      return (token as unknown as { actor: unknown }).actor;
    },
    get isTargeted() {
      return user().targets.has(self);
    },
    setTarget(targeted = true, opts: { releaseOthers?: boolean } = {}) {
      const targets = user().targets;
      if (opts.releaseOthers !== false && targeted) targets.clear();
      if (targeted) targets.add(self);
      else targets.delete(self);
    },
  };
  return self;
}

export interface RegionsHandle extends Placement {
  /** v14: the viewed level (canvas.level). */
  setLevel(levelId: string | null): void;
}

export function installRegions(g: Rec, config: Rec, canvas: CanvasDouble): RegionsHandle {
  const placement: Placement = { placements: [], previews: [] };
  const v14 = DOUBLE.generation >= 14;
  const embedded = Scene.embedded as Record<string, string>;
  const region = v14 ? RegionDocumentV14 : RegionDocumentV13;
  (config["Region"] as Rec)["documentClass"] = region;
  Object.assign(g, { RegionDocument: region });
  ((g["foundry"] as Rec)["documents"] as Rec)["RegionDocument"] = region;
  if (v14) {
    delete embedded["MeasuredTemplate"];
    delete config["MeasuredTemplate"];
    Object.assign(canvas, { regions: new RegionLayer(canvas, placement), level: null });
  } else {
    embedded["MeasuredTemplate"] = "templates";
    config["MeasuredTemplate"] = { documentClass: MeasuredTemplateDocument, dataModels: {}, defaults: { angle: 53.13, width: 1 } };
    Object.assign(canvas, { regions: {} });
    delete (canvas as unknown as Rec)["level"];
  }
  // Placeables by token id on the viewed scene, shared so a target stays the same object.
  const cache = new Map<string, ReturnType<typeof placeable>>();
  const of = (t: Document) => {
    let p = cache.get(t.id!);
    if (!p || p.document !== t) cache.set(t.id!, (p = placeable(t)));
    return p;
  };
  const viewedTokens = () => ((canvas.scene as unknown as { tokens?: { contents: Document[] } } | null)?.tokens?.contents ?? []);
  Object.defineProperty(canvas.tokens, "placeables", { configurable: true, enumerable: true, get: () => viewedTokens().map(of) });
  Object.defineProperty(canvas.tokens, "get", {
    configurable: true,
    value: (tokenId: string) => {
      const t = viewedTokens().find((d) => d.id === tokenId);
      return t ? of(t) : undefined;
    },
  });
  return {
    get placements() {
      return placement.placements;
    },
    get previews() {
      return placement.previews;
    },
    setLevel: (levelId) => Object.assign(canvas, { level: levelId ? { id: levelId } : null }),
  };
}
