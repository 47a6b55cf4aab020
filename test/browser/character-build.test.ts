/**
 * Issue 27, done-when 1: a character of each ruleset is built from an EMPTY actor (Create Actor: a name and a type)
 * on its rendered sheet in Chromium, in edit mode: abilities typed in, a skill's ability/attribute picked in its
 * select, a skill added and named, one removed. Every change is posted from the live form as Foundry posts it
 * (test/double/forms.ts: FormDataExtended → expandObject → the sheet's _processFormData) and goes through the
 * double's document pipeline. Then the actor attacks with a weapon through the adapter's sheet attack and the
 * double's roll and chat message, and the attack uses the abilities chosen on the sheet.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { actorProcessFormData } from "../../module/applications/sheets/submit-data";
import { parseRollOptions } from "../../module/applications/dialogs/roll-dialog";
import { adapterFor } from "../../module/rulesets/registry";
import type { RulesetId } from "../../module/schema/choices";
import { sheetSubmit } from "../double/forms";
import { installTemplates } from "../double/templates";
import { actionContext } from "../foundry/action-context";
import { IMG } from "./fixtures";
import { formWorld, type Doc, type FormWorld } from "./form-world";
import { checkPage, useBrowser } from "./page-checks";
import { actorPage, createRenderer } from "./render";

type Rec = Record<string, unknown>;
const r = createRenderer();
const browser = useBrowser();
let world: FormWorld;
beforeAll(async () => {
  world = await formWorld();
  installTemplates();
});

type Actor = Doc & { system: { stats: Rec & { sixSeconds: { skills: Rec[] }; frozenLands: { skills: Rec[] } }; derived: Rec }; rollRequest(req: unknown): Promise<Rec> };

/** The edit-mode sheet of the actor as it now is, in the page. */
async function sheet(page: Page | null, doc: Actor, ruleset: RulesetId, name: string): Promise<Page> {
  const input = { name: doc.name, img: IMG, type: "character" as const, system: doc.system.stats as never, items: [], ruleset, editable: true, mode: "edit" as const, statuses: [] };
  const html = actorPage(r, input, "stats");
  if (page) {
    await page.setContent(html, { waitUntil: "load" });
    return page;
  }
  return checkPage(browser(), html, name);
}

/** Types or picks a value in the control named `name`, as a user does (then a change event). */
async function set(page: Page, name: string, value: string | number): Promise<void> {
  await page.$eval(`form [name="${name}"]`, (el, v) => {
    (el as HTMLInputElement).value = String(v);
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

/** What the sheet posts now (the whole form, submitOnChange), through the double's pipeline. */
async function submit(page: Page, doc: Actor): Promise<void> {
  await doc.update(await sheetSubmit(page, (e) => actorProcessFormData(e, doc.toObject())));
}

/** Each ruleset: what is typed in, the weapon, and what the attack must show of the choices. */
interface Build {
  abilities: Record<string, number>;
  /** The skills list's block key and column, the skill the weapon attacks with, and the ability picked for it. */
  skill?: { key: "sixSeconds" | "frozenLands"; column: "ability" | "attribute"; name: string; pick: string; rank: number };
  weapon: Rec;
  /** The chosen abilities as the attack request carries them. */
  expectAttack(req: Rec): void;
}

const BUILDS: Record<RulesetId, Build> = {
  "six-seconds": {
    abilities: { "system.sixSeconds.abilities.strength": 1, "system.sixSeconds.abilities.dexterity": 3 },
    skill: { key: "sixSeconds", column: "ability", name: "Weapon Skill", pick: "dexterity", rank: 2 },
    weapon: { sixSeconds: { damageDie: "d6" } },
    // Weapon Skill bonus = rank 2 + Dexterity 3 (on Strength it would be 3); damage d6 + Strength 1.
    expectAttack: (req) => expect(req).toMatchObject({ input: { attacker: { skill: 5 }, damage: { count: 1, sides: 6, bonus: 1 } } }),
  },
  "frozen-lands": {
    abilities: { "system.frozenLands.attributes.body": 1, "system.frozenLands.attributes.agility": 4 },
    skill: { key: "frozenLands", column: "attribute", name: "Melee", pick: "agility", rank: 2 },
    weapon: { frozenLands: { category: "melee", bonus: 0, damage: 1, range: "close", damageTypes: [], features: [] } },
    // The pool: the attribute picked for Melee (AGILITY 4, read at the roll) + Melee 2.
    expectAttack: (req) => expect(req).toMatchObject({ attribute: "agility", skill: 2 }),
  },
  factions: {
    abilities: { "system.factions.wit": 14, "system.factions.agi": 7 },
    weapon: { factions: { attack: "melee", damageDie: "d6", blast: false, impaired: false } },
    // The attack roll is against WIT.
    expectAttack: (req) => expect(req).toMatchObject({ input: { wit: 14 } }),
  },
  tactica: {
    abilities: { "system.tactica.attack": 6 },
    weapon: { tactica: { weightClass: "light", reach: false, natural: false } },
    // The attack skill's dice, as typed.
    expectAttack: (req) => expect(req).toMatchObject({ input: { dice: 6 } }),
  },
};

describe("a character built on the sheet from an empty actor, then attacking", () => {
  for (const [ruleset, build] of Object.entries(BUILDS) as [RulesetId, Build][]) {
    it(ruleset, async () => {
      await world.setRuleset(ruleset);
      const doc = (await world.Actor.create({ name: "Ilse", type: "character" })) as Actor;
      let page = await sheet(null, doc, ruleset, `build-${ruleset}`);
      for (const [name, value] of Object.entries(build.abilities)) await set(page, name, value);
      if (build.skill) {
        const { key, column, name, pick, rank } = build.skill;
        const rows = () => doc.system.stats[key].skills;
        const at = rows().findIndex((s) => s["name"] === name);
        expect(at, `${name} is on the new sheet`).toBeGreaterThanOrEqual(0);
        // The ability is a select offering every ability; pick one.
        const options = await page.$$eval(`select[name="system.${key}.skills.${at}.${column}"] option`, (os) => os.map((o) => (o as HTMLOptionElement).value));
        expect(options).toContain(pick);
        await set(page, `system.${key}.skills.${at}.${column}`, pick);
        await set(page, `system.${key}.skills.${at}.rank`, rank);
        await submit(page, doc);
        expect(rows()[at]).toMatchObject({ name, [column]: pick, rank });
        // Add a skill with the sheet's button's handler, then name it on the re-rendered sheet.
        const count = rows().length;
        await doc.update(adapterFor(ruleset).sheet.addSkill!(doc.system.stats as never)!);
        page = await sheet(page, doc, ruleset, "");
        await set(page, `system.${key}.skills.${count}.name`, "Lore");
        await submit(page, doc);
        expect(rows().map((s) => s["name"])).toContain("Lore");
        // Remove the last default skill by its row's remove button's index.
        const last = Number(await page.locator("[data-action=removeSkill]").nth(count - 1).getAttribute("data-index"));
        const removed = rows()[last]!["name"];
        await doc.update(adapterFor(ruleset).sheet.removeSkill!(doc.system.stats as never, last)!);
        expect(rows().map((s) => s["name"])).not.toContain(removed);
        expect(rows().find((s) => s["name"] === name)).toMatchObject({ [column]: pick, rank });
      } else {
        await submit(page, doc);
      }
      for (const [name, value] of Object.entries(build.abilities)) expect(JSON.stringify(doc.toObject()), name).toContain(`"${name.split(".").pop()}":${value}`);
      await page.close();

      // Attack with a weapon through the adapter's sheet attack (the dialog left at its defaults) and the double.
      const weapon = { id: "spear000000000001", name: "Spear", system: { ruleset, description: "", ...build.weapon } };
      const stats = doc.system.stats;
      const ctx = { ...actionContext(stats as never, { derived: doc.system.derived as never, ask: async () => parseRollOptions(ruleset, {}) }), weapons: () => [], combatRound: () => null, techniques: () => [] };
      const attack = await adapterFor(ruleset).sheet.rollItem!(ctx as never, weapon as never);
      expect(attack, "the attack was built").toBeTruthy();
      const req = (attack as unknown as () => Rec)();
      build.expectAttack(req);
      const card = await doc.rollRequest(req);
      expect(card).toBeTruthy();
    });
  }
});
