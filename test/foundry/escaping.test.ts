/** Issue 17, finding 9: text built from input is escaped before it reaches HTML; script URLs are stripped. */
import { describe, expect, it } from "vitest";
import { safeUrl, stripScriptUrls } from "../../module/applications/safe-url";
import { actorSheetContext, itemSheetContext } from "../../module/applications/sheets/context";
import { ACTOR_SYSTEM } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { escapeHtml, refusalReason } from "../../module/chat/notice";
import { parseExchangeRequest } from "../../module/chat/exchange-requests";

const HOSTILE = "<img src=x onerror=window.__pwned=1>";

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}

describe("messages built from input are escaped", () => {
  it("the request parser's error echoes the raw input, and the refusal shows it as text", () => {
    const error = thrown(() => parseExchangeRequest({ type: "applyOutcome", messageId: "abcdefghij012345", targetUuid: HOSTILE, choice: "" }));
    expect(String((error as Error).message)).toContain("<img");
    const reason = refusalReason(error);
    expect(reason).not.toMatch(/[<>"'`]/);
    expect(reason).toContain("&lt;img src=x onerror=window.__pwned=1&gt;");
  });

  it("an engine error naming a weapon is escaped; odd thrown values and huge messages are handled", () => {
    expect(refusalReason(new Error(`${HOSTILE} is out of range`))).toBe("&lt;img src=x onerror=window.__pwned=1&gt; is out of range");
    expect(refusalReason(Object.create(null))).toBe("?");
    expect(refusalReason("x".repeat(2000)).length).toBeLessThanOrEqual(501);
    expect(escapeHtml(`a&b"'\``)).toBe("a&amp;b&quot;&#39;&#96;");
  });
});

describe("script URLs are stripped where text becomes a src or href", () => {
  it("safeUrl keeps paths, http(s) and image data URLs, drops javascript:, vbscript: and other data: URLs", () => {
    for (const ok of ["icons/svg/mystery-man.svg", "https://example.org/a.png", "data:image/png;base64,AAAA", "javascript-notes.png"]) expect(safeUrl(ok)).toBe(ok);
    for (const bad of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "vbscript:x", "data:text/html,<script>1</script>", "data:image/svg+xml,<svg onload=1>"]) expect(safeUrl(bad)).toBe("");
    expect(safeUrl(5, "icons/x.svg")).toBe("icons/x.svg");
  });

  it("stripScriptUrls empties dangerous href/src attributes, encoded or not, and leaves the rest", () => {
    expect(stripScriptUrls(`<a href="javascript:alert(1)">x</a>`)).toBe(`<a href="">x</a>`);
    expect(stripScriptUrls(`<a href='&#106;avascript&colon;alert(1)'>x</a>`)).toBe(`<a href="">x</a>`);
    expect(stripScriptUrls(`<a HREF=javascript:alert(1)>x</a><img src="a.png">`)).toBe(`<a HREF="">x</a><img src="a.png">`);
    expect(stripScriptUrls(`<a href="https://example.org">ok</a>`)).toBe(`<a href="https://example.org">ok</a>`);
  });

  it("the sheet contexts carry no script URL in img, item rows, biography or description", () => {
    const ctx = actorSheetContext({
      name: "A",
      img: "javascript:alert(1)",
      type: "character",
      system: { ...initialOf(ACTOR_SYSTEM), biography: `<a href="javascript:alert(1)">bio</a>` },
      items: [{ id: "i", name: "Sword", type: "weapon", img: "javascript:alert(2)", system: {} }],
      ruleset: "six-seconds",
      editable: true,
      mode: "play",
    });
    expect(ctx.img).toBe("");
    expect(ctx.items[0]!.img).toBe("");
    expect(ctx.biographyHTML).toBe(`<a href="">bio</a>`);
    const item = itemSheetContext({ name: "x", img: "javascript:1", type: "talent", ruleset: "frozen-lands", editable: true, system: { description: `<img src="javascript:1">` } });
    expect(item.img).toBe("");
    expect(item.descriptionHTML).toBe(`<img src="">`);
  });
});
