/** A `data-*` value on the clicked element or its nearest ancestor that carries it ("" when none does). */
export function dataset(target: HTMLElement, key: string): string {
  return target.closest<HTMLElement>(`[data-${key}]`)?.dataset[key.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] ?? "";
}
