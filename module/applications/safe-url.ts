/**
 * URLs from document data (an actor's or item's img) end up in src/href attributes of rendered sheets. A
 * `javascript:`, `vbscript:` or non-image `data:` URL is inert in <img> but not once the text becomes a link, so
 * such URLs are removed wherever they are rendered: the fallback image is shown instead.
 */
const DANGEROUS = /^(?:javascript:|vbscript:|data:(?!image\/(?:png|jpe?g|gif|webp|avif)[;,]))/;

/** The URL as given, or `fallback` when its scheme could run script (control characters and case ignored). */
export function safeUrl(url: unknown, fallback = ""): string {
  if (typeof url !== "string") return fallback;
  // Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"), so compare without them.
  const scheme = url.replace(/[\u0000-\u0020\u007f]+/g, "").toLowerCase();
  return DANGEROUS.test(scheme) ? fallback : url;
}

const NAMED: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", amp: "&", lpar: "(", rpar: ")" };

/** An attribute value as the browser reads it (character references decoded), for the scheme check only. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff));
    if (dec) return String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff));
    return NAMED[name!.toLowerCase()] ?? whole;
  });
}

const URL_ATTRIBUTE = /(\s(?:href|src|xlink:href|action|formaction|poster|background)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** HTML with every link or source attribute whose URL could run script emptied (rendered prose: biography, description). */
export function stripScriptUrls(html: string): string {
  return html.replace(URL_ATTRIBUTE, (whole, head: string, dq?: string, sq?: string, bare?: string) => {
    const value = dq ?? sq ?? bare ?? "";
    return safeUrl(decodeAttribute(value), "\u0000") === "\u0000" ? `${head}""` : whole;
  });
}
