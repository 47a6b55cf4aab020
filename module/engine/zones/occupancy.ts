/**
 * Who is in which zone, and how they stand inside it. Every token in a zone belongs to exactly one contact group
 * (a cluster of bases touching; one token alone is a group of one). Several groups can share a zone without
 * touching each other. A token's contact status (tactica):
 * - Alone: its group holds no enemy (friends standing together are still Alone);
 * - InContact: its group holds at least one enemy (a melee);
 * - InClose: it is in close combat with at least one enemy of its group (which also means InContact).
 * Sides decide who is an enemy: tokens on different sides are enemies.
 */
import type { ZoneGraph } from "./graph";

export type ContactStatus = "Alone" | "InContact" | "InClose";

export interface TokenPlacement {
  zone: string;
  side: string;
  /** Contact group id, unique across the whole battlefield. */
  group: number;
}

export interface OccupancyData {
  tokens: Record<string, TokenPlacement>;
  /** Pairs of tokens in close combat. */
  close: Array<[string, string]>;
}

export interface ContactGroup {
  zone: string;
  members: string[];
  status: "Alone" | "InContact";
}

export class Occupancy {
  private readonly tokens = new Map<string, TokenPlacement>();
  private readonly closePairs = new Map<string, Set<string>>();
  private nextGroup = 1;

  constructor(readonly graph: ZoneGraph, data?: OccupancyData) {
    if (!data) return;
    for (const [id, p] of Object.entries(data.tokens)) {
      if (typeof p.side !== "string") throw new TypeError(`token "${id}" has no side in the stored occupancy`);
      if (!Number.isInteger(p.group) || p.group < 1) throw new RangeError(`token "${id}" has an invalid contact group ${p.group}`);
      this.graph.zone(p.zone);
      this.tokens.set(id, { zone: p.zone, side: p.side, group: p.group });
      this.nextGroup = Math.max(this.nextGroup, p.group + 1);
    }
    for (const members of this.groupMap().values()) {
      const zones = new Set(members.map((m) => this.tokens.get(m)!.zone));
      if (zones.size > 1) throw new RangeError(`contact group of ${members.join(", ")} spans several zones`);
    }
    for (const [a, b] of data.close) this.closeCombat(a, b);
  }

  private get(token: string): TokenPlacement {
    const p = this.tokens.get(token);
    if (!p) throw new RangeError(`token "${token}" is not in any zone`);
    return p;
  }

  has(token: string): boolean {
    return this.tokens.has(token);
  }

  zoneOf(token: string): string {
    return this.get(token).zone;
  }

  sideOf(token: string): string {
    return this.get(token).side;
  }

  /** Tokens in a zone, in placement order. */
  occupants(zone: string): string[] {
    this.graph.zone(zone);
    const out: string[] = [];
    for (const [id, p] of this.tokens) if (p.zone === zone) out.push(id);
    return out;
  }

  /** Zone distance between two tokens. */
  distanceBetween(a: string, b: string): number {
    return this.graph.distance(this.zoneOf(a), this.zoneOf(b));
  }

  /**
   * Put a token into a zone (entering the battle or moving). It arrives Alone in a group of its own, unless it
   * arrives in contact with `joining` (a charge), whose group it joins.
   */
  place(token: string, zone: string, opts: { side?: string; joining?: string } = {}): void {
    this.graph.zone(zone);
    const side = opts.side ?? this.tokens.get(token)?.side;
    if (side === undefined) throw new TypeError(`token "${token}" enters the battlefield without a side`);
    if (opts.joining !== undefined) {
      if (opts.joining === token) throw new RangeError(`token "${token}" cannot join its own group`);
      if (this.zoneOf(opts.joining) !== zone) throw new RangeError(`token "${opts.joining}" is not in zone "${zone}"`);
    }
    this.leaveGroup(token);
    const group = opts.joining !== undefined ? this.get(opts.joining).group : this.nextGroup++;
    this.tokens.set(token, { zone, side, group });
  }

  remove(token: string): void {
    this.get(token);
    this.leaveGroup(token);
    this.tokens.delete(token);
  }

  /** Move into base contact with another token in the same zone: join its group (leaving the old one). */
  engage(token: string, other: string): void {
    if (token === other) throw new RangeError(`token "${token}" cannot engage itself`);
    const p = this.get(token);
    const q = this.get(other);
    if (p.zone !== q.zone) throw new RangeError(`"${token}" (zone "${p.zone}") and "${other}" (zone "${q.zone}") are in different zones`);
    if (p.group === q.group) return;
    this.leaveGroup(token);
    p.group = q.group;
  }

  /** Step away from the group (Withdraw / Move): Alone in a group of one, in the same zone. */
  standAlone(token: string): void {
    const p = this.get(token);
    this.leaveGroup(token);
    p.group = this.nextGroup++;
  }

  /** Start close combat between two enemies of the same group. */
  closeCombat(a: string, b: string): void {
    const p = this.get(a);
    const q = this.get(b);
    if (a === b) throw new RangeError(`token "${a}" cannot be in close combat with itself`);
    if (p.group !== q.group) throw new RangeError(`"${a}" and "${b}" must be in the same contact group to close in`);
    if (p.side === q.side) throw new RangeError(`"${a}" and "${b}" are on the same side and cannot fight in close combat`);
    this.pairSet(a).add(b);
    this.pairSet(b).add(a);
  }

  /** End close combat between a and b, or every close combat of a when b is omitted. */
  breakClose(a: string, b?: string): void {
    this.get(a);
    const set = this.closePairs.get(a);
    if (!set) return;
    for (const other of b === undefined ? [...set] : [b]) {
      set.delete(other);
      this.closePairs.get(other)?.delete(a);
    }
  }

  /** Members of a token's contact group, itself included. */
  groupOf(token: string): string[] {
    const g = this.get(token).group;
    const out: string[] = [];
    for (const [id, p] of this.tokens) if (p.group === g) out.push(id);
    return out;
  }

  /** Whether two tokens stand in the same contact group (bases touching, directly or through the melee). */
  inContact(a: string, b: string): boolean {
    return a !== b && this.get(a).group === this.get(b).group;
  }

  /** Enemies in the token's contact group (frozen-lands: one Mobility success needed per enemy close to you). */
  enemiesInContact(token: string): string[] {
    const side = this.get(token).side;
    return this.groupOf(token).filter((id) => this.tokens.get(id)!.side !== side);
  }

  /** Opponents the token is in close combat with. */
  closeOpponents(token: string): string[] {
    this.get(token);
    return [...(this.closePairs.get(token) ?? [])];
  }

  status(token: string): ContactStatus {
    if ((this.closePairs.get(token)?.size ?? 0) > 0) return "InClose";
    return this.enemiesInContact(token).length > 0 ? "InContact" : "Alone";
  }

  /** The contact groups of a zone; groups of several friends and no enemy are Alone. */
  groups(zone: string): ContactGroup[] {
    this.graph.zone(zone);
    const out: ContactGroup[] = [];
    for (const members of this.groupMap().values()) {
      const first = this.tokens.get(members[0]!)!;
      if (first.zone !== zone) continue;
      const enemies = members.some((m) => this.tokens.get(m)!.side !== first.side);
      out.push({ zone, members, status: enemies ? "InContact" : "Alone" });
    }
    return out;
  }

  toData(): OccupancyData {
    const tokens: Record<string, TokenPlacement> = {};
    for (const [id, p] of this.tokens) tokens[id] = { ...p };
    const close: Array<[string, string]> = [];
    for (const [a, set] of this.closePairs) for (const b of set) if (a < b) close.push([a, b]);
    return { tokens, close };
  }

  private groupMap(): Map<number, string[]> {
    const groups = new Map<number, string[]>();
    for (const [id, p] of this.tokens) {
      const list = groups.get(p.group);
      if (list) list.push(id);
      else groups.set(p.group, [id]);
    }
    return groups;
  }

  private pairSet(token: string): Set<string> {
    let set = this.closePairs.get(token);
    if (!set) this.closePairs.set(token, (set = new Set()));
    return set;
  }

  /** Leaving a group ends the token's close combats (close combat only exists inside a group). */
  private leaveGroup(token: string): void {
    if (this.tokens.has(token)) this.breakClose(token);
  }
}
