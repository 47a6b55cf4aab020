/**
 * The zone graph: named zones with features (cluttered, dim, cramped …) joined by boundaries, each boundary with
 * the cover it gives to someone shooting across it. Distance is the number of boundaries crossed on the shortest
 * path (breadth-first search); zones are undirected and a boundary exists at most once per pair.
 */
import { isCoverStep, type CoverStep } from "../cover";

export interface ZoneSpec {
  id: string;
  name?: string;
  /** Free-form feature keys; a ruleset decides what "cluttered" or "dim" does. */
  features?: readonly string[];
}

export interface BoundarySpec {
  /** The two zones the boundary joins, in either order. */
  between: readonly [string, string];
  /** Cover the boundary gives to targets on either side against attacks across it ("both ways"). */
  cover?: CoverStep;
  features?: readonly string[];
}

export interface Zone {
  readonly id: string;
  readonly name: string;
  readonly features: readonly string[];
}

export interface Boundary {
  readonly between: readonly [string, string];
  readonly cover: CoverStep;
  readonly features: readonly string[];
}

/** Thrown when two zones have no path between them (a distance in a disconnected graph has no meaning). */
export class NoPathError extends RangeError {
  constructor(readonly from: string, readonly to: string) {
    super(`no path between zone "${from}" and zone "${to}": the zone graph is not connected there`);
    this.name = "NoPathError";
  }
}

const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

export class ZoneGraph {
  private readonly zoneById = new Map<string, Zone>();
  private readonly adjacency = new Map<string, string[]>();
  private readonly boundaryByPair = new Map<string, Boundary>();
  private readonly distanceCache = new Map<string, Map<string, number>>();

  constructor(zones: readonly ZoneSpec[], boundaries: readonly BoundarySpec[] = []) {
    for (const z of zones) {
      if (typeof z.id !== "string" || z.id === "") throw new TypeError("every zone needs a non-empty string id");
      if (this.zoneById.has(z.id)) throw new RangeError(`zone "${z.id}" is defined twice`);
      this.zoneById.set(z.id, { id: z.id, name: z.name ?? z.id, features: [...(z.features ?? [])] });
      this.adjacency.set(z.id, []);
    }
    for (const b of boundaries) {
      const [a, c] = b.between;
      this.require(a, "a boundary");
      this.require(c, "a boundary");
      if (a === c) throw new RangeError(`zone "${a}" cannot border itself (self-loop boundary)`);
      if (this.boundaryByPair.has(key(a, c))) throw new RangeError(`the boundary between "${a}" and "${c}" is defined twice`);
      const cover = b.cover ?? "none";
      if (!isCoverStep(cover)) throw new RangeError(`boundary "${a}"–"${c}" has unknown cover "${String(cover)}"`);
      this.boundaryByPair.set(key(a, c), { between: [a, c], cover, features: [...(b.features ?? [])] });
      this.adjacency.get(a)!.push(c);
      this.adjacency.get(c)!.push(a);
    }
  }

  private require(id: string, context = "the query"): Zone {
    const zone = this.zoneById.get(id);
    if (!zone) throw new RangeError(`unknown zone "${id}" in ${context}`);
    return zone;
  }

  get zones(): Zone[] {
    return [...this.zoneById.values()];
  }

  get boundaries(): Boundary[] {
    return [...this.boundaryByPair.values()];
  }

  has(id: string): boolean {
    return this.zoneById.has(id);
  }

  zone(id: string): Zone {
    return this.require(id);
  }

  hasFeature(id: string, feature: string): boolean {
    return this.require(id).features.includes(feature);
  }

  neighbours(id: string): string[] {
    this.require(id);
    return [...this.adjacency.get(id)!];
  }

  adjacent(a: string, b: string): boolean {
    this.require(a);
    this.require(b);
    return this.boundaryByPair.has(key(a, b));
  }

  /** The boundary between two adjacent zones, or null when they do not touch. */
  boundary(a: string, b: string): Boundary | null {
    this.require(a);
    this.require(b);
    return this.boundaryByPair.get(key(a, b)) ?? null;
  }

  /** Cover across the boundary between two adjacent zones ("none" within a zone or between non-adjacent zones). */
  coverBetween(a: string, b: string): CoverStep {
    return this.boundary(a, b)?.cover ?? "none";
  }

  /** Distance from one zone to every zone it can reach (BFS, cached: the graph never changes). */
  distancesFrom(from: string): ReadonlyMap<string, number> {
    this.require(from);
    let dist = this.distanceCache.get(from);
    if (dist) return dist;
    dist = new Map([[from, 0]]);
    const queue = [from];
    for (let head = 0; head < queue.length; head++) {
      const here = queue[head]!;
      const d = dist.get(here)! + 1;
      for (const next of this.adjacency.get(here)!) {
        if (!dist.has(next)) {
          dist.set(next, d);
          queue.push(next);
        }
      }
    }
    this.distanceCache.set(from, dist);
    return dist;
  }

  /** Boundaries crossed on the shortest path from a to b (0 within a zone). */
  distance(a: string, b: string): number {
    this.require(b);
    const d = this.distancesFrom(a).get(b);
    if (d === undefined) throw new NoPathError(a, b);
    return d;
  }

  /** Whether b can be reached from a at all. */
  connected(a: string, b: string): boolean {
    this.require(b);
    return this.distancesFrom(a).has(b);
  }

  /** One shortest path from a to b, both ends included. */
  path(a: string, b: string): string[] {
    const total = this.distance(a, b);
    const fromB = this.distancesFrom(b);
    const path = [a];
    let here = a;
    for (let step = total; step > 0; step--) {
      here = this.adjacency.get(here)!.find((n) => fromB.get(n) === step - 1)!;
      path.push(here);
    }
    return path;
  }

  /** Every zone within `range` boundaries of `from` (including `from`). */
  within(from: string, range: number): string[] {
    if (!Number.isInteger(range) || range < 0) throw new RangeError(`a zone range must be a whole number ≥ 0, got ${range}`);
    const out: string[] = [];
    for (const [id, d] of this.distancesFrom(from)) if (d <= range) out.push(id);
    return out;
  }

  /** Plain data for storage (a Scene flag, a test fixture). */
  toData(): { zones: ZoneSpec[]; boundaries: BoundarySpec[] } {
    return {
      zones: this.zones.map((z) => ({ id: z.id, name: z.name, features: [...z.features] })),
      boundaries: this.boundaries.map((b) => ({ between: [b.between[0], b.between[1]], cover: b.cover, features: [...b.features] })),
    };
  }

  static fromData(data: { zones: readonly ZoneSpec[]; boundaries?: readonly BoundarySpec[] }): ZoneGraph {
    return new ZoneGraph(data.zones, data.boundaries ?? []);
  }
}
