/**
 * One creature of each ruleset with a cast, taken from the compiled actors pack (built with fvtt-cli and read back),
 * imported into a world on the Foundry double the way a GM drags it in (the pack's `_key`s dropped, the pipeline
 * creating it and its embedded items), put into a running combat with a hero of the same pack, and hit by one attack
 * resolved by the ruleset's own attack request and damage rule. The hit is written through the actor's pipeline.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { damageApplication } from "../../module/chat/apply-damage";
import { resolveRequest } from "../../module/dice/requests";
import { factionsAttackRequest } from "../../module/rulesets/factions/attack";
import { sixSecondsAttackRequest } from "../../module/rulesets/six-seconds/attack";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { PACKS, type RulesetId } from "../../module/schema/index";
import { buildPacks } from "../../scripts/lib/packs";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

const root = fileURLToPath(new URL("../..", import.meta.url));
type Rec = Record<string, unknown>;
let tmp: string;
let fray: Fray;
let fresh: () => DoubleHandle;
const compiled = new Map<string, Rec[]>();

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-cast-"));
  const names = ["actors-six-seconds", "actors-factions", "actors-tactica", "weapons"];
  await buildPacks({ root, outDir: path.join(tmp, "packs"), packs: PACKS.filter((p) => names.includes(p.name)) });
  for (const name of names) {
    const out = path.join(tmp, "read", name);
    await extractPack(path.join(tmp, "packs", name), out, { clean: true });
    compiled.set(name, fs.readdirSync(out).map((f) => JSON.parse(fs.readFileSync(path.join(out, f), "utf8")) as Rec));
  }
  ({ fray, fresh } = await frayOnDouble());
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A compendium document as the world's import gets it: no pack keys, no pack folder. */
function fromCompendium(doc: Rec): Rec {
  const { _key, folder, ...data } = structuredClone(doc);
  void _key;
  void folder;
  data.items = ((data.items as Rec[] | undefined) ?? []).map(({ _key: k, ...item }) => (void k, item));
  return data;
}

function packDoc(pack: string, name: string, ruleset?: RulesetId): Rec {
  const ofRuleset = (d: Rec) => ruleset === undefined || (d.system as Rec).ruleset === ruleset;
  const doc = compiled.get(pack)!.find((d) => d.name === name && ofRuleset(d) && String(d._key).startsWith(pack === "weapons" ? "!items!" : "!actors!"));
  if (!doc) throw new Error(`no ${name} in the compiled ${pack} pack`);
  return doc;
}

type ActorDoc = InstanceType<Fray["FrayActor"]>;

/** Import the hero and the creature, start a combat with both, and return them. */
async function fight(ruleset: RulesetId, hero: string, creature: string): Promise<{ attacker: ActorDoc; target: ActorDoc; combat: InstanceType<Fray["FrayCombat"]> }> {
  fresh();
  await game.settings.set("fray", "ruleset", ruleset as never);
  const pack = `actors-${ruleset}`;
  const attacker = (await fray.FrayActor.create(fromCompendium(packDoc(pack, hero)) as never)) as ActorDoc;
  const target = (await fray.FrayActor.create(fromCompendium(packDoc(pack, creature)) as never)) as ActorDoc;
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: attacker.id }, { actorId: target.id }] } as never)) as InstanceType<Fray["FrayCombat"]>;
  return { attacker, target, combat };
}

/** Apply `amount` through the world ruleset's damage rule and the actor's own update pipeline. */
async function hit(ruleset: RulesetId, target: ActorDoc, amount: number, ctx: Rec = {}): Promise<void> {
  const app = damageApplication(ruleset, target.system.stats, target.system.derived, amount, { statuses: [...target.statuses], ...ctx });
  await target.update(app.update);
}

const weaponBlock = (actor: ActorDoc, name: string, block: string) => {
  const item = actor.items.find((i) => i.name === name);
  if (!item) throw new Error(`${actor.name} holds no ${name}`);
  return { id: item.id ?? undefined, name, block: (item.system as unknown as Rec)[block] as never };
};

describe("the packs' creatures in a first fight", () => {
  it("six-seconds: Colonel Mauve's arming sword wounds the Goblin Mook (Toughness 9/3)", async () => {
    const { attacker, target, combat } = await fight("six-seconds", "Colonel Mauve", "Goblin Mook");
    expect(combat.combatants.size).toBe(2);
    expect(target.system.derived.sixSeconds.toughness.toughness).toBe(9);
    const req = sixSecondsAttackRequest(attacker.system.stats, attacker.system.derived, weaponBlock(attacker, "Arming sword", "sixSeconds"), target.asAttackTarget());
    // Hit d6 = 4 (+ Weapon Skill 2 against Target 4), damage d8 = 2 + Strength 3 = 5: above Minimum Toughness 3, below 9.
    const card = resolveRequest(req, [4, 2]);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.wound");
    expect(card.damage).toBe(5);
    await hit("six-seconds", target, card.damage!);
    expect(target.system.stats.sixSeconds.wounds).toBe(1);
    expect(target.system.derived.sixSeconds.toughness.toughness).toBe(8);
  });

  it("factions: Theobald's sword takes health off a Bandit (health 8)", async () => {
    const { attacker, target, combat } = await fight("factions", "Theobald", "Bandit");
    expect(combat.combatants.size).toBe(2);
    const req = factionsAttackRequest(attacker.system.stats, weaponBlock(attacker, "Sword", "factions"), target.asAttackTarget());
    const card = resolveRequest(req, [3]);
    expect(card.damage).toBe(3);
    await hit("factions", target, card.damage!);
    expect(target.system.stats.factions.health.value).toBe(5);
  });

  it("tactica: Roland, with a compendium broadsword, hits a Goblin: a Stun or a rank", async () => {
    const { attacker, target, combat } = await fight("tactica", "Roland", "Goblin");
    expect(combat.combatants.size).toBe(2);
    const sword = fromCompendium(packDoc("weapons", "Broadsword", "tactica"));
    await attacker.createEmbeddedDocuments("Item", [sword] as never);
    const req = tacticaAttackRequest(attacker.system.stats, attacker.system.derived, weaponBlock(attacker, "Broadsword", "tactica"), 4, target.asAttackTarget());
    // 4 dice, two 5+ successes: a medium weapon (1+1d) deals 2.
    const card = resolveRequest(req, [6, 5, 3, 2]);
    expect(card.damage).toBe(2);
    const before = target.system.derived.tactica.physical.current;
    await hit("tactica", target, card.damage!);
    const after = target.system.stats.tactica;
    // Any hit is a State (Stun) or a rank lost: the Goblin's stored data says which.
    expect(after.physical.state || after.physical.lost > 0 || target.statuses.has("tactica.stun")).toBe(true);
    expect(target.system.derived.tactica.physical.current).toBeLessThanOrEqual(before);
  });
});
