import { describe, expect, it } from "vitest";
import { parseExchangeRequest } from "../../../module/chat/exchange-requests";

const good = { type: "defend", messageId: "abcdefghij012345", targetUuid: "Actor.abcdefghij012345", choice: "dodge" };

describe("exchange requests are validated at the GM's door", () => {
  it("a well-formed defend request passes; a user id typed into it is dropped unread (the socket names the sender)", () => {
    expect(parseExchangeRequest(good)).toEqual(good);
    expect(parseExchangeRequest({ ...good, userId: "GmGmGmGmGmGmGmGm" })).toEqual(good);
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
