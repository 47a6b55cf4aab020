/** The pure part of the Quench batches: per-ruleset documents the data models accept, attacks that resolve, cleanup. */
import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { NPC_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";
import { initialOf } from "../../module/data/shared/spec";
import { diceFor, resolveRequest } from "../../module/dice/requests";
import { CreatedDocuments } from "../../module/quench/cleanup";
import { QUENCH_PLANS, isQuenchLeftover, quenchBatchKey, quenchName, withPatch } from "../../module/quench/plan";
import { RULESETS } from "../../module/schema/choices";

function actorSystem(patch: Record<string, unknown>): ActorSystem {
  const { value, issues } = normalise(NPC_SYSTEM, withPatch(initialOf(NPC_SYSTEM), patch));
  expect(issues).toEqual([]);
  return value;
}

describe("Quench plans", () => {
  it("cover every ruleset with one batch key each", () => {
    expect(Object.keys(QUENCH_PLANS).sort()).toEqual([...RULESETS].sort());
    expect(RULESETS.map(quenchBatchKey)).toEqual(RULESETS.map((r) => `fray.${r}`));
  });

  for (const ruleset of RULESETS) {
    it(`${ruleset}: actors and weapon load into the data models unrepaired, and the attack resolves from a roll's faces`, () => {
      const plan = QUENCH_PLANS[ruleset];
      const attacker = actorSystem(plan.attacker);
      const target = actorSystem(plan.target);
      const weapon = normalise(ITEM_SPECS.weapon, { ...initialOf(ITEM_SPECS.weapon), ...plan.weapon });
      expect(weapon.issues).toEqual([]);
      expect(weapon.value.ruleset).toBe(ruleset);
      const foe = { name: "Target", system: target, derived: prepareActorDerived(target), statuses: [] };
      const req = plan.attack(attacker, prepareActorDerived(attacker), "Test weapon", weapon.value as unknown as Record<string, unknown>, foe);
      expect(req.kind).toBe(`${ruleset}.attack`);
      // Highest faces: the attack must hit, so the batch always has damage to apply.
      const faces = diceFor(req).flatMap((g) => Array<number>(g.count).fill(g.sides));
      const card = resolveRequest(req, faces);
      expect(card.ruleset).toBe(ruleset);
      expect(card.dice.length).toBe(faces.length);
      expect(card.outcome.success).toBe(true);
    });
  }

  it("names documents so leftovers are recognisable", () => {
    expect(quenchName("tactica", "attacker")).toBe("Fray Quench tactica attacker");
    expect(isQuenchLeftover(quenchName("factions", "weapon"))).toBe(true);
    expect(isQuenchLeftover("Fray Quenched hero")).toBe(false);
    expect(isQuenchLeftover(null)).toBe(false);
  });

  it("merges patches deeply without touching the base", () => {
    const base = { a: { b: 1, c: 2 }, list: [1, 2], n: 1 };
    expect(withPatch(base, { a: { b: 5 }, list: [3], n: null })).toEqual({ a: { b: 5, c: 2 }, list: [3], n: null });
    expect(base).toEqual({ a: { b: 1, c: 2 }, list: [1, 2], n: 1 });
  });
});

describe("CreatedDocuments", () => {
  it("deletes newest first and reports every failure without stopping", async () => {
    const order: string[] = [];
    const doc = (name: string, fail = false) => ({
      name,
      delete: async () => {
        order.push(name);
        if (fail) throw new Error("locked");
      },
    });
    const created = new CreatedDocuments();
    created.add(doc("actor"));
    created.add(doc("item", true));
    created.add(doc("message"));
    expect(created.size).toBe(3);
    expect(await created.deleteAll()).toEqual(["item: locked"]);
    expect(order).toEqual(["message", "item", "actor"]);
    expect(created.size).toBe(0);
  });
});
