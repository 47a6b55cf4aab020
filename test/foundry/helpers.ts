/** Small helpers for the Foundry-layer tests (plain data only). */

/** Set a dot path in a nested object (what Foundry's update does with flattened form data). */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== "object" || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}
