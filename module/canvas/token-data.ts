/**
 * A TokenDocument as plain data, and what the board needs of it: its footprint in pixels, its centre, its side,
 * and a zone assigned by hand (the `fray.zone` flag), which takes precedence over the map.
 */
import type { TokenFootprint } from "../engine/areas/membership";

export interface GridSpec {
  /** Pixels per grid space (a hex grid: across the hex from flat side to flat side). */
  size: number;
  /** Scene units (metres in Fray) per grid space. */
  distance: number;
  /**
   * How diagonals count on a square grid (CONST.GRID_DIAGONALS names); default equidistant. "alternating" is
   * 1, 2, 1, … (ALTERNATING_1), "alternating2" is 2, 1, 2, … (ALTERNATING_2), "illegal" forbids diagonal steps.
   */
  diagonals?: "equidistant" | "exact" | "approximate" | "rectilinear" | "alternating" | "alternating2" | "illegal";
  /** The grid's shape (CONST.GRID_TYPES): square (default), pointy-topped hex rows, flat-topped hex columns, none. */
  shape?: GridShape;
}

export type GridShape = "square" | "hex-rows" | "hex-columns" | "gridless";

/** tactica contact as stored on a token: its contact group label (same label, same zone = bases touching) and close-combat opponents. */
export interface ContactFlag {
  group?: string;
  close?: string[];
}

export interface TokenLike {
  id: string;
  /** Top-left corner, pixels. */
  x: number;
  y: number;
  /** Grid squares. */
  width: number;
  height: number;
  elevation?: number;
  /** v14 Scene Levels: the level the token stands on (absent in v13). */
  level?: string;
  /** CONST.TOKEN_DISPOSITIONS: 1 friendly, 0 neutral, −1 hostile, −2 secret. */
  disposition?: number;
  /** TokenDocument#rotation: degrees clockwise (0: the token's image as drawn); absent: 0. */
  rotation?: number;
  flags?: { fray?: { zone?: string | null; contact?: ContactFlag | null } };
}

export function footprintOf(token: TokenLike, grid: GridSpec): TokenFootprint {
  return { id: token.id, x: token.x, y: token.y, width: token.width * grid.size, height: token.height * grid.size };
}

export function centreOf(token: TokenLike, grid: GridSpec): { x: number; y: number } {
  return { x: token.x + (token.width * grid.size) / 2, y: token.y + (token.height * grid.size) / 2 };
}

/** The side a token fights on: its disposition (tokens of different dispositions are enemies). */
export function sideOf(token: TokenLike): string {
  return String(token.disposition ?? 0);
}

/** The zone a GM assigned by hand, or null. */
export function handZoneOf(token: TokenLike): string | null {
  const z = token.flags?.fray?.zone;
  return typeof z === "string" && z !== "" ? z : null;
}

/** Two footprints touch or overlap (less than half a square apart): arm's length on the grid. */
export function footprintsTouch(a: TokenFootprint, b: TokenFootprint, grid: GridSpec): boolean {
  const gapX = Math.max(a.x - (b.x + b.width), b.x - (a.x + a.width), 0);
  const gapY = Math.max(a.y - (b.y + b.height), b.y - (a.y + a.height), 0);
  return Math.max(gapX, gapY) < grid.size / 2;
}
