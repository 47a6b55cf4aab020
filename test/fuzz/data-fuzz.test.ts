/**
 * The data-side fuzz suite (issue 17): malformed input of every JS kind thrown at every normaliser, validator and
 * request parser of module/data, module/schema, module/chat/requests.ts and module/rules-options.ts. For each it
 * counts crashes (anything but a clean rejection), prototype pollution, results that are not JSON data, and
 * fields lost outside an update's own keys; every count must be 0. Seeded (FRAY_FUZZ_SEED) and bounded
 * (FRAY_FUZZ_RUNS raises the run count locally; see docs/testing.md).
 */
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { boundedDamageApplication, clampUpdate } from "../../module/chat/bounded-damage";
import { parseExchangeRequest } from "../../module/chat/exchange-requests";
import { parseCombatRequest } from "../../module/data/combat/command-request";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { migrateActorSource } from "../../module/data/actor/migrate";
import { ACTOR_SYSTEM, NPC_SYSTEM } from "../../module/data/actor/schema";
import { checkCombo } from "../../module/rulesets/six-seconds/combo-check";
import { migrateItemSource } from "../../module/data/item/migrate";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { InvalidDataError, normalise } from "../../module/data/shared/normalise";
import { repairPresent } from "../../module/data/shared/repair-present";
import { actorAccess, guardSystemUpdate, itemAccess } from "../../module/data/shared/ruleset-guard";
import { initialOf, type ObjSpec } from "../../module/data/shared/spec";
import { rulesOptionsFrom } from "../../module/rules-options";
import { normaliseExtracted, PACKS, RULESETS, toSourceShape, validateEntry, validatePackSources } from "../../module/schema/index";
import { plainDataIssue } from "../../module/schema/plain-data";
import { fuzzRuns, fuzzSeed, junk } from "./arbitraries";

const SPECS: [string, ObjSpec][] = [
  ["character", ACTOR_SYSTEM],
  ["npc", NPC_SYSTEM],
  ...Object.entries(ITEM_SPECS).map(([k, s]): [string, ObjSpec] => [k, s]),
];
const params = () => ({ seed: fuzzSeed(), numRuns: fuzzRuns(150) });

/** A junk record (the shape update data has), sometimes with a spec's real keys. */
function junkRecord(spec: ObjSpec): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof(fc.constantFrom(...Object.keys(spec.fields)), fc.constantFrom("__proto__", "constructor", "-=x", "==sixSeconds", "sixSeconds.wounds"), fc.string({ maxLength: 4 }));
  return fc.dictionary(key, junk, { maxKeys: 5 });
}

const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
function expectNoPollution(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_KEYS);
  expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
}

/** A clean rejection is an InvalidDataError (naming fields); anything else thrown is a crash. */
function rejectsCleanly(f: () => unknown): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidDataError);
    expect((e as InvalidDataError).issues.length).toBeGreaterThan(0);
  }
}

function expectJsonData(value: unknown): void {
  expect(plainDataIssue(value, "", 64)).toBeNull();
  const text = JSON.stringify(value);
  expect(JSON.stringify(JSON.parse(text))).toBe(text);
}

beforeAll(() => expectNoPollution());
afterEach(() => expectNoPollution());

describe("fuzz: normalisers", () => {
  for (const [name, spec] of SPECS) {
    it(`normalise(${name}) never throws, returns JSON data within the spec, and is idempotent`, () => {
      fc.assert(
        fc.property(fc.oneof(junk, junkRecord(spec)), (source) => {
          const { value, issues } = normalise(spec, source);
          expectJsonData(value);
          expect(issues.every((i) => typeof i.path === "string" && typeof i.problem === "string")).toBe(true);
          expect(normalise(spec, value).issues).toEqual([]);
        }),
        params(),
      );
    });

    it(`repairPresent(${name}) never throws, never adds a key, and keeps every key it does not know`, () => {
      fc.assert(
        fc.property(junkRecord(spec), (source) => {
          const before = new Map(Object.entries(source));
          repairPresent(spec, source);
          for (const key of Object.keys(source)) expect(before.has(key)).toBe(true);
          for (const [key, value] of before) {
            const known = Object.hasOwn(spec.fields, key.replace(/^(==|-=)/, "").split(".")[0]!);
            if (!known) expect(source[key]).toBe(value);
          }
        }),
        params(),
      );
    });
  }

  it("migrations never throw and report what they change", () => {
    fc.assert(
      fc.property(junkRecord(ACTOR_SYSTEM), junkRecord(ITEM_SPECS.combo), (actor, combo) => {
        migrateActorSource(actor, []);
        migrateItemSource("combo", combo, []);
      }),
      params(),
    );
  });

  it("derived values and combo checks never throw on normalised junk", () => {
    fc.assert(
      fc.property(junk, junk, (a, c) => {
        const s = normalise(ACTOR_SYSTEM, a).value;
        prepareActorDerived(s, []);
        checkCombo(normalise(ITEM_SPECS.combo, c).value as { components: { name: string; rating: number }[] });
      }),
      params(),
    );
  });
});

describe("fuzz: validators and request parsers reject cleanly", () => {
  it("parseExchangeRequest", () => {
    const near = fc.record({ type: fc.constant("applyOutcome"), targetUuid: fc.oneof(fc.constant("Actor.abcdefghijklmnop"), junk), messageId: junk, choice: junk, otherUuid: junk }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(junk, near), (data) => rejectsCleanly(() => parseExchangeRequest(data))), params());
  });

  // Requests arrive over User#query as JSON; non-JSON input (BigInts, cycles) to this parser is the combat helper's part.
  it("parseCombatRequest (JSON-shaped input)", () => {
    const near = fc.record({ type: fc.constant("combatCommand"), combatId: junk, undo: junk, command: junk }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(junk, near).filter((d) => plainDataIssue(d) === null), (data) => rejectsCleanly(() => parseCombatRequest(data))), params());
  });

  it("boundedDamageApplication refuses any bad amount before the engine", () => {
    const s = initialOf(ACTOR_SYSTEM);
    const d = prepareActorDerived(s);
    fc.assert(
      fc.property(fc.constantFrom(...RULESETS), junk, (ruleset, amount) => {
        rejectsCleanly(() => {
          const app = boundedDamageApplication(ruleset, s, d, amount);
          expect(clampUpdate(ACTOR_SYSTEM, app.update)).toEqual(app.update);
        });
      }),
      params(),
    );
  });

  it("rulesOptionsFrom never throws, whatever a setting holds", () => {
    fc.assert(
      fc.property(junk, (stored) => {
        const { problems } = rulesOptionsFrom(() => stored);
        expect(problems.every((p) => typeof p === "string")).toBe(true);
      }),
      params(),
    );
  });

  it("validateEntry / validatePackSources return issues, never throw", () => {
    const entry = fc.record({ _id: fc.oneof(fc.constant("abcdefghijklmnop"), junk), _key: fc.oneof(fc.constant("!items!abcdefghijklmnop"), junk), name: junk, type: fc.oneof(fc.constantFrom("weapon", "poison"), junk), system: junk, flags: junk, folder: junk }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(junk, entry), fc.constantFrom(...PACKS), (data, pack) => {
        expect(Array.isArray(validateEntry(data, pack))).toBe(true);
        expect(Array.isArray(validatePackSources([{ file: "x.yml", data }], pack))).toBe(true);
      }),
      params(),
    );
  });

  it("source-shape helpers never throw on records", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 4 }), junk, { maxKeys: 4 }), (doc) => {
        normaliseExtracted(structuredCloneSafe(doc));
        toSourceShape({ kind: "record" }, doc);
      }),
      params(),
    );
  });
});

describe("fuzz: the ruleset guard", () => {
  it("never throws or pollutes, and never lets an update touch a protected key", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULESETS), fc.boolean(), fc.boolean(), fc.dictionary(fc.oneof(fc.constantFrom("system", "==system", "-=system", "system.tactica.doubt", "system.__proto__.polluted", "system.sixSeconds"), fc.string({ maxLength: 4 })), junk, { maxKeys: 4 }), (ruleset, actor, recursive, changes) => {
        const current = initialOf(ACTOR_SYSTEM) as Record<string, unknown>;
        const access = actor ? actorAccess(ruleset) : itemAccess(ruleset);
        guardSystemUpdate(changes, current, access, recursive);
        const system = changes["system"] ?? changes["==system"];
        if (!recursive && system && typeof system === "object") for (const key of Object.keys(current)) if (access(key) !== "write") expect((system as Record<string, unknown>)[key]).toEqual(current[key]);
      }),
      params(),
    );
  });
});

/** normaliseExtracted mutates; junk may hold values structuredClone refuses (functions, symbols): pass those as they are. */
function structuredCloneSafe<T>(v: T): T {
  try {
    return structuredClone(v);
  } catch {
    return v;
  }
}
