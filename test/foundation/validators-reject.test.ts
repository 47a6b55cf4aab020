/** Issue 17, finding 5: validators and normalisers reject malformed input with a message naming the field. */
import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../module/data/actor/schema";
import { normalise } from "../../module/data/shared/normalise";
import { RULE_OPTION_SETTINGS, rulesOptionsFrom } from "../../module/rules-options";
import { PACKS } from "../../module/schema/index";
import { plainDataIssue } from "../../module/schema/plain-data";
import { validateEntry } from "../../module/schema/validate";

const weapons = PACKS.find((p) => p.name === "weapons")!;

function deepList(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe("clear rejections, never a throw", () => {
  it("rulesOptionsFrom: an object, a null-prototype object, a BigInt or a throwing read fall back to the default, named", () => {
    for (const stored of [{}, Object.create(null), 5n, [1], () => 1]) {
      const { options, problems } = rulesOptionsFrom((key) => (key === "tactica.crossoverEvery" ? stored : undefined));
      expect(options.tactica.crossoverEvery).toBe(2);
      expect(problems).toEqual([expect.stringMatching(/^setting tactica\.crossoverEvery: expected one of 2, 3, 4/)]);
    }
    const thrown = rulesOptionsFrom(() => {
      throw new Error("storage");
    });
    expect(thrown.problems).toHaveLength(RULE_OPTION_SETTINGS.length);
  });

  it("validateEntry: a deep list repeated in a unique list (a YAML alias) is a named issue, not a stack overflow", () => {
    const deep = deepList(200_000);
    const entry = { _id: "abcdefghijklmnop", _key: "!items!abcdefghijklmnop", type: "weapon", name: "x", img: "a", system: { ruleset: "frozen-lands", frozenLands: { features: [deep, deep] } } };
    const issues = validateEntry(entry, weapons);
    expect(issues).toEqual([{ path: expect.stringMatching(/^system\.frozenLands\.features\[\d\]/), message: "nested deeper than 32 levels" }]);
  });

  it("validateEntry: cycles, Dates and BigInts are rejected naming the field", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    const base = { _id: "abcdefghijklmnop", _key: "!items!abcdefghijklmnop", type: "weapon", name: "x", img: "a" };
    expect(validateEntry({ ...base, flags: cyclic }, weapons)).toEqual([{ path: "flags.self", message: "refers to itself (a cycle)" }]);
    expect(validateEntry({ ...base, name: new Date(0) }, weapons)).toEqual([{ path: "name", message: "not a plain object or list" }]);
    expect(validateEntry({ ...base, sort: 1n }, weapons)).toEqual([{ path: "sort", message: "a BigInt is not plain data" }]);
  });

  it("normalise: unknown fields that are not JSON data (cycles, BigInts, functions, prototype keys) are dropped and named", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    const source = JSON.parse('{"__proto__": {"polluted": 1}, "keep": {"a": [1, "b"]}}') as Record<string, unknown>;
    Object.assign(source, { loop: cyclic, big: 10n, fn: () => 1, sixSeconds: { extra: 2n } });
    const { value, issues } = normalise(ACTOR_SYSTEM, source);
    expect(() => JSON.stringify(value)).not.toThrow();
    expect((value as Record<string, unknown>)["keep"]).toEqual({ a: [1, "b"] });
    expect(issues.map((i) => i.path).sort()).toEqual(["__proto__", "big", "fn", "loop.self", "sixSeconds.extra"]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("plainDataIssue accepts shared (aliased) values that are not cycles", () => {
    const shared = { a: 1 };
    expect(plainDataIssue({ x: shared, y: [shared, shared] })).toBeNull();
  });
});
