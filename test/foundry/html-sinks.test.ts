/**
 * Issue 23 item 5: the sheets' HTML sinks (biography, GM notes, description) go through Foundry's enrichHTML with
 * secrets for owners only, relative to the document, with its roll data (module/applications/sheets/html-sinks.ts),
 * never a raw triple-stash. Which fields and options in Node; the enriched result through the double's
 * TextEditor (test/double/text-editor.ts) as an owner, a LIMITED player and the GM.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { actorHtmlSinks, enrichOptions, enrichSinks, itemHtmlSinks, type Enricher } from "../../module/applications/sheets/html-sinks";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../double/index";
import { ENRICHED } from "../double/text-editor";
import { mauve } from "./six-seconds-examples";

const SECRET = '<section class="secret" id="secret-1"><p>The hero is the traitor.</p></section>';
const REVEALED = '<section class="secret revealed" id="secret-2"><p>Told at the table.</p></section>';
const HOSTILE = '<script>window.__pwned=1</script><img src=x onerror=window.__pwned=1><a href="javascript:alert(1)">x</a>';
const BIO = `<p>Known to all.</p>${SECRET}${REVEALED}${HOSTILE}`;

describe("which fields, which options (Node)", () => {
  it("an actor shows its biography to all and its GM notes to the GM only; an item its description", () => {
    expect(actorHtmlSinks({ biography: "<p>b</p>", gmNotes: "<p>g</p>" }, false)).toEqual([{ key: "biographyHTML", html: "<p>b</p>" }]);
    expect(actorHtmlSinks({ biography: "<p>b</p>", gmNotes: "<p>g</p>" }, true)).toEqual([
      { key: "biographyHTML", html: "<p>b</p>" },
      { key: "gmNotesHTML", html: "<p>g</p>" },
    ]);
    expect(itemHtmlSinks({ description: "<p>d</p>" })).toEqual([{ key: "descriptionHTML", html: "<p>d</p>" }]);
    // A field that is not text (a bad import) is shown empty, not as "[object Object]".
    expect(itemHtmlSinks({ description: { x: 1 } })).toEqual([{ key: "descriptionHTML", html: "" }]);
  });

  it("secrets follow ownership; the document and its roll data go along", () => {
    const doc = { id: "a" };
    expect(enrichOptions({ document: doc, isOwner: true, rollData: { r: 1 } })).toEqual({ secrets: true, relativeTo: doc, rollData: { r: 1 } });
    expect(enrichOptions({ document: doc, isOwner: false, rollData: {} }).secrets).toBe(false);
  });

  it("every sink goes through the enricher; an empty one is not sent", async () => {
    const calls: string[] = [];
    const enrich: Enricher<object> = async (html) => {
      calls.push(html);
      return `[${html}]`;
    };
    const out = await enrichSinks(actorHtmlSinks({ biography: "b", gmNotes: "" }, true), { document: {}, isOwner: true, rollData: {} }, enrich);
    expect(out).toEqual({ biographyHTML: "[b]", gmNotesHTML: "" });
    expect(calls).toEqual(["b"]);
  });
});

let fresh: (o?: DoubleOptions) => DoubleHandle;
let fray: Fray;
beforeAll(async () => {
  ({ fresh, fray } = await frayOnDouble());
});

type Doc = Actor.Implementation & { getRollData(): object };

/** The actor's HTML as its sheet enriches it (module/applications/sheets/enrich.ts) for whoever `h` acts as. */
async function shownTo(actor: Doc, isGM: boolean) {
  const { enrichActorHtml } = await import("../../module/applications/sheets/enrich");
  return enrichActorHtml(actor, isGM);
}

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: the biography through enrichHTML`, () => {
    async function hero(h: DoubleHandle, level: number): Promise<Doc> {
      const actor = await fray.FrayActor.create({
        name: "Hero",
        type: "npc",
        system: { ...mauve(), biography: BIO, gmNotes: `<p>GM only.</p>${SECRET}` },
        ownership: { [h.player.id!]: level },
      } as never);
      return actor as unknown as Doc;
    }

    it("the owning player sees the secret; hostile markup is gone", async () => {
      const h = fresh({ generation });
      const actor = await hero(h, 3);
      h.actAs(h.player);
      const out = await shownTo(actor, false);
      expect(out.biographyHTML).toContain("Known to all.");
      expect(out.biographyHTML).toContain("The hero is the traitor.");
      expect(out.biographyHTML).toContain("Told at the table.");
      expect(out.biographyHTML).not.toMatch(/<script|onerror|javascript:/i);
      expect(out.gmNotesHTML).toBeUndefined();
      // The sheet asked with the actor and its roll data.
      expect(ENRICHED.at(-1)!.options).toEqual({ secrets: true, relativeTo: actor, rollData: actor.getRollData() });
    });

    it("a LIMITED player sees no unrevealed secret, but a revealed one", async () => {
      const h = fresh({ generation });
      const actor = await hero(h, 1);
      h.actAs(h.player);
      const out = await shownTo(actor, false);
      expect(out.biographyHTML).toContain("Known to all.");
      expect(out.biographyHTML).not.toContain("The hero is the traitor.");
      expect(out.biographyHTML).toContain("Told at the table.");
      expect(out.biographyHTML).not.toMatch(/<script|onerror|javascript:/i);
    });

    it("the GM sees the secrets and the GM notes", async () => {
      const h = fresh({ generation });
      const actor = await hero(h, 0);
      h.actAs(h.gm);
      const out = await shownTo(actor, true);
      expect(out.biographyHTML).toContain("The hero is the traitor.");
      expect(out.gmNotesHTML).toContain("GM only.");
      expect(out.gmNotesHTML).toContain("The hero is the traitor.");
    });
  });
}

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: an item's description through enrichHTML`, () => {
    it("secrets for the item's owners only; an owned item's inline rolls use its actor's data", async () => {
      const h = fresh({ generation });
      const { enrichItemHtml } = await import("../../module/applications/sheets/enrich");
      const hero = (await fray.FrayActor.create({ name: "Hero", type: "character", system: mauve() } as never))!;
      const [owned] = await hero.createEmbeddedDocuments("Item", [{ name: "Note", type: "talent", system: { ruleset: "six-seconds", description: BIO } }] as never);
      await enrichItemHtml(owned as Item.Implementation);
      expect(ENRICHED.at(-1)!.options).toEqual({ secrets: true, relativeTo: owned, rollData: (hero as unknown as Doc).getRollData() });
      const item = (level: number) => fray.FrayItem.create({ name: "Loose", type: "talent", system: { ruleset: "six-seconds", description: BIO }, ownership: { [h.player.id!]: level } } as never);
      const [mine, theirs] = [(await item(3))!, (await item(1))!];
      h.actAs(h.player);
      const shown = await enrichItemHtml(mine as Item.Implementation);
      expect(shown.descriptionHTML).toContain("The hero is the traitor.");
      expect(shown.descriptionHTML).not.toMatch(/<script|onerror|javascript:/i);
      expect(ENRICHED.at(-1)!.options).toEqual({ secrets: true, relativeTo: mine, rollData: {} });
      const hidden = await enrichItemHtml(theirs as Item.Implementation);
      expect(hidden.descriptionHTML).toContain("Known to all.");
      expect(hidden.descriptionHTML).not.toContain("The hero is the traitor.");
      expect(ENRICHED.at(-1)!.options.secrets).toBe(false);
    });
  });
}
