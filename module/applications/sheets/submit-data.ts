/**
 * The sheets' `_processFormData`, Foundry-free. Foundry's form handling posts a list of objects as an object keyed
 * by index (`system.x.skills.0.name` → `{skills: {"0": {name}}}`), and an update with it replaces the whole stored
 * list with rows built from the posted keys alone (foundry-traps.md #5; dnd5e and Draw Steel rebuild such lists
 * in `_processFormData`). Here each such object becomes a list again, every posted row laid over its stored row,
 * so a key the form does not post (a disabled input, a column shown as text) keeps its stored value.
 */
type Rec = Record<string, unknown>;

function isRecord(v: unknown): v is Rec {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** `{"0": …, "1": …}`: every key a whole number (what expandObject makes of `list.N.key` names). */
function indexKeys(v: Rec): number[] | null {
  const keys = Object.keys(v);
  if (keys.length === 0 || !keys.every((k) => /^(0|[1-9]\d*)$/.test(k))) return null;
  return keys.map(Number);
}

function rows(posted: Rec, indices: number[], stored: readonly unknown[]): unknown[] {
  const length = Math.max(stored.length, ...indices.map((i) => i + 1));
  return Array.from({ length }, (_v, i) => {
    const row = posted[String(i)];
    const before = stored[i];
    if (row === undefined) return before;
    return isRecord(row) && isRecord(before) ? rebuildPostedArrays(row, before) : row;
  });
}

/** Every leaf posted empty: a blank text, a cleared number (null) or an unticked box. */
function allBlank(v: Rec): boolean {
  return Object.values(v).every((x) => x === null || x === "" || x === false || (isRecord(x) && allBlank(x)));
}

/**
 * `posted` (expanded form data) with every index-keyed object whose stored value is a list turned back into the
 * whole list, posted rows over stored rows, and blank optional objects the source lacks left out. Everything else
 * is returned as posted; `stored` is never changed.
 */
export function rebuildPostedArrays(posted: object, stored: unknown): Rec {
  const src = isRecord(stored) ? stored : {};
  const out: Rec = {};
  for (const [key, value] of Object.entries(posted)) {
    const before = Object.hasOwn(src, key) ? src[key] : undefined;
    const indices = isRecord(value) ? indexKeys(value) : null;
    // An optional object the document lacks or holds as null (a poison with no escalation) is shown as blank inputs;
    // posted blank, it stays as it is rather than being created with repaired defaults.
    if ((before === undefined || before === null) && isRecord(value) && allBlank(value)) continue;
    let next: unknown = value;
    if (Array.isArray(before) && isRecord(value) && indices) next = rows(value, indices, before);
    else if (isRecord(value) && isRecord(before)) next = rebuildPostedArrays(value, before);
    // defineProperty: a posted "__proto__" stays a plain key, never the result's prototype.
    Object.defineProperty(out, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The actor sheet's `_processFormData` after core's expandObject: skills rows over the stored skills. */
export const actorProcessFormData = (expanded: object, stored: unknown): Rec => rebuildPostedArrays(expanded, stored);
/** The item sheet's `_processFormData` after core's expandObject: combo components over the stored ones. */
export const itemProcessFormData = (expanded: object, stored: unknown): Rec => rebuildPostedArrays(expanded, stored);
