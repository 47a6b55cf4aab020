/**
 * The actor sheet (characters and NPCs): ApplicationV2 + Handlebars, one PART per tab, core TABS, static private
 * action handlers, edit/play modes, submit on change. The stats PART's template is the world ruleset's.
 */
import { SYSTEM_ID } from "../../config";
import type { OwnedItemData } from "../../data/actor/derived";
import { factionsSaveRequest, frozenLandsSkill, sixSecondsSkillCheck, tacticaPool } from "../../dice/from-actor";
import type { RollRequest } from "../../dice/requests";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../dice/attack-frozen-lands";
import { sixSecondsAttackRequest, targetDefence, type SixSecondsWeaponData } from "../../dice/attack-six-seconds";
import { FrayActor } from "../../documents/actor";
import { factionsAttackRequest, type FactionsWeaponData } from "../../dice/attack-factions";
import { tacticaAttackRequest, type TacticaWeaponData } from "../../dice/attack-tactica";
import { RANGE_BANDS } from "../../engine/rulesets/frozen-lands/range";
import type { Ability } from "../../engine/rulesets/factions/saves";
import type { RulesetId } from "../../schema/choices";
import { currentRuleset } from "../../settings";
import { askRollOptions } from "../dialogs/roll-dialog";
import { boardCheckPrefill, boardDialogPrefill } from "../../canvas/board-prefill";
import type { WeaponSystem } from "../../schema/weapon";
import { actorSheetContext, type SheetMode } from "./context";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const T = `systems/${SYSTEM_ID}/templates`;

export const STATS_TEMPLATES: Record<RulesetId, string> = {
  "six-seconds": `${T}/actor/stats-six-seconds.hbs`,
  "frozen-lands": `${T}/actor/stats-frozen-lands.hbs`,
  factions: `${T}/actor/stats-factions.hbs`,
  tactica: `${T}/actor/stats-tactica.hbs`,
};
const PARTIALS = [`${T}/parts/stat.hbs`, `${T}/parts/derived.hbs`];

function dataset(target: HTMLElement, key: string): string {
  return target.closest<HTMLElement>(`[data-${key}]`)?.dataset[key.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] ?? "";
}

const Base = HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2);

// @ts-expect-error TS2321 "excessive stack depth" comparing this subclass with fvtt-types' HandlebarsApplicationMixin(ActorSheetV2)
// intersection: a type-checker depth limit, not a real mismatch. Only this extends-check is silenced; members stay typed.
export class FrayActorSheet extends Base {
  /** Play mode locks base stats; edit mode unlocks them. Owners open in play mode. */
  sheetMode: SheetMode = "play";

  static override DEFAULT_OPTIONS = {
    classes: ["fray", "sheet", "actor"],
    position: { width: 720, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: FrayActorSheet.#toggleMode,
      rollSkill: FrayActorSheet.#rollSkill,
      rollSave: FrayActorSheet.#rollSave,
      rollPool: FrayActorSheet.#rollPool,
      rollItem: FrayActorSheet.#rollItem,
      editItem: FrayActorSheet.#editItem,
      deleteItem: FrayActorSheet.#deleteItem,
      addSkill: FrayActorSheet.#addSkill,
    },
  };

  static override PARTS = {
    header: { template: `${T}/actor/header.hbs` },
    tabs: { template: `${T}/parts/tabs.hbs` },
    stats: { template: STATS_TEMPLATES["six-seconds"], templates: [...Object.values(STATS_TEMPLATES), ...PARTIALS], scrollable: [""] },
    items: { template: `${T}/actor/items.hbs`, scrollable: [""] },
    biography: { template: `${T}/actor/biography.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "stats" }, { id: "items" }, { id: "biography" }],
      initial: "stats",
      labelPrefix: "FRAY.Sheet.Tab",
    },
  };

  /** The stats PART shows the world ruleset (fixed per session: changing the ruleset reloads). */
  static useRuleset(ruleset: RulesetId): void {
    FrayActorSheet.PARTS.stats.template = STATS_TEMPLATES[ruleset];
  }



  protected override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = this.document;
    const items: (OwnedItemData & { id: string; img: string })[] = actor.items.contents.map((i) => ({
      id: i.id ?? "",
      name: i.name,
      img: i.img ?? "",
      type: i.type,
      system: i.system.toObject(false),
    }));
    const biographyHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(actor.system.stats.biography, {
      relativeTo: actor,
      secrets: actor.isOwner,
    });
    const sheet = actorSheetContext(
      {
        name: actor.name,
        img: actor.img ?? "",
        type: actor.type === "npc" ? "npc" : "character",
        system: actor.system.stats,
        items,
        ruleset: currentRuleset(),
        editable: this.isEditable,
        mode: this.sheetMode,
        statuses: [...actor.statuses],
        biographyHTML,
      },
      actor.system.derived,
    );
    Object.assign(context, sheet);
    return context;
  }

  async #roll(req: RollRequest): Promise<void> {
    await this.document.rollRequest(req);
  }

  static async #toggleMode(this: FrayActorSheet): Promise<void> {
    this.sheetMode = this.sheetMode === "play" ? "edit" : "play";
    await this.render();
  }

  static async #rollSkill(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(dataset(target, "index"));
    const { stats, derived } = this.document.system;
    const ruleset = currentRuleset();
    if (ruleset === "six-seconds") {
      const opts = await askRollOptions(ruleset, { target: 4 });
      if (!opts) return;
      await this.#roll(sixSecondsSkillCheck(stats, derived, index, opts.target ?? 4, opts.modifiers));
    } else if (ruleset === "frozen-lands") {
      const skill = stats.frozenLands.skills[index]?.name ?? "";
      const opts = await askRollOptions(ruleset, { stressDice: derived.frozenLands.stressDice, ...boardCheckPrefill(this.document, skill) });
      if (!opts) return;
      await this.#roll(frozenLandsSkill(stats, index, opts.dice, opts.needed));
    }
  }

  static async #rollSave(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ability = dataset(target, "ability") as Ability;
    await this.#roll(factionsSaveRequest(this.document.system.stats, ability));
  }

  static async #rollPool(this: FrayActorSheet): Promise<void> {
    const { stats } = this.document.system;
    const opts = await askRollOptions("tactica", { count: stats.tactica.actionDice });
    if (!opts) return;
    await this.#roll(tacticaPool(stats, game.i18n.localize("FRAY.Sheet.RollPool"), opts.count ?? 0, opts.dice, opts.sl, this.document.system.derived));
  }

  /** Weapon attack in the world ruleset. */
  static async #rollItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.document.items.get(dataset(target, "item-id"));
    if (!item) return;
    const { stats, derived } = this.document.system;
    const weapon = item.system.toObject(false) as Record<string, Record<string, unknown> | null | undefined>;
    const ruleset = currentRuleset();
    // Distances, contact and zone features from the board (editable in the dialog); a forbidden attack stops here.
    const board = boardDialogPrefill(this.document, weapon as Partial<WeaponSystem>);
    if (board.refusal) return void ui.notifications?.warn(board.refusal);
    if (ruleset === "factions") {
      const opts = await askRollOptions(ruleset, { attack: true, ...board.data });
      if (!opts) return;
      await this.#attack(() =>
        factionsAttackRequest(stats, { name: item.name, block: weapon["factions"] as FactionsWeaponData["block"] }, FrayActor.firstTarget(), {
          distance: opts.distance ?? 0,
          dodge: opts.dodge,
        }),
      );
    } else if (ruleset === "tactica") {
      const opts = await askRollOptions("tactica", { count: stats.tactica.actionDice, attack: true, ...board.data });
      if (!opts) return;
      await this.#attack(() =>
        tacticaAttackRequest(stats, derived, { name: item.name, block: weapon["tactica"] as TacticaWeaponData["block"] }, opts.count ?? 0, FrayActor.firstTarget(), {
          extraDice: opts.dice,
          sl: opts.sl,
          parryDice: opts.parryDice,
          armour: opts.armour,
        }),
      );
    } else if (ruleset === "frozen-lands") {
      const block = weapon["frozenLands"];
      const category = block?.["category"] === "ranged" ? "ranged" : "melee";
      const opts = await askRollOptions(ruleset, { stressDice: derived.frozenLands.stressDice, attack: true, bands: RANGE_BANDS, band: category === "ranged" ? "short" : "close", ...board.data });
      if (!opts) return;
      await this.#attack(() =>
        frozenLandsAttackRequest(stats, { name: item.name, block: block as FrozenLandsWeaponData["block"] }, FrayActor.firstTarget(), {
          band: opts.band ?? undefined,
          aimed: opts.aimed,
          modifiers: opts.dice,
        }),
      );
    } else {
      const opts = await askRollOptions(ruleset, { attack: true, defences: ["none", "block", "dodge", "parry"], ...board.data });
      if (!opts) return;
      const target = FrayActor.firstTarget();
      await this.#attack(() =>
        sixSecondsAttackRequest(stats, derived, { name: item.name, block: weapon["sixSeconds"] as SixSecondsWeaponData["block"] }, target, {
          splits: opts.splits,
          targetModifiers: opts.targetModifiers,
          defence: target && opts.defence ? targetDefence(target, opts.defence) : null,
          distanceMetres: opts.metres ?? undefined,
          aimed: opts.aimed,
        }),
      );
    }
  }

  /** Build an attack (the engine refuses impossible ones with a message) and roll it. */
  async #attack(build: () => RollRequest): Promise<void> {
    let req: RollRequest;
    try {
      req = build();
    } catch (e) {
      ui.notifications?.warn(e instanceof Error ? e.message : String(e));
      return;
    }
    await this.#roll(req);
  }

  static async #editItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.document.items.get(dataset(target, "item-id"))?.sheet?.render(true);
  }

  static async #deleteItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.document.items.get(dataset(target, "item-id"))?.deleteDialog();
  }

  static async #addSkill(this: FrayActorSheet): Promise<void> {
    const { stats } = this.document.system;
    const ruleset = currentRuleset();
    if (ruleset === "six-seconds") {
      await this.document.update({ system: { sixSeconds: { skills: [...stats.sixSeconds.skills, { name: "", ability: "dexterity", rank: 0 }] } } });
    } else if (ruleset === "frozen-lands") {
      await this.document.update({ system: { frozenLands: { skills: [...stats.frozenLands.skills, { name: "", attribute: "body", rank: 0 }] } } });
    }
  }
}
