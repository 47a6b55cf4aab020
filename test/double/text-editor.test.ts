/** The double's TextEditor.enrichHTML against what its sources say (text-editor.ts): secrets, cleaning, defaults. */
import { describe, expect, it } from "vitest";
import { TextEditor, sanitiseHTML } from "./text-editor";

describe("double TextEditor.enrichHTML", () => {
  it("secrets default to false: unrevealed secret sections go, revealed ones and other sections stay", async () => {
    const html = `<section class='secret'><p>a</p></section><section class="secret revealed"><p>b</p></section><section class="note"><p>c</p></section>`;
    const out = await TextEditor.implementation.enrichHTML(html);
    expect(out).toBe(`<section class="secret revealed"><p>b</p></section><section class="note"><p>c</p></section>`);
    expect(await TextEditor.implementation.enrichHTML(html, { secrets: true })).toBe(html);
  });

  it("removes script elements, handler attributes and script URLs in any case", () => {
    expect(sanitiseHTML(`<p onclick='x()'>t</p><SCRIPT src=a></SCRIPT><a HREF="javascript:alert(1)">l</a><img src=x OnError=y>`)).toBe(
      `<p>t</p><a >l</a><img src=x>`,
    );
    // An unclosed script swallows the rest, as a parser would treat it as script text.
    expect(sanitiseHTML(`<p>ok</p><script>evil`)).toBe(`<p>ok</p>`);
  });
});
