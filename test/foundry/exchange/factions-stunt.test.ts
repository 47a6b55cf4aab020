/**
 * factions attack stunts, applied through the exchange on the Foundry double: "Attack stunts must make sense and be
 * approved by the GM" (the accepted stunt is applied by a GM, the approval; the attacker's player alone may not), and
 * a disarming stunt drops the weapons the target holds, marked on its items and undone exactly.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { ruleOnCard } from "../../../module/chat/exchange/ruling";
import { resolveRequest } from "../../../module/dice/requests";
import { exchangeView } from "../../../module/chat/exchange/view";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { factionsApplyChoices } from "../../../module/rulesets/factions/apply-choices";
import { blankSystem, GM, doubleWorld, player, uuid } from "./double-world";

const sword: FactionsWeaponData = { name: "Sword", block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"] };
const HERO = uuid("balthasar");
const BANDIT = uuid("bandit");
const MSG = "msg0000000000031";

/** Balthasar's sword at the bandit (3 health, an axe and a dagger), proposing `stunt`; the GM approves it, the bandit accepts it. */
async function accepted(stunt: string, stuntText = "") {
  const fighter = (health: number) => {
    const s = blankSystem();
    s.factions.health = { value: health, max: 8 };
    return s;
  };
  const axe = { name: "Axe", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6" } } };
  const dagger = { name: "Dagger", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d4" } } };
  const world = await doubleWorld({
    [HERO]: { name: "Balthasar", system: fighter(8), statuses: [] },
    [BANDIT]: { name: "Bandit", system: fighter(3), statuses: [], items: [axe, dagger] },
  });
  const req = factionsAttackRequest(fighter(8), sword, world.actor(BANDIT)!, { raw: { stunt, stuntText } });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, [6]), req, [6], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
  // The GM approves the proposed stunt on the card first (factions-stunt-approval.test.ts).
  expect(await ruleOnCard(world, MSG, GM, "stunt-approve")).toMatchObject({ ok: true });
  expect(await defend(world, MSG, BANDIT, "stunt", player("npc", [BANDIT]))).toMatchObject({ ok: true });
  return world;
}

describe("factions attack stunts: the GM's approval and the disarm", () => {
  it("\"Attack stunts must make sense and be approved by the GM\": the attacker's player cannot apply the accepted stunt, nothing is written; the GM's apply is the approval", async () => {
    const world = await accepted("incapacitate");
    expect(factionsApplyChoices.offers(world.cards.get(MSG)!, world.actor(BANDIT)!).find((o) => o.id === "stunt")).toMatchObject({ side: "gm" });
    // The card shows the stunt's apply choice to a GM only (neither the attacker's player nor the target's owner sees it).
    const card = world.cards.get(MSG)!;
    const choices = (viewer: Parameters<typeof exchangeView>[2]) => exchangeView(card, MSG, viewer, () => [], (u) => factionsApplyChoices.offers(card, world.actor(u)!)).rows[0]!.choices.map((o) => o.id);
    expect(choices(GM)).toContain("stunt");
    expect(choices(player("balthasar", [HERO]))).not.toContain("stunt");
    expect(choices(player("npc", [BANDIT]))).not.toContain("stunt");
    const writes = world.writes;
    expect(await applyOutcome(world, MSG, BANDIT, player("balthasar", [HERO]), "stunt")).toEqual({ ok: false, refusal: "Forbidden" });
    expect(world.writes).toBe(writes);
    expect(await applyOutcome(world, MSG, BANDIT, GM, "stunt")).toMatchObject({ ok: true });
    expect(world.actors.get(BANDIT)!.statuses).toEqual(["factions.incapacitated"]);
  });

  it("\"the bandit is disarmed and incapacitated until the end of the stretch\": every weapon he holds is marked dropped, undone exactly", async () => {
    const world = await accepted("disarm-incapacitate");
    const held = () => (world.actor(BANDIT)!.held as { factionsWeapons?: unknown[] }).factionsWeapons ?? [];
    expect(held()).toHaveLength(2);
    await applyOutcome(world, MSG, BANDIT, GM, "stunt");
    expect(held()).toEqual([]);
    expect(world.actors.get(BANDIT)!.statuses).toEqual(["factions.incapacitated"]);
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(held()).toHaveLength(2);
  });
});

describe("factions attack stunts: incapacitated until the end of the stretch", () => {
  it("\"the bandit is disarmed and incapacitated until the end of the stretch\": the applied stunt records its Incapacitated; the bandit's *End of the stretch* lifts it (and only that one)", async () => {
    const { resolveAction } = await import("../../../module/dice/action-resolve");
    const { stretchEndAction } = await import("../../../module/rulesets/factions/morale-actions");
    const world = await accepted("disarm-incapacitate");
    await applyOutcome(world, MSG, BANDIT, GM, "stunt");
    const bandit = world.actor(BANDIT)!;
    expect(bandit.system.factions.stuntIncapacitated).toBe(true);
    const end = async (system: typeof bandit.system, statuses: string[]) => resolveAction(stretchEndAction, await stretchEndAction.prepare({ name: "Bandit", stats: system, statuses } as never), []);
    const lifted = await end(bandit.system, [...bandit.statuses]);
    expect(lifted.statuses).toEqual({ off: ["factions.incapacitated"] });
    expect(lifted.update).toMatchObject({ "system.factions.stuntIncapacitated": false });
    // Incapacitated by damage (health 0), not by a stunt: the end of the stretch leaves it.
    const hurt = blankSystem();
    hurt.factions.health = { value: 0, max: 8 };
    expect((await end(hurt, ["factions.incapacitated"])).statuses?.off ?? []).toEqual([]);
    // The undo of the stunt takes the record back with the status.
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actor(BANDIT)!.system.factions.stuntIncapacitated).toBe(false);
  });
});

describe("factions attack stunts: one of the attacker's own words", () => {
  it("\"The attacker can propose an alternative effect to the target instead of inflicting damage (cutting a limb, forcing a surrender, etc.)\": *Other (describe)* carries the attacker's text to the card; the bandit accepts it and the GM applies it: no damage, the text on the result", async () => {
    const { parseFactionsDialog } = await import("../../../module/rulesets/factions/attack-options");
    expect(() => parseFactionsDialog({ stunt: "other", stuntText: "  " })).toThrow(/describe/);
    const world = await accepted("other", "pinned to the door by his cloak");
    const card = world.cards.get(MSG)!;
    expect(card.defences[0]).toMatchObject({ choice: "stunt", damage: 0, summary: { key: "FRAY.Factions.StuntAcceptedOther", data: { text: "pinned to the door by his cloak" } } });
    expect(factionsApplyChoices.offers(card, world.actor(BANDIT)!).find((o) => o.id === "stunt")).toMatchObject({ label: "FRAY.Factions.StuntApply.other", side: "gm" });
    const answer = await applyOutcome(world, MSG, BANDIT, GM, "stunt");
    expect(answer).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Factions.StuntAppliedOther", data: { text: "pinned to the door by his cloak" } } }] });
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(3);
  });
});
