/**
 * Issue 27 item 6, "the GM can hide NPC numbers from players": through the double, a six-seconds attack card bound
 * to a goblin no player owns, drawn for each viewer (npcCardFor, which the renderChatMessageHTML hook calls with
 * game.user): with the world setting on, a player's card has no Toughness row, no chances, no Target and no odds;
 * the GM's is the card as posted; a target a player owns shows its numbers to everyone; with the setting off,
 * nobody's card changes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { prepareActorDerived } from "../../module/data/actor/derived";
import type { CardData } from "../../module/dice/card";
import { resolveRequest } from "../../module/dice/requests";
import { sixSecondsAttackRequest } from "../../module/rulesets/six-seconds/attack";
import { armingSword, goblin, mauve } from "./six-seconds-examples";

let fray: Fray;
let fresh: (o?: Record<string, unknown>) => DoubleHandle;
let npcCardFor: typeof import("../../module/documents/chat-message").npcCardFor;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ npcCardFor } = await import("../../module/documents/chat-message"));
});

async function attackOn(h: DoubleHandle, ownedByPlayer: boolean) {
  await game.settings.set("fray", "ruleset", "six-seconds");
  const foe = await fray.FrayActor.create({ name: "Goblin", type: "npc", ownership: ownedByPlayer ? ({ default: 0, [h.player.id!]: 3 } as never) : undefined, system: { sixSeconds: goblin().sixSeconds } } as never);
  const a = mauve();
  const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, { name: "Goblin", system: goblin(), derived: prepareActorDerived(goblin()), statuses: [] });
  const card = resolveRequest(req, [3, 5]);
  const exchange = { targets: [{ uuid: foe!.uuid, name: "Goblin" }] };
  const message = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { card } } } as never);
  return { card, exchange, message: message as never };
}

const rows = (c: CardData) => c.details.map((d) => d.label);

describe("hide NPC numbers from players", () => {
  it("setting on: the player's card loses the goblin's Toughness, the chances, the Target and the odds; the GM's keeps them", async () => {
    const h = fresh();
    const { card, exchange, message } = await attackOn(h, false);
    await game.settings.set("fray", "hideNpcNumbers", true);
    expect(rows(card)).toContain("FRAY.Attack.Toughness");
    expect(card.odds).not.toBeNull();

    h.actAs(h.player);
    const seen = npcCardFor(message, exchange, game.user)!;
    expect(seen).not.toBeNull();
    expect(rows(seen)).not.toContain("FRAY.Attack.Toughness");
    expect(rows(seen).filter((l) => l.startsWith("FRAY.Attack.Chance."))).toEqual([]);
    expect(seen.odds).toBeNull();
    expect(seen.target).toBeNull();
    // What the attack did stays: the dice, the total, the outcome.
    expect(seen.dice).toEqual(card.dice);
    expect(seen.outcome).toEqual(card.outcome);

    h.actAs(h.gm);
    expect(npcCardFor(message, exchange, game.user)).toBeNull();
  });

  it("a target a player owns shows its numbers; with the setting off nobody's card changes", async () => {
    const h = fresh();
    const owned = await attackOn(h, true);
    const npc = await attackOn(h, false);
    await game.settings.set("fray", "hideNpcNumbers", true);
    h.actAs(h.player);
    expect(npcCardFor(owned.message, owned.exchange, game.user)).toBeNull();
    h.actAs(h.gm);
    await game.settings.set("fray", "hideNpcNumbers", false);
    h.actAs(h.player);
    expect(npcCardFor(npc.message, npc.exchange, game.user)).toBeNull();
  });
});
