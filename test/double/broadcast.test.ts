/**
 * The server's broadcast: createX/updateX/deleteX and moveToken run on every connected client, each with its own
 * game.user ("This hook fires for all connected clients after the creation has been processed",
 * https://foundryvtt.com/api/functions/hookEvents.createDocument.html; moveToken: "all clients, after the update",
 * https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html). preCreateX only on the client that asks
 * ("This hook only fires for the client who is initiating the creation request",
 * https://foundryvtt.com/api/functions/hookEvents.preCreateDocument.html). hooks.ts `broadcast`.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type DoubleHandle } from "./index";
import { ChatMessage } from "./chat-message";

let h: DoubleHandle;
beforeEach(() => {
  h = installFoundryDouble();
});

/** Who ran each call of a hook: [game.user's id, the hook's userId argument]. */
function seen(hook: string, userArg: number): [string | null, unknown][] {
  const out: [string | null, unknown][] = [];
  h.hooks.on(hook, (...args: unknown[]) => void out.push([game.user?.id ?? null, args[userArg]]));
  return out;
}

describe("the server's broadcast of a document change", () => {
  it("create, update and delete hooks run once on each connected client, the acting one first; the userId stays the actor's", async () => {
    const away = await h.addUser({ name: "Away", active: false });
    const other = await h.addUser({ name: "Other" });
    const creates = seen("createChatMessage", 2);
    const updates = seen("updateChatMessage", 3);
    const deletes = seen("deleteChatMessage", 2);
    const pre = seen("preCreateChatMessage", 3);
    h.actAs(h.player);
    const message = (await ChatMessage.create({ content: "hi" })) as ChatMessage;
    await message.update({ content: "hello" });
    await message.delete();
    const each = [
      [h.player.id, h.player.id],
      [h.gm.id, h.player.id],
      [other.id, h.player.id],
    ];
    expect(creates).toEqual(each);
    expect(updates).toEqual(each);
    expect(deletes).toEqual(each);
    // An inactive user's client is not connected: it sees nothing.
    expect([...creates, ...updates, ...deletes].some(([user]) => user === away.id)).toBe(false);
    // The pre-hook runs on the asking client only.
    expect(pre).toEqual([[h.player.id, h.player.id]]);
    // One event from the server, logged once with the clients that ran it.
    expect(h.hooks.log.filter((c) => c.hook === "createChatMessage").map((c) => c.clients)).toEqual([[h.player.id, h.gm.id, other.id]]);
    h.actAs(h.gm);
    expect(game.user).toBe(h.gm);
  });

  it("a handler the GM's client runs keeps the GM as game.user across its awaits while the player goes on", async () => {
    const writes: [string | null, string | null][] = [];
    h.hooks.on("createChatMessage", (message: unknown) => {
      if (!game.users.activeGM?.isSelf) return;
      void (async () => {
        await Promise.resolve();
        await (message as ChatMessage).update({ content: "checked" });
        writes.push([game.user?.id ?? null, (h.hooks.calls("updateChatMessage").at(-1)?.[3] as string | undefined) ?? null]);
      })();
    });
    h.actAs(h.player);
    const message = (await ChatMessage.create({ content: "hi" })) as ChatMessage;
    expect(game.user).toBe(h.player);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(message.content).toBe("checked");
    // The GM's client wrote it: the server names the GM as the user of that update.
    expect(writes).toEqual([[h.gm.id, h.gm.id]]);
    expect(game.user).toBe(h.player);
  });

  it("moveToken runs on each connected client with the mover as its user", async () => {
    const { Scene } = await import("./documents");
    const scene = (await Scene.create({ name: "S" })) as unknown as { createEmbeddedDocuments(n: string, d: unknown[]): Promise<{ move(to: unknown): Promise<boolean> }[]> };
    const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "T", x: 0, y: 0 }]);
    const moves: [string | null, string | null][] = [];
    h.hooks.on("moveToken", (...args: unknown[]) => void moves.push([game.user?.id ?? null, (args[3] as { id: string | null }).id]));
    await token!.move({ x: 100, y: 0 });
    expect(moves).toEqual([
      [h.gm.id, h.gm.id],
      [h.player.id, h.gm.id],
    ]);
  });
});
