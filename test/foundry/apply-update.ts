/**
 * How Foundry applies an update's changes to a document's source, in plain data: dotted keys are expanded,
 * objects merge recursively (or replace at the top level with `recursive: false`), `==key` replaces a value
 * whole and `-=key` deletes it (v13 operators). Tests use it to check what an update leaves behind.
 */
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function expand(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const parts = key.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (!isRecord(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    const last = parts.at(-1)!;
    node[last] = isRecord(value) ? expand(value) : value;
  }
  return out;
}

function merge(target: Record<string, unknown>, changes: Record<string, unknown>, recursive: boolean): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      delete target[key.slice(2)];
    } else if (key.startsWith("==")) {
      target[key.slice(2)] = structuredClone(value);
    } else if (recursive && isRecord(value) && isRecord(target[key])) {
      merge(target[key] as Record<string, unknown>, value, true);
    } else {
      target[key] = structuredClone(value);
    }
  }
}

/** The source after `changes` are applied (the source itself is not touched). */
export function applyUpdate(
  source: Record<string, unknown>,
  changes: Record<string, unknown>,
  options: { recursive?: boolean } = {},
): Record<string, unknown> {
  const out = structuredClone(source);
  merge(out, expand(changes), options.recursive ?? true);
  return out;
}
