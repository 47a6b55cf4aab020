/**
 * Issue 27 (2): every icon-only button in every template (a button whose only content is an icon) carries a
 * tooltip (core's data-tooltip) and an accessible name (aria-label): without text, a sighted user has only the
 * tooltip and a screen reader only the label. Scans the template sources, so a new template is covered by itself.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function templates(dir = "templates"): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? templates(p) : p.endsWith(".hbs") ? [p] : [];
  });
}

/** Each <button …>…</button>: its opening tag and what it holds. */
function buttons(source: string): { tag: string; inner: string }[] {
  return [...source.matchAll(/<button\b((?:[^>{]|\{\{[^}]*\}\})*)>([\s\S]*?)<\/button>/g)].map((m) => ({ tag: m[1]!, inner: m[2]! }));
}

/** True when the button shows no text: only icons (<i>), markup and whitespace; a {{…}} output is text. */
function iconOnly(inner: string): boolean {
  const withoutIcons = inner.replace(/<i\b[^>]*>\s*<\/i>/g, "").replace(/\{\{!--[\s\S]*?--\}\}/g, "");
  const text = withoutIcons.replace(/<[^>]+>/g, "").trim();
  return text === "" && /<i\b/.test(inner);
}

describe("icon-only buttons have a tooltip and an aria-label", () => {
  const files = templates();
  it("finds the templates and their icon buttons (the scan sees something)", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => buttons(readFileSync(f, "utf8"))).filter((b) => iconOnly(b.inner)).length).toBeGreaterThan(3);
  });

  for (const file of files) {
    it(file, () => {
      const missing = buttons(readFileSync(file, "utf8"))
        .filter((b) => iconOnly(b.inner))
        .filter((b) => !/\bdata-tooltip="[^"]+"/.test(b.tag) || !/\baria-label="[^"]+"/.test(b.tag))
        .map((b) => `<button${b.tag}>`);
      expect(missing).toEqual([]);
    });
  }
});
