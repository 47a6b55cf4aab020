/**
 * The live board: the scene's zones and which zone each token is in, kept current one change at a time. A token
 * move re-tests that token only; a region change re-tests that region's borders and the tokens it held or now
 * holds. The engine graph is rebuilt lazily from cached border verdicts when zones changed. Pure: the Foundry hooks
 * (board.ts) feed it plain document data.
 *
 * A token is in the zone a GM assigned by hand when that zone exists, else in the zone holding its centre (at its
 * elevation); where zones overlap, the smallest holds it (a room drawn inside a courtyard).
 */
import type { TokenFootprint } from "../engine/areas/membership";
import type { ZoneGraph } from "../engine/zones/graph";
import type { AdjacencyOptions } from "./region-adjacency";
import { regionContains } from "./region-geometry";
import { centreOf, footprintOf, handZoneOf, sideOf, type ContactFlag, type GridSpec, type TokenLike } from "./token-data";
import type { RegionLike } from "./zone-data";
import { BorderCache, graphFrom, zoneRegion, type ManualZones, type ZoneRegion } from "./zone-graph-builder";

export type { ManualZones };

export interface BoardToken {
  id: string;
  footprint: TokenFootprint;
  centre: { x: number; y: number };
  elevation: number;
  /** v14 Scene Levels: its level, or null (v13, or a scene without levels). */
  level: string | null;
  side: string;
  handZone: string | null;
  contact: ContactFlag | null;
  /** The zone it is in, or null when none holds it. */
  zone: string | null;
  /** Its rotation in degrees clockwise (0: as drawn): where a token with a front faces. */
  rotation: number;
}

export class ZoneIndex {
  private readonly zones = new Map<string, ZoneRegion>();
  private readonly tokens = new Map<string, BoardToken>();
  private readonly cache: BorderCache;
  private manual: ManualZones = { zones: [] };
  private graphCache: ZoneGraph | null = null;

  constructor(public grid: GridSpec, opts: AdjacencyOptions = {}) {
    this.cache = new BorderCache(opts);
  }

  /** Load a whole scene. */
  load(regions: readonly RegionLike[], tokens: readonly TokenLike[], manual?: ManualZones): void {
    this.zones.clear();
    this.tokens.clear();
    this.manual = manual ?? { zones: [] };
    const list: ZoneRegion[] = [];
    for (const r of regions) {
      const z = zoneRegion(r);
      if (!z) continue;
      this.cache.update(z, list);
      this.zones.set(z.id, z);
      list.push(z);
    }
    this.graphCache = null;
    for (const t of tokens) this.upsertToken(t);
  }

  /** The engine graph (map zones, then manual zones), rebuilt only after zones changed. */
  get graph(): ZoneGraph {
    this.graphCache ??= graphFrom([...this.zones.values()], this.cache, this.manual);
    return this.graphCache;
  }

  setManual(manual: ManualZones): void {
    this.manual = manual;
    this.graphCache = null;
    for (const t of this.tokens.values()) if (t.handZone !== null) t.zone = this.locate(t);
  }

  zoneRegions(): ZoneRegion[] {
    return [...this.zones.values()];
  }

  /** A region was created or changed: re-test its borders, and the tokens it held or may now hold. */
  upsertRegion(region: RegionLike): void {
    const before = this.zones.get(region.id);
    const z = zoneRegion(region);
    if (!z) return this.removeRegion(region.id);
    this.zones.set(z.id, z);
    this.cache.update(z, this.zones.values());
    this.graphCache = null;
    this.relocateAround(z.id, [before?.geometry.bounds, z.geometry.bounds]);
  }

  removeRegion(id: string): void {
    const before = this.zones.get(id);
    if (!before) return;
    this.zones.delete(id);
    this.cache.forget(id);
    this.graphCache = null;
    this.relocateAround(id, [before.geometry.bounds]);
  }

  /** A token was created or moved (or resized, or its flags changed): re-test it alone. Returns its zone. */
  upsertToken(token: TokenLike): string | null {
    const t = this.preview(token);
    this.tokens.set(t.id, t);
    return t.zone;
  }

  /** Where a token would stand with this data, without recording it (a move being planned). */
  preview(token: TokenLike): BoardToken {
    const t: BoardToken = {
      id: token.id,
      footprint: footprintOf(token, this.grid),
      centre: centreOf(token, this.grid),
      elevation: token.elevation ?? 0,
      level: token.level ?? null,
      side: sideOf(token),
      handZone: handZoneOf(token),
      contact: token.flags?.fray?.contact ?? null,
      zone: null,
      rotation: token.rotation ?? 0,
    };
    t.zone = this.locate(t);
    return t;
  }

  removeToken(id: string): void {
    this.tokens.delete(id);
  }

  token(id: string): BoardToken | undefined {
    return this.tokens.get(id);
  }

  allTokens(): BoardToken[] {
    return [...this.tokens.values()];
  }

  zoneOf(tokenId: string): string | null {
    return this.tokens.get(tokenId)?.zone ?? null;
  }

  /** Tokens in a zone. */
  occupants(zone: string): BoardToken[] {
    return this.allTokens().filter((t) => t.zone === zone);
  }

  /** The zone holding a scene point (map zones only; on `level` when given), smallest first where they overlap. */
  zoneAt(x: number, y: number, elevation?: number, level?: string | null): string | null {
    let best: ZoneRegion | null = null;
    for (const z of this.zones.values()) {
      if (!regionContains(z.geometry, x, y, elevation, level)) continue;
      if (!best || z.geometry.area < best.geometry.area || (z.geometry.area === best.geometry.area && z.id < best.id)) best = z;
    }
    return best?.id ?? null;
  }

  private locate(t: BoardToken): string | null {
    if (t.handZone !== null && (this.zones.has(t.handZone) || this.manual.zones.some((z) => z.id === t.handZone))) return t.handZone;
    return this.zoneAt(t.centre.x, t.centre.y, t.elevation, t.level);
  }

  private relocateAround(zoneId: string, boxes: ReadonlyArray<readonly [number, number, number, number] | undefined>): void {
    for (const t of this.tokens.values()) {
      const { x, y } = t.centre;
      const near = boxes.some((b) => b !== undefined && x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3]);
      if (near || t.zone === zoneId || t.handZone === zoneId) t.zone = this.locate(t);
    }
  }
}
