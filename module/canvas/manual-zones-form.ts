/**
 * The GM's "Zones without a map" form (pure): the scene's hand-made zones as text, one zone a line, its links after
 * a colon ("Yard: Gate, Keep"), and the text read back into the scene flag the board reads (`flags.fray.zones`).
 * A zone kept by name keeps its id and features, and a link kept keeps its cover and features, so saving the text
 * unchanged changes nothing. A link to a zone no line names is refused, naming it; nothing is saved then.
 */
import type { BoundarySpec, ZoneSpec } from "../engine/zones/graph";
import type { BoardNote } from "./board-rules";
import type { ManualZones } from "./zone-graph-builder";

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** The stored zones as the form's text: each zone's line names the links not already on an earlier line. */
export function manualZonesText(stored: ManualZones): string {
  const name = new Map(stored.zones.map((z) => [z.id, z.name ?? z.id]));
  const written = new Set<string>();
  return stored.zones
    .map((z) => {
      const links = (stored.boundaries ?? [])
        .filter((b) => b.between.includes(z.id))
        .map((b) => (b.between[0] === z.id ? b.between[1] : b.between[0]))
        .filter((other) => name.has(other) && !written.has(pairKey(z.id, other)));
      for (const other of links) written.add(pairKey(z.id, other));
      const line = z.name ?? z.id;
      return links.length ? `${line}: ${links.map((o) => name.get(o)).join(", ")}` : line;
    })
    .join("\n");
}

/** A new zone's id from its name: lower case letters and digits joined by "-", made unique. */
function idFor(name: string, taken: Set<string>): string {
  const base = name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "zone";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The text read back into the scene's zones, or a refusal naming what is wrong. */
export function readManualZones(text: string, stored: ManualZones): { zones: ManualZones } | { refusal: BoardNote } {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  const parsed = lines.map((l) => {
    const at = l.indexOf(":");
    const name = (at < 0 ? l : l.slice(0, at)).trim();
    const links = at < 0 ? [] : l.slice(at + 1).split(",").map((s) => s.trim()).filter((s) => s !== "");
    return { name, links };
  });
  const seen = new Set<string>();
  for (const p of parsed) {
    if (p.name === "") return { refusal: { key: "FRAY.Board.ManualZones.NoName" } };
    if (seen.has(p.name)) return { refusal: { key: "FRAY.Board.ManualZones.Twice", data: { zone: p.name } } };
    seen.add(p.name);
  }
  const byName = new Map(stored.zones.map((z) => [z.name ?? z.id, z]));
  const taken = new Set(stored.zones.map((z) => z.id));
  const zones: ZoneSpec[] = parsed.map((p) => byName.get(p.name) ?? { id: idFor(p.name, taken), name: p.name });
  const idOf = new Map(zones.map((z, i) => [parsed[i]!.name, z.id]));
  const old = new Map((stored.boundaries ?? []).map((b) => [pairKey(b.between[0], b.between[1]), b]));
  const boundaries = new Map<string, BoundarySpec>();
  for (const [i, p] of parsed.entries()) {
    for (const link of p.links) {
      const other = idOf.get(link);
      if (other === undefined) return { refusal: { key: "FRAY.Board.ManualZones.Unknown", data: { zone: p.name, link } } };
      const a = zones[i]!.id;
      if (other === a) continue;
      const key = pairKey(a, other);
      if (!boundaries.has(key)) boundaries.set(key, old.get(key) ?? { between: [a, other] });
    }
  }
  return { zones: { zones, boundaries: [...boundaries.values()] } };
}
