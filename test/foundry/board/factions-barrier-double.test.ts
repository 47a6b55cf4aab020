/**
 * factions barriers read from the board, through the Foundry double: "Barriers completely block attacks. If a
 * character peaks behind cover to attack, they can be still countered and the barrier only counts as cover."
 * (factions.txt, Cover). A zone border marked *Barrier* between the attacker's and the target's zones prefills the
 * attack dialog's *Target's protection* with *Barrier* (board-prefill.ts boardDialogPrefill, as the sheet's weapon
 * button merges it into the dialog's data), so an attack rolled with the dialog untouched is refused; the user may
 * still switch to *Barrier, target peeking out*, which the attack treats as cover. No barrier: *None*, as before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { SheetActionContext } from "../../../module/rulesets/adapter";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

type Actor = InstanceType<BoardWorld["fray"]["FrayActor"]>;
type Layer = { get(id: string): { setTarget(t: boolean, o?: Record<string, unknown>): void } };
const bow = { name: "Bow", system: { factions: { attack: "ranged", damageDie: "d6", range: 8 } } };

/** Theobald in the Hall, a bandit in the Yard next door; the Hall's border with the Yard is a barrier or not. */
async function yard(barrier: boolean) {
  w.start();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  const region = (name: string, x: number, borders: unknown[]) => ({
    name,
    shapes: [{ type: "rectangle", x, y: 0, width: 1000, height: 1000, rotation: 0, hole: false }],
    // The borders live in the zone behaviour's flags, where the border form writes them.
    behaviors: [{ name, type: "fray.zone", system: { features: [] }, flags: { fray: { borders } } }],
  });
  const [hall] = (await s.createEmbeddedDocuments("Region", [region("Hall", 0, [])])) as unknown as { id: string }[];
  await s.createEmbeddedDocuments("Region", [region("Yard", 1000, barrier ? [{ zone: hall!.id, cover: "none", soft: false, linear: false, choke: 0, barrier: true }] : [])]);
  theCanvas().view(s as never);
  const make = async (name: string) => (await w.fray.FrayActor.create({ name, type: "npc", system: { factions: { health: { value: 8, max: 8 }, str: 10 } } } as never)) as Actor;
  const hero = await make("Theobald");
  const bandit = await make("Bandit");
  const linked = { actorLink: true };
  await tokenFor(s, hero.id!, 1, 1, linked);
  const target = await tokenFor(s, bandit.id!, 12, 1, linked);
  (theCanvas() as unknown as { tokens: Layer }).tokens.get(target.id!).setTarget(true, { releaseOthers: true });
  return { hero, bandit };
}

/** The sheet's weapon button (actor-sheet.ts rollItem): the board's prefill merged into the dialog's data, the dialog rolled untouched (its defaults) or with `edit`. */
async function attackFromSheet(hero: Actor, edit: Record<string, unknown> = {}) {
  const { boardDialogPrefill } = await import("../../../module/canvas/board-prefill");
  const { askRollOptions } = await import("../../../module/applications/dialogs/roll-dialog");
  const { adapterFor } = await import("../../../module/rulesets/registry");
  const FrayActor = w.fray.FrayActor as unknown as { firstTarget(): ReturnType<SheetActionContext["firstTarget"]>; targets(): ReturnType<SheetActionContext["targets"]> };
  const board = boardDialogPrefill(hero as never, bow.system as never);
  expect(board.refusal).toBeNull();
  const ctx = {
    stats: hero.system.stats,
    derived: hero.system.derived,
    statuses: [],
    options: {},
    ask: (data: Record<string, unknown>, preview?: unknown) => askRollOptions("factions", { ...data, ...board.data, ...edit }, { title: "t", skip: true }, preview as never),
    firstTarget: () => FrayActor.firstTarget(),
    targets: () => FrayActor.targets(),
    targetBlast: async () => null,
    localize: (k: string) => k,
  };
  const build = await adapterFor("factions").sheet.rollItem!(ctx as never, { name: bow.name, system: bow.system as never });
  return { board, build: build! };
}

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};

describe("factions: a barrier on the board blocks the attack unless the user says the target peeks out", () => {
  it("\"Barriers completely block attacks\": a barrier between the zones prefills Barrier, and the untouched dialog's attack is refused", async () => {
    const { hero } = await yard(true);
    const { board, build } = await attackFromSheet(hero);
    expect(board.data["protection"]).toBe("barrier");
    expect(String(board.data["boardNotes"])).toMatch(/barrier stands between you/);
    expect(codeOf(build)).toBe("factions.barrier-blocks");
  });

  it("\"the barrier only counts as cover\" for a target peeking out: the prefill stays editable, and Barrier, target peeking out rolls", async () => {
    const { hero } = await yard(true);
    const { build } = await attackFromSheet(hero, { protection: "barrier-peeking" });
    expect(codeOf(build)).toBeUndefined();
  });

  it("no barrier on the border: no protection is prefilled and the attack rolls", async () => {
    const { hero } = await yard(false);
    const { board, build } = await attackFromSheet(hero);
    expect(board.data["protection"]).toBeUndefined();
    expect(codeOf(build)).toBeUndefined();
  });
});
