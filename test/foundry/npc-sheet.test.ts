/**
 * Issue 27 (3): an NPC's sheet is a stat block, not a character's: no XP, Level, Award XP or Rest a day; the
 * fields the rules give NPCs instead (frozen-lands' fixed initiative score, tactica's Stateless) are shown to edit;
 * the GM notes are in the GM's page only. Rendered from the real templates with the sheet's own context builder.
 */
import { describe, expect, it } from "vitest";
import { actorPageBody, createRenderer } from "../browser/render";
import { actorFixture } from "../browser/fixtures";

const r = createRenderer();
const render = (ruleset: Parameters<typeof actorFixture>[0], type: "character" | "npc", isGM = true) =>
  [actorPageBody(r, { ...actorFixture(ruleset, type), mode: "edit", viewer: { isGM } }, "stats"), actorPageBody(r, { ...actorFixture(ruleset, type), mode: "edit", viewer: { isGM } }, "biography")].join("\n");

describe("the NPC sheet is a stat block", () => {
  it("six-seconds: an NPC has no Level, XP, Award XP or Rest a day; a character has them", () => {
    const npc = render("six-seconds", "npc");
    const hero = render("six-seconds", "character");
    for (const part of ['name="system.sixSeconds.xp"', 'name="system.sixSeconds.level"', 'data-sheet-action="awardXp"', 'data-sheet-action="restDay"']) {
      expect(npc, part).not.toContain(part);
      expect(hero, part).toContain(part);
    }
  });

  it("frozen-lands: an NPC's fixed initiative score is on its sheet, not on a character's", () => {
    expect(render("frozen-lands", "npc")).toContain('name="system.frozenLands.initiative"');
    expect(render("frozen-lands", "character")).not.toContain('name="system.frozenLands.initiative"');
  });

  it("tactica: an NPC's Stateless is on its sheet, not on a character's", () => {
    expect(render("tactica", "npc")).toContain('name="system.tactica.stateless"');
    expect(render("tactica", "character")).not.toContain('name="system.tactica.stateless"');
  });

  it("GM notes: edited on the GM's page, absent from a player's", () => {
    expect(render("factions", "npc", true)).toContain('name="system.gmNotes"');
    const player = render("factions", "npc", false);
    expect(player).not.toContain("system.gmNotes");
    expect(player).not.toContain("Flees");
  });
});
