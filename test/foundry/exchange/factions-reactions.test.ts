/**
 * The factions reactions beyond dodge and counter, from the attack's request to the applied outcome: hiding behind
 * a willing ally or a grabbed enemy, guarding, the reaction limits (unaware, once per attack, one counter against a
 * blast) with their lang keys, and the attack stunt (Balthasar's sword and the bandit with 3 health).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { ruleOnCard } from "../../../module/chat/exchange/ruling";
import { exchangeView } from "../../../module/chat/exchange/view";
import { resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { factionsDefence } from "../../../module/rulesets/factions/defence";
import { factionsApplyChoices } from "../../../module/rulesets/factions/apply-choices";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const weapon = (file: string, name: string): FactionsWeaponData => ({
  name,
  block: (parse(readFileSync(`packs/_source/weapons/factions/${file}.yml`, "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
});
const sword = weapon("sword", "Sword");

const HERO = uuid("balthasar");
const BANDIT = uuid("bandit");
const ALLY = uuid("ally");
const OTHER = uuid("stranger");
const MSG = "msg0000000000007";

function fighter(health: number, agi = 10, armour = 0) {
  const s = blankSystem();
  s.factions.health = { value: health, max: 8 };
  s.factions.agi = agi;
  s.factions.armour = armour;
  return s;
}

/** Balthasar's sword at the nearby bandit: an automatic hit, the d6 shows `face`. */
async function swing(face: number, raw: Record<string, string> = {}, banditStatuses: string[] = [], attackerStatuses: string[] = []): Promise<DoubleWorld> {
  const world = await doubleWorld({
    [HERO]: { name: "Balthasar", system: fighter(8), statuses: attackerStatuses },
    [BANDIT]: { name: "Bandit", system: fighter(8), statuses: banditStatuses },
    [ALLY]: { name: "Bandit ally", system: fighter(8, 12, 1), statuses: [] },
    [OTHER]: { name: "Stranger", system: fighter(8), statuses: [] },
  });
  const req = factionsAttackRequest(fighter(8), sword, world.actor(BANDIT)!, { raw });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, [face]), req, [face], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
  return world;
}

const banditSide = player("npc", [BANDIT, ALLY]);

describe("hide behind a nearby character (the target changes, and the new target may react)", () => {
  it("the bandit hides behind a willing ally: the card rebinds to the ally, who dodges on its own AGI, and the hit lands on the ally once, undone exactly", async () => {
    const world = await swing(5);
    const r = await defend(world, MSG, BANDIT, "hide", banditSide, ALLY);
    expect(r).toMatchObject({ ok: true, defence: { choice: "hide", retarget: { to: ALLY, name: "Bandit ally", other: ALLY }, summary: { key: "FRAY.Factions.HidBehind" } } });
    const card = world.cards.get(MSG)!;
    expect(card.targets).toEqual([{ uuid: ALLY, name: "Bandit ally" }]);
    // The original target is no longer bound: nothing applies to it.
    expect(await applyOutcome(world, MSG, BANDIT, GM)).toEqual({ ok: false, refusal: "NotBound" });
    // The ally's row says how it came to be the target, and offers its own reaction.
    const view = exchangeView(card, MSG, banditSide, (u) => factionsDefence.offers(card, world.actor(u)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: u }));
    expect(view.rows[0]).toMatchObject({ uuid: ALLY, via: { summary: { key: "FRAY.Factions.HidBehind" } } });
    expect(view.rows[0]!.offers.find((o) => o.id === "dodge")?.refused).toBeNull();
    // The ally fails its dodge (13 over AGI 12): the sword's 5, less the ally's armour 1.
    world.dice = [13];
    expect(await defend(world, MSG, ALLY, "dodge", banditSide)).toMatchObject({ ok: true, defence: { damage: 5 } });
    await applyOutcome(world, MSG, ALLY, player("balthasar", [HERO]));
    expect(world.actors.get(ALLY)!.system.factions.health.value).toBe(4);
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(8);
    expect(await applyOutcome(world, MSG, ALLY, GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
    await undoOutcome(world, MSG, ALLY, GM);
    expect(world.actors.get(ALLY)!.system.factions.health.value).toBe(8);
  });

  it("an ally its owner does not vouch for is not willing; a grabbed enemy needs no consent; the attacker and yourself are refused — each with its lang key, nothing written", async () => {
    const world = await swing(5);
    const bandit = player("bandit-only", [BANDIT]);
    expect(await defend(world, MSG, BANDIT, "hide", bandit, ALLY)).toEqual({ ok: false, refusal: "Refused", reason: "can only hide behind a willing ally or a grabbed enemy" });
    const card = world.cards.get(MSG)!;
    const offer = factionsDefence.offers(card, world.actor(BANDIT)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: BANDIT, other: { uuid: ALLY, actor: world.actor(ALLY)!, willing: false } }).find((o) => o.id === "hide")!;
    expect(offer.refusedKey).toBe("FRAY.Error.factions.hide-not-willing");
    expect(await defend(world, MSG, BANDIT, "hide", GM, HERO)).toMatchObject({ ok: false, reason: "cannot hide behind the attacker" });
    expect(await defend(world, MSG, BANDIT, "hide", GM, BANDIT)).toMatchObject({ ok: false, reason: "cannot hide behind yourself" });
    expect(await defend(world, MSG, BANDIT, "hide", GM)).toEqual({ ok: false, refusal: "NoOther" });
    expect(world.writes).toBe(0);
    // "a currently grabbed enemy": one the hider holds (the grab's record), not anyone with the Grabbed status.
    await world.toggle(OTHER, "factions.grabbed");
    await world.update(OTHER, { "system.factions.grabbedBy": ALLY });
    expect(await defend(world, MSG, BANDIT, "hide", bandit, OTHER)).toMatchObject({ ok: false, refusal: "Refused" });
    await world.update(OTHER, { "system.factions.grabbedBy": BANDIT });
    expect(await defend(world, MSG, BANDIT, "hide", bandit, OTHER)).toMatchObject({ ok: true, defence: { retarget: { to: OTHER } } });
  });
});

describe("undoing a hide or a guard (GM only, before the new target acted)", () => {
  it("the GM binds the original target again, the rebinding stays in the audit; a player may not, and once the hit is applied to the new target, Undo undoes that application instead", async () => {
    const world = await swing(5);
    await defend(world, MSG, BANDIT, "hide", banditSide, ALLY);
    expect(await undoOutcome(world, MSG, ALLY, banditSide)).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await undoOutcome(world, MSG, ALLY, GM)).toMatchObject({ ok: true, defence: { choice: "hide", unbound: { by: "gm" } } });
    const card = world.cards.get(MSG)!;
    expect(card.targets).toEqual([{ uuid: BANDIT, name: "Bandit" }]);
    expect(card.defences).toEqual([]);
    expect(card.unbound).toHaveLength(1);
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(3);

    const late = await swing(5);
    await defend(late, MSG, BANDIT, "guard", GM, ALLY);
    await applyOutcome(late, MSG, ALLY, GM);
    expect(await undoOutcome(late, MSG, ALLY, GM)).toMatchObject({ ok: true, records: [{ targetUuid: ALLY }] });
    expect(late.cards.get(MSG)!.targets.map((t) => t.uuid)).toEqual([ALLY]);
  });
});

describe("guard: a nearby character becomes the target, and has spent its reaction", () => {
  it("the ally's owner guards the bandit: the card rebinds to the guard, who may not dodge too; the target's owner alone may not make another guard", async () => {
    const world = await swing(4);
    expect(await defend(world, MSG, BANDIT, "guard", player("bandit-only", [BANDIT]), ALLY)).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await defend(world, MSG, BANDIT, "guard", player("ally", [ALLY]), ALLY)).toMatchObject({ ok: true, defence: { choice: "guard", retarget: { to: ALLY } } });
    expect(world.cards.get(MSG)!.targets.map((t) => t.uuid)).toEqual([ALLY]);
    world.dice = [1];
    expect(await defend(world, MSG, ALLY, "dodge", GM)).toEqual({ ok: false, refusal: "Refused", reason: "never more than one reaction against a single attack" });
    await applyOutcome(world, MSG, ALLY, GM);
    // 4 less the guard's armour 1.
    expect(world.actors.get(ALLY)!.system.factions.health.value).toBe(5);
  });

  it("the guard pays its own reaction: with none left it is refused and nothing changes; the hider pays for a hide", async () => {
    const spent: string[] = [];
    const costs = (empty: string) => ({ refusal: (u: string) => (u === empty ? "no reaction left this round" : null), spend: async (u: string) => void spent.push(u) });
    const world = await swing(4);
    world.costs = costs(ALLY);
    expect(await defend(world, MSG, BANDIT, "guard", GM, ALLY)).toEqual({ ok: false, refusal: "Refused", reason: "no reaction left this round" });
    expect(world.writes).toBe(0);
    world.costs = costs("");
    await defend(world, MSG, BANDIT, "guard", GM, ALLY);
    const hide = await swing(4);
    hide.costs = costs("");
    await defend(hide, MSG, BANDIT, "hide", GM, ALLY);
    expect(spent).toEqual([ALLY, BANDIT]);
  });

  it("the guard offer is shown to any viewer (the guard's owner chooses); the target's own reactions only to its owner", async () => {
    const world = await swing(4);
    const card = world.cards.get(MSG)!;
    const view = exchangeView(card, MSG, player("ally", [ALLY]), (u) => factionsDefence.offers(card, world.actor(u)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: u }));
    expect(view.rows[0]!.offers.map((o) => o.id)).toEqual(["guard"]);
    expect(view.rows[0]!.offers[0]).toMatchObject({ other: "controlled", byOther: true });
  });
});

describe("reaction limits", () => {
  it("an unaware target (an ambush ticked in the dialog, or a concealed attacker) cannot react, with the translated reason", async () => {
    for (const world of [await swing(4, { unaware: "on" }), await swing(4, {}, [], ["factions.concealed"])]) {
      const card = world.cards.get(MSG)!;
      const offers = factionsDefence.offers(card, world.actor(BANDIT)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: BANDIT });
      expect(offers.find((o) => o.id === "dodge")).toMatchObject({ refused: "targets unaware of their attacker cannot react", refusedKey: "FRAY.Error.factions.react-unaware" });
      world.dice = [1];
      expect(await defend(world, MSG, BANDIT, "dodge", GM)).toMatchObject({ ok: false, refusal: "Refused" });
    }
  });

  it("once per attack: a second defence by the same target is refused and changes nothing", async () => {
    const world = await swing(4);
    world.dice = [15, 1];
    await defend(world, MSG, BANDIT, "dodge", GM);
    const writes = world.writes;
    expect(await defend(world, MSG, BANDIT, "dodge", GM)).toEqual({ ok: false, refusal: "AlreadyDefended" });
    expect(world.writes).toBe(writes);
  });

  it("a blast is countered by one target only: the second target's counter is refused (counter-blast)", async () => {
    const world = await swing(4);
    const card = world.cards.get(MSG)!;
    card.targets.push({ uuid: ALLY, name: "Bandit ally" });
    card.defences.push({ targetUuid: BANDIT, choice: "counter", by: "gm", at: 0, damage: 0, summary: { key: "x", data: {} }, faces: [] });
    const ally = { ...world.actor(ALLY)!, held: { shield: false, factionsWeapon: { name: "Axe", damageDie: "d6" } } };
    const counter = factionsDefence.offers(card, ally, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: ALLY }).find((o) => o.id === "counter");
    expect(counter).toMatchObject({ refusedKey: "FRAY.Error.factions.counter-blast" });
  });
});

describe("attack stunts (Balthasar spares the bandit with 3 health)", () => {
  it("proposed in the dialog, shown on the card; the bandit accepts: no damage, no reaction after it, and the stunt applied incapacitates him with health kept at 3, undone exactly", async () => {
    const world = await swing(6, { stunt: "disarm-incapacitate" });
    await world.update(BANDIT, { "system.factions.health.value": 3 });
    // The GM approves the proposed stunt on the card first (factions-stunt-approval.test.ts).
    expect(await ruleOnCard(world, MSG, GM, "stunt-approve")).toMatchObject({ ok: true });
    const card = world.cards.get(MSG)!;
    const offers = factionsDefence.offers(card, world.actor(BANDIT)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: BANDIT });
    expect(offers[0]).toMatchObject({ id: "stunt", label: "FRAY.Factions.StuntAccept.disarm-incapacitate", refused: null });
    expect(await defend(world, MSG, BANDIT, "stunt", player("npc", [BANDIT]))).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Factions.StuntAccepted" } } });
    world.dice = [1];
    expect(await defend(world, MSG, BANDIT, "dodge", GM)).toEqual({ ok: false, refusal: "AlreadyDefended" });
    const after = world.cards.get(MSG)!;
    expect(factionsApplyChoices.offers(after, world.actor(BANDIT)!).map((o) => o.id)).toEqual(["stunt", "death-blow"]);
    // A GM applies the accepted stunt: "approved by the GM" (factions-stunt.test.ts).
    const r = await applyOutcome(world, MSG, BANDIT, GM, "stunt");
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Factions.StuntApplied" }, statuses: [{ id: "factions.incapacitated", before: false, after: true }] }] });
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(3);
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.statuses).toEqual([]);
  });

  it("\"instead of inflicting damage (cutting a limb, forcing a surrender, etc.)\": an accepted surrender stunt records the bandit as surrendering, undone exactly", async () => {
    const world = await swing(6, { stunt: "surrender" });
    expect(await ruleOnCard(world, MSG, GM, "stunt-approve")).toMatchObject({ ok: true });
    expect(await defend(world, MSG, BANDIT, "stunt", player("npc", [BANDIT]))).toMatchObject({ ok: true });
    expect(await applyOutcome(world, MSG, BANDIT, GM, "stunt")).toMatchObject({ ok: true });
    expect(world.actors.get(BANDIT)!.system.factions).toMatchObject({ surrendering: true, health: { value: 8 } });
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.system.factions.surrendering).toBe(false);
  });

  it("refusing the stunt is reacting or taking the hit as normal: the sword's 6 takes the bandit from 3 to incapacitated", async () => {
    const world = await swing(6, { stunt: "surrender" });
    await world.update(BANDIT, { "system.factions.health.value": 3 });
    expect(factionsApplyChoices.offers(world.cards.get(MSG)!, world.actor(BANDIT)!).map((o) => o.id)).toEqual(["death-blow"]);
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.statuses).toContain("factions.incapacitated");
  });
});
