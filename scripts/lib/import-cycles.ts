/**
 * Import cycles in module/, counting what ESLint's import-x/no-cycle skips: `import type`, `export type … from` and
 * `import("…")` types. A cycle through types alone still ties the modules together for a reader (and one value
 * import later makes it a load-order bug), so none is allowed. Reads the TypeScript import graph with the compiler's
 * own pre-processor; relative imports only (packages cannot import us back).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Each module (path relative to the root, "/"-separated) and the modules it imports. */
export type ImportGraph = Map<string, string[]>;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

/** The import graph of every .ts file under `root/dir`. */
export function importGraph(root: string, dir = "module"): ImportGraph {
  const files = walk(path.join(root, dir));
  const known = new Set(files);
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const resolve = (from: string, spec: string): string | null => {
    if (!spec.startsWith(".")) return null;
    const base = path.resolve(path.dirname(from), spec);
    const found = [base, `${base}.ts`, path.join(base, "index.ts"), base.replace(/\.js$/, ".ts")].find((c) => known.has(c));
    return found ?? null;
  };
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(rel(file), [...new Set(targets.map(rel))].sort());
  }
  return graph;
}

/** One cycle: the modules that reach each other (sorted), and one loop through them to show how. */
export interface ImportCycle {
  modules: string[];
  loop: string[];
}

/** Strongly connected components of more than one module, or a module that imports itself (Tarjan). */
export function findCycles(graph: ImportGraph): ImportCycle[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: ImportCycle[] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const members: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      members.push(w);
    } while (w !== v);
    if (members.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push({ modules: members.sort(), loop: loopThrough(graph, new Set(members)) });
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a.modules[0]!.localeCompare(b.modules[0]!));
}

/** The shortest loop from the component's first module back to itself, inside the component. */
function loopThrough(graph: ImportGraph, members: Set<string>): string[] {
  const start = [...members].sort()[0]!;
  const prev = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const loop = [start];
        for (let c = v; c !== start; c = prev.get(c)!) loop.splice(1, 0, c);
        return [...loop, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** One line per cycle: how many modules, and one loop through them. */
export function describeCycle(cycle: ImportCycle): string {
  return `import cycle of ${cycle.modules.length} module${cycle.modules.length === 1 ? "" : "s"} (type imports count): ${cycle.loop.join(" → ")}`;
}
