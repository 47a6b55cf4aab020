/** Issue 17, finding 11: a migration never invents or drops a value without an issue naming the field. */
import { describe, expect, it } from "vitest";
import { migrateActorSource } from "../../module/data/actor/migrate";
import { migrateItemSource } from "../../module/data/item/migrate";
import type { NormaliseIssue } from "../../module/data/shared/normalise";

function migrateCombo(source: Record<string, unknown>): { source: Record<string, unknown>; issues: NormaliseIssue[] } {
  const issues: NormaliseIssue[] = [];
  migrateItemSource("combo", source, issues);
  return { source, issues };
}

describe("migrations report every change", () => {
  it('a combo rating of "abc" is dropped with an issue naming rating', () => {
    const { source, issues } = migrateCombo({ rating: "abc" });
    expect(source).toEqual({});
    expect(issues).toEqual([{ path: "rating", problem: expect.stringMatching(/not a number/) }]);
  });

  it('null, "", true and a BigInt rating invent no component', () => {
    for (const rating of [null, "", true, "  ", 5n]) {
      const { source, issues } = migrateCombo({ rating });
      expect(source["components"]).toBeUndefined();
      expect(issues.map((i) => i.path)).toEqual(["rating"]);
    }
  });

  it("a numeric rating becomes one component, reported; beside existing components it is dropped, reported", () => {
    expect(migrateCombo({ rating: "3" })).toEqual({ source: { components: [{ name: "", rating: 3 }] }, issues: [{ path: "rating", problem: expect.stringMatching(/migrated/) }] });
    const kept = migrateCombo({ rating: 2, components: [{ name: "Attack", rating: 1 }] });
    expect(kept.source).toEqual({ components: [{ name: "Attack", rating: 1 }] });
    expect(kept.issues[0]!.problem).toMatch(/already has components/);
  });

  it("a non-object sixSeconds block replaced while moving old fields is reported, as is a value that loses", () => {
    const issues: NormaliseIssue[] = [];
    expect(migrateActorSource({ sixSeconds: 5, wounds: 2 }, issues)).toEqual({ sixSeconds: { wounds: 2 } });
    expect(issues.map((i) => i.path)).toEqual(["sixSeconds", "wounds"]);
    const lost: NormaliseIssue[] = [];
    migrateActorSource({ sixSeconds: { wounds: 1 }, wounds: 4 }, lost);
    expect(lost).toEqual([{ path: "wounds", problem: expect.stringMatching(/dropped/) }]);
  });

  it("the factions health migration names the field", () => {
    const issues: NormaliseIssue[] = [];
    expect(migrateActorSource({ factions: { health: 8 } }, issues)).toEqual({ factions: { health: { value: 8, max: 8 } } });
    expect(issues.map((i) => i.path)).toEqual(["factions.health"]);
  });
});
