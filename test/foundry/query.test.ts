/**
 * Issue 17, findings 7 and 9, on the GM's query handler itself: a malformed request (NaN amount, hostile text)
 * is refused before any actor is looked up, and the notification shows the parser's message escaped.
 */
import { beforeAll, describe, expect, it } from "vitest";

const shown: string[] = [];
let looked = 0;
let handleQuery: (data: unknown) => Promise<{ ok: boolean; message?: string }>;

beforeAll(async () => {
  const g = globalThis as Record<string, unknown>;
  g["Actor"] ??= class {};
  g["ui"] = { notifications: { warn: (m: string) => shown.push(m) } };
  g["game"] = { i18n: { format: (key: string, data: Record<string, string>) => `${key}: ${data["reason"]}` } };
  g["fromUuid"] = async () => {
    looked++;
    return null;
  };
  ({ handleQuery } = await import("../../module/chat/query"));
});

describe("handleQuery refuses at the boundary", () => {
  it("a NaN amount is refused naming amount; no actor is looked up", async () => {
    const r = await handleQuery({ type: "applyDamage", actorUuid: "Actor.abcdefghijklmnop", ruleset: "tactica", amount: Number.NaN, messageId: "" });
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/^FRAY\.Notice\.RequestRefused: .*amount/);
    expect(looked).toBe(0);
  });

  it("hostile text in a request reaches the notification escaped", async () => {
    shown.length = 0;
    await handleQuery({ type: "applyDamage", actorUuid: "<img src=x onerror=window.__pwned=1>", ruleset: "tactica", amount: 1, messageId: "" });
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toContain("<img");
    expect(shown[0]).toContain("&lt;img");
  });
});
