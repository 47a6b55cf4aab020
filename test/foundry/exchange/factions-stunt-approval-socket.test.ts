/**
 * factions attack stunts, the GM's approval through the Foundry double and the real glue: each press goes as a raw
 * message on the system socket to the GM's client, which names the asker as the server stamped it and runs
 * exchange-query.ts over the real documents. "This must be done before the target decides whether to react, and the
 * alternative effect must make sense and be approved by the GM." A ruling forged on the card by its author, or sent
 * by a player naming the GM, approves nothing; the GM's own Approve does, once.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import system from "../../../system.json";
import { type Fray, frayWithExchange } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket, type ClientSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";

let fray: Fray;
let fresh: () => DoubleHandle;
let KIND: string;
beforeAll(async () => {
  ({ fray, fresh, KIND } = await frayWithExchange());
});

const SWORD = parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> };
type ActorDoc = { uuid: string; system: never; asAttackTarget(): never };

let asks = 0;
async function ask(from: ClientSocket, to: string, data: unknown): Promise<Record<string, unknown>> {
  const id = `stu${String(++asks).padStart(13, "0")}`;
  const answer = from.next("system.fray", (p) => (p as { t?: string; id?: string }).t === "answer" && (p as { id: string }).id === id);
  from.emit("system.fray", { t: "ask", id, to, kind: KIND, data });
  return ((await answer).payload as { answer: Record<string, unknown> }).answer;
}

describe("factions attack stunts: the GM's Approve through the socket (\"approved by the GM\")", () => {
  it("a ruling forged on the card or sent by a player naming the GM approves nothing; the GM's Approve lets the bandit's owner accept, once", async () => {
    const h = fresh();
    installTemplates();
    const server = installSocket(h, system);
    (await import("../../../module/gm/channel")).listenOnChannel();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const owner = await h.addUser({ name: "Bandit's player" });
    const make = async (name: string, ownership: Record<string, number>) => (await fray.FrayActor.create({ name, type: "npc", system: { factions: { health: { value: 8, max: 8 } } }, ownership } as never)) as unknown as ActorDoc;
    const hero = await make("Balthasar", { default: 0, [h.player.id!]: 3 });
    const bandit = await make("Bandit", { default: 0, [owner.id!]: 3 });
    const { factionsAttackRequest } = await import("../../../module/rulesets/factions/attack");
    const { bindExchange } = await import("../../../module/chat/exchange/bind");
    const { resolveRequest } = await import("../../../module/dice/requests");
    const heroSystem = (fromUuidSync(hero.uuid) as unknown as { system: { stats: never } }).system.stats;
    const req = factionsAttackRequest(heroSystem, { name: "Sword", block: SWORD.system["factions"] as never }, bandit.asAttackTarget(), { raw: { stunt: "disarm-incapacitate" } });
    const exchange = bindExchange(resolveRequest(req, [6]), req, [6], hero.uuid, [{ uuid: bandit.uuid, name: "Bandit" }], "Balthasar")!;
    // The card's author writes an approval in its flags: the GM's client takes none from the card.
    h.actAs(h.player);
    const msg = await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange: { ...exchange, rulings: [{ choice: "stunt-approve", by: h.gm.id, at: 1 }] } } } } as never);
    h.actAs(h.gm);
    const messageId = msg!.id!;
    const gm = h.gm.id!;
    const player = server.client(h.player, { remote: true });
    const banditOwner = server.client(owner, { remote: true });
    const send = (from: ClientSocket, type: string, choice: string, targetUuid = bandit.uuid, extra: Record<string, unknown> = {}) => ask(from, gm, { type, messageId, targetUuid, choice, ...extra });
    const { exchangeOf, handleExchangeRequest } = await import("../../../module/chat/exchange-query");

    expect(await send(banditOwner, "defend", "stunt")).toMatchObject({ ok: false, refusal: "Refused" });
    expect(await send(player, "ruleCard", "stunt-approve", hero.uuid, { userId: gm })).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await send(banditOwner, "ruleCard", "stunt-approve", hero.uuid, { userId: gm })).toEqual({ ok: false, refusal: "Forbidden" });
    expect(exchangeOf(game.messages.get(messageId))!.rulings ?? []).toEqual([]);

    // The GM presses Approve on the card (the GM's own client).
    expect(await handleExchangeRequest({ type: "ruleCard", messageId, targetUuid: hero.uuid, choice: "stunt-approve" }, h.gm as never)).toMatchObject({ ok: true, ruling: { choice: "stunt-approve", by: gm } });
    expect(await handleExchangeRequest({ type: "ruleCard", messageId, targetUuid: hero.uuid, choice: "stunt-refuse" }, h.gm as never)).toEqual({ ok: false, refusal: "NoRuling" });
    expect(await send(banditOwner, "defend", "stunt")).toMatchObject({ ok: true, defence: { choice: "stunt", damage: 0 } });
  });
});
