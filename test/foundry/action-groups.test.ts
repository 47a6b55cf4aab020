/**
 * Issue 27 (4): the six-seconds sheet's actions are grouped (in combat, recovery, afflictions, character, GM tools),
 * an action the character's state makes meaningless is not offered (no dying round for the healthy), and the GM's
 * tools are on the GM's page only. Rendered from the real template with the sheet's own context builder.
 */
import { describe, expect, it } from "vitest";
import { actorPageBody, createRenderer } from "../browser/render";
import { actorFixture } from "../browser/fixtures";

const r = createRenderer();
const stats = (statuses: string[], isGM = false, type: "character" | "npc" = "character") =>
  actorPageBody(r, { ...actorFixture("six-seconds", type), mode: "play", statuses, viewer: { isGM } }, "stats");
const offers = (html: string, action: string) => html.includes(`data-sheet-action="${action}"`);

describe("six-seconds sheet actions, grouped and gated", () => {
  it("groups the actions under their legends", () => {
    const html = stats([], true);
    for (const legend of ["In combat", "Recovery", "Afflictions", "Character", "GM tools"]) expect(html).toContain(`<legend>${legend}</legend>`);
    // Posture sits with the fight, Calm hour with recovery.
    const combat = html.slice(html.indexOf("<legend>In combat</legend>"), html.indexOf("<legend>Recovery</legend>"));
    expect(combat).toContain('data-sheet-action="posture"');
    expect(combat).not.toContain('data-sheet-action="calmHour"');
  });

  it("offers the dying round, the healer's Medicine and the Broken check only in those states", () => {
    const healthy = stats([]);
    for (const a of ["dyingRound", "medicine", "brokenRound", "confusionRound", "unconsciousHours", "wakeUp", "flatFootedEnds", "soulComaHour"]) expect(offers(healthy, a), a).toBe(false);
    const dying = stats(["six-seconds.dying"]);
    expect(offers(dying, "dyingRound")).toBe(true);
    expect(offers(dying, "medicine")).toBe(true);
    expect(offers(stats(["six-seconds.dead"]), "medicine")).toBe(true);
    expect(offers(stats(["six-seconds.dead"]), "dyingRound")).toBe(false);
    expect(offers(stats(["six-seconds.broken"]), "brokenRound")).toBe(true);
    expect(offers(stats(["six-seconds.sleeping"]), "wakeUp")).toBe(true);
    expect(offers(stats(["six-seconds.flat-footed"]), "flatFootedEnds")).toBe(true);
    // Always there: what any character may do at any time.
    for (const a of ["posture", "calmHour", "moraleDamage", "poisonCheck"]) expect(offers(healthy, a), a).toBe(true);
  });

  it("offers Use a partner's combo and skill only to a mind working together with another (cooperative possession), and Mount / dismount always", () => {
    expect(offers(stats([]), "partnerCombo")).toBe(false);
    expect(offers(stats([]), "partnerSkill")).toBe(false);
    const fixture = actorFixture("six-seconds", "character");
    Object.assign(fixture.system.sixSeconds, { cooperating: "Actor.partner000000000" });
    expect(offers(actorPageBody(r, { ...fixture, mode: "play", statuses: [], viewer: { isGM: false } }, "stats"), "partnerCombo")).toBe(true);
    expect(offers(actorPageBody(r, { ...fixture, mode: "play", statuses: [], viewer: { isGM: false } }, "stats"), "partnerSkill")).toBe(true);
    expect(offers(stats([]), "mount")).toBe(true);
  });

  it("offers Leave the body only to a possessor", () => {
    expect(offers(stats([]), "leaveBody")).toBe(false);
    const fixture = actorFixture("six-seconds", "character");
    Object.assign(fixture.system.sixSeconds, { sharedBody: "possessor", bodyUuid: "Actor.body00000000000" });
    expect(offers(actorPageBody(r, { ...fixture, mode: "play", statuses: [], viewer: { isGM: false } }, "stats"), "leaveBody")).toBe(true);
  });

  it("shows Award XP to the GM only, and never on an NPC", () => {
    expect(offers(stats([], true), "awardXp")).toBe(true);
    expect(offers(stats([], false), "awardXp")).toBe(false);
    expect(offers(stats([], true, "npc"), "awardXp")).toBe(false);
  });
});
