/**
 * Issue 24 (re-audit R3): "Multiple people can reload a weapon at the same time, dividing the time between them."
 * Every reloader pays its share, not only the one who clicks. Through the Foundry double: a six-seconds FrayCombat of
 * FrayActors; the sheet's Reload action prepared with the user's targets as the crew (their actors' uuids), its cost
 * paid by payFromPlay (the tracker's costOf, the engine's act with its crew) into the combat's stored fight.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { actionContext } from "../action-context";
import { reloadAction } from "../../../module/rulesets/six-seconds/weapon-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { installSocket } from "../../double/socket";
import system from "../../../system.json";

let fray: Fray;
let fresh: () => DoubleHandle;
let payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ payFromPlay } = await import("../../../module/combat/pay-from-play"));
  const [{ registerGmHandler }, { COMBAT_KIND }, { handleCombatRequest }] = await Promise.all([
    import("../../../module/gm/channel"),
    import("../../../module/combat/query-data"),
    import("../../../module/combat/query"),
  ]);
  registerGmHandler(COMBAT_KIND, handleCombatRequest);
});

const TEXT = "Multiple people can reload a weapon at the same time, dividing the time between them";

type Combat = InstanceType<Fray["FrayCombat"]>;
type Fighter = { spent: number; owed?: number };
const fighters = (c: Combat) => (c.frayStore.scheduler.state.data as { fighters: Record<string, Fighter> }).fighters;

/** A scale-2 ballista: 4 + 2 × 4 = 12 s to reload at scale 0. */
const ballista = { id: "ballista00000000", type: "weapon", name: "Ballista", system: { sixSeconds: { damageDie: "d12", rangeIncrement: 30, reload: true, scale: 2 } }, state: { loaded: false, aimedAt: null } };

/** The active fighter's Reload with the other fighters targeted, as its sheet prepares and pays it. */
async function reloadWithCrew(combat: Combat, crewCount: number) {
  const state = combat.frayStore.scheduler.state;
  const me = combat.combatants.get(state.active!)!;
  const crew = combat.combatants.contents.filter((c) => c.id !== me.id).slice(0, crewCount);
  const actor = me.actor!;
  const ctx = actionContext<SixSecondsTypes>(actor.system.stats, {
    name: actor.name,
    items: [ballista],
    targets: () => crew.map((c) => ({ uuid: c.actor!.uuid, name: c.actor!.name, scale: 0 }) as never),
    askFields: async () => ({ weapon: ballista.id }),
  });
  const req = (await reloadAction.prepare(ctx))!;
  const paid = await payFromPlay(actor, reloadAction.cost!(req)!);
  return { me: me.id!, crew: crew.map((c) => c.id!), paid };
}

describe("six-seconds: a crew reloading together", () => {
  it(`"${TEXT}": three reloaders of a 12 s ballista pay 4 s each; the two out of their turn owe theirs from their next turn`, async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 3);
    await combat.startCombat();
    const { me, crew, paid } = await reloadWithCrew(combat, 2);
    expect(paid).toBe(true);
    expect(fighters(combat)[me]!.spent).toBe(4);
    for (const id of crew) expect(fighters(combat)[id]!.owed).toBe(4);
    // The next fighter's turn opens with its 4 s given to the reload: 2 s of its own left.
    await combat.nextTurn();
    const next = combat.frayStore.scheduler.state.active!;
    expect(crew).toContain(next);
    expect(fighters(combat)[next]!.spent).toBe(4);
    expect(fighters(combat)[next]!.owed).toBe(0);
    const panel = combat.frayView.combatant(combat.frayStore.scheduler.state, next).pips!;
    expect(panel.filter((p) => p === "left").length).toBe(2);
  });

  it(`"${TEXT}": a crew member that cannot act (Broken) refuses the whole step; nobody pays`, async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const other = combat.combatants.contents.find((c) => c.id !== combat.frayStore.scheduler.state.active)!;
    await other.actor!.toggleStatusEffect("six-seconds.broken", { active: true });
    const { me, crew, paid } = await reloadWithCrew(combat, 1);
    expect(paid).toBe(false);
    expect(fighters(combat)[me]!.spent).toBe(0);
    expect(fighters(combat)[crew[0]!]!.owed ?? 0).toBe(0);
  });

  it(`"${TEXT}": undoing the step gives every reloader its seconds back`, async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const { me, crew } = await reloadWithCrew(combat, 1);
    expect(fighters(combat)[crew[0]!]!.owed).toBe(6);
    expect(await combat.frayCommand(null, true)).toBe(true);
    expect(fighters(combat)[me]!.spent).toBe(0);
    expect(fighters(combat)[crew[0]!]!.owed ?? 0).toBe(0);
  });

  it(`"${TEXT}": a player's Reload goes to the GM's client, which charges the crew the player does not own`, async () => {
    const h = fresh();
    installSocket(h as never, system);
    const { listenOnChannel } = await import("../../../module/gm/channel");
    for (const user of [h.player, h.gm]) {
      h.actAs(user);
      listenOnChannel();
    }
    h.actAs(h.gm);
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const mine = combat.combatants.get(combat.frayStore.scheduler.state.active!)!;
    await mine.actor!.update({ ownership: { [h.player.id!]: 3 } } as never);
    h.actAs(h.player);
    try {
      const { me, crew, paid } = await reloadWithCrew(combat, 1);
      expect(paid).toBe(true);
      expect(fighters(combat)[me]!.spent).toBe(6);
      expect(fighters(combat)[crew[0]!]!.owed).toBe(6);
    } finally {
      h.actAs(h.gm);
    }
  });
});
