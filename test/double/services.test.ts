/** The double's game services and the identities the server vouches for (foundry-traps.md #3). */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type DoubleHandle } from "./index";
import { ChatMessage } from "./chat-message";

let h: DoubleHandle;
beforeEach(() => {
  h = installFoundryDouble();
});

describe("the double's services", () => {
  it("settings: an unregistered key throws; a registered one gives its default until set", async () => {
    expect(() => game.settings.get("fray", "nothing" as never)).toThrow(/not a registered game setting/);
    game.settings.register("fray", "x" as never, { scope: "world", default: 3, type: Number } as never);
    expect(game.settings.get("fray", "x" as never)).toBe(3);
    await game.settings.set("fray", "x" as never, 5 as never);
    expect(game.settings.get("fray", "x" as never)).toBe(5);
  });

  it("i18n: keys from lang/en.json, a missing key comes back as itself, {placeholders} filled", () => {
    expect(game.i18n.localize("FRAY.Tracker.NoGM")).not.toBe("FRAY.Tracker.NoGM");
    expect(game.i18n.localize("FRAY.No.Such.Key")).toBe("FRAY.No.Such.Key");
    expect(game.i18n.format("FRAY.Tracker.DiceFor", { command: "start" })).toContain("start");
  });

  it("notifications are recorded, localized when asked", () => {
    ui.notifications!.warn("FRAY.Tracker.NoGM", { localize: true });
    expect(h.notices).toEqual([{ type: "warning", message: game.i18n.localize("FRAY.Tracker.NoGM"), options: { localize: true } }]);
  });

  it("users: the GM is the active GM; the acting user is game.user", () => {
    expect(game.users.activeGM).toBe(h.gm);
    h.actAs(h.player);
    expect(game.user).toBe(h.player);
    expect(game.user.isGM).toBe(false);
  });

  it("a chat message's author is who posts it; a player cannot post as the GM (the server vouches)", async () => {
    h.actAs(h.player);
    const mine = (await ChatMessage.create({ content: "hi" })) as ChatMessage;
    expect(mine.author?.id).toBe(h.player.id);
    expect(mine._source["author"]).toBe(h.player.id);
    await expect(ChatMessage.create({ content: "as GM", author: h.gm.id })).rejects.toThrow(/lacks permission to create ChatMessage/);
    expect(h.hooks.calls("createChatMessage").map((c) => c[2])).toEqual([h.player.id]);
  });
});
