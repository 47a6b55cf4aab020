import { describe, expect, it } from "vitest";
import { isExchangeRequest, parseExchangeRequest } from "../../../module/chat/exchange-requests";

const good = { type: "defend", messageId: "abcdefghij012345", targetUuid: "Actor.abcdefghij012345", userId: "User0000000000ab", choice: "dodge" };

describe("exchange requests are validated at the GM's door", () => {
  it("a well-formed defend request passes; the dispatcher recognises exchange types only", () => {
    expect(parseExchangeRequest(good)).toEqual(good);
    expect(isExchangeRequest(good)).toBe(true);
    expect(isExchangeRequest({ type: "applyDamage" })).toBe(false);
    expect(isExchangeRequest(null)).toBe(false);
  });

  it("every bad field is named: a script in the message id, a non-actor UUID, an unknown defence", () => {
    const bad = { ...good, messageId: "<img src=x onerror=alert(1)>", targetUuid: "Item.abcdefghij012345", choice: "Dodge!" };
    expect(() => parseExchangeRequest(bad)).toThrow(/messageId[\s\S]*targetUuid[\s\S]*choice/);
    expect(() => parseExchangeRequest({ ...good, type: "deleteWorld" })).toThrow(/type/);
  });
});

describe("a defence naming another character (hide behind, guard)", () => {
  it("passes an actor UUID as otherUuid, refuses anything else by name, and leaves requests without it unchanged", () => {
    expect(parseExchangeRequest({ ...good, choice: "hide", otherUuid: "Actor.abcdefghij012346" })).toEqual({ ...good, choice: "hide", otherUuid: "Actor.abcdefghij012346" });
    expect(() => parseExchangeRequest({ ...good, otherUuid: "Item.abcdefghij012345" })).toThrow(/otherUuid/);
    expect(() => parseExchangeRequest({ ...good, otherUuid: 7 })).toThrow(/otherUuid/);
    expect(parseExchangeRequest(good)).not.toHaveProperty("otherUuid");
  });
});
