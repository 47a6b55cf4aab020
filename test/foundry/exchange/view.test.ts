import { describe, expect, it } from "vitest";
import { newExchange } from "../../../module/chat/exchange/card";
import { exchangeView, fieldLabel, resultView } from "../../../module/chat/exchange/view";
import { PLAIN_HIT } from "../../../module/chat/requests";
import { loadLang } from "../../browser/foundry-helpers";
import { GM, player, uuid } from "./double-world";

const A = uuid("attacker");
const T = uuid("target");
const card = () => newExchange({ ruleset: "six-seconds", attackerUuid: A, targets: [{ uuid: T, name: "<b>Goblin</b>" }], damage: 8, hit: PLAIN_HIT, attack: { request: {}, faces: [2, 5] } });
const offers = () => [{ id: "dodge", label: "FRAY.Exchange.Defence.dodge", refused: null }];

describe("what the card shows each viewer", () => {
  it("the attacker's owner may apply, not defend; the target's owner may defend, not apply; a bystander may do neither", () => {
    expect(exchangeView(card(), "m", player("a", [A]), offers).rows[0]).toMatchObject({ canApply: true, offers: [] });
    expect(exchangeView(card(), "m", player("t", [T]), offers).rows[0]).toMatchObject({ canApply: false, offers: offers() });
    expect(exchangeView(card(), "m", player("x", []), offers).rows[0]).toMatchObject({ canApply: false, offers: [] });
    expect(exchangeView(card(), "m", GM, offers).rows[0]).toMatchObject({ canApply: true, damage: 8, name: "<b>Goblin</b>" });
  });

  it("result rows name each field and status by a lang key that exists; every refusal has its sentence", () => {
    const lang = loadLang();
    for (const path of ["system.sixSeconds.wounds", "system.frozenLands.stamina.value", "system.factions.health.value", "system.tactica.physical.lost", "system.tactica.doubt"]) {
      expect(lang).toHaveProperty([fieldLabel(path)]);
    }
    for (const r of ["NoCard", "NotBound", "NoTarget", "Forbidden", "AlreadyApplied", "InFlight", "NothingToApply", "NotApplied", "AlreadyUndone", "AlreadyDefended", "NoDefence", "Refused", "Invalid"]) {
      expect(lang).toHaveProperty([`FRAY.Exchange.Refused.${r}`]);
    }
    const rec = { key: "m|T", targetUuid: T, by: "gm", at: 0, damage: 8, summary: { key: "k", data: {} }, changes: [{ path: "system.sixSeconds.wounds", before: 0, after: 1 }], statuses: [{ id: "six-seconds.dying", before: false, after: true }], undone: null };
    const c = { ...card(), applied: [rec] };
    const v = resultView("result", [rec], () => "Goblin", true, c);
    expect(v.canUndo).toBe(true);
    expect(v.rows[0]!.statuses[0]!.label).toBe("FRAY.Status.six-seconds.dying");
    expect(resultView("result", [rec], () => "Goblin", false, c).canUndo).toBe(false);
    expect(resultView("result", [rec], () => "Goblin", true, { ...c, applied: [{ ...rec, undone: { by: "gm", at: 1 } }] }).canUndo).toBe(false);
  });
});
