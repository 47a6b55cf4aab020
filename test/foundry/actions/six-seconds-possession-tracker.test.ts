/**
 * The shared body in the tracker and expelling, Foundry-free: the acting possessor's "Possess" button enters another
 * fighter's body (6 seconds a round between them), its "Leave the body" button frees it, and the exorcist's Expel
 * action (opposed Faith against Will, the text's Bal-Ziggaroth with Will 11) says when to press it.
 */
import { describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { expelAction, faithBonus } from "../../../module/rulesets/six-seconds/expel-actions";
import { sixSecondsTrackerView } from "../../../module/rulesets/six-seconds/tracker-view";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { started } from "../tracker-scenarios";

type Fighters = { fighters: Record<string, { body?: string | null }>; bodies?: Record<string, { used: number }> };

describe("six-seconds possession in the tracker", () => {
  it("the acting possessor possesses another fighter; its row then offers leaving, which frees the body", async () => {
    const e = await started("six-seconds");
    const demon = e.state.active!;
    const possess = sixSecondsTrackerView.combatant(e.state, demon).commands.filter((c) => c.command.type === "possess");
    // One button per other fighter, named after it.
    expect(possess).toHaveLength(e.state.combatants.length - 1);
    const jack = e.state.combatants.find((c) => c.id !== demon)!;
    const button = possess.find((c) => c.command["body"] === jack.id)!;
    expect(button.label).toEqual({ key: "FRAY.Tracker.SixSeconds.Possess", data: { name: jack.name } });
    await e.run("possess", button.command);
    let data = e.state.data as Fighters;
    expect(data.fighters[demon]!.body).toBe(jack.id);
    expect(data.bodies?.[jack.id]).toBeDefined();
    // In the body: no more possessing, only leaving; the host shows the shared body and cannot leave its own.
    const now = sixSecondsTrackerView.combatant(e.state, demon).commands.map((c) => c.command.type);
    expect(now).toContain("release");
    expect(now).not.toContain("possess");
    expect(sixSecondsTrackerView.combatant(e.state, jack.id).commands.map((c) => c.command.type)).not.toContain("release");
    expect(sixSecondsTrackerView.combatant(e.state, jack.id).badges).toContainEqual({ key: "FRAY.Tracker.SixSeconds.SharedBody", data: { name: jack.name } });
    const release = sixSecondsTrackerView.combatant(e.state, demon).commands.find((c) => c.command.type === "release")!;
    await e.run("release", release.command);
    data = e.state.data as Fighters;
    expect(data.fighters[demon]!.body ?? null).toBeNull();
    expect(data.bodies?.[jack.id]).toBeUndefined();
  });

  it("a possessor out of its turn still has its Leave button (an Exorcism drives it out any time)", async () => {
    const e = await started("six-seconds");
    const demon = e.state.active!;
    const jack = e.state.combatants.find((c) => c.id !== demon)!;
    await e.run("possess", { type: "possess", combatant: demon, body: jack.id });
    await e.next();
    expect(e.state.active).not.toBe(demon);
    expect(sixSecondsTrackerView.combatant(e.state, demon).commands.map((c) => c.command.type)).toEqual(["release", "stun"]);
  });
});

describe("six-seconds Expel the possessor", () => {
  it("Faith 5 against Bal-Ziggaroth's Will 11 (the text's): 6 + 5 = 11 loses to 6 + 11 = 17, nothing changes", () => {
    const req = { name: "Father Ames", faith: 5, possessor: { name: "Bal-Ziggaroth", will: 11 } };
    const tie = resolveAction(expelAction, req, [6, 6, 1, 1, 1, 1, 1, 1, 1, 1]);
    // 6 + 5 = 11 against 6 + 11 = 17: the possessor stays.
    expect(tie.card.outcome).toEqual({ key: "FRAY.Action.SixSeconds.Possession.NotExpelled", data: { other: "Bal-Ziggaroth" }, success: false });
    expect(tie.update).toEqual({});
  });

  it("a tie is rolled again; winning drives it out and the card says to free the body in the tracker", () => {
    const req = { name: "Father Ames", faith: 8, possessor: { name: "Bal-Ziggaroth", will: 11 } };
    // 4 + 8 = 12 ties 1 + 11 = 12; then 6 + 8 = 14 beats 2 + 11 = 13.
    const out = resolveAction(expelAction, req, [4, 1, 6, 2, 1, 1, 1, 1, 1, 1]);
    expect(out.card.details).toHaveLength(2);
    expect(out.card.outcome).toEqual({ key: "FRAY.Action.SixSeconds.Possession.Expelled", data: { other: "Bal-Ziggaroth" }, success: true });
  });

  it("the exorcist's bonus is the Faith skill's (Spirit alone without it)", () => {
    const s = initialOf(ACTOR_SYSTEM);
    s.sixSeconds.abilities.spirit = 2;
    expect(faithBonus(s, prepareActorDerived(s))).toBe(2);
    s.sixSeconds.skills = [{ name: "Faith", ability: "spirit", rank: 3 }];
    expect(faithBonus(s, prepareActorDerived(s))).toBe(5);
  });
});
