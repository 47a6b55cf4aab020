/**
 * Issue 23 (d): the exchange on an attack card is written by its author, a player, so its flags can hold anything.
 * 10,000 malformed exchanges (junk of every JS kind, and a real card with one field swapped for junk) are read as a
 * client draws them (readExchange → exchangeView) without throwing, and each is either readable within the caps or
 * "unreadable". On the GM's client (the Foundry double), a request on a malformed card changes no actor.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { bindExchange } from "../../module/chat/exchange/bind";
import { CARD_LIMITS, parseExchangeCard } from "../../module/chat/exchange/schema";
import { adapterFor, type RulesetId } from "../../module/rulesets/registry";
import { exchangeView } from "../../module/chat/exchange/view";
import { decideApply, decideDefence, decideUndo } from "../../module/chat/exchange/decide";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { resolveRequest } from "../../module/dice/requests";
import { sixSecondsAttackRequest } from "../../module/rulesets/six-seconds/attack";
import { armingSword, goblin, mauve } from "../foundry/six-seconds-examples";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";
import { fuzzRuns, fuzzSeed, junk } from "./arbitraries";

const HIT_READER = (id: RulesetId) => adapterFor(id).hit;

const G = "Actor.goblin0000000000";
const M = "Actor.mauve00000000000";

function validCard(): Record<string, unknown> {
  const target = { name: "Goblin", uuid: G, system: goblin(), derived: prepareActorDerived(goblin()), statuses: [] };
  const req = sixSecondsAttackRequest(mauve(), prepareActorDerived(mauve()), armingSword, target);
  return bindExchange(resolveRequest(req, [2, 5]), req, [2, 5], M, [{ uuid: G, name: "Goblin" }]) as unknown as Record<string, unknown>;
}

const PATHS = ["ruleset", "attackerUuid", "attackerName", "targets", "targets.0", "targets.0.uuid", "targets.0.name", "damage", "hit", "hit.track", "hit.hits", "attack", "attack.faces", "attack.request", "defences", "defences.0", "defences.0.revised", "applied", "charged", "unbound"];

/** A real card with the field at one path replaced by `value` (a defence added first, so its fields exist). */
function mutated(path: string, value: unknown): unknown {
  const card = validCard();
  card["defences"] = [{ targetUuid: G, choice: "dodge", by: "u", at: 1, damage: 3, summary: { key: "k", data: {} }, faces: [4] }];
  const parts = path.split(".");
  let node: Record<string, unknown> = card;
  for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>;
  node[parts.at(-1)!] = value;
  return card;
}

const malformed = fc.oneof(junk, fc.tuple(fc.constantFrom(...PATHS), junk).map(([p, v]) => mutated(p, v)));
const viewer = { id: "u", isGM: false, owns: () => true };
const GM = { id: "gm", isGM: true, owns: () => true };

describe("malformed exchange flags", () => {
  it("a real card reads as readable", () => {
    expect(parseExchangeCard(validCard(), HIT_READER).ok).toBe(true);
  });

  it("10,000 malformed exchanges: read and drawn without throwing; readable ones are within the caps", () => {
    let unreadable = 0;
    fc.assert(
      fc.property(malformed, (raw) => {
        const r = parseExchangeCard(raw, HIT_READER);
        if (!r.ok) {
          unreadable++;
          expect(typeof r.reason).toBe("string");
          return;
        }
        const c = r.card;
        expect(c.applied).toEqual([]);
        expect(c.targets.length).toBeLessThanOrEqual(CARD_LIMITS.targets);
        expect(c.damage === null || (Number.isInteger(c.damage) && c.damage <= CARD_LIMITS.damage)).toBe(true);
        exchangeView(c, "m", viewer, () => [], () => []);
        for (const t of c.targets) {
          decideApply(c, "m", viewer, t.uuid, true);
          decideDefence(c, "m", viewer, t.uuid, true);
          decideUndo(c, "m", GM, t.uuid, true);
        }
      }),
      { numRuns: fuzzRuns(10_000), seed: fuzzSeed() },
    );
    expect(unreadable).toBeGreaterThan(0);
  });

  it("a card of a few MB is unreadable at once", () => {
    const big = { ...validCard(), attackerName: "x".repeat(3_000_000) };
    expect(parseExchangeCard(big, HIT_READER)).toEqual({ ok: false, reason: expect.stringMatching(/larger than/) });
  });
});

describe("on the GM's client, a request on a malformed card changes nothing", () => {
  let fray: Fray;
  let fresh: () => DoubleHandle;
  beforeAll(async () => {
    ({ fray, fresh } = await frayOnDouble());
  });

  it("apply, defend and undo on 300 malformed cards (JSON, as Foundry stores flags): refused, the actor untouched", async () => {
    const h = fresh();
    installTemplates();
    const { handleExchangeRequest } = await import("../../module/chat/exchange-query");
    const goblinDoc = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: goblin() } as never))!;
    const message = (await ChatMessage.implementation.create({ content: "", author: h.player.id } as never))!;
    const jsonJunk = fc.oneof(fc.jsonValue(), fc.tuple(fc.constantFrom(...PATHS), fc.jsonValue()).map(([p, v]) => mutated(p, v)));
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(jsonJunk, fc.constantFrom("applyOutcome", "defend", "undoOutcome"), async (raw, type) => {
        await message.update({ "flags.fray.-=exchange": null } as never);
        await message.update({ flags: { fray: { exchange: JSON.parse(JSON.stringify(raw ?? null)) } } } as never);
        const before = JSON.stringify(goblinDoc.toObject());
        const answer = (await handleExchangeRequest({ type, messageId: message.id, targetUuid: goblinDoc.uuid, choice: type === "defend" ? "dodge" : "" }, h.player as never)) as { ok: boolean };
        // The goblin is no actor the malformed cards bind (their targets name other UUIDs): nothing may change.
        expect(answer.ok).toBe(false);
        expect(JSON.stringify(goblinDoc.toObject())).toBe(before);
        ran++;
      }),
      { numRuns: fuzzRuns(300), seed: fuzzSeed() },
    );
    expect(ran).toBeGreaterThan(0);
  });
});
