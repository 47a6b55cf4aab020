/**
 * The engine's occupancy from the board: each token in its zone on its side, tokens of one zone that share a
 * contact-group label standing in one group (bases touching), and close-combat pairs from the tokens' flags. Tokens
 * outside every zone are left out. Pure adapter; the engine decides Alone / InContact / InClose.
 */
import type { ZoneGraph } from "../engine/zones/graph";
import { Occupancy } from "../engine/zones/occupancy";
import type { BoardToken } from "./zone-index";

export function occupancyFrom(graph: ZoneGraph, tokens: readonly BoardToken[]): Occupancy {
  const occ = new Occupancy(graph);
  const firstOfGroup = new Map<string, string>();
  for (const t of tokens) {
    if (t.zone === null || !graph.has(t.zone)) continue;
    const label = t.contact?.group;
    const key = label ? `${t.zone}\u0000${label}` : null;
    const joining = key ? firstOfGroup.get(key) : undefined;
    occ.place(t.id, t.zone, joining !== undefined ? { side: t.side, joining } : { side: t.side });
    if (key && joining === undefined) firstOfGroup.set(key, t.id);
  }
  for (const t of tokens) {
    if (!occ.has(t.id)) continue;
    for (const other of t.contact?.close ?? []) {
      if (!occ.has(other) || !occ.inContact(t.id, other) || occ.sideOf(t.id) === occ.sideOf(other)) continue;
      if (!occ.closeOpponents(t.id).includes(other)) occ.closeCombat(t.id, other);
    }
  }
  return occ;
}
