/**
 * One interface for whatever marks an area on the board. v13 measured templates implement it today
 * (template-area.ts); a v14 Region-backed area is one more implementation of the same two functions.
 */
import type { AreaShape } from "../engine/areas/shapes";
import type { MembershipMode, TokenFootprint } from "../engine/areas/membership";
import type { GridSpec } from "./token-data";

export interface AreaSource<Data> {
  /** The area as an engine shape in scene pixels. */
  shape(data: Data, grid: GridSpec, opts?: { flatCones?: boolean }): AreaShape;
  /** The same area moved by (dx, dy) pixels, as new document data (a scattered miss). */
  moved(data: Data, dx: number, dy: number): Data;
  /** Ids of the tokens in the area, by the engine's membership test. */
  targets(data: Data, grid: GridSpec, tokens: readonly TokenFootprint[], mode: MembershipMode, opts?: { flatCones?: boolean }): string[];
}
