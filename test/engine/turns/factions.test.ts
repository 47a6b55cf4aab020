import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { factionsTurnPolicy as policy, mustPass, readyCharacters } from "../../../module/engine/rulesets/factions/turn-policy";
import { Driver, ofType, types } from "./helpers";

function bandits() {
  const d = new Driver(policy, { factions: ["players", "gm"] });
  for (const id of ["balthasar", "sybilla", "theobald"]) d.add({ id, faction: "players" });
  for (const id of ["leader", "bandit1", "bandit2", "bandit3"]) d.add({ id, faction: "gm" });
  d.run({ type: "start", initiative: "gm" }); // the bandits started the fight
  return d;
}

describe("factions procedure: the bandits example, step by step", () => {
  it("alternates activations and passes until both factions pass in a row", () => {
    const d = bandits();
    expect(d.data.initiative).toBe("gm");
    d.run({ type: "chooseFirst", faction: "gm" });
    const turn = (id: string) => {
      d.run({ type: "activate", combatant: id });
      d.run({ type: "endTurn", combatant: id });
    };
    turn("leader"); // The GM decides to take turn with the bandit leader first.
    expect(d.data.current).toBe("players");
    turn("sybilla"); // The Players decide to take turn with Sybilla.
    turn("bandit1"); // The GM takes turn with a bandit.
    d.run({ type: "pass", faction: "players" }); // The Players decide to pass, rather than activating.
    expect(d.data.passStreak).toBe(1);
    turn("bandit2"); // The GM takes turn with another bandit. Since he didn't pass, play goes back to the players.
    expect(d.data.passStreak).toBe(0);
    expect(d.data.current).toBe("players");
    turn("balthasar"); // The Players take turn with Balthasar.
    turn("bandit3"); // The GM takes turn with the last bandit.
    turn("theobald"); // The players take turn with Theobald.
    expect(mustPass(d.data)).toBe(true); // The GM must pass because all bandits have taken their turn.
    expect(() => d.run({ type: "activate", combatant: "leader" })).toThrow(/no turn left/);
    d.run({ type: "pass", faction: "gm" });
    expect(d.state.round).toBe(1);
    const end = d.run({ type: "pass", faction: "players" }); // Since all factions have passed consecutively, the round ends.
    expect(types(end)).toEqual(["factionPassed", "roundEnd", "moraleCheckDue", "roundStart", "firstFactionDue"]);
    expect(end[1]).toMatchObject({ round: 1 });
    expect(d.state.round).toBe(2);
    expect(readyCharacters(d.data, "gm")).toHaveLength(4);
  });

  it("refuses a faction acting out of turn and a second turn for a character", () => {
    const d = bandits();
    expect(() => d.run({ type: "activate", combatant: "leader" })).toThrow(/first faction has not been chosen/);
    d.run({ type: "chooseFirst", faction: "players" });
    expect(() => d.run({ type: "activate", combatant: "leader" })).toThrow(/players's move/);
    expect(() => d.run({ type: "pass", faction: "gm" })).toThrow(/not gm's move/);
    expect(() => d.run({ type: "chooseFirst", faction: "gm" })).toThrow(RangeError);
    expect(() => d.run({ type: "chooseFirst", faction: "orcs" })).toThrow(RangeError);
  });

  it("draws the initiative faction at random when it is unclear", () => {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    d.add({ id: "a", faction: "players" });
    d.run({ type: "start" }, queuedDice([1]));
    expect(d.data.initiative).toBe("players");
    expect(ofType(d.events, "initiativeDrawn")[0]).toMatchObject({ roll: 1 });
  });
});

describe("factions lineup", () => {
  it("lists characters by faction, marking who may be activated now", () => {
    const d = bandits();
    d.run({ type: "chooseFirst", faction: "gm" });
    d.run({ type: "activate", combatant: "leader" });
    expect(policy.lineup(d.state).map((s) => s.status)).toEqual(["waiting", "waiting", "waiting", "active", "waiting", "waiting", "waiting"]);
    d.run({ type: "endTurn", combatant: "leader" });
    const rows = policy.lineup(d.state);
    expect(rows.map((s) => s.status)).toEqual(["next", "next", "next", "done", "waiting", "waiting", "waiting"]);
    expect(rows[3]!.note).toBe("gm (initiative) · speed 2");
  });
});

describe("factions removal", () => {
  it("a character taken out during its turn ends it, and the next faction moves", () => {
    const d = bandits();
    d.run({ type: "chooseFirst", faction: "players" });
    d.run({ type: "activate", combatant: "sybilla" });
    d.run({ type: "removeCombatant", combatant: "sybilla" });
    expect(d.state.active).toBeNull();
    expect(d.data.current).toBe("gm");
    expect(readyCharacters(d.data, "players")).toEqual(["balthasar", "theobald"]);
  });
});

describe("factions turn budget and reactions", () => {
  function one() {
    const d = bandits();
    d.run({ type: "chooseFirst", faction: "players" });
    d.run({ type: "activate", combatant: "sybilla" });
    return d;
  }

  it("full speed without actions, half speed with them", () => {
    const d = one();
    d.run({ type: "act", combatant: "sybilla", kind: "move", zones: 2 });
    expect(() => d.run({ type: "act", combatant: "sybilla", kind: "main", name: "attack" })).toThrow(/half speed/);
    expect(() => d.run({ type: "act", combatant: "sybilla", kind: "move", zones: 1 })).toThrow(/move 2 zone/);
  });

  it("half speed (split around actions) plus a main and a bonus, or two bonus actions", () => {
    const d = one();
    d.run({ type: "act", combatant: "sybilla", kind: "bonus", name: "draw" });
    d.run({ type: "act", combatant: "sybilla", kind: "move", zones: 1 });
    d.run({ type: "act", combatant: "sybilla", kind: "main", name: "attack" });
    expect(() => d.run({ type: "act", combatant: "sybilla", kind: "bonus", name: "talk" })).toThrow(/already taken/);
    const d2 = one();
    d2.run({ type: "act", combatant: "sybilla", kind: "bonus", name: "a" });
    d2.run({ type: "act", combatant: "sybilla", kind: "bonus", name: "b" });
    expect(() => d2.run({ type: "act", combatant: "sybilla", kind: "main", name: "c" })).toThrow(RangeError);
    const d3 = one();
    d3.run({ type: "act", combatant: "sybilla", kind: "main", name: "attack" });
    expect(() => d3.run({ type: "act", combatant: "sybilla", kind: "main", name: "again" })).toThrow(/main action/);
    d3.run({ type: "act", combatant: "sybilla", kind: "move", zones: 2, sprint: true }); // sprinting: half of 4
  });

  it("a reaction is the whole turn, taken outside the sequence", () => {
    const d = one();
    d.run({ type: "act", combatant: "sybilla", kind: "main", name: "attack" });
    d.run({ type: "react", combatant: "leader", name: "counter" });
    expect(d.state.active).toBe("sybilla");
    d.run({ type: "endTurn", combatant: "sybilla" });
    expect(d.data.current).toBe("gm");
    expect(() => d.run({ type: "activate", combatant: "leader" })).toThrow(/no turn left/);
    expect(() => d.run({ type: "react", combatant: "leader", name: "dodge" })).toThrow(/already taken its turn/);
    expect(() => d.run({ type: "react", combatant: "sybilla", name: "dodge" })).toThrow(/already taken its turn/);
  });
});

describe("factions extra reactions from skills", () => {
  it("after its turn a character reacts again only with a skill's extra reactions, restored each round", () => {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    d.add({ id: "sybilla", faction: "players", extraReactions: 1 });
    d.add({ id: "bandit", faction: "gm" });
    d.run({ type: "start", initiative: "players" });
    d.run({ type: "chooseFirst", faction: "gm" });
    d.run({ type: "activate", combatant: "bandit" });
    expect(d.run({ type: "react", combatant: "sybilla", name: "dodge" })[0]).toMatchObject({ type: "reaction", combatant: "sybilla" });
    expect(d.data.characters.sybilla!.acted).toBe(true); // the first reaction was her turn
    const extra = d.run({ type: "react", combatant: "sybilla", name: "counter" });
    expect(extra[0]).toMatchObject({ type: "reaction", extra: true, extraReactionsLeft: 0 });
    expect(() => d.run({ type: "react", combatant: "sybilla", name: "dodge" })).toThrow(/already taken its turn this round and used its 1 extra reaction/);
    d.run({ type: "endTurn", combatant: "bandit" });
    d.run({ type: "pass", faction: "players" });
    d.run({ type: "pass", faction: "gm" });
    expect(d.state.round).toBe(2);
    expect(d.data.characters.sybilla).toMatchObject({ acted: false, extraReactionsUsed: 0 });
  });

  it("rejects a negative extraReactions", () => {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    expect(() => d.add({ id: "x", faction: "players", extraReactions: -1 })).toThrow(/extraReactions/);
  });
});

describe("factions mounts and vehicles take their turn together", () => {
  function cavalry() {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    d.add({ id: "horse", faction: "players", speed: 4 });
    d.add({ id: "sybilla", faction: "players", rides: "horse" });
    d.add({ id: "theobald", faction: "players", rides: "horse" });
    d.add({ id: "bandit", faction: "gm" });
    d.run({ type: "start", initiative: "players" });
    d.run({ type: "chooseFirst", faction: "players" });
    return d;
  }

  it("activating the rider starts the whole group's turn; each member acts in it; one holds its turn to react", () => {
    const d = cavalry();
    const ev = d.run({ type: "activate", combatant: "sybilla", reserve: ["theobald"] });
    expect(ofType(ev, "groupTurn")[0]).toMatchObject({ members: ["horse", "sybilla", "theobald"], reserved: ["theobald"] });
    d.run({ type: "act", combatant: "horse", kind: "move", zones: 2 }); // half speed: the riders may still act
    d.run({ type: "act", combatant: "sybilla", kind: "main", name: "attack" });
    expect(() => d.run({ type: "act", combatant: "theobald", kind: "main", name: "attack" })).toThrow(/holds its turn to react/);
    d.run({ type: "endTurn", combatant: "sybilla" });
    expect(readyCharacters(d.data, "players")).toEqual([]);
    d.run({ type: "activate", combatant: "bandit" });
    expect(d.run({ type: "react", combatant: "theobald", name: "dodge" })[0]).toMatchObject({ type: "reaction", heldTurn: true });
    expect(() => d.run({ type: "react", combatant: "theobald", name: "dodge" })).toThrow(/already taken its turn/);
  });

  it("when the mount moves at full speed its riders can neither act nor react", () => {
    const d = cavalry();
    d.run({ type: "activate", combatant: "horse", reserve: ["theobald"] });
    const ev = d.run({ type: "act", combatant: "horse", kind: "move", zones: 4 });
    expect(ofType(ev, "ridersCannotAct")[0]).toMatchObject({ riders: ["sybilla", "theobald"] });
    expect(() => d.run({ type: "act", combatant: "sybilla", kind: "main", name: "attack" })).toThrow(/full speed/);
    d.run({ type: "endTurn", combatant: "horse" });
    d.run({ type: "activate", combatant: "bandit" });
    expect(() => d.run({ type: "react", combatant: "theobald", name: "dodge" })).toThrow(/full speed/);
  });

  it("a mount cannot move at full speed after its riders acted; a rider needs a mount already in the fight", () => {
    const d = cavalry();
    d.run({ type: "activate", combatant: "horse" });
    d.run({ type: "act", combatant: "sybilla", kind: "bonus", name: "draw bow" });
    expect(() => d.run({ type: "act", combatant: "horse", kind: "move", zones: 3 })).toThrow(/riders have acted/);
    expect(() => d.add({ id: "x", faction: "players", rides: "cart" })).toThrow(/not in the fight/);
    expect(() => d.add({ id: "y", faction: "gm", rides: "horse" })).toThrow(/cannot ride/);
    expect(() => d.run({ type: "activate", combatant: "bandit", reserve: ["sybilla"] })).toThrow();
  });

  it("before the start a rider may join ahead of its mount; the start refuses a pair the rules forbid", () => {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    d.add({ id: "sybilla", faction: "players", rides: "horse" }); // the tracker adds combatants in its own order
    d.add({ id: "horse", faction: "players", speed: 4 });
    d.add({ id: "bandit", faction: "gm" });
    d.run({ type: "start", initiative: "players" });
    d.run({ type: "chooseFirst", faction: "players" });
    expect(ofType(d.run({ type: "activate", combatant: "sybilla" }), "groupTurn")[0]).toMatchObject({ members: ["horse", "sybilla"] });
    const bad = new Driver(policy, { factions: ["players", "gm"] });
    bad.add({ id: "sybilla", faction: "players", rides: "warg" });
    bad.add({ id: "warg", faction: "gm" });
    expect(() => bad.run({ type: "start", initiative: "players" })).toThrow(/cannot ride warg \(gm\); give the mount its rider's faction/);
    const missing = new Driver(policy, { factions: ["players", "gm"] });
    missing.add({ id: "sybilla", faction: "players", rides: "cart" });
    missing.add({ id: "bandit", faction: "gm" });
    expect(() => missing.run({ type: "start", initiative: "players" })).toThrow(/not in the fight/);
  });

  it("ride: getting on a mount mid-fight joins its group from the next activation; getting off leaves it", () => {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    d.add({ id: "horse", faction: "players", speed: 4 });
    d.add({ id: "sybilla", faction: "players" });
    d.add({ id: "bandit", faction: "gm" });
    d.run({ type: "start", initiative: "players" });
    d.run({ type: "chooseFirst", faction: "players" });
    expect(ofType(d.run({ type: "ride", combatant: "sybilla", mount: "horse" }), "mounted")[0]).toMatchObject({ combatant: "sybilla", mount: "horse" });
    expect(() => d.run({ type: "ride", combatant: "sybilla", mount: "horse" })).toThrow(/already rides/);
    expect(() => d.run({ type: "ride", combatant: "horse", mount: "sybilla" })).toThrow(/sybilla itself rides horse/);
    expect(() => d.run({ type: "ride", combatant: "bandit", mount: "horse" })).toThrow(/cannot ride horse \(players\)/);
    d.run({ type: "activate", combatant: "horse" });
    expect(d.data.group).toEqual(["horse", "sybilla"]);
    expect(() => d.run({ type: "ride", combatant: "sybilla" })).toThrow(/taking its turn/);
    d.run({ type: "endTurn", combatant: "horse" });
    expect(ofType(d.run({ type: "ride", combatant: "sybilla" }), "dismounted")[0]).toMatchObject({ mount: "horse" });
    expect(d.data.characters.sybilla!.rides).toBeUndefined();
    expect(() => d.run({ type: "ride", combatant: "sybilla" })).toThrow(/rides nothing/);
  });

  it("riders of a mount taken out of the fight go on foot", () => {
    const d = cavalry();
    d.run({ type: "removeCombatant", combatant: "horse" });
    expect(d.data.characters.sybilla!.rides).toBeUndefined();
    expect(ofType(d.run({ type: "activate", combatant: "sybilla" }), "groupTurn")).toEqual([]);
    expect(d.data.characters.theobald!.acted).toBe(false); // no longer swept along with sybilla
  });
});

describe("factions ambush: the concealed play a bonus round", () => {
  it("only the concealed act, nobody else may react; then a normal round where everyone acts", () => {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    for (const id of ["balthasar", "sybilla"]) d.add({ id, faction: "players" });
    for (const id of ["bandit1", "bandit2"]) d.add({ id, faction: "gm" });
    const ev = d.run({ type: "start", initiative: "gm", concealed: ["bandit1"] });
    expect(ofType(ev, "bonusRound")[0]).toMatchObject({ concealed: ["bandit1"] });
    d.run({ type: "chooseFirst", faction: "gm" });
    expect(policy.lineup(d.state).map((r) => `${r.id}:${r.status}`)).toEqual(["balthasar:waiting", "sybilla:waiting", "bandit1:next", "bandit2:waiting"]);
    expect(() => d.run({ type: "activate", combatant: "bandit2" })).toThrow(/only the concealed/);
    expect(readyCharacters(d.data, "gm")).toEqual(["bandit1"]);
    d.run({ type: "activate", combatant: "bandit1" });
    expect(() => d.run({ type: "react", combatant: "sybilla", name: "dodge" })).toThrow(/taken by surprise/);
    d.run({ type: "endTurn", combatant: "bandit1" });
    expect(mustPass(d.data)).toBe(true); // players have nobody who may act
    d.run({ type: "pass", faction: "players" });
    d.run({ type: "pass", faction: "gm" });
    expect(d.state.round).toBe(2);
    expect(d.data.bonusRound).toBeUndefined();
    d.run({ type: "chooseFirst", faction: "players" });
    expect(readyCharacters(d.data, "players")).toEqual(["balthasar", "sybilla"]);
    expect(d.run({ type: "react", combatant: "sybilla", name: "dodge" })[0]).toMatchObject({ type: "reaction" });
  });

  it("refuses a concealed list naming someone not in the fight", () => {
    const d = new Driver(policy, { factions: ["players", "gm"] });
    d.add({ id: "a", faction: "players" });
    expect(() => d.run({ type: "start", initiative: "players", concealed: ["ghost"] })).toThrow(/concealed must list/);
  });
});

describe("factions property: a round always ends", () => {
  it("any legal play reaches the end of the round within activations × factions + factions moves", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        (nFactions, sizes, choices) => {
          const factions = Array.from({ length: nFactions }, (_, i) => `f${i}`);
          const d = new Driver(policy, { factions });
          let n = 0;
          sizes.forEach((size, i) => {
            for (let k = 0; k < size; k++) d.add({ id: `c${n++}`, faction: factions[i % nFactions]! });
          });
          if (n === 0) d.add({ id: "solo", faction: "f0" });
          const characters = Math.max(n, 1);
          d.run({ type: "start", initiative: "f0" });
          d.run({ type: "chooseFirst", faction: factions[choices[0]! % nFactions]! });
          let moves = 0;
          for (const choice of choices) {
            if (d.state.round > 1) break;
            const ready = readyCharacters(d.data, d.data.current!);
            const options = ready.length + 1; // activate one, or pass
            const pick = choice % options;
            if (pick < ready.length) {
              d.run({ type: "activate", combatant: ready[pick]! });
              d.run({ type: "endTurn", combatant: ready[pick]! });
            } else d.run({ type: "pass", faction: d.data.current! });
            moves++;
            // Every character acts at most once a round.
            const starts = ofType(d.events, "turnStart").map((e) => e.combatant);
            expect(new Set(starts).size).toBe(starts.length);
          }
          // If the random choices ran out, the forced passes from here must still end it.
          while (d.state.round === 1) {
            const ready = readyCharacters(d.data, d.data.current!);
            if (ready.length) {
              d.run({ type: "activate", combatant: ready[0]! });
              d.run({ type: "endTurn", combatant: ready[0]! });
            } else d.run({ type: "pass", faction: d.data.current! });
            moves++;
          }
          expect(moves).toBeLessThanOrEqual(characters * nFactions + nFactions);
          expect(ofType(d.events, "roundEnd")).toHaveLength(1);
          expect(ofType(d.events, "moraleCheckDue")).toHaveLength(1);
        },
      ),
      { numRuns: 150 },
    );
  });
});
