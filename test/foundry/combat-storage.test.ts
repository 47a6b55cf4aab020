/**
 * Issue 31 (1): the fight is stored as its state plus an append-only ledger keyed by step, through the Foundry
 * double. Each tracker step's update as sent to every client (h.sent: the differential data) holds the one new ledger
 * entry and the changed parts of the state, never the whole fight; another client that merges only what it was sent
 * ends with the GM's data; what is stored reads back as the engine's scheduler, checked; an undo appends a reversal;
 * old JSON-string fights migrate in migrateData.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { RULESETS } from "../../module/schema/choices";
import { readStore, type StoredCombat } from "../../module/combat/stored";
import { MAX_LEDGER_ENTRIES } from "../../module/engine/turns";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
type Rec = Record<string, unknown>;

const source = (combat: AnyCombat) => (combat.toObject() as { system: StoredCombat }).system;
/** The last update of this combat's fight (its system data) as every client received it. */
const lastSent = (h: DoubleHandle, combat: AnyCombat) => h.sent.filter((u) => u.documentName === "Combat" && u.id === combat.id && "system" in u.changed).at(-1)!.changed;
/** Keys written (not deleted) under an object of an update: v13 deletions are "-=key", v14 ones `_del` values. */
const written = (obj: unknown) => {
  const del = (foundry as unknown as { data?: { operators?: { ForcedDeletion?: new () => object } } }).data?.operators?.ForcedDeletion;
  return Object.entries((obj ?? {}) as Rec)
    .filter(([k, v]) => !k.startsWith("-=") && !(del && v instanceof del))
    .map(([k]) => k);
};

describe.each(RULESETS)("%s: the fight is stored as state plus a keyed ledger", (ruleset) => {
  it("each step sends its one new ledger entry and the changed state; another client merging only that ends with the GM's data", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, ruleset, 4);
    // Another client: the combat as it loaded, then each update it is sent merged in, as Foundry merges.
    const other = combat.toObject() as Rec;
    const from = h.sent.length;
    await combat.startCombat();
    let steps = 0;
    while (combat.round < 3 && steps++ < 60) {
      const seqBefore = Object.keys(source(combat).ledger).map(Number);
      const top = Math.max(0, ...seqBefore);
      await combat.nextTurn();
      const changed = lastSent(h, combat) as { system?: Rec };
      const system = changed.system!;
      expect(system, "no whole scheduler is sent").not.toHaveProperty("scheduler");
      expect(written(system["ledger"]), "the one new entry").toEqual([String(top + 1)]);
      // The state is sent as its changed parts: never every combatant's record again.
      expect(JSON.stringify(system["state"] ?? {}).length).toBeLessThan(JSON.stringify(source(combat).state).length);
      expect(Object.keys(source(combat).ledger).length).toBeLessThanOrEqual(MAX_LEDGER_ENTRIES + 1);
    }
    expect(combat.round).toBe(3);
    for (const u of h.sent.slice(from)) if (u.documentName === "Combat" && u.id === combat.id) foundry.utils.mergeObject(other, u.changed, { performDeletions: true, applyOperators: true } as never);
    expect((other as { system: unknown }).system).toEqual(source(combat));
    // What is stored reads back, checked whole, as the GM's own scheduler.
    const read = readStore(ruleset, source(combat), combat.frayView.options(combat.frayEntrants()));
    expect(read.problem).toBeNull();
    expect(read.store.scheduler).toEqual(combat.frayStore.scheduler);
    expect(h.notices).toEqual([]);
    expect(h.errors).toEqual([]);
  });

  it("an undo appends its reversal as a new entry and sends the state back", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, ruleset, 3);
    await combat.startCombat();
    const before = structuredClone(source(combat).state);
    await combat.nextTurn();
    const stepped = Math.max(...Object.keys(source(combat).ledger).map(Number));
    await combat.previousTurn();
    const system = lastSent(h, combat)["system"] as Rec;
    expect(written(system["ledger"])).toEqual([String(stepped + 1)]);
    const entry = source(combat).ledger[String(stepped + 1)] as { kind: string; undoes: number };
    expect(entry).toMatchObject({ kind: "undo", undoes: stepped });
    expect(source(combat).state).toEqual(before);
    expect(h.errors).toEqual([]);
  });
});

describe("old stored fights migrate (migrateData, through the double)", () => {
  /** A fight stored the old way: the whole scheduler as one JSON string and the request ids as a list. */
  async function oldFight(h: DoubleHandle) {
    const combat = await frayFight(fray, h, "six-seconds", 3);
    await combat.startCombat();
    await combat.nextTurn();
    const scheduler = structuredClone(combat.frayStore.scheduler);
    const requests = [...combat.frayStore.requests];
    const data = combat.toObject() as Rec & { system: Rec };
    return { scheduler, requests, data: { ...data, _id: undefined, system: { ruleset: "six-seconds", scheduler: JSON.stringify(scheduler), requests } } };
  }

  it("a JSON-string scheduler becomes state and keyed ledger, requests keep their order, and play goes on", async () => {
    const h = fresh();
    const { scheduler, requests, data } = await oldFight(h);
    const migrated = (await fray.FrayCombat.create(data as never)) as AnyCombat;
    const stored = source(migrated);
    expect(stored).not.toHaveProperty("scheduler");
    expect(stored.state).toEqual(scheduler.state);
    expect(Object.keys(stored.ledger)).toEqual(scheduler.ledger.map((e) => String(e.seq)));
    expect(migrated.frayStore.scheduler).toEqual(scheduler);
    expect(migrated.frayStore.requests).toEqual(requests);
    const round = migrated.frayStore.scheduler.state.round;
    await migrated.previousTurn();
    await migrated.nextTurn();
    expect(migrated.frayStore.scheduler.state.round).toBe(round);
    expect(h.errors).toEqual([]);
  });

  it("a stored string that is not JSON is kept under unreadable, named, and the tracker starts afresh", async () => {
    const h = fresh();
    const { data } = await oldFight(h);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const broken = (await fray.FrayCombat.create({ ...data, system: { ruleset: "six-seconds", scheduler: "{\"state\":", requests: [] } } as never)) as AnyCombat;
      expect(source(broken).unreadable).toBe("{\"state\":");
      expect(broken.frayStore.scheduler.state.phase).toBe("setup");
      expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/system\.unreadable holds an older stored scheduler that is not JSON/);
    } finally {
      warn.mockRestore();
    }
  });

  it("an update that still sends the old request list is migrated on its partial data", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    await combat.update({ "system.requests": ["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"] } as never);
    expect(source(combat).requests).toEqual({ aaaaaaaaaaaaaaaa: 1, bbbbbbbbbbbbbbbb: 2 });
    expect(combat.frayStore.requests).toEqual(["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"]);
  });
});

describe("a key Foundry cannot store", () => {
  it("a combatant id with a dot is refused before anything is written, naming it", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const before = structuredClone(source(combat));
    const sent = h.sent.length;
    const ok = await combat.frayCommand({ type: "addCombatant", combatant: { id: "a.b", name: "Dotted", reflex: 0, dexterity: 0 } });
    expect(ok).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/the key &quot;a\.b&quot; has a dot/);
    expect(source(combat)).toEqual(before);
    expect(h.sent.length).toBe(sent);
  });
});
