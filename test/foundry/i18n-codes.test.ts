/**
 * The engine's reason and error codes reach the screen through the lang file: every code written in the source
 * has its FRAY.Reason.<code> / FRAY.Error.<code> key (a code built at run time, `cover.${kind}.${step}`, must
 * prefix real keys), coded errors are shown translated, and a "<x>Key" placeholder is localised into {x}.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { refusalReason } from "../../module/chat/notice";
import { formatText, type Localiser } from "../../module/dice/card-text";
import { isCodedError, RulesError, RulesTypeError } from "../../module/engine/errors";
import { wholeNumber } from "../../module/engine/validate";
import { tacticaOptions } from "./action-context";
import { loadLang } from "../browser/foundry-helpers";

const lang = loadLang();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** Keys for a code as written in the source: exact, or (built at run time) a prefix of real keys. */
function missingKeys(prefix: string, codes: Iterable<string>): string[] {
  const keys = Object.keys(lang);
  return [...codes].filter((c) => {
    const dyn = c.indexOf("${");
    if (dyn < 0) return !(`${prefix}${c}` in lang);
    const head = `${prefix}${c.slice(0, dyn)}`;
    return !keys.some((k) => k.startsWith(head));
  });
}

const sources = files("module").map((f) => readFileSync(f, "utf8"));

describe("reason and error codes have lang keys", () => {
  it("every modifier reason code (code: \"…\" beside a reason) has FRAY.Reason.<code>", () => {
    const codes = new Set<string>();
    for (const src of sources) for (const m of src.matchAll(/reason[^\n]*?\bcode: (?:"([^"]+)"|`([^`]+)`)/g)) codes.add(m[1] ?? m[2]!);
    // A refusal's code is an error code (shown by a notice), not a card reason.
    const reasons = [...codes].filter((c) => !c.startsWith("frozen-lands.") && !c.startsWith("factions."));
    expect(reasons.length).toBeGreaterThan(30);
    expect(missingKeys("FRAY.Reason.", reasons)).toEqual([]);
  });

  it("every error code (new RulesError / RulesTypeError, refusal codes) has FRAY.Error.<code>", () => {
    const codes = new Set<string>();
    for (const src of sources) {
      for (const m of src.matchAll(/new Rules(?:Type)?Error\("([^"]+)"/g)) codes.add(m[1]!);
      for (const m of src.matchAll(/\bcode: "((?:frozen-lands|factions)\.[^"]+)"/g)) codes.add(m[1]!);
    }
    expect(codes.size).toBeGreaterThan(15);
    expect(missingKeys("FRAY.Error.", codes)).toEqual([]);
  });
});

/** A stand-in for game.i18n over en.json (missing keys come back as the key, as in Foundry). */
const i18n: Localiser = {
  localize: (key) => lang[key] ?? key,
  format: (key, data) => (lang[key] ?? key).replace(/\{(\w+)\}/g, (m, n: string) => data[n] ?? m),
};

describe("coded errors are shown translated", () => {
  it("a coded engine error becomes its lang text with the data filled, escaped", () => {
    let error: unknown;
    try {
      wholeNumber(2.5, "<b>dice</b>");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TypeError);
    expect(isCodedError(error)).toBe(true);
    expect(refusalReason(error, i18n)).toBe("&lt;b&gt;dice&lt;/b&gt; must be a whole number, got 2.5");
    // Without a localiser (logs), the English message.
    expect(refusalReason(error)).toContain("must be a whole number");
    expect(refusalReason(new Error("plain"), i18n)).toBe("plain");
  });

  it("the roll dialog's errors are coded; a <x>Key datum is localised into {x}", () => {
    let error: unknown;
    try {
      tacticaOptions({ sl: "5" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect(refusalReason(error, i18n)).toBe(`${lang["FRAY.Dialog.SL"]} must be a whole number from -3 to 3, got &quot;5&quot;`);
    const pseudo: Localiser = { localize: (k) => `⟦${k}⟧`, format: (k, d) => `${k}(${Object.entries(d).map(([a, b]) => `${a}=${b}`).join(",")})` };
    expect(formatText(pseudo, "K", { severityKey: "FRAY.Card.Severity.trauma", amount: 3 })).toBe("K(severity=⟦FRAY.Card.Severity.trauma⟧,amount=3)");
    expect(new RulesTypeError("not-whole", {}, "x")).toBeInstanceOf(TypeError);
  });
});
